#!/usr/bin/env node
// `npm test`: everything. Type-checks each layer with its own tsconfig, then runs every test in one
// vitest run; the summary reporter ends the output with the plain `N passed, N failed` line CI reads.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (p) => fileURLToPath(new URL(`../node_modules/${p}`, import.meta.url));
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

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
const rest = args.filter((a) => a !== '--no-typecheck');
process.exit(run([bin('vitest/vitest.mjs'), 'run', '--config', 'test/vitest.config.ts', ...rest]));
