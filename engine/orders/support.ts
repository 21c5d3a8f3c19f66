// Support: `A Mun S A Ber` (to hold), `A Mun S A Ber H`, `A mun supports ber - sil` (a move),
// `A Mun S German A Ber - Sil` (nationality of the supported unit, DATC 4.C.5/4.C.6).
import type { Order, UnitSpec } from '../types';
import { ok } from '../result';
import { HOLD, MOVE } from './keywords';
import { takeViaConvoy } from './move';
import { readLocation, readToFrom, readUnitSpec } from './places';
import { fail, isArrowNext, isWordIn, missingSpan, peek, take, takeArrow, type Read, type Reader } from './reader';
import type { Token } from './tokens';
import { said } from './says';

export function readSupport(r: Reader, unit: UnitSpec, verb: Token): Read<Order> {
  if (peek(r)?.kind !== 'word') {
    return fail('expected-unit', said(r.map, 'expected-supported-unit', { raw: verb.raw }), ...missingSpan(r));
  }
  if (isWordIn(peek(r), HOLD) && isWordIn(peek(r, 1), MOVE)) {
    // webDiplomacy: `support hold to Burgundy`.
    r.at += 2;
    const held = readUnitSpec(r, verb.raw);
    return held.ok ? ok({ kind: 'support', unit, target: held.value, to: null, coast: null }) : held;
  }
  if (isWordIn(peek(r), MOVE) && !isWordIn(peek(r), new Set(['to']))) return supportMoveFrom(r, unit);
  const target = readUnitSpec(r, verb.raw);
  if (!target.ok) return target;
  if (take(r, HOLD) || !isArrowNext(r)) {
    return ok({ kind: 'support', unit, target: target.value, to: null, coast: null });
  }
  const arrow = takeArrow(r);
  const to = readLocation(r, arrow?.raw ?? '-');
  if (!to.ok) return to;
  // `S A lon - bel via convoy` says how the supported army travels; the support is the same.
  const via = takeViaConvoy(r);
  if (!via.ok) return via;
  return ok({ kind: 'support', unit, target: target.value, to: to.value.province, coast: to.value.coast });
}

/** webDiplomacy: `support move to Burgundy from Paris`. */
function supportMoveFrom(r: Reader, unit: UnitSpec): Read<Order> {
  const read = readToFrom(r, readLocation, '-', 'expected-from-supported');
  if (!read.ok) return read;
  const { to, from: target } = read.value;
  return ok({ kind: 'support', unit, target, to: to.province, coast: to.coast });
}
