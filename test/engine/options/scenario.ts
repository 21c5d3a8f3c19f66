// A small movement-phase position written as text, adjudicated under chosen rule options: the
// helper the rule-option tests use to show what each alternative of a DATC chapter 4 issue does.
// `scenario({ units: ['England: F nth'], orders: ['England: F nth - eng'], options: { '4.A.2': '1982' } })`
import { expect, it } from 'vitest';
import { adjudicate, type PhaseResult } from '../../../engine/adjudicate/index';
import { parseOrder } from '../../../engine/orders/parse';
import { resolveOptions } from '../../../engine/rules/options';
import { getOption, type OptionId, type RuleOptions } from '../../../engine/rules/catalogue';
import type { Coast, DislodgedUnit, GivenOrder, OrderResult, Outcome, Phase, Power, ProvinceId, Unit, UnitType } from '../../../engine/types';
import { standardMap } from '../../../engine/map/standard';
import { loadCases, type DatcCase } from '../../datc/datcCase';
import { positionAt } from '../../support/positions';

export interface ScenarioInput {
  /** `England: F nth`, `Russia: F stp/sc`. */
  units: string[];
  /** `England: F nth - eng` as a player writes it, or an order already as data. */
  orders: (string | GivenOrder)[];
  /** Option id to alternative id or DATC letter, on top of the preset (DATC preferences by default). */
  options?: Record<string, string>;
  preset?: string;
  phase?: Phase;
  civilDisorder?: Power[];
  proxies?: { province: ProvinceId; power: Power }[];
  /** Keep going when the reader does not understand an order (it is then simply not given). */
  allowUnread?: boolean;
}

export interface Scenario extends PhaseResult {
  /** The options the phase was adjudicated under. */
  rules: RuleOptions;
  /** Orders the reader did not understand (only with `allowUnread`). */
  unread: string[];
  /** The units after the phase, sorted: `England F nth`, `France F spa/nc`. */
  board(): string[];
  /** The result of the i-th order as given. */
  result(i: number): OrderResult;
  outcome(i: number): Outcome;
  /** The unit dislodged from a province, if any. */
  dislodgedFrom(province: ProvinceId): DislodgedUnit | undefined;
  /** Where the unit dislodged from a province may retreat (sorted); throws when none was dislodged there. */
  retreats(province: ProvinceId): string[];
}

const START: Phase = { season: 'spring', year: 1901, type: 'movement' };

function splitPower(text: string): [Power, string] {
  const colon = text.indexOf(':');
  if (colon < 0) throw new Error(`scenario: '${text}' names no power ('England: ...')`);
  return [text.slice(0, colon).trim(), text.slice(colon + 1).trim()];
}

/** `England: F stp/sc` as a unit. A fixture typo is a bug in the test, so it throws. */
export function unitOf(text: string): Unit {
  const [power, rest] = splitPower(text);
  const m = /^([AF])\s+([a-z]{3})(?:\/([a-z]{2}))?$/i.exec(rest);
  if (!m) throw new Error(`scenario: cannot read unit '${text}'`);
  const coast = m[3] ? (m[3].toLowerCase() as Coast) : null;
  return { power, type: m[1].toUpperCase() as UnitType, province: m[2].toLowerCase(), coast };
}

export function unitKey(u: Unit): string {
  return `${u.power} ${u.type} ${u.province}${u.coast ? '/' + u.coast : ''}`;
}

export function scenario(input: ScenarioInput): Scenario {
  const map = standardMap();
  const resolved = resolveOptions({ preset: input.preset, options: input.options });
  if (!resolved.ok) throw new Error(`scenario: ${resolved.error.message}`);
  const rules = resolved.value;
  const phase = input.phase ?? START;
  const orders: GivenOrder[] = [];
  const unread: string[] = [];
  for (const o of input.orders) {
    if (typeof o !== 'string') {
      orders.push(o);
      continue;
    }
    const [power, text] = splitPower(o);
    const parsed = parseOrder(text, map, { phase: phase.type, rules });
    if (parsed.ok) orders.push({ power, order: parsed.value, text });
    else if (input.allowUnread) unread.push(o);
    else throw new Error(`scenario: order not understood: '${o}' (${parsed.error.message})`);
  }
  const position = positionAt(input.units.map(unitOf), { phase, supplyCenters: map.start.supplyCenters });
  if (input.civilDisorder) position.civilDisorder = input.civilDisorder;
  if (input.proxies) position.proxies = input.proxies;
  const out = adjudicate(map, position, orders, rules);
  const dislodgedFrom = (p: ProvinceId) => out.dislodged.find((d) => d.province === p);
  return {
    ...out,
    rules,
    unread,
    board: () => out.units.map(unitKey).sort(),
    result: (i) => {
      const r = out.results[i];
      if (!r) throw new Error(`scenario: no result for order ${i}`);
      return r;
    },
    outcome: (i) => {
      const r = out.results[i];
      if (!r) throw new Error(`scenario: no result for order ${i}`);
      return r.outcome;
    },
    dislodgedFrom,
    retreats: (p) => {
      const d = dislodgedFrom(p);
      if (!d) throw new Error(`scenario: no unit dislodged from ${p}`);
      return [...(d.retreats ?? [])].sort();
    },
  };
}

/** Dislodged units as `England F nth`, sorted. */
export function dislodgedKeys(s: PhaseResult): string[] {
  return s.dislodged.map(unitKey).sort();
}

let cases: DatcCase[] | null = null;

/** A DATC chapter 6 case (test/datc/cases) as a scenario input, to run under other options. */
export function datc(id: string): Pick<ScenarioInput, 'units' | 'orders' | 'phase'> {
  cases ??= loadCases();
  const c = cases.find((x) => x.id === id);
  if (!c) throw new Error(`scenario: no DATC case ${id}`);
  return {
    phase: c.phase,
    units: c.units.map((u) => `${u.power}: ${u.type} ${u.province}${u.coast ? '/' + u.coast : ''}`),
    orders: c.orders.map((o) => `${o.power}: ${o.text}`),
  };
}

/** What a phase should end with: the units on the board, and the units dislodged (none when left out). */
export interface Expected {
  board: string[];
  dislodged?: string[];
}

const tested = new Map<string, Set<string>>();

/** Note that a test of `option` under `alternative` exists (checked by `everyAlternativeTested`). */
export function markTested(option: OptionId, alternative: string): void {
  if (!tested.has(option)) tested.set(option, new Set());
  tested.get(option)!.add(alternative);
}

/**
 * One test per alternative listed in `expected`: the scenario adjudicated with `option` set to that
 * alternative (on top of the scenario's own options) must end as expected.
 */
export function underEach<K extends OptionId>(option: K, label: string, base: ScenarioInput, expected: Partial<Record<RuleOptions[K], Expected>>): void {
  const table = expected as Record<string, Expected | undefined>;
  for (const alternative of getOption(option).alternatives.map((a) => a.id as string)) {
    const want = table[alternative];
    if (!want) continue;
    markTested(option, alternative);
    it(`${option} ${alternative}: ${label}`, () => {
      const s = scenario({ ...base, options: { ...base.options, [option]: alternative } });
      expect(s.board()).toEqual([...want.board].sort());
      expect(dislodgedKeys(s)).toEqual([...(want.dislodged ?? [])].sort());
    });
  }
  const unknown = Object.keys(table).filter((a) => !getOption(option).alternatives.some((x) => x.id === a));
  if (unknown.length) throw new Error(`underEach: ${option} has no alternative ${unknown.join(', ')}`);
}

/** The file's last test: each option it covers has a test under every one of its alternatives. */
export function everyAlternativeTested(options: OptionId[]): void {
  it(`every alternative of ${options.join(', ')} has a test`, () => {
    for (const option of options) {
      const all = getOption(option).alternatives.map((a) => a.id as string);
      const done = [...(tested.get(option) ?? [])];
      expect(
        all.filter((a) => !done.includes(a)),
        option,
      ).toEqual([]);
    }
  });
}
