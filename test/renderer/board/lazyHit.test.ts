// The pieces layer's hit canvas drawn for the next hit test rather than with every drawing
// (renderer/board/lazyHit.ts), on a stand-in layer that counts the drawings.
import { describe, expect, it } from 'vitest';
import type Konva from 'konva';
import { drawHitWhenAsked } from '../../../renderer/board/lazyHit';

class FakeLayer {
  hits = 0;
  into: unknown[] = [];
  drawHit(canvas?: unknown): this {
    if (canvas) this.into.push(canvas);
    else this.hits++;
    return this;
  }
  getIntersection(pos: { x: number; y: number }): string {
    return `shape at ${pos.x},${pos.y} after ${this.hits} hit drawings`;
  }
  draw(): this {
    this.drawHit();
    return this;
  }
}

describe('the hit canvas drawn when asked', () => {
  it('a drawing leaves it for the next hit test, which draws it once', () => {
    const layer = new FakeLayer();
    const undo = drawHitWhenAsked(layer as unknown as Konva.Layer);
    layer.draw();
    layer.draw();
    expect(layer.hits).toBe(0);
    expect(layer.getIntersection({ x: 1, y: 2 })).toBe('shape at 1,2 after 1 hit drawings');
    expect(layer.getIntersection({ x: 3, y: 4 })).toBe('shape at 3,4 after 1 hit drawings');
    layer.draw();
    expect(layer.hits).toBe(1);
    expect(layer.getIntersection({ x: 5, y: 6 })).toBe('shape at 5,6 after 2 hit drawings');
    undo();
    layer.draw();
    expect(layer.hits).toBe(3);
  });

  it('a drawing into another canvas (a cache, an export) is made at once', () => {
    const layer = new FakeLayer();
    drawHitWhenAsked(layer as unknown as Konva.Layer);
    layer.drawHit('cache canvas');
    expect(layer.into).toEqual(['cache canvas']);
  });

  it('the first hit test after the layer is set up draws it (nothing drawn yet counts as stale)', () => {
    const layer = new FakeLayer();
    drawHitWhenAsked(layer as unknown as Konva.Layer);
    expect(layer.getIntersection({ x: 0, y: 0 })).toBe('shape at 0,0 after 1 hit drawings');
  });
});
