// Seeded whole games in which every power plays as people do: most units move toward centres they
// lack, a third support a neighbour's move or hold (mostly their own power's, sometimes another's),
// fleets at sea convoy armies across, the rest hold; retreats, disbands, builds, waives and removals
// as the phase asks. The benchmark workload and the engine's digest are made of these games, so that
// they look like real use: every season and phase type, end-of-year bookkeeping included.
import { adjudicate } from '../../engine/adjudicate/index';
import { adjustmentsDue } from '../../engine/adjudicate/adjustment';
import { DEFAULT_ENGINE_RULES } from '../../engine/adjudicate/engineRules';
import { withRetreatOptions } from '../../engine/adjudicate/retreat';
import type { GameMap } from '../../engine/map/types';
import type { Coast, GivenOrder, Order, Position, Unit, UnitSpec } from '../../engine/types';
import { rng } from './randomBoard';
import { startPosition } from '../../electron/service/engine';

export interface GamePhase {
  position: Position;
  orders: GivenOrder[];
}

const spec = (u: Unit): UnitSpec => ({ type: u.type, province: u.province, coast: u.coast, power: null });
const move = (u: Unit, to: string, coast: Coast | null, viaConvoy = false): Order => ({ kind: 'move', unit: spec(u), to, coast, viaConvoy, path: null });

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

function destinations(map: GameMap, u: Unit): { to: string; coast: Coast | null }[] {
  if (u.type === 'A') return map.armyNeighbours(u.province).map((to) => ({ to, coast: null }));
  return map.fleetNeighbours({ province: u.province, coast: u.coast }).map((l) => ({ to: l.province, coast: l.coast }));
}

/** Every phase of a seeded game, from Spring 1901 until a winner or `years` years have passed. */
export function playGame(map: GameMap, seed: number, years: number): GamePhase[] {
  const r = rng(seed);
  const phases: GamePhase[] = [];
  let position: Position | null = startPosition(map, 'standard');
  while (position && position.phase.year < 1901 + years) {
    const orders = ordersFor(map, position, r);
    phases.push({ position, orders });
    position = adjudicate(map, position, orders).next;
  }
  return phases;
}

function ordersFor(map: GameMap, position: Position, r: () => number): GivenOrder[] {
  if (position.phase.type === 'retreat') return retreats(map, position, r);
  if (position.phase.type === 'adjustment') return adjustments(map, position, r);
  return movement(map, position, r);
}

function movement(map: GameMap, position: Position, r: () => number): GivenOrder[] {
  const at = new Map(position.units.map((u) => [u.province, u]));
  const owner = new Map<string, string>();
  for (const [power, centers] of Object.entries(position.supplyCenters)) for (const c of centers) owner.set(c, power);
  const plans = new Map<Unit, Order>();
  // Convoys first: an army on a coast, a fleet in an adjacent sea, a coast beyond.
  for (const f of position.units) {
    if (f.type !== 'F' || map.province(f.province)!.kind !== 'sea' || r() > 0.3) continue;
    const armies = map
      .fleetNeighbours({ province: f.province, coast: null })
      .map((l) => at.get(l.province))
      .filter((a): a is Unit => a?.type === 'A' && !plans.has(a));
    if (armies.length === 0) continue;
    const army = pick(r, armies);
    const landings = map
      .fleetNeighbours({ province: f.province, coast: null })
      .map((l) => l.province)
      .filter((p) => p !== army.province && map.province(p)!.kind === 'coast');
    if (landings.length === 0) continue;
    const to = pick(r, landings);
    plans.set(army, move(army, to, null, true));
    plans.set(f, { kind: 'convoy', unit: spec(f), army: spec(army), to });
  }
  // Moves: toward a centre the power lacks when one is next door, else anywhere, about half the units.
  for (const u of position.units) {
    if (plans.has(u) || r() > 0.55) continue;
    const options = destinations(map, u);
    if (options.length === 0) continue;
    const wanted = options.filter((o) => map.province(o.to)!.supplyCenter && owner.get(o.to) !== u.power && at.get(o.to)?.power !== u.power);
    // Players seldom walk into their own units (that bounce is real but rare).
    const free = options.filter((o) => at.get(o.to)?.power !== u.power || r() < 0.15);
    if (free.length === 0) continue;
    const o = wanted.length > 0 && r() < 0.7 ? pick(r, wanted) : pick(r, free);
    plans.set(u, move(u, o.to, o.coast));
  }
  // Supports: most of what is left helps a neighbour's move or hold, its own power's first.
  for (const u of position.units) {
    if (plans.has(u) || r() > 0.8) continue;
    const reach = new Set(destinations(map, u).map((o) => o.to));
    const helpable = position.units.filter((v) => {
      if (v === u) return false;
      const plan = plans.get(v);
      if (plan?.kind === 'move') return reach.has(plan.to) && !plan.viaConvoy;
      return reach.has(v.province) && plan?.kind !== 'convoy';
    });
    const own = helpable.filter((v) => v.power === u.power);
    const pool = own.length > 0 && r() < 0.85 ? own : helpable;
    if (pool.length === 0) continue;
    const v = pick(r, pool);
    const plan = plans.get(v);
    const to = plan?.kind === 'move' ? plan.to : null;
    plans.set(u, { kind: 'support', unit: spec(u), target: spec(v), to, coast: null });
  }
  return position.units.map((u) => ({ power: u.power, order: plans.get(u) ?? { kind: 'hold', unit: spec(u) } }));
}

function retreats(map: GameMap, position: Position, r: () => number): GivenOrder[] {
  return withRetreatOptions(map, position, DEFAULT_ENGINE_RULES).map((d): GivenOrder => {
    const options = d.retreats ?? [];
    if (options.length === 0 || r() < 0.15) return { power: d.power, order: { kind: 'disband', unit: spec(d) } };
    const [to, coast] = pick(r, options).split('/');
    return { power: d.power, order: { kind: 'retreat', unit: spec(d), to, coast: (coast ?? null) as Coast | null } };
  });
}

/** Builds on free home centres (fleets on some coasts), a waive now and then; removals of the units furthest listed. */
function adjustments(map: GameMap, position: Position, r: () => number): GivenOrder[] {
  const due = adjustmentsDue(map, position);
  const orders: GivenOrder[] = [];
  for (const p of map.powers) {
    const n = due[p.name] ?? 0;
    if (n > 0) {
      const free = map.homeCenters(p.name).filter((h) => (position.supplyCenters[p.name] ?? []).includes(h) && !position.units.some((u) => u.province === h));
      for (const h of free.slice(0, n)) {
        if (r() < 0.1) {
          orders.push({ power: p.name, order: { kind: 'waive' } });
          continue;
        }
        const prov = map.province(h)!;
        const fleet = prov.kind === 'coast' && r() < 0.4;
        orders.push({
          power: p.name,
          order: { kind: 'build', unitType: fleet ? 'F' : 'A', province: h, coast: fleet && prov.coasts.length ? pick(r, prov.coasts) : null },
        });
      }
    } else if (n < 0 && r() < 0.9) {
      // Now and then a power orders no removal and the civil-disorder rule chooses.
      const units = position.units.filter((u) => u.power === p.name);
      for (const u of units.slice(0, -n)) orders.push({ power: p.name, order: { kind: 'remove', unit: spec(u) } });
    }
  }
  return orders;
}
