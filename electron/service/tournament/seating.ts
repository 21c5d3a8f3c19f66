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
// lowers the opponent repeats) from several seeded random starts, keeping the best (stopping at one
// with no repeat: none can beat it, and the generator is read no further); then each
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
  /** A player's place in the counts (players seen nowhere share one that met no one). */
  at(p: number): number;
  /** `met` by places: what the local search reads. */
  metAt(i: number, j: number): number;
  played(p: number, power: Power): number;
  rounds(p: number): number;
}

/**
 * The history counted once, in arrays indexed by each player's place in the list of every player
 * seen (the history's and those to seat): the local search reads `met` millions of times (a round
 * of 40 boards), and a Map keyed by a text made for every lookup was most of a round's start (2.4 s
 * of CPU for the room screen's tournaments of 35 to 280 players; docs/PERFORMANCE.md, "The browser
 * tests' Node side, session 16"). The same counts, so the same seating for a seed.
 */
function countsOf(history: readonly PastBoard[], players: readonly number[] = []): Counts {
  const index = new Map<number, number>();
  const indexOf = (p: number): number => {
    let i = index.get(p);
    if (i === undefined) index.set(p, (i = index.size));
    return i;
  };
  for (const board of history) for (const p of Object.values(board)) indexOf(p);
  for (const p of players) indexOf(p);
  const n = index.size;
  const met = new Int32Array(n * n);
  const rounds = new Int32Array(n);
  const played = new Map<string, number>();
  for (const board of history) {
    const seated = Object.entries(board);
    for (const [power, p] of seated) {
      played.set(`${p}|${power}`, (played.get(`${p}|${power}`) ?? 0) + 1);
      rounds[indexOf(p)]++;
    }
    for (let i = 0; i < seated.length; i++)
      for (let j = i + 1; j < seated.length; j++) {
        const [a, b] = [indexOf(seated[i][1]), indexOf(seated[j][1])];
        met[a * n + b]++;
        met[b * n + a]++;
      }
  }
  // A player the history never saw has met no one and played nothing.
  const at = (p: number): number => index.get(p) ?? -1;
  const metAt = (i: number, j: number): number => (i < 0 || j < 0 ? 0 : met[i * n + j]);
  return {
    at,
    metAt,
    met: (a, b) => metAt(at(a), at(b)),
    played: (p, power) => played.get(`${p}|${power}`) ?? 0,
    rounds: (p) => {
      const i = at(p);
      return i < 0 ? 0 : rounds[i];
    },
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

/** Swaps players (their places in `c`) between boards while a swap lowers the opponent repeats (first improvement). */
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
            for (const k of groups[i]) if (k !== a) delta += c.metAt(b, k) - c.metAt(a, k);
            for (const k of groups[j]) if (k !== b) delta += c.metAt(a, k) - c.metAt(b, k);
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
  const c = countsOf(input.history, input.players);
  const size = input.powers.length;
  const boardCount = Math.floor(input.players.length / size);
  // Those who played the most sit out first; the shuffle before the stable sort breaks ties by the seed.
  const order = shuffled(input.players, next).sort((a, b) => c.rounds(a) - c.rounds(b));
  const playing = order.slice(0, boardCount * size);
  const sittingOut = order.slice(boardCount * size).sort((a, b) => a - b);
  // Every player to seat has a place in the counts (countsOf was given them).
  const playerAt = new Map(playing.map((p) => [c.at(p), p]));
  let best: number[][] = [];
  let bestCost = Infinity;
  for (let s = 0; s < (input.starts ?? 24); s++) {
    const start = shuffled(playing, next);
    const places = Array.from({ length: boardCount }, (_, i) => start.slice(i * size, (i + 1) * size).map(c.at));
    improve(places, c);
    const groups = places.map((g) => g.map((i) => playerAt.get(i)!));
    const cost = opponentRepeats(groups, c);
    if (cost < bestCost) {
      bestCost = cost;
      best = groups;
    }
    // Nothing beats no repeat at all, and the generator is not read after the starts: the same seating.
    if (bestCost === 0) break;
  }
  const perms = permutations(size);
  const boards = best.map((g) => assignPowers(g, input.powers, c, perms));
  return { boards, sittingOut, cost: seatingCost(boards, input.history) };
}
