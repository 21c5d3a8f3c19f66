// Issue 32, line 2, in Chromium: orders typed with mistakes into the order box of a window in
// French, German or Italian are flagged with their reasons in that language, the places named as
// that language names them (Bourgogne, Burgund, Borgogna), and a line set aside by Enter keeps its
// reason in that language. Screenshots: docs/screenshots/reader-<lang>-flagged-1366.png.
import { describe, expect, it } from 'vitest';
import { docsPicture, hasChromium, NO_CHROMIUM, openGame, shown, SIZES, workstationForBlock } from './support';

/** The box's text: a misspelling read with a note, an unknown name, an order the board refuses. */
const TYPED = 'France:\nA Burgandy - Mar\nA Par - Xyzzy\nA Mar - Mun';

const EXPECTED = {
  fr: {
    note: '« Burgandy » lu comme Bourgogne',
    flag: 'aucune unité sur Bourgogne',
    error: "non compris : « Xyzzy » n'est pas une province",
    last: "l'armée sur Marseille ne peut pas atteindre Munich",
  },
  de: {
    note: '„Burgandy“ gelesen als Burgund',
    flag: 'keine Einheit in Burgund',
    error: 'nicht verstanden: „Xyzzy“ ist keine Provinz',
    last: 'die Armee in Marseille kann München nicht erreichen',
  },
  it: {
    note: '«Burgandy» letto come Borgogna',
    flag: 'nessuna unità in Borgogna',
    error: 'non compreso: «Xyzzy» non è una provincia',
    last: "l'armata in Marsiglia non può raggiungere Monaco",
  },
  en: {
    note: "read 'Burgandy' as Burgundy",
    flag: 'no unit in Burgundy',
    error: "not understood: 'Xyzzy' is not a province",
    last: 'the army in Marseilles cannot reach Munich',
  },
} as const;

describe.skipIf(!hasChromium)(`the reader's reasons in the GM's language (issue 32)${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  const s = workstationForBlock(SIZES.laptop);

  for (const lang of ['fr', 'de', 'it', 'en'] as const) {
    it(`${lang}: each flagged line's reason, and the line set aside by Enter`, async () => {
      const { page } = s;
      const w = EXPECTED[lang];
      await page.getByTestId('language').selectOption(lang);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await openGame(page, `Lecteur ${lang}`);
      const box = page.getByTestId('order-text');
      await box.click();
      await box.fill(TYPED);
      const diagnostics = page.getByTestId('diagnostics');
      const line = (typed: string) => diagnostics.locator('li', { has: page.locator('.text', { hasText: typed }) });
      await expect.poll(() => line('Burgandy').textContent()).toContain(w.note);
      expect(await line('Burgandy').getAttribute('data-status')).toBe('flagged');
      expect(await line('Burgandy').locator('.message.flag').textContent()).toBe(w.flag);
      expect(await line('Xyzzy').getAttribute('data-status')).toBe('error');
      expect(await line('Xyzzy').textContent()).toContain(w.error);
      expect(await line('Mun').locator('.message.flag').textContent()).toBe(w.last);
      if (lang !== 'en') {
        await docsPicture(page, `reader-${lang}-flagged-1366`);
      }
      // Enter at the end sets the flagged last line aside, with its reason as shown.
      await box.press('End');
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('not-filed').textContent()).toContain(w.last);
      await page.locator('header.toolbar button').first().click();
      await shown(page, 'game-list');
    }, 90_000);
  }
});
