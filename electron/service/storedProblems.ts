// A filed set's unread lines read back from the archive, with the reader's message as data again
// (`say`, engine/orders/says.ts) for the window to word in the GM's language (issue 32). The archive
// keeps each line's English only; the reader is deterministic, so the set's text is read again with
// the game's reader settings, and a line takes the `say` of the new reading only when that reading
// gives exactly the stored line (its place, status, code, message, candidates). Otherwise (the
// players or the reader changed since) the line keeps its stored English, as before. Nothing is
// written: the archive's English and the CLI's stay as they were.
import type { GameMap, Position, Power, RuleOptions } from '../../engine/index';
import type { Repositories } from '../archive/repositories/index';
import type { StoredDiagnostic, SubmissionRecord } from '../archive/types';
import type { GameContext } from './context';
import type { ProblemsReader } from './gameViews';
import { isProblem, problemsOf, readerSayOf, readText } from './orders';
import type { LineProblem, SetProblems } from './types';

/** How the game reads a phase's text: its map, the phase's position, rule options, reader languages and players. */
export interface PhaseReading {
  map: GameMap;
  position: Position;
  rules: RuleOptions;
  languages: readonly string[];
  /** The players' names for a set of `power` (all the game's for a sheet without one). */
  names(power: Power | null): string[];
}

const SAME = ['line', 'start', 'end', 'status', 'code', 'message'] as const;

function sameLine(a: StoredDiagnostic, b: StoredDiagnostic): boolean {
  return SAME.every((k) => a[k] === b[k]) && JSON.stringify(a.candidates ?? null) === JSON.stringify(b.candidates ?? null);
}

/**
 * The lines of a stored set the reader did not understand (as `problemsOf`), each with its `say`
 * when the text read again gives exactly that line. The set was filed either for its power or as
 * part of a sheet for several, so both readings are tried.
 */
export function storedProblems(s: SubmissionRecord, reading: PhaseReading): LineProblem[] {
  const problems = problemsOf(s);
  if (s.rawText === null || problems.every((p) => p.said || p.say)) return problems;
  const { map, position, rules, languages } = reading;
  const again = [s.power, null].flatMap((power) => readText(map, position, s.rawText!, power, rules, reading.names(power), languages).diagnostics);
  const stored = s.diagnostics.filter(isProblem);
  return problems.map((p, i) => {
    if (p.said || p.say) return p;
    const match = again.find((d) => readerSayOf(d) !== undefined && sameLine(d, stored[i]));
    return match ? { ...p, say: readerSayOf(match)! } : p;
  });
}

/** The game's way of reading the phase at `position`, its players as they are now. */
export function phaseReading(repos: Repositories, ctx: GameContext, position: Position): PhaseReading {
  const players = repos.players.forGame(ctx.game.id);
  return {
    map: ctx.map,
    position,
    rules: ctx.options,
    languages: ctx.game.readerLanguages ?? [],
    names: (power) => players.filter((x) => power === null || x.power === power).map((x) => x.name),
  };
}

/** A phase's filed sets that have lines not read, each with those lines (PhaseDetail `problems`). */
export function phaseProblems(sets: SubmissionRecord[], reading: PhaseReading): SetProblems[] {
  return sets.filter((s) => s.diagnostics.some(isProblem)).map((s) => ({ submission: s.id, power: s.power, problems: storedProblems(s, reading) }));
}

/** The window's read-back of a phase's unread lines (gameViews.ts `ProblemsReader`). */
export const readBackProblems: ProblemsReader = (repos, ctx, position, sets) => phaseProblems(sets, phaseReading(repos, ctx, position));
