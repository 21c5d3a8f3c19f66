// Prints the slowest test files, then the plain closing line CI reads: `N passed, N failed`
// (`, N skipped` when some are). Skipped tests are never counted as passed; a file that fails to
// load counts as a failure. A file is timed from its import (collect) to its last hook: the goal is
// none over 20 s (issue 28), and those over it are named, but never failed on: wall time depends on
// the machine's load, and no test may (docs/PERFORMANCE.md has the figures on a quiet machine).
// Beside each wall time, the file's CPU (test/support/cpu.ts): its worker's and the processes it
// waited for; then the files that cost the most CPU, which is what a loaded machine pays for.
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { FileCpu } from './support/cpu';

/** The goal for one file's wall time, in seconds. */
export const FILE_GOAL_S = 20;
/** How many of the slowest files are listed. */
const LISTED = 8;

export interface FileTime {
  file: string;
  seconds: number;
  /** Its CPU, when its setup noted it (test/support/cpu.ts). */
  cpu?: FileCpu;
}

const total = (c: FileCpu): number => c.worker + c.children;
const secs = (n: number, width = 6): string => n.toFixed(1).padStart(width);
/** A file's CPU as `worker + children`, the same width with or without it. */
const cpuColumn = (c: FileCpu | undefined): string => (c ? `${secs(c.worker)} + ${secs(c.children, 5)} s` : ' '.repeat(16));

/** The lines naming the slowest files, slowest first, and every one over the goal. */
export function slowestLines(times: readonly FileTime[], listed = LISTED, goal = FILE_GOAL_S): string[] {
  const sorted = [...times].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const over = sorted.filter((t) => t.seconds > goal);
  const shown = sorted.slice(0, Math.max(listed, over.length));
  if (shown.length === 0) return [];
  const withCpu = shown.some((t) => t.cpu);
  const lines = [`slowest test files (wall, goal under ${goal} s each${withCpu ? "; CPU: the worker's + the processes it waited for" : ''}):`];
  for (const t of shown) lines.push(`  ${secs(t.seconds)} s  ${withCpu ? `${cpuColumn(t.cpu)}  ` : ''}${t.file}${t.seconds > goal ? '  (over the goal)' : ''}`);
  lines.push(over.length ? `${over.length} file(s) over ${goal} s` : `no file over ${goal} s`);
  return lines;
}

/**
 * The files that cost the most CPU (their worker's and their children's), most first, under the
 * sum over every file noted. A shared worker's start is counted in its first file (test/support/cpu.ts).
 */
export function cpuLines(times: readonly FileTime[], listed = LISTED): string[] {
  const noted = times.filter((t): t is FileTime & { cpu: FileCpu } => t.cpu !== undefined);
  if (noted.length === 0) return [];
  const sorted = [...noted].sort((a, b) => total(b.cpu) - total(a.cpu) || a.file.localeCompare(b.file));
  const worker = noted.reduce((n, t) => n + t.cpu.worker, 0);
  const children = noted.reduce((n, t) => n + t.cpu.children, 0);
  const lines = [
    `most CPU (the worker's + the processes it waited for): ${secs(worker + children, 0)} s in ${noted.length} files (${secs(worker, 0)} + ${secs(children, 0)} s)`,
  ];
  for (const t of sorted.slice(0, listed)) lines.push(`  ${secs(total(t.cpu))} s  ${cpuColumn(t.cpu)}  ${t.file}`);
  return lines;
}

/**
 * test/durations.json's text: each file's wall time in seconds by `project:file`, as
 * test/vitest.config.ts's HintedSequencer reads it. A run of some files only updates theirs: the
 * `earlier` hint's other files are kept while `exists` finds them (a file renamed or removed leaves).
 */
export function durationsHint(
  times: readonly (FileTime & { project?: string })[],
  about = DURATIONS_ABOUT,
  earlier: Readonly<Record<string, number>> = {},
  exists: (file: string) => boolean = () => true,
): string {
  const kept = Object.entries(earlier).filter(([key]) => exists(key.slice(key.indexOf(':') + 1)));
  const now = times.filter((t) => t.project !== undefined).map((t) => [`${t.project}:${t.file}`, Math.round(t.seconds * 10) / 10] as const);
  // Sorted by key, the earlier entry before this run's for the same file: the later one wins.
  const files = Object.fromEntries([...kept, ...now].sort((a, b) => a[0].localeCompare(b[0])));
  return `${JSON.stringify({ about, files }, null, 2)}\n`;
}
/** The hint a run finds at `path` (own numeric entries), to keep the files this run did not run. */
function earlierHint(path: string): Record<string, number> {
  try {
    const files: unknown = (JSON.parse(readFileSync(path, 'utf8')) as { files?: unknown }).files;
    return typeof files === 'object' && files !== null ? Object.fromEntries(Object.entries(files).filter(([, v]) => typeof v === 'number')) : {};
  } catch {
    return {};
  }
}
/**
 * Runs `write` while holding `lock` (a file created exclusively, removed after): the two lanes of
 * `npm test` end at their own times, but each reads the hint, adds its files and writes it back, and
 * two doing so at once would lose one lane's entries. A lock left by a process that died is taken
 * over after 10 s.
 */
export function whileLocked(lock: string, write: () => void): void {
  const until = Date.now() + 10_000;
  let fd: number | undefined;
  while (fd === undefined) {
    try {
      fd = openSync(lock, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (Date.now() > until) {
        rmSync(lock, { force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    write();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}
const DURATIONS_ABOUT =
  "Each test file's wall time in seconds, by `project:file`, from a whole run: the order files start in where vitest's cache has none (test/vitest.config.ts's HintedSequencer). `ADJUTANT_DURATIONS=test/durations.json npm test` writes it again.";

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
    const times: (FileTime & { project: string })[] = [];
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
      const cpu = mod.meta().cpu;
      times.push({
        file: relative(process.cwd(), mod.moduleId).split('\\').join('/'),
        project: mod.project.name,
        seconds: (d.collectDuration + d.duration) / 1000,
        ...(cpu ? { cpu } : {}),
      });
    }
    failed += unhandledErrors.length;
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    const slow = testModules.length > 1 ? [...slowestLines(times), ...cpuLines(times).map((l, i) => (i === 0 ? `\n${l}` : l))] : [];
    // The hint of the order files start in (test/vitest.config.ts's HintedSequencer), written again when
    // asked for: a run of a few files updates theirs and keeps the others' (a whole run is the one to ask).
    const hint = process.env.ADJUTANT_DURATIONS;
    // Two lanes of one `npm test` (test/run.mjs) each update their own files' entries: one at a time.
    if (hint)
      whileLocked(`${hint}.lock`, () =>
        writeFileSync(
          hint,
          durationsHint(times, DURATIONS_ABOUT, earlierHint(hint), (file) => existsSync(file)),
        ),
      );
    // test/run.mjs reads the counts back, to add a failed lint or type check to the closing line.
    if (process.env.ADJUTANT_SUMMARY) writeFileSync(process.env.ADJUTANT_SUMMARY, JSON.stringify({ passed, failed, skipped }));
    // In a lane of `npm test`, its counts are named as the lane's: test/run.mjs prints the closing line of the whole.
    const lane = process.env.ADJUTANT_LANE;
    const title = lane ? `the ${lane} lane (${[...new Set(testModules.map((m) => m.project.name))].join(', ')}): ` : '';
    const slowTitled = lane && slow.length ? [`${title.slice(0, -2)}:`, ...slow] : slow;
    process.stdout.write(`${slowTitled.length ? `\n${slowTitled.join('\n')}\n` : ''}\n${title}${passed} passed, ${failed} failed${tail}\n`);
  }
}
