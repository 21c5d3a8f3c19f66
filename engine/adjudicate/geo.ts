// Geography compiled to integer tables once per map, so the resolver's hot path never touches
// strings or Maps: province indices, and adjacency as flat byte matrices.
import type { GameMap } from '../map/types';
import type { Coast, Location, UnitType } from '../types';
import { type NameTable, nameTable } from './names';

export const LAND = 0;
export const COAST = 1;
export const SEA = 2;

export interface Geo {
  map: GameMap;
  /** Number of provinces. */
  n: number;
  ids: string[];
  index: Map<string, number>;
  /** The same index for the hot paths (see names.ts): `lookup(geo.provinces, id)`. */
  provinces: NameTable;
  /** Power name to index in map.powers. */
  powers: NameTable;
  /** LAND, COAST or SEA per province. */
  kind: Uint8Array;
  /** 1 when the province has split coasts. */
  split: Uint8Array;
  /** armyAdj[a * n + b]: an army can move from a to b. */
  armyAdj: Uint8Array;
  /**
   * fleetReach[loc * n + b]: a fleet at fleet location `loc` can move to province b (some coast).
   * Fleet locations: `locOf(p, coast)`.
   */
  fleetReach: Uint8Array;
  /** Fleet location index of province p, coast c (c null for a province without coasts); -1 if none. */
  locOf(p: number, coast: Coast | null): number;
  /** Number of fleet locations. */
  nLoc: number;
  /** Sea province adjacency for convoy routes: seaAdj[a * n + b]. */
  seaAdj: Uint8Array;
  /** Full English names, for alphabetical tie-breaks. */
  names: string[];
  /** The coasts of province p a fleet at location loc reaches ([null] without coasts, [] when none). */
  coastsTo(loc: number, p: number): readonly (Coast | null)[];
  /** Per sea province: the adjacent seas (for convoy routes). */
  seaNext: number[][];
  /** Per province: the seas whose fleets can reach it (where a convoy starts or ends). */
  shoreSeas: number[][];
}

const cache = new WeakMap<GameMap, Geo>();
const NONE: readonly (Coast | null)[] = Object.freeze([]);

/**
 * The compiled tables for a map, built once: a loaded map is frozen (map/load.ts), so the tables can
 * never disagree with it.
 */
export function geoOf(map: GameMap): Geo {
  let geo = cache.get(map);
  if (!geo) {
    geo = compile(map);
    cache.set(map, geo);
  }
  return geo;
}

function compile(map: GameMap): Geo {
  const n = map.provinces.length;
  const ids = map.provinces.map((p) => p.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const kind = new Uint8Array(n);
  const split = new Uint8Array(n);
  const locBase = new Int32Array(n).fill(-1);
  const locCoasts: Coast[][] = [];
  let nLoc = 0;
  map.provinces.forEach((p, i) => {
    kind[i] = p.kind === 'land' ? LAND : p.kind === 'coast' ? COAST : SEA;
    split[i] = p.coasts.length > 0 ? 1 : 0;
    locCoasts.push(p.coasts);
    if (p.kind !== 'land') {
      locBase[i] = nLoc;
      nLoc += Math.max(1, p.coasts.length);
    }
  });
  const locOf = (p: number, coast: Coast | null): number => {
    const base = locBase[p];
    if (base < 0) return -1;
    const coasts = locCoasts[p];
    if (coasts.length === 0) return coast === null ? base : -1;
    const k = coast === null ? -1 : coasts.indexOf(coast);
    return k < 0 ? -1 : base + k;
  };
  const armyAdj = new Uint8Array(n * n);
  const fleetReach = new Uint8Array(nLoc * n);
  const seaAdj = new Uint8Array(n * n);
  for (let a = 0; a < n; a++) {
    const prov = map.provinces[a];
    if (prov.kind !== 'sea') {
      for (const to of map.armyNeighbours(prov.id)) armyAdj[a * n + index.get(to)!] = 1;
    }
    if (prov.kind === 'land') continue;
    const coasts: (Coast | null)[] = prov.coasts.length ? prov.coasts : [null];
    for (const c of coasts) {
      const loc = locOf(a, c);
      for (const to of map.fleetNeighbours({ province: prov.id, coast: c })) {
        const b = index.get(to.province)!;
        fleetReach[loc * n + b] = 1;
        if (prov.kind === 'sea' && map.provinces[b].kind === 'sea') seaAdj[a * n + b] = 1;
      }
    }
  }
  const reachCoasts: (readonly (Coast | null)[])[] = new Array(nLoc * n).fill(NONE);
  for (let a = 0; a < n; a++) {
    const prov = map.provinces[a];
    if (prov.kind === 'land') continue;
    for (const c of prov.coasts.length ? prov.coasts : [null]) {
      const loc = locOf(a, c);
      for (let b = 0; b < n; b++) {
        if (fleetReach[loc * n + b]) reachCoasts[loc * n + b] = Object.freeze(map.reachableCoasts({ province: prov.id, coast: c }, ids[b]));
      }
    }
  }
  const seaNext: number[][] = [];
  const shoreSeas: number[][] = [];
  for (let a = 0; a < n; a++) {
    seaNext.push([]);
    shoreSeas.push([]);
  }
  for (let s = 0; s < n; s++) {
    if (kind[s] !== SEA) continue;
    for (let b = 0; b < n; b++) {
      if (seaAdj[s * n + b]) seaNext[s].push(b);
      if (fleetReach[locOf(s, null) * n + b]) shoreSeas[b].push(s);
    }
  }
  return {
    coastsTo: (loc, p) => (loc < 0 ? NONE : reachCoasts[loc * n + p]),
    seaNext,
    shoreSeas,
    map,
    n,
    ids,
    index,
    provinces: nameTable(ids),
    powers: nameTable(map.powers.map((p) => p.name)),
    kind,
    split,
    armyAdj,
    fleetReach,
    locOf,
    nLoc,
    seaAdj,
    names: map.provinces.map((p) => p.name),
  };
}

/** Whether a unit of `type` standing at `from` can move directly to province `to` (any coast). */
export function canReach(geo: Geo, type: UnitType, from: number, fromCoast: Coast | null, to: number): boolean {
  if (type === 'A') return geo.armyAdj[from * geo.n + to] === 1;
  const loc = geo.locOf(from, fromCoast);
  return loc >= 0 && geo.fleetReach[loc * geo.n + to] === 1;
}

export function locationKey(loc: Location): string {
  return loc.coast ? `${loc.province}/${loc.coast}` : loc.province;
}
