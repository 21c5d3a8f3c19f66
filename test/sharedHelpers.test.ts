// One copy of each helper the code shares (issue 28, item 5): the seeded generator, the coast words,
// the reasons of a failure. A second definition would drift from the first; this finds one.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAILURE_REASONS, mulberry32 } from '../engine/index';
import { COAST_WORDS } from '../engine/orders/format';
import { seeded } from '../electron/service/tournament/seating';
import { rng } from './support/randomBoard';

const root = fileURLToPath(new URL('..', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const where = (pattern: RegExp) =>
  tracked.filter((f) => {
    try {
      return pattern.test(readFileSync(join(root, f), 'utf8'));
    } catch {
      return false; // deleted in the working tree
    }
  });

describe('shared helpers have one copy', () => {
  it("mulberry32's step is written once (engine/random.ts)", () => {
    // The constant in two parts, so that this file does not count as a copy.
    expect(where(new RegExp('0x6d2b' + '79f5', 'i'))).toEqual(['engine/random.ts']);
    expect(seeded).toBe(mulberry32);
    expect(rng).toBe(mulberry32);
  });
  it('the same seed gives the same numbers, another seed others', () => {
    const a = mulberry32(1901);
    const b = mulberry32(1901);
    const c = mulberry32(1902);
    const xs = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(xs);
    expect(c()).not.toBe(xs[0]);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
  it('COAST_WORDS and FAILURE_REASONS are defined once', () => {
    expect(where(/(const|let|var)\s+COAST_WORDS\b/)).toEqual(['engine/orders/format.ts']);
    // Nor under another name (electron/reports/language.ts kept one as DIRECTIONS). In two parts, so that this file does not count.
    expect(where(new RegExp("nc: 'north'" + ", sc: 'south'"))).toEqual(['engine/orders/format.ts']);
    expect(where(/(const|let|var)\s+FAILURE_REASONS\b/)).toEqual(['engine/report/explain.ts']);
    expect(COAST_WORDS.nc).toBe('north');
    expect(FAILURE_REASONS.has('bounce')).toBe(true);
    expect(FAILURE_REASONS.has('no-such-unit' as never)).toBe(false);
  });
});
