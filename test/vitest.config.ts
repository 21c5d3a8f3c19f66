import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The pure tests (with SHARED_TESTS, the project named pure): the engine's, the DATC's and the reference adjudicator's. They import only pure
 * TypeScript (no archive, no child process, no mocked module, no global they change), so their files
 * share a worker process one after the other (`isolate: false`) instead of each starting a process and
 * importing the engine again: half the CPU time of these files (docs/PERFORMANCE.md, "Feedback").
 */
export const PURE_TESTS = ['test/engine/**/*.test.ts', 'test/datc/**/*.test.ts', 'test/reference/**/*.test.ts'];
/**
 * The service's, the tournament's, the interchange's, the archive's and the reports' tests: each opens
 * its own archive in its own temporary folder and mocks nothing, so they share workers too (122.8 s of
 * CPU in a process per file, 63.0 s shared, for the first three). Not the mail tests (SMTP and IMAP
 * servers as processes), jdip.test.ts, the archive's crash.test.ts and trust.test.ts (child
 * processes), nor the reports' PDF tests (Chromium, poppler): SERVER_TESTS or OWN_PROCESS below.
 */
export const SHARED_TESTS = [
  'test/electron/service/**/*.test.ts',
  'test/electron/tournament/**/*.test.ts',
  'test/electron/interchange/**/*.test.ts',
  'test/electron/archive/**/*.test.ts',
  'test/electron/reports/**/*.test.ts',
  // The IPC handlers' tests (the service behind them, archives of their own), the runtime's lazy
  // loading and build-freshness checks, and the renderer's unit tests (pure logic over the engine and
  // the service; not the language tests, which switch the one i18next's language, nor those that
  // mock a module): in a process each they spent most of their CPU starting it and importing.
  'test/electron/ipc/**/*.test.ts',
  'test/electron/runtime/lazy.test.ts',
  'test/electron/runtime/appFresh.test.ts',
  'test/renderer/*.test.ts',
  'test/renderer/board/**/*.test.ts',
  'test/renderer/interaction/**/*.test.ts',
  'test/renderer/panels/**/*.test.ts',
  // The renderer's wording tests switch i18next's one language: test/support/english.ts, a setup file
  // of the shared projects, starts every file in English and puts it back after the file's last test
  // (the 15 files: 24.4 s of CPU in a process each, 11.8 s shared; not saidWords.test.ts, OWN_PROCESS). The main process's path guards.
  'test/renderer/i18n/**/*.test.ts',
  'test/electron/main/guards.test.ts',
];
/**
 * Files that start a server, a process or a tool of their own (dovecot, an SMTP server, openssl,
 * Chromium and poppler for the PDFs, the browser host, the \`adjutant\` CLI, tsc, ESLint, the
 * duplicates finder), stop what they started after their last test, and mock nothing and set no
 * environment: they share workers too (\`isolate: false\`; the mail files outbox, mailbox and imap:
 * 19.8 s of CPU in a process each, 8.6 s shared), starting in English (test/support/english.ts).
 * test/tooling.test.ts checks them. Not notes.test.ts (it adds a French string to the catalogue), the
 * postal files and pdfBoards.test.ts (they mock the printer's close: pdfKeptBrowser.ts), nor
 * pdf.test.ts (it sets ADJUTANT_CHROMIUM).
 */
export const SERVER_TESTS = [
  'test/electron/service/mail/credentials.test.ts',
  'test/electron/service/mail/intake.test.ts',
  'test/electron/service/mail/outbox.test.ts',
  'test/electron/service/mail/mailbox.test.ts',
  'test/electron/service/mail/imap.test.ts',
  'test/electron/service/mail/troubleWords.test.ts',
  'test/electron/reports/languagePdf.test.ts',
  'test/electron/reports/pdfFonts.test.ts',
  // jDip's driver (java), the archive's killed writers and the CLI's trust checks as processes.
  'test/electron/interchange/jdip.test.ts',
  'test/electron/archive/crash.test.ts',
  'test/electron/archive/trust.test.ts',
  // The browser host in-process and as a process, the board harness in Chromium, the CLI (in-process
  // and as processes), and the tools' own tests (the type check, the lint, the i18n check, the
  // duplicates finder, the benchmarks' comparison): a process each cost about 1 s of CPU of starting
  // and importing that no file time shows (docs/PERFORMANCE.md, "The suite's overhead, session 14").
  'test/electron/host/**/*.test.ts',
  'test/renderer/harness/**/*.test.ts',
  'test/electron/cli/**/*.test.ts',
  'test/electron/tools/**/*.test.ts',
  'test/electron/runtime/packageJson.test.ts',
  'test/bench/**/*.test.ts',
  'test/{checks,checksChange,duplicates,lanes,layerTypes,lint,seeding,sharedHelpers,suite}.test.ts',
];
export const OWN_PROCESS = [
  'test/electron/service/mail/notes.test.ts',
  'test/electron/service/mail/postal*.test.ts',
  'test/electron/reports/pdf.test.ts',
  'test/electron/reports/pdfBoards.test.ts',
  // What it checks is what the service modules loaded so far declared (electron/service/result.ts
  // saidEnglish): more in a worker where other files loaded more of the service.
  'test/renderer/i18n/saidWords.test.ts',
  // It runs in jsdom (its SVG read back by the DOM's parser): a shared worker in Node would be stopped
  // for it and another started after it, importing everything again (vitest shares a worker only
  // between files of one environment; test/tooling.test.ts keeps other environments out of them).
  'test/engine/draw/svg.test.ts',
];
/**
 * The browser tests: each opens its own archive, host and browser contexts, and mocks nothing, so
 * they share workers too: the host, the service and playwright-core (test/renderer/e2e/support.ts)
 * are imported once per worker, not once per file (about 2.1 s of CPU a file in a process of its
 * own, 0.9 s shared: docs/PERFORMANCE.md, "The browser test files").
 */
export const E2E_TESTS = ['test/renderer/e2e/**/*.test.ts'];
/** Where vitest keeps the modules it transformed (relative to the root), and how many files it may hold before it is emptied. */
export const MODULE_CACHE = 'node_modules/.cache/vitest-modules';
export const MODULE_CACHE_LIMIT = 4000;
const root = fileURLToPath(new URL('..', import.meta.url));
// Each change of a file adds an entry and none is ever removed: past the limit (a few hundred MB),
// the folder is emptied and filled again by the next run. Only vitest's main process does it (the
// workers also read this file: test/tooling.test.ts), before any module is read from it.
if (process.env.VITEST_POOL_ID === undefined) {
  const dir = join(root, MODULE_CACHE);
  if (existsSync(dir) && readdirSync(dir).length > MODULE_CACHE_LIMIT) rmSync(dir, { recursive: true, force: true });
}
/** Every project's setup file noting each test file's CPU (read by test/summaryReporter.ts). */
export const CPU = './test/support/cpu.ts';
/** The shared projects' setup file: each file starts in English and leaves it in English. */
export const ENGLISH = './test/support/english.ts';
const ALL_TESTS = ['test/**/*.test.ts', 'test/**/*.test.tsx'];

// The order the test files start in (`sequence.sequencer` below). Two workers take
// the files from one queue in order; whatever starts last decides how long one of them idles while
// the other finishes. vitest starts the longest files first from its results cache, but a fresh
// clone has none, and then files start in the order they were found: a 20 s file could start last.
// So the queue comes from test/durations.json (each file's wall time in a whole run, committed) where
// the cache has nothing: within a project the longest first; files neither knows (new ones) before
// them, as vitest does; a file that failed in the last run first of all, as vitest does. Projects
// stay whole (a shared worker goes on with the next file of its project only if it is next in the
// queue), in PROJECT_ORDER: the browser files first (the longest), the pure files last (160 short
// files in shared workers, which even out the two workers' ends).
// (Here, not in a module of its own: the configuration's imports are loaded without extensions only by Vite's older loader.)
/** The projects in the order they start (test/vitest.config.ts); one not named starts after these. */
export const PROJECT_ORDER = ['e2e', 'servers', 'app-processes', 'app', 'pure'];
/**
 * A whole `npm test` runs the projects in two vitest processes side by side (test/run.mjs), each
 * with its own workers: the browser files wait on Chromium more than they work (the e2e project
 * alone kept 1.3 of the 2 cores busy, with 2 workers as with 4), and one queue ran the projects one
 * after another, so the CPU-bound files started only once the browser files were done. Side by side
 * the lanes fill each other's waits (docs/PERFORMANCE.md, "Two lanes, session 17"). Each lane's
 * projects (the files in a process each, app-processes and app, with the browser files: the two
 * lanes then end within seconds of each other); every project is in exactly one (test/lanes.test.ts). `ADJUTANT_LANE` names the lane a
 * process runs; unset, every project runs (a targeted run, `npm run test:unit`).
 */
export const LANES: Readonly<Record<string, readonly string[]>> = {
  browser: ['e2e', 'app-processes', 'app'],
  node: ['servers', 'pure'],
};
const LANE = process.env.ADJUTANT_LANE || undefined;
if (LANE !== undefined && !Object.hasOwn(LANES, LANE))
  throw new Error(`ADJUTANT_LANE is ${LANE}: not one of ${Object.keys(LANES).join(', ')} (test/vitest.config.ts)`);
/** The committed hint: `project:file` to its wall time in seconds (`ADJUTANT_DURATIONS=test/durations.json npm test` writes it again). */
export const DURATIONS = 'test/durations.json';

/** What is known of a file: from vitest's cache (this machine's last run) or the hint. */
export interface Known {
  failed: boolean;
  /** Seconds. */
  duration: number;
}

export interface Queued {
  project: string;
  /** Relative to the root, with forward slashes: the key's second half. */
  file: string;
}

/** `project:file`, vitest's own key for a file's results. */
export const keyOf = (q: Queued): string => `${q.project}:${q.file}`;

const rank = (project: string): number => {
  const i = PROJECT_ORDER.indexOf(project);
  return i === -1 ? PROJECT_ORDER.length : i;
};

/**
 * The files in the order they start: by project, then failed, unknown, then longest first; ties by
 * name. But a worker's first file of a project also pays the worker's start (its imports; a browser
 * file, the worker's Chromium: about 1.5 s of a typing file's 19 s on a loaded machine), so where
 * `starters` gives a project a number n (its workers, for a project whose files share them), its n
 * shortest known files open its queue, after the failed ones: each worker starts on a short file,
 * and the longest files, next, start in a worker that is ready.
 */
export function ordered<T extends Queued>(
  files: readonly T[],
  cached: (key: string) => Known | undefined,
  hint: Readonly<Record<string, number>>,
  starters: Readonly<Record<string, number>> = {},
): T[] {
  const known = (q: Queued): Known | undefined => {
    const c = cached(keyOf(q));
    if (c) return c;
    const h = Object.hasOwn(hint, keyOf(q)) ? hint[keyOf(q)] : undefined;
    return typeof h === 'number' ? { failed: false, duration: h } : undefined;
  };
  // The shortest known files of each project given starters, by key.
  const starting = new Set<string>();
  for (const [project, n] of Object.entries(starters)) {
    const fine = files.filter((q) => q.project === project && known(q)?.failed === false);
    fine.sort((a, b) => known(a)!.duration - known(b)!.duration || a.file.localeCompare(b.file));
    for (const q of fine.slice(0, n)) starting.add(keyOf(q));
  }
  const weight = (q: Queued): [number, number] => {
    const k = known(q);
    // Failed first, then a project's starters, then the unknown, then by duration, longest first.
    return k === undefined ? [2, 0] : k.failed ? [0, 0] : starting.has(keyOf(q)) ? [1, -k.duration] : [3, -k.duration];
  };
  return [...files].sort((a, b) => {
    const byProject = rank(a.project) - rank(b.project) || a.project.localeCompare(b.project);
    if (byProject !== 0) return byProject;
    const [wa, da] = weight(a);
    const [wb, db] = weight(b);
    return wa - wb || da - db || a.file.localeCompare(b.file);
  });
}

/** The hint's durations (an empty hint when the file is missing or unreadable: the order is then vitest's fallback). */
export function readHint(path: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
    const files = (parsed as { files?: unknown }).files;
    if (typeof files !== 'object' || files === null) return {};
    return Object.fromEntries(Object.entries(files).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])));
  } catch {
    return {};
  }
}

export class HintedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const hint = readHint(`${root}/${DURATIONS}`);
    const queued = files.map((spec) => ({ spec, project: spec.project.name, file: relative(root, spec.moduleId).split('\\').join('/') }));
    const cached = (key: string): Known | undefined => {
      const r = this.ctx.cache.getFileTestResults(key);
      return r ? { failed: r.failed, duration: r.duration / 1000 } : undefined;
    };
    // Each project whose files share workers opens with two short files a worker: the shortest are
    // often ones that start nothing (the browser lane's: a skipped file, one that opens no window,
    // each under a second), and entry.test.ts, next, still found its worker starting (19.6-19.9 s,
    // its typing 16.05 s of it); a second short file a worker warms it (Chromium, the modules).
    const workers = this.ctx.config.maxWorkers;
    const starters = Object.fromEntries(files.filter((spec) => spec.project.config.isolate === false).map((spec) => [spec.project.name, 2 * workers]));
    return ordered(queued, cached, hint, starters).map((q) => q.spec);
  }
}

/** A project's name (each has one, as a string). */
const nameOf = (p: TestProjectInlineConfiguration): string => (typeof p.test?.name === 'string' ? p.test.name : '');
/** The projects (each `extends` the root configuration below). */
export const PROJECTS: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: { name: 'pure', include: [...PURE_TESTS, ...SHARED_TESTS], exclude: [...OWN_PROCESS, ...SERVER_TESTS], isolate: false, setupFiles: [ENGLISH] },
  },
  { extends: true, test: { name: 'servers', include: SERVER_TESTS, isolate: false, setupFiles: [ENGLISH] } },
  // One Chromium per worker for all its browser files; setup.ts closes the contexts a file left open (support.ts is loaded once per worker).
  // expect.poll looks again every 10 ms, not vitest's 50: a browser test's condition (a text the
  // page shows after a click) is often met a few ms after a first look that failed, and then 50 ms
  // were waited out (director.test.ts: 34 times, 1.8 s; docs/PERFORMANCE.md, "Waits, session 17").
  // A look is one round trip to the page.
  {
    extends: true,
    test: {
      name: 'e2e',
      include: E2E_TESTS,
      isolate: false,
      setupFiles: ['./test/renderer/e2e/setup.ts'],
      expect: { poll: { timeout: 120_000, interval: 10 } },
    },
  },
  // Everything else (mocked Electron modules, fake clocks, this file's own checks, packaging): each file in a process of its own.
  { extends: true, test: { name: 'app', include: ALL_TESTS, exclude: [...PURE_TESTS, ...SHARED_TESTS, ...SERVER_TESTS, ...E2E_TESTS] } },
  { extends: true, test: { name: 'app-processes', include: OWN_PROCESS } },
];

export default defineConfig({
  root,
  // Each lane keeps its own results (vitest's cache of each file's duration and failure, which orders
  // the files of the next run): two lanes writing one file would each put back the other's old results.
  ...(LANE === undefined ? {} : { cacheDir: `node_modules/.vite/lane-${LANE}` }),
  test: {
    // Vite's transform of each module, kept on disk (node_modules/.cache/vitest-modules) and shared by
    // the projects: each project has a Vite server of its own, which transformed the same modules
    // again, and a second run transformed everything again (docs/PERFORMANCE.md, "The tests' Node
    // side, session 15"). A key is the file's content and the configuration, so a changed file is
    // transformed again (the folder is emptied past MODULE_CACHE_LIMIT files).
    experimental: { fsModuleCache: true, fsModuleCachePath: MODULE_CACHE },
    reporters: ['default', './test/summaryReporter.ts'],
    // The longest files start first, from test/durations.json where vitest's cache has no results (a
    // fresh clone), so that the two workers finish together (HintedSequencer above).
    sequence: { sequencer: HintedSequencer },
    // fast-check's properties run from a fixed seed (test/support/seed.ts); each file's CPU (its
    // worker's and its children's) is noted for the summary's list (test/support/cpu.ts).
    setupFiles: ['./test/support/seed.ts', CPU],
    // A safety net for a hung test, not a speed check: tests wait for conditions, and a machine
    // running two copies of the suite side by side may take minutes where an idle one takes seconds.
    testTimeout: 300_000,
    // vitest's default is one worker fewer than the cores: one worker on a 2-core machine, which
    // leaves a core idle while a test waits on a child process or Chromium. The tests hold their
    // own temporary folders and ports, so two or more files run side by side.
    // A lane has half of them (two lanes run side by side), and never fewer than two.
    maxWorkers: LANE === undefined ? Math.max(2, availableParallelism()) : Math.max(2, Math.ceil(availableParallelism() / 2)),
    hookTimeout: 300_000,
    // expect.poll waits for a condition; its default deadline (1 s) is a speed check under load.
    // This one is a safety net, like the timeouts above.
    expect: { poll: { timeout: 120_000 } },
    projects: PROJECTS.filter((p) => LANE === undefined || LANES[LANE].includes(nameOf(p))),
  },
});
