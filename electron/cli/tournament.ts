// `adjutant tournament ...`: run a tournament from a terminal over the same archive as `adjutant
// game` (--db FILE, else $ADJUTANT_ARCHIVE, else the user's data folder): create it, register
// players, open rounds (seated by the seating objective or by the director), record results,
// score, print and export. Each boards's game is an ordinary game: `adjutant game` plays it.
import { type Command, commandLines, type Io } from './command';
import { runOverArchive } from './game';
import type { Sub } from './tournament/context';
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
  return [
    'Usage: adjutant tournament <command> T [--db FILE] [--actor NAME] [options]',
    '',
    "T is a tournament's name or number. Its boards are games of the same archive (adjutant game plays them).",
    '',
    'Commands:',
    ...commandLines(SUBCOMMANDS),
    '',
    "adjutant tournament <command> --help shows a command's options.",
    'Exit codes: 0 done, 1 internal error, 2 bad input (the message says what)',
    '',
  ].join('\n');
}

/** `adjutant tournament <command> ...`: over the archive, the way `adjutant game` runs (game.ts). */
export function runTournament(argv: string[], io: Io): Promise<number> {
  return runOverArchive('tournament', SUBCOMMANDS, usage(), argv, io);
}

export const command: Command = { name: 'tournament', usage: usage(), run: runTournament };
