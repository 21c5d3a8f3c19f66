#!/usr/bin/env node
// `npm test`: everything. Lints the tree (the layers of STYLE.md are lint errors), checks the
// formatting (oxfmt, configured in .oxfmtrc.json: `npm run format` fixes it), type-checks each layer once
// with its own tsconfig (`tsc -b` of TypeScript 7, then every lint rule through oxlint:
// electron/tools/checks.mjs, `npm run check`), builds the app, and runs every test with vitest on
// Node >= 22.14 (the archive's better-sqlite3 needs it; see docs/decisions.md): a whole run in two
// vitest processes side by side (the lanes below), a run naming files or options in one. The stages overlap
// so that both cores stay busy: the build starts with the checks, and the tests as soon as the build
// is done (the end-to-end tests drive the built app), while the checks may still run. Each stage's
// wall time is printed (docs/PERFORMANCE.md). The last line is the plain `N passed, N failed` that CI
// reads: a check that failed counts as one failure more.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modernNode, TOO_OLD } from '../electron/runtime/node24.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (p) => fileURLToPath(new URL(`../node_modules/${p}`, import.meta.url));
const node = modernNode();
const fail = (why) => {
  console.error(`\n${why}`);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
};
if (!node) fail(TOO_OLD);
const tool = (path, what) => {
  if (!existsSync(bin(path))) fail(`${what} is not installed (node_modules/${path}): run \`npm install\``);
  return bin(path);
};
const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

const args = process.argv.slice(2);
const flags = new Set(['--no-lint', '--no-typecheck', '--no-build']);
/** Runs a Node script to its end, its output kept: answers its exit code (null when a signal ended it) and output. */
const collected = (args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(node, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => resolve({ code, out: Buffer.concat(out) }));
  });
// The type check with the lint, and the formatting check, run side by side, each with its cache
// outside the tracked tree (node_modules/.cache/): with one file changed they take seconds.
// Their output is kept and printed whole after the tests, so it never interleaves with theirs.
// `quiet`: its report is printed only when it failed (oxfmt says that all is well otherwise).
const check = (args, why, quiet = false) =>
  collected(args).then(({ code, out }) => ({ out: quiet && code === 0 ? Buffer.alloc(0) : out, why: code === 0 ? null : why(code ?? 4) }));
/** Runs a Node script to its end, answering its exit code. */
const exitCode = (args, stdio, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(node, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
const checks = [];
const lint = !args.includes('--no-lint');
const typecheck = !args.includes('--no-typecheck');
// The type check and the lint run in one script (electron/tools/checks.mjs), the lint after the type
// check: its exit status says which of them failed.
if (lint || typecheck) {
  tool('oxlint/bin/oxlint', 'oxlint');
  tool('typescript-7/bin/tsc', 'TypeScript 7');
  const only = [...(lint ? [] : ['--no-lint']), ...(typecheck ? [] : ['--no-typecheck'])];
  const reasons = (code) =>
    code & 4 || code > 7
      ? ['the type check and lint could not run (electron/tools/checks.mjs)']
      : [code & 1 && 'type errors (tsc -b)', code & 2 && 'lint errors (npm run lint to see them again)'].filter(Boolean);
  checks.push(check([fileURLToPath(new URL('../electron/tools/checks.mjs', import.meta.url)), ...only, '--beside-tests'], reasons));
}
if (lint) {
  // oxfmt (.oxfmtrc.json: Prettier's options, Prettier's output on this tree) checks the whole tree in about a second of CPU: no cache.
  const oxfmt = tool('oxfmt/bin/oxfmt', 'oxfmt');
  checks.push(check([oxfmt, '--check', '--threads=1', '.'], () => ['files not formatted: npm run format'], true));
}
const checked = Promise.all(checks).then((results) => ({ results, time: seconds(started) }));
// The end-to-end tests drive the built app: build it first (renderer, main process, preload), beside the checks.
if (!args.includes('--no-build')) {
  const built = performance.now();
  const code = await exitCode([fileURLToPath(new URL('../electron/tools/build.mjs', import.meta.url)), '--quiet', '--if-stale'], 'inherit');
  if (code !== 0) {
    for (const r of (await checked).results) process.stdout.write(r.out);
    fail('the build failed');
  }
  console.log(`build: ${seconds(built)}`);
}
const rest = args.filter((a) => !flags.has(a));
// Each vitest process's summary reporter (test/summaryReporter.ts) leaves its counts here, for the closing line.
const summaryDir = mkdtempSync(join(tmpdir(), 'adjutant-test-'));
/**
 * A whole run (no file or option named) runs the projects in two lanes side by side, each a vitest
 * process with half the workers (test/vitest.config.ts's LANES: the browser files, which mostly wait
 * on Chromium, beside the Node files, which mostly work). The node lane prints as it goes; the browser
 * lane's output is kept and printed whole after it, so that the two never interleave. A run
 * naming files or options is one vitest process, as before.
 */
const LANES = ['browser', 'node'];
/** Runs vitest with `args`, its output printed as it comes or, `kept`, answered whole with its exit code and counts. */
const vitestRun = async (args, env, kept) => {
  const file = join(summaryDir, `${env.ADJUTANT_LANE ?? 'all'}.json`);
  const all = { ...env, ADJUTANT_SUMMARY: file };
  const vitestArgs = [bin('vitest/vitest.mjs'), 'run', '--config', 'test/vitest.config.ts', ...args];
  const { code, out } = kept ? await collected(vitestArgs, all) : { code: await exitCode(vitestArgs, 'inherit', all), out: Buffer.alloc(0) };
  let counts = null;
  try {
    counts = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // vitest ended before its reporter ran (a bad argument, a crash): its exit code says so.
  }
  return { code: code ?? 1, counts, out };
};
const tested = performance.now();
const runs =
  rest.length === 0
    ? await (async () => {
        const [kept, shown] = LANES;
        const browser = vitestRun([], { ADJUTANT_LANE: kept }, true);
        const others = await vitestRun([], { ADJUTANT_LANE: shown }, false);
        const done = await browser;
        process.stdout.write(done.out);
        return [others, done];
      })()
    : [await vitestRun(rest, {}, false)];
const vitest = runs.some((r) => r.code !== 0) ? 1 : 0;
// The lanes' counts summed; a lane that left none (it crashed) counts as a failure.
const counts = runs.every((r) => r.counts === null)
  ? null
  : runs.reduce(
      (sum, r) =>
        r.counts === null
          ? { ...sum, failed: sum.failed + 1 }
          : { passed: sum.passed + r.counts.passed, failed: sum.failed + r.counts.failed, skipped: sum.skipped + r.counts.skipped },
      { passed: 0, failed: 0, skipped: 0 },
    );
const testTime = seconds(tested);
const { results, time } = await checked;
for (const r of results) process.stdout.write(r.out);
if (checks.length) console.log(`lint, formatting and type check: ${time}`);
const failed = results.flatMap((r) => r.why ?? []);
rmSync(summaryDir, { recursive: true, force: true });
console.log(`tests: ${testTime}; npm test: ${seconds(started)}`);
if (failed.length) console.error(`\n${failed.join('; ')}`);
// The closing line again, last, with a failed check counted.
if (counts) {
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  console.log(`\n${counts.passed} passed, ${counts.failed + failed.length} failed${skipped}`);
} else console.log('\n0 passed, 1 failed');
process.exit(failed.length ? 1 : vitest);
