// The winter adjustment phase: builds on vacant owned home centers, waived builds, removals, and
// removals in civil disorder for powers that order too few. Every choice the rulebooks leave open
// (DATC 4.B.7, 4.C.3, 4.C.4, 4.D.4-4.D.8) is read from the game's rule options.
import type { GivenOrder, OrderResult, Position, Power, Unit } from '../types';
import type { GameMap } from '../map/types';
import { geoOf } from './geo';
import { blankResult } from './results';
import { settleBuilds } from './adjustBuilds';
import { settleRemovals } from './adjustRemovals';
import { civilDisorderRemovals } from './civilDisorder';
import type { EngineRules } from './engineRules';

export interface AdjustmentOutcome {
  results: OrderResult[];
  units: Unit[];
  /** Units removed by the civil-disorder rule because too few removals were ordered. */
  civilDisorder: Unit[];
  /** Per power: builds (+) or removals (-) due, and how many were used. */
  counts: Record<Power, { due: number; done: number }>;
}

/** Builds (+) or removals (-) due per power: centers owned minus units. */
export function adjustmentsDue(map: GameMap, position: Position): Record<Power, number> {
  const due: Record<Power, number> = {};
  for (const p of map.powers) {
    const centers = position.supplyCenters[p.name]?.length ?? 0;
    const units = position.units.filter((u) => u.power === p.name).length;
    due[p.name] = centers - units;
  }
  return due;
}

export function adjudicateAdjustments(map: GameMap, position: Position, orders: GivenOrder[], rules: EngineRules): AdjustmentOutcome {
  const geo = geoOf(map);
  const options = rules.options;
  const due = adjustmentsDue(map, position);
  const results = orders.map((g) => blankResult(g, removedUnit(position, g)));
  orders.forEach((g, i) => {
    if (!ADJUSTMENT_KINDS.has(g.order.kind)) {
      results[i].outcome = 'illegal';
      results[i].reason = due[g.power] === undefined ? 'no-unit' : 'wrong-phase';
    }
  });
  const builds = settleBuilds(geo, position, orders, results, due, options);
  const removals = settleRemovals(position, orders, results, due, options['4.D.6']);
  const board = [...position.units.filter((u) => !removals.removed.has(u)), ...builds.built];
  const civilDisorder: Unit[] = [];
  for (const p of map.powers) {
    const missing = -due[p.name] - (removals.used[p.name] ?? 0);
    if (due[p.name] >= 0 || missing <= 0) continue;
    civilDisorder.push(...civilDisorderRemovals(geo, board, p.name, missing, options['4.D.8'], position.supplyCenters[p.name] ?? []));
  }
  const units = board.filter((u) => !civilDisorder.includes(u));
  const counts = Object.fromEntries(map.powers.map((p) => [p.name, { due: due[p.name], done: (builds.used[p.name] ?? 0) + (removals.used[p.name] ?? 0) }]));
  return { results, units, civilDisorder, counts };
}

const ADJUSTMENT_KINDS: ReadonlySet<string> = new Set(['build', 'waive', 'remove', 'disband']);

/** The unit a removal order names, for the result (whether or not it is that power's). */
function removedUnit(position: Position, g: GivenOrder): Unit | null {
  const o = g.order;
  if (o.kind !== 'remove' && o.kind !== 'disband') return null;
  return position.units.find((u) => u.province === o.unit.province) ?? null;
}
