// Hold: `A Par H`, `A Par holds`, `F nth stand`, and a unit named alone (`A Par`).
import type { Order, UnitSpec } from '../types';
import { ok } from '../result';
import { HOLD } from './keywords';
import { take, type Read, type Reader } from './reader';

export function readHold(r: Reader, unit: UnitSpec): Read<Order> {
  take(r, HOLD);
  return ok({ kind: 'hold', unit });
}
