// `npm run build:geometry [-- <board>]`: draws a board from Natural Earth (npm world-atlas) and its
// hand-authored geography file, writes resources/maps/<board>/geometry.json and checks its drawn
// borders against the map's adjacencies (docs/map-geometry.md). The standard board's geography is
// ../shared/maps/standard-geography.json; every other board's is resources/maps/<board>/geography.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeoProjection } from 'd3-geo';
import { provinceAnchors, STANDARD_UNIT_OVERRIDES } from './geometry/anchors';
import { checkAdjacency, formatReport } from './geometry/check';
import { applyEdits, boardProjection, clipLonLat, frameBoxLonLat, frameProjection, projectLand, zoneLandLonLat } from './geometry/land';
import { engineId, partition, type Partition } from './geometry/partition';
import { partsBySize, polygonArea } from './geometry/polygons';
import { previewSvg } from './geometry/previewSvg';
import { formatPath, roundPair } from './geometry/svgPath';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  SEA_ID_RENAMES,
  SUPPLY_CENTERS,
  type BoardSpec,
  type GeographyFile,
  type GeometryFile,
  type Pair,
  type ProvinceGeometry,
} from './geometry/types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The standard board's hand-authored inputs live beside the repository (override with ADJUTANT_GEOGRAPHY). */
const STANDARD_GEOGRAPHY_FILE = resolve(root, '..', 'shared', 'maps', 'standard-geography.json');
/** The boards this build draws. */
export const BOARDS = ['standard', 'ancient-mediterranean', 'youngstown-redux'] as const;

export const geometryFile = (board: string): string => resolve(root, 'resources', 'maps', board, 'geometry.json');
export const mapFile = (board: string): string => resolve(root, 'resources', 'maps', board, 'map.json');
export const geographyFile = (board: string): string =>
  board === 'standard' ? (process.env.ADJUTANT_GEOGRAPHY ?? STANDARD_GEOGRAPHY_FILE) : resolve(root, 'resources', 'maps', board, 'geography.json');
export const GEOMETRY_FILE = geometryFile('standard');
export const MAP_FILE = mapFile('standard');

export function readGeography(board: string): GeographyFile {
  const file = geographyFile(board);
  if (!existsSync(file)) throw new Error(`${file} not found${board === 'standard' ? ' (set ADJUTANT_GEOGRAPHY to its path)' : ''}`);
  return JSON.parse(readFileSync(file, 'utf8')) as GeographyFile;
}

/** The board's size, ids, centers and unit points: the standard board's are fixed here, others' come from their files. */
export function boardSpec(board: string, geography: GeographyFile): BoardSpec {
  if (board === 'standard') {
    return {
      id: board,
      size: [BOARD_WIDTH, BOARD_HEIGHT],
      renames: SEA_ID_RENAMES,
      supplyCenters: new Set(SUPPLY_CENTERS),
      unitOverrides: STANDARD_UNIT_OVERRIDES,
    };
  }
  if (!geography.frame) throw new Error(`${geographyFile(board)}: "frame" is missing`);
  const map = JSON.parse(readFileSync(mapFile(board), 'utf8')) as { provinces: { id: string; supplyCenter: boolean }[] };
  return {
    id: board,
    size: geography.frame.size,
    renames: {},
    supplyCenters: new Set(map.provinces.filter((p) => p.supplyCenter).map((p) => p.id)),
    unitOverrides: geography.unitOverrides ?? {},
  };
}

function projectionOf(geography: GeographyFile, board: BoardSpec): GeoProjection {
  return board.id === 'standard' ? boardProjection() : frameProjection(geography.frame!);
}

/** Steps 1-5: the board as provinces with anchors, the impassable land, and the links. */
export function buildBoard(geography: GeographyFile, board: BoardSpec = boardSpec('standard', geography)): GeometryFile {
  const projection = projectionOf(geography, board);
  const lonLat = applyEdits(clipLonLat(zoneLandLonLat(geography), frameBoxLonLat(projection, board.size)), geography);
  const drawn: Partition = partition(projectLand(lonLat, projection, board.size), geography, projection, board);
  const anchors = provinceAnchors(drawn.provinces, geography, projection, board);
  const provinces: Record<string, ProvinceGeometry> = {};
  for (const id of [...drawn.provinces.keys()].sort()) {
    const a = anchors.get(id)!;
    provinces[id] = { path: formatPath(drawn.provinces.get(id)!), kind: drawn.kinds.get(id)!, label: a.label, unit: a.unit, sc: a.sc };
    if (a.coasts) provinces[id].coasts = a.coasts;
  }
  const impassable = partsBySize(drawn.impassable)
    .filter((polygon) => polygonArea(polygon) > 0)
    .map((polygon) => formatPath([polygon]))
    .filter((d) => d.length > 0);
  const out: GeometryFile = { format: 1, map: board.id, viewBox: [0, 0, board.size[0], board.size[1]], provinces, impassable };
  if (geography.links?.length) {
    out.links = geography.links.map((link) => ({
      between: [engineId(link.between[0], board.renames), engineId(link.between[1], board.renames)].sort() as [string, string],
      kind: link.kind,
      from: roundPair(projection(link.from) as Pair),
      to: roundPair(projection(link.to) as Pair),
    }));
  }
  return out;
}

/** JSON with one province per block and number lists (points, the viewBox) kept on one line. */
export function serialise(geometry: GeometryFile): string {
  return `${JSON.stringify(geometry, null, 1).replace(/\[\s+(-?[\d.]+(?:,\s+-?[\d.]+)*)\s+\]/g, (_, list: string) => `[${list.split(/,\s+/).join(', ')}]`)}\n`;
}

function buildOne(board: string): boolean {
  const started = Date.now();
  const geography = readGeography(board);
  const geometry = buildBoard(geography, boardSpec(board, geography));
  const text = serialise(geometry);
  writeFileSync(geometryFile(board), text);
  const built = Date.now();
  // Check what was written, as the test will read it.
  const report = checkAdjacency(JSON.parse(text) as GeometryFile, mapFile(board));
  const checked = Date.now();
  console.log(
    `wrote ${geometryFile(board)} (${Object.keys(geometry.provinces).length} provinces, ${(text.length / 1024).toFixed(0)} KB) in ${((built - started) / 1000).toFixed(1)} s`,
  );
  console.log(`${formatReport(report)} (check ${((checked - built) / 1000).toFixed(1)} s)`);
  const svgAt = process.argv.indexOf('--svg');
  if (svgAt > 0 && process.argv[svgAt + 1]) writeFileSync(process.argv[svgAt + 1], previewSvg(geometry));
  return report.missing.length === 0 && report.extra.length === 0 && report.badLinks.length === 0;
}

function main(): void {
  const named = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--svg');
  const boards = named.length ? named : ['standard'];
  for (const board of boards) {
    if (!(BOARDS as readonly string[]).includes(board)) {
      console.error(`unknown board ${board}: one of ${BOARDS.join(', ')}`);
      process.exitCode = 2;
      return;
    }
    if (!buildOne(board)) process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
