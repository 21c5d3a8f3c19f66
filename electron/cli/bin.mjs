#!/usr/bin/env node
// The `adjutant` command: runs the command line bundled as JavaScript in out/cli (built by
// `npm install`, or here when missing or older than its sources: electron/runtime/bundles.mjs), so
// nothing is compiled at run time. The commands that open the archive need Node >= 22.14: on an
// older Node they run on the project's Node 24 (electron/runtime/node24.mjs), which is stopped
// with this process. Paths are taken from this file, so it works from any directory.
import module from 'node:module';
import { fileURLToPath } from 'node:url';

// V8's compiled code for the bundles is kept between runs (Node >= 22.1; most of a command's start
// was compiling modules), in the project's own node_modules/.cache, never a shared temporary folder
// (see bundles.mjs); where that folder cannot be written the command just compiles as before.
module.enableCompileCache?.(fileURLToPath(new URL('../../node_modules/.cache/node-compile', import.meta.url)));
const { bundleEntry } = await import('../runtime/bundles.mjs');
const { modernNode, relaunch, supportsArchive, watchLauncher } = await import('../runtime/node24.mjs');

// Run by a launcher on an older Node: end with it, even when it is killed with SIGKILL.
watchLauncher();
const args = process.argv.slice(2);
// With --debug a stack trace names the TypeScript sources (the bundle's source maps).
if (args.includes('--debug')) process.setSourceMapsEnabled(true);
let cli;
try {
  cli = await import(await bundleEntry('cli'));
} catch (e) {
  console.error(`adjutant: cannot start: ${String(e?.message ?? e).split('\n')[0]}`);
  process.exit(1);
}
const node = cli.needsArchive(args) && !supportsArchive() ? modernNode() : null;
// Without a newer Node the command runs here and says what it needs.
if (node) await relaunch(node, [fileURLToPath(import.meta.url), ...args]);
process.exitCode = await cli.runAsProcess(args);
