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
}

export interface Seat {
  power: Power;
  playerId: number;
  player: string;
  /** 0: from the start; a replacement holds the power from this game year on. */
  sinceYear: number;
}

export interface BoardResult {
  outcome: BoardOutcome;
  year: number | null;
  recordedAt: string;
  recordedBy: string;
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
