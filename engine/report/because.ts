// The adjudicator's explanations as data (issue 32): a code and its particulars (units, orders,
// provinces, powers, strengths, nested phrases), never a sentence in one language. The engine words
// them in English here (describeResult, illegalPhrase: the CLI, the tests, the English reports); the
// window words the same codes in the GM's language (renderer/i18n/explainWords.ts) and the reports in
// the game's report language (electron/reports/words.ts), both from the `explain` namespace of
// resources/i18n/<code>.json, which repeats the English below (test/renderer/i18n/explainWords.test.ts).
import type { GameMap } from '../map/types';
import { formatOrder } from '../orders/format';
import { fillPlaceholders } from '../placeholders';
import type { Coast, Order, Power, ProvinceId } from '../types';
import { adjective, capitalize, listWords, placeName, unitName, type NamedUnit } from './words';

/** One particular of an explanation. */
export type ExplainParam =
  | string
  | number
  /** A unit as results name it: `A mun`, `F stp/nc`. */
  | { unit: NamedUnit }
  /** Several units, `A mun, A ber and F kie`. */
  | { units: NamedUnit[] }
  /** An order in the short notation: `a mun - bur`. */
  | { order: Order }
  /** A province in full (`Paris`), with a coast in words when given (`Spain (north coast)`). */
  | { place: ProvinceId; coast?: Coast | null }
  /** A province as the short notation writes it (`bur`). */
  | { short: ProvinceId }
  /** A coast in words: `north`. */
  | { coast: Coast }
  | { power: Power }
  /** The power's adjective as a unit's (`English`). */
  | { adjective: Power }
  | { say: Explanation }
  /** Phrases joined with `and`: `defend 1 and A mar (1)`. */
  | { all: Explanation[] };

export interface Explanation {
  code: ExplainCode;
  params?: Readonly<Record<string, ExplainParam>>;
}

/**
 * Every phrase the explanations are made of, in English: the source of truth of the codes
 * (ExplainCode is its keys) and of the English text. `{{name}}` stands for a particular.
 */
export const EXPLAIN_ENGLISH = {
  // The sentence: the order (or the unit, for a hold), then what became of it.
  sentence: '{{subject}} {{predicate}}.',
  implied: '{{subject}} (implied by the other orders)',
  'and-dislodged': '{{phrase}}, and is dislodged by {{by}}',
  'unit-from': '{{unit}} from {{from}}',
  'unit-from-convoy': '{{unit}} from {{from}} by convoy',
  'another-unit': 'another unit',
  // Succeeded.
  holds: 'holds',
  moves: 'moves',
  'moves-against': 'moves: attack {{attack}} against {{against}}',
  'defend-strength': 'defend {{strength}}',
  'hold-strength': 'hold {{strength}}',
  'unit-strength': '{{unit}} ({{strength}})',
  'gives-support': 'gives support',
  convoys: 'convoys',
  retreats: 'retreats',
  'is-disbanded': 'is disbanded',
  succeeds: 'succeeds',
  'leaves-build-unused': 'leaves one build unused',
  // Failed.
  fails: 'fails',
  bounces: 'bounces',
  'bounces-against': 'bounces against {{by}}',
  'bounces-attack': 'bounces: attack {{attack}} against {{against}}',
  'retreat-bounces': 'bounces against {{by}} and is disbanded',
  'fails-hold': 'fails: attack {{attack}} against hold {{hold}}',
  'fails-hold-of': 'fails: attack {{attack}} against hold {{hold}} of {{by}}',
  'bounces-head-to-head': 'bounces head to head with {{by}} ({{attack}} against {{defend}})',
  'beaten-head-to-head': 'is beaten head to head by {{by}} ({{defend}} against {{attack}})',
  'fails-own-unit': 'fails: it cannot dislodge its own {{by}}',
  'fails-no-path': 'fails: no convoy route was ordered for it',
  'fails-path-missing': 'fails: its convoy path is not written, and the rules want one (DATC 4.A.6 c)',
  'fails-disrupted': 'fails: its convoy is disrupted',
  'fails-disrupted-by': 'fails: its convoy is disrupted, {{by}} being dislodged',
  'fails-paradox': 'fails under the convoy paradox rule',
  'fails-paradox-by': 'fails under the convoy paradox rule, which stops the convoy by {{by}}',
  'is-cut': 'is cut by {{by}}',
  'holds-dislodged': 'holds but is dislodged by {{by}}',
  'fails-dislodged': 'fails and is dislodged by {{by}}',
  'fails-not-on-route': 'fails: the fleet is on no route of that convoy',
  'fails-counts-as-move': "fails: {{reason}}; under this game's rules it still counts as a move",
  // Void.
  'is-void': 'is void',
  'is-void-because': 'is void: {{why}}',
  'void-moves': '{{unit}} moves, so it cannot be supported to hold',
  'void-not-ordered': '{{unit}} was not ordered to {{to}}',
  'void-not-convoyed': '{{unit}} was not ordered to {{to}} by convoy',
  'void-no-match': 'no matching order',
  // Illegal.
  'is-illegal': 'is illegal: {{reason}}',
  'is-illegal-dislodged': 'is illegal: {{reason}}; the unit holds and is dislodged by {{by}}',
  'not-allowed': 'not allowed',
  // Why an order is illegal: places and coasts.
  'that-province': 'that province',
  'coast-nc': 'north',
  'coast-sc': 'south',
  'coast-ec': 'east',
  'coast-wc': 'west',
  'place-coast': '{{place}} ({{coast}} coast)',
  'coast-of': 'the {{coast}} coast of {{place}}',
  'kind-hold': 'a hold',
  'kind-move': 'a move',
  'kind-support': 'a support',
  'kind-convoy': 'a convoy',
  'kind-retreat': 'a retreat',
  'kind-disband': 'a disband',
  'kind-build': 'a build',
  'kind-remove': 'a removal',
  'kind-waive': 'a waived build',
  'no-power': '{{power}} is not a power of this game',
  'no-unit': 'there is no unit in {{here}}',
  'no-unit-to-support': 'there is no unit in {{place}} to support',
  'no-army-to-convoy': 'there is no army in {{place}} to convoy',
  'foreign-unit': 'the unit in {{here}} is not {{adjective}}',
  'wrong-type': 'the unit in {{here}} is of another type',
  'wrong-type-army-not-fleet': 'the unit in {{here}} is an army, not a fleet',
  'wrong-type-fleet-not-army': 'the unit in {{here}} is a fleet, not an army',
  'wrong-type-not-army': 'the unit in {{here}} is not an army',
  'wrong-type-not-fleet': 'the unit in {{here}} is not a fleet',
  'wrong-coast': 'the fleet in {{here}} is not on {{coast}}',
  'wrong-coast-other': 'the fleet in {{here}} is on another coast',
  'wrong-phase': '{{kind}} order cannot be given in this phase',
  'not-adjacent': 'a fleet cannot go from {{from}} to {{there}} in one move',
  'army-to-sea': 'an army cannot go to {{there}}, which is a sea',
  'army-convoyed-to-sea': 'an army cannot be convoyed to {{there}}, which is a sea',
  'fleet-to-land': 'a fleet cannot go to {{there}}, which is inland',
  'coast-needed': '{{there}} has more than one coast and the order does not say which',
  'army-to-coast': 'an army goes to a province, never to one of its coasts',
  'coast-unreachable': 'a fleet from {{from}} cannot reach that coast of {{there}}',
  'no-coasts': '{{there}} has no separate coasts',
  'no-such-coast': '{{there}} has no {{coast}} coast',
  'coast-out-of-reach': 'a fleet from {{from}} cannot reach {{coast}}',
  'same-province': 'a unit cannot move to the province it stands in',
  'convoyed-same-province': 'the army would be convoyed to the province it stands in',
  'fleet-cannot-reach': 'the fleet in {{here}} cannot reach {{there}}',
  'army-cannot-reach': 'the army in {{here}} cannot reach {{there}}',
  'unit-cannot-reach': 'the unit in {{here}} cannot reach {{there}}',
  'cannot-reach-by-convoy': '{{here}} cannot reach {{there}}, neither directly nor by a convoy of the fleets now at sea',
  'cannot-reach': '{{here}} cannot reach {{there}}',
  'support-self': 'a unit cannot support itself',
  'supported-cannot-reach': '{{unit}} cannot reach {{there}}',
  'supported-unit-cannot-reach': 'the supported unit cannot reach {{there}}',
  'supporter-on-route': '{{unit}} could reach {{there}} only by a convoy through {{here}}, and a fleet cannot convoy and support at once',
  'supporter-must-convoy': 'the supported move needs the supporting fleet to convoy it',
  'army-cannot-convoy': 'only a fleet can convoy',
  'fleet-not-at-sea': 'a fleet convoys only at sea, and {{here}} is not a sea',
  'convoy-fleet': 'only armies are convoyed, and {{unit}} is not an army',
  'convoy-only-armies': 'only armies are convoyed',
  'not-on-route': 'the fleet in {{here}} is on no route that could carry {{unit}} to {{there}}',
  'not-on-any-route': 'the fleet in {{here}} is on no route of that convoy',
  'not-dislodged': 'there is no dislodged unit in {{here}}',
  'retreat-not-allowed': 'the unit in {{here}} cannot retreat to {{there}}',
  'not-home-center': '{{there}} is not a home center of {{power}}',
  'not-owned': '{{power}} does not own {{there}}',
  occupied: '{{there}} is occupied',
  'no-builds-due': '{{power}} has no builds due',
  'no-removals-due': '{{power}} has no removals due',
  'too-many-builds': '{{power}} ordered more builds than it may make, and the rules set this one aside',
  'too-many-removals': '{{power}} ordered more removals than it may make, and the rules set this one aside',
  'duplicate-build': 'another build was ordered in {{there}}',
  duplicate: 'the unit was given more than one order',
  'superseded-build': 'another build in {{there}} takes its place',
  superseded: 'another order for the same unit takes its place',
  'waive-not-allowed': 'the rules of this game do not allow waiving a build',
  'unknown-place': '{{place}} is not a place on the map',
  'unknown-destination': 'the destination is not a place on the map',
  'type-needed': 'the build in {{there}} does not say army or fleet',
  'fleet-in-land': 'a fleet cannot be built in {{there}}, which is not on a coast',
} as const satisfies Record<string, string>;

export type ExplainCode = keyof typeof EXPLAIN_ENGLISH;

/** Every code an explanation can use (from EXPLAIN_ENGLISH, so none can be left out). */
export const EXPLAIN_CODES = Object.keys(EXPLAIN_ENGLISH) as ExplainCode[];

/** How to name things in one language: English below, the window's and the reports' elsewhere. */
export interface ExplainWording {
  template(code: ExplainCode): string;
  unit(u: NamedUnit): string;
  order(o: Order): string;
  /** A province in full: `Paris`, `Bourgogne`. */
  place(province: ProvinceId): string;
  /** A province as the short notation writes it: `bur`, `Bou`. */
  short(province: ProvinceId): string;
  power(power: Power): string;
  adjective(power: Power): string;
  /** `a, b and c`. */
  list(items: string[]): string;
  /** The sentence's first letter in capitals. */
  capitalize(text: string): string;
}

/** An explanation in the words of `w`. */
export function wordExplanation(e: Explanation, w: ExplainWording): string {
  const text = fillPlaceholders(w.template(e.code), e.params ?? {}, (p) => wordParam(p, w));
  return e.code === 'sentence' ? w.capitalize(text) : text;
}

/** `north`: the coast's word in the wording's language (the code itself for a coast no map has). */
function wordCoast(coast: Coast, w: ExplainWording): string {
  const code = `coast-${coast}`;
  return Object.prototype.hasOwnProperty.call(EXPLAIN_ENGLISH, code) ? w.template(code as ExplainCode) : coast;
}

function wordParam(p: ExplainParam, w: ExplainWording): string {
  if (typeof p === 'string') return p;
  if (typeof p === 'number') return String(p);
  if ('unit' in p) return w.unit(p.unit);
  if ('units' in p) return w.list(p.units.map((u) => w.unit(u)));
  if ('order' in p) return w.order(p.order);
  if ('place' in p)
    return p.coast ? wordExplanation({ code: 'place-coast', params: { place: w.place(p.place), coast: wordCoast(p.coast, w) } }, w) : w.place(p.place);
  if ('short' in p) return w.short(p.short);
  if ('coast' in p) return wordCoast(p.coast, w);
  if ('power' in p) return w.power(p.power);
  if ('adjective' in p) return w.adjective(p.adjective);
  if ('all' in p) return w.list(p.all.map((x) => wordExplanation(x, w)));
  return wordExplanation(p.say, w);
}

/** The engine's English: units and orders in the short notation, provinces as the map names them. */
export function englishExplainWording(map: GameMap): ExplainWording {
  return {
    template: (code) => EXPLAIN_ENGLISH[code],
    unit: unitName,
    order: (o) => formatOrder(o, map, 'short'),
    place: (province) => placeName(map, province),
    short: (province) => province,
    power: (power) => power,
    adjective: (power) => adjective(map, power),
    list: (items) => listWords(items),
    capitalize,
  };
}
