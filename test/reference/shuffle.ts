// What must not change when a position's units or its orders are listed in another order: the board
// after the phase, the dislodged units (attacker, retreats), and every order's result with its
// explanation (outcome, reason, by, strengths, dislodgedBy). Lists inside an explanation (the units
// in `by`, the supports counted, the rivals' prevent strengths) are compared as sets: their order
// is presentation.
import { adjudicate, type PhaseResult } from '../../engine/adjudicate/index';
import type { GameMap } from '../../engine/map/types';
import type { RuleOptions } from '../../engine/rules/catalogue';
import type { GivenOrder, OrderResult, Position, UnitRef } from '../../engine/types';
import { unitKey } from './compare';

function refs(list: UnitRef[] | undefined): string[] | undefined {
  return list?.map(unitKey).sort();
}

function explained(r: OrderResult): unknown {
  const s = r.strengths;
  return {
    outcome: r.outcome,
    reason: r.reason,
    by: refs(r.by),
    strengths: s && {
      ...s,
      supportedBy: refs(s.supportedBy),
      prevent: s.prevent?.map((p) => `${unitKey(p.unit)}=${p.strength}`).sort(),
    },
    dislodgedBy: r.dislodgedBy && { ...r.dislodgedBy, unit: unitKey(r.dislodgedBy.unit) },
  };
}

/** The engine's result in a form independent of the listing order; `order[i]` is the original index of the i-th order given. */
export function snapshot(r: PhaseResult, order: number[]): string {
  const results: unknown[] = [];
  order.forEach((original, i) => (results[original] = explained(r.results[i])));
  return JSON.stringify({
    units: r.units.map(unitKey).sort(),
    dislodged: r.dislodged.map((d) => `${unitKey(d)} from ${d.attackerFrom}${d.viaConvoy ? ' by convoy' : ''} -> ${[...(d.retreats ?? [])].sort()}`).sort(),
    standoffs: [...r.standoffs].sort(),
    results,
  });
}

/** The engine on the position with units and orders listed in the given orders (`unitOrder[i]`: original index). */
export function runListed(map: GameMap, position: Position, orders: GivenOrder[], options: RuleOptions, unitOrder: number[], orderOrder: number[]): string {
  const units = unitOrder.map((i) => position.units[i]);
  const given = orderOrder.map((i) => orders[i]);
  return snapshot(adjudicate(map, { ...position, units }, given, options), orderOrder);
}

/** Every permutation of 0..n-1 (n small). */
export function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, k) => [...p.slice(0, k), n - 1, ...p.slice(k)]));
}

/** The first differing field of two snapshots, for a readable failure. */
export function firstDifference(a: string, b: string): string {
  const x = JSON.parse(a) as Record<string, unknown>;
  const y = JSON.parse(b) as Record<string, unknown>;
  for (const k of Object.keys(x)) {
    if (k === 'results') {
      const xs = x[k] as unknown[];
      const ys = y[k] as unknown[];
      const i = xs.findIndex((r, j) => JSON.stringify(r) !== JSON.stringify(ys[j]));
      if (i >= 0) return `order ${i}: ${JSON.stringify(xs[i])} vs ${JSON.stringify(ys[i])}`;
    } else if (JSON.stringify(x[k]) !== JSON.stringify(y[k])) return `${k}: ${JSON.stringify(x[k])} vs ${JSON.stringify(y[k])}`;
  }
  return 'none';
}
