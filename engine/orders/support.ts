// Support: `A Mun S A Ber` (to hold), `A Mun S A Ber H`, `A mun supports ber - sil` (a move),
// `A Mun S German A Ber - Sil` (nationality of the supported unit, DATC 4.C.5/4.C.6).
import type { Order, UnitSpec } from '../types';
import { ok } from '../result';
import { HOLD } from './keywords';
import { takeViaConvoy } from './move';
import { readLocation, readUnitSpec } from './places';
import { fail, isArrowNext, missingSpan, peek, take, takeArrow, type Read, type Reader } from './reader';
import type { Token } from './tokens';

export function readSupport(r: Reader, unit: UnitSpec, verb: Token): Read<Order> {
  if (peek(r)?.kind !== 'word') {
    return fail('expected-unit', `not understood: expected the supported unit after '${verb.raw}'`, ...missingSpan(r));
  }
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
