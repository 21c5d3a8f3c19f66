// `adjutant tournament ...`: run a tournament from a terminal over the same archive as `adjutant
// game` (--db FILE, else $ADJUTANT_ARCHIVE, else the user's data folder): create it, register
// players, open rounds (seated by the seating objective or by the director), record results,
// score, print and export. Each boards's game is an ordinary game: `adjutant game` plays it.
import { type Command, commandLines, type Io } from './command';
import { runTable, subTable } from './subcommands';

const SUBCOMMANDS = subTable({ commands: () => import('./tournament/commands'), director: () => import('./tournament/director') }, [
  'new        commands.newCommand         create a tournament with its scoring system',
  'players    commands.playersCommand     register players (late ones join at the next round), or list them',
  "round      commands.roundCommand       open the next round: its game-end rule and its boards, seated (computed, or the director's --seating)",
  "seat       commands.seatCommand        propose the next round's seating (writes nothing), or seat a replacement player",
  "score      commands.scoreCommand       record a board's result (by hand, or read from its game), change the scoring system, or show the scores",
  "outcome    director.outcomeCommand     show the result a board's game holds, without recording it",
  'withdraw   director.withdrawCommand    withdraw a player: left out of seating from the next round, shown as withdrawn',
  'return     director.returnCommand      bring a withdrawn player back into the seating',
  "people     director.peopleCommand      the event network's people: add board GMs and displays (each gets a one-time pairing code), give boards, revoke",
  "standings  commands.standingsCommand   the standings under the tournament's system (text, HTML, PDF or JSON)",
  "export     commands.exportCommand      printouts (score sheets, round standings, seating chart, final standings) and the WDD's CSV files",
]);

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
