// Issue 32, acceptance 3: the PDF report and order sheets in French, German and Italian. Each PDF is
// read back with pdftotext (the phase's name, the edition's province and power names, the headings in
// the language, and every letter outside ASCII that the page prints comes back), pdffonts lists every
// font as embedded, and pdftoppm turns the pages into PNG under test/artifacts/reports/ to look at
// (the French pages are copied to docs/screenshots/). Skipped, with the reason, without Chromium or poppler.
import { execFile, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeBrowser, findChromium, htmlToPdf } from '../../../electron/reports/pdf';
import type { ReportLanguage } from '../../../electron/reports/language';
import { orderSheets, phaseReport, setReportLanguage } from '../../../electron/service/index';
import { cleanUp, tempArchive, tempDir, value } from '../service/support';
import { notEmbeddedFonts, pdfTextOf } from './pdfRead';
import { battles } from './scenarios';

const poppler = ['pdffonts', 'pdftotext', 'pdftoppm'].every((tool) => spawnSync(tool, ['-v']).error === undefined);
const chromium = findChromium();
const why = chromium.ok && poppler ? '' : ` (skipped: ${!chromium.ok ? chromium.error : 'pdffonts, pdftotext and pdftoppm (poppler-utils) are not installed'})`;
const artifacts = new URL('../../artifacts/reports/', import.meta.url).pathname;

afterEach(cleanUp);
afterAll(closeBrowser);

/** The words each language's report must print (phase, headings, names of the edition). */
const EXPECTED: Record<Exclude<ReportLanguage, 'en'>, { report: string[]; sheets: string[] }> = {
  fr: {
    report: [
      'Printemps 1902, mouvements',
      'Ordres et résultats',
      'Unités délogées',
      'Centres de ravitaillement après',
      'Allemagne',
      'Belgique (Bel)',
      'A Mun - Bou',
      'soutien coupé',
      'Neutres',
    ],
    sheets: ['Ordres pour Printemps 1902, mouvements', 'Écrivez un ordre pour chaque unité.', 'Bourgogne', 'Allemagne', 'Remis à'],
  },
  de: {
    report: [
      'Frühjahr 1902, Bewegung',
      'Befehle und Ergebnisse',
      'Vertriebene Einheiten',
      'Versorgungszentren nach',
      'Österreich',
      'Türkei',
      'Belgien (Bel)',
      'A Mün - Bur',
      'Unterstützung unterbrochen',
    ],
    sheets: ['Befehle für Frühjahr 1902, Bewegung', 'Schreiben Sie einen Befehl für jede Einheit.', 'München', 'Türkei', 'Abgegeben um'],
  },
  it: {
    report: [
      'Primavera 1902, movimenti',
      'Ordini e risultati',
      'Unità sloggiate',
      'Centri di rifornimento dopo',
      'Germania',
      'Belgio (Bel)',
      'A Mun - Bor',
      'sostegno tagliato',
      'Neutrali',
    ],
    sheets: ['Ordini per Primavera 1902, movimenti', 'Scrivete un ordine per ogni unità.', 'Borgogna', 'Germania', 'Consegnato alle'],
  },
};

/** Every letter or sign outside ASCII in the text a page shows (the HTML less its styles and tags). */
function printedCharacters(html: string): string[] {
  const shown = html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  return [...new Set([...shown].filter((c) => c.charCodeAt(0) > 127 && /[\p{L}\p{P}]/u.test(c)))].sort();
}

/**
 * The PDF's text, the fonts pdffonts lists as not embedded, and its pages as PNG (kept to look at).
 * pdftoppm, the longest of the three, draws the pages while the other two read the file.
 */
async function readPdf(pdf: Uint8Array, name: string): Promise<{ text: string; notEmbedded: string[]; pages: string[] }> {
  const dir = tempDir();
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const ppm = new Promise<{ status: number | null; stderr: string }>((resolve) =>
    execFile('pdftoppm', ['-r', '80', '-png', file, join(dir, name)], { encoding: 'utf8' }, (e, _out, stderr) =>
      resolve({ status: e ? (typeof e.code === 'number' ? e.code : -1) : 0, stderr: e && !stderr ? e.message : stderr }),
    ),
  );
  const notEmbedded = notEmbeddedFonts(file);
  const text = pdfTextOf(file);
  const drawn = await ppm;
  expect(drawn.status, drawn.stderr).toBe(0);
  mkdirSync(artifacts, { recursive: true });
  const pages = readdirSync(dir).filter((f) => f.startsWith(name) && f.endsWith('.png'));
  for (const p of pages) copyFileSync(join(dir, p), join(artifacts, p));
  return { text: text.replace(/\s+/g, ' '), notEmbedded, pages: pages.map((p) => join(artifacts, p)) };
}

describe.skipIf(why !== '')(`the PDF report and order sheets in French, German and Italian${why}`, () => {
  for (const lang of ['fr', 'de', 'it'] as const) {
    it(`${lang}: every font embedded; the phase, the names and the headings in the language; every character back`, async () => {
      const archive = await tempArchive();
      const { gameId, seq } = await battles(archive);
      value(await setReportLanguage(archive, { gameId, language: lang }));
      const html = value(await phaseReport(archive, { gameId, seq, format: 'html' })).body;
      const sheets = value(await orderSheets(archive, { gameId, seq })).body;
      // The report and the sheets are printed (each on a page of its own) and read back side by side.
      const documents = [
        ['report', html, EXPECTED[lang].report],
        ['sheets', sheets, EXPECTED[lang].sheets],
      ] as const;
      const read = await Promise.all(documents.map(async ([kind, doc]) => readPdf(await htmlToPdf(doc), `report-${lang}-${kind}`)));
      for (const [i, [kind, doc, words]] of documents.entries()) {
        const pdf = read[i];
        expect(pdf.notEmbedded, `${lang} ${kind}: fonts not embedded`).toEqual([]);
        for (const w of words) expect(pdf.text, `${lang} ${kind}: ${w}`).toContain(w);
        const chars = printedCharacters(doc);
        expect(chars.length, `${lang} ${kind}: the page prints letters outside ASCII`).toBeGreaterThan(0);
        // Table headings are set in capitals (CSS), which print ß as SS: compared in capitals.
        const upper = pdf.text.toLocaleUpperCase(lang);
        expect(
          chars.filter((c) => !pdf.text.includes(c) && !upper.includes(c.toLocaleUpperCase(lang))),
          `${lang} ${kind}: characters that did not survive the PDF`,
        ).toEqual([]);
        expect(pdf.pages.length).toBeGreaterThan(0);
      }
    }, 120_000);
  }
});
