// The engine comparison tool (npm run bench:compare) as a user meets it: its report for a real ref,
// and a plain message and exit 2 for a ref git does not know or a bad round count. It measures
// nothing here (one round; the 20 rounds of warm-up, without the 3 s a measure warms up for:
// `--warm-up 0`); the figures come from real runs (docs/PERFORMANCE.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const compare = (...args: string[]) => spawnSync(process.execPath, ['test/bench/compare.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: 280_000 });

describe('npm run bench:compare', () => {
  it('times the engine at a ref against the working tree and prints both and their ratio', () => {
    const r = compare('HEAD', '--rounds', '1', '--warm-up', '0');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^compare: \d+ movement phases of whole games per round, 1 rounds each, alternating, after \d+ of warm-up \(0 s or more;/m);
    expect(r.stdout).toMatch(/^compare: HEAD +median \d+\.\d\d µs per phase \(\d+ phases\/s\)$/m);
    expect(r.stdout).toMatch(/^compare: working tree +median \d+\.\d\d µs per phase/m);
    expect(r.stdout).toMatch(/^compare: working tree is \d+\.\d{3}x the speed of HEAD/m);
  });

  it('names a ref git does not know, and exits 2', () => {
    const r = compare('no-such-ref-anywhere');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/cannot export the engine at 'no-such-ref-anywhere'/);
    expect(r.stdout).toBe('');
  });

  it('says how to call it without a ref or with a bad round count or warm-up, and exits 2', () => {
    for (const args of [[], ['HEAD', '--rounds', '0'], ['HEAD', '--rounds', 'many'], ['HEAD', '--warm-up', 'long']]) {
      const r = compare(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^usage: npm run bench:compare -- <git-ref>/);
    }
  });
});
