// Step 7 of docs/map-geometry.md, shared by the build and the geometry tests: does the drawn board
// give exactly its map's adjacencies? Reads only a geometry file and the map file. A pair the board
// draws as a link (a strait crossed by another border, a canal, a four-way corner) is expected as a
// link and must not also be a border.
import { compareAdjacency, drawnAdjacency, pairKey, type AdjacencyDiff } from './raster';
import { readMapFileAdjacency, STANDARD_ADJACENCY } from './reference';
import { parsePath } from './svgPath';
import type { GeometryFile } from './types';

export interface AdjacencyReport extends AdjacencyDiff {
  /** Where the expected pairs came from. */
  source: 'map.json' | 'fallback table';
  drawn: number;
  expected: number;
  /** map.json against our fallback table, when the map file exists (standard board only). */
  tableVsMap: AdjacencyDiff | null;
  /** Pairs drawn as links. */
  links: number;
  /** Links that are also drawn as borders, or that join provinces the map does not join. */
  badLinks: string[];
}

export function drawnPairs(geometry: GeometryFile): string[] {
  const shapes = Object.keys(geometry.provinces)
    .sort()
    .map((id) => ({ id, rings: parsePath(geometry.provinces[id].path) }));
  const [, , width, height] = geometry.viewBox;
  return drawnAdjacency(shapes, width, height);
}

export function checkAdjacency(geometry: GeometryFile, mapFile: string): AdjacencyReport {
  const fromMap = readMapFileAdjacency(mapFile);
  const standard = geometry.map === 'standard';
  const all = fromMap ?? (standard ? [...STANDARD_ADJACENCY] : []);
  const links = (geometry.links ?? []).map((l) => pairKey(l.between[0], l.between[1]));
  const drawn = drawnPairs(geometry);
  const drawnSet = new Set(drawn);
  const allSet = new Set(all);
  const linkSet = new Set(links);
  const expected = all.filter((pair) => !linkSet.has(pair));
  return {
    ...compareAdjacency(drawn, expected),
    source: fromMap ? 'map.json' : 'fallback table',
    drawn: drawn.length,
    expected: expected.length,
    tableVsMap: fromMap && standard ? compareAdjacency([...STANDARD_ADJACENCY], fromMap) : null,
    links: links.length,
    badLinks: links.filter((pair) => drawnSet.has(pair) || !allSet.has(pair)),
  };
}

export function formatReport(report: AdjacencyReport): string {
  const lines = [
    `adjacency (${report.source}): ${report.drawn} drawn, ${report.expected} expected, ` +
      `${report.missing.length} missing, ${report.extra.length} extra, ${report.links} links`,
  ];
  if (report.badLinks.length) lines.push(`  links drawn as borders too, or not in the map: ${report.badLinks.join(' ')}`);
  if (report.missing.length) lines.push(`  missing: ${report.missing.join(' ')}`);
  if (report.extra.length) lines.push(`  extra: ${report.extra.join(' ')}`);
  const t = report.tableVsMap;
  if (t && (t.missing.length || t.extra.length)) {
    lines.push(`  fallback table disagrees with map.json: table lacks ${t.missing.join(' ') || '-'}; table adds ${t.extra.join(' ') || '-'}`);
  }
  return lines.join('\n');
}
