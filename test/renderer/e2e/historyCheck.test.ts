// The history chain's check on the game screen (issue 30 line 8), in Chromium against the browser
// host: the History tab's head reads game:historyCheck, "History verified through Fall 1901
// Movement" for a game played here, "History does not verify from Spring 1901 Movement (orders
// differ)" for one whose archive row was edited behind Adjutant's back (plain SQL).
import { describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { adjudicatePhase, createGame, submitOrders } from '../../../electron/service/index';
import { SPRING_1901 } from '../../electron/service/support';
import { hasChromium, NO_CHROMIUM, openWorkstation, screenshot, SIZES } from './support';

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

describe.skipIf(!hasChromium)(`the history check on the game screen${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  for (const [size, suffix] of [
    [SIZES.laptop, '1366'],
    [SIZES.projector, '1920'],
  ] as const) {
    it(`shows a verified history and names the phase where an edited one breaks (${suffix})`, async () => {
      const s = await openWorkstation(size, prepare);
      try {
        const { page } = s;
        await page.getByRole('button', { name: 'Kept' }).click();
        await page.getByTestId('board').waitFor();
        await page.getByTestId('tab-history').click();
        const line = page.getByTestId('history-check');
        await expect.poll(() => line.textContent()).toContain('History verified through Fall 1901 Movement');
        await screenshot(page, `chain-verified-${suffix}`);
        await page.goto(page.url());
        await page.getByRole('button', { name: 'Bent' }).click();
        await page.getByTestId('board').waitFor();
        await page.getByTestId('tab-history').click();
        await expect.poll(() => line.textContent()).toContain('History does not verify from Spring 1901 Movement (orders differ)');
        await screenshot(page, `chain-broken-${suffix}`);
      } finally {
        await s.close();
      }
    });
  }
});
