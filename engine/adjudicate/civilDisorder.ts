// Removals for a power that orders too few (DATC 4.D.8 d, the preferred choice): the unit farthest
// from its home centers goes first. Fleets count ordinary fleet moves; armies may also travel as a
// fleet would. Ties: fleets before armies, then the province's full English name, alphabetically,
// with spaces, dots and hyphens removed.
import type { Location, Power, Unit } from '../types';
import { type Geo, LAND } from './geo';

export function civilDisorderRemovals(geo: Geo, units: Unit[], power: Power, count: number): Unit[] {
  const homes = geo.map.homeCenters(power).map((id) => geo.index.get(id)!);
  const ranked = units
    .map((u) => ({ u, dist: distance(geo, u, homes) }))
    .sort((a, b) => b.dist - a.dist || fleetFirst(a.u, b.u) || alpha(geo, a.u, b.u));
  return ranked.slice(0, count).map((x) => x.u);
}

function fleetFirst(a: Unit, b: Unit): number {
  return (a.type === 'F' ? 0 : 1) - (b.type === 'F' ? 0 : 1);
}

function alpha(geo: Geo, a: Unit, b: Unit): number {
  const key = (u: Unit) => geo.names[geo.index.get(u.province)!].replace(/[\s.\-']/g, '').toLowerCase();
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

/** Moves from the unit to its nearest home center (Infinity when none can be reached). */
function distance(geo: Geo, u: Unit, homes: number[]): number {
  if (u.type === 'F') return fleetDistance(geo, u, homes);
  const n = geo.n;
  const start = geo.index.get(u.province)!;
  const isHome = new Uint8Array(n);
  for (const h of homes) isHome[h] = 1;
  const dist = new Int32Array(n).fill(-1);
  dist[start] = 0;
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    if (isHome[p]) return dist[p];
    for (let q = 0; q < n; q++) {
      if (dist[q] >= 0 || !step(geo, u.type, p, q)) continue;
      dist[q] = dist[p] + 1;
      queue.push(q);
    }
  }
  return Infinity;
}

/** One move for the distance count: fleets move as fleets; armies as armies or as fleets. */
function step(geo: Geo, type: Unit['type'], p: number, q: number): boolean {
  const n = geo.n;
  // An army may also travel as a fleet would (through seas, coast to coast along a shore).
  const fleetStep = type === 'A' && geo.kind[p] !== LAND && geo.kind[q] !== LAND && anyCoastReaches(geo, p, q);
  return geo.armyAdj[p * n + q] === 1 || fleetStep;
}

function anyCoastReaches(geo: Geo, p: number, q: number): boolean {
  const coasts = geo.map.provinces[p].coasts;
  if (coasts.length === 0) return geo.fleetReach[geo.locOf(p, null) * geo.n + q] === 1;
  return coasts.some((c) => geo.fleetReach[geo.locOf(p, c) * geo.n + q] === 1);
}

/** A fleet counts only its own moves, coast by coast (a fleet on stp/nc cannot sail into bot). */
function fleetDistance(geo: Geo, u: Unit, homes: number[]): number {
  const isHome = new Set(homes.map((h) => geo.ids[h]));
  const key = (l: Location) => (l.coast ? `${l.province}/${l.coast}` : l.province);
  const start: Location = { province: u.province, coast: u.coast };
  const dist = new Map<string, number>([[key(start), 0]]);
  const queue: Location[] = [start];
  for (let head = 0; head < queue.length; head++) {
    const loc = queue[head];
    const d = dist.get(key(loc))!;
    if (isHome.has(loc.province)) return d;
    for (const next of geo.map.fleetNeighbours(loc)) {
      if (dist.has(key(next))) continue;
      dist.set(key(next), d + 1);
      queue.push(next);
    }
  }
  return Infinity;
}
