// Retreat: `A Par R Bur`, `A Par retreats to Bur`, `Retreat A Par - Bur`; in a retreat phase
// also a plain `A Par - Bur` (see move.ts).
import type { Order, UnitSpec } from '../types';
import { ok } from '../result';
import { readLocation } from './places';
import { takeArrow, type Read, type Reader } from './reader';
import type { Token } from './tokens';

export function readRetreat(r: Reader, unit: UnitSpec, verb: Token): Read<Order> {
  const arrow = takeArrow(r);
  const to = readLocation(r, arrow?.raw ?? verb.raw);
  if (!to.ok) return to;
  return ok({ kind: 'retreat', unit, to: to.value.province, coast: to.value.coast });
}
