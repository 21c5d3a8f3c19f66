// The test suite's own promises (issue 28, items 5 and 7): the slowest files are named at the end of
// every run, those over the 20 s goal marked; and the tree does not grow back past 60 pairs of places
// sharing six or more lines (counted by `duplicates`, when the machine has it).
import { describe, expect, it } from 'vitest';
import { FILE_GOAL_S, slowestLines } from './summaryReporter';

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
