#!/usr/bin/env node
// `npm run web`: runs the browser host (main.ts, bundled as JavaScript in out/host: see
// electron/runtime/bundles.mjs) on a Node new enough for the archive (>= 22.14; the project's
// Node 24 when this one is older, electron/runtime/node24.mjs), stopped with this process.
import { fileURLToPath } from 'node:url';
import { bundleEntry } from '../runtime/bundles.mjs';
import { modernNode, relaunch, supportsArchive, TOO_OLD } from '../runtime/node24.mjs';

if (!supportsArchive()) {
  const node = modernNode();
  if (!node) {
    console.error(TOO_OLD);
    process.exit(1);
  }
  await relaunch(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)]);
}
let host;
try {
  host = await import(await bundleEntry('host'));
} catch (e) {
  console.error(`adjutant web: cannot start: ${String(e?.message ?? e).split('\n')[0]}`);
  process.exit(1);
}
process.exitCode = await host.main(process.argv.slice(2));
