// The `adjutant` command line: picks the subcommand and hands it the arguments. A subcommand is one
// file exporting `command: Command`; it joins by one entry in SUBCOMMANDS (loaded only when used).
// bin.mjs runs it from the bundle in out/cli (electron/runtime/bundles.mjs).
import { readFileSync } from 'node:fs';
import { config as zodConfig } from 'zod/v4/core';
import { type Command, commandLines, EXIT, type Io } from './command';
import { crashText, DEBUG_FLAG, guardProcess, isDebug, processIo } from './process';

interface Entry {
  summary: string;
  /** Opens the archive, so needs Node >= 22.14 (the launcher runs it on Node 24 when older). */
  archive?: true;
  /** Runs until stopped (a server): zod compiles its parsers there, which pays in a long run. */
  longLived?: true;
  /** The command's module (a bundle of its own, out/cli/<name>.mjs: nothing else is loaded). */
  load(): Promise<{ command: Command }>;
}

const SUBCOMMANDS: Record<string, Entry> = {
  adjudicate: { summary: 'adjudicate one phase: a position with orders as JSON in, the result as JSON or text out', load: () => import('./adjudicate') },
  parse: { summary: 'read an order sheet as people write it: every line diagnosed, the orders read', load: () => import('./parse') },
  rules: { summary: 'list the rule options (DATC chapter 4) with their defaults, or the presets', load: () => import('./rules') },
  game: {
    summary: 'run games over an archive: new, list, show, orders, adjudicate, rollback, draw, export, import',
    archive: true,
    load: () => import('./game'),
  },
  variant: { summary: 'your own variants: import one from a file into the archive, list them', archive: true, load: () => import('./variant') },
  serve: {
    summary: 'serve the workstation to a browser; --lan serves the event to board GMs and displays',
    archive: true,
    longLived: true,
    load: () => import('./serve'),
  },
  tournament: {
    summary: 'run tournaments over an archive: new, players, round, seat, score, standings, export',
    archive: true,
    load: () => import('./tournament'),
  },
};

export function usage(): string {
  return [
    'Usage: adjutant <command> [options]',
    '',
    'Commands:',
    ...commandLines({ ...SUBCOMMANDS, help: { summary: "show this text, or a command's: adjutant help <command>" } }),
    '',
    'Options: --help, --version, --debug (an internal error in full, for a bug report)',
    'Exit codes: 0 done, 1 internal error, 2 bad input or command line',
    '',
  ].join('\n');
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return `adjutant ${pkg.version}\n`;
}

function entryOf(name: string | undefined): Entry | undefined {
  return name !== undefined && Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
}

/** Whether the command opens the archive (and so must run on Node >= 22.14). */
export function needsArchive(argv: string[]): boolean {
  return entryOf(argv.filter((a) => a !== DEBUG_FLAG)[0])?.archive === true;
}

/** Runs the command line; answers the exit code. `--debug`, anywhere, shows internal errors in full. */
export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  const debug = isDebug(argv);
  const [name, ...rest] = argv.filter((a) => a !== DEBUG_FLAG);
  if (name === undefined || name === '--help' || name === '-h') {
    (name === undefined ? io.err : io.out)(usage());
    return name === undefined ? EXIT.badInput : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.out(version());
    return EXIT.ok;
  }
  if (name === 'help') return help(rest, io);
  const entry = entryOf(name);
  if (!entry) {
    io.err(`adjutant: unknown command '${name}'\n\n${usage()}`);
    return EXIT.badInput;
  }
  try {
    return await (await entry.load()).command.run(rest, io);
  } catch (e) {
    io.err(crashText(e, debug));
    return EXIT.internal;
  }
}

async function help(args: string[], io: Io): Promise<number> {
  const name = args[0];
  if (name === undefined) {
    io.out(usage());
    return EXIT.ok;
  }
  const entry = entryOf(name);
  if (!entry) {
    io.err(`adjutant: unknown command '${name}'\n\n${usage()}`);
    return EXIT.badInput;
  }
  io.out((await entry.load()).command.usage);
  return EXIT.ok;
}

/** Whether the command runs until stopped (`serve`) rather than answering and ending. */
export function longLived(argv: string[]): boolean {
  return entryOf(argv.filter((a) => a !== DEBUG_FLAG)[0])?.longLived === true;
}

/** The command line as this process (bin.mjs): its own streams, and no exception escapes as a trace. */
export function runAsProcess(argv: string[]): Promise<number> {
  guardProcess(isDebug(argv));
  // A command that answers and ends checks its input and the stored values with zod interpreting
  // each shape: zod's default compiles a parser per object shape (`new Function`) at its first use,
  // which a process that checks a few values once never earns back (paired CPU, docs/PERFORMANCE.md,
  // "The CLI's start, session 16"). The same checks, the same answers; zod's setting is the process's
  // (globalThis), so the in-process tests and the long-lived server keep the compiled parsers.
  if (!longLived(argv)) zodConfig({ jitless: true });
  return main(argv);
}
