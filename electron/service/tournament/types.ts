// What the tournament service answers: a tournament as one tree (players, rounds, boards, seats,
// results), its scores and its standings. Plain data, the same over IPC, the host and the CLI.
import { type Power } from '../../../engine/index';
import type { CombineRule } from './scoring/combine';
import type { SystemId } from './scoring/systems';
import type { BoardOutcome, BoardScores } from './scoring/types';
import type { EndRule } from './stored';

export interface TournamentPlayer {
  id: number;
  name: string;
  /** The round the player joined at: a late player has more than 1. */
  firstRound: number;
  /** Set while the director has the player withdrawn: left out of seating, shown as withdrawn. */
  withdrawnAt: string | null;
}

export interface Seat {
  power: Power;
  playerId: number;
  player: string;
  /** 0: from the start; a replacement holds the power from this game year on. */
  sinceYear: number;
  /** A replacement: who put the player in the seat, from the board's log (issue 29 item 4). */
  by?: string;
}

export interface BoardResult {
  outcome: BoardOutcome;
  year: number | null;
  recordedAt: string;
  recordedBy: string;
  /** How many results the board has had, this one included (the CLI's `tournament score --version`). */
  version: number;
}

export interface BoardView {
  id: number;
  number: number;
  gameId: number;
  gameName: string;
  /** Every seat, the replacements after the first holder of their power. */
  seats: Seat[];
  result: BoardResult | null;
}

export interface RoundView {
  number: number;
  endRule: EndRule;
  boards: BoardView[];
}

export interface TournamentDetail {
  id: number;
  name: string;
  scoring: SystemId;
  combine: CombineRule;
  players: TournamentPlayer[];
  rounds: RoundView[];
}

export interface ScoredBoard {
  round: number;
  board: number;
  gameName: string;
  result: BoardResult | null;
  /** Per power: who is scored for it (the holder at the end), the place and the points. */
  lines: { power: Power; player: string; playerId: number; centers: number | null; rank: number | null; shared: number | null; score: number | null }[];
}

export interface Standing {
  rank: number;
  /** How many share the rank (the WDD's EXAEQUO). */
  shared: number;
  playerId: number;
  player: string;
  total: number;
  /** Per round: the score, or null when the player did not play (or the board has no result yet). */
  rounds: (number | null)[];
  /** Indexes of the rounds that count under the combine rule. */
  counted: number[];
}

export interface Standings {
  tournament: string;
  system: SystemId;
  systemName: string;
  combine: CombineRule;
  boards: ScoredBoard[];
  standings: Standing[];
}

export type { BoardScores };

export interface ConsoleBoard {
  number: number;
  gameId: number;
  gameName: string;
  status: string;
  /** `Spring 1903 Movement`, or null for a game without a phase. */
  phase: string | null;
  year: number | null;
  /** Powers that must still hand in orders for the open phase. */
  owing: string[];
  /** Powers whose orders are in for the open phase. */
  ordersIn: string[];
  centers: Record<string, number>;
  /** Who holds each power now (the latest seat). */
  players: Record<string, string>;
  /** The board GMs the director gave this board's game (the event network's people), by name. */
  gms: string[];
  /** The time of the latest adjudication, or null before the first. */
  lastAdjudicated: string | null;
  /** The latest change to the board's game (orders, a commit, a mend) and who made it, or null. */
  lastChange: { at: string; by: string; action: string } | null;
  /** year rule: game years left including the current one; clock rule: null (see ConsoleRound.minutesLeft). */
  yearsLeft: number | null;
  /** The game has passed its round's last year: time to record its result. */
  over: boolean;
  result: BoardResult | null;
}

export interface ConsoleRound {
  tournament: string;
  round: number;
  rounds: number;
  endRule: EndRule;
  /** clock rule: minutes until the round ends (negative once past); null for a year rule. */
  minutesLeft: number | null;
  now: string;
  boards: ConsoleBoard[];
}

export interface SeatingProposal {
  round: number;
  boards: Record<string, string>[];
  sittingOut: string[];
  cost: { opponentRepeats: number; powerRepeats: number; total: number };
}

export interface SystemChoice {
  id: SystemId;
  name: string;
  source: string;
}

/** The printouts and exports a tournament gives. */
export type DocumentKind = 'sheets' | 'round' | 'seating' | 'standings' | 'wdd-boards' | 'wdd-classification';
