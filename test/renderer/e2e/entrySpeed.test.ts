// Issue 25, item 1, in Chromium: a flagged line never swallows what follows. At 4, 20 and 50 keys a
// second: a flagged line then two powers' blocks, a flagged line in the middle of a block, two
// flagged lines in a row, a pasted sheet with flagged lines (then more typing). Every good line is
// filed under its power; each flagged line is set aside on its own, with its reason.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, invoke, NO_CHROMIUM, openGame, screenshot, SIZES, workstationForBlock } from './support';

interface Filed {
  power: string;
  order: { unit?: { province: string } };
}

const filed = async (page: Page, gameId: number) =>
  (await invoke<{ orders: Filed[] }>(page, 'game:phase', { gameId })).orders.map((o) => `${o.power} ${o.order.unit?.province}`).sort();
const notFiled = (page: Page) => page.getByTestId('not-filed-line').allTextContents();
const box = (page: Page) => page.getByTestId('order-text');

describe.skipIf(!hasChromium)(`a flagged line never swallows what follows${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  const ws = workstationForBlock(SIZES.laptop);
  let page: Page;
  beforeAll(() => {
    page = ws.page;
  });

  for (const rate of [4, 20, 50]) {
    describe(`at ${rate} keys a second`, () => {
      const delay = 1000 / rate;
      let gameId: number;
      const expected: string[] = [];
      const held: string[] = [];
      /** Types `text`, then waits until the box is empty and every expected order is filed. */
      const typeAndCheck = async (text: string, orders: string[], flagged: string[]) => {
        await page.keyboard.type(text, { delay });
        expected.push(...orders);
        held.push(...flagged);
        await expect.poll(() => box(page).inputValue()).toBe('');
        await expect.poll(() => filed(page, gameId)).toEqual([...expected].sort());
        const shown = await notFiled(page);
        expect(shown).toHaveLength(held.length);
        held.forEach((line, i) => expect(shown[i]).toContain(line));
      };

      beforeAll(async () => {
        await page.reload();
        gameId = await openGame(page, `Typed at ${rate} keys a second`);
        await box(page).waitFor();
        await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'order-text');
      });

      it('a flagged line, then two powers’ blocks', async () => {
        await typeAndCheck(
          'a spa h\nGermany:\nA mun h\nA ber h\nTurkey:\nA con h\nF ank h\n',
          ['Germany mun', 'Germany ber', 'Turkey con', 'Turkey ank'],
          ['a spa h'],
        );
        expect((await notFiled(page))[0]).toMatch(/no unit in spa/i);
      });

      it('a flagged line in the middle of a block', async () => {
        await typeAndCheck('Austria:\nA vie h\na spa h\nA bud h\n', ['Austria vie', 'Austria bud'], ['a spa h']);
      });

      it('two flagged lines in a row', async () => {
        await typeAndCheck('Italy:\na spa h\nA gal h\nA ven h\nA rom h\n', ['Italy ven', 'Italy rom'], ['a spa h', 'A gal h']);
        expect((await notFiled(page))[3]).toContain('no unit in Galicia');
      });

      it('a pasted sheet with flagged lines, then more typing', async () => {
        await box(page).focus();
        await page.keyboard.insertText('England:\nF lon h\na spa h\nF edi h\nFrance:\nA mun h\nA par h');
        await page.keyboard.press('Control+Enter');
        await typeAndCheck('Russia:\nA mos h\n', ['England lon', 'England edi', 'France par', 'Russia mos'], ['a spa h', 'A mun h']);
        const shown = await notFiled(page);
        expect(shown[4]).toContain('England');
        expect(shown[5]).toContain("the army in Munich is Germany's, not France's");
        if (rate === 20) {
          await screenshot(page, 'entry-04-not-filed-1366');
          await page.setViewportSize(SIZES.projector);
          await screenshot(page, 'entry-04-not-filed-1920');
          await page.setViewportSize(SIZES.laptop);
        }
      });
    });
  }
});
