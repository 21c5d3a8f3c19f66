// The engine's shared vocabulary: positions, orders and results as plain data.
// Ids are lowercase strings: provinces `stp`, coasts `nc`; powers are full English names.

export const SEASONS = ['spring', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const PHASE_TYPES = ['movement', 'retreat', 'adjustment'] as const;
export type PhaseType = (typeof PHASE_TYPES)[number];

export const UNIT_TYPES = ['A', 'F'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const COASTS = ['nc', 'sc', 'ec', 'wc'] as const;
export type Coast = (typeof COASTS)[number];

/** A power's full English name as the map defines it (`England`). */
export type Power = string;
/** A province id (`stp`). */
export type ProvinceId = string;

export type ByPower<T> = Record<Power, T>;

export interface Phase {
  season: Season;
  year: number;
  type: PhaseType;
}

/** A place a unit can stand: a province, and for a fleet in a split-coast province its coast. */
export interface Location {
  province: ProvinceId;
  coast: Coast | null;
}

export interface Unit extends Location {
  power: Power;
  type: UnitType;
  /**
   * When the unit was built, as a sequence number: smaller means built earlier, equal means built in
   * the same adjustment phase. Units of the starting position have none (or 0). The engine stamps
   * the year of the winter that built it; only the 4.D.8 `least-recently-built` house rule reads it.
   */
  builtAt?: number;
}

export interface DislodgedUnit extends Unit {
  /** Where the unit that dislodged it came from (its starting province). */
  attackerFrom: ProvinceId;
  /** Whether that attacker came by convoy (it matters for 4.A.5). */
  viaConvoy: boolean;
  /** Provinces (or `prov/coast` for fleets) the unit may retreat to; filled by the engine. */
  retreats?: string[];
}

export interface Position {
  variant: string;
  phase: Phase;
  units: Unit[];
  /** Units dislodged in the movement phase before a retreat phase. */
  dislodged: DislodgedUnit[];
  /** Provinces left empty by a standoff in the movement phase before a retreat phase. */
  standoffs: ProvinceId[];
  /** Supply centers owned by each power. */
  supplyCenters: ByPower<ProvinceId[]>;
  /**
   * Powers in civil disorder this phase (DATC 4.D.9). When absent, a power with units that gave no
   * orders at all counts as in civil disorder.
   */
  civilDisorder?: Power[];
  /** Units whose orders another power gives this phase (DATC 4.E.5, when the rules allow proxies). */
  proxies?: { province: ProvinceId; power: Power }[];
}

/**
 * A unit as an order names it. The type and power may be missing or wrong (DATC 4.C):
 * matching it to a unit on the board is the engine's job, not the reader's.
 */
export interface UnitSpec {
  type: UnitType | null;
  province: ProvinceId;
  coast: Coast | null;
  /** Nationality written in the order (`S German A Ber`), null when not written. */
  power: Power | null;
}

export type Order =
  | { kind: 'hold'; unit: UnitSpec }
  | {
      kind: 'move';
      unit: UnitSpec;
      to: ProvinceId;
      coast: Coast | null;
      /** `via Convoy` / `by Convoy` written. */
      viaConvoy: boolean;
      /** Intermediate sea provinces when written as `A lon - nth - bel` (4.A.6), else null. */
      path: ProvinceId[] | null;
    }
  | {
      kind: 'support';
      unit: UnitSpec;
      /** The supported unit. */
      target: UnitSpec;
      /** Destination of the supported move; null for a support to hold. */
      to: ProvinceId | null;
      coast: Coast | null;
    }
  | { kind: 'convoy'; unit: UnitSpec; army: UnitSpec; to: ProvinceId }
  | { kind: 'retreat'; unit: UnitSpec; to: ProvinceId; coast: Coast | null }
  | { kind: 'disband'; unit: UnitSpec }
  | { kind: 'build'; unitType: UnitType | null; province: ProvinceId; coast: Coast | null }
  | { kind: 'remove'; unit: UnitSpec }
  | { kind: 'waive' };

export type OrderKind = Order['kind'];

/** An order as given: by whom, and what. `text` is the original text when it came as text. */
export interface GivenOrder {
  power: Power;
  order: Order;
  text?: string;
}

/** A reference to a unit in results: enough to name it in a report. */
export interface UnitRef {
  power: Power;
  type: UnitType;
  province: ProvinceId;
  coast: Coast | null;
}

export type Outcome = 'succeeds' | 'fails' | 'illegal' | 'void';

/**
 * Why an order ended as it did. Codes, not sentences: reports turn them into words.
 * - move fails: `bounce` (stronger or equal rival for the same province), `beaten` (lost a head-to-head
 *   battle), `held` (the defender's hold strength was not beaten), `own-unit` (cannot dislodge own unit),
 *   `no-path` (no convoy route was ordered), `path-missing` (the rules want a convoy path written
 *   and none was: 4.A.6 c), `convoy-disrupted` (every route was disrupted), `paradox`
 *   (a convoy paradox rule made it fail)
 * - support fails: `cut`, `dislodged`, `no-match` (the supported unit did not do what was supported)
 * - convoy fails: `dislodged`, `no-match`, `not-on-route`
 * - retreat fails: `bounce`
 * - illegal / void: see `IllegalReason`
 */
export type ReasonCode =
  | 'bounce'
  | 'beaten'
  | 'held'
  | 'own-unit'
  | 'no-path'
  | 'path-missing'
  | 'convoy-disrupted'
  | 'paradox'
  | 'cut'
  | 'dislodged'
  | 'no-match'
  | 'not-on-route'
  | IllegalReason;

export type IllegalReason =
  | 'no-unit'
  | 'foreign-unit'
  | 'wrong-unit-type'
  | 'wrong-coast'
  | 'wrong-phase'
  | 'not-adjacent'
  | 'army-to-sea'
  | 'fleet-to-land'
  | 'coast-needed'
  | 'no-such-coast'
  | 'same-province'
  | 'cannot-reach'
  | 'support-self'
  | 'supported-cannot-reach'
  | 'supporter-on-route'
  | 'army-cannot-convoy'
  | 'fleet-not-at-sea'
  | 'convoy-fleet'
  | 'not-dislodged'
  | 'retreat-not-allowed'
  | 'not-home-center'
  | 'not-owned'
  | 'occupied'
  | 'no-builds-due'
  | 'no-removals-due'
  | 'too-many'
  | 'duplicate'
  | 'superseded'
  | 'fleet-in-land'
  | 'not-on-route'
  | 'waive-not-allowed'
  | 'type-needed'
  | 'unknown-place';

export interface Strengths {
  /** The moving unit's attack strength (5.B.4). */
  attack?: number;
  /** The hold strength of the target province (5.B.5). */
  hold?: number;
  /** The defend strength of the opposing unit in a head-to-head battle (5.B.7). */
  defend?: number;
  /** The prevent strength of each rival moving to the same province (5.B.6). */
  prevent?: { unit: UnitRef; strength: number }[];
  /** Supports counted (the supporting units). */
  supportedBy?: UnitRef[];
}

export interface OrderResult {
  power: Power;
  /** The order as adjudicated (after any reading the rules allowed). */
  order: Order;
  /** The unit the order was for, when one was found. */
  unit: UnitRef | null;
  outcome: Outcome;
  reason: ReasonCode | null;
  /** The units that caused the outcome (bouncers, cutters, the dislodger...). */
  by: UnitRef[];
  strengths: Strengths | null;
  /** When the ordered unit was dislodged: by whom, from where. */
  dislodgedBy: { unit: UnitRef; from: ProvinceId; viaConvoy: boolean } | null;
  /** The original text when the order came as text. */
  text?: string;
  /** True for an order the engine deduced (DATC 4.E.3 implicit orders): no one wrote it. */
  implicit?: boolean;
}
