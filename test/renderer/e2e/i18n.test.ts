// Issue 32 in Chromium: the language chooser on the game list puts the whole window in French,
// German or Italian (and back to English); at 1366x768 the game list with the new-game form, the
// game screen and the adjudication preview show no clipped or overflowing label in any language
// (German is the longest). Screenshots: docs/screenshots/i18n-<lang>-<screen>-1366.png.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { docsPicture, hasChromium, invoke, NO_CHROMIUM, resizeTo, shown, SIZES, workstationForBlock } from './support';

const SAMPLES = fileURLToPath(new URL('../../electron/interchange/samples/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../electron/interchange/fixtures/', import.meta.url));

/** What each language shows on the new-game button, the toolbar's adjudicate button and the preview's back button. */
const WORDS = {
  fr: {
    newGame: 'Nouvelle partie',
    adjudicate: 'Résoudre (F9)',
    back: 'Retour aux ordres (Échap)',
    tab: 'Ordres',
    html: 'fr',
    phase: 'Printemps 1901, mouvements',
  },
  de: {
    newGame: 'Neue Partie',
    adjudicate: 'Auswerten (F9)',
    back: 'Zurück zu den Befehlen (Esc)',
    tab: 'Befehle',
    html: 'de',
    phase: 'Frühjahr 1901, Bewegung',
  },
  it: { newGame: 'Nuova partita', adjudicate: 'Risolvi (F9)', back: 'Torna agli ordini (Esc)', tab: 'Ordini', html: 'it', phase: 'Primavera 1901, movimenti' },
  en: { newGame: 'New game', adjudicate: 'Adjudicate (F9)', back: 'Back to orders (Esc)', tab: 'Orders', html: 'en', phase: 'Spring 1901 Movement' },
} as const;

/** Every visible control or label whose text is cut off: wider (or taller) than its box. */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, label, th, h1, h2, h3, legend, summary, option, .tabs *, .hint, .owed')) {
      const style = getComputedStyle(el);
      if (el.offsetParent === null || style.visibility === 'hidden' || el.closest('.sr-only')) continue;
      // Text that is meant to be ellipsed (a long game name) is not a fault.
      if (style.textOverflow === 'ellipsis') continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
        out.push(`${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 60)}`);
    }
    return out;
  });
}

/** The game list's controls whose box meets the "Adjutant" heading's (the tournaments and network buttons once covered it). */
function overHeading(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const h1 = document.querySelector('.games-head h1');
    if (!h1) return ['no heading'];
    const a = h1.getBoundingClientRect();
    const meets = (b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...document.querySelectorAll<HTMLElement>('button, input, select')]
      .filter((el) => el.offsetParent !== null && meets(el.getBoundingClientRect()))
      .map((el) => el.dataset.testid ?? el.textContent?.trim() ?? el.tagName);
  });
}

describe.skipIf(!hasChromium)(`the window in four languages (issue 32)${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  const s = workstationForBlock(SIZES.laptop);

  for (const lang of ['fr', 'de', 'it', 'en'] as const) {
    it(`${lang}: the game list, the new-game form, the game screen and the preview, nothing clipped`, async () => {
      const { page } = s;
      const w = WORDS[lang];
      await page.getByTestId('language').selectOption(lang);
      await expect.poll(() => page.getByTestId('new-game').textContent()).toBe(w.newGame);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(w.html);

      // Nothing lies over the heading, at either size (issue 32: German is long).
      for (const size of [SIZES.projector, SIZES.laptop]) {
        await resizeTo(page, size);
        expect(await overHeading(page), `over the heading at ${size.width}x${size.height}`).toEqual([]);
      }
      await page.getByTestId('new-game').click();
      await shown(page, 'new-game-form');
      await page.getByTestId('game-name').fill(`Partie ${lang}`);
      // The reports' language starts as the app's (issue 32).
      expect(await page.getByTestId('game-report-language').inputValue()).toBe(lang);
      expect(await clipped(page), 'clipped on the game list').toEqual([]);
      await docsPicture(page, `i18n-${lang}-new-game-1366`);
      await page.getByTestId('create-game').click();
      await shown(page, 'board');
      await expect.poll(() => page.getByTestId('adjudicate').textContent()).toBe(w.adjudicate);
      expect(await page.getByTestId('tab-orders').textContent()).toBe(w.tab);
      expect(await page.getByTestId('phase-name').textContent()).toBe(w.phase);
      expect(await clipped(page), 'clipped on the game screen').toEqual([]);
      await docsPicture(page, `i18n-${lang}-game-1366`);

      await page.keyboard.press('F9');
      await shown(page, 'preview');
      expect(await page.getByRole('button', { name: w.back }).count()).toBe(1);
      expect(await clipped(page), 'clipped in the preview').toEqual([]);
      await docsPicture(page, `i18n-${lang}-preview-1366`);
      await page.keyboard.press('Escape');
      await page.getByTestId('preview').waitFor({ state: 'detached' });
      await page.locator('header.toolbar button').first().click();
      await shown(page, 'game-list');
    }, 60_000);
  }

  for (const size of [SIZES.laptop, SIZES.projector]) {
    it(`the game list at ${size.width}x${size.height}: nothing over the heading (screenshot)`, async () => {
      const { page } = s;
      await page.getByTestId('language').selectOption('de');
      await page.setViewportSize(size);
      await shown(page, 'game-list');
      expect(await overHeading(page)).toEqual([]);
      await docsPicture(page, `game-list-de-${size.width}`);
      await page.setViewportSize(SIZES.laptop);
      await page.getByTestId('language').selectOption('en');
    });
  }

  it('a refusal of the service is worded whole in the chosen language, its particulars in it, no English in brackets (screenshots)', async () => {
    const { page } = s;
    const refusals = [
      ['fr', SIZES.laptop, "Une partie nommée « Partie fr » est déjà dans l'archive"],
      ['de', SIZES.projector, 'Eine Partie namens „Partie fr“ ist bereits im Archiv'],
    ] as const;
    for (const [lang, size, want] of refusals) {
      await page.getByTestId('language').selectOption(lang);
      await page.setViewportSize(size);
      await page.getByTestId('new-game').click();
      await page.getByTestId('game-name').fill('Partie fr');
      await page.getByTestId('create-game').click();
      const alert = page.getByTestId('new-game-form').getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe(want);
      expect(await alert.textContent()).not.toMatch(/already|archive\)|\(/);
      await docsPicture(page, `refusal-${lang}-${size.width}`);
      await page.keyboard.press('Escape');
    }
    await page.setViewportSize(SIZES.laptop);
    await page.getByTestId('language').selectOption('os');
    await expect.poll(() => page.getByTestId('new-game').textContent()).toBe('New game');
    expect(await invoke<{ total: number }>(page, 'game:list', {})).toMatchObject({ total: 4 });
  });

  it("a faulty MILA, Judge or jDip file: the reader's reason (worded from its data) and the differences worded whole, no English in brackets (screenshots)", async () => {
    const { page } = s;
    const questions: string[] = [];
    const answer = (d: Dialog) => {
      questions.push(d.message());
      void d.dismiss();
    };
    page.on('dialog', answer);
    const mila = JSON.parse(readFileSync(join(SAMPLES, 'mila-game.json'), 'utf8')) as { phases: { orders: Record<string, string[]> }[] };
    // An order the reader cannot read: its message names the provinces it could mean, in the language.
    mila.phases[0].orders.FRANCE = ['A PAR - BU'];
    // A jDip saved game whose World lacks a field: the Java class named as jDip names it, inside an Italian sentence.
    const jdip = gzipSync(
      gunzipSync(readFileSync(join(FIXTURES, 'jdip-game-1.jdip')))
        .toString('utf8')
        .replace("field='turnStates'", "field='turnStatez'"),
    );
    const history = readFileSync(join(SAMPLES, 'judge-history.txt'), 'utf8');
    const cut = history.slice(0, history.indexOf('Austria: Army Budapest -> Serbia.') + 'Austria: Army Budapest'.length);
    const differs = history.replace('Austria: Army Vienna -> Galicia.  (*bounce*)', 'Austria: Army Vienna -> Galicia.');
    const cases = [
      [
        'fr',
        SIZES.laptop,
        'mila.json',
        JSON.stringify(mila),
        'mila.json : La sauvegarde MILA : phases[0].orders.FRANCE[0] : « A PAR - BU » est illisible : non compris : « BU » peut être Budapest, Bulgarie ',
      ],
      ['de', SIZES.projector, 'cut.txt', cut, 'cut.txt: Der Judge-Verlauf: Zeile 31: Die Datei endet mitten im Befehl „Army Budapest“ von '],
      ['it', SIZES.laptop, 'world.jdip', jdip, 'world.jdip: Il salvataggio di jDip: World i0 (riga 5, colonna '],
    ] as const;
    for (const [i, [lang, size, name, text, want]] of cases.entries()) {
      await page.getByTestId('language').selectOption(lang);
      await page.setViewportSize(size);
      await page
        .getByTestId('import-file')
        .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: typeof text === 'string' ? Buffer.from(text) : text });
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain(want);
      expect(await alert.textContent(), 'no English, in brackets or not').not.toMatch(/\b(the|is|not|line|power|map|order|file|stop|nothing)\b/);
      await docsPicture(page, `import-${lang}-${size.width}`);
      // A file Adjutant rules otherwise: the confirmation lists the differences in the language.
      await page.getByTestId('import-file').setInputFiles({ name: 'demo.txt', mimeType: 'text/plain', buffer: Buffer.from(differs) });
      await expect.poll(() => questions.length).toBe(i + 1);
      expect(questions.at(-1)).toContain(
        {
          fr: "S1901M (ligne 32) : Austria: Army Vienna -> Galicia.: le fichier indique aucune mention (l'ordre tient) ; Adjutant donne (*rebond*)",
          de: 'S1901M (Zeile 32): Austria: Army Vienna -> Galicia.: ',
          it: 'S1901M (riga 32): Austria: Army Vienna -> Galicia.: ',
        }[lang],
      );
      expect(questions.at(-1)).not.toMatch(/no flag|bounce|line 32/);
    }
    page.off('dialog', answer);
    await page.setViewportSize(SIZES.laptop);
    await page.getByTestId('language').selectOption('os');
    expect(await invoke<{ total: number }>(page, 'game:list', {})).toMatchObject({ total: 4 });
  });
});
