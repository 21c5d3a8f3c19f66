#!/usr/bin/env node
// `npm test`: everything. Type-checks each layer with its own tsconfig, then runs every test in one
// vitest run on Node >= 22.14 (the archive's better-sqlite3 needs it; see docs/decisions.md). The
// summary reporter ends the output with the plain `N passed, N failed` line that CI reads.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { modernNode, TOO_OLD } from '../electron/runtime/node24.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (p) => fileURLToPath(new URL(`../node_modules/${p}`, import.meta.url));
const node = modernNode();
if (!node) {
  console.error(TOO_OLD);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
const run = (args) => spawnSync(node, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const args = process.argv.slice(2);
if (!args.includes('--no-typecheck')) {
  for (const project of ['engine/tsconfig.json', 'tsconfig.json']) {
    if (run([bin('typescript/bin/tsc'), '-p', project, '--noEmit']) !== 0) {
      console.error(`\ntype errors in ${project}`);
      console.log('\n0 passed, 1 failed');
      process.exit(1);
    }
  }
}
// The end-to-end tests drive the built app: build it first (renderer, main process, preload).
if (!args.includes('--no-build') && run([fileURLToPath(new URL('../electron/tools/build.mjs', import.meta.url)), '--quiet']) !== 0) {
  console.error('\nthe build failed');
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}
const rest = args.filter((a) => a !== '--no-typecheck' && a !== '--no-build');
process.exit(run([bin('vitest/vitest.mjs'), 'run', '--config', 'test/vitest.config.ts', ...rest]));
