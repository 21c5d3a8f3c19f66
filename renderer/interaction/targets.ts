// Where a unit may go or reach, from the engine's map, so a drag can light its legal targets and
// refuse a drop elsewhere. Legal as geography; whether the order then succeeds is adjudication's job.
import type { GameMap, Coast, GivenOrder, Order, Position, ProvinceId, Unit, UnitSpec } from '../../engine/index';
import { builderOf } from '../../engine/index';
import type { Picked } from './types';

export interface MoveTarget {
  province: ProvinceId;
  /** Coasts a fleet can reach there ([null] for a province without coasts). */
  coasts: (Coast | null)[];
  /** An army that can get there only by sea. */
  viaConvoy: boolean;
}

export function specOf(u: Picked | Unit): UnitSpec {
  return { type: u.type, province: u.province, coast: u.coast, power: null };
}

export function unitAt(position: Position, province: ProvinceId): Unit | undefined {
  return position.units.find((u) => u.province === province);
}

export function pickedAt(position: Position, province: ProvinceId, dislodged: boolean): Picked | null {
  const u = dislodged ? position.dislodged.find((d) => d.province === province) : unitAt(position, province);
  return u ? { power: u.power, type: u.type, province: u.province, coast: u.coast, dislodged } : null;
}

/** Coastal provinces an army can reach through seas that hold a fleet now (any power's). */
function convoyDestinations(map: GameMap, position: Position, from: ProvinceId): Set<ProvinceId> {
  const fleetSeas = new Set(position.units.filter((u) => u.type === 'F' && map.province(u.province)?.kind === 'sea').map((u) => u.province));
  const around = (sea: ProvinceId): ProvinceId[] => map.fleetNeighbours({ province: sea, coast: null }).map((l) => l.province);
  const queue = [...fleetSeas].filter((s) => around(s).includes(from));
  const seen = new Set(queue);
  const out = new Set<ProvinceId>();
  while (queue.length > 0) {
    const sea = queue.shift()!;
    for (const p of around(sea)) {
      if (fleetSeas.has(p) && !seen.has(p)) {
        seen.add(p);
        queue.push(p);
      } else if (map.province(p)?.kind === 'coast' && p !== from) {
        out.add(p);
      }
    }
  }
  return out;
}

export function moveTargets(map: GameMap, position: Position, unit: Picked): MoveTarget[] {
  if (unit.type === 'A') {
    const direct = map.armyNeighbours(unit.province);
    const out: MoveTarget[] = direct.map((province) => ({ province, coasts: [null], viaConvoy: false }));
    if (map.province(unit.province)?.kind === 'coast') {
      for (const p of convoyDestinations(map, position, unit.province)) {
        if (!direct.includes(p)) out.push({ province: p, coasts: [null], viaConvoy: true });
      }
    }
    return out;
  }
  const byProvince = new Map<ProvinceId, (Coast | null)[]>();
  for (const l of map.fleetNeighbours({ province: unit.province, coast: unit.coast })) {
    byProvince.set(l.province, [...(byProvince.get(l.province) ?? []), l.coast]);
  }
  return [...byProvince].map(([province, coasts]) => ({ province, coasts, viaConvoy: false }));
}

/** Provinces a unit could move to without a convoy: where it can give support. */
export function supportReach(map: GameMap, unit: Picked): Set<ProvinceId> {
  if (unit.type === 'A') return new Set(map.armyNeighbours(unit.province));
  return new Set(map.fleetNeighbours({ province: unit.province, coast: unit.coast }).map((l) => l.province));
}

export type MoveOrder = Extract<Order, { kind: 'move' }>;

export function moveOrders(orders: GivenOrder[]): { power: string; order: MoveOrder }[] {
  return orders.flatMap((g) => (g.order.kind === 'move' ? [{ power: g.power, order: g.order }] : []));
}

/** What a supporter can support: units it can reach (hold) and moves into places it can reach. */
export function supportTargets(map: GameMap, position: Position, orders: GivenOrder[], unit: Picked): ProvinceId[] {
  const reach = supportReach(map, unit);
  const out = new Set<ProvinceId>();
  for (const u of position.units) if (u.province !== unit.province && reach.has(u.province)) out.add(u.province);
  for (const { order } of moveOrders(orders)) {
    if (order.unit.province !== unit.province && reach.has(order.to)) out.add(order.to);
  }
  return [...out];
}

/** A fleet at sea can convoy armies' moves: their destinations are lit. */
export function convoyTargets(map: GameMap, position: Position, orders: GivenOrder[], unit: Picked): ProvinceId[] {
  if (unit.type !== 'F' || map.province(unit.province)?.kind !== 'sea') return [];
  const armies = moveOrders(orders).filter(({ order }) => unitAt(position, order.unit.province)?.type === 'A');
  return [...new Set(armies.flatMap(({ order }) => [order.to, order.unit.province]))];
}

/** A dislodged unit's retreat options, by province, with coasts (`spa/nc`). */
export function retreatTargets(position: Position, unit: Picked): Map<ProvinceId, (Coast | null)[]> {
  const d = position.dislodged.find((x) => x.province === unit.province);
  const out = new Map<ProvinceId, (Coast | null)[]>();
  for (const r of d?.retreats ?? []) {
    const [province, coast] = r.split('/');
    out.set(province, [...(out.get(province) ?? []), (coast as Coast | undefined) ?? null]);
  }
  return out;
}

/** Who may build in a province, and what: a vacant centre its owner may build in (a home centre, or any under Chaos's rule). */
export function buildOptions(map: GameMap, position: Position, province: ProvinceId): { power: string; army: boolean; fleet: boolean } | null {
  const p = map.province(province);
  if (!p?.supplyCenter) return null;
  const power = builderOf(map, position.supplyCenters, province);
  if (power === null) return null;
  if (unitAt(position, province)) return null;
  return { power, army: p.kind !== 'sea', fleet: p.kind === 'coast' };
}
