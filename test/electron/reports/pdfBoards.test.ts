// PDF and PNG of whole games through the command line (`adjutant game report|sheets --format pdf|png
// --out FILE`), on the standard board and on the variants' own boards: printed by headless Chromium,
// looked at with poppler (pdfPages.ts). Split from pdf.test.ts so that the two files, each with its
// own Chromium, run side by side on two cores. Skipped, with the reason, without Chromium or poppler.
// The command's close of its Chromium after each print is counted (once per printing command), not
// done, so that the file's one Chromium makes all seven prints (pdfKeptBrowser.ts).
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runGame } from '../../../electron/cli/game';
import { cleanUp, tempDir } from '../service/support';
import { closeKept, closingOnce } from './pdfKeptBrowser';
import { artifacts, canRender, look, why } from './pdfPages';
import { readPng } from './png';

vi.mock('../../../electron/reports/pdf', async (actual) => (await import('./pdfKeptBrowser')).keptPdf(actual));

afterEach(cleanUp);
afterAll(closeKept);

/** `adjutant game ARGS`, a command that prints: its exit code, having closed its Chromium once. */
const printing = (args: string[], io: Parameters<typeof runGame>[1]) => closingOnce(`adjutant game ${args.join(' ')}`, () => runGame(args, io));

describe('PDF and PNG from the command line', () => {
  it.skipIf(!canRender)(`adjutant game report --format pdf|png --out FILE${why}`, async () => {
    const dir = tempDir();
    const io = { out: () => undefined, err: (t: string) => void expect.fail(t), stdin: async () => '' };
    const db = join(dir, 'a.sqlite');
    expect(await runGame(['new', 'Cli', '--db', db], io)).toBe(0);
    expect(await printing(['report', 'Cli', '--format', 'pdf', '--paper', 'letter', '--out', join(dir, 'r.pdf'), '--db', db], io)).toBe(0);
    expect(readFileSync(join(dir, 'r.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await printing(['report', 'Cli', '--format', 'png', '--width', '600', '--out', join(dir, 'm.png'), '--db', db], io)).toBe(0);
    expect(readPng(readFileSync(join(dir, 'm.png'))).width).toBe(600);
    expect(await printing(['sheets', 'Cli', '--format', 'pdf', '--out', join(dir, 's.pdf'), '--db', db], io)).toBe(0);
    expect(look(readFileSync(join(dir, 's.pdf')), 'cli-sheets').count).toBe(7);
  });

  it.skipIf(!canRender).each([
    { variant: 'ancient-mediterranean', name: 'Med', names: ['Cir', 'Sah', 'Nab', 'REE', 'BLA', 'Byz'], board: [1800, 1150], ink: 0.15 },
    { variant: 'youngstown-redux', name: 'YR', names: ['Pek', 'Tok', 'Bom', 'Sai', 'NPO', 'BXA', 'Lon'], board: [3200, 1800], ink: 0.15 },
  ])(
    `a game on its own board ($variant): the PDF report has the board on page 1, the PNG export is the board${why}`,
    async ({ variant, name, names, board, ink }) => {
      const dir = tempDir();
      const io = { out: () => undefined, err: (t: string) => void expect.fail(t), stdin: async () => '' };
      const db = join(dir, 'a.sqlite');
      expect(await runGame(['new', name, '--variant', variant, '--db', db], io)).toBe(0);
      expect(await printing(['report', name, '--format', 'pdf', '--out', join(dir, 'r.pdf'), '--db', db], io)).toBe(0);
      const pages = look(readFileSync(join(dir, 'r.pdf')), `${variant}-report`);
      // The board on the first page: its names printed, its seas painted (a wide board: a third of A4 or so).
      for (const label of names) expect(pages.text).toContain(label);
      expect(pages.ink[0]).toBeGreaterThan(ink);
      expect(pages.text).not.toContain('no drawing');
      expect(await printing(['report', name, '--format', 'png', '--width', '900', '--out', join(dir, 'm.png'), '--db', db], io)).toBe(0);
      const png = readPng(readFileSync(join(dir, 'm.png')));
      expect(png.width).toBe(900);
      expect(png.height).toBe(Math.round((900 * (board[1] + 40)) / board[0])); // the board and its title line
      console.log(`${variant} map PNG ink share ${png.inkShare.toFixed(3)}`);
      expect(png.inkShare).toBeGreaterThan(0.3);
      copyFileSync(join(dir, 'm.png'), join(artifacts, `${variant}-map.png`));
    },
  );
});
