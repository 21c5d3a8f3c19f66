// Steps 1-3 of docs/map-geometry.md: Natural Earth countries -> simplified zone land in lon/lat
// (with the hand-authored reassign and fill polygons applied) -> projected board pixels.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { merge } from 'topojson-client';
import { presimplify, simplify } from 'topojson-simplify';
import { geoConicConformal, geoMercator, type GeoProjection } from 'd3-geo';
import polygonClipping from 'polygon-clipping';
import type { Topology, GeometryCollection } from 'topojson-specification';
import { BOARD_HEIGHT, BOARD_WIDTH, frameOf, type BoardFrameSpec, type GeographyFile, type MultiPolygon, type Pair, type Polygon } from './types';
import { boxesNear, boxOf, pointInRing, polygonArea } from './polygons';
import { squeezed, type Squeeze } from './squeeze';

/** Weights are planar triangle areas in square degrees; 3e-4 keeps coastlines recognisable. */
const SIMPLIFY_WEIGHT = 3e-4;

/**
 * The board frame: Lambert conformal conic (parallels 38 and 62, central meridian 16 E), scaled and
 * placed so every seed of the geography file lies inside with a margin (fixed numbers, so editing a
 * seed never moves the board).
 */
const PROJECTION_SCALE = 1330;
/** The lon/lat shown at the centre of the board. */
const FRAME_CENTER: Pair = [16.4, 53.4];

/** The crowded heart of the board; tuned so the smallest provinces hold a unit legibly (issue 19). */
const SQUEEZE: Squeeze = {
  core: [
    [-5, 38],
    [34, 57],
  ],
  squeeze: 0.4,
  scale: 1.5,
  at: [700, 600],
};

function conicProjection(): GeoProjection {
  const projection = geoConicConformal().parallels([38, 62]).rotate([-16, 0]).scale(PROJECTION_SCALE).translate([0, 0]);
  const [cx, cy] = projection(FRAME_CENTER) as Pair;
  return projection.translate([BOARD_WIDTH / 2 - cx, BOARD_HEIGHT / 2 - cy]);
}

/** The standard board's projection: the conic one, squeezed outside central Europe (squeeze.ts). */
export function boardProjection(): GeoProjection {
  return squeezed(conicProjection(), SQUEEZE);
}

/** Another board's projection, from its geography file's frame (no squeeze). */
export function frameProjection(frame: BoardFrameSpec): GeoProjection {
  const base = frame.projection === 'mercator' ? geoMercator() : geoConicConformal().parallels(frame.parallels);
  const projection = base.rotate([-frame.meridian, 0]).scale(frame.scale).translate([0, 0]);
  const [cx, cy] = projection(frame.center) as Pair;
  return projection.translate([frame.size[0] / 2 - cx, frame.size[1] / 2 - cy]);
}

export interface ZoneLand {
  /** Land per zone (keys sorted), in the current coordinate space. */
  zones: Map<string, MultiPolygon>;
  /** Land in no zone. */
  impassable: MultiPolygon;
}

type CountryTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

function loadCountries(): CountryTopology {
  const require = createRequire(import.meta.url);
  const file = require.resolve('world-atlas/countries-50m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as CountryTopology;
  return simplify(presimplify(topology), SIMPLIFY_WEIGHT) as CountryTopology;
}

/** Step 1-2: one merged MultiPolygon per zone, and the rest of the world as impassable land. */
export function zoneLandLonLat(geography: GeographyFile): ZoneLand {
  const topology = loadCountries();
  const geometries = topology.objects.countries.geometries;
  const nameOf = (g: (typeof geometries)[number]): string => (g.properties as { name?: string } | undefined)?.name ?? '';
  const zoneOf = new Map<string, string>();
  let everyOther: string | null = null;
  for (const zone of Object.keys(geography.zones).sort()) {
    for (const name of geography.zones[zone]) {
      if (name === '*') everyOther = zone;
      else zoneOf.set(name, zone);
    }
  }
  if (everyOther !== null) for (const g of geometries) if (!zoneOf.has(nameOf(g))) zoneOf.set(nameOf(g), everyOther);
  const known = new Set(geometries.map(nameOf));
  const unknown = [...zoneOf.keys()].filter((name) => !known.has(name));
  // Gibraltar is too small for the 1:50m countries; a misspelt name would silently drop a country.
  if (unknown.length) console.warn(`not in countries-50m, ignored: ${unknown.sort().join(', ')}`);
  const zones = new Map<string, MultiPolygon>();
  for (const zone of Object.keys(geography.zones).sort()) {
    const members = geometries.filter((g) => zoneOf.get(nameOf(g)) === zone);
    zones.set(zone, merge(topology, members as never).coordinates as MultiPolygon);
  }
  const rest = geometries.filter((g) => !zoneOf.has(nameOf(g)));
  const impassable = merge(topology, rest as never).coordinates as MultiPolygon;
  return { zones, impassable };
}

/** Shift longitudes so no edge jumps across the antimeridian (Russia's Chukotka ring). */
function unwrapRing(ring: Pair[]): Pair[] {
  let offset = 0;
  return ring.map((p, i) => {
    if (i > 0) {
      const delta = p[0] + offset - (ring[i - 1][0] + offset);
      if (delta > 180) offset -= 360;
      else if (delta < -180) offset += 360;
    }
    return [p[0] + offset, p[1]] as Pair;
  });
}

function unwrap(multi: MultiPolygon): MultiPolygon {
  return multi.map((polygon) => polygon.map(unwrapRing));
}

/** A lon/lat box holding the whole board frame (the frame's edges inverted, plus a margin). */
export function frameBoxLonLat(projection: GeoProjection, [width, height]: Pair = [BOARD_WIDTH, BOARD_HEIGHT]): Polygon {
  let [minLon, minLat, maxLon, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  const steps = 200;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    for (const p of [
      [t * width, 0],
      [t * width, height],
      [0, t * height],
      [width, t * height],
    ]) {
      const [lon, lat] = projection.invert!(p as Pair) as Pair;
      minLon = Math.min(minLon, lon);
      maxLon = Math.max(maxLon, lon);
      minLat = Math.min(minLat, lat);
      maxLat = Math.max(maxLat, lat);
    }
  }
  const m = 2;
  const [w, s, e, n] = [minLon - m, Math.max(-80, minLat - m), maxLon + m, Math.min(89, maxLat + m)];
  return [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ];
}

/** Step 3 (first half): unwrap and clip every zone and the impassable land to the frame's box. */
export function clipLonLat(land: ZoneLand, box: Polygon): ZoneLand {
  const zones = new Map<string, MultiPolygon>();
  for (const [zone, multi] of land.zones) zones.set(zone, polygonClipping.intersection(unwrap(multi), box));
  return { zones, impassable: polygonClipping.intersection(unwrap(land.impassable), box) };
}

function seedsInside(geography: GeographyFile, zone: string, ring: Pair[]): boolean {
  const seeds = Object.values(geography.provinces)
    .filter((p) => p.zone === zone)
    .flatMap((p) => p.seeds)
    .concat(geography.neutralSeeds[zone] ?? []);
  return seeds.some((s) => pointInRing(s, ring));
}

/**
 * Step 2: `reassign` moves land inside a polygon to its zone, taken from zones with no seed inside
 * it (so the loose box around Western Thrace takes Greek land but leaves Edirne to Constantinople);
 * `fill` turns the water inside a polygon into the zone's land.
 */
export function applyEdits(land: ZoneLand, geography: GeographyFile): ZoneLand {
  const zones = new Map(land.zones);
  for (const edit of geography.reassign) {
    const ring = closeRing(edit.poly);
    const moved: MultiPolygon[] = [];
    for (const [zone, multi] of zones) {
      if (zone === edit.zone || seedsInside(geography, zone, ring)) continue;
      const { keep, move } = reassignParts(multi, ring);
      moved.push(move);
      zones.set(zone, keep);
    }
    zones.set(edit.zone, polygonClipping.union(zones.get(edit.zone)!, ...moved));
  }
  for (const edit of geography.fill) {
    const allLand = [...zones.values(), land.impassable];
    const water = polygonClipping.difference([closeRing(edit.poly)], ...allLand);
    zones.set(edit.zone, polygonClipping.union(zones.get(edit.zone)!, water));
  }
  return { zones, impassable: land.impassable };
}

/**
 * The zone's largest piece of land is cut along the polygon; an island is never cut (Thasos would
 * be halved by the Western Thrace box): it moves whole when most of it lies inside.
 */
function reassignParts(multi: MultiPolygon, ring: Pair[]): { keep: MultiPolygon; move: MultiPolygon } {
  const keep: MultiPolygon = [];
  const move: MultiPolygon = [];
  const largest = multi.reduce((best, polygon, i) => (polygonArea(polygon) > polygonArea(multi[best]) ? i : best), 0);
  const box = boxOf([[ring]]);
  multi.forEach((polygon, i) => {
    const inside = boxesNear(boxOf([polygon]), box, 0) ? polygonClipping.intersection(polygon, [ring]) : [];
    if (inside.length === 0) keep.push(polygon);
    else if (i === largest) {
      move.push(...inside);
      keep.push(...polygonClipping.difference(polygon, [ring]));
    } else if (inside.reduce((sum, p) => sum + polygonArea(p), 0) > polygonArea(polygon) / 2) move.push(polygon);
    else keep.push(polygon);
  });
  return { keep, move };
}

function closeRing(points: Pair[]): Pair[] {
  const first = points[0];
  const last = points[points.length - 1];
  return first[0] === last[0] && first[1] === last[1] ? points : [...points, first];
}

/** Step 3 (second half): project to board pixels and clip to the board exactly. */
export function projectLand(land: ZoneLand, projection: GeoProjection, size: Pair = [BOARD_WIDTH, BOARD_HEIGHT]): ZoneLand {
  const frame = frameOf(size);
  const project = (multi: MultiPolygon): MultiPolygon =>
    polygonClipping.intersection(
      multi.map((polygon) => polygon.map((ring) => ring.map((p) => projection(p) as Pair))),
      frame,
    );
  const zones = new Map<string, MultiPolygon>();
  for (const [zone, multi] of land.zones) zones.set(zone, project(multi));
  return { zones, impassable: project(land.impassable) };
}

/** Land pieces smaller than this (px²) are dropped before water is computed, so they leave no holes. */
export const TINY_ISLET_AREA = 4;

export function dropTiny(multi: MultiPolygon): MultiPolygon {
  return multi.filter((polygon) => polygonArea(polygon) >= TINY_ISLET_AREA);
}
