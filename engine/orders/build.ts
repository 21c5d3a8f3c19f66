// Build and waive: `B A par`, `Build A Paris`, `build fleet St Petersburg north coast`,
// `Build F stp/nc`, `A par B`; `waive`, `Build waive`, `waived`.
import type { Order, UnitSpec } from '../types';
import { ok } from '../result';
import { BUILD, WAIVE } from './keywords';
import { readUnitSpec } from './places';
import { take, type Read, type Reader } from './reader';
import type { Token } from './tokens';

/** After `build`: a waive or a unit to build. */
export function readBuild(r: Reader, verb: Token): Read<Order> {
  if (take(r, WAIVE)) return ok({ kind: 'waive' });
  const unit = readUnitSpec(r, verb.raw);
  if (!unit.ok) return unit;
  return ok(buildOf(unit.value));
}

/** `waive`, `waive build`, `waived builds`. */
export function readWaive(r: Reader): Order {
  take(r, BUILD);
  return { kind: 'waive' };
}

/** A unit named for building: its nationality says nothing the sheet does not. */
export function buildOf(unit: UnitSpec): Order {
  return { kind: 'build', unitType: unit.type, province: unit.province, coast: unit.coast };
}
