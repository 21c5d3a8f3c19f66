// The shape of a DATC v3.0 fixture (6.A.json ... 6.J.json) and the runner the tests use: the
// case's orders read and adjudicated under the case's preset, and for a case with a retreat phase
// the retreat orders adjudicated on the position the movement left.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { adjudicate, type PhaseResult } from '../../../engine/adjudicate/index';
import { resolveOptions } from '../../../engine/rules/options';
import type { RuleOptions } from '../../../engine/rules/catalogue';
import { parseOrder } from '../../../engine/orders/parse';
import type { GivenOrder, OrderResult, Phase, Position, Unit } from '../../../engine/types';
import { standardMap } from '../../../engine/map/standard';

export interface V3OrderExpect {
  power: string;
  text: string;
  /** `not-succeeds`: the text says the order fails where it may be failed, illegal or void. */
  outcome: 'succeeds' | 'fails' | 'illegal' | 'void' | 'not-succeeds';
}

export interface V3Expect {
  units: Unit[];
  /** Every unit the phase dislodges (whether or not it has somewhere to go). */
  dislodged: Unit[];
  /** The orders whose result the text states. */
  orders: V3OrderExpect[];
  /** Retreat options the text states, by the dislodged unit's province. */
  retreats: Record<string, { may?: string[]; not?: string[] }>;
  /** Provinces whose unit's fate the text leaves open: left out of both boards compared. */
  unsettled: string[];
}

export interface V3Case {
  id: string;
  title: string;
  /** The rule preset the expectation belongs to: `2023` (DATC v3.0 preferences) or a rulebook's. */
  preset: string;
  phase: Phase;
  units: Unit[];
  supplyCenters: Record<string, string[]> | null;
  orders: { power: string; text: string }[];
  expect: V3Expect;
  /** The retreat phase that follows, when the text gives its orders. */
  then?: { orders: { power: string; text: string }[]; expect: V3Expect };
}

export function loadV3Cases(): V3Case[] {
  const dir = new URL('./', import.meta.url).pathname;
  const files = readdirSync(dir)
    .filter((f) => /^6\.[A-J]\.json$/.test(f))
    .sort();
  return files.flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as V3Case[]);
}

export function optionsOf(c: V3Case): RuleOptions {
  const resolved = resolveOptions({ preset: c.preset });
  if (!resolved.ok) throw new Error(`${c.id}: ${resolved.error.message}`);
  return resolved.value;
}

function readAll(orders: { power: string; text: string }[], phase: Phase): { given: GivenOrder[]; unread: string[] } {
  const map = standardMap();
  const given: GivenOrder[] = [];
  const unread: string[] = [];
  for (const o of orders) {
    const parsed = parseOrder(o.text, map, { phase: phase.type });
    if (parsed.ok) given.push({ power: o.power, order: parsed.value, text: o.text });
    else unread.push(`${o.power}: ${o.text} (${parsed.error.message})`);
  }
  return { given, unread };
}

export interface V3Run {
  result: PhaseResult;
  unread: string[];
  retreat?: { result: PhaseResult; unread: string[] };
}

export function runV3Case(c: V3Case): V3Run {
  const map = standardMap();
  const options = optionsOf(c);
  const position: Position = {
    variant: 'standard',
    phase: c.phase,
    units: c.units,
    dislodged: [],
    standoffs: [],
    supplyCenters: c.supplyCenters ?? map.start.supplyCenters,
  };
  const first = readAll(c.orders, c.phase);
  const result = adjudicate(map, position, first.given, options);
  const run: V3Run = { result, unread: first.unread };
  if (c.then && result.next) {
    const second = readAll(c.then.orders, result.next.phase);
    run.retreat = { result: adjudicate(map, result.next, second.given, options), unread: second.unread };
  }
  return run;
}

export function unitKey(u: Unit): string {
  return `${u.power} ${u.type} ${u.province}${u.coast ? '/' + u.coast : ''}`;
}

export function unitKeys(units: Unit[]): string[] {
  return units.map(unitKey).sort();
}

/** The result of each order the text states, as `power: text => outcome`, for one comparison. */
export function statedOutcomes(expected: V3OrderExpect[], results: OrderResult[]): { want: string[]; got: string[] } {
  const used = new Set<OrderResult>();
  const want: string[] = [];
  const got: string[] = [];
  for (const e of expected) {
    const r = results.find((x) => !used.has(x) && x.power === e.power && x.text === e.text);
    if (r) used.add(r);
    want.push(`${e.power}: ${e.text} => ${e.outcome}`);
    const matches = r !== undefined && (r.outcome === e.outcome || (e.outcome === 'not-succeeds' && r.outcome !== 'succeeds'));
    got.push(matches ? want[want.length - 1] : `${e.power}: ${e.text} => ${r ? r.outcome : 'no result'}${r?.reason ? ` (${r.reason})` : ''}`);
  }
  return { want, got };
}
