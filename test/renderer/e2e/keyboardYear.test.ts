// Issue 25, item 8, in Chromium: a whole game year with the keyboard alone: orders typed, each
// phase previewed and committed (F9, Tab to the confirmation, Space, Tab to Commit, Enter), a
// retreat and a build typed, then the last commit mended (undone, with a reason). No mouse.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameForBlock, hasChromium, invoke, NO_CHROMIUM, shown, SIZES } from './support';
import { allFiled, typeLines } from './steps';

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);

/** Presses Tab until the control `testId` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let n = 0; n < 60; n++) {
    if ((await focused(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

async function typeOrders(page: Page, text: string): Promise<void> {
  await page.keyboard.press('/');
  await expect.poll(() => focused(page)).toBe('order-text');
  // Each line's text as one input, then Enter (steps.ts): no mouse; what this file tests (the
  // shortcuts, Tab, Space and Enter through a year) is pressed key by key.
  await typeLines(page, text.replace(/\n$/, ''));
  await allFiled(page, expect);
}

async function commitPhase(page: Page, name: string, next: string): Promise<void> {
  await page.keyboard.press('F9');
  await shown(page, 'preview');
  expect(await page.getByTestId('preview-phase').textContent()).toBe(name);
  await tabTo(page, 'commit-confirm');
  await page.keyboard.press('Space');
  await tabTo(page, 'commit');
  await page.keyboard.press('Enter');
  await page.getByTestId('preview').waitFor({ state: 'detached' });
  // The board shows the results; Ctrl+→ goes on to the phase to play.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+ArrowRight');
  await expect.poll(() => page.getByTestId('phase-name').textContent()).toBe(next);
}

describe.skipIf(!hasChromium)(`a game year with the keyboard alone${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  const game = gameForBlock(SIZES.laptop, 'Keyboard year');

  // [test, orders typed, the phase committed, the phase to play next]
  const PHASES: [string, string, string, string][] = [
    [
      'Spring: orders typed, committed',
      'France:\nA par - bur\nA mar - spa\nGermany:\nA mun - ruh\nA ber - mun\n',
      'Spring 1901 Movement',
      'Fall 1901 Movement',
    ],
    [
      'Fall: a supported attack dislodges the army in Burgundy',
      'France:\nA bur H\nA spa H\nGermany:\nA ruh - bur\nA mun S A ruh - bur\nF kie - den\n',
      'Fall 1901 Movement',
      'Fall 1901 Retreat',
    ],
    ['Retreat: typed', 'France:\nA bur - par\n', 'Fall 1901 Retreat', 'Winter 1901 Adjustment'],
  ];
  for (const [title, orders, phase, next] of PHASES)
    it(title, async () => {
      await typeOrders(game.page, orders);
      await commitPhase(game.page, phase, next);
    });

  it('Winter: a build typed', async () => {
    const { page, gameId } = game;
    await typeOrders(page, 'Germany:\nBuild A kie\n');
    await commitPhase(page, 'Winter 1901 Adjustment', 'Spring 1902 Movement');
    const g = await invoke<{ position: { units: { power: string; province: string }[] } }>(page, 'game:get', { gameId });
    expect(g.position.units).toEqual(expect.arrayContaining([expect.objectContaining({ power: 'Germany', province: 'kie' })]));
    expect(g.position.units).toEqual(expect.arrayContaining([expect.objectContaining({ power: 'France', province: 'par' })]));
  });

  it('Mending: the last commit undone, with a reason', async () => {
    const { page } = game;
    await page.keyboard.press('Escape');
    await page.keyboard.press('4');
    // The mend tab comes as a chunk the first time it opens, and its undo button is enabled once the
    // game's last commit has been read: the person sees it arrive, then tabs to it (Tab skips a
    // control not there yet or disabled, and cycles through the rest of the screen).
    await page.waitForSelector('[data-testid=undo-commit]:enabled');
    await tabTo(page, 'undo-commit');
    await page.keyboard.press('Enter');
    await tabTo(page, 'reason');
    await page.keyboard.insertText('the build was for Berlin');
    await tabTo(page, 'reason-confirm');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('phase-name').textContent()).toBe('Winter 1901 Adjustment');
  });
});
