#!/usr/bin/env node
// `npm run bench [engine|reader|archive|cli ...]`: the benchmarks, one after the other. Each is bundled
// with esbuild first, as the app ships its code (tsx's per-module loading would measure the dev
// loader: getters on every imported constant, wrappers on every closure), then run on Node >= 22.14.
// Figures go to stdout; quote them in docs/PERFORMANCE.md with the command that produced them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { modernNode } from '../../electron/runtime/node24.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const node = modernNode() ?? process.execPath;
const all = ['engine', 'digest', 'allocation', 'variants', 'reader', 'archive', 'report', 'e2e', 'interchange', 'cli', 'event', 'app'];
// Names choose benchmarks; options (--samples 5) go to each benchmark run.
const argv = process.argv.slice(2);
const optionAt = argv.findIndex((a) => a.startsWith('-'));
const names = optionAt < 0 ? argv : argv.slice(0, optionAt);
const passed = optionAt < 0 ? [] : argv.slice(optionAt);
const chosen = names.length ? names : all;
const outDir = join(root, 'node_modules', '.cache', 'adjutant-bench');
mkdirSync(outDir, { recursive: true });
let failed = 0;
for (const name of chosen) {
  const src = join(root, 'test', 'bench', `${name}.bench.ts`);
  if (!existsSync(src)) {
    if (!all.includes(name)) {
      console.error(`no benchmark '${name}' (known: ${all.join(', ')})`);
      failed++;
    }
    continue;
  }
  const out = join(outDir, `${name}.bench.mjs`);
  const esbuild = join(root, 'node_modules', '.bin', 'esbuild');
  const build = spawnSync(
    esbuild,
    [src, '--bundle', '--platform=node', '--format=esm', '--target=node20', '--packages=external', `--outfile=${out}`, '--log-level=warning'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    failed++;
    continue;
  }
  console.log(`\n== ${name} (node ${spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim()})`);
  const r = spawnSync(node, [out, ...passed], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
