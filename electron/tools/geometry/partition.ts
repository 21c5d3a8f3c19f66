// Step 4 of docs/map-geometry.md: cut zone land and water into provinces with Voronoi cells of the
// seeds, give seedless islands and orphan fragments a home, and collect the impassable rest.
import { Delaunay } from 'd3-delaunay';
import type { GeoProjection } from 'd3-geo';
import polygonClipping from 'polygon-clipping';
import { dropTiny, TINY_ISLET_AREA, type ZoneLand } from './land';
import { boxOf, boxesNear, pointInPolygon, polygonArea, shapeDistance, type Box } from './polygons';
import { assignOrphans, type Piece } from './orphans';
import { frameOf, rectPolygon, type BoardSpec, type GeographyFile, type MultiPolygon, type Pair, type Polygon } from './types';

/** Seedless islands closer than this to a province of their zone join it. */
const ISLAND_JOIN_KM = 10;
const SEA_ZONE = 'SEA';

/** A seed projected to the board; province null for a neutral (impassable) seed. */
interface Seed {
  province: string | null;
  at: Pair;
}

export interface Partition {
  /** Province id (engine ids) -> its area, keys sorted. */
  provinces: Map<string, MultiPolygon>;
  kinds: Map<string, 'land' | 'sea'>;
  impassable: MultiPolygon;
}

export function engineId(geographyId: string, renames: Readonly<Record<string, string>>): string {
  return Object.prototype.hasOwnProperty.call(renames, geographyId) ? renames[geographyId] : geographyId;
}

function zoneSeeds(geography: GeographyFile, projection: GeoProjection, renames: BoardSpec['renames']): Map<string, Seed[]> {
  const byZone = new Map<string, Seed[]>();
  const add = (zone: string, seed: Seed): void => {
    if (!byZone.has(zone)) byZone.set(zone, []);
    byZone.get(zone)!.push(seed);
  };
  for (const id of Object.keys(geography.provinces).sort()) {
    const province = geography.provinces[id];
    for (const s of province.seeds) add(province.zone, { province: engineId(id, renames), at: projection(s) as Pair });
  }
  for (const zone of Object.keys(geography.neutralSeeds).sort()) {
    for (const s of geography.neutralSeeds[zone]) add(zone, { province: null, at: projection(s) as Pair });
  }
  return byZone;
}

/** The Voronoi cells of the seeds, unioned per province and cut to the component. */
function splitComponent(component: Polygon, seeds: Seed[], [width, height]: Pair): { province: string | null; area: MultiPolygon; seeds: Pair[] }[] {
  const owners = [...new Set(seeds.map((s) => s.province))];
  if (owners.length === 1) return [{ province: owners[0], area: [component], seeds: seeds.map((s) => s.at) }];
  const voronoi = Delaunay.from(seeds.map((s) => s.at)).voronoi([0, 0, width, height]);
  return owners.map((province) => {
    const mine = seeds.map((s, i) => ({ s, i })).filter(({ s }) => s.province === province);
    const cells = mine.map(({ i }) => [voronoi.cellPolygon(i) as Pair[]] as Polygon);
    const region = polygonClipping.union(cells[0], ...cells.slice(1));
    return { province, area: polygonClipping.intersection([component], region), seeds: mine.map(({ s }) => s.at) };
  });
}

/** Each part of a split goes to its province if it holds one of the province's seeds, else it is an orphan. */
function piecesOf(split: ReturnType<typeof splitComponent>, kind: 'land' | 'sea', zone: string): Piece[] {
  const pieces: Piece[] = [];
  for (const { province, area, seeds } of split) {
    for (const polygon of area) {
      const seeded = split.length === 1 || seeds.some((s) => pointInPolygon(s, polygon));
      pieces.push({ province, polygon, kind, zone, orphan: province !== null && !seeded, box: boxOf([polygon]) });
    }
  }
  return pieces;
}

/** Board pixels per kilometre near a board point. */
function pxPerKm(projection: GeoProjection, at: Pair): number {
  const [lon, lat] = projection.invert!(at) as Pair;
  const a = projection([lon, lat]) as Pair;
  const b = projection([lon, lat + 10 / 111.195]) as Pair;
  return Math.hypot(a[0] - b[0], a[1] - b[1]) / 10;
}

interface ZoneComponents {
  seeded: { zone: string; polygon: Polygon; seeds: Seed[] }[];
  /** Seedless islands to join their nearest province of the same zone. */
  joining: { zone: string; polygon: Polygon }[];
  impassable: Polygon[];
}

/** Sort every component of every zone: seeded, joining a neighbour, dropped, or impassable. */
function classifyComponents(land: ZoneLand, seedsByZone: Map<string, Seed[]>, projection: GeoProjection, singles: Map<string, string>): ZoneComponents {
  const out: ZoneComponents = { seeded: [], joining: [], impassable: [] };
  for (const [zone, multi] of land.zones) {
    const seeds = seedsByZone.get(zone) ?? [];
    const seedless: Polygon[] = [];
    const seededHere: Polygon[] = [];
    for (const polygon of multi) {
      const inside = seeds.filter((s) => pointInPolygon(s.at, polygon));
      if (inside.length > 0) {
        out.seeded.push({ zone, polygon, seeds: inside });
        seededHere.push(polygon);
      } else seedless.push(polygon);
    }
    seedless.sort((a, b) => polygonArea(b) - polygonArea(a));
    const single = singles.get(zone);
    if (single !== undefined && seededHere.length === 0 && seedless.length > 0) {
      // The province's only seed fell in the water after simplification: its largest piece is its land.
      const polygon = seedless.shift()!;
      out.seeded.push({ zone, polygon, seeds: [{ province: single, at: polygon[0][0] }] });
      seededHere.push(polygon);
    }
    const seededBoxes = seededHere.map((p) => ({ p, box: boxOf([p]) }));
    for (const polygon of seedless) {
      const box = boxOf([polygon]);
      const reach = ISLAND_JOIN_KM * pxPerKm(projection, polygon[0][0]);
      const near = seededBoxes.some((s) => boxesNear(box, s.box, reach) && shapeDistance([polygon], [s.p]) <= reach);
      if (near) out.joining.push({ zone, polygon });
      else if (polygonArea(polygon) >= TINY_ISLET_AREA) out.impassable.push(polygon);
    }
  }
  return out;
}

function singleProvinceZones(geography: GeographyFile, renames: BoardSpec['renames']): Map<string, string> {
  const counts = new Map<string, string[]>();
  for (const id of Object.keys(geography.provinces).sort()) {
    const zone = geography.provinces[id].zone;
    counts.set(zone, [...(counts.get(zone) ?? []), engineId(id, renames)]);
  }
  return new Map([...counts].filter(([, ids]) => ids.length === 1).map(([zone, ids]) => [zone, ids[0]]));
}

export function partition(land: ZoneLand, geography: GeographyFile, projection: GeoProjection, board: Pick<BoardSpec, 'size' | 'renames'>): Partition {
  const boxes = Object.keys(geography.boxes ?? {})
    .sort()
    .map((id) => {
      const rects = geography.boxes![id].rects.map(rectPolygon);
      return { id: engineId(id, board.renames), area: polygonClipping.union(rects[0], ...rects.slice(1)) };
    });
  if (boxes.length)
    land = cutOut(
      land,
      boxes.map((b) => b.area),
    );
  const seedsByZone = zoneSeeds(geography, projection, board.renames);
  const components = classifyComponents(land, seedsByZone, projection, singleProvinceZones(geography, board.renames));
  const impassableLand = [...dropTiny(land.impassable), ...components.impassable];
  const landShapes: MultiPolygon[] = [...components.seeded.map((c) => [c.polygon]), ...components.joining.map((c) => [c.polygon]), impassableLand];
  const frame = frameOf(board.size);
  const blocks = (geography.blocks ?? []).map((rect) => polygonClipping.difference(rectPolygon(rect), ...landShapes));
  const water = polygonClipping.difference(frame, ...landShapes, ...boxes.map((b) => b.area), ...blocks);

  const pieces: Piece[] = [];
  const extraImpassable: Polygon[] = [...impassableLand, ...blocks.flat()];
  for (const box of boxes) {
    for (const polygon of box.area) pieces.push({ province: box.id, polygon, kind: 'sea', zone: SEA_ZONE, orphan: false, box: boxOf([polygon]) });
  }
  for (const c of components.seeded) pieces.push(...piecesOf(splitComponent(c.polygon, c.seeds, board.size), 'land', c.zone));
  const seaSeeds = seedsByZone.get(SEA_ZONE) ?? [];
  for (const body of water) {
    const inside = seaSeeds.filter((s) => pointInPolygon(s.at, body));
    // A body of water without seeds is a lake or the Caspian: not part of the game.
    if (inside.length === 0) extraImpassable.push(body);
    else pieces.push(...piecesOf(splitComponent(body, inside, board.size), 'sea', SEA_ZONE));
  }
  assignOrphans(pieces);
  extraImpassable.push(...joinIslands(pieces, components.joining));

  const provinces = new Map<string, MultiPolygon>();
  const kinds = new Map<string, 'land' | 'sea'>();
  const byProvince = new Map<string, Polygon[]>();
  for (const piece of pieces) {
    if (piece.province === null) extraImpassable.push(piece.polygon);
    else byProvince.set(piece.province, [...(byProvince.get(piece.province) ?? []), piece.polygon]);
    if (piece.province !== null) kinds.set(piece.province, piece.kind);
  }
  for (const id of [...byProvince.keys()].sort()) {
    const parts = byProvince.get(id)!;
    provinces.set(id, polygonClipping.union(parts[0], ...parts.slice(1)));
  }
  const impassable = extraImpassable.length ? polygonClipping.union(extraImpassable[0], ...extraImpassable.slice(1)) : [];
  return { provinces, kinds, impassable };
}

/** The land without what the box seas take. */
function cutOut(land: ZoneLand, areas: MultiPolygon[]): ZoneLand {
  const zones = new Map<string, MultiPolygon>();
  for (const [zone, multi] of land.zones) zones.set(zone, polygonClipping.difference(multi, ...areas));
  return { zones, impassable: polygonClipping.difference(land.impassable, ...areas) };
}

/**
 * Each joining island goes to the nearest piece of its zone: a province's, or the impassable land
 * of a neutral seed (then the island is impassable too; the islands off New Guinea stay out of the
 * game). Returns the islands left impassable.
 */
function joinIslands(pieces: Piece[], islands: { zone: string; polygon: Polygon }[]): Polygon[] {
  const impassable: Polygon[] = [];
  for (const island of islands) {
    const box: Box = boxOf([island.polygon]);
    let best: Piece | null = null;
    let bestDistance = Infinity;
    for (const piece of pieces) {
      if (piece.zone !== island.zone || piece.orphan) continue;
      if (!boxesNear(box, piece.box, bestDistance === Infinity ? 1e9 : bestDistance)) continue;
      const d = shapeDistance([island.polygon], [piece.polygon]);
      if (d < bestDistance) {
        bestDistance = d;
        best = piece;
      }
    }
    if (best !== null && best.province === null) impassable.push(island.polygon);
    else if (best !== null) pieces.push({ ...best, polygon: island.polygon, box, orphan: false });
  }
  return impassable;
}
