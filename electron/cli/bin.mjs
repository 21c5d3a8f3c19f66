#!/usr/bin/env node
// The `adjutant` command: runs the command line bundled as JavaScript in out/cli (built by
// `npm install`, or here when missing or older than its sources: electron/runtime/bundles.mjs), so
// nothing is compiled at run time. The commands that open the archive need Node >= 22.14: on an
// older Node they run on the project's Node 24 (electron/runtime/node24.mjs), which is stopped
// with this process. Paths are taken from this file, so it works from any directory.
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import { ARCHIVE_COMMANDS, modernNode, relaunch, supportsArchive, watchLauncher } from '../runtime/node24.mjs';

const args = process.argv.slice(2);
// On an older Node a command that opens the archive goes to Node 24 at once: this Node (which has
// no compile cache) loads neither the bundle nor its freshness check, which the child does anyway.
// Without a newer Node the command runs here and says what it needs.
// `game` and `tournament` alone or asked for --help print their table of subcommands, whose bundle
// opens no archive (test/electron/cli/startup.test.ts): that runs here, without Node 24.
const [name, sub] = args.filter((a) => a !== '--debug');
const tableOnly = ['game', 'tournament'].includes(name) && (sub === undefined || ['--help', '-h', 'help'].includes(sub));
if (!supportsArchive() && ARCHIVE_COMMANDS.includes(name) && !tableOnly) {
  const node = modernNode();
  if (node) await relaunch(node, [fileURLToPath(import.meta.url), ...args]);
}

// V8's compiled code for the bundles is kept between runs (Node >= 22.1; most of a command's start
// was compiling modules), in the project's own node_modules/.cache, never a shared temporary folder
// (see bundles.mjs); where that folder cannot be written the command just compiles as before.
module.enableCompileCache?.(fileURLToPath(new URL('../../node_modules/.cache/node-compile', import.meta.url)));
// Run by a launcher on an older Node: end with it, even when it is killed with SIGKILL.
watchLauncher();
// With --debug a stack trace names the TypeScript sources (the bundle's source maps).
if (args.includes('--debug')) process.setSourceMapsEnabled(true);
let cli;
try {
  const { bundleEntry } = await import('../runtime/bundles.mjs');
  cli = await import(await bundleEntry('cli'));
} catch (e) {
  console.error(`adjutant: cannot start: ${String(e?.message ?? e).split('\n')[0]}`);
  process.exit(1);
}
process.exitCode = await cli.runAsProcess(args);
