// A deterministic player for whole-game tests: one power plays a simple coordinated strategy (take
// the nearest centre it does not own, with support from neighbours), the others play seeded random
// legal orders. Good enough to drive a game from 1901 to a finish through every kind of phase.
import type { GameMap } from '../../engine/map/types';
import type { GivenOrder, Position, Unit, UnitSpec, Power, Coast } from '../../engine/types';
import { adjustmentsDue } from '../../engine/adjudicate/adjustment';
import { withRetreatOptions } from '../../engine/adjudicate/retreat';
import { DEFAULT_ENGINE_RULES } from '../../engine/adjudicate/engineRules';
import { rng } from './randomBoard';
import { startPosition } from '../../electron/service/engine';

/** The map's starting position (Spring 1901, nothing dislodged), where a bot's game begins. */
export function startingPosition(map: GameMap): Position {
  return startPosition(map, 'standard');
}

const spec = (u: Unit): UnitSpec => ({ type: u.type, province: u.province, coast: u.coast, power: null });

function targets(map: GameMap, u: Unit): { to: string; coast: Coast | null }[] {
  if (u.type === 'A') return map.armyNeighbours(u.province).map((to) => ({ to, coast: null }));
  return map.fleetNeighbours({ province: u.province, coast: u.coast }).map((l) => ({ to: l.province, coast: l.coast }));
}

export function botOrders(map: GameMap, position: Position, strong: Power, seed: number): GivenOrder[] {
  const r = rng(seed);
  const t = position.phase.type;
  if (t === 'retreat') return retreatOrders(map, position, r);
  if (t === 'adjustment') return adjustmentOrders(map, position, strong);
  const orders: GivenOrder[] = [];
  const mine = position.units.filter((u) => u.power === strong);
  orders.push(...strongMoves(map, position, mine));
  for (const u of position.units) {
    if (u.power === strong) continue;
    const opts = targets(map, u);
    if (r() < 0.4 || opts.length === 0) orders.push({ power: u.power, order: { kind: 'hold', unit: spec(u) } });
    else {
      const o = opts[Math.floor(r() * opts.length)];
      orders.push({ power: u.power, order: { kind: 'move', unit: spec(u), to: o.to, coast: o.coast, viaConvoy: false, path: null } });
    }
  }
  return orders;
}

/** Each of the strong power's units attacks the nearest centre it lacks; idle neighbours support. */
function strongMoves(map: GameMap, position: Position, mine: Unit[]): GivenOrder[] {
  const owned = new Set(position.supplyCenters[mine[0]?.power ?? ''] ?? []);
  const occupiedByMe = new Set(mine.map((u) => u.province));
  const plans = new Map<Unit, { to: string; coast: Coast | null }>();
  const claimed = new Set<string>();
  for (const u of mine) {
    const best = targets(map, u).find((o) => map.province(o.to)!.supplyCenter && !owned.has(o.to) && !claimed.has(o.to) && !occupiedByMe.has(o.to));
    if (best) {
      plans.set(u, best);
      claimed.add(best.to);
    }
  }
  const orders: GivenOrder[] = [];
  for (const u of mine) {
    const plan = plans.get(u);
    if (plan) {
      orders.push({ power: u.power, order: { kind: 'move', unit: spec(u), to: plan.to, coast: plan.coast, viaConvoy: false, path: null } });
      continue;
    }
    const helpable = [...plans].find(([, p]) => targets(map, u).some((o) => o.to === p.to));
    if (helpable) {
      const [v, p] = helpable;
      orders.push({ power: u.power, order: { kind: 'support', unit: spec(u), target: spec(v), to: p.to, coast: null } });
      continue;
    }
    // Otherwise drift toward the front: move to a neighbour not held by us, else hold.
    const step = targets(map, u).find((o) => !occupiedByMe.has(o.to) && !claimed.has(o.to));
    if (step) {
      claimed.add(step.to);
      orders.push({ power: u.power, order: { kind: 'move', unit: spec(u), to: step.to, coast: step.coast, viaConvoy: false, path: null } });
    } else orders.push({ power: u.power, order: { kind: 'hold', unit: spec(u) } });
  }
  return orders;
}

function retreatOrders(map: GameMap, position: Position, r: () => number): GivenOrder[] {
  return withRetreatOptions(map, position, DEFAULT_ENGINE_RULES).flatMap((d): GivenOrder[] => {
    const opts = d.retreats ?? [];
    if (opts.length === 0 || r() < 0.2) return [{ power: d.power, order: { kind: 'disband', unit: spec(d) } }];
    const [to, coast] = opts[Math.floor(r() * opts.length)].split('/');
    return [{ power: d.power, order: { kind: 'retreat', unit: spec(d), to, coast: (coast ?? null) as Coast | null } }];
  });
}

/** Builds for everyone on free home centres; removals only for the strong power (others fall into civil disorder). */
function adjustmentOrders(map: GameMap, position: Position, strong: Power): GivenOrder[] {
  const due = adjustmentsDue(map, position);
  const orders: GivenOrder[] = [];
  for (const p of map.powers) {
    const n = due[p.name];
    if (n > 0) {
      // The build rule's places: home centers (in the map's order), or any owned center (Chaos).
      const owned = position.supplyCenters[p.name] ?? [];
      const sites = map.buildRule === 'home-centers' ? map.homeCenters(p.name) : owned;
      const free = sites.filter((h) => owned.includes(h) && !position.units.some((u) => u.province === h));
      for (const h of free.slice(0, n)) {
        const prov = map.province(h)!;
        const fleet = prov.kind === 'coast' && p.name !== strong;
        orders.push({
          power: p.name,
          order: { kind: 'build', unitType: fleet ? 'F' : 'A', province: h, coast: fleet && prov.coasts.length ? prov.coasts[0] : null },
        });
      }
      if (free.length < n) orders.push({ power: p.name, order: { kind: 'waive' } });
    } else if (n < 0 && p.name === strong) {
      const units = position.units.filter((u) => u.power === p.name);
      for (const u of units.slice(0, -n)) orders.push({ power: p.name, order: { kind: 'remove', unit: spec(u) } });
    }
  }
  return orders;
}
