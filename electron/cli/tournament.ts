// `adjutant tournament ...`: run a tournament from a terminal over the same archive as `adjutant
// game` (--db FILE, else $ADJUTANT_ARCHIVE, else the user's data folder): create it, register
// players, open rounds (seated by the seating objective or by the director), record results,
// score, print and export. Each boards's game is an ordinary game: `adjutant game` plays it.
import { resolve } from 'node:path';
import { closeArchive, nodeSupportsArchive, openArchive } from '../archive/db';
import { TOO_OLD } from '../runtime/node24.mjs';
import { type Command, EXIT, type Io } from './command';
import { parse } from './game/args';
import { takeGlobals } from './game';
import { defaultArchivePath } from './game/paths';
import { fail, type Sub } from './tournament/context';
import { exportCommand, newCommand, playersCommand, roundCommand, scoreCommand, seatCommand, standingsCommand } from './tournament/commands';
import { outcomeCommand, peopleCommand, returnCommand, withdrawCommand } from './tournament/director';

const SUBCOMMANDS: Record<string, Sub> = {
  new: newCommand,
  players: playersCommand,
  round: roundCommand,
  seat: seatCommand,
  score: scoreCommand,
  outcome: outcomeCommand,
  withdraw: withdrawCommand,
  return: returnCommand,
  people: peopleCommand,
  standings: standingsCommand,
  export: exportCommand,
};

function usage(): string {
  const width = Math.max(...Object.keys(SUBCOMMANDS).map((n) => n.length));
  return [
    'Usage: adjutant tournament <command> T [--db FILE] [--actor NAME] [options]',
    '',
    "T is a tournament's name or number. Its boards are games of the same archive (adjutant game plays them).",
    '',
    'Commands:',
    ...Object.entries(SUBCOMMANDS).map(([name, s]) => `  ${name.padEnd(width)}  ${s.summary}`),
    '',
    "adjutant tournament <command> --help shows a command's options.",
    'Exit codes: 0 done, 1 internal error, 2 bad input (the message says what)',
    '',
  ].join('\n');
}

export async function runTournament(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(usage());
    return name === undefined ? EXIT.badInput : EXIT.ok;
  }
  const sub = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (!sub) {
    io.err(`adjutant tournament: unknown command '${name}'\n\n${usage()}`);
    return EXIT.badInput;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`Usage: ${sub.usage}\n\n${sub.summary[0].toUpperCase()}${sub.summary.slice(1)}.\nEvery command also takes --db FILE and --actor NAME.\n`);
    return EXIT.ok;
  }
  const globals = takeGlobals(rest);
  if (typeof globals === 'string') return fail({ io, name }, globals);
  const parsed = parse(globals.rest, sub.options);
  if (!parsed.ok) return fail({ io, name }, `${parsed.message}\nUsage: ${sub.usage}`);
  if (!nodeSupportsArchive()) return fail({ io, name }, TOO_OLD);
  const opened = await openArchive(resolve(globals.db ?? defaultArchivePath()), { create: sub.creates === true });
  if (!opened.ok) return fail({ io, name }, opened.error.message);
  if (opened.value.backup)
    io.err(`adjutant tournament: the archive was brought up to schema version ${opened.value.version}; the old file is kept at ${opened.value.backup}\n`);
  try {
    return await sub.run({ archive: opened.value, io, actor: globals.actor, name }, parsed.values, parsed.positionals);
  } finally {
    closeArchive(opened.value);
  }
}

export const command: Command = { name: 'tournament', usage: usage(), run: runTournament };
