#!/usr/bin/env node
// `npm run web`: runs the browser host (main.ts) on a Node new enough for the archive (>= 22.14;
// the project's Node 24 when this one is older, docs/decisions.md).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { modernNode } from '../runtime/node24.mjs';

const node = modernNode();
if (!node) {
  console.error('Adjutant needs Node >= 22.14 (better-sqlite3 13). Run `npm install` on linux-x64 to get the bundled Node 24, or install Node 24.');
  process.exit(1);
}
if (node !== process.execPath) {
  const r = spawnSync(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
const { register } = await import('tsx/esm/api');
register();
const { main } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2));
