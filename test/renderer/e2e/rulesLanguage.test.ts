// Issue 32, line 1, in Chromium: the rules panel's options (titles, questions, choices and
// explanations, from the engine's catalogue) in French, German and Italian; the search box finds
// an option by its words in the app's language; at 1366x768 no title, choice or explanation is cut
// off (German is the longest). Screenshots: docs/screenshots/i18n-<lang>-rules-1366.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { docsPicture, hasChromium, NO_CHROMIUM, shown, SIZES, workstationForBlock } from './support';

type Options = Record<string, { title: string; alternatives: Record<string, { label: string; explanation: string }> }>;
const optionsOf = (lang: 'fr' | 'de' | 'it') => (CATALOGUES[lang].rulesText as { options: Options }).options;

/** A word of 4.E.3's title (implicit orders) in each language, for the search box. */
const SEARCH = { fr: 'implicites', de: 'stillschweigende', it: 'impliciti' } as const;

/** The panel's texts whose box is narrower (or lower) than their words: cut off. */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="rules"] :is(h2, h3, legend, strong, .hint, .explanation, .preferred, button)')]
      .filter((el) => el.offsetParent !== null && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2))
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 60)}`),
  );
}

describe.skipIf(!hasChromium)(`the rule options in the app's language${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  const s = workstationForBlock(SIZES.laptop);

  for (const lang of ['fr', 'de', 'it'] as const) {
    it(`${lang}: every option worded, found by a word of the language, nothing cut off`, async () => {
      const { page } = s;
      await page.getByTestId('language').selectOption(lang);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await page.getByTestId('new-game').click();
      await page.getByTestId('game-name').fill(`Règles ${lang}`);
      await page.getByTestId('create-game').click();
      await shown(page, 'board');
      await page.getByTestId('open-rules').click();
      await shown(page, 'rules');
      const options = optionsOf(lang);
      expect(await page.locator('[data-option]').count()).toBe(Object.keys(options).length);
      const first = page.locator('[data-option="4.A.1"]');
      await expect.poll(() => first.locator('legend').textContent()).toBe(`4.A.1 ${options['4_A_1'].title}`);
      const alt = options['4_A_1'].alternatives['all-routes-disrupted'];
      expect(await first.locator('.alternative').nth(1).locator('.explanation').textContent()).toBe(alt.explanation);
      expect(await cutOff(page), `${lang}: cut off`).toEqual([]);
      await docsPicture(page, `i18n-${lang}-rules-1366`);

      await page.getByTestId('rules-search').fill(SEARCH[lang]);
      await expect.poll(() => page.locator('[data-option]').count()).toBe(1);
      expect(await page.locator('[data-option="4.E.3"] legend').textContent()).toBe(`4.E.3 ${options['4_E_3'].title}`);
      expect(await cutOff(page), `${lang}: cut off`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByTestId('rules').waitFor({ state: 'detached' });
      await page.locator('header.toolbar button').first().click();
      await shown(page, 'game-list');
    }, 60_000);
  }
});
