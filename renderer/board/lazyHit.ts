// A layer's hit canvas (Konva draws every listening shape a second time, in its key colour, for
// hit tests) drawn when a hit test asks for it, not at every drawing of the layer: a commit redraws
// the pieces with the results, and the pointer may not touch the board before the next commit. The
// first hit test after a drawing draws it, so what a test hits is always what is on screen.
import type Konva from 'konva';

type HitDraw = Konva.Layer['drawHit'];
type Intersection = Konva.Layer['getIntersection'];

/** Defers `layer`'s hit drawing to its next hit test; the answer undoes it. */
export function drawHitWhenAsked(layer: Konva.Layer): () => void {
  const own = { drawHit: layer.drawHit, getIntersection: layer.getIntersection };
  let stale = true;
  const drawHit: HitDraw = function (this: Konva.Layer, canvas, top) {
    // A drawing into another canvas (a cache, an export) is made at once.
    if (canvas) return own.drawHit.call(this, canvas, top);
    stale = true;
    return this;
  };
  const getIntersection: Intersection = function (this: Konva.Layer, pos) {
    if (stale) {
      stale = false;
      own.drawHit.call(this);
    }
    return own.getIntersection.call(this, pos);
  };
  Object.assign(layer, { drawHit, getIntersection });
  return () => {
    // The prototype's methods again.
    delete (layer as Partial<Record<'drawHit' | 'getIntersection', unknown>>).drawHit;
    delete (layer as Partial<Record<'drawHit' | 'getIntersection', unknown>>).getIntersection;
  };
}
