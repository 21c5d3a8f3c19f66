// `npm run build:geometry`: draws the standard board from Natural Earth (npm world-atlas) and the
// hand-authored ../shared/maps/standard-geography.json, writes resources/maps/standard/geometry.json
// and checks its drawn borders against the standard map's adjacencies (docs/map-geometry.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { provinceAnchors } from './geometry/anchors';
import { checkAdjacency, formatReport } from './geometry/check';
import { applyEdits, boardProjection, clipLonLat, frameBoxLonLat, projectLand, zoneLandLonLat } from './geometry/land';
import { partition, type Partition } from './geometry/partition';
import { partsBySize, polygonArea } from './geometry/polygons';
import { previewSvg } from './geometry/previewSvg';
import { formatPath } from './geometry/svgPath';
import { BOARD_HEIGHT, BOARD_WIDTH, SUPPLY_CENTERS, type GeographyFile, type GeometryFile, type ProvinceGeometry } from './geometry/types';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The hand-authored inputs live beside the repository (override with ADJUTANT_GEOGRAPHY). */
const GEOGRAPHY_FILE = resolve(root, '..', 'shared', 'maps', 'standard-geography.json');
export const GEOMETRY_FILE = resolve(root, 'resources', 'maps', 'standard', 'geometry.json');
export const MAP_FILE = resolve(root, 'resources', 'maps', 'standard', 'map.json');

function readGeography(): GeographyFile {
  const file = process.env.ADJUTANT_GEOGRAPHY ?? GEOGRAPHY_FILE;
  if (!existsSync(file)) throw new Error(`${file} not found (set ADJUTANT_GEOGRAPHY to its path)`);
  return JSON.parse(readFileSync(file, 'utf8')) as GeographyFile;
}

/** Steps 1-5: the board as provinces with anchors, and the impassable land. */
export function buildBoard(geography: GeographyFile): GeometryFile {
  const projection = boardProjection();
  const lonLat = applyEdits(clipLonLat(zoneLandLonLat(geography), frameBoxLonLat(projection)), geography);
  const board: Partition = partition(projectLand(lonLat, projection), geography, projection);
  const anchors = provinceAnchors(board.provinces, geography, projection, new Set(SUPPLY_CENTERS));
  const provinces: Record<string, ProvinceGeometry> = {};
  for (const id of [...board.provinces.keys()].sort()) {
    const a = anchors.get(id)!;
    provinces[id] = { path: formatPath(board.provinces.get(id)!), kind: board.kinds.get(id)!, label: a.label, unit: a.unit, sc: a.sc };
    if (a.coasts) provinces[id].coasts = a.coasts;
  }
  const impassable = partsBySize(board.impassable)
    .filter((polygon) => polygonArea(polygon) > 0)
    .map((polygon) => formatPath([polygon]))
    .filter((d) => d.length > 0);
  return { format: 1, map: 'standard', viewBox: [0, 0, BOARD_WIDTH, BOARD_HEIGHT], provinces, impassable };
}

/** JSON with one province per block and number lists (points, the viewBox) kept on one line. */
export function serialise(geometry: GeometryFile): string {
  return `${JSON.stringify(geometry, null, 1).replace(/\[\s+(-?[\d.]+(?:,\s+-?[\d.]+)*)\s+\]/g, (_, list: string) => `[${list.split(/,\s+/).join(', ')}]`)}\n`;
}

function main(): void {
  const started = Date.now();
  const geometry = buildBoard(readGeography());
  const text = serialise(geometry);
  writeFileSync(GEOMETRY_FILE, text);
  const built = Date.now();
  // Check what was written, as the test will read it.
  const report = checkAdjacency(JSON.parse(text) as GeometryFile, MAP_FILE);
  const checked = Date.now();
  console.log(
    `wrote ${GEOMETRY_FILE} (${Object.keys(geometry.provinces).length} provinces, ${(text.length / 1024).toFixed(0)} KB) in ${((built - started) / 1000).toFixed(1)} s`,
  );
  console.log(`${formatReport(report)} (check ${((checked - built) / 1000).toFixed(1)} s)`);
  const svgAt = process.argv.indexOf('--svg');
  if (svgAt > 0 && process.argv[svgAt + 1]) writeFileSync(process.argv[svgAt + 1], previewSvg(geometry));
  if (report.missing.length || report.extra.length) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
