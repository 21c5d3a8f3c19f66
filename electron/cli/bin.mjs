#!/bin/sh
':' /*
# The `adjutant` command. This file is both a POSIX shell script and a JavaScript module. Run as a
# program (npm's node_modules/.bin/adjutant, `npm link`, `sh bin.mjs`), the shell runs these lines:
# they find the project's Node 24 (node_modules/node-<platform>-<arch>/bin/node, beside this file's
# real path) and `exec` it on this same file, so no older Node starts and no launcher stays behind
# (stopping the command stops Node 24 itself). Without it, the `node` on the PATH runs the file and
# says what it needs. Node reads the line above as a string and these lines as a comment, so
# `node bin.mjs` (Windows, or anyone typing it) runs the JavaScript below as before
# (docs/decisions.md, "The adjutant command is a shell script and a module").
f=$0
# npm's .bin entry and `npm link` are symbolic links: follow them to this file (readlink without
# options: GNU, BSD and macOS alike). A link inside the path is left to the kernel, which resolves
# `dir/../..` physically.
while [ -L "$f" ]; do
  l=$(readlink "$f")
  case $l in
    /*) f=$l ;;
    *) case $f in *[/]*) f=${f%/*}/$l ;; *) f=$l ;; esac ;;
  esac
done
case $f in *[/]*) d=${f%/*} ;; *) d=. ;; esac
case $(uname -sm) in
  'Linux x86_64') p=linux-x64 ;;
  'Linux aarch64' | 'Linux arm64') p=linux-arm64 ;;
  'Darwin x86_64') p=darwin-x64 ;;
  'Darwin arm64') p=darwin-arm64 ;;
  *) p= ;;
esac
n=$d/../../node_modules/node-$p/bin/node
if [ -n "$p" ] && [ -f "$n" ] && [ -x "$n" ]; then exec "$n" "$f" "$@"; fi
if ! command -v node >/dev/null 2>&1; then
  echo 'adjutant: cannot start: no Node to run on (run `npm install` to get the project'"'"'s Node 24, or install Node 24)' >&2
  exit 127
fi
exec node "$f" "$@"
*/
  .trim(); // A call: Prettier leaves `':' /*` alone on line 2 (a bare string would get a `;` before the comment, which the shell would then run).
// Run by Node: the command line bundled as JavaScript in out/cli (built by `npm install`, or here
// when missing or older than its sources: electron/runtime/bundles.mjs), so nothing is compiled at
// run time. The commands that open the archive need Node >= 22.14: on an older Node they run on the
// project's Node 24 (electron/runtime/node24.mjs), which is stopped with this process. Paths are
// taken from this file, so it works from any directory.
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
