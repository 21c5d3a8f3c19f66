// A board drawn for play, not for geography (issue 19): the conic projection, then the plane
// squeezed outside the crowded heart of the board. Inside a core box (Brest to Sevastopol,
// Edinburgh to Naples) nothing changes; beyond each of its edges distances shrink by `squeeze`, so
// Russia's east, Scandinavia's north, Iberia's west and Africa take less room and the fit to the
// playing area draws the Low Countries, Denmark and the Balkans larger. Each axis is mapped on its
// own, continuously and strictly increasing, so every province keeps its neighbours (the build's
// adjacency check says so) and the map can be inverted, which the build needs to find the frame
// in longitude and latitude.
import type { GeoProjection } from 'd3-geo';
import type { Pair } from './types';

export interface Squeeze {
  /** Longitude and latitude of two opposite corners of the core box (south-west, north-east). */
  core: [Pair, Pair];
  /** How much of a distance beyond the core is kept (1: all of it). */
  squeeze: number;
  /** Scale applied afterwards, about the core's centre, and where that centre lands on the board. */
  scale: number;
  at: Pair;
}

function squeezeAxis(v: number, lo: number, hi: number, c: number): number {
  return v < lo ? lo - (lo - v) * c : v > hi ? hi + (v - hi) * c : v;
}

function unsqueezeAxis(v: number, lo: number, hi: number, c: number): number {
  return v < lo ? lo - (lo - v) / c : v > hi ? hi + (v - hi) / c : v;
}

export function squeezed(base: GeoProjection, s: Squeeze): GeoProjection {
  const [a, b] = s.core.map((p) => base(p) as Pair);
  const [x0, x1] = [Math.min(a[0], b[0]), Math.max(a[0], b[0])];
  const [y0, y1] = [Math.min(a[1], b[1]), Math.max(a[1], b[1])];
  const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
  const forward = (p: Pair): Pair | null => {
    const q = base(p);
    if (!q) return null;
    const x = squeezeAxis(q[0], x0, x1, s.squeeze);
    const y = squeezeAxis(q[1], y0, y1, s.squeeze);
    return [s.at[0] + (x - cx) * s.scale, s.at[1] + (y - cy) * s.scale];
  };
  const invert = (p: Pair): Pair | null => {
    const x = unsqueezeAxis(cx + (p[0] - s.at[0]) / s.scale, x0, x1, s.squeeze);
    const y = unsqueezeAxis(cy + (p[1] - s.at[1]) / s.scale, y0, y1, s.squeeze);
    return base.invert!([x, y]) as Pair | null;
  };
  return Object.assign(forward, { invert }) as unknown as GeoProjection;
}
