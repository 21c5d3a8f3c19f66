// Issue 32: no user-facing literal left in the renderer's JSX outside the catalogues
// (resources/i18n/*.json). The scanner (literals.ts) reads every .tsx file under renderer/: text
// between tags, {expressions} shown as they are (a string, a template's words, the branches of a
// condition), and the attributes a user reads or hears (aria-label, title, placeholder, alt...).
// Allowed: text without two letters in a row (symbols, digits, order notation such as `A Par - Bur`
// comes from data, not literals) and the few words in ALLOWED (the app's name, format names).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { literalsUnder } from './literals';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the renderer shows no literal text outside the catalogues', () => {
  it('every .tsx file under renderer/ words its text through i18next', () => {
    const found = literalsUnder(root, 'renderer').map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`);
    expect(found, 'user-facing literals: move each to resources/i18n/<code>.json and use t()').toEqual([]);
  });

  it('the scanner finds a literal in each place it looks (so a pass means something)', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'literals-'));
    mkdirSync(join(dir, 'r'));
    writeFileSync(
      join(dir, 'r', 'Bad.tsx'),
      [
        'export const A = () => <p title="Some title">Plain text</p>;',
        "export const B = ({ x }: { x: boolean }) => <p aria-label={x ? 'yes please' : t('k')}>{x ? 'shown' : ''}</p>;",
        'export const C = ({ n }: { n: number }) => <input placeholder={`${n} games`} />;',
        "export const D = () => <p>{t('fine')} Adjutant ◀ 1/2</p>;",
      ].join('\n'),
    );
    const texts = literalsUnder(dir, 'r').map((l) => l.text);
    expect(texts).toEqual(['Some title', 'Plain text', 'yes please', 'shown', 'games']);
  });
});
