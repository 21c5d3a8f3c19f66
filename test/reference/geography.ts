// The map as the reference adjudicator reads it: plain lookups over GameMap, written for clarity
// rather than speed (string ids, Sets, linear scans). Shares nothing with engine/adjudicate.
import type { GameMap } from '../../engine/map/types';
import type { Coast, Location, UnitType } from '../../engine/types';

export interface RefGeo {
  map: GameMap;
  isSea(p: string): boolean;
  isLand(p: string): boolean;
  exists(p: string): boolean;
  coastsOf(p: string): Coast[];
  /** Whether a unit of this type at `from` can move to province `to` directly (some coast for a fleet). */
  reaches(type: UnitType, from: Location, to: string): boolean;
  /** The coasts of `to` (or [null]) a fleet at `from` can reach. */
  fleetCoasts(from: Location, to: string): (Coast | null)[];
  /** The seas whose fleets can reach province p: where a convoy route to or from p can start or end. */
  shoreSeas(p: string): string[];
  /** The seas next to sea s (for the links of a convoy chain). */
  seaNeighbours(s: string): string[];
}

const built = new WeakMap<GameMap, RefGeo>();

/** The map's lookups, built once per map (a GameMap does not change; the lookups only read it). */
export function refGeo(map: GameMap): RefGeo {
  let geo = built.get(map);
  if (!geo) built.set(map, (geo = buildRefGeo(map)));
  return geo;
}

function buildRefGeo(map: GameMap): RefGeo {
  const kind = (p: string) => map.province(p)?.kind;
  const seas = map.provinces.filter((p) => p.kind === 'sea').map((p) => p.id);
  const fleetTo = (s: string) => map.fleetNeighbours({ province: s, coast: null }).map((l) => l.province);
  const shore = new Map<string, string[]>();
  for (const s of seas) for (const p of fleetTo(s)) shore.set(p, [...(shore.get(p) ?? []), s]);
  const reaches = (type: UnitType, from: Location, to: string): boolean => {
    if (type === 'A') return kind(from.province) !== 'sea' && map.armyNeighbours(from.province).includes(to);
    if (kind(from.province) === 'land') return false;
    return map.fleetNeighbours(from).some((l) => l.province === to);
  };
  return {
    map,
    isSea: (p) => kind(p) === 'sea',
    isLand: (p) => kind(p) === 'land',
    exists: (p) => map.province(p) !== undefined,
    coastsOf: (p) => map.province(p)?.coasts ?? [],
    reaches,
    fleetCoasts: (from, to) => map.reachableCoasts(from, to),
    shoreSeas: (p) => shore.get(p) ?? [],
    seaNeighbours: (s) => fleetTo(s).filter((p) => kind(p) === 'sea'),
  };
}

/**
 * Every simple chain of seas (no sea twice) from province `from` to province `to`, each sea accepted
 * by `ok`. Only used over seas holding ordered fleets, so the chains are few and short.
 */
export function seaRoutes(geo: RefGeo, from: string, to: string, ok: (sea: string) => boolean): string[][] {
  const out: string[][] = [];
  const ends = new Set(geo.shoreSeas(to));
  const walk = (chain: string[]): void => {
    const last = chain[chain.length - 1];
    if (ends.has(last)) out.push([...chain]);
    for (const next of geo.seaNeighbours(last)) if (!chain.includes(next) && ok(next)) walk([...chain, next]);
  };
  for (const s of geo.shoreSeas(from)) if (ok(s)) walk([s]);
  return out;
}

/** Whether some chain of accepted seas links `from` to `to` (breadth-first: `ok` may accept every sea). */
export function seaChainExists(geo: RefGeo, from: string, to: string, ok: (sea: string) => boolean): boolean {
  const ends = new Set(geo.shoreSeas(to));
  const seen = new Set<string>();
  const queue = geo.shoreSeas(from).filter(ok);
  queue.forEach((s) => seen.add(s));
  while (queue.length) {
    const s = queue.shift()!;
    if (ends.has(s)) return true;
    for (const t of geo.seaNeighbours(s)) {
      if (seen.has(t) || !ok(t)) continue;
      seen.add(t);
      queue.push(t);
    }
  }
  return false;
}
