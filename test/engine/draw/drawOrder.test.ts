// Results are drawn above the units (issue 19, item 1): every arrow, support, hold ring and result
// mark comes after every unit in the shapes the view draws, so no decisive arrow hides under a unit;
// and a dislodged unit's mark is a filled badge, not a ring that reads as another power's unit.
import { describe, expect, it } from 'vitest';
import { standardGeometry } from '../../../engine/draw/geometry';
import { buildScene } from '../../../engine/draw/scene';
import { sceneShapes } from '../../../engine/draw/shapes';
import { standardMap } from '../../../engine/map/standard';
import { fixtures } from '../../renderer/harness/fixtures';

const map = standardMap();

describe('drawing order', () => {
  for (const f of fixtures(map)) {
    it(`draws orders and results above the units (${f.name})`, () => {
      const { pieces } = sceneShapes(buildScene({ geometry: standardGeometry, position: f.position, orders: f.orders, results: f.results }));
      const lastUnit = pieces.findLastIndex((s) => s.t !== 'text' && /^d?unit:/.test(s.hit ?? ''));
      const firstOrder = pieces.findIndex((s) => s.t !== 'text' && /^arrow:/.test(s.hit ?? ''));
      if (firstOrder >= 0) expect(firstOrder).toBeGreaterThan(lastUnit);
    });
  }

  it('marks a dislodged unit with a filled badge, no dashed ring', () => {
    const f = fixtures(map).find((x) => x.results?.some((r) => r.dislodgedBy));
    expect(f).toBeDefined();
    const scene = buildScene({ geometry: standardGeometry, position: f!.position, orders: f!.orders, results: f!.results });
    const mark = scene.marks.find((m) => m.kind === 'dislodged')!;
    const { pieces } = sceneShapes(scene);
    const badge = pieces.filter((s) => s.t === 'circle' && s.fill === '#d0202a');
    expect(badge.length).toBeGreaterThan(0);
    expect(pieces.some((s) => s.t === 'circle' && s.dash && Math.hypot(s.x - mark.x, s.y - mark.y) < 1)).toBe(false);
  });
});
