// Step 5 of docs/map-geometry.md: where the board draws a province's unit, name, supply center and
// split-coast fleets.
import type { GeoProjection } from 'd3-geo';
import polylabel from 'polylabel';
import { distance, distanceToBoundary, partsBySize, pointInMulti } from './polygons';
import { engineId } from './partition';
import { roundPair } from './svgPath';
import type { BoardSpec, GeographyFile, MultiPolygon, Pair } from './types';

/**
 * Unit points chosen by hand (lon/lat) where the pole of inaccessibility of a province sits far from
 * where play happens (St Petersburg's army in the Urals, Tunis's fleet in the Sahara).
 */
export const STANDARD_UNIT_OVERRIDES: Readonly<Record<string, Pair>> = {
  stp: [33.5, 63.2],
  mos: [40.5, 55.4],
  sev: [38.6, 47.9],
  syr: [37.6, 35.2],
  naf: [0, 34.8],
  tun: [9.6, 35.4],
};

/** The name sits this far below the unit (nearer when the province is too small). */
const LABEL_OFFSETS = [14, 10, 7];
/** A unit keeps this far (px) from its province's supply-center marker when the province allows. */
const UNIT_SC_SEPARATIONS = [18, 14, 10];
/** Clearance (px) kept between a marker and its province's border. */
const MARKER_CLEARANCE = 3;

export interface Anchors {
  unit: Pair;
  label: Pair;
  sc: Pair | null;
  coasts?: Record<string, Pair>;
}

/** The inside point nearest to `p` with the wanted clearance from the border (p itself if it has it). */
function snapInside(p: Pair, area: MultiPolygon, clearance: number): Pair {
  const fits = (q: Pair): boolean => pointInMulti(q, area) && distanceToBoundary(q, area) >= clearance;
  if (fits(p)) return p;
  for (let radius = 0.5; radius <= 60; radius += 0.5) {
    const steps = Math.max(8, Math.ceil(radius * 4));
    for (let i = 0; i < steps; i++) {
      const angle = (2 * Math.PI * i) / steps;
      const q: Pair = [p[0] + radius * Math.cos(angle), p[1] + radius * Math.sin(angle)];
      if (fits(q)) return q;
    }
  }
  return clearance > 0.5 ? snapInside(p, area, clearance / 2) : p;
}

/**
 * The most open point of the province that keeps `separation` px from the supply center, searched
 * on a 1 px grid around `from`; null when none has at least `minClearance` px to the border.
 */
function openPointAwayFrom(from: Pair, sc: Pair, area: MultiPolygon, separation: number, minClearance: number): Pair | null {
  const radius = 50;
  let best: Pair | null = null;
  let bestClearance = minClearance;
  for (let dy = -radius; dy <= radius; dy++) {
    for (let dx = -radius; dx <= radius; dx++) {
      const q: Pair = [Math.round(from[0]) + dx, Math.round(from[1]) + dy];
      if (dx * dx + dy * dy > radius * radius || distance(q, sc) < separation || !pointInMulti(q, area)) continue;
      const clearance = distanceToBoundary(q, area);
      if (clearance > bestClearance) {
        bestClearance = clearance;
        best = q;
      }
    }
  }
  return best;
}

function unitPoint(id: string, area: MultiPolygon, projection: GeoProjection, sc: Pair | null, overrides: BoardSpec['unitOverrides']): Pair {
  const override = Object.prototype.hasOwnProperty.call(overrides, id) ? overrides[id] : undefined;
  if (override) return snapInside(projection(override) as Pair, area, 8);
  const pole = polylabel(partsBySize(area)[0], 0.5) as unknown as Pair;
  if (sc === null || distance(pole, sc) >= UNIT_SC_SEPARATIONS[0]) return [pole[0], pole[1]];
  for (const separation of UNIT_SC_SEPARATIONS) {
    const away = openPointAwayFrom(pole, sc, area, separation, 4);
    if (away) return away;
  }
  return [pole[0], pole[1]];
}

/** Just below the unit, as near as the province allows, off the supply center; else above it. */
function labelPoint(unit: Pair, area: MultiPolygon, sc: Pair | null): Pair {
  const offsets = [...LABEL_OFFSETS, ...LABEL_OFFSETS.map((d) => -d)];
  for (const scGap of [9, 0]) {
    for (const dy of offsets) {
      const q: Pair = [unit[0], unit[1] + dy];
      if (sc && distance(q, sc) < scGap) continue;
      if (pointInMulti(q, area) && distanceToBoundary(q, area) >= 2) return q;
    }
  }
  return unit;
}

/** Unit, label, supply-center and coast points of every province, rounded to 0.1 px. */
export function provinceAnchors(
  provinces: Map<string, MultiPolygon>,
  geography: GeographyFile,
  projection: GeoProjection,
  board: Pick<BoardSpec, 'renames' | 'supplyCenters' | 'unitOverrides'>,
): Map<string, Anchors> {
  const supplyCenters = board.supplyCenters;
  const cityOf = new Map(Object.entries(geography.provinces).map(([id, p]) => [engineId(id, board.renames), p.seeds[0]]));
  const out = new Map<string, Anchors>();
  for (const [id, area] of provinces) {
    const city = cityOf.get(id);
    const sc = supplyCenters.has(id) && city ? roundPair(snapInside(projection(city) as Pair, area, MARKER_CLEARANCE)) : null;
    const unit = unitPoint(id, area, projection, sc, board.unitOverrides);
    const anchors: Anchors = { unit: roundPair(unit), label: roundPair(labelPoint(unit, area, sc)), sc };
    const coasts = Object.keys(geography.coasts)
      .filter((key) => key.split('/')[0] === id)
      .sort();
    if (coasts.length > 0) {
      anchors.coasts = {};
      for (const key of coasts) {
        const at = projection(geography.coasts[key]) as Pair;
        anchors.coasts[key.split('/')[1]] = roundPair(snapInside(at, area, MARKER_CLEARANCE));
      }
    }
    out.set(id, anchors);
  }
  return out;
}
