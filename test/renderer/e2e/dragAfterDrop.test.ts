// Issue 25, item 5, in Chromium: a drag started 0, 50, 100 and 250 ms after a drop moves the unit
// (it used to pan the map while the first order was on its way), and neither order is lost. And a
// drag does not draw the outlines' layer again (its highlights are drawn with the pieces), as it
// did at the drag's start and end: the costliest layer of the board, in every drag.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameForBlock, hasChromium, invoke, NO_CHROMIUM, pointOf, SIZES } from './support';

type Point = { x: number; y: number };

async function dragBetween(page: Page, a: Point, b: Point): Promise<void> {
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 3 });
  await page.mouse.up();
}

const PAIRS: [number, [string, string], [string, string]][] = [
  [0, ['par', 'bur'], ['mar', 'spa']],
  [50, ['mun', 'ruh'], ['ber', 'sil']],
  [100, ['vie', 'gal'], ['bud', 'ser']],
  [250, ['mos', 'lvn'], ['war', 'ukr']],
];

describe.skipIf(!hasChromium)(`a drag right after a drop${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  const game = gameForBlock(SIZES.projector, 'Drag after drop');

  for (const [delay, first, second] of PAIRS) {
    it(`moves the unit when it starts ${delay} ms after the drop`, async () => {
      const { page, gameId } = game;
      const [a, b, c, d] = await Promise.all([pointOf(page, first[0]), pointOf(page, first[1]), pointOf(page, second[0]), pointOf(page, second[1])]);
      await dragBetween(page, a, b);
      // The interval under test: the second gesture starts this long after the first drop.
      if (delay > 0) await page.waitForTimeout(delay);
      await dragBetween(page, c, d);
      const moved = async () =>
        (await invoke<{ orders: { order: { kind: string; unit?: { province: string }; to?: string } }[] }>(page, 'game:phase', { gameId })).orders
          .filter((o) => o.order.kind === 'move')
          .map((o) => `${o.order.unit?.province}-${o.order.to}`);
      await expect.poll(moved).toEqual(expect.arrayContaining([`${first[0]}-${first[1]}`, `${second[0]}-${second[1]}`]));
      // The board did not pan: the first unit's province is where it was.
      expect(await pointOf(page, first[0])).toEqual(a);
    });
  }

  it('draws the pieces, not the outlines, when a drag lights up where a unit may go and puts it down', async () => {
    const { page, gameId } = game;
    const [a, b] = await Promise.all([pointOf(page, 'tri'), pointOf(page, 'alb')]);
    const t0 = await page.evaluate(() => performance.now());
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 3 });
    // The provinces the fleet may go to are lit (the pieces' layer drawn), then it is put down.
    await page.waitForFunction((t) => (window.__adjutantDraws ?? []).some((d) => d.start >= t && d.phase !== 'drag' && d.phase !== 'map'), t0);
    await page.mouse.move(b.x, b.y, { steps: 3 });
    await page.mouse.up();
    await expect
      .poll(async () =>
        (await invoke<{ orders: { order: { kind: string; to?: string } }[] }>(page, 'game:phase', { gameId })).orders.some((o) => o.order.to === 'alb'),
      )
      .toBe(true);
    const drawn = await page.evaluate((t) => (window.__adjutantDraws ?? []).filter((d) => d.start >= t).map((d) => d.phase), t0);
    expect(drawn.filter((p) => p === 'map')).toEqual([]);
    expect(drawn.filter((p) => p !== 'map' && p !== 'drag').length).toBeGreaterThanOrEqual(2);
  });
});
