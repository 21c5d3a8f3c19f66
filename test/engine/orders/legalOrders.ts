// Every legal order of every unit type in every province of a map, one step deep: holds, moves,
// supports of each neighbour's hold and moves, convoys across each sea, retreats, disbands,
// builds and removals on home centers. For round-trip tests of the writer and reader.
import type { GameMap } from '../../../engine/map/types';
import type { Coast, Location, Order, UnitSpec, UnitType } from '../../../engine/types';

interface Placed extends Location {
  type: UnitType;
}

/** Every place a unit of each type can stand. */
export function allUnits(map: GameMap): Placed[] {
  const out: Placed[] = [];
  for (const p of map.provinces) {
    if (p.kind !== 'sea') out.push({ type: 'A', province: p.id, coast: null });
    if (p.kind === 'land') continue;
    if (p.coasts.length === 0) out.push({ type: 'F', province: p.id, coast: null });
    for (const coast of p.coasts) out.push({ type: 'F', province: p.id, coast });
  }
  return out;
}

const spec = (u: Placed): UnitSpec => ({ type: u.type, province: u.province, coast: u.coast, power: null });

/** Where a unit can move, each coast of a split-coast province separately. */
function destinations(map: GameMap, u: Placed): Location[] {
  if (u.type === 'A') return map.armyNeighbours(u.province).map((province) => ({ province, coast: null }));
  return map.fleetNeighbours(u);
}

function unitsAt(all: Placed[], province: string): Placed[] {
  return all.filter((u) => u.province === province);
}

export function legalOrders(map: GameMap): Order[] {
  const all = allUnits(map);
  const orders: Order[] = [];
  for (const u of all) {
    const unit = spec(u);
    orders.push({ kind: 'hold', unit }, { kind: 'disband', unit }, { kind: 'remove', unit });
    for (const to of destinations(map, u)) {
      orders.push({ kind: 'move', unit, to: to.province, coast: to.coast, viaConvoy: false, path: null });
      orders.push({ kind: 'retreat', unit, to: to.province, coast: to.coast });
      // Also as people write it without the coast (`F gas - spa`): the engine picks or refuses.
      if (to.coast !== null) orders.push({ kind: 'move', unit, to: to.province, coast: null, viaConvoy: false, path: null });
    }
    orders.push(...supports(map, all, u));
    orders.push(...convoys(map, u));
  }
  for (const power of map.powers) {
    for (const home of map.homeCenters(power.name)) orders.push(...builds(map, home));
  }
  orders.push({ kind: 'waive' });
  return orders;
}

function supports(map: GameMap, all: Placed[], u: Placed): Order[] {
  const out: Order[] = [];
  const neighbours = new Set(destinations(map, u).map((l) => l.province));
  for (const province of neighbours) {
    for (const v of unitsAt(all, province)) {
      out.push({ kind: 'support', unit: spec(u), target: spec(v), to: null, coast: null });
      for (const to of destinations(map, v)) {
        if (to.province === u.province || !map.canMove(u.type, u, { province: to.province, coast: null })) continue;
        out.push({ kind: 'support', unit: spec(u), target: spec(v), to: to.province, coast: to.coast });
      }
    }
  }
  return out;
}

function convoys(map: GameMap, u: Placed): Order[] {
  if (u.type !== 'F' || map.province(u.province)?.kind !== 'sea') return [];
  const shores = [...new Set(map.fleetNeighbours(u).map((l) => l.province))].filter((p) => map.province(p)?.kind === 'coast');
  const out: Order[] = [];
  for (const from of shores) {
    for (const to of shores) {
      if (from === to) continue;
      out.push({ kind: 'convoy', unit: spec(u), army: { type: 'A', province: from, coast: null, power: null }, to });
    }
  }
  return out;
}

function builds(map: GameMap, home: string): Order[] {
  const p = map.province(home);
  if (!p) return [];
  const out: Order[] = [
    { kind: 'build', unitType: 'A', province: home, coast: null },
    { kind: 'build', unitType: null, province: home, coast: null },
  ];
  if (p.kind === 'coast') {
    const coasts: (Coast | null)[] = p.coasts.length > 0 ? p.coasts : [null];
    for (const coast of coasts) out.push({ kind: 'build', unitType: 'F', province: home, coast });
  }
  return out;
}

/** The same order as written with nationalities and without unit types, for the writer's other paths. */
export function withNationality(order: Order, power: string): Order {
  const vary = (u: UnitSpec, typeless: boolean): UnitSpec => ({ ...u, power, type: typeless ? null : u.type });
  switch (order.kind) {
    case 'support':
      return { ...order, unit: vary(order.unit, false), target: vary(order.target, true) };
    case 'convoy':
      return { ...order, unit: vary(order.unit, true), army: vary(order.army, false) };
    case 'build':
    case 'waive':
      return order;
    default:
      return { ...order, unit: vary(order.unit, true) };
  }
}
