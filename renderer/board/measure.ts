// How large the drawn board's pieces are on screen: every unit's box and mark, the smallest label,
// from the very shapes the view draws and the current zoom. The legibility test reads it through the
// board's test hook; a GM never sees it.
import type { SceneShapes, Shape } from '../../engine/index';

export interface DrawnUnit {
  hit: string;
  width: number;
  height: number;
  mark: string;
  markPx: number;
}

export interface DrawnSizes {
  scale: number;
  units: DrawnUnit[];
  /** The smallest province name, in screen pixels. */
  labelPx: number;
}

function box(s: Shape): { w: number; h: number } | null {
  if (s.t === 'circle') return { w: 2 * s.r, h: 2 * s.r };
  if (s.t !== 'poly') return null;
  const xs = s.points.filter((_, i) => i % 2 === 0);
  const ys = s.points.filter((_, i) => i % 2 === 1);
  return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

export function measureShapes(shapes: SceneShapes, scale: number): DrawnSizes {
  const units: DrawnUnit[] = [];
  shapes.pieces.forEach((s, i) => {
    if (s.t === 'text' || !s.hit || !/^d?unit:/.test(s.hit)) return;
    const b = box(s);
    const mark = shapes.pieces[i + 1];
    if (!b || mark?.t !== 'text') return;
    units.push({ hit: s.hit, width: b.w * scale, height: b.h * scale, mark: mark.text, markPx: mark.size * scale });
  });
  const labels = shapes.map.flatMap((s) => (s.t === 'text' ? [s.size] : []));
  return { scale, units, labelPx: Math.min(...labels) * scale };
}
