// Every random test is seeded and says its seed when it fails (issue 28, item 7).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEED } from './support/seed';

const root = fileURLToPath(new URL('..', import.meta.url));
const testFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'test'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f));
const text = (f: string) => {
  try {
    return readFileSync(join(root, f), 'utf8');
  } catch {
    return '';
  }
};

describe('random tests are seeded', () => {
  it("fast-check runs from the suite's seed", () => {
    expect(fc.readConfigureGlobal().seed).toBe(SEED);
    const draw = () => fc.sample(fc.integer(), { numRuns: 5 });
    expect(draw()).toEqual(draw());
  });

  it('a failing property names its seed', () => {
    const details = fc.check(fc.property(fc.integer({ min: 0, max: 100 }), (n) => n < 50));
    expect(details.failed).toBe(true);
    expect(details.seed).toBe(SEED);
    expect(fc.defaultReportMessage(details)).toContain(`seed: ${SEED}`);
  });

  it('no test draws from Math.random or crypto.randomInt (their numbers cannot be repeated)', () => {
    const pattern = new RegExp(['Math', 'random\\('].join('\\.') + '|' + ['randomInt', '\\('].join(''));
    expect(testFiles.filter((f) => pattern.test(text(f)))).toEqual([]);
  });
});
