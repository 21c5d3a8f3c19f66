// What the tournament tables hold in their JSON columns, as versioned shapes checked on read and on
// write (never an in-memory type serialised as it happens to be): a round's game-end rule and a
// board's recorded outcome. Version 1 of each.
import { OUTCOME_KINDS, type BoardOutcome } from './scoring/types';
import { array, int, nullable, object, oneOf, optional, record, str, tagged, type Check } from '../validate';

/** How a round's games end: after the last year played (its Fall/Winter), or at a clock time. */
export type EndRule = { kind: 'year'; lastYear: number } | { kind: 'clock'; endsAt: string };

export interface StoredOutcome {
  v: 1;
  outcome: BoardOutcome;
  /** The last game year played, when known (the WDD records centers by year up to it). */
  year: number | null;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

const endRuleShape: Check<EndRule> = tagged<EndRule>('kind', {
  year: object({ kind: oneOf(['year'] as const), lastYear: int({ min: 1, max: 9999 }) }),
  clock: object({ kind: oneOf(['clock'] as const), endsAt: str({ pattern: ISO }) }),
});

const power = str({ min: 1, max: 64 });

const outcomeShape = object({
  kind: oneOf(OUTCOME_KINDS),
  winner: optional(power),
  members: optional(array(power, { max: 64 })),
  centers: record(int({ min: 0, max: 1000 })),
  eliminated: optional(record(nullable(int({ min: 0, max: 9999 })))),
});

export const storedEndRuleShape = object({ v: oneOf([1] as const), rule: endRuleShape });
export const storedOutcomeShape = object({ v: oneOf([1] as const), outcome: outcomeShape, year: nullable(int({ min: 0, max: 9999 })) });
export { endRuleShape, outcomeShape };
