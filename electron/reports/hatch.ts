// Hatching of an area as plain line segments, worked out here rather than left to an SVG <pattern>
// or clip-path: Chromium prints a pattern as a 72 dpi bitmap and cuts clipped lines into megabytes
// of path, while these segments print as a few kilobytes of sharp vector lines.

type Pt = [number, number];

/** The closed rings of an absolute M/L/Z path (the board's province outlines). */
export function rings(d: string): Pt[][] {
  const out: Pt[][] = [];
  let ring: Pt[] = [];
  for (const m of d.matchAll(/([MLZ])([^MLZ]*)/gi)) {
    const cmd = m[1].toUpperCase();
    if (cmd === 'M' && ring.length) out.push(ring);
    if (cmd === 'M') ring = [];
    const n = m[2]
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    for (let i = 0; i + 1 < n.length; i += 2) ring.push([n[i], n[i + 1]]);
    if (cmd === 'Z' && ring.length) {
      out.push(ring);
      ring = [];
    }
  }
  if (ring.length) out.push(ring);
  return out;
}

/**
 * Where lines `spacing` apart at `angle` degrees lie inside the rings (even-odd), as segments
 * [x1, y1, x2, y2]. The lines sit on one grid for every area, so neighbouring areas' hatching meets.
 */
export function hatchSegments(areas: Pt[][], angle: number, spacing: number): number[][] {
  const a = (angle * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  // In the turned frame the lines run along u at fixed v.
  const turned = areas.map((r) => r.map(([x, y]): Pt => [x * c + y * s, -x * s + y * c]));
  const vs = turned.flat().map((p) => p[1]);
  const out: number[][] = [];
  for (let v = Math.ceil(Math.min(...vs) / spacing) * spacing; v <= Math.max(...vs); v += spacing) {
    const us: number[] = [];
    for (const r of turned) {
      for (let i = 0; i < r.length; i++) {
        const [p, q] = [r[i], r[(i + 1) % r.length]];
        if (p[1] <= v !== q[1] <= v) us.push(p[0] + ((v - p[1]) / (q[1] - p[1])) * (q[0] - p[0]));
      }
    }
    us.sort((x, y) => x - y);
    for (let i = 0; i + 1 < us.length; i += 2) {
      if (us[i + 1] - us[i] < 1) continue;
      out.push([us[i] * c - v * s, us[i] * s + v * c, us[i + 1] * c - v * s, us[i + 1] * s + v * c]);
    }
  }
  return out;
}

/** Dots `spacing` apart along the segments, on the same grid for every area. */
export function dotsAlong(segments: number[][], angle: number, spacing: number): Pt[] {
  const a = (angle * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const out: Pt[] = [];
  for (const [x1, y1, x2, y2] of segments) {
    const [u1, u2] = [x1 * c + y1 * s, x2 * c + y2 * s].sort((p, q) => p - q);
    const v = -x1 * s + y1 * c;
    for (let u = Math.ceil(u1 / spacing) * spacing + spacing / 2; u < u2; u += spacing) out.push([u * c - v * s, u * s + v * c]);
  }
  return out;
}

const f = (n: number) => String(Math.round(n * 10) / 10);

/** Segments as one SVG path's data. */
export function segmentsPath(segments: number[][]): string {
  return segments.map(([x1, y1, x2, y2]) => `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`).join('');
}

/** Dots as one SVG path's data: zero-length strokes, drawn round by a round line cap. */
export function dotsPath(dots: Pt[]): string {
  return dots.map(([x, y]) => `M${f(x)} ${f(y)}h0`).join('');
}
