// What the service answers: plain data for the IPC contract, the browser host and the CLI.
import type { Acknowledgement } from './acknowledge';
import type { GivenOrder, Phase, Position, Power, ProvinceId } from '../../engine/index';
import type { AdjudicationRecord, DrawType, GameOutcome, GameStatus, PhaseStatus, StoredResult, SubmissionRecord } from '../archive/types';
import type { CombineNote } from './combine';

export type { CombineNote } from './combine';

/** A phase as lists show it. `id` is null for a phase not written yet (a preview). */
export interface PhaseHead {
  id: number | null;
  seq: number;
  phase: Phase;
  /** `Spring 1901 Movement`. */
  name: string;
  status: PhaseStatus;
}

export interface GameSummary {
  id: number;
  name: string;
  variant: string;
  status: GameStatus;
  drawType: DrawType;
  outcome: GameOutcome | null;
  createdAt: string;
  updatedAt: string;
  /** The latest phase of the line of play. */
  current: PhaseHead | null;
}

export interface GameList {
  games: GameSummary[];
  /** How many games match the filter, beyond the page returned. */
  total: number;
}

export interface PowerView {
  power: Power;
  players: { name: string; contact: string | null; sinceSeq: number }[];
  centers: number;
  units: number;
  survivor: boolean;
  /** Whether orders are in for the current open phase. */
  ordersIn: boolean;
}

export interface DrawVoteView {
  power: Power;
  vote: 'draw' | 'nodraw';
  drawList: Power[] | null;
  castAt: string;
}

export interface GameDetail extends GameSummary {
  ruleOptions: Record<string, string>;
  powers: PowerView[];
  /** The line of play, first phase to current. */
  phases: PhaseHead[];
  /** The position of the current phase. */
  position: Position | null;
  /** Draw votes standing in the open phase. */
  drawVotes: DrawVoteView[];
  /** The open phase's deadline for orders (ISO 8601, UTC), or null when none is set (deadlines.ts). */
  deadline: string | null;
}

export interface PhaseDetail {
  head: PhaseHead;
  position: Position;
  submissions: SubmissionRecord[];
  /** The orders that count now, as combined from the submissions. */
  orders: GivenOrder[];
  notes: CombineNote[];
  adjudication: AdjudicationRecord | null;
  /** Earlier adjudications of this phase, set aside by rollbacks or corrections. */
  supersededAdjudications: number;
}

export interface CenterChange {
  power: Power;
  gained: ProvinceId[];
  lost: ProvinceId[];
}

export interface AdjudicationView {
  gameId: number;
  phase: PhaseHead;
  orders: GivenOrder[];
  notes: CombineNote[];
  /** Powers that had something to order and sent nothing (their units hold, retreats disband...). */
  missing: Power[];
  result: StoredResult;
  /** The phase that follows, or null when the game ended. */
  next: PhaseHead | null;
  centers: Record<Power, number>;
  centerChanges: CenterChange[];
  winner: Power | null;
  eliminated: Power[];
  /** False for a preview: nothing was written. */
  committed: boolean;
}

export interface SubmissionView {
  submission: SubmissionRecord;
  /** Lines the reader did not understand, for the GM to look at. */
  problems: { line: number; message: string }[];
  /** How lines were read, where that decides what a unit does (`read 'Bre' as Brest`). */
  notes: { line: number; message: string }[];
  /** What to mail back to the power's player at once (acknowledge.ts). */
  acknowledgement: Acknowledgement;
}

/** One entry of a game's audit log, as the app shows it: who did what, when, and the details. */
export interface GameEventView {
  id: number;
  at: string;
  actor: string;
  action: string;
  details: Record<string, unknown>;
}
