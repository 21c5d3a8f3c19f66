// The history chain's check on the game screen (issue 30 line 8), in Chromium against the browser
// host: the History tab's head reads game:historyCheck, "History verified through Fall 1901
// Movement" for a game played here, "History does not verify from Spring 1901 Movement (orders
// differ)" for one whose archive row was edited behind Adjutant's back (plain SQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Archive } from '../../../electron/archive/db';
import { adjudicatePhase, createGame, submitOrders } from '../../../electron/service/index';
import { SPRING_1901 } from '../../electron/service/support';
import { hasChromium, NO_CHROMIUM, openWorkstation, picture, type Session, shown, SIZES } from './support';

async function played(archive: Archive, name: string): Promise<number> {
  const gameId = (await createGame(archive, { name })) as { ok: true; value: { id: number } };
  await submitOrders(archive, { gameId: gameId.value.id, text: SPRING_1901 });
  await adjudicatePhase(archive, { gameId: gameId.value.id });
  return gameId.value.id;
}

async function prepare(archive: Archive): Promise<void> {
  await played(archive, 'Kept');
  const bent = await played(archive, 'Bent');
  archive.db
    .prepare(
      "UPDATE submissions SET raw_text = replace(raw_text, 'F lon - nth', 'F lon - eng') WHERE phase_id = (SELECT id FROM phases WHERE game_id = ? AND seq = 0)",
    )
    .run(bent);
}

/** Opens a game from the game list on its History tab; the tab's check line. */
async function historyOf(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name }).click();
  await shown(page, 'board');
  await page.getByTestId('tab-history').click();
  return page.getByTestId('history-check');
}

/** Back to the game list (the toolbar's first button). */
async function toList(page: Page): Promise<void> {
  await page.locator('header.toolbar button').first().click();
  await shown(page, 'game-list');
}

describe.skipIf(!hasChromium)(`the history check on the game screen${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  // One window and one archive for both sizes: the check reads the archive, which nothing here changes.
  let s: Session | undefined;
  beforeAll(async () => {
    s = await openWorkstation(SIZES.laptop, prepare);
  });
  afterAll(async () => {
    await s?.close();
  });

  for (const [size, suffix] of [
    [SIZES.laptop, '1366'],
    [SIZES.projector, '1920'],
  ] as const) {
    it(`shows a verified history and names the phase where an edited one breaks (${suffix})`, async () => {
      const { page } = s!;
      await page.setViewportSize(size);
      const kept = await historyOf(page, 'Kept');
      await expect.poll(() => kept.textContent()).toContain('History verified through Fall 1901 Movement');
      await picture(page, `chain-verified-${suffix}`);
      await toList(page);
      const bent = await historyOf(page, 'Bent');
      await expect.poll(() => bent.textContent()).toContain('History does not verify from Spring 1901 Movement (orders differ)');
      await picture(page, `chain-broken-${suffix}`);
      await toList(page);
    });
  }
});
