// The winter adjustment phase: builds on vacant owned home centers, waived builds, removals, and
// removals in civil disorder for powers that order too few (DATC 4.D.4-4.D.8, preferred choices).
import type { Coast, GivenOrder, IllegalReason, Order, OrderResult, Position, Power, Unit } from '../types';
import type { GameMap } from '../map/types';
import { type Geo, LAND, SEA, geoOf } from './geo';
import { blankResult } from './prepare';
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
  void rules;
  const geo = geoOf(map);
  const due = adjustmentsDue(map, position);
  const units = [...position.units];
  const done: Record<Power, number> = Object.fromEntries(map.powers.map((p) => [p.name, 0]));
  const removed = new Set<Unit>();
  const results = orders.map((g) => {
    const unitAt = g.order.kind === 'remove' || g.order.kind === 'disband' ? units.find((u) => u.province === (g.order as { unit: { province: string } }).unit.province) : undefined;
    const r = blankResult(g, unitAt ?? null);
    const reason = apply(geo, position, g, due, done, units, removed);
    if (reason) {
      r.outcome = 'illegal';
      r.reason = reason;
    }
    return r;
  });
  const remaining = units.filter((u) => !removed.has(u));
  const civilDisorder: Unit[] = [];
  for (const p of map.powers) {
    const missing = -due[p.name] - done[p.name];
    if (due[p.name] >= 0 || missing <= 0) continue;
    const victims = civilDisorderRemovals(geo, remaining.filter((u) => u.power === p.name), p.name, missing);
    civilDisorder.push(...victims);
    for (const v of victims) remaining.splice(remaining.indexOf(v), 1);
  }
  const counts = Object.fromEntries(map.powers.map((p) => [p.name, { due: due[p.name], done: done[p.name] }]));
  return { results, units: remaining, civilDisorder, counts };
}

/** Apply one adjustment order in turn (4.D.4-4.D.6 b: the first legal orders count). */
function apply(
  geo: Geo,
  position: Position,
  g: GivenOrder,
  due: Record<Power, number>,
  done: Record<Power, number>,
  units: Unit[],
  removed: Set<Unit>,
): IllegalReason | null {
  const o = g.order;
  const power = g.power;
  if (due[power] === undefined) return 'no-unit';
  if (o.kind === 'build' || o.kind === 'waive') {
    if (due[power] <= 0) return 'no-builds-due';
    if (done[power] >= due[power]) return 'too-many';
    if (o.kind === 'build') {
      const built = buildUnit(geo, position, power, o, units);
      if (typeof built === 'string') return built;
      units.push(built);
    }
    done[power]++;
    return null;
  }
  if (o.kind === 'remove' || o.kind === 'disband') {
    if (due[power] >= 0) return 'no-removals-due';
    const unit = units.find((u) => u.province === o.unit.province && !removed.has(u));
    if (!unit) return 'no-unit';
    if (unit.power !== power) return 'foreign-unit';
    if (done[power] >= -due[power]) return 'too-many';
    removed.add(unit);
    done[power]++;
    return null;
  }
  return 'wrong-phase';
}

function buildUnit(geo: Geo, position: Position, power: Power, o: Extract<Order, { kind: 'build' }>, units: Unit[]): Unit | IllegalReason {
  const p = geo.index.get(o.province);
  if (p === undefined) return 'not-home-center';
  const prov = geo.map.provinces[p];
  if (prov.home !== power) return 'not-home-center';
  if (!(position.supplyCenters[power] ?? []).includes(prov.id)) return 'not-owned';
  if (units.some((u) => u.province === prov.id)) return 'occupied';
  let type = o.unitType;
  let coast: Coast | null = o.coast && prov.coasts.includes(o.coast) ? o.coast : null;
  if (type === null) {
    // 4.C.3 c: an army inland; a fleet on a coast only when a coast was written.
    if (geo.kind[p] === LAND) type = 'A';
    else if (coast) type = 'F';
    else return 'coast-needed';
  }
  if (type === 'F') {
    if (geo.kind[p] === LAND) return 'fleet-in-land';
    if (geo.kind[p] === SEA) return 'fleet-in-land';
    if (prov.coasts.length > 0 && coast === null) return 'coast-needed';
  } else coast = null;
  return { power, type, province: prov.id, coast };
}
