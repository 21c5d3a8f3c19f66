// Prints the slowest test files, then the plain closing line CI reads: `N passed, N failed`
// (`, N skipped` when some are). Skipped tests are never counted as passed; a file that fails to
// load counts as a failure. A file is timed from its import (collect) to its last hook: the goal is
// none over 20 s (issue 28), and those over it are named, but never failed on: wall time depends on
// the machine's load, and no test may (docs/PERFORMANCE.md has the figures on a quiet machine).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** The goal for one file's wall time, in seconds. */
export const FILE_GOAL_S = 20;
/** How many of the slowest files are listed. */
const LISTED = 8;

export interface FileTime {
  file: string;
  seconds: number;
}

/** The lines naming the slowest files, slowest first, and every one over the goal. */
export function slowestLines(times: readonly FileTime[], listed = LISTED, goal = FILE_GOAL_S): string[] {
  const sorted = [...times].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const over = sorted.filter((t) => t.seconds > goal);
  const shown = sorted.slice(0, Math.max(listed, over.length));
  if (shown.length === 0) return [];
  const lines = [`slowest test files (wall, goal under ${goal} s each):`];
  for (const t of shown) lines.push(`  ${t.seconds.toFixed(1).padStart(6)} s  ${t.file}${t.seconds > goal ? '  (over the goal)' : ''}`);
  lines.push(over.length ? `${over.length} file(s) over ${goal} s` : `no file over ${goal} s`);
  return lines;
}

/**
 * Failures no test carries: a describe block whose hook failed (a `beforeAll` that threw leaves its
 * tests unrun, reported as skipped), or a file's own hook. Each block or file with errors of its own
 * counts as one failure, so the closing line never says `0 failed` over a failed run (a fresh-clone
 * run in session 15 printed `0 failed, 12 skipped` over a block whose hook threw).
 */
export function hookFailures(mod: TestModule): number {
  let count = 0;
  for (const suite of mod.children.allSuites()) if (suite.errors().length > 0) count++;
  // The file's own hooks (a top-level beforeAll); a file with no test at all is counted by the caller.
  if (mod.errors().length > 0 && [...mod.children.allTests()].length > 0) count++;
  return count;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const times: FileTime[] = [];
    for (const mod of testModules) {
      let any = false;
      for (const test of mod.children.allTests()) {
        any = true;
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      failed += hookFailures(mod);
      if (!any && mod.state() === 'failed') failed++;
      const d = mod.diagnostic();
      times.push({ file: relative(process.cwd(), mod.moduleId), seconds: (d.collectDuration + d.duration) / 1000 });
    }
    failed += unhandledErrors.length;
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    const slow = testModules.length > 1 ? slowestLines(times) : [];
    // test/run.mjs reads the counts back, to add a failed lint or type check to the closing line.
    if (process.env.ADJUTANT_SUMMARY) writeFileSync(process.env.ADJUTANT_SUMMARY, JSON.stringify({ passed, failed, skipped }));
    process.stdout.write(`${slow.length ? `\n${slow.join('\n')}\n` : ''}\n${passed} passed, ${failed} failed${tail}\n`);
  }
}
