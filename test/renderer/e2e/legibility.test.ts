// Issue 19, item 1, in Chromium: a board a room can read. Measured from the drawn scene at the
// board's fit (window.__adjutantBoard.sizes): units at least 20 px across at 1366x768 and 28 px at
// 1920x1080, each with its power's two-letter mark; province names at least 10 and 14 px; the key
// and the supply-center counts on the board. Screenshots of a phase with its results, at both
// sizes, with `npm run screenshots`, go to test/artifacts/ (and a deuteranopia simulation of each when ImageMagick is there).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Position } from '../../../engine/types';
import { confirmCommit, hasChromium, NO_CHROMIUM, picture, resizeTo, screenshot, SCREENSHOTS, settled, shown, SIZES, workstationForBlock } from './support';

const ORDERS = `France:\nA par - bur\nA mar S A par - bur\nF bre - eng\nGermany:\nA bur H\nA mun - ruh\nF kie - hol\nRussia:\nF sev - bla\nA war - gal\nTurkey:\nF ank - bla\nAustria:\nA vie - gal\nA bud S A vie - gal\nItaly:\nA ven - tyr\nEngland:\nF lon - nth\nF edi - nwg\nA lvp - yor`;

/** ImageMagick's colour matrix for deuteranopia (Machado 2009, severity 1, applied to sRGB as an approximation). */
const DEUTERANOPIA = '0.367322 0.860646 -0.227968 0.280085 0.672501 0.047413 -0.011820 0.042940 0.968881';

interface Sizes {
  scale: number;
  units: { hit: string; width: number; height: number; mark: string; markPx: number }[];
  labelPx: number;
}

const sizes = (page: Page) => page.evaluate(() => (window as unknown as { __adjutantBoard: { sizes(): Sizes } }).__adjutantBoard.sizes());

function simulateDeuteranopia(png: string): void {
  try {
    execFileSync('convert', [png, '-color-matrix', DEUTERANOPIA, png.replace(/\.png$/, '-deuteranopia.png')]);
  } catch {
    // ImageMagick is optional here: the palette test checks the colours themselves.
  }
}

describe.skipIf(!hasChromium)(`a board a room can read${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  let page: Page;
  workstationForBlock(SIZES.laptop, async (p) => {
    page = p;
    // Spring 1901 with a German army in Burgundy, so France can dislodge it.
    await page.evaluate(async (orders) => {
      const a = window.adjutant!;
      const seed = await a.invoke('game:create', { name: 'Seed' });
      if (!seed.ok) throw new Error(seed.error.message);
      const position = seed.value.position as Position;
      position.units.push({ power: 'Germany', type: 'A', province: 'bur', coast: null });
      const g = await a.invoke('game:create', { name: 'Legible', position });
      if (!g.ok) throw new Error(g.error.message);
      const sent = await a.invoke('orders:submit', { gameId: g.value.id, text: orders });
      if (!sent.ok) throw new Error(sent.error.message);
    }, ORDERS);
    await page.getByRole('button', { name: 'Legible' }).click();
    await shown(page, 'board');
  });

  for (const [size, unitPx, labelPx] of [
    ['laptop', 20, 10],
    ['projector', 28, 14],
  ] as const) {
    it(`draws units of at least ${unitPx} px with their power's mark, names of at least ${labelPx} px (${SIZES[size].width}x${SIZES[size].height})`, async () => {
      await resizeTo(page, SIZES[size]);
      await page.keyboard.press('Escape');
      await page.getByTestId('board').focus();
      await page.keyboard.press('f');
      // Measured once the fit is drawn: the board's scale and box the same over three frames.
      await settled(page);
      const drawn = await sizes(page);
      expect(drawn.units.length).toBe(23);
      const smallest = Math.min(...drawn.units.map((u) => Math.min(u.width, u.height)));
      expect(smallest).toBeGreaterThanOrEqual(unitPx);
      expect(new Set(drawn.units.map((u) => u.mark))).toEqual(new Set(['Au', 'En', 'Fr', 'Ge', 'It', 'Ru', 'Tu']));
      expect(Math.min(...drawn.units.map((u) => u.markPx))).toBeGreaterThanOrEqual(unitPx / 2);
      expect(drawn.labelPx).toBeGreaterThanOrEqual(labelPx);
      await picture(page, `board-orders-${SIZES[size].width}`);
    });
  }

  it('shows the key and the supply-center counts, and the results over the units after adjudication', async () => {
    await resizeTo(page, SIZES.laptop);
    expect(await page.getByTestId('sc-France').textContent()).toBe('3');
    await page.keyboard.press('F9');
    await confirmCommit(page);
    await page.getByTestId('tab-results').click();
    await shown(page, 'results');
    expect(await page.getByTestId('results').textContent()).toMatch(/dislodged/);
    // Who made these results, from the game's log (issue 29 item 4): this window's GM.
    expect(await page.getByTestId('results-by').textContent()).toMatch(/^Adjudicated by gm · \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
    // Units without orders stay in the results, with what became of them.
    expect(await page.getByTestId('results-unordered').textContent()).toMatch(/Austria\s*F Trieste: holds/);
    // The colour-blind pictures are for people to look at (nothing reads them): only when asked, and
    // the window goes to 1920x1080 for them only then.
    if (SCREENSHOTS)
      for (const size of ['laptop', 'projector'] as const) {
        await resizeTo(page, SIZES[size]);
        simulateDeuteranopia(await screenshot(page, `board-results-${SIZES[size].width}`));
      }
    const legend = (await page.getByTestId('legend').textContent()) ?? '';
    for (const word of ['army', 'fleet', 'support', 'bounced', 'dislodged', 'England']) expect(legend).toContain(word);
  });
});
