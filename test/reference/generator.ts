// Seeded small movement positions (3-12 units) dense in what makes adjudication hard: convoy
// paradoxes (Pandin-type, betrayal, two convoys), multi-route convoys, convoys to a neighbouring
// province, swaps by convoy, rings of 3-5 units, head-to-head battles, self-dislodgement attempts
// and split coasts. Each position is a template placed at random on the map (the sea and coast
// configurations are found from the map's adjacency), then perturbed: extra attackers, supports,
// bounces, units changing sides.
import type { GameMap } from '../../engine/map/types';
import type { Coast, GivenOrder, Location, Order, Position, Unit, UnitSpec } from '../../engine/types';
import { rng, shuffle } from '../support/randomBoard';
import { positionAt } from '../support/positions';

export const MAX_UNITS = 12;

type Rand = () => number;

export interface Generated {
  seed: number;
  template: string;
  position: Position;
  orders: GivenOrder[];
}

function pick<T>(r: Rand, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)];
}

function spec(u: Unit): UnitSpec {
  return { type: u.type, province: u.province, coast: u.coast, power: null };
}

/** A position being built: at most one unit per province, at most one order per unit. */
class Scene {
  units: Unit[] = [];
  orders = new Map<string, Order>();
  constructor(
    readonly map: GameMap,
    readonly r: Rand,
  ) {}

  free(p: string): boolean {
    return !this.units.some((u) => u.province === p);
  }
  unitAt(p: string): Unit | undefined {
    return this.units.find((u) => u.province === p);
  }
  full(): boolean {
    return this.units.length >= MAX_UNITS;
  }
  place(power: string, type: 'A' | 'F', loc: Location): Unit | null {
    if (!this.free(loc.province) || this.full()) return null;
    // An army stands in a province, never on one of its coasts (the engine refuses that position).
    const u: Unit = { power, type, province: loc.province, coast: type === 'A' ? null : loc.coast };
    this.units.push(u);
    return u;
  }
  move(u: Unit, to: string, coast: Coast | null = null, viaConvoy = false): void {
    this.orders.set(u.province, { kind: 'move', unit: spec(u), to, coast, viaConvoy, path: null });
  }
  support(s: Unit, target: Unit, to: string | null, coast: Coast | null = null): void {
    this.orders.set(s.province, { kind: 'support', unit: spec(s), target: spec(target), to, coast });
  }
  convoy(f: Unit, army: Unit, to: string): void {
    this.orders.set(f.province, { kind: 'convoy', unit: spec(f), army: spec(army), to });
  }
  hold(u: Unit): void {
    this.orders.set(u.province, { kind: 'hold', unit: spec(u) });
  }
  /** Where unit u is ordered to move, if it is. */
  destOf(u: Unit): string | null {
    const o = this.orders.get(u.province);
    return o?.kind === 'move' ? o.to : null;
  }
}

/** The map's geometry the templates need, computed once per map. */
interface Geometry {
  seas: string[];
  /** Per sea: the coastal provinces its fleets reach (where convoys start and end). */
  shores: Map<string, string[]>;
  /** Every place a fleet can stand. */
  fleetLocs: Location[];
  kind(p: string): string;
}

const geometries = new WeakMap<GameMap, Geometry>();

function geometry(map: GameMap): Geometry {
  let g = geometries.get(map);
  if (g) return g;
  const kind = (p: string) => map.province(p)!.kind;
  const seas = map.provinces.filter((p) => p.kind === 'sea').map((p) => p.id);
  const shoresOf = (s: string) => [...new Set(map.fleetNeighbours({ province: s, coast: null }).map((l) => l.province))].filter((p) => kind(p) === 'coast');
  const shores = new Map(seas.map((s) => [s, shoresOf(s)]));
  const fleetLocs = map.provinces.flatMap((p): Location[] => {
    if (p.kind === 'land') return [];
    return p.coasts.length ? p.coasts.map((c) => ({ province: p.id, coast: c })) : [{ province: p.id, coast: null }];
  });
  g = { seas, shores, fleetLocs, kind };
  geometries.set(map, g);
  return g;
}

/**
 * For each province p, the places a unit can reach it from (fleets: in fleetLocs' order; armies: in
 * the map's order of provinces), p itself left out: built once per map, so that a scene only drops
 * the taken ones (the same places in the same order as scanning the map each time).
 */
interface Reaching {
  fleets: Map<string, Location[]>;
  armies: Map<string, Location[]>;
}

const reachings = new WeakMap<GameMap, Reaching>();

function reaching(map: GameMap): Reaching {
  let r = reachings.get(map);
  if (r) return r;
  const fleets = new Map<string, Location[]>();
  const armies = new Map<string, Location[]>();
  for (const p of map.provinces) {
    fleets.set(
      p.id,
      geometry(map).fleetLocs.filter((l) => l.province !== p.id && map.fleetNeighbours(l).some((n) => n.province === p.id)),
    );
    armies.set(
      p.id,
      map.provinces.filter((q) => q.kind !== 'sea' && q.id !== p.id && map.armyNeighbours(q.id).includes(p.id)).map((q) => ({ province: q.id, coast: null })),
    );
  }
  r = { fleets, armies };
  reachings.set(map, r);
  return r;
}

/** Fleet places from which province p can be reached, not on a taken province. */
function fleetsReaching(s: Scene, p: string): Location[] {
  return (reaching(s.map).fleets.get(p) ?? []).filter((l) => s.free(l.province));
}

function armiesReaching(s: Scene, p: string): Location[] {
  return (reaching(s.map).armies.get(p) ?? []).filter((l) => s.free(l.province)).map((l) => ({ ...l }));
}

/** Any unit (army or fleet) placed next to p, or null when there is no room. */
function placeNear(s: Scene, power: string, p: string): Unit | null {
  const options = [...fleetsReaching(s, p).map((l) => ['F', l] as const), ...armiesReaching(s, p).map((l) => ['A', l] as const)];
  if (options.length === 0) return null;
  const [type, loc] = pick(s.r, options);
  return s.place(power, type, loc);
}

/** The coast a fleet at u arrives on in p (random among the reachable ones). */
function arrival(s: Scene, u: Unit, p: string): Coast | null {
  const coasts = s.map.reachableCoasts(u, p);
  return coasts.length ? pick(s.r, coasts) : null;
}

/** An attack on province p by a new unit, supported by `supports` more units (all of one power). */
function attack(s: Scene, power: string, p: string, supports: number): Unit | null {
  const a = placeNear(s, power, p);
  if (!a) return null;
  const coast = a.type === 'F' ? arrival(s, a, p) : null;
  s.move(a, p, coast);
  for (let k = 0; k < supports; k++) {
    const h = placeNear(s, power, p);
    if (h) s.support(h, a, p, s.r() < 0.2 ? coast : null);
  }
  return a;
}

/**
 * The Pandin family at sea S (DATC 6.F.14-6.F.18): an army convoyed through S attacks the unit
 * whose support decides whether the convoying fleet is dislodged.
 */
function paradox(s: Scene, powers: string[], sea?: string): string {
  const g = geometry(s.map);
  const S =
    sea ??
    pick(
      s.r,
      g.seas.filter((x) => g.shores.get(x)!.length >= 2 && s.free(x)),
    );
  const shores = g.shores.get(S)!.filter((p) => s.free(p));
  if (shores.length < 2 || !s.free(S)) return 'paradox-none';
  const X = pick(s.r, shores);
  // Now and then a destination next to X: a convoy to a neighbouring province (4.A.3).
  const near = shores.filter((p) => p !== X && s.map.armyNeighbours(X).includes(p));
  const Y =
    near.length && s.r() < 0.4
      ? pick(s.r, near)
      : pick(
          s.r,
          shores.filter((p) => p !== X),
        );
  const [p1, p2, p3] = powers;
  const army = s.place(p1, 'A', { province: X, coast: null })!;
  const fleet = s.place(p1, 'F', { province: S, coast: null })!;
  s.move(army, Y, null, s.r() < 0.3);
  s.convoy(fleet, army, Y);
  const yLoc = fleetsReaching(s, S).find((l) => l.province === Y) ?? { province: Y, coast: null };
  const defender = s.place(p2, 'F', yLoc)!;
  const variant = pick(s.r, ['simple', 'pandin', 'extended', 'betrayal'] as const);
  if (variant === 'betrayal') {
    // 6.F.18: the attacked unit supports the convoying fleet; a third power attacks the fleet.
    s.support(defender, fleet, null);
    attack(s, p3, S, 1);
    const helper = placeNear(s, p1, Y);
    if (helper) s.support(helper, army, Y);
    return 'betrayal';
  }
  const w = attack(s, p2, S, 0);
  if (w) s.support(defender, w, S);
  else s.hold(defender);
  if (variant !== 'simple') attack(s, p3, S, 1);
  if (variant === 'extended') {
    const helper = placeNear(s, p1, Y);
    if (helper) s.support(helper, army, Y);
  }
  return `paradox-${variant}`;
}

/** Two convoys through seas next to each other's supporters: the second-order paradoxes of 6.F.19-6.F.24. */
function twoParadoxes(s: Scene, powers: string[]): string {
  const g = geometry(s.map);
  const a = paradox(s, powers);
  const other = g.seas.filter((x) => s.free(x) && g.shores.get(x)!.some((p) => s.units.some((u) => u.province === p)));
  if (other.length === 0) return a;
  const b = paradox(s, [powers[3], powers[1], powers[2]], pick(s.r, other));
  return `${a}+${b}`;
}

/** Convoy routes on the map: two seas side by side between X and Y, or a chain of two seas (X - S1 - S2 - Y). */
function routesOnMap(map: GameMap): { X: string; Y: string; seas: string[]; chain: boolean }[] {
  const g = geometry(map);
  const out: { X: string; Y: string; seas: string[]; chain: boolean }[] = [];
  const coasts = map.provinces.filter((p) => p.kind === 'coast').map((p) => p.id);
  for (const X of coasts) {
    const mine = g.seas.filter((x) => g.shores.get(x)!.includes(X));
    for (const Y of coasts) {
      if (Y === X) continue;
      const both = mine.filter((x) => g.shores.get(x)!.includes(Y));
      if (both.length >= 2) out.push({ X, Y, seas: both, chain: false });
    }
    for (const S1 of mine) {
      for (const S2 of map
        .fleetNeighbours({ province: S1, coast: null })
        .map((l) => l.province)
        .filter((p) => g.kind(p) === 'sea')) {
        for (const Y of g.shores.get(S2)!) {
          // A chain the army needs: Y out of S1's reach. A direct sea, when there is one, makes it two routes.
          if (Y === X || g.shores.get(S1)!.includes(Y)) continue;
          out.push({ X, Y, seas: [S1, S2, ...mine.filter((x) => x !== S1 && g.shores.get(x)!.includes(Y)).slice(0, 1)], chain: true });
        }
      }
    }
  }
  return out;
}

const routeCache = new WeakMap<GameMap, ReturnType<typeof routesOnMap>>();

/** An army with two or more routes, or a chain of two convoys, some of the fleets attacked. */
function multiRoute(s: Scene, powers: string[]): string {
  let routes = routeCache.get(s.map);
  if (!routes) routeCache.set(s.map, (routes = routesOnMap(s.map)));
  const chain = s.r() < 0.5;
  const { X, Y, seas } = pick(
    s.r,
    routes.filter((x) => x.chain === chain),
  );
  if (!s.free(X) || !s.free(Y)) return 'multi-none';
  const [p1, p2, p3] = powers;
  const army = s.place(p1, 'A', { province: X, coast: null })!;
  s.move(army, Y, null, s.r() < 0.3);
  for (const S of seas.slice(0, 3)) {
    if (!s.free(S)) continue;
    const f = s.place(s.r() < 0.6 ? p1 : p2, 'F', { province: S, coast: null });
    if (!f) continue;
    s.convoy(f, army, Y);
    if (s.r() < 0.6) attack(s, s.r() < 0.5 ? p2 : p3, S, Math.floor(s.r() * 2));
  }
  const yLoc = { province: Y, coast: s.map.province(Y)!.coasts.length ? pick(s.r, s.map.province(Y)!.coasts) : null };
  const defender = s.r() < 0.7 ? s.place(p2, s.r() < 0.5 ? 'F' : 'A', yLoc) : null;
  if (defender) {
    const attacked = s.units.find(
      (u) => u.type === 'F' && u.province !== Y && s.destOf(u) === null && s.map.fleetNeighbours(yLoc).some((l) => l.province === u.province),
    );
    const attacker = attacked && s.units.find((u) => s.destOf(u) === attacked.province);
    if (attacker && s.map.fleetNeighbours(yLoc).length && defender.type === 'F') s.support(defender, attacker, attacked.province);
    else s.hold(defender);
  }
  return chain ? 'convoy-chain' : 'multi-route';
}

/** A ring of 3-5 units each moving into the next one's province, one link maybe by convoy (6.C). */
function ring(s: Scene, powers: string[]): string {
  const g = geometry(s.map);
  const len = 3 + Math.floor(s.r() * 3);
  for (let attempt = 0; attempt < 40; attempt++) {
    const start = pick(
      s.r,
      s.map.provinces.filter((p) => p.kind !== 'land' || s.r() < 0.5),
    ).id;
    const cycle = [start];
    const convoyLink = s.r() < 0.3 ? Math.floor(s.r() * len) : -1;
    let sea: string | null = null;
    while (cycle.length < len) {
      const last = cycle[cycle.length - 1];
      let next: string[];
      if (cycle.length - 1 === convoyLink && g.kind(last) === 'coast') {
        const seas = g.seas.filter((x) => g.shores.get(x)!.includes(last) && !cycle.includes(x));
        sea = seas.length ? pick(s.r, seas) : null;
        next = sea ? g.shores.get(sea)!.filter((p) => !cycle.includes(p)) : [];
      } else {
        next = [
          ...s.map.armyNeighbours(last),
          ...(g.kind(last) === 'land' ? [] : s.map.fleetNeighbours({ province: last, coast: s.map.province(last)!.coasts[0] ?? null }).map((l) => l.province)),
        ];
        next = next.filter((p) => !cycle.includes(p));
      }
      if (next.length === 0) break;
      cycle.push(pick(s.r, next));
    }
    if (cycle.length < len || !cycle.every((p) => s.free(p))) continue;
    const first = cycle[0];
    const last = cycle[len - 1];
    const closes = s.map.armyNeighbours(last).includes(first) || (g.kind(last) !== 'land' && fleetsReaching(s, first).some((l) => l.province === last));
    if (!closes) continue;
    return buildRing(s, powers, cycle, convoyLink, sea);
  }
  return 'ring-none';
}

function buildRing(s: Scene, powers: string[], cycle: string[], convoyLink: number, sea: string | null): string {
  const units: Unit[] = [];
  for (let k = 0; k < cycle.length; k++) {
    const here = cycle[k];
    const next = cycle[(k + 1) % cycle.length];
    const power = s.r() < 0.5 ? powers[0] : pick(s.r, powers);
    const byArmy = s.map.province(here)!.kind !== 'sea' && (s.map.armyNeighbours(here).includes(next) || (k === convoyLink && sea !== null));
    const fleetLoc = fleetsReaching(s, next).find((l) => l.province === here);
    const u = byArmy && (s.r() < 0.6 || !fleetLoc) ? s.place(power, 'A', { province: here, coast: null }) : fleetLoc ? s.place(power, 'F', fleetLoc) : null;
    if (!u) return 'ring-none';
    units.push(u);
  }
  units.forEach((u, k) => {
    const next = cycle[(k + 1) % cycle.length];
    s.move(u, next, u.type === 'F' ? arrival(s, u, next) : null, k === convoyLink && u.type === 'A' && s.r() < 0.5);
  });
  const link = units[convoyLink];
  if (convoyLink >= 0 && sea && link?.type === 'A' && s.free(sea)) {
    const f = s.place(s.r() < 0.7 ? link.power : powers[1], 'F', { province: sea, coast: null });
    if (f) s.convoy(f, link, cycle[(convoyLink + 1) % cycle.length]);
  }
  return `ring-${cycle.length}${convoyLink >= 0 ? '-convoy' : ''}`;
}

/** Two armies swapping by convoy (6.C.6, 6.C.7), or meeting head to head, with a third party. */
function swap(s: Scene, powers: string[]): string {
  const g = geometry(s.map);
  const seasWithTwo = g.seas.filter((x) => s.free(x) && g.shores.get(x)!.filter((p) => s.free(p)).length >= 2);
  if (seasWithTwo.length === 0) return 'swap-none';
  const S1 = pick(s.r, seasWithTwo);
  const [X, Y] = shuffle(
    s.r,
    g.shores.get(S1)!.filter((p) => s.free(p)),
  );
  const a = s.place(powers[0], 'A', { province: X, coast: null })!;
  const b = s.place(powers[1], 'A', { province: Y, coast: null })!;
  s.move(a, Y, null, s.r() < 0.3);
  s.move(b, X, null, s.r() < 0.3);
  const f1 = s.place(powers[0], 'F', { province: S1, coast: null })!;
  s.convoy(f1, a, Y);
  const S2 = g.seas.find((x) => x !== S1 && s.free(x) && g.shores.get(x)!.includes(X) && g.shores.get(x)!.includes(Y));
  if (S2 && s.r() < 0.7) {
    const f2 = s.place(powers[1], 'F', { province: S2, coast: null })!;
    s.convoy(f2, b, X);
  }
  if (s.r() < 0.5) attack(s, powers[2], pick(s.r, [X, Y]), Math.floor(s.r() * 2));
  return 'swap';
}

/** A head-to-head battle with supports on both sides, maybe a unit of the same power in the way. */
function headToHead(s: Scene, powers: string[]): string {
  const p = pick(
    s.r,
    s.map.provinces.filter((q) => q.kind !== 'sea' && s.free(q.id)),
  ).id;
  const a = s.place(powers[0], 'A', { province: p, coast: null })!;
  const qs = s.map.armyNeighbours(p).filter((q) => s.free(q));
  if (qs.length === 0) return 'h2h-none';
  const q = pick(s.r, qs);
  const b = s.place(s.r() < 0.2 ? powers[0] : powers[1], 'A', { province: q, coast: null })!;
  s.move(a, q);
  s.move(b, p);
  for (let k = Math.floor(s.r() * 3); k > 0; k--) {
    const side = s.r() < 0.5 ? a : b;
    const to = side === a ? q : p;
    const h = placeNear(s, s.r() < 0.7 ? side.power : pick(s.r, powers), to);
    if (h) s.support(h, side, to);
  }
  if (s.r() < 0.5) attack(s, powers[2], pick(s.r, [p, q]), Math.floor(s.r() * 2));
  return 'head-to-head';
}

/** A fleet battle over a split-coast province (Spain, Bulgaria, St Petersburg). */
function splitCoast(s: Scene, powers: string[]): string {
  const split = pick(
    s.r,
    s.map.provinces.filter((p) => p.coasts.length > 0 && s.free(p.id)),
  ).id;
  for (let k = 0; k < 3; k++) {
    const f = fleetsReaching(s, split);
    if (f.length === 0) break;
    const u = s.place(pick(s.r, powers.slice(0, 3)), 'F', pick(s.r, f))!;
    const coast = arrival(s, u, split);
    s.move(u, split, coast);
    const h = s.r() < 0.6 ? placeNear(s, u.power, split) : null;
    if (h) s.support(h, u, split, s.r() < 0.5 ? null : pick(s.r, [coast, ...s.map.province(split)!.coasts]));
  }
  if (s.r() < 0.4) {
    const d = s.place(powers[3], 'F', { province: split, coast: pick(s.r, s.map.province(split)!.coasts) });
    if (d) s.hold(d);
  }
  return 'split-coast';
}

const TEMPLATES = [paradox, paradox, twoParadoxes, multiRoute, ring, swap, headToHead, splitCoast];

/** Extra units around the scene: attackers, supports of existing moves or holds, bounces, holds. */
function perturb(s: Scene, powers: string[]): void {
  const extra = Math.floor(s.r() * 4);
  // A template that found no room leaves an empty scene: nothing to perturb around (generate retries).
  for (let k = 0; k < extra && !s.full() && s.units.length > 0; k++) {
    const target = pick(s.r, s.units);
    const roll = s.r();
    if (roll < 0.35) {
      attack(s, pick(s.r, powers), target.province, s.r() < 0.3 ? 1 : 0);
    } else if (roll < 0.6) {
      const to = s.destOf(target);
      const h = placeNear(s, s.r() < 0.5 ? target.power : pick(s.r, powers), to ?? target.province);
      if (h) s.support(h, target, to);
    } else if (roll < 0.8) {
      const to = s.destOf(target);
      if (to) attack(s, pick(s.r, powers), to, 0);
    } else {
      const h = placeNear(s, pick(s.r, powers), target.province);
      if (h) s.hold(h);
    }
  }
  // A unit changing sides: attacks and supports between units of one power (self-dislodgement).
  if (s.r() < 0.25 && s.units.length > 1) {
    const u = pick(s.r, s.units);
    const v = pick(s.r, s.units);
    const i = s.units.indexOf(u);
    const order = s.orders.get(u.province);
    s.units[i] = { ...u, power: v.power };
    if (order) s.orders.set(u.province, order);
  }
}

export function generate(map: GameMap, seed: number): Generated {
  const r = rng(seed);
  const s = new Scene(map, r);
  const powers = shuffle(
    r,
    map.powers.map((p) => p.name),
  );
  const template = pick(r, TEMPLATES)(s, powers);
  perturb(s, powers);
  // A template with no room on the map leaves too small a scene: one more try around it.
  while (s.units.length < 3) {
    if (s.units.length === 0) headToHead(s, powers);
    else perturb(s, powers);
  }
  // Units left without an order hold by order, so that no power counts as in civil disorder.
  const orders: GivenOrder[] = s.units.map((u) => ({ power: u.power, order: s.orders.get(u.province) ?? { kind: 'hold', unit: spec(u) } }));
  const position = positionAt(s.units, { supplyCenters: map.start.supplyCenters });
  return { seed, template, position, orders };
}
