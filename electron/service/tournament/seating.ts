// Seating for the next round: players to boards and powers. The objective, minimised:
//
//   cost = OPPONENT_WEIGHT x (opponent repeats) + POWER_WEIGHT x (power repeats)
//
// where an opponent repeat is one earlier board shared by two players now at the same board
// (a pair who met twice before counts 2), and a power repeat is one earlier game of a player with
// the power now given to them. Opponents weigh more: meeting the same people is what players
// notice; a repeated power is a smaller unfairness.
//
// How: the boards are found by local search (swap two players on different boards while that
// lowers the opponent repeats) from several seeded random starts, keeping the best; then each
// board's powers are the best of all 5040 assignments. Deterministic for a seed. When the players
// are not a multiple of 7, those who have played the most rounds sit out (ties by the seed).
import { mulberry32, type Power } from '../../../engine/index';

export const OPPONENT_WEIGHT = 3;
export const POWER_WEIGHT = 1;

/** An earlier board: the player at each power (replacements aside: the seat's first holder). */
export type PastBoard = Record<Power, number>;

export interface SeatingInput {
  players: readonly number[];
  powers: readonly Power[];
  history: readonly PastBoard[];
  seed: number;
  /** Random starts of the local search (default 24). */
  starts?: number;
}

export interface SeatingCost {
  opponentRepeats: number;
  powerRepeats: number;
  total: number;
}

export interface Seating {
  boards: Record<Power, number>[];
  sittingOut: number[];
  cost: SeatingCost;
}

/** A seeded generator (the engine's mulberry32), so a seed always gives the same seating. */
export const seeded = mulberry32;

export function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

interface Counts {
  met(a: number, b: number): number;
  played(p: number, power: Power): number;
  rounds(p: number): number;
}

function countsOf(history: readonly PastBoard[]): Counts {
  const met = new Map<string, number>();
  const played = new Map<string, number>();
  const rounds = new Map<number, number>();
  const pair = (a: number, b: number) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const board of history) {
    const seated = Object.entries(board);
    for (const [power, p] of seated) {
      played.set(`${p}|${power}`, (played.get(`${p}|${power}`) ?? 0) + 1);
      rounds.set(p, (rounds.get(p) ?? 0) + 1);
    }
    for (let i = 0; i < seated.length; i++)
      for (let j = i + 1; j < seated.length; j++) {
        const k = pair(seated[i][1], seated[j][1]);
        met.set(k, (met.get(k) ?? 0) + 1);
      }
  }
  return {
    met: (a, b) => met.get(pair(a, b)) ?? 0,
    played: (p, power) => played.get(`${p}|${power}`) ?? 0,
    rounds: (p) => rounds.get(p) ?? 0,
  };
}

function opponentRepeats(groups: readonly (readonly number[])[], c: Counts): number {
  let sum = 0;
  for (const g of groups) for (let i = 0; i < g.length; i++) for (let j = i + 1; j < g.length; j++) sum += c.met(g[i], g[j]);
  return sum;
}

/** The cost of a seating against the history: what the tests and the printout report. */
export function seatingCost(boards: readonly Record<Power, number>[], history: readonly PastBoard[]): SeatingCost {
  const c = countsOf(history);
  const opp = opponentRepeats(
    boards.map((b) => Object.values(b)),
    c,
  );
  let pow = 0;
  for (const b of boards) for (const [power, p] of Object.entries(b)) pow += c.played(p, power);
  return { opponentRepeats: opp, powerRepeats: pow, total: OPPONENT_WEIGHT * opp + POWER_WEIGHT * pow };
}

/** Swaps players between boards while a swap lowers the opponent repeats (first improvement). */
function improve(groups: number[][], c: Counts): void {
  let better = true;
  while (better) {
    better = false;
    for (let i = 0; i < groups.length; i++)
      for (let j = i + 1; j < groups.length; j++) {
        for (let x = 0; x < groups[i].length; x++)
          for (let y = 0; y < groups[j].length; y++) {
            const a = groups[i][x];
            const b = groups[j][y];
            let delta = 0;
            for (const k of groups[i]) if (k !== a) delta += c.met(b, k) - c.met(a, k);
            for (const k of groups[j]) if (k !== b) delta += c.met(a, k) - c.met(b, k);
            if (delta < 0) {
              groups[i][x] = b;
              groups[j][y] = a;
              better = true;
            }
          }
      }
  }
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const rest of permutations(n - 1)) for (let i = 0; i <= rest.length; i++) out.push([...rest.slice(0, i), n - 1, ...rest.slice(i)]);
  return out;
}

/** The assignment of powers to a board's players with the fewest power repeats (all n! tried). */
function assignPowers(group: readonly number[], powers: readonly Power[], c: Counts, perms: number[][]): Record<Power, number> {
  let best = perms[0];
  let bestCost = Infinity;
  for (const perm of perms) {
    let cost = 0;
    for (let i = 0; i < perm.length && cost < bestCost; i++) cost += c.played(group[perm[i]], powers[i]);
    if (cost < bestCost) {
      bestCost = cost;
      best = perm;
    }
  }
  return Object.fromEntries(powers.map((power, i) => [power, group[best[i]]]));
}

export function seatRound(input: SeatingInput): Seating {
  const next = seeded(input.seed);
  const c = countsOf(input.history);
  const size = input.powers.length;
  const boardCount = Math.floor(input.players.length / size);
  // Those who played the most sit out first; the shuffle before the stable sort breaks ties by the seed.
  const order = shuffled(input.players, next).sort((a, b) => c.rounds(a) - c.rounds(b));
  const playing = order.slice(0, boardCount * size);
  const sittingOut = order.slice(boardCount * size).sort((a, b) => a - b);
  let best: number[][] = [];
  let bestCost = Infinity;
  for (let s = 0; s < (input.starts ?? 24); s++) {
    const start = shuffled(playing, next);
    const groups = Array.from({ length: boardCount }, (_, i) => start.slice(i * size, (i + 1) * size));
    improve(groups, c);
    const cost = opponentRepeats(groups, c);
    if (cost < bestCost) {
      bestCost = cost;
      best = groups;
    }
  }
  const perms = permutations(size);
  const boards = best.map((g) => assignPowers(g, input.powers, c, perms));
  return { boards, sittingOut, cost: seatingCost(boards, input.history) };
}
