// Small plane geometry for arrows: polylines as flat [x0, y0, x1, y1, ...] arrays, as Konva takes them.

export function length(points: number[]): number {
  let total = 0;
  for (let i = 2; i < points.length; i += 2) total += Math.hypot(points[i] - points[i - 2], points[i + 1] - points[i - 1]);
  return total;
}

/** The point at `distance` along the line, and the direction of the segment it lies on. */
export function pointAlong(points: number[], distance: number): { x: number; y: number; angle: number } {
  let left = Math.max(0, distance);
  for (let i = 2; i < points.length; i += 2) {
    const [x0, y0, x1, y1] = [points[i - 2], points[i - 1], points[i], points[i + 1]];
    const seg = Math.hypot(x1 - x0, y1 - y0);
    const angle = Math.atan2(y1 - y0, x1 - x0);
    if (left <= seg || i === points.length - 2) {
      const t = seg === 0 ? 0 : Math.min(1, left / seg);
      return { x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, angle };
    }
    left -= seg;
  }
  return { x: points[0] ?? 0, y: points[1] ?? 0, angle: 0 };
}

/** The part of the line from `from` to `to` (distances along it). */
export function slice(points: number[], from: number, to: number): number[] {
  const out: number[] = [];
  const a = pointAlong(points, from);
  out.push(a.x, a.y);
  let walked = 0;
  for (let i = 2; i < points.length; i += 2) {
    walked += Math.hypot(points[i] - points[i - 2], points[i + 1] - points[i - 1]);
    if (walked > from && walked < to) out.push(points[i], points[i + 1]);
  }
  const b = pointAlong(points, to);
  out.push(b.x, b.y);
  return out;
}

/** The line with `start` cut off its start and `end` off its end (never shorter than a stub). */
export function trim(points: number[], start: number, end: number): number[] {
  const total = length(points);
  const keep = Math.max(total - start - end, Math.min(total, 4));
  const from = Math.min(start, total - keep);
  return slice(points, from, from + keep);
}

/** The line moved sideways by `by` (to its right, in screen coordinates). */
export function offset(points: number[], by: number): number[] {
  const n = points.length;
  const angle = Math.atan2(points[n - 1] - points[1], points[n - 2] - points[0]);
  const dx = -Math.sin(angle) * by;
  const dy = Math.cos(angle) * by;
  return points.map((v, i) => (i % 2 === 0 ? v + dx : v + dy));
}

export function midpoint(points: number[]): { x: number; y: number; angle: number } {
  return pointAlong(points, length(points) / 2);
}
