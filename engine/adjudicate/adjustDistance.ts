// Distances for the civil-disorder rule (DATC 4.D.8): moves from a unit to its power's nearest home
// center, counted as each of the five readings of "the shortest available route, including convoys"
// counts them; or, under the 2023 rulebook, to the nearest supply center the power owns, armies and
// fleets alike over land and sea. Unreachable is Infinity, which ranks the unit as the farthest.
import type { Location, Power, ProvinceId, Unit } from '../types';
import type { RuleOptions } from '../rules/catalogue';
import { COAST, type Geo, LAND, SEA } from './geo';

export type DistanceRule = Exclude<RuleOptions['4.D.8'], 'least-recently-built'>;

/**
 * Each unit's distance home. `board` is every unit on the board: under b and c the fleets standing
 * at sea decide where an army can be convoyed. `owned` is the power's supply centers, which the
 * 2023 rule counts to instead of its home centers. All distances are counted on the same board
 * before any unit is removed, so the order in which powers or units are taken never matters.
 */
export function distancesHome(geo: Geo, board: Unit[], power: Power, units: Unit[], rule: DistanceRule, owned: readonly ProvinceId[] = []): Map<Unit, number> {
  const targets = rule === 'owned-centers' ? owned : geo.map.homeCenters(power);
  const isHome = new Uint8Array(geo.n);
  for (const id of targets) {
    const t = geo.index.get(id);
    if (t !== undefined) isHome[t] = 1;
  }
  const armyStep = armyStepFor(geo, board, power, rule);
  const out = new Map<Unit, number>();
  for (const u of units) {
    const start = geo.index.get(u.province)!;
    if (rule === 'both-amphibious' || rule === 'owned-centers')
      out.set(
        u,
        search(geo.n, start, isHome, (p, q) => amphibious(geo, p, q)),
      );
    else if (u.type === 'F') out.set(u, fleetDistance(geo, u, isHome));
    else out.set(u, search(geo.n, start, isHome, armyStep));
  }
  return out;
}

/** Breadth-first: the fewest steps from `start` to a home province. */
function search(n: number, start: number, isHome: Uint8Array, step: (p: number, q: number) => boolean): number {
  const dist = new Int32Array(n).fill(-1);
  dist[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    if (isHome[p]) return dist[p];
    for (let q = 0; q < n; q++) {
      if (dist[q] >= 0 || !step(p, q)) continue;
      dist[q] = dist[p] + 1;
      queue.push(q);
    }
  }
  return Infinity;
}

function armyStepFor(geo: Geo, board: Unit[], power: Power, rule: DistanceRule): (p: number, q: number) => boolean {
  const n = geo.n;
  if (rule === 'army-as-fleet') return (p, q) => geo.armyAdj[p * n + q] === 1 || asFleet(geo, p, q);
  const carry = convoyReach(geo, board, power, rule);
  return (p, q) => geo.armyAdj[p * n + q] === 1 || carry(p, q);
}

/** d: an army may also step as a fleet would, through seas and along shores, each step one move. */
function asFleet(geo: Geo, p: number, q: number): boolean {
  return geo.kind[p] !== LAND && geo.kind[q] !== LAND && anyCoastReaches(geo, p, q);
}

/** e: any step between neighbouring provinces, land or sea, whatever the unit and its coast. */
function amphibious(geo: Geo, p: number, q: number): boolean {
  return geo.armyAdj[p * geo.n + q] === 1 || asFleet(geo, p, q) || asFleet(geo, q, p);
}

function anyCoastReaches(geo: Geo, p: number, q: number): boolean {
  const coasts = geo.map.provinces[p].coasts;
  if (coasts.length === 0) return geo.fleetReach[geo.locOf(p, null) * geo.n + q] === 1;
  return coasts.some((c) => geo.fleetReach[geo.locOf(p, c) * geo.n + q] === 1);
}

/**
 * a, b, c: a convoy is one move from a coast to any other coast joined to it by a chain of seas.
 * Under a every sea may be used; under b only seas holding a fleet of the power, under c a fleet of
 * any power.
 */
function convoyReach(geo: Geo, board: Unit[], power: Power, rule: DistanceRule): (p: number, q: number) => boolean {
  const usable = new Uint8Array(geo.n);
  for (let s = 0; s < geo.n; s++) if (geo.kind[s] === SEA && rule === 'convoy-as-one-move') usable[s] = 1;
  for (const u of board) {
    const s = geo.index.get(u.province)!;
    if (u.type === 'F' && geo.kind[s] === SEA && (rule === 'any-fleets-convoy' || u.power === power)) usable[s] = 1;
  }
  const group = seaGroups(geo, usable);
  // The groups of seas whose fleets touch each coastal province: a convoy joins two provinces that share one.
  const touching = geo.shoreSeas.map((seas, p) => (geo.kind[p] === COAST ? new Set(seas.filter((s) => usable[s]).map((s) => group[s])) : new Set<number>()));
  return (p, q) => p !== q && [...touching[p]].some((g) => touching[q].has(g));
}

/** Connected groups of usable seas (sea to sea adjacency); -1 for every other province. */
function seaGroups(geo: Geo, usable: Uint8Array): Int32Array {
  const group = new Int32Array(geo.n).fill(-1);
  let next = 0;
  for (let s = 0; s < geo.n; s++) {
    if (!usable[s] || group[s] >= 0) continue;
    group[s] = next;
    const stack = [s];
    while (stack.length > 0) {
      const a = stack.pop()!;
      for (const b of geo.seaNext[a]) {
        if (!usable[b] || group[b] >= 0) continue;
        group[b] = next;
        stack.push(b);
      }
    }
    next++;
  }
  return group;
}

/** A fleet counts only its own moves, coast by coast (a fleet on stp/nc cannot sail into bot). */
function fleetDistance(geo: Geo, u: Unit, isHome: Uint8Array): number {
  const key = (l: Location) => (l.coast ? `${l.province}/${l.coast}` : l.province);
  const start: Location = { province: u.province, coast: u.coast };
  const dist = new Map<string, number>([[key(start), 0]]);
  const queue: Location[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const loc = queue[head];
    const d = dist.get(key(loc))!;
    if (isHome[geo.index.get(loc.province)!]) return d;
    for (const next of geo.map.fleetNeighbours(loc)) {
      if (dist.has(key(next))) continue;
      dist.set(key(next), d + 1);
      queue.push(next);
    }
  }
  return Infinity;
}
