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
  /** Each province name's box, in screen pixels from the board's origin (its width estimated from the letters). */
  labels: { text: string; x: number; y: number; width: number; height: number }[];
}

/** A name's width in a sans-serif face: about 0.55 of its size a letter (bold capitals run wider). */
const TEXT_WIDTH = 0.55;

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
  const texts = shapes.map.flatMap((s) => (s.t === 'text' ? [s] : []));
  const labels = texts.map((s) => {
    const width = s.text.length * s.size * TEXT_WIDTH * scale;
    const height = s.size * scale;
    return { text: s.text, x: s.x * scale - width / 2, y: s.y * scale - height / 2, width, height };
  });
  return { scale, units, labelPx: Math.min(...texts.map((s) => s.size)) * scale, labels };
}
