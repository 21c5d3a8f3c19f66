// The shape of the rule-option catalogue: one option per disputable issue of DATC v2.4 chapter 4,
// each with the alternatives the DATC lists. The catalogue is data: the rules panel shows it as it
// is, reports print the chosen alternatives, and the engine switches on the alternative ids.

/** The DATC's grouping of the issues: 4.A convoys, 4.B coasts, 4.C units, 4.D order counts, 4.E misc. */
export const RULE_GROUPS = ['convoys', 'coasts', 'units', 'orders', 'misc'] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

export const RULE_GROUP_LABELS: Readonly<Record<RuleGroup, string>> = {
  convoys: 'Convoys (DATC 4.A)',
  coasts: 'Coasts (DATC 4.B)',
  units: 'Unit type and nationality (DATC 4.C)',
  orders: 'Too many and too few orders (DATC 4.D)',
  misc: 'Miscellaneous (DATC 4.E)',
};

/**
 * Which part of Adjutant honours an option:
 * - `adjudication`: the engine, when it checks and resolves a phase's orders;
 * - `reading`: the order reader, when it turns written orders into orders;
 * - `game`: the game service, when it collects order sets and keeps the game between phases.
 */
export const APPLIES_TO = ['adjudication', 'reading', 'game'] as const;
export type AppliesTo = (typeof APPLIES_TO)[number];

export const APPLIES_TO_LABELS: Readonly<Record<AppliesTo, string>> = {
  adjudication: 'the adjudicator',
  reading: 'the order reader',
  game: 'the game service',
};

export interface RuleAlternative<A extends string = string> {
  /** Stable kebab-case id: stored with games and switched on by the engine. */
  readonly id: A;
  /** The DATC's letter for this choice, or null when the DATC describes it without a letter. */
  readonly letter: string | null;
  /** A few words, as a menu item or a report footer shows them. */
  readonly label: string;
  /** What happens under this choice, for a game master at the table; who holds it. */
  readonly explanation: string;
}

/** An option that only matters for some alternatives of another option (the panel can grey it). */
export interface RelevantWhen {
  readonly option: string;
  readonly alternatives: readonly string[];
}

export interface RuleOptionSpec<Id extends string = string, A extends string = string> {
  /** The DATC issue number (`4.A.2`), or the issue number and a suffix for a sub-question. */
  readonly id: Id;
  readonly group: RuleGroup;
  readonly title: string;
  /** The question, in one or two sentences. */
  readonly summary: string;
  readonly alternatives: readonly RuleAlternative<A>[];
  /** The alternative the DATC prefers. */
  readonly datcPreferred: A;
  /** Adjutant's default: the DATC preference. */
  readonly default: A;
  readonly appliesTo: AppliesTo;
  readonly relevantWhen?: RelevantWhen;
  /** Something a game master should know whatever the choice. */
  readonly note?: string;
}

/**
 * Declares one option. The const type parameters keep the ids as literal types, so the catalogue
 * can give the engine a precise union per option; NoInfer makes the compiler check that the
 * preference and the default are among the alternatives.
 */
export function defineOption<const Id extends string, const A extends string>(
  option: Omit<RuleOptionSpec<Id, A>, 'datcPreferred' | 'default'> & {
    datcPreferred: NoInfer<A>;
    default: NoInfer<A>;
  },
): RuleOptionSpec<Id, A> {
  return option;
}
