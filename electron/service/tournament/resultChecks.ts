// Whether a board's result can be true of its game: the one check every result passes before it is
// stored, typed by a director or read from the game (and reused wherever results come in: the
// event console, imports). Every fault is listed at once, each with a code, its place in the result
// and a sentence naming the power, like the engine's validatePosition.
import { err, ok, type Result } from '../../../engine/index';
import type { BoardOutcome } from './scoring/types';

export const RESULT_FAULT_CODES = [
  'unknown-power',
  'centers-missing',
  'too-many-centers',
  'eliminated-with-centers',
  'solo-needs-winner',
  'solo-short-of-victory',
  'victory-not-solo',
  'winner-not-solo',
  'draw-needs-members',
  'draw-member-twice',
  'draw-member-out',
  'members-not-draw',
  'year-outside-game',
] as const;
export type ResultFaultCode = (typeof RESULT_FAULT_CODES)[number];

export interface ResultFault {
  code: ResultFaultCode;
  /** Where in the result: `centers.Italy`, `members[2]`, `eliminated.Austria`, `winner`, `year`. */
  path: string;
  /** A sentence without the place (resultFaultText puts it in front). */
  message: string;
}

/** The faults as one message, each after its place (`outcome.members[1]: ...`), the way forms find the field. */
export function resultFaultText(faults: readonly ResultFault[]): string {
  return faults.map((f) => `${f.path === 'year' ? 'year' : `outcome.${f.path}`}: ${f.message}`).join('; ');
}

/** What the board's game and map say a result must agree with. */
export interface ResultContext {
  /** The board's powers, as the map names them. */
  powers: readonly string[];
  /** Supply centers on the map (34 on the standard map). */
  totalCenters: number;
  /** Centers a solo needs (18 on the standard map). */
  victoryCenters: number;
  /** The game's first year: nothing can happen before it. */
  firstYear: number;
  /** The last year the game can have reached (the round's last year, or the game's own), or null when open. */
  lastYear: number | null;
}

/**
 * The result, its center counts completed (a power eliminated and left out of the counts has 0), or
 * every fault found. `year` is the year the game ended, when given. Never throws.
 */
export function checkBoardResult(o: BoardOutcome, year: number | null, ctx: ResultContext): Result<BoardOutcome, ResultFault[]> {
  const faults: ResultFault[] = [];
  const add = (code: ResultFaultCode, path: string, message: string) => void faults.push({ code, path, message });
  const known = (p: string) => ctx.powers.includes(p);
  const centers: Record<string, number> = {};
  for (const [p, n] of Object.entries(o.centers)) {
    if (!known(p)) add('unknown-power', `centers.${p}`, `'${p}' is not a power of this board`);
    else centers[p] = n;
  }
  const eliminated = o.eliminated ?? {};
  for (const [p, y] of Object.entries(eliminated)) {
    if (!known(p)) add('unknown-power', `eliminated.${p}`, `'${p}' is not a power of this board`);
    else if (y !== null) yearFault(add, `eliminated.${p}`, `${p}'s elimination in ${y}`, y, year, ctx);
  }
  const out = (p: string) => Object.hasOwn(eliminated, p) && eliminated[p] !== null;
  for (const p of ctx.powers) {
    if (Object.hasOwn(centers, p)) {
      if (out(p) && centers[p] > 0)
        add('eliminated-with-centers', `centers.${p}`, `${p}: eliminated in ${eliminated[p]}, yet ${centers[p]} centers at the end`);
    } else if (out(p)) centers[p] = 0;
    else add('centers-missing', `centers.${p}`, `no center count for ${p}; give one (0 for none), or the year ${p} was eliminated`);
  }
  const total = Object.values(centers).reduce((a, b) => a + b, 0);
  if (total > ctx.totalCenters) add('too-many-centers', 'centers', `${total} supply centers owned in all, and the map has ${ctx.totalCenters}`);
  if (year !== null) yearFault(add, 'year', `the game's end in ${year}`, year, null, ctx);
  outcomeFaults(o, centers, out, ctx, add);
  return faults.length > 0 ? err(faults) : ok({ ...o, centers });
}

type Add = (code: ResultFaultCode, path: string, message: string) => void;

function yearFault(add: Add, path: string, what: string, y: number, end: number | null, ctx: ResultContext): void {
  const last = end ?? ctx.lastYear;
  if (y < ctx.firstYear) add('year-outside-game', path, `${what} is before the game began (${ctx.firstYear})`);
  else if (last !== null && y > last)
    add('year-outside-game', path, `${what} is after the game ${end !== null ? `ended (${end})` : `could have reached (${last})`}`);
}

function outcomeFaults(o: BoardOutcome, centers: Record<string, number>, out: (p: string) => boolean, ctx: ResultContext, add: Add): void {
  const top = Object.entries(centers).find(([, n]) => n >= ctx.victoryCenters);
  if (o.kind === 'solo') {
    if (!o.winner || !ctx.powers.includes(o.winner))
      add('solo-needs-winner', 'winner', `a solo needs the power that won, got ${JSON.stringify(o.winner ?? null)}`);
    else if ((centers[o.winner] ?? 0) < ctx.victoryCenters)
      add('solo-short-of-victory', 'winner', `${o.winner}: a solo needs ${ctx.victoryCenters} centers, and ${o.winner} has ${centers[o.winner] ?? 0}`);
  } else {
    if (o.winner !== undefined) add('winner-not-solo', 'winner', `only a solo has a winner (this is a ${o.kind})`);
    if (top) add('victory-not-solo', `centers.${top[0]}`, `${top[0]}: ${top[1]} centers is a solo victory (${ctx.victoryCenters}), not a ${o.kind}`);
  }
  if (o.kind !== 'draw') {
    if (o.members !== undefined) add('members-not-draw', 'members', `only a draw has members (this is a ${o.kind})`);
    return;
  }
  if (!o.members || o.members.length === 0) return add('draw-needs-members', 'members', 'a draw needs its members');
  const seen = new Set<string>();
  o.members.forEach((m, i) => {
    const path = `members[${i}]`;
    if (!ctx.powers.includes(m)) add('unknown-power', path, `'${m}' is not a power of this board`);
    else if (seen.has(m)) add('draw-member-twice', path, `${m}: named twice among the draw's members`);
    else if (out(m) || (centers[m] ?? 0) === 0) add('draw-member-out', path, `${m} has no supply centers, so cannot be in the draw`);
    seen.add(m);
  });
}
