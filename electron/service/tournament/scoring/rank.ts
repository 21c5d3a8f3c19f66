// Places on a board, as the World Diplomacy Database records them and the rank-based systems
// use them: survivors by supply centers (more is better), eliminated powers after them by the
// year they went out (later is better). Powers that cannot be told apart share the place.
import { type Power } from '../../../../engine/index';
import type { BoardOutcome } from './types';

export interface Place {
  power: Power;
  /** 1 for the board topper; powers sharing a place have the same rank (the best of the places they cover). */
  rank: number;
  /** How many powers share this rank (the WDD's EXAEQUO). */
  shared: number;
}

/** The sort key: a larger key is a better place. Eliminated powers rank below every survivor. */
function key(outcome: BoardOutcome, power: Power): number {
  const centers = outcome.centers[power] ?? 0;
  if (centers > 0) return 10_000 + centers;
  return outcome.eliminated?.[power] ?? 0;
}

export function places(outcome: BoardOutcome): Place[] {
  const powers = Object.keys(outcome.centers);
  const sorted = [...powers].sort((a, b) => key(outcome, b) - key(outcome, a) || a.localeCompare(b));
  const out: Place[] = [];
  for (let i = 0; i < sorted.length;) {
    const k = key(outcome, sorted[i]);
    let j = i;
    while (j < sorted.length && key(outcome, sorted[j]) === k) j++;
    for (let m = i; m < j; m++) out.push({ power: sorted[m], rank: i + 1, shared: j - i });
    i = j;
  }
  return out;
}

/**
 * Splits place bonuses: powers sharing a place share the bonuses of every place they cover
 * (two tied for 2nd cover 2nd and 3rd and each get half of both). Places past the list get 0.
 */
export function placeBonus(placed: Place[], bonuses: readonly number[], eligible: (p: Place) => boolean): Record<Power, number> {
  const out: Record<Power, number> = {};
  for (const p of placed) {
    if (!eligible(p)) {
      out[p.power] = 0;
      continue;
    }
    let sum = 0;
    for (let r = p.rank; r < p.rank + p.shared; r++) sum += bonuses[r - 1] ?? 0;
    out[p.power] = sum / p.shared;
  }
  return out;
}
