// The scoring families. Each is a pure function of a board's outcome and its parameters; the
// systems (systems.ts) are parameter sets of these families, each with its published source.
// A solo is winner-takes-all in every family here: the soloist gets the solo value, all others 0.
import { type Power } from '../../../../engine/index';
import { placeBonus, places } from './rank';
import type { BoardOutcome, BoardScores } from './types';

export interface DrawSizeParams {
  family: 'draw-size';
  /** Points a board is worth: a solo takes it all, an n-way draw gives each member total / n. */
  total: number;
}

export interface SumOfSquaresParams {
  family: 'sum-of-squares';
  /** Points a board is worth, shared in proportion to each power's centers squared. */
  total: number;
}

export interface RankParams {
  family: 'rank';
  solo: number;
  /** Bonus by place, best first; tied powers share the bonuses of the places they cover. */
  places: readonly number[];
  perCenter: number;
  /** Points every power on the board gets for playing (not in a solo). */
  participation: number;
  /** Whether eliminated powers take places (Carnage: yes, by year of elimination; C-Diplo: no). */
  placesForEliminated: boolean;
}

export interface TributeParams {
  family: 'tribute';
  solo: number;
  /** Shared equally by the survivors. */
  survival: number;
  perCenter: number;
  /** Each survivor pays the topper this much per center the topper holds above `above`... */
  tributePerCenter: number;
  above: number;
}

export interface OpenTributeParams {
  family: 'open-tribute';
  solo: number;
  /** Every power starts with this... */
  base: number;
  perCenter: number;
  /** ...and pays the topper this much per center it is behind. */
  tributePerCenter: number;
}

export type FamilyParams = DrawSizeParams | SumOfSquaresParams | RankParams | TributeParams | OpenTributeParams;

const powersOf = (o: BoardOutcome): Power[] => Object.keys(o.centers);
const centersOf = (o: BoardOutcome, p: Power): number => o.centers[p] ?? 0;
const survivorsOf = (o: BoardOutcome): Power[] => powersOf(o).filter((p) => centersOf(o, p) > 0);

function each(o: BoardOutcome, value: (p: Power) => number): BoardScores {
  const out: BoardScores = {};
  for (const p of powersOf(o)) out[p] = value(p);
  return out;
}

function solo(o: BoardOutcome, points: number): BoardScores {
  return each(o, (p) => (p === o.winner ? points : 0));
}

function toppers(o: BoardOutcome): Power[] {
  const top = Math.max(0, ...powersOf(o).map((p) => centersOf(o, p)));
  return powersOf(o).filter((p) => centersOf(o, p) === top && top > 0);
}

/** A game stopped by time with no draw voted is a draw of all survivors (DIAS), as the WDD records it. */
function drawMembers(o: BoardOutcome): Power[] {
  return o.kind === 'draw' && o.members && o.members.length > 0 ? o.members : survivorsOf(o);
}

function drawSize(o: BoardOutcome, s: DrawSizeParams): BoardScores {
  if (o.kind === 'solo') return solo(o, s.total);
  const members = drawMembers(o);
  return each(o, (p) => (members.includes(p) ? s.total / members.length : 0));
}

function sumOfSquares(o: BoardOutcome, s: SumOfSquaresParams): BoardScores {
  if (o.kind === 'solo') return solo(o, s.total);
  const sum = powersOf(o).reduce((acc, p) => acc + centersOf(o, p) ** 2, 0);
  return each(o, (p) => (sum === 0 ? 0 : (s.total * centersOf(o, p) ** 2) / sum));
}

function rank(o: BoardOutcome, s: RankParams): BoardScores {
  if (o.kind === 'solo') return solo(o, s.solo);
  const bonus = placeBonus(places(o), s.places, (pl) => s.placesForEliminated || centersOf(o, pl.power) > 0);
  return each(o, (p) => s.participation + s.perCenter * centersOf(o, p) + bonus[p]);
}

function tribute(o: BoardOutcome, s: TributeParams): BoardScores {
  if (o.kind === 'solo') return solo(o, s.solo);
  const alive = survivorsOf(o);
  const share = alive.length === 0 ? 0 : s.survival / alive.length;
  const top = toppers(o);
  const owed = top.length === 0 ? 0 : Math.max(0, centersOf(o, top[0]) - s.above) * s.tributePerCenter;
  // A payer never pays more than its survival share; an eliminated power has none, so pays nothing.
  const paid = each(o, (p) => (alive.includes(p) && !top.includes(p) ? Math.min(owed, share) : 0));
  const collected = Object.values(paid).reduce((a, b) => a + b, 0);
  return each(o, (p) => {
    const base = alive.includes(p) ? share + s.perCenter * centersOf(o, p) : 0;
    return base - paid[p] + (top.includes(p) ? collected / top.length : 0);
  });
}

function openTribute(o: BoardOutcome, s: OpenTributeParams): BoardScores {
  if (o.kind === 'solo') return solo(o, s.solo);
  const top = toppers(o);
  const topCenters = top.length === 0 ? 0 : centersOf(o, top[0]);
  const paid = each(o, (p) => Math.min(s.base + s.perCenter * centersOf(o, p), (topCenters - centersOf(o, p)) * s.tributePerCenter));
  const collected = Object.values(paid).reduce((a, b) => a + b, 0);
  // n toppers split 1/n of the tribute (each gets 1/n^2 of it); the rest is spoiled, as are an eliminated power's remaining points.
  return each(o, (p) => {
    if (centersOf(o, p) === 0) return 0;
    const received = top.includes(p) ? collected / top.length ** 2 : 0;
    return s.base + s.perCenter * centersOf(o, p) - paid[p] + received;
  });
}

export function scoreWith(params: FamilyParams, outcome: BoardOutcome): BoardScores {
  switch (params.family) {
    case 'draw-size':
      return drawSize(outcome, params);
    case 'sum-of-squares':
      return sumOfSquares(outcome, params);
    case 'rank':
      return rank(outcome, params);
    case 'tribute':
      return tribute(outcome, params);
    case 'open-tribute':
      return openTribute(outcome, params);
  }
}
