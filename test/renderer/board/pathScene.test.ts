// Provinces' outlines drawn without Konva's Path (renderer/board/pathScene.ts): every outline of
// every shipped board makes the very canvas calls Konva's Path makes for it, in the same order, so
// the board and its hit canvas are the same pixels; path data it does not read goes to Konva's Path.
import { describe, expect, it } from 'vitest';
import type Konva from 'konva';
import { Path } from 'konva/lib/shapes/Path';
import { boardGeometry } from '../../../engine/draw/boards';
import { SHIPPED_BOARDS } from '../../../engine/draw/boardFiles';
import { pathScene, pathSteps } from '../../../renderer/board/pathScene';

/** A canvas context that writes down what is drawn with it. */
function recorder(): { calls: unknown[][]; context: Konva.Context } {
  const calls: unknown[][] = [];
  const note =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push([name, ...args.map((a) => (a instanceof Path || (typeof a === 'object' && a !== null) ? 'shape' : a))]);
  const context = Object.fromEntries(
    ['beginPath', 'moveTo', 'lineTo', 'closePath', 'bezierCurveTo', 'quadraticCurveTo', 'ellipse', 'fillStrokeShape', 'strokeShape'].map((n) => [n, note(n)]),
  );
  return { calls, context: context as unknown as Konva.Context };
}

function konvaCalls(d: string, fill?: string): unknown[][] {
  const path = new Path({ data: d, fill, stroke: '#000' });
  const r = recorder();
  (path as unknown as { _sceneFunc(c: Konva.Context): void })._sceneFunc(r.context);
  return r.calls;
}

function ownCalls(d: string, fill?: string): unknown[][] {
  const scene = pathScene(d);
  if (!scene) throw new Error(`not read: ${d.slice(0, 40)}`);
  const r = recorder();
  scene(r.context, new Path({ fill, stroke: '#000' }));
  return r.calls;
}

describe('outlines drawn without Konva’s Path', () => {
  it('every outline of every shipped board is drawn with the calls Konva’s Path makes', () => {
    let outlines = 0;
    for (const id of SHIPPED_BOARDS) {
      const g = boardGeometry(id);
      if (!g) throw new Error(`no geometry for ${id}`);
      const paths = [...Object.values(g.provinces).map((p) => p.path), ...(g.impassable ?? [])];
      for (const d of paths) {
        expect(pathSteps(d), `${id}: ${d.slice(0, 40)}`).not.toBeNull();
        expect(ownCalls(d, '#abc')).toEqual(konvaCalls(d, '#abc'));
        outlines++;
      }
    }
    expect(outlines).toBeGreaterThan(700);
  });

  it('reads moves, lines and closes as SVG does: a move’s further pairs are lines; commas and spaces alike', () => {
    expect(pathSteps('M1 2 3 4,5.5 -6e1Z M 7,8 L9 10 Z')).toEqual([0, 1, 2, 1, 3, 4, 1, 5.5, -60, 2, 0, 7, 8, 1, 9, 10, 2]);
    for (const d of ['M1 2 3 4 5 6Z', 'M1 2L3 4', 'M0 0L10 0 10 10Z']) expect(ownCalls(d)).toEqual(konvaCalls(d));
    for (const d of ['M0 0L10 0 10 10', 'M0 0L10 0']) expect(ownCalls(d, '#abc')).toEqual(konvaCalls(d, '#abc'));
  });

  it('leaves to Konva’s Path what it does not read: curves, arcs, relative steps, odd numbers, stray text', () => {
    for (const d of ['M0 0C1 2 3 4 5 6Z', 'M0 0 A5 5 0 0 1 10 10', 'm1 1l2 2z', 'M0 0H5V5Z', 'M1 2 3Z', 'L1 2', 'M1 2 x 3 4', 'M1 2Z 3 4', '']) {
      expect(pathSteps(d), d).toBeNull();
      expect(pathScene(d), d).toBeNull();
    }
  });
});
