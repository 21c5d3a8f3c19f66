// `adjutant game ...`: run whole games from a terminal over an archive file (the user's data
// folder, or --db FILE), the way a postal GM works: create a game, hand in each power's orders as
// the mails come, adjudicate, show, roll back, correct, draw, export and import. Every subcommand is
// a thin layer over electron/service; errors are one line naming the problem, exit code 2.
import { type Command, commandLines, type Io } from './command';
import { defaultArchivePath } from './game/paths';
import { runTable, subTable } from './subcommands';

// Each subcommand's code is loaded when it runs (subcommands.ts): `game list` loads the list's.
const SUBCOMMANDS = subTable(
  {
    read: () => import('./game/read'),
    write: () => import('./game/write'),
    deadline: () => import('./game/deadline'),
    interchange: () => import('./game/interchange'),
    report: () => import('./game/report'),
    mail: () => import('./game/mailboxes'),
  },
  [
    'new        write.newGame               start a game from its variant’s start (standard unless --variant) or a set-up',
    'list       read.listCommand            list games: by status, variant, part of the name',
    'show       read.show                   a game at a glance, one phase in detail (--phase), its log (--events), the phases set aside (--superseded)',
    "orders     write.orders                hand in orders as text (a file, or standard input); without --power a sheet's headers say whose",
    "deadline   deadline.deadlineCommand    show, set, change or clear the open phase's deadline for orders",
    'due        deadline.dueCommand         the "orders due" notice for the open phase: every unit, retreats or adjustments, the deadline',
    "mail       mail.mailCommand            read a game's mail from an mbox file or a Maildir folder: each mail filed as orders or held for the GM",
    'outbox     mail.outboxCommand          the mails waiting to go out: approve them (one, or all) and send them by SMTP over TLS',
    'adjudicate write.adjudicate            adjudicate the current phase (--preview: show the result, write nothing)',
    'rollback   write.rollback              play again from an earlier phase; later phases are kept as superseded history',
    "correct    write.correct               correct a power's orders in a past phase: shows every difference; --yes commits",
    'draw       write.draw                  draw votes: SET DRAW [list], SET NODRAW, the standing votes, RESUME, SET DIAS/NODIAS',
    "set        write.setCommand            a game's settings: whether powers that sent no orders hold without asking (--missing-orders), the reports' language",
    "export     interchange.exportCommand   write a whole game: Adjutant's JSON game file, a Judge history (or one phase's results), a MILA or a jDip saved game",
    'import     interchange.importCommand   add a game from a file: an Adjutant game file, a Judge history, a MILA or a jDip saved game (- for standard input)',
    "check      write.check                 check the archive file's integrity (SQLite integrity_check); with GAME, its history chain too",
    'report     report.reportCommand        a phase report: Judge-style text, HTML, PDF, JSON, or the map alone as SVG or PNG',
    'sheets     report.sheetsCommand        order sheets for face-to-face play: a printable page per power (HTML or PDF)',
    "history    report.historyCommand       the whole game's history: every phase's report as Judge-style text, or JSON",
  ],
);

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

export async function runGame(argv: string[], io: Io): Promise<number> {
  return runTable('game', SUBCOMMANDS, usage(), argv, io);
}

export const command: Command = {
  name: 'game',
  usage: usage(),
  run: runGame,
};
