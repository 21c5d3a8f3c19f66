// Step 7 of docs/map-geometry.md, shared by the build and test/renderer/geometry.test.ts: does the
// drawn board give exactly the standard map's adjacencies? Reads only a geometry file.
import { compareAdjacency, drawnAdjacency, type AdjacencyDiff } from './raster';
import { readMapFileAdjacency, STANDARD_ADJACENCY } from './reference';
import { parsePath } from './svgPath';
import type { GeometryFile } from './types';

export interface AdjacencyReport extends AdjacencyDiff {
  /** Where the expected pairs came from. */
  source: 'map.json' | 'fallback table';
  drawn: number;
  expected: number;
  /** map.json against our fallback table, when the map file exists. */
  tableVsMap: AdjacencyDiff | null;
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
  const expected = fromMap ?? [...STANDARD_ADJACENCY];
  const drawn = drawnPairs(geometry);
  return {
    ...compareAdjacency(drawn, expected),
    source: fromMap ? 'map.json' : 'fallback table',
    drawn: drawn.length,
    expected: expected.length,
    tableVsMap: fromMap ? compareAdjacency([...STANDARD_ADJACENCY], fromMap) : null,
  };
}

export function formatReport(report: AdjacencyReport): string {
  const lines = [
    `adjacency (${report.source}): ${report.drawn} drawn, ${report.expected} expected, ` + `${report.missing.length} missing, ${report.extra.length} extra`,
  ];
  if (report.missing.length) lines.push(`  missing: ${report.missing.join(' ')}`);
  if (report.extra.length) lines.push(`  extra: ${report.extra.join(' ')}`);
  const t = report.tableVsMap;
  if (t && (t.missing.length || t.extra.length)) {
    lines.push(`  fallback table disagrees with map.json: table lacks ${t.missing.join(' ') || '-'}; table adds ${t.extra.join(' ') || '-'}`);
  }
  return lines.join('\n');
}
