#!/usr/bin/env node
// `npm run build`: the renderer with Vite into out/renderer; the main process (ESM) and the
// sandboxed preload (CommonJS, as Electron requires) with esbuild into out/main and out/preload;
// the command line and the browser host with esbuild into out/cli and out/host
// (electron/runtime/bundles.mjs). Packages stay outside the bundles (better-sqlite3 is native;
// electron is the runtime). `--bundles` builds only the last two (the `prepare` script of npm install).
// `--if-stale` builds only what is older than its sources (`npm run web`, `npm test`): with nothing
// changed it returns in a few milliseconds.
import { build as esbuild } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appFresh, buildBundle, bundleFresh } from '../runtime/bundles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const quiet = process.argv.includes('--quiet');
const ifStale = process.argv.includes('--if-stale');

const APP_RECORD = join(root, 'out', 'app-build.json');

for (const name of ['cli', 'host']) if (!ifStale || !bundleFresh(name)) await buildBundle(name, { quiet });
if (!process.argv.includes('--bundles') && !(ifStale && appFresh(root, APP_RECORD))) {
  const builtAt = Date.now();
  const { build: vite } = await import('vite');
  await vite({ configFile: `${root}/renderer/vite.config.ts`, logLevel: quiet ? 'warn' : 'info' });
  const common = { bundle: true, platform: 'node', target: 'node22', sourcemap: true, logLevel: quiet ? 'warning' : 'info', absWorkingDir: root };
  await esbuild({ ...common, entryPoints: ['electron/main/main.ts'], outfile: 'out/main/main.mjs', format: 'esm', packages: 'external' });
  await esbuild({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'out/preload/preload.cjs', format: 'cjs', external: ['electron'] });
  writeFileSync(APP_RECORD, JSON.stringify({ builtAt }));
  if (!quiet) console.log('built out/renderer, out/main/main.mjs, out/preload/preload.cjs');
}
