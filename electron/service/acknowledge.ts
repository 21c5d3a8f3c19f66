// The acknowledgement a GM mails back the moment a power's orders are in, as the email judges do:
// the orders that count now, as read and written in full against the board, each problem in words
// ("there is no unit in Munich", "two orders for Army Paris: the last one counts under your house
// rules"), the lines of the mail that were not read, and the units still without orders. Pure: the
// position, the rules and the power's sets in; data and the text to mail out.
import {
  adjustmentsDue,
  type GameMap,
  illegalPhrase,
  judgeOrderText,
  judgeUnitText,
  phaseName,
  type RuleOptions,
  type GivenOrder,
  type IllegalReason,
  type Order,
  type OrderResult,
  type Position,
  type Power,
  PATH_MISSING_WORDS,
  pathMissing,
} from '../../engine/index';
import type { SubmissionRecord } from '../archive/types';
import { combineSubmissions } from './combine';
import { runPhase } from './engine';

export interface AcknowledgedOrder {
  /** The order as the judge writes it (`Army Paris -> Burgundy.`). */
  text: string;
  /** What is wrong with it, in words; null when nothing is. */
  problem: string | null;
}

export interface Acknowledgement {
  power: Power;
  orders: AcknowledgedOrder[];
  /** Lines of the latest mail not read, and notes on how lines were read (`line 9: ...`). */
  lines: string[];
  /** Units with no order yet; in an adjustment phase, the builds or removals still to order. */
  unordered: string[];
  /** Units whose every order is set aside (illegal, or cancelled by another): they hold, or disband in a retreat. */
  invalid: string[];
  /** All of it, ready to mail. */
  text: string;
}

const PROBLEM = new Set(['error', 'ambiguous']);

/** Whose unit or which center an order is about, so two orders for one unit are found. */
function subject(o: Order): string | null {
  if (o.kind === 'waive') return null;
  return o.kind === 'build' ? `at:${o.province}` : `at:${o.unit.province}`;
}

const HOUSE_RULE: Record<RuleOptions['4.D.3'], string> = {
  first: 'the first one counts under your house rules (DATC 4.D.3 a)',
  last: 'the last one counts under your house rules (DATC 4.D.3 b)',
  hold: 'none counts under your house rules, and the unit holds (DATC 4.D.3 c)',
};

/** The adjudicator's verdict on each given order, found by power, kind and unit (results may be reordered). */
function verdicts(orders: GivenOrder[], results: OrderResult[]): (OrderResult | null)[] {
  const used = new Set<OrderResult>();
  return orders.map((g) => {
    const r = results.find((x) => !used.has(x) && !x.implicit && x.power === g.power && x.order.kind === g.order.kind && subject(x.order) === subject(g.order));
    if (r) used.add(r);
    return r ?? null;
  });
}

function problemOf(map: GameMap, r: OrderResult | null, doubled: boolean, rules: RuleOptions, o: GivenOrder): string | null {
  if (doubled && 'unit' in o.order) return `two orders for ${judgeUnitText(map, o.order.unit)}: ${HOUSE_RULE[rules['4.D.3']]}`;
  if (r && r.outcome === 'illegal' && r.reason) return illegalPhrase(r.reason as IllegalReason, r, map);
  // Legal as written, but the rules will not carry it out (a convoy path they want is missing).
  return pathMissing(map, o.order, rules) ? PATH_MISSING_WORDS : null;
}

function unorderedOf(map: GameMap, position: Position, power: Power, orders: GivenOrder[]): string[] {
  const ordered = new Set(orders.map((g) => subject(g.order)));
  const type = position.phase.type;
  if (type === 'adjustment') {
    const due = adjustmentsDue(map, position)[power] ?? 0;
    const builds = orders.filter((g) => g.order.kind === 'build' || g.order.kind === 'waive').length;
    const removals = orders.filter((g) => g.order.kind === 'remove' || g.order.kind === 'disband').length;
    if (due > builds) return [`${due - builds} build${due - builds === 1 ? '' : 's'} still to order`];
    if (-due > removals) return [`${-due - removals} removal${-due - removals === 1 ? '' : 's'} still to order`];
    return [];
  }
  const units = type === 'retreat' ? position.dislodged : position.units;
  return units.filter((u) => u.power === power && !ordered.has(`at:${u.province}`)).map((u) => judgeUnitText(map, u));
}

export function acknowledge(map: GameMap, position: Position, rules: RuleOptions, power: Power, sets: SubmissionRecord[]): Acknowledgement {
  const own = sets.filter((s) => s.power === power);
  const { orders } = combineSubmissions(
    own.map((s) => ({ id: s.id, power, orders: s.orders, combine: s.combine, sameTime: s.sameTime })),
    rules,
  );
  const results = runPhase(map, position, orders, rules).results;
  const found = verdicts(orders, results);
  const count = new Map<string, number>();
  for (const g of orders) if (g.order.kind !== 'build') count.set(String(subject(g.order)), (count.get(String(subject(g.order))) ?? 0) + 1);
  const acknowledged = orders.map((g, i) => ({
    text: judgeOrderText(map, g.order),
    problem: problemOf(map, found[i], (count.get(String(subject(g.order))) ?? 0) > 1, rules, g),
  }));
  const latest = own[own.length - 1];
  const lines = (latest?.diagnostics ?? [])
    .filter((d) => (PROBLEM.has(d.status) || d.status === 'note') && d.message && (d.power === undefined || d.power === power))
    .map((d) => `line ${d.line}: ${d.message}`);
  const unordered = unorderedOf(map, position, power, orders);
  const invalid = invalidOf(map, orders, found);
  return { power, orders: acknowledged, lines, unordered, invalid, text: textOf(power, position, acknowledged, lines, unordered, invalid, latest) };
}

/** The units all of whose orders the adjudicator set aside. */
function invalidOf(map: GameMap, orders: GivenOrder[], found: (OrderResult | null)[]): string[] {
  const valid = new Set<string>();
  const units = new Map<string, string>();
  orders.forEach((g, i) => {
    if (!('unit' in g.order)) return;
    const key = String(subject(g.order));
    const unit = found[i]?.unit;
    if (!unit) return;
    units.set(key, judgeUnitText(map, unit));
    if (found[i]!.outcome !== 'illegal') valid.add(key);
  });
  return [...units].filter(([key]) => !valid.has(key)).map(([, name]) => name);
}

function textOf(
  power: Power,
  position: Position,
  orders: AcknowledgedOrder[],
  lines: string[],
  unordered: string[],
  invalid: string[],
  latest: SubmissionRecord | undefined,
): string {
  const out = [`Orders received for ${power}, ${phaseName(position.phase)}${latest ? ` (set #${latest.id})` : ''}:`, ''];
  if (orders.length === 0) out.push(`${power}: no orders.`);
  for (const o of orders) out.push(`${power}: ${o.text}${o.problem ? `  (*${o.problem}*)` : ''}`);
  if (lines.length) out.push('', 'From your mail:', ...lines.map((l) => `  ${l}`));
  const problems = orders.filter((o) => o.problem).length;
  out.push('');
  if (problems) out.push(`${problems} order${problems === 1 ? ' has a problem' : 's have problems'}: see (* *) above.`);
  if (invalid.length) out.push(`Units without a valid order: ${invalid.join(', ')}.`);
  if (position.phase.type === 'adjustment') out.push(unordered.length ? `Still to order: ${unordered.join(', ')}.` : 'All adjustments ordered.');
  else if (unordered.length) out.push(`Units without orders: ${unordered.join(', ')}.`);
  else out.push(problems ? 'Every unit has an order, but see the problems above.' : 'Every unit has an order.');
  return out.join('\n') + '\n';
}
