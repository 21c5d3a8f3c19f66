// Seeded random positions with plausible orders, for property tests.
// Orders lean toward what players write (moves into neighbours, supports of neighbouring units,
// convoys across seas) so that bounces, cuts, head-to-heads, cycles and paradoxes all occur.
import type { GameMap } from '../../engine/map/types';
import type { Coast, GivenOrder, Order, Position, Unit, UnitSpec } from '../../engine/types';

import { mulberry32 as rng } from '../../engine/random';

export { rng };

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

function shuffle<T>(r: () => number, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

/** A random legal placement of `count` units over distinct provinces. */
export function randomUnits(map: GameMap, r: () => number, count: number): Unit[] {
  const powers = map.powers.map((p) => p.name);
  const provinces = shuffle(r, [...map.provinces]).slice(0, count);
  return provinces.map((p) => {
    const type = p.kind === 'land' ? 'A' : p.kind === 'sea' ? 'F' : r() < 0.5 ? 'A' : 'F';
    const coast: Coast | null = type === 'F' && p.coasts.length ? pick(r, p.coasts) : null;
    return { power: pick(r, powers), type, province: p.id, coast };
  });
}

export function spec(u: Unit): UnitSpec {
  return { type: u.type, province: u.province, coast: u.coast, power: null };
}

function moveTargets(map: GameMap, u: Unit): { to: string; coast: Coast | null }[] {
  if (u.type === 'A') return map.armyNeighbours(u.province).map((to) => ({ to, coast: null }));
  return map.fleetNeighbours({ province: u.province, coast: u.coast }).map((l) => ({ to: l.province, coast: l.coast }));
}

/** A plausible order for unit u given the others (and their intended moves, for supports). */
function orderFor(map: GameMap, r: () => number, u: Unit, units: Unit[], moves: Map<string, string>): Order {
  const roll = r();
  const targets = moveTargets(map, u);
  const at = (p: string) => units.find((x) => x.province === p);
  if (roll < 0.45 && targets.length) {
    const t = pick(r, targets);
    return { kind: 'move', unit: spec(u), to: t.to, coast: t.coast, viaConvoy: false, path: null };
  }
  if (roll < 0.8 && targets.length) {
    const t = pick(r, targets);
    const neighbour = units.filter((x) => x !== u && (moves.get(x.province) === t.to || x.province === t.to));
    if (neighbour.length) {
      const v = pick(r, neighbour);
      const to = moves.get(v.province) === t.to ? t.to : null;
      return { kind: 'support', unit: spec(u), target: { ...spec(v), coast: null }, to, coast: null };
    }
  }
  if (roll < 0.9 && u.type === 'F' && map.province(u.province)!.kind === 'sea') {
    const armies = units.filter((x) => x.type === 'A' && map.fleetNeighbours({ province: u.province, coast: null }).some((l) => l.province === x.province));
    const shores = map.fleetNeighbours({ province: u.province, coast: null }).filter((l) => map.province(l.province)!.kind === 'coast');
    if (armies.length && shores.length) {
      const a = pick(r, armies);
      const to = pick(r, shores).province;
      if (to !== a.province) {
        moves.set(a.province, to);
        return { kind: 'convoy', unit: spec(u), army: spec(a), to };
      }
    }
  }
  if (roll < 0.95 && u.type === 'A' && map.province(u.province)!.kind === 'coast') {
    const far = map.provinces.filter((p) => p.kind === 'coast' && p.id !== u.province);
    return { kind: 'move', unit: spec(u), to: pick(r, far).id, coast: null, viaConvoy: r() < 0.3, path: null };
  }
  if (at(u.province) && r() < 0.5) return { kind: 'hold', unit: spec(u) };
  return targets.length
    ? {
        kind: 'move',
        unit: spec(u),
        ...(() => {
          const t = pick(r, targets);
          return { to: t.to, coast: t.coast };
        })(),
        viaConvoy: false,
        path: null,
      }
    : { kind: 'hold', unit: spec(u) };
}

/** A movement-phase position with `count` units and one order per unit (some units unordered). */
export function randomMovement(map: GameMap, seed: number, count = 34): { position: Position; orders: GivenOrder[] } {
  const r = rng(seed);
  const units = randomUnits(map, r, count);
  const moves = new Map<string, string>();
  // First pass: decide moves so that supports can match them.
  const first = units.map((u) => orderFor(map, r, u, units, moves));
  first.forEach((o, i) => {
    if (o.kind === 'move') moves.set(units[i].province, o.to);
  });
  const orders: GivenOrder[] = [];
  units.forEach((u, i) => {
    if (r() < 0.05) return;
    const o = first[i].kind === 'move' || r() < 0.3 ? first[i] : orderFor(map, r, u, units, moves);
    orders.push({ power: u.power, order: o });
  });
  return { position: springMovement(map, units), orders };
}

/** A spring 1901 movement phase with these units and the starting supply centers. */
export function springMovement(map: GameMap, units: Unit[]): Position {
  return {
    variant: map.id,
    phase: { season: 'spring', year: 1901, type: 'movement' },
    units,
    dislodged: [],
    standoffs: [],
    supplyCenters: map.start.supplyCenters,
  };
}

export { shuffle };
