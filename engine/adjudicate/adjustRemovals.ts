// Removal orders in the adjustment phase: which of a power's legal removals are carried out when it
// orders more than it must (4.D.6). Too few are made up by the civil-disorder rule (civilDisorder.ts).
import type { GivenOrder, IllegalReason, OrderResult, Position, Power, Unit } from '../types';
import type { RuleOptions } from '../rules/catalogue';
import { illegal } from './results';

interface Candidate {
  index: number;
  unit: Unit;
}

export interface RemovalsOutcome {
  removed: Set<Unit>;
  /** Removals carried out, per power. */
  used: Record<Power, number>;
}

/** Settle every remove (or disband) order; marks `results` and returns the units removed. */
export function settleRemovals(
  position: Position,
  orders: GivenOrder[],
  results: OrderResult[],
  due: Record<Power, number>,
  rule: RuleOptions['4.D.6'],
): RemovalsOutcome {
  const byPower = new Map<Power, Candidate[]>();
  orders.forEach((g, index) => {
    const o = g.order;
    if (o.kind !== 'remove' && o.kind !== 'disband') return;
    const found = removalFor(position, g.power, o.unit.province, due);
    if (typeof found === 'string') return illegal(results[index], found);
    const list = byPower.get(g.power) ?? [];
    list.push({ index, unit: found });
    byPower.set(g.power, list);
  });
  const removed = new Set<Unit>();
  const used: Record<Power, number> = {};
  for (const [power, candidates] of byPower) {
    const distinct = oncePerUnit(candidates, rule, results);
    const kept = withinAllowance(distinct, -due[power], rule, results);
    for (const c of kept) removed.add(c.unit);
    used[power] = kept.length;
  }
  return { removed, used };
}

function removalFor(position: Position, power: Power, province: string, due: Record<Power, number>): Unit | IllegalReason {
  if (due[power] === undefined) return 'no-unit';
  if (due[power] >= 0) return 'no-removals-due';
  const unit = position.units.find((u) => u.province === province);
  if (!unit) return 'no-unit';
  if (unit.power !== power) return 'foreign-unit';
  return unit;
}

/**
 * The same unit ordered removed twice is one removal. Which order stands matters only for the
 * count under c, where the last orders are the ones carried out.
 */
function oncePerUnit(candidates: Candidate[], rule: RuleOptions['4.D.6'], results: OrderResult[]): Candidate[] {
  const ordered = rule === 'last' ? [...candidates].reverse() : candidates;
  const seen = new Set<Unit>();
  const kept: Candidate[] = [];
  for (const c of ordered) {
    if (seen.has(c.unit)) illegal(results[c.index], 'duplicate');
    else {
      seen.add(c.unit);
      kept.push(c);
    }
  }
  return rule === 'last' ? kept.reverse() : kept;
}

/** 4.D.6: removals beyond the number due; under a, all of them are set aside for civil disorder. */
function withinAllowance(candidates: Candidate[], allowed: number, rule: RuleOptions['4.D.6'], results: OrderResult[]): Candidate[] {
  if (candidates.length <= allowed) return candidates;
  const kept = rule === 'civil-disorder' ? [] : rule === 'first' ? candidates.slice(0, allowed) : candidates.slice(candidates.length - allowed);
  for (const c of candidates) if (!kept.includes(c)) illegal(results[c.index], 'too-many');
  return kept;
}
