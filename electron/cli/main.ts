// The `adjutant` command line: picks the subcommand and hands it the arguments. A subcommand is one
// file exporting `command: Command`; it joins by one entry in SUBCOMMANDS (loaded only when used).
import { readFileSync } from 'node:fs';
import { type Command, EXIT, type Io } from './command';

interface Entry {
  summary: string;
  load(): Promise<Command>;
}

const SUBCOMMANDS: Record<string, Entry> = {
  adjudicate: {
    summary: 'adjudicate one phase: a position with orders as JSON in, the result as JSON or text out',
    load: async () => (await import('./adjudicate')).command,
  },
  parse: {
    summary: 'read an order sheet as people write it: every line diagnosed, the orders read',
    load: async () => (await import('./parse')).command,
  },
  rules: {
    summary: 'list the rule options (DATC chapter 4) with their defaults, or the presets',
    load: async () => (await import('./rules')).command,
  },
  game: {
    summary: 'run games over an archive: new, list, show, orders, adjudicate, rollback, draw, export, import',
    load: async () => (await import('./game')).command,
  },
};

export function usage(): string {
  const width = Math.max(...Object.keys(SUBCOMMANDS).map((n) => n.length));
  const lines = Object.entries(SUBCOMMANDS).map(([name, e]) => `  ${name.padEnd(width)}  ${e.summary}`);
  return [
    'Usage: adjutant <command> [options]',
    '',
    'Commands:',
    ...lines,
    `  ${'help'.padEnd(width)}  show this text, or a command's: adjutant help <command>`,
    '',
    'Options: --help, --version',
    'Exit codes: 0 done, 1 internal error, 2 bad input or command line',
    '',
  ].join('\n');
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return `adjutant ${pkg.version}\n`;
}

/** Runs the command line; answers the exit code. */
export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    (name === undefined ? io.err : io.out)(usage());
    return name === undefined ? EXIT.badInput : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.out(version());
    return EXIT.ok;
  }
  if (name === 'help') return help(rest, io);
  const entry = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (!entry) {
    io.err(`adjutant: unknown command '${name}'\n\n${usage()}`);
    return EXIT.badInput;
  }
  try {
    return await (await entry.load()).run(rest, io);
  } catch (e) {
    io.err(`adjutant: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return EXIT.internal;
  }
}

async function help(args: string[], io: Io): Promise<number> {
  const name = args[0];
  if (name === undefined) {
    io.out(usage());
    return EXIT.ok;
  }
  const entry = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (!entry) {
    io.err(`adjutant: unknown command '${name}'\n\n${usage()}`);
    return EXIT.badInput;
  }
  io.out((await entry.load()).usage);
  return EXIT.ok;
}

export function processIo(): Io {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    stdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}
