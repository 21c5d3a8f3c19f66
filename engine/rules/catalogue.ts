// The whole catalogue of rule options, in DATC order, and the types derived from it: the option
// ids and, per option, the union of its alternative ids, which the engine switches on.
import { CONVOY_OPTIONS } from './catalogueConvoys';
import { COAST_OPTIONS } from './catalogueCoasts';
import { UNIT_OPTIONS } from './catalogueUnits';
import { ORDER_COUNT_OPTIONS } from './catalogueOrders';
import { MISC_OPTIONS } from './catalogueMisc';
import type { RuleAlternative, RuleOptionSpec } from './types';

export const CATALOGUE = [...CONVOY_OPTIONS, ...COAST_OPTIONS, ...UNIT_OPTIONS, ...ORDER_COUNT_OPTIONS, ...MISC_OPTIONS] as const;

type CatalogueEntry = (typeof CATALOGUE)[number];

/** `4.A.1` ... `4.E.6`, plus `4.A.2-fallback`. */
export type OptionId = CatalogueEntry['id'];

/** Every option with the alternative chosen for it. */
export type RuleOptions = {
  readonly [E in CatalogueEntry as E['id']]: E['alternatives'][number]['id'];
};

export type AlternativeId<K extends OptionId> = RuleOptions[K];

export const OPTION_IDS: readonly OptionId[] = CATALOGUE.map((entry) => entry.id);

const BY_ID: ReadonlyMap<string, RuleOptionSpec> = new Map(CATALOGUE.map((entry) => [entry.id, entry]));

/** The catalogue entry for an option id; undefined for an unknown id. */
export function findOption(id: string): RuleOptionSpec | undefined {
  return BY_ID.get(id);
}

/** The catalogue entry for a known option id. */
export function getOption<K extends OptionId>(id: K): RuleOptionSpec<K, RuleOptions[K]> {
  return BY_ID.get(id) as RuleOptionSpec<K, RuleOptions[K]>;
}

/** The alternative `alternative` of option `id`; undefined when either is unknown. */
export function findAlternative(id: string, alternative: string): RuleAlternative | undefined {
  return BY_ID.get(id)?.alternatives.find((a) => a.id === alternative);
}
