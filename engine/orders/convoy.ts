// Convoy: `F NTH C A Lon - Bel`, `F North Sea convoys army London to Belgium`. The convoyed
// unit's type may be missing or wrong (`C F lon - bel` is read; the engine finds it illegal).
import type { Order, UnitSpec } from '../types';
import { ok } from '../result';
import { takeViaConvoy } from './move';
import { readCoast, readProvince, readToFrom, readUnitSpec } from './places';
import { fail, isWordIn, lastEnd, missingSpan, peek, takeArrow, type Read, type Reader } from './reader';
import { MOVE } from './keywords';
import type { Token } from './tokens';
import { said } from './says';

export function readConvoy(r: Reader, unit: UnitSpec, verb: Token): Read<Order> {
  if (peek(r)?.kind !== 'word') {
    return fail('expected-unit', said(r.map, 'expected-convoyed-army', { raw: verb.raw }), ...missingSpan(r));
  }
  if (isWordIn(peek(r), MOVE)) return convoyToFrom(r, unit);
  const army = readUnitSpec(r, verb.raw);
  if (!army.ok) return army;
  const arrow = takeArrow(r);
  if (!arrow) {
    return fail('expected-province', said(r.map, 'expected-destination'), ...missingSpan(r));
  }
  const to = readProvince(r, arrow.raw);
  if (!to.ok) return to;
  const coastStart = peek(r)?.start ?? r.end;
  const coast = readCoast(r);
  if (!coast.ok) return coast;
  if (coast.value) {
    // An army lands in the province; a coast here cannot be part of a convoy order.
    return fail('unexpected', said(r.map, 'convoy-to-coast'), coastStart, lastEnd(r));
  }
  // `C A lon - bel via convoy` repeats what a convoy is; nothing to keep.
  const via = takeViaConvoy(r);
  if (!via.ok) return via;
  return ok({ kind: 'convoy', unit, army: army.value, to: to.value });
}

/** webDiplomacy: `convoy to Belgium from London`; only an army is convoyed, so the type is known. */
function convoyToFrom(r: Reader, unit: UnitSpec): Read<Order> {
  const read = readToFrom(r, readProvince, 'to', 'expected-from-convoyed');
  if (!read.ok) return read;
  const { to, from: army } = read.value;
  return ok({ kind: 'convoy', unit, army: { ...army, type: army.type ?? 'A' }, to });
}
