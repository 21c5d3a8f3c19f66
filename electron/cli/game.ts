// `adjutant game ...`: run whole games from a terminal over an archive file (the user's data
// folder, or --db FILE), the way a postal GM works: create a game, hand in each power's orders as
// the mails come, adjudicate, show, roll back, correct, draw, export and import. Every subcommand is
// a thin layer over electron/service; errors are one line naming the problem, exit code 2.
import { resolve } from 'node:path';
import { closeArchive, nodeSupportsArchive, openArchive } from '../archive/db';
import { type Command, commandLines, EXIT, type Io } from './command';
import { parse } from './game/args';
import type { Sub } from './game/context';
import { check, correct, draw, rollback } from './game/manage';
import { exportCommand, importCommand } from './game/interchange';
import { TOO_OLD } from '../runtime/node24.mjs';
import { defaultArchivePath } from './game/paths';
import { adjudicate, listCommand, newGame, orders, setCommand, show } from './game/play';
import { deadlineCommand, dueCommand } from './game/deadline';
import { mailCommand } from './game/mail';
import { outboxCommand } from './game/outbox';
import { historyCommand, reportCommand, sheetsCommand } from './game/report';

const SUBCOMMANDS: Record<string, Sub> = {
  new: newGame,
  list: listCommand,
  show,
  orders,
  deadline: deadlineCommand,
  due: dueCommand,
  mail: mailCommand,
  outbox: outboxCommand,
  adjudicate,
  rollback,
  correct,
  draw,
  set: setCommand,
  export: exportCommand,
  import: importCommand,
  check,
  report: reportCommand,
  sheets: sheetsCommand,
  history: historyCommand,
};

function usage(): string {
  return [
    'Usage: adjutant game <command> [--db FILE] [--actor NAME] [options]',
    '',
    'Runs games over an archive file: --db FILE, else $ADJUTANT_ARCHIVE, else',
    `${defaultArchivePath()}.`,
    "GAME is a game's name or number; a phase is its number or code (S1901M, F1901R, W1901A).",
    '',
    'Commands:',
    ...commandLines(SUBCOMMANDS),
    '',
    "adjutant game <command> --help shows a command's options.",
    'Exit codes: 0 done, 1 internal error, 2 bad input (the message says what),',
    '3 done with something to look at (orders stored with lines not read),',
    '4 nothing written: the game changed since the command read it (another command wrote first),',
    '5 nothing written: needs confirming (adjudicate --confirm-missing)',
    '',
  ].join('\n');
}

interface Globals {
  db: string | null;
  actor: string;
  rest: string[];
}

/** --db and --actor may come anywhere after the subcommand. */
export function takeGlobals(args: string[]): Globals | string {
  const out: Globals = { db: null, actor: 'GM', rest: [] };
  for (let i = 0; i < args.length; i++) {
    const m = /^--(db|actor)(?:=(.*))?$/.exec(args[i]);
    if (!m) {
      out.rest.push(args[i]);
      continue;
    }
    const val = m[2] ?? args[++i];
    if (val === undefined || val === '') return `--${m[1]} needs a value`;
    if (m[1] === 'db') out.db = val;
    else out.actor = val;
  }
  return out;
}

export async function runGame(argv: string[], io: Io): Promise<number> {
  return runOverArchive('game', SUBCOMMANDS, usage(), argv, io);
}

/** `adjutant <label> <sub> ...` over the archive: help, globals, options, the archive opened and closed. */
export async function runOverArchive(label: string, table: Record<string, Sub>, usageText: string, argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  const failWith = (message: string): number => {
    io.err(`adjutant ${label} ${name}: ${message}\n`);
    return EXIT.badInput;
  };
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(usageText);
    return name === undefined ? EXIT.badInput : EXIT.ok;
  }
  const sub = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!sub) {
    io.err(`adjutant ${label}: unknown command '${name}'\n\n${usageText}`);
    return EXIT.badInput;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(
      `Usage: ${sub.usage}\n\n${sub.summary[0].toUpperCase()}${sub.summary.slice(1)}.\nEvery command also takes --db FILE and --actor NAME (who is recorded in the log).\n`,
    );
    return EXIT.ok;
  }
  const globals = takeGlobals(rest);
  if (typeof globals === 'string') return failWith(globals);
  const parsed = parse(globals.rest, sub.options);
  if (!parsed.ok) return failWith(`${parsed.message}\nUsage: ${sub.usage}`);
  // bin.mjs runs `game` on Node 24 when this Node is older; this is reached without one.
  if (!nodeSupportsArchive()) return failWith(TOO_OLD);
  const file = resolve(globals.db ?? defaultArchivePath());
  const opened = await openArchive(file, { create: sub.creates === true, readOnly: sub.readsOnly === true });
  if (!opened.ok) {
    const hint = opened.error.code === 'not-found' ? ` (adjutant ${label} new NAME creates an archive there; --db FILE names another)` : '';
    return failWith(`${opened.error.message}${hint}`);
  }
  const archive = opened.value;
  if (archive.backup) io.err(`adjutant ${label}: the archive was brought up to schema version ${archive.version}; the old file is kept at ${archive.backup}\n`);
  try {
    return await sub.run({ archive, io, actor: globals.actor, name }, parsed.values, parsed.positionals);
  } finally {
    closeArchive(archive);
  }
}

export const command: Command = {
  name: 'game',
  usage: usage(),
  run: runGame,
};
