// The results' marks (bounce bars, crosses, dislodged badges) as one Konva node. A commit's answer
// brings dozens of them at once, and react-konva making and destroying one node per line and circle
// was about as long as React's render of the whole board (docs/PERFORMANCE.md). None stands for
// anything (no `hit`), so the node does not listen. It paints each shape exactly as ShapeNode's
// Line and Circle would (same order, same canvas calls): the same pixels.
import { memo } from 'react';
import { Shape as KonvaShape } from 'react-konva';
import type Konva from 'konva';
import type { Shape } from '../../engine/index';

/** Whether every shape can be drawn by `MarksNode` (lines and circles, none that listens). */
export function drawableAsMarks(shapes: readonly Shape[]): boolean {
  return shapes.every((s) => (s.t === 'poly' || s.t === 'circle') && !s.hit);
}

/** All of `list` (lines and circles) in one node; drawn again only when the list changed (`useSameShapes`). */
export const MarksNode = memo(function MarksNode({ list }: { list: [string, Shape][] }) {
  if (list.length === 0) return null;
  return <KonvaShape sceneFunc={(context) => drawMarks(context, list)} listening={false} perfectDrawEnabled={false} />;
});

function drawMarks(context: Konva.Context, list: [string, Shape][]) {
  const c = context._context;
  for (const [, s] of list) {
    if ((s.t !== 'poly' && s.t !== 'circle') || s.opacity === 0) continue;
    c.save();
    c.lineJoin = 'round';
    // Konva draws a circle at (0, 0), moved to (x, y) by its node's transform.
    if (s.t === 'circle') c.translate(s.x, s.y);
    if (s.opacity !== undefined && s.opacity !== 1) c.globalAlpha = s.opacity;
    c.beginPath();
    if (s.t === 'circle') {
      c.arc(0, 0, Math.abs(s.r), 0, Math.PI * 2, false);
      c.closePath();
    } else {
      c.moveTo(s.points[0], s.points[1]);
      for (let n = 2; n < s.points.length; n += 2) c.lineTo(s.points[n], s.points[n + 1]);
      if (s.closed) c.closePath();
    }
    if ((s.t === 'circle' || s.closed) && s.fill) {
      c.fillStyle = s.fill;
      c.fill();
    }
    if (s.stroke && s.width) {
      c.lineCap = 'round';
      if (s.dash) c.setLineDash(s.dash as number[]);
      c.lineWidth = s.width;
      c.strokeStyle = s.stroke;
      c.stroke();
    }
    c.restore();
  }
}
