// Issue 32, acceptance 4: the PDF's fonts cover every character of the four languages. A page in
// the reports' own style (pageCss) carries every character used in resources/i18n/*.json plus the
// localised editions' names (Bourgogne, Österreich, Ärmelkanal, Mer Égée, œ, ß); pdffonts must list
// every font as embedded, and pdftotext must give every character back (a glyph missing from the
// fonts comes back as nothing or as a replacement). Skipped, with the reason, without Chromium or poppler.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { pageCss } from '../../../electron/reports/htmlParts';
import { closeBrowser, findChromium, htmlToPdf } from '../../../electron/reports/pdf';
import de from '../../../resources/i18n/de.json';
import en from '../../../resources/i18n/en.json';
import fr from '../../../resources/i18n/fr.json';
import italian from '../../../resources/i18n/it.json';
import { cleanUp, tempDir } from '../service/support';
import { notEmbeddedFonts, pdfTextOf } from './pdfRead';

const poppler = spawnSync('pdffonts', ['-v']).error === undefined && spawnSync('pdftotext', ['-v']).error === undefined;
const chromium = findChromium();
const why = chromium.ok && poppler ? '' : ` (skipped: ${!chromium.ok ? chromium.error : 'pdffonts and pdftotext (poppler-utils) are not installed'})`;

afterEach(cleanUp);
afterAll(closeBrowser);

const NAMES = ['Bourgogne', 'Mer Égée', 'Côte nord', 'œuvre', 'Österreich', 'Ärmelkanal', 'Südküste', 'Großmacht', 'Rückzug', 'città', 'Borgogna', 'perché'];

/** Every letter and sign (not ASCII) the catalogues use: what a report or screen in these languages may print. */
function charactersOf(tree: unknown, into = new Set<string>()): Set<string> {
  if (typeof tree === 'string') for (const c of tree) if (c.charCodeAt(0) > 127 && /[\p{L}\p{P}]/u.test(c)) into.add(c);
  if (tree && typeof tree === 'object') for (const v of Object.values(tree)) charactersOf(v, into);
  return into;
}

describe.skipIf(why !== '')(`the PDF's fonts cover the four languages${why}`, () => {
  it('embeds every font, and every accented letter comes back from the PDF as it went in', async () => {
    const chars = [...charactersOf([en, fr, de, italian])].sort();
    expect(chars).toEqual(expect.arrayContaining(['é', 'è', 'à', 'ü', 'ö', 'ä', 'ß', 'Ü', 'ò', '«', '»', '„', '“']));
    const words = [...NAMES, chars.join(' ')];
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><style>${pageCss()}</style></head><body>${words.map((w) => `<p>${w}</p>`).join('')}<h2>${NAMES.join(' · ')}</h2></body></html>`;
    const file = join(tempDir(), 'fonts.pdf');
    writeFileSync(file, await htmlToPdf(html));

    expect(notEmbeddedFonts(file), 'fonts not embedded').toEqual([]);

    const back = pdfTextOf(file);
    for (const name of NAMES) expect(back, name).toContain(name);
    const lost = chars.filter((c) => !back.includes(c));
    expect(lost, 'characters that did not survive the PDF').toEqual([]);
  }, 60_000);
});
