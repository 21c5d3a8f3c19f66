// Small planar helpers over polygon-clipping's shapes: areas, containment, distances.
import type { MultiPolygon, Pair, Polygon, Ring } from './types';

/** Signed area (shoelace); the sign follows the ring's winding. */
function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  }
  return sum / 2;
}

/** Area of a polygon: its outer ring less its holes. */
export function polygonArea(polygon: Polygon): number {
  let area = Math.abs(ringArea(polygon[0]));
  for (let i = 1; i < polygon.length; i++) area -= Math.abs(ringArea(polygon[i]));
  return area;
}

/** Crossing-number test (even-odd). */
export function pointInRing(p: Pair, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(p: Pair, polygon: Polygon): boolean {
  if (!pointInRing(p, polygon[0])) return false;
  for (let i = 1; i < polygon.length; i++) if (pointInRing(p, polygon[i])) return false;
  return true;
}

export function pointInMulti(p: Pair, multi: MultiPolygon): boolean {
  return multi.some((polygon) => pointInPolygon(p, polygon));
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boxOf(multi: MultiPolygon): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const polygon of multi) {
    for (const [x, y] of polygon[0]) {
      if (x < box.minX) box.minX = x;
      if (y < box.minY) box.minY = y;
      if (x > box.maxX) box.maxX = x;
      if (y > box.maxY) box.maxY = y;
    }
  }
  return box;
}

export function boxesNear(a: Box, b: Box, margin: number): boolean {
  return a.minX - margin <= b.maxX && b.minX - margin <= a.maxX && a.minY - margin <= b.maxY && b.minY - margin <= a.maxY;
}

/** Closest point to p on segment ab. */
function closestOnSegment(p: Pair, a: Pair, b: Pair): Pair {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return [a[0] + t * dx, a[1] + t * dy];
}

export function distance(a: Pair, b: Pair): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

/** Distance from p to the nearest edge of any ring of the shape. */
export function distanceToBoundary(p: Pair, multi: MultiPolygon): number {
  let best = Infinity;
  for (const polygon of multi) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const d = distance(p, closestOnSegment(p, ring[i - 1], ring[i]));
        if (d < best) best = d;
      }
    }
  }
  return best;
}

/** Smallest distance between two shapes' boundaries (vertex to edge, both ways); 0 when they overlap. */
export function shapeDistance(a: MultiPolygon, b: MultiPolygon): number {
  let best = Infinity;
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const polygon of from) {
      for (const ring of polygon) {
        for (const p of ring) {
          if (pointInMulti(p, to)) return 0;
          best = Math.min(best, distanceToBoundary(p, to));
        }
      }
    }
  }
  return best;
}

/** The polygons as a list of one-polygon shapes, largest first (ties keep input order). */
export function partsBySize(multi: MultiPolygon): Polygon[] {
  return multi
    .map((polygon, index) => ({ polygon, index, area: polygonArea(polygon) }))
    .sort((x, y) => y.area - x.area || x.index - y.index)
    .map((entry) => entry.polygon);
}
