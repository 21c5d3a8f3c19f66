// Orphan fragments: parts of a province's Voronoi share that hold none of its seeds (a cell reaching
// across a bay or a ridge of land). Each goes to the same-kind neighbour it shares most border with.
import { pointInPolygon, polygonArea, type Box } from './polygons';
import type { Pair, Polygon } from './types';

export interface Piece {
  /** Engine province id, or null for land cut off by a neutral seed (impassable). */
  province: string | null;
  polygon: Polygon;
  kind: 'land' | 'sea';
  zone: string;
  orphan: boolean;
  box: Box;
}

/** Probe distance (px) off an edge's midpoint to see who lies across it. */
const PROBE = 0.01;

function inBox(p: Pair, box: Box): boolean {
  return p[0] >= box.minX && p[0] <= box.maxX && p[1] >= box.minY && p[1] <= box.maxY;
}

/** Who lies across one edge of the orphan, or null. */
function across(a: Pair, b: Pair, orphan: Piece, pieces: Piece[]): string | null {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const mid: Pair = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const normal: Pair = [(-(b[1] - a[1]) / len) * PROBE, ((b[0] - a[0]) / len) * PROBE];
  let probe: Pair = [mid[0] + normal[0], mid[1] + normal[1]];
  if (pointInPolygon(probe, orphan.polygon)) probe = [mid[0] - normal[0], mid[1] - normal[1]];
  for (const piece of pieces) {
    if (piece === orphan || piece.orphan || piece.province === null || piece.kind !== orphan.kind) continue;
    if (piece.province === orphan.province || !inBox(probe, piece.box)) continue;
    if (pointInPolygon(probe, piece.polygon)) return piece.province;
  }
  return null;
}

/** The same-kind province sharing the longest border with the orphan (ties: smallest id), or null. */
function longestBorderNeighbour(orphan: Piece, pieces: Piece[]): string | null {
  const shared = new Map<string, number>();
  for (const ring of orphan.polygon) {
    for (let i = 1; i < ring.length; i++) {
      const len = Math.hypot(ring[i][0] - ring[i - 1][0], ring[i][1] - ring[i - 1][1]);
      if (len < 1e-9) continue;
      const who = across(ring[i - 1], ring[i], orphan, pieces);
      if (who !== null) shared.set(who, (shared.get(who) ?? 0) + len);
    }
  }
  let best: string | null = null;
  for (const [id, len] of [...shared].sort(([x], [y]) => (x < y ? -1 : 1))) {
    if (best === null || len > shared.get(best)!) best = id;
  }
  return best;
}

/**
 * Largest orphans first; an orphan touching only other orphans waits for a later pass, and one that
 * never finds a neighbour stays with the province whose cell it came from.
 */
export function assignOrphans(pieces: Piece[]): void {
  let pending = pieces
    .map((piece, index) => ({ piece, index, area: polygonArea(piece.polygon) }))
    .filter(({ piece }) => piece.orphan)
    .sort((x, y) => y.area - x.area || x.index - y.index)
    .map(({ piece }) => piece);
  while (pending.length > 0) {
    const waiting: Piece[] = [];
    for (const orphan of pending) {
      const target = longestBorderNeighbour(orphan, pieces);
      if (target === null) waiting.push(orphan);
      else {
        orphan.province = target;
        orphan.orphan = false;
      }
    }
    if (waiting.length === pending.length) {
      for (const orphan of waiting) orphan.orphan = false;
      break;
    }
    pending = waiting;
  }
}
