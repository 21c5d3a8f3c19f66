// Looking at a printed PDF (pdf.test.ts, pdfBoards.test.ts): its pages as PNG (pdftoppm), kept under
// test/artifacts/reports/ for a person to look at, and its text (pdftotext). Without Chromium or
// poppler the tests that print are skipped, with the reason (`why`).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { findChromium } from '../../../electron/reports/pdf';
import { tempDir } from '../service/support';
import { readPng } from './png';

const poppler = spawnSync('pdftoppm', ['-v']).error === undefined && spawnSync('pdftotext', ['-v']).error === undefined;
const chromium = findChromium();
export const canRender = chromium.ok && poppler;
export const why = canRender ? '' : ` (skipped: ${!chromium.ok ? chromium.error : 'pdftoppm and pdftotext (poppler-utils) are not installed'})`;
export const artifacts = new URL('../../artifacts/reports/', import.meta.url).pathname;

interface Pages {
  count: number;
  ink: number[];
  text: string;
}

/** The PDF as PNG pages (kept under test/artifacts/reports/NAME-N.png) and as text. */
export function look(pdf: Uint8Array, name: string): Pages {
  const dir = tempDir();
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const ppm = spawnSync('pdftoppm', ['-r', '80', '-png', file, join(dir, name)], { encoding: 'utf8' });
  expect(ppm.status, ppm.stderr).toBe(0);
  const pngs = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort();
  mkdirSync(artifacts, { recursive: true });
  for (const p of pngs) copyFileSync(join(dir, p), join(artifacts, p));
  copyFileSync(file, join(artifacts, `${name}.pdf`));
  const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;
  return { count: pngs.length, ink: pngs.map((p) => readPng(readFileSync(join(dir, p))).inkShare), text: text.replace(/\s+/g, ' ') };
}
