// The order the test files start in (test/sequencer.ts): the committed list of times names real test
// files, the longest start first, and a shared project's files stay together.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import DurationSequencer, { plan, readDurations, type Placed } from './sequencer';
import { mergedDurations } from './summaryReporter';
import config from './vitest.config';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the committed list of test files’ times (test/durations.json)', () => {
  const list = readDurations();

  it('is read, and names test files that exist', () => {
    const files = Object.keys(list);
    expect(files.length).toBeGreaterThan(100);
    const missing = files.filter((f) => !/^test\/.+\.test\.tsx?$/.test(f) || !existsSync(join(root, f)));
    expect(missing, 'files in test/durations.json that are not test files of the tree: run the suite with ADJUTANT_DURATIONS=test/durations.json').toEqual([]);
  });

  it('orders the suite (test/vitest.config.ts)', () => {
    expect((config as { test?: { sequence?: { sequencer?: unknown } } }).test?.sequence?.sequencer).toBe(DurationSequencer);
  });

  it('an unreadable or malformed list orders nothing (the run goes on)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-test-'));
    try {
      expect(readDurations(pathToFileURL(join(dir, 'none.json')))).toEqual({});
      writeFileSync(join(dir, 'bad.json'), '[1, 2]');
      expect(readDurations(pathToFileURL(join(dir, 'bad.json')))).toEqual({});
      writeFileSync(join(dir, 'odd.json'), '{"a.test.ts": "slow", "b.test.ts": -1, "c.test.ts": 2.5}');
      expect(readDurations(pathToFileURL(join(dir, 'odd.json')))).toEqual({ 'c.test.ts': 2.5 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the files start longest first', () => {
  const own = (file: string): Placed => ({ file, project: 'app', shared: false });
  const pure = (file: string): Placed => ({ file, project: 'pure', shared: true });
  const e2e = (file: string): Placed => ({ file, project: 'e2e', shared: true });
  const names = (files: Placed[]) => files.map((f) => f.file);

  it('files of their own process by their time, files not in the list first', () => {
    const seconds = { 'a.test.ts': 1, 'b.test.ts': 9, 'c.test.ts': 4, 'd.test.ts': 4 };
    expect(names(plan([own('a.test.ts'), own('new.test.ts'), own('d.test.ts'), own('b.test.ts'), own('c.test.ts')], seconds))).toEqual([
      'new.test.ts',
      'b.test.ts',
      'c.test.ts',
      'd.test.ts',
      'a.test.ts',
    ]);
  });

  it("a shared project's files stay together, longest first, placed by their mean time", () => {
    const seconds = {
      'p1.test.ts': 14,
      'p2.test.ts': 0.5,
      'p3.test.ts': 0.3,
      'e1.test.ts': 20,
      'e2.test.ts': 12,
      'big.test.ts': 16,
      'mid.test.ts': 5,
      'small.test.ts': 1,
    };
    const files = [
      pure('p3.test.ts'),
      own('small.test.ts'),
      e2e('e2.test.ts'),
      pure('p1.test.ts'),
      own('big.test.ts'),
      pure('p2.test.ts'),
      e2e('e1.test.ts'),
      own('mid.test.ts'),
    ];
    // e2e's mean 16 ties with big.test.ts (by name: big first); pure's mean 4.9 comes after mid.test.ts (5).
    expect(names(plan(files, seconds))).toEqual([
      'big.test.ts',
      'e1.test.ts',
      'e2.test.ts',
      'mid.test.ts',
      'p1.test.ts',
      'p2.test.ts',
      'p3.test.ts',
      'small.test.ts',
    ]);
  });

  it("a shared project's new file goes first within the project, which keeps its place", () => {
    const seconds = { 'p1.test.ts': 0.4, 'p2.test.ts': 0.2, 'big.test.ts': 16 };
    expect(names(plan([pure('p1.test.ts'), pure('pnew.test.ts'), own('big.test.ts'), pure('p2.test.ts')], seconds))).toEqual([
      'big.test.ts',
      'pnew.test.ts',
      'p1.test.ts',
      'p2.test.ts',
    ]);
  });
});

describe('the list is kept by the summary reporter (ADJUTANT_DURATIONS)', () => {
  it("this run's times replace the old ones, files gone are dropped, the others kept", () => {
    const previous = { 'test/a.test.ts': 3, 'test/gone.test.ts': 9, 'test/b.test.ts': 1 };
    const times = [
      { file: 'test/b.test.ts', seconds: 2.345 },
      { file: 'test/c.test.ts', seconds: 0.04 },
    ];
    expect(mergedDurations(previous, times, (f) => f !== 'test/gone.test.ts')).toEqual({ 'test/a.test.ts': 3, 'test/b.test.ts': 2.3, 'test/c.test.ts': 0 });
  });
});
