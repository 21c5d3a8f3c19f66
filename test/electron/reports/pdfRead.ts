// Reading a PDF back with poppler, for the tests that check what a printed page really carries:
// which fonts pdffonts lists as not embedded, and the text pdftotext gives back (NFC).
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';

/** The rows of `pdffonts FILE` whose font is not embedded (an empty list: every font is). */
export function notEmbeddedFonts(file: string): string[] {
  const fonts = spawnSync('pdffonts', [file], { encoding: 'utf8' });
  expect(fonts.status, fonts.stderr).toBe(0);
  const rows = fonts.stdout
    .split('\n')
    .slice(2)
    .filter((l) => l.trim());
  expect(rows.length).toBeGreaterThan(0);
  // Columns: name type encoding emb sub uni object ID; `emb` is the fifth from the end.
  return rows.filter((r) => r.trim().split(/\s+/).slice(-5)[0] !== 'yes');
}

/** The PDF's text as pdftotext gives it back, in UTF-8, normalised to NFC. */
export function pdfTextOf(file: string): string {
  const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text.status, text.stderr).toBe(0);
  return text.stdout.normalize('NFC');
}
