// PDF and PNG through headless Chromium: each PDF is turned into PNG pages with pdftoppm and looked
// at (pages there, not blank) and read back with pdftotext (the orders and outcomes are in it).
// Copies of the pages go to test/artifacts/reports/ for a person to look at (pdfPages.ts). Without
// Chromium or poppler these tests are skipped, with the reason; the missing-Chromium error is tested
// always. The command line's PDF and PNG, and the variants' boards, are in pdfBoards.test.ts.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { closeBrowser, htmlToPdf, RenderError, svgToPng } from '../../../electron/reports/pdf';
import { mapSvg, orderSheets, phaseReport } from '../../../electron/service/index';
import { cleanUp, tempArchive, tempDir, value } from '../service/support';
import { artifacts, canRender, look, why } from './pdfPages';
import { readPng, isPng } from './png';
import { adjustments, battles, drawVotes } from './scenarios';

// One archive with the battles of Spring 1902 for the tests that print it (read only): made once,
// closed after the file's last test.
afterAll(cleanUp);
afterAll(closeBrowser);

let battlesOnce: Promise<{ archive: Archive; gameId: number; seq: number; html: string }> | undefined;
const played = () =>
  (battlesOnce ??= (async () => {
    const archive = await tempArchive();
    const { gameId, seq } = await battles(archive);
    return { archive, gameId, seq, html: value(await phaseReport(archive, { gameId, seq, format: 'html' })).body };
  })());

/** One PDF page in greyscale (pdftoppm -gray, a binary PGM). */
function greyPage(pdf: string, page: number, dpi: number): { width: number; height: number; pixels: Uint8Array } {
  const out = spawnSync('pdftoppm', ['-f', String(page), '-l', String(page), '-r', String(dpi), '-gray', pdf], { maxBuffer: 64 << 20 });
  expect(out.status, String(out.stderr)).toBe(0);
  const head = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(out.stdout.subarray(0, 32).toString('latin1'));
  expect(head, 'a binary PGM').toBeTruthy();
  const [width, height] = [Number(head![1]), Number(head![2])];
  return { width, height, pixels: new Uint8Array(out.stdout.subarray(head![0].length)) };
}

/** The widest span, in pixels, between the first and last dark pixel of a row, over rows from..to (shares of the height). */
function widestInk(page: { width: number; height: number; pixels: Uint8Array }, from: number, to: number): number {
  let widest = 0;
  for (let y = Math.round(page.height * from); y < page.height * to; y++) {
    const row = page.pixels.subarray(y * page.width, (y + 1) * page.width);
    const first = row.findIndex((v) => v < 200);
    const last = row.findLastIndex((v) => v < 200);
    if (first >= 0) widest = Math.max(widest, last - first + 1);
  }
  return widest;
}

describe('PDF and PNG', () => {
  it.skipIf(!canRender)(`a phase report as PDF: the map on the first page, every order with its outcome${why}`, async () => {
    const { html } = await played();
    const pdf = await htmlToPdf(html, { footer: 'Battles - Spring 1902 Movement' });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const pages = look(pdf, 'phase-report');
    expect(pages.count).toBeGreaterThanOrEqual(1);
    expect(pages.ink[0]).toBeGreaterThan(0.25); // the map
    for (const ink of pages.ink) expect(ink).toBeGreaterThan(0.005);
    for (const words of [
      'Spring 1902 Movement',
      'A Pic - Par',
      'bounced: 1 against 1 with A Par S A Bur',
      'was cut by A Pic - Par',
      'moved: 2 against 1, dislodging A Bur',
      'bounced: 2 against 2 with A Pie - Mar',
      'F Nth C A Yor - Nwy',
      'Belgium (Bel)',
      'Supply centers after Spring 1902 Movement',
      'Rules: 2000 rulebook (DATC 2.4).',
      'page 1 of',
    ]) {
      expect(pages.text).toContain(words);
    }
  });

  it.skipIf(!canRender)(`the map has page 1 to itself and fills the printable width of A4 and of Letter${why}`, async () => {
    const { html } = await played();
    for (const [paper, size, minWidthMm] of [
      ['A4', /Page size:\s+595.* x 842.* \(A4\)/, 182],
      ['Letter', /Page size:\s+612 x 792/, 188],
    ] as const) {
      const dir = tempDir();
      const file = join(dir, `${paper}.pdf`);
      writeFileSync(file, await htmlToPdf(html, { paper }));
      expect(spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout).toMatch(size);
      // The text read once: pdftotext ends each page with a form feed.
      const [first, second] = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout.split('\f');
      expect(first).toContain('Spring 1902 Movement');
      expect(first).toContain('convoy failed'); // the key, under the map
      expect(first).not.toContain('Orders and results');
      expect(second).toMatch(/^\s*Orders and results/);
      const page = greyPage(file, 1, 100);
      const widest = widestInk(page, 0.2, 0.6);
      expect((widest / 100) * 25.4, `${paper}: the map's printed width in mm`).toBeGreaterThanOrEqual(minWidthMm);
      copyFileSync(file, join(artifacts, `map-page-${paper}.pdf`));
    }
  });

  it.skipIf(!canRender)(`adjustments and draw votes print; Letter paper is Letter${why}`, async () => {
    const archive = await tempArchive();
    const a = await adjustments(archive);
    const pages = look(await htmlToPdf(value(await phaseReport(archive, { ...a, format: 'html' })).body), 'adjustment-report');
    expect(pages.text).toContain('Build A Par');
    expect(pages.text).toContain('France: 6 centers, 3 units: 3 builds due; 3 carried out.');
    const d = await drawVotes(archive);
    const letter = await htmlToPdf(value(await phaseReport(archive, { ...d, format: 'html' })).body, { paper: 'Letter' });
    const votes = look(letter, 'draw-report');
    expect(votes.text).toContain('Draw votes (NoDIAS)');
    const dir = tempDir();
    writeFileSync(join(dir, 'l.pdf'), letter);
    expect(spawnSync('pdfinfo', [join(dir, 'l.pdf')], { encoding: 'utf8' }).stdout).toMatch(/Page size:\s+612 x 792/);
  });

  it.skipIf(!canRender)(`order sheets: a page per power${why}`, async () => {
    const { archive, gameId } = await played();
    const movement = look(await htmlToPdf(value(await orderSheets(archive, { gameId, seq: 0 })).body), 'sheets-movement');
    expect(movement.count).toBe(6);
    expect(movement.text).toContain('Write one order for each unit');
    const retreat = look(await htmlToPdf(value(await orderSheets(archive, { gameId, seq: 1 })).body), 'sheets-retreat');
    expect(retreat.count).toBe(2);
    expect(retreat.text).toMatch(/A Rum Rumania Bud, Bul, Gal, Ser/);
  });

  it.skipIf(!canRender)(`the map alone as PNG${why}`, async () => {
    const { archive, gameId, seq } = await played();
    const png = await svgToPng(value(await mapSvg(archive, { gameId, seq })).body, 1000);
    expect(isPng(png)).toBe(true);
    const info = readPng(png);
    expect(info.width).toBe(1000);
    expect(info.height).toBe(Math.round((1000 * 1240) / 1400));
    expect(info.inkShare).toBeGreaterThan(0.5);
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(join(artifacts, 'map.png'), png);
  });

  it.skipIf(!canRender)(`Chromium runs with the features playwright-core turns off, and the omnibox popups off too${why}`, async () => {
    await htmlToPdf('<!DOCTYPE html><p>x</p>');
    // The printer's browser: a child of this process (its helpers are the browser's children).
    const browsers = readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .map((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return { ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]), argv: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0') };
        } catch {
          return null;
        }
      })
      .filter((p) => p !== null && p.ppid === process.pid && p.argv.some((a) => a.startsWith('--remote-debugging-pipe')));
    expect(browsers).toHaveLength(1);
    // Chromium honours the last --disable-features only: it must hold every name an earlier one (playwright-core's) gave.
    const lists = browsers[0]!.argv.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
    expect(lists.length).toBeGreaterThan(1);
    const counted = lists.at(-1)!;
    for (const list of lists.slice(0, -1)) expect(list.filter((name) => !counted.includes(name))).toEqual([]);
    expect(counted).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']));
  });

  it('without Chromium: a clear error, never a hang', async () => {
    await closeBrowser();
    const saved = process.env.ADJUTANT_CHROMIUM;
    process.env.ADJUTANT_CHROMIUM = '/nonexistent/chromium';
    try {
      const failed = await htmlToPdf('<!DOCTYPE html><p>x</p>').catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(RenderError);
      expect((failed as RenderError).code).toBe('no-chromium');
      expect((failed as RenderError).message).toContain('ADJUTANT_CHROMIUM names /nonexistent/chromium');
    } finally {
      if (saved === undefined) delete process.env.ADJUTANT_CHROMIUM;
      else process.env.ADJUTANT_CHROMIUM = saved;
    }
  });
});
