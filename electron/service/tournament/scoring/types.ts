// What a scoring system reads and answers. A board's outcome is data (how it ended, each power's
// supply centers, the year each eliminated power went out); a system turns it into points per
// power. Systems are data too (systems.ts): a family and its published parameters.
import { type Power } from '../../../../engine/index';

export const OUTCOME_KINDS = ['solo', 'draw', 'time'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

export interface BoardOutcome {
  /** solo: one power reached the victory criterion; draw: a draw was voted; time: the game-end rule stopped it. */
  kind: OutcomeKind;
  /** The soloist (kind solo). */
  winner?: Power;
  /** The powers in the draw (kind draw); a DIAS draw lists every survivor. */
  members?: Power[];
  /** Supply centers of every power at the end (0 for an eliminated one). */
  centers: Record<Power, number>;
  /** The game year each eliminated power went out; absent or null for survivors. */
  eliminated?: Record<Power, number | null>;
}

export type BoardScores = Record<Power, number>;
