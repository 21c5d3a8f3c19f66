// The test suite's own promises (issue 28, item 7): the slowest files are named at the end of every
// run, those over the 20 s goal marked, with each file's CPU; the longest files start first; the
// closing line counts what failed outside a test. The copied code's count is duplicates.test.ts's,
// the lanes' lanes.test.ts's.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { childrenSeconds } from './support/cpu';
import { cpuLines, durationsHint, FILE_GOAL_S, slowestLines } from './summaryReporter';
import config, { CPU, DURATIONS, type Known, ordered, PROJECT_ORDER, PROJECTS, readHint } from './vitest.config';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the slowest test files are named', () => {
  const times = [
    { file: 'test/a.test.ts', seconds: 3 },
    { file: 'test/b.test.ts', seconds: 25.04 },
    { file: 'test/c.test.ts', seconds: 0.2 },
    { file: 'test/d.test.ts', seconds: 21 },
  ];
  it('slowest first, the ones over the goal marked and counted', () => {
    expect(FILE_GOAL_S).toBe(20);
    expect(slowestLines(times, 3)).toEqual([
      'slowest test files (wall, goal under 20 s each):',
      '    25.0 s  test/b.test.ts  (over the goal)',
      '    21.0 s  test/d.test.ts  (over the goal)',
      '     3.0 s  test/a.test.ts',
      '2 file(s) over 20 s',
    ]);
  });
  it('every file over the goal is named, however many', () => {
    const lines = slowestLines(times, 1);
    expect(lines.filter((l) => l.includes('(over the goal)'))).toHaveLength(2);
    expect(lines.some((l) => l.includes('a.test.ts'))).toBe(false);
  });
  it('says so when none is over', () => {
    expect(slowestLines(times.slice(0, 1)).at(-1)).toBe('no file over 20 s');
    expect(slowestLines([])).toEqual([]);
  });
});

/**
 * One vitest run of planted files with the summary reporter and the CPU setup file, read by the tests
 * of the closing line and of the CPU figures (one run for both: a vitest run costs about a second of CPU).
 * hooks.test.ts and file.test.ts fail in their hooks; self.test.ts burns 0.3 s of CPU itself and
 * child.test.ts 0.4 s in a process it starts (counted, not timed: the figures are at least that, under any load).
 */
const planted = { run: null as unknown as SpawnSyncReturns<string> };
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-summary-'));
  const burn = (ms: number): string => `const t = process.cpuUsage(); while ((({ user, system }) => user + system)(process.cpuUsage(t)) < ${ms * 1000});`;
  try {
    // vitest's default timeouts (5 s) are a speed check: a loaded machine took 5.6 s for child.test.ts (full run, load 26).
    const config = { test: { setupFiles: [join(root, 'test/support/cpu.ts')], testTimeout: 300_000, hookTimeout: 300_000 } };
    writeFileSync(join(dir, 'vitest.config.mjs'), `export default ${JSON.stringify(config)};`);
    writeFileSync(
      join(dir, 'hooks.test.ts'),
      [
        "import { beforeAll, describe, it } from 'vitest';",
        "describe('a block whose hook throws', { concurrent: true }, () => {",
        "  beforeAll(() => { throw new Error('planted'); });",
        '  it.sequential("never runs", () => {});',
        '  it.sequential("never runs either", () => {});',
        '});',
        "describe('a block that passes', () => { it('runs', () => {}); });",
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'file.test.ts'),
      ["import { beforeAll, it } from 'vitest';", "beforeAll(() => { throw new Error('planted'); });", "it('never runs', () => {});"].join('\n'),
    );
    writeFileSync(join(dir, 'self.test.ts'), ["import { it } from 'vitest';", `it('burns', () => { ${burn(300)} });`].join('\n'));
    writeFileSync(
      join(dir, 'child.test.ts'),
      [
        "import { spawnSync } from 'node:child_process';",
        "import { expect, it } from 'vitest';",
        `it('starts a process', () => { expect(spawnSync(process.execPath, ['-e', ${JSON.stringify(burn(400))}]).status).toBe(0); });`,
      ].join('\n'),
    );
    planted.run = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--root', dir, '--reporter', join(root, 'test/summaryReporter.ts')],
      {
        cwd: dir,
        encoding: 'utf8',
        // Neither the summary's counts nor the durations' hint of the run around it (ADJUTANT_DURATIONS
        // names a file of that run's tree, not this folder's): the planted run writes nothing of theirs.
        env: { ...process.env, ADJUTANT_SUMMARY: '', ADJUTANT_DURATIONS: '', ADJUTANT_LANE: '' },
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// Where the CPU goes (issue 28): each file's CPU, its worker's and its children's, beside its wall
// time, and the files that cost the most (test/support/cpu.ts notes it, the reporter prints it).
describe("each file's CPU is printed", () => {
  const times = [
    { file: 'test/a.test.ts', seconds: 3, cpu: { worker: 2.5, children: 0 } },
    { file: 'test/b.test.ts', seconds: 25.04, cpu: { worker: 4, children: 11.26 } },
    { file: 'test/c.test.ts', seconds: 0.2 },
    { file: 'test/d.test.ts', seconds: 21, cpu: { worker: 6, children: 0.5 } },
  ];
  it('beside the wall times, blank for a file without it', () => {
    expect(slowestLines(times, 4)).toEqual([
      "slowest test files (wall, goal under 20 s each; CPU: the worker's + the processes it waited for):",
      '    25.0 s     4.0 +  11.3 s  test/b.test.ts  (over the goal)',
      '    21.0 s     6.0 +   0.5 s  test/d.test.ts  (over the goal)',
      '     3.0 s     2.5 +   0.0 s  test/a.test.ts',
      '     0.2 s                    test/c.test.ts',
      '2 file(s) over 20 s',
    ]);
  });
  it('the files costing the most, most first, under the sum of all', () => {
    expect(cpuLines(times, 2)).toEqual([
      "most CPU (the worker's + the processes it waited for): 24.3 s in 3 files (12.5 + 11.8 s)",
      '    15.3 s     4.0 +  11.3 s  test/b.test.ts',
      '     6.5 s     6.0 +   0.5 s  test/d.test.ts',
    ]);
    expect(cpuLines([{ file: 'test/c.test.ts', seconds: 1 }])).toEqual([]);
  });
  it("the children's CPU is read from /proc/self/stat (cutime + cstime, in ticks), a name with spaces and parentheses included", () => {
    // The fields after the name: the state, then 48 numbers, cutime and cstime the 13th and 14th of them.
    const fields = (name: string): string => `4242 (${name}) S ${Array.from({ length: 49 }, (_, i) => (i === 12 ? 250 : i === 13 ? 17 : 1)).join(' ')}`;
    expect(childrenSeconds(fields('node'))).toBe(2.67);
    expect(childrenSeconds(fields('a (b) c'))).toBe(2.67);
    expect(childrenSeconds(null)).toBe(null);
    expect(childrenSeconds('garbage')).toBe(null);
  });
  it('every project notes it: the setup file is the root configuration’s, which the projects extend', () => {
    expect(config.test?.setupFiles).toContain(CPU);
    expect(PROJECTS.every((p) => p.extends === true)).toBe(true);
  });
  it("a run notes what each file's worker spent and what the processes it started spent", () => {
    const listed = planted.run.stdout.slice(planted.run.stdout.indexOf('most CPU'));
    const row = (file: string): number[] => {
      const m = new RegExp(`^ +([\\d.]+) s +([\\d.]+) \\+ +([\\d.]+) s  ${file}$`, 'm').exec(listed);
      expect(m, `${file} in:\n${planted.run.stdout}${planted.run.stderr}`).not.toBe(null);
      return m!.slice(1).map(Number);
    };
    const [, selfWorker] = row('self.test.ts');
    const [, , childChildren] = row('child.test.ts');
    expect(selfWorker).toBeGreaterThanOrEqual(0.3);
    expect(childChildren).toBeGreaterThanOrEqual(0.4);
  });
});

// The measure of the idle tail (issue 28): test/support/cputree.py prints the cores the command's
// tree kept busy in each 30 s, the last 30 s apart.
describe('cputree says how busy the cores were at the end of a run', () => {
  it('the whole CPU, the kinds, and the cores busy per 30 s with the last 30 s', () => {
    const burn = 'const t = process.cpuUsage(); while ((({ user, system }) => user + system)(process.cpuUsage(t)) < 300000);';
    const r = spawnSync('python3', [join(root, 'test/support/cputree.py'), '--by-kind', process.execPath, '-e', burn], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const cpu = Number(/CPU ([\d.]+) s$/m.exec(r.stderr)?.[1]);
    expect(cpu, r.stderr).toBeGreaterThanOrEqual(0.3);
    expect(r.stderr).toMatch(/^cputree: +[\d.]+ s +1 x node const t = process.cpuUsage/m);
    const busy = /^cputree: cores busy per 30 s: ([\d. ]+); the last 30 s: ([\d.]+)$/m.exec(r.stderr);
    expect(busy, r.stderr).not.toBe(null);
    // One window (the run is shorter than 30 s): the CPU seen over the run's wall.
    expect(busy![1].trim().split(' ')).toHaveLength(1);
    expect(Number(busy![2])).toBeGreaterThan(0);
  });
});

// The order files start in (test/vitest.config.ts): the longest first, from vitest's cache or, on a fresh
// clone that has none, from the committed hint (test/durations.json), so that the two workers end together.
describe('the longest files start first, a fresh clone too', () => {
  const files = [
    { project: 'pure', file: 'test/engine/short.test.ts' },
    { project: 'pure', file: 'test/engine/long.test.ts' },
    { project: 'servers', file: 'test/cli/mid.test.ts' },
    { project: 'e2e', file: 'test/renderer/e2e/b.test.ts' },
    { project: 'e2e', file: 'test/renderer/e2e/a.test.ts' },
    { project: 'pure', file: 'test/engine/new.test.ts' },
  ];
  const hint = {
    'pure:test/engine/short.test.ts': 0.5,
    'pure:test/engine/long.test.ts': 12,
    'servers:test/cli/mid.test.ts': 4,
    'e2e:test/renderer/e2e/a.test.ts': 9,
    'e2e:test/renderer/e2e/b.test.ts': 27,
  };
  const names = (xs: readonly { file: string }[]) => xs.map((x) => x.file.split('/').at(-1));
  it('by the hint where the cache has nothing: projects in order, the unknown first, then the longest', () => {
    expect(names(ordered(files, () => undefined, hint))).toEqual(['b.test.ts', 'a.test.ts', 'mid.test.ts', 'new.test.ts', 'long.test.ts', 'short.test.ts']);
  });
  it("by the cache's results where it has them: a failed file first, this machine's durations over the hint", () => {
    const cache: Record<string, Known> = {
      'e2e:test/renderer/e2e/a.test.ts': { failed: false, duration: 30 },
      'pure:test/engine/short.test.ts': { failed: true, duration: 0.1 },
    };
    expect(names(ordered(files, (k) => cache[k], hint))).toEqual(['a.test.ts', 'b.test.ts', 'mid.test.ts', 'short.test.ts', 'new.test.ts', 'long.test.ts']);
  });
  it('each worker on a short file first, where a project shares its workers: its n shortest known files (not failed) open its queue', () => {
    const more = [...files, { project: 'e2e', file: 'test/renderer/e2e/c.test.ts' }, { project: 'e2e', file: 'test/renderer/e2e/d.test.ts' }];
    const hinted = { ...hint, 'e2e:test/renderer/e2e/c.test.ts': 1, 'e2e:test/renderer/e2e/d.test.ts': 3 };
    // Two e2e workers: c (1 s) and d (3 s) start them, then b (27 s) and a (9 s) in workers that are ready.
    expect(names(ordered(more, () => undefined, hinted, { e2e: 2 }))).toEqual([
      'd.test.ts',
      'c.test.ts',
      'b.test.ts',
      'a.test.ts',
      'mid.test.ts',
      'new.test.ts',
      'long.test.ts',
      'short.test.ts',
    ]);
    // A failed file still comes first, and is no starter; an unknown file is none either.
    const failed = (k: string): Known | undefined => (k === 'e2e:test/renderer/e2e/c.test.ts' ? { failed: true, duration: 1 } : undefined);
    expect(names(ordered(more, failed, hinted, { e2e: 2, pure: 1 }))).toEqual([
      'c.test.ts',
      'a.test.ts',
      'd.test.ts',
      'b.test.ts',
      'mid.test.ts',
      'short.test.ts',
      'new.test.ts',
      'long.test.ts',
    ]);
  });
  it('with no hint, by name within a project (and ties by name)', () => {
    expect(names(ordered(files, () => undefined, {}))).toEqual(['a.test.ts', 'b.test.ts', 'mid.test.ts', 'long.test.ts', 'new.test.ts', 'short.test.ts']);
  });
  it('the hint is written as it is read back, and a missing or broken one is no hint', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-hint-'));
    try {
      const path = join(dir, 'durations.json');
      writeFileSync(
        path,
        durationsHint(
          [
            { project: 'pure', file: 'test/x.test.ts', seconds: 3.14159 },
            { file: 'test/unknown-project.test.ts', seconds: 1 },
          ],
          'about',
        ),
      );
      expect(readHint(path)).toEqual({ 'pure:test/x.test.ts': 3.1 });
      // A run of one file keeps the earlier hint's others while they exist, and its own time wins.
      const earlier = { 'pure:test/x.test.ts': 9, 'e2e:test/kept.test.ts': 4, 'app:test/gone.test.ts': 2 };
      writeFileSync(
        path,
        durationsHint([{ project: 'pure', file: 'test/x.test.ts', seconds: 1.04 }], 'about', earlier, (f) => f !== 'test/gone.test.ts'),
      );
      expect(readHint(path)).toEqual({ 'e2e:test/kept.test.ts': 4, 'pure:test/x.test.ts': 1 });
      writeFileSync(path, '{"files": {"a": "3", "b": 2}}');
      expect(readHint(path)).toEqual({ b: 2 });
      writeFileSync(path, 'not json');
      expect(readHint(path)).toEqual({});
      expect(readHint(join(dir, 'missing.json'))).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('the configuration uses it, names every project in its order, and the committed hint reads', () => {
    expect(config.test?.sequence?.sequencer?.name).toBe('HintedSequencer');
    expect(PROJECTS.map((p) => p.test?.name).sort()).toEqual([...PROJECT_ORDER].sort());
    const hint = readHint(join(root, DURATIONS));
    expect(Object.keys(hint).length).toBeGreaterThan(100);
    expect(Object.keys(hint).filter((k) => !PROJECT_ORDER.includes(k.split(':')[0]))).toEqual([]);
  });
});

// The closing line CI reads counts a block whose hook failed: its tests never ran (vitest reports them
// skipped), and a fresh-clone run once ended `4777 passed, 0 failed, 12 skipped` over such a block.
describe('the closing line counts what failed outside a test', () => {
  it('a failed beforeAll of a block, and of a file, each count as a failure', () => {
    expect(planted.run.status).not.toBe(0);
    // hooks.test.ts: 1 passed, 2 skipped, its block failed; file.test.ts: its test skipped, the file failed; self and child: 2 passed.
    expect(planted.run.stdout.trim().split('\n').at(-1), planted.run.stdout + planted.run.stderr).toBe('3 passed, 2 failed, 3 skipped');
  });
});
