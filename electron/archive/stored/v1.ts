// Version 1 of what the archive writes for a position, a list of orders and a phase's results:
// shapes of their own, not the engine's types serialised as they happen to be. Each is checked
// against the engine's type at compile time (`Same` below): when the engine's Position, GivenOrder
// or PhaseResult changes, this file stops compiling, and the change needs a version 2 here and a
// migration of the stored rows (codec.ts, electron/archive/migrations/). FROZEN once released.
//
// Each shape is built when first used (lazyObject: the same zod object, made at its first read):
// a command that reads no stored value (`game list`) builds none, and `game show` only the
// position's (docs/PERFORMANCE.md, "Sixth pass").
import * as z from 'zod';
import type { GivenOrder, Position } from '../../../engine/index';
import { lazyObject } from '../../runtime/lazy.mjs';
import type { StoredResult } from '../types';

/** The pieces the three shapes share, built with the first of them. */
const parts = () => (built ??= buildParts());
let built: ReturnType<typeof buildParts> | undefined;

function buildParts() {
  const id = z.string().min(1).max(64);
  const power = id;
  const coast = z.enum(['nc', 'sc', 'ec', 'wc']).nullable();
  const unitType = z.enum(['A', 'F']);
  const phase = z.strictObject({
    season: z.enum(['spring', 'fall', 'winter']),
    year: z.int().min(1).max(9999),
    type: z.enum(['movement', 'retreat', 'adjustment']),
  });

  const unit = z.strictObject({ province: id, coast, power, type: unitType, builtAt: z.int().optional() });
  const dislodged = z.strictObject({ ...unit.shape, attackerFrom: id, viaConvoy: z.boolean(), retreats: z.array(z.string()).optional() });
  return { id, power, coast, unitType, phase, unit, dislodged };
}

function buildPosition() {
  const { id, power, phase, unit, dislodged } = parts();
  return z.strictObject({
    variant: id,
    phase,
    units: z.array(unit),
    dislodged: z.array(dislodged),
    standoffs: z.array(id),
    supplyCenters: z.record(power, z.array(id)),
    civilDisorder: z.array(power).optional(),
    proxies: z.array(z.strictObject({ province: id, power })).optional(),
  });
}

/** An order as stored; shared by the orders and the results (built with the first of them). */
const order = () => (builtOrder ??= buildOrder());
let builtOrder: ReturnType<typeof buildOrder> | undefined;

function buildOrder() {
  const { id, power, coast, unitType } = parts();
  const unitSpec = z.strictObject({ type: unitType.nullable(), province: id, coast, power: power.nullable() });
  return z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('hold'), unit: unitSpec }),
    z.strictObject({ kind: z.literal('move'), unit: unitSpec, to: id, coast, viaConvoy: z.boolean(), path: z.array(id).nullable() }),
    z.strictObject({ kind: z.literal('support'), unit: unitSpec, target: unitSpec, to: id.nullable(), coast }),
    z.strictObject({ kind: z.literal('convoy'), unit: unitSpec, army: unitSpec, to: id }),
    z.strictObject({ kind: z.literal('retreat'), unit: unitSpec, to: id, coast }),
    z.strictObject({ kind: z.literal('disband'), unit: unitSpec }),
    z.strictObject({ kind: z.literal('build'), unitType: unitType.nullable(), province: id, coast }),
    z.strictObject({ kind: z.literal('remove'), unit: unitSpec }),
    z.strictObject({ kind: z.literal('waive') }),
  ]);
}

const buildOrders = () => z.array(z.strictObject({ power: parts().power, order: order(), text: z.string().optional() }));

function buildResult() {
  const { id, power, coast, unitType, phase, unit, dislodged } = parts();
  const unitRef = z.strictObject({ power, type: unitType, province: id, coast });
  // Reason codes are the engine's vocabulary; stored as strings so an archive keeps reading when a
  // code is added (the reports word unknown codes plainly).
  const orderResult = z.strictObject({
    power,
    order: order(),
    unit: unitRef.nullable(),
    outcome: z.enum(['succeeds', 'fails', 'illegal', 'void']),
    reason: z.string().nullable(),
    by: z.array(unitRef),
    strengths: z
      .strictObject({
        attack: z.number().optional(),
        hold: z.number().optional(),
        defend: z.number().optional(),
        prevent: z.array(z.strictObject({ unit: unitRef, strength: z.number() })).optional(),
        supportedBy: z.array(unitRef).optional(),
      })
      .nullable(),
    dislodgedBy: z.strictObject({ unit: unitRef, from: id, viaConvoy: z.boolean() }).nullable(),
    text: z.string().optional(),
    implicit: z.boolean().optional(),
  });
  return z.strictObject({
    phase,
    results: z.array(orderResult),
    units: z.array(unit),
    dislodged: z.array(dislodged),
    standoffs: z.array(id),
    removed: z.array(unit),
    adjustments: z.record(power, z.strictObject({ due: z.int(), done: z.int() })).nullable(),
    supplyCenters: z.record(power, z.array(id)),
    winner: power.nullable(),
    eliminated: z.array(power),
  });
}

export const positionV1 = lazyObject(buildPosition);
export const ordersV1 = lazyObject(buildOrders);
export const resultV1 = lazyObject(buildResult);

// Compile-time: the stored shape and the engine's type describe the same data. (The result's reason
// is a plain string here, a code union in the engine: every code is a string, and codec.ts narrows.)
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Widened<T> = { [K in keyof T]: K extends 'reason' ? string | null : T[K] };
export const SAME_SHAPES: [
  Same<z.infer<typeof positionV1>, Position>,
  Same<z.infer<typeof ordersV1>, GivenOrder[]>,
  Same<z.infer<typeof resultV1>, Omit<StoredResult, 'results'> & { results: Widened<StoredResult['results'][number]>[] }>,
] = [true, true, true];
