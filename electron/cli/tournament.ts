// `adjutant tournament ...`: run a tournament from a terminal over the same archive as `adjutant
// game` (--db FILE, else $ADJUTANT_ARCHIVE, else the user's data folder): create it, register
// players, open rounds (seated by the seating objective or by the director), record results,
// score, print and export. Each boards's game is an ordinary game: `adjutant game` plays it.
import { type Command, commandLines, type Io } from './command';
import { lazySub, runTable, type SubEntry } from './subcommands';

const SUBCOMMANDS: Record<string, SubEntry> = {
  new: lazySub('create a tournament with its scoring system', () => import('./tournament/commands'), 'newCommand'),
  players: lazySub('register players (late ones join at the next round), or list them', () => import('./tournament/commands'), 'playersCommand'),
  round: lazySub(
    "open the next round: its game-end rule and its boards, seated (computed, or the director's --seating)",
    () => import('./tournament/commands'),
    'roundCommand',
  ),
  seat: lazySub("propose the next round's seating (writes nothing), or seat a replacement player", () => import('./tournament/commands'), 'seatCommand'),
  score: lazySub(
    "record a board's result (by hand, or read from its game), change the scoring system, or show the scores",
    () => import('./tournament/commands'),
    'scoreCommand',
  ),
  outcome: lazySub("show the result a board's game holds, without recording it", () => import('./tournament/director'), 'outcomeCommand'),
  withdraw: lazySub('withdraw a player: left out of seating from the next round, shown as withdrawn', () => import('./tournament/director'), 'withdrawCommand'),
  return: lazySub('bring a withdrawn player back into the seating', () => import('./tournament/director'), 'returnCommand'),
  people: lazySub(
    "the event network's people: add board GMs and displays (each gets a one-time pairing code), give boards, revoke",
    () => import('./tournament/director'),
    'peopleCommand',
  ),
  standings: lazySub("the standings under the tournament's system (text, HTML, PDF or JSON)", () => import('./tournament/commands'), 'standingsCommand'),
  export: lazySub(
    "printouts (score sheets, round standings, seating chart, final standings) and the WDD's CSV files",
    () => import('./tournament/commands'),
    'exportCommand',
  ),
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
  return runTable('tournament', SUBCOMMANDS, usage(), argv, io);
}

export const command: Command = { name: 'tournament', usage: usage(), run: runTournament };
