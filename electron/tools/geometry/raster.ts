// The adjacency check of docs/map-geometry.md (step 7): a scanline rasteriser of our own (no canvas
// at build or test time) paints every province into a label grid, and two provinces are adjacent
// when their pixels meet along enough border.
import type { Ring } from './types';

export interface LabelGrid {
  width: number;
  height: number;
  /** 0 = no province; k + 1 = shapes[k]. */
  cells: Uint16Array;
  ids: string[];
  /** Pixels painted by more than one province (should stay near zero). */
  overlaps: number;
}

/** Pixel columns whose centres lie inside [x0, x1) on one row. */
function spanColumns(x0: number, x1: number, scale: number, width: number): [number, number] {
  const from = Math.max(0, Math.ceil(x0 * scale - 0.5));
  const to = Math.min(width, Math.ceil(x1 * scale - 0.5));
  return [from, to];
}

/** For every pixel row, the x where the rings cross the row's centre line (unsorted). */
function rowCrossings(rings: Ring[], scale: number, height: number): Map<number, number[]> {
  const rows = new Map<number, number[]>();
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xa, ya] = ring[j];
      const [xb, yb] = ring[i];
      if (ya === yb) continue;
      const top = Math.min(ya, yb);
      const bottom = Math.max(ya, yb);
      const first = Math.max(0, Math.ceil(top * scale - 0.5));
      const last = Math.min(height, Math.ceil(bottom * scale - 0.5));
      for (let r = first; r < last; r++) {
        const y = (r + 0.5) / scale;
        const x = xa + ((y - ya) * (xb - xa)) / (yb - ya);
        let list = rows.get(r);
        if (!list) rows.set(r, (list = []));
        list.push(x);
      }
    }
  }
  return rows;
}

/** Paint the shapes (even-odd rule, pixel centres) at `scale` pixels per board unit. */
export function rasterise(shapes: { id: string; rings: Ring[] }[], width: number, height: number, scale: number): LabelGrid {
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const cells = new Uint16Array(w * h);
  let overlaps = 0;
  shapes.forEach((shape, k) => {
    for (const [r, xs] of rowCrossings(shape.rings, scale, h)) {
      xs.sort((a, b) => a - b);
      for (let i = 0; i + 1 < xs.length; i += 2) {
        const [from, to] = spanColumns(xs[i], xs[i + 1], scale, w);
        for (let c = from; c < to; c++) {
          const at = r * w + c;
          if (cells[at] !== 0) overlaps++;
          cells[at] = k + 1;
        }
      }
    }
  });
  return { width: w, height: h, cells, ids: shapes.map((s) => s.id), overlaps };
}

/** Unordered pair key, ids sorted: `bel-nth`. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** How many pixel edges each pair of provinces shares (4-neighbourhood). */
export function borderLengths(grid: LabelGrid): Map<string, number> {
  const counts = new Map<number, number>();
  const n = grid.ids.length + 1;
  const { width: w, height: h, cells } = grid;
  const note = (a: number, b: number): void => {
    if (a === 0 || b === 0 || a === b) return;
    const key = a < b ? a * n + b : b * n + a;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const at = r * w + c;
      if (c + 1 < w) note(cells[at], cells[at + 1]);
      if (r + 1 < h) note(cells[at], cells[at + w]);
    }
  }
  const out = new Map<string, number>();
  for (const [key, count] of counts) {
    out.set(pairKey(grid.ids[Math.floor(key / n) - 1], grid.ids[(key % n) - 1]), count);
  }
  return out;
}

/** Raster scale of the check (2x), and the shared border (in raster pixels) that makes a neighbour. */
const CHECK_SCALE = 2;
const MIN_BORDER_PX = 2;

/** Adjacent pairs as drawn, sorted. */
export function drawnAdjacency(shapes: { id: string; rings: Ring[] }[], width: number, height: number): string[] {
  const lengths = borderLengths(rasterise(shapes, width, height, CHECK_SCALE));
  return [...lengths]
    .filter(([, len]) => len >= MIN_BORDER_PX)
    .map(([key]) => key)
    .sort();
}

export interface AdjacencyDiff {
  missing: string[];
  extra: string[];
}

export function compareAdjacency(drawn: string[], expected: string[]): AdjacencyDiff {
  const d = new Set(drawn);
  const e = new Set(expected);
  return {
    missing: [...e].filter((k) => !d.has(k)).sort(),
    extra: [...d].filter((k) => !e.has(k)).sort(),
  };
}
