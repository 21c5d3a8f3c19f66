// The shape of the hand-written results of a DATC v3.0 case: what the case's text says happens,
// written compactly so each case reads as one line beside the text. convert.ts turns these into
// the fixtures' expectations (the final board is worked out from the outcomes, not written twice).

/**
 * One letter per order, in the order the text lists them (all powers, top to bottom):
 * `s` succeeds, `f` fails, `i` illegal, `v` void (a support or convoy that matches no order),
 * `x` does not succeed (fails, illegal or void: the text says "fails" of an order that may be either),
 * `.` the text does not settle it (not checked). Spaces are ignored, for grouping by power.
 */
export type Outcomes = string;

export interface RetreatExpectation {
  /** Places the dislodged unit may retreat to (`spa/nc` for a coast). */
  may?: string[];
  /** Places it may not retreat to. */
  not?: string[];
}

export interface PhaseResults {
  outcomes: Outcomes;
  /** Provinces of the units the movement dislodges. */
  dislodged?: string[];
  /** Retreat options the text states, by the dislodged unit's province. */
  retreats?: Record<string, RetreatExpectation>;
  /** Units removed by the civil disorder rule (adjustment phases), by province. */
  removed?: string[];
  /** Provinces whose unit's fate the text leaves open: left out of the board and dislodged compared. */
  unsettled?: string[];
  /** The retreat phase after the movement: outcomes of its orders (the text's second order list). */
  then?: Outcomes;
}

export interface CaseResults extends PhaseResults {
  /**
   * The board where the text gives it in prose, replacing the units the orders name:
   * `England: F lon, A yor; Germany: F stp/sc`.
   */
  board?: string;
  /** Units the prose adds to those the orders name, in the same notation. */
  add?: string;
  /** An adjustment phase (winter 1901) instead of spring 1901 movement. */
  adjustment?: boolean;
  /** Supply centers owned (adjustment cases), by power; the map's starting ownership when absent. */
  supplyCenters?: Record<string, string[]>;
  /**
   * Results the text gives for other rulebooks, by preset id (`1971`, `2000`, `datc`): each becomes
   * a test of its own under that preset.
   */
  rulebooks?: Record<string, PhaseResults>;
  /** For a second position the text gives in the same case: the id of the case whose orders it takes. */
  source?: string;
}
