// Issue 32, line 2, in Chromium: the order box of a French game reads French as the service files
// it. Lines typed in French, with a misspelling or two, are filed (none is set aside in "not
// filed") and shown normalised in the orders list; the same lines in an English-only game are set
// aside, as the service would not read them. Screenshot: docs/screenshots/entry-french-game-1366.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docsPicture, hasChromium, invoke, NO_CHROMIUM, shown, SIZES, workstationForBlock } from './support';

/** Typed from a French slip: Bourgone and Manshe are misspelt, Bou is the French abbreviation. */
const TYPED = ['A Paris - Bourgone', 'A Marseille soutient A Par - Bou', 'F Brest - Manshe'];
const SHOWN = ['A Par - Bur', 'A Mar S A Par - Bur', 'F Bre - Eng'];

const ordersText = async (page: Page) => (await page.getByTestId('orders').textContent()) ?? '';

async function openNew(page: Page, name: string, languages: string[]): Promise<number> {
  const g = await invoke<{ id: number }>(page, 'game:create', { name, languages });
  await page.getByRole('button', { name }).click();
  await shown(page, 'board');
  return g.id;
}

/**
 * Each line put in the box and Enter pressed, as a GM does at the end of a line: what is checked is
 * how the line is read and filed, not the keys that wrote it (typing is entry.test.ts's), so the
 * line is filled rather than typed key by key (about 21 ms of Chromium's CPU a key).
 */
async function typeLines(page: Page): Promise<void> {
  await page.getByTestId('entry-power').selectOption('France');
  const box = page.getByTestId('order-text');
  for (const line of TYPED) {
    await box.fill(line);
    await box.press('End');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
  }
}

describe.skipIf(!hasChromium)(`the order box reads the game's languages (issue 32)${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  const s = workstationForBlock(SIZES.laptop);

  it('a French game: French lines typed with mistakes are filed, and shown normalised', async () => {
    const { page } = s;
    const gameId = await openNew(page, 'Partie lue en français', ['fr']);
    await typeLines(page);
    await expect.poll(() => invoke<{ orders: unknown[] }>(page, 'game:phase', { gameId }).then((p) => p.orders.length)).toBe(3);
    for (const shown of SHOWN) await expect.poll(() => ordersText(page)).toContain(shown);
    expect(await page.getByTestId('not-filed').count()).toBe(0);
    await docsPicture(page, 'entry-french-game-1366');
    await page.locator('header.toolbar button').first().click();
    await shown(page, 'game-list');
  }, 90_000);

  it('an English-only game: the same lines are set aside, not filed', async () => {
    const { page } = s;
    const gameId = await openNew(page, 'English only', []);
    await typeLines(page);
    await expect.poll(() => page.getByTestId('not-filed').textContent()).toContain('Bourgone');
    const notFiled = (await page.getByTestId('not-filed').textContent()) ?? '';
    for (const line of TYPED) expect(notFiled).toContain(line);
    expect((await invoke<{ orders: unknown[] }>(page, 'game:phase', { gameId })).orders).toEqual([]);
  }, 90_000);
});
