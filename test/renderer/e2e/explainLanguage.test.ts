// Issue 32, line 1, in Chromium: the adjudicator's explanations in the window's language. The
// adjudicate dialog's preview and the Results tab word each result in French (a bounce with its
// strengths, an illegal order with its reason, the places as the French edition names them), then in
// German once the GM picks German. Screenshots: docs/screenshots/explain-{fr-*-1366,de-*-1920}.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsPicture, hasChromium, invoke, NO_CHROMIUM, openGame, openWorkstation, type Session, shown, SIZES } from './support';

const SPRING = 'France\nA Par - Bur\nA Mar - Bur\nF Bre - Par\nGermany\nA Mun - Bur\nA Ber - Kie\nF Kie - Den';
const FALL = 'Germany\nA Kie - Hol\nF Den - Swe\nRussia\nA War - Gal\nF Sev - Arm\nAustria\nA Vie - Gal\nA Bud - Gal';

/** Opens the adjudicate dialog; the text of its results. */
async function adjudicatePreview(page: Page): Promise<string> {
  await page.getByTestId('adjudicate').click();
  const preview = page.getByTestId('preview').getByTestId('results');
  await preview.waitFor();
  return (await preview.textContent()) ?? '';
}

describe.skipIf(!hasChromium)(`explanations in the window's language (issue 32)${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  let s: Session;
  let gameId: number;
  beforeAll(async () => {
    s = await openWorkstation(SIZES.laptop);
    await s.page.getByTestId('language').selectOption('fr');
    await s.page.waitForFunction(() => document.documentElement.lang === 'fr');
    gameId = await openGame(s.page, 'Explications');
    await invoke(s.page, 'orders:submit', { gameId, text: SPRING });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('French: the adjudicate dialog and the Results tab', async () => {
    const { page } = s;
    const said = await adjudicatePreview(page);
    expect(said).toContain('A Par - Bur rebondit : attaque 1 contre A Mar (1) et A Mun (1).');
    expect(said).toContain("F Bre - Par est illégal : une flotte ne peut pas aller vers Paris, qui est à l'intérieur des terres.");
    // The powers as the French edition names them.
    expect(await page.getByTestId('preview').locator('.results h3').allTextContents()).toEqual(['Allemagne', 'France']);
    expect(said).not.toMatch(/\bbounces\b|\bis illegal\b|\bmoves\b/);
    await docsPicture(s.page, 'explain-fr-adjudicate-1366');
    await page.getByTestId('commit-confirm').check();
    await page.getByTestId('commit').click();
    await page.getByTestId('preview').waitFor({ state: 'detached' });
    await page.getByTestId('tab-results').click();
    const results = page.getByTestId('results');
    await expect.poll(() => results.textContent()).toContain('A Mun - Bur rebondit : attaque 1 contre A Par (1) et A Mar (1).');
    expect(await results.textContent()).toContain('A Ber - Kie avance.');
    await docsPicture(s.page, 'explain-fr-results-1366');
  }, 120_000);

  it('German, once chosen: the Results tab and the adjudicate dialog at 1920x1080', async () => {
    const { page } = s;
    await page.setViewportSize(SIZES.projector);
    // The language is chosen on the game list: back to it, and the game opened again.
    await page.locator('header.toolbar button').first().click();
    await shown(page, 'game-list');
    await page.getByTestId('language').selectOption('de');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('button', { name: 'Explications' }).click();
    await shown(page, 'board');
    // The game opens at Fall 1901: Spring 1901 is looked at from the history.
    await page.getByTestId('tab-history').click();
    await page.getByTestId('history').locator('li button').first().click();
    await page.getByTestId('tab-results').click();
    const results = page.getByTestId('results');
    await expect.poll(() => results.textContent()).toContain('A Mun - Bur prallt ab: Angriff 1 gegen A Par (1) und A Mar (1).');
    expect(await results.textContent()).toContain('F Bre - Par ist unzulässig: eine Flotte kann nicht nach Paris ziehen, denn das liegt im Binnenland');
    await docsPicture(s.page, 'explain-de-results-1920');
    await invoke(page, 'orders:submit', { gameId, text: FALL });
    // Back to the phase being played, from the history.
    await page.getByTestId('tab-history').click();
    await page.getByTestId('history').locator('li button').last().click();
    const said = await adjudicatePreview(page);
    expect(said).toContain('A Vie - Gal prallt ab: Angriff 1 gegen A Bud (1) und A War (1).');
    expect(said).toContain('F Sev - Arm zieht.');
    await docsPicture(s.page, 'explain-de-adjudicate-1920');
    await page.keyboard.press('Escape');
    await page.getByTestId('preview').waitFor({ state: 'detached' });
  }, 120_000);
});
