#!/usr/bin/env node
// `npm test`: everything. Lints the tree (the layers of STYLE.md are lint errors), checks the
// formatting (Prettier, configured in package.json: `npm run format` fixes it), type-checks each layer once
// with its own tsconfig (`tsc -b`), builds the app, then runs every test in one vitest run on
// Node >= 22.14 (the archive's better-sqlite3 needs it; see docs/decisions.md). The summary reporter
// ends the output with the plain `N passed, N failed` line that CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const run = (args) => spawnSync(node, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
const tool = (path, what) => {
  if (!existsSync(bin(path))) fail(`${what} is not installed (node_modules/${path}): run \`npm install\``);
  return bin(path);
};

const args = process.argv.slice(2);
const flags = new Set(['--no-lint', '--no-typecheck', '--no-build']);
// Lint, formatting and the type check run side by side (each mostly waits on one core), each with
// its cache outside the tracked tree (node_modules/.cache/): with one file changed they take seconds.
// Each one's output is printed whole when it ends, so the three never interleave.
const check = (args, why) =>
  new Promise((resolve) => {
    const child = spawn(node, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(out));
      resolve(code === 0 ? null : why);
    });
  });
const checks = [];
if (!args.includes('--no-lint')) {
  const cache = ['--cache', '--cache-location', 'node_modules/.cache/eslint/'];
  checks.push(check([tool('eslint/bin/eslint.js', 'ESLint'), ...cache, '.'], 'lint errors (npx eslint . to see them again)'));
  const prettier = tool('prettier/bin/prettier.cjs', 'Prettier');
  checks.push(check([prettier, '--check', '--cache', '--log-level', 'warn', '.'], 'files not formatted: npm run format'));
}
if (!args.includes('--no-typecheck')) checks.push(check([bin('typescript/bin/tsc'), '-b'], 'type errors (tsc -b)'));
const started = performance.now();
const failed = (await Promise.all(checks)).filter(Boolean);
if (checks.length) console.log(`lint, formatting and type check: ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (failed.length) fail(failed.join('; '));
// The end-to-end tests drive the built app: build it first (renderer, main process, preload).
if (!args.includes('--no-build') && run([fileURLToPath(new URL('../electron/tools/build.mjs', import.meta.url)), '--quiet', '--if-stale']) !== 0)
  fail('the build failed');
const rest = args.filter((a) => !flags.has(a));
process.exit(run([bin('vitest/vitest.mjs'), 'run', '--config', 'test/vitest.config.ts', ...rest]));
