// Reading one order with the game's rule options (DATC 4.E.2, 4.B.2, 4.C). Under 4.E.2 a the words
// alone decide; under b-d an ambiguous name (`F Rum - Bu`) is read as the one candidate that makes
// a possible order, and a fleet's missing coast is filled in where it can reach only one (4.B.2 a).
// Then the 4.C options say what becomes of a sloppy or wrong unit designation (designation.ts).
// A name that is still ambiguous keeps its possible readings, so a sheet can try the set (4.E.2 c/d).
import type { GameMap } from '../map/types';
import { err, ok, type Result } from '../result';
import type { Order, ProvinceId } from '../types';
import { checkDesignations } from './designation';
import { isPossible, optionOf, unitNamed, type Situation } from './possible';
import type { OrderError, ReadNote, ReadOptions, ReadOrder } from './types';
import { said, type Said, type Say } from './says';

/** One reading of the text, with the choices made for its ambiguous names (by where each starts). */
export type ReadOnce = (text: string, map: GameMap, options: ReadOptions, forced: ReadonlyMap<number, ProvinceId> | null) => Result<ReadOrder, OrderError>;

/** One full reading of an ambiguous order: the order, and where the names it chose a meaning for start. */
export interface Alternative {
  read: ReadOrder;
  choices: ReadonlyMap<number, ProvinceId>;
}

export interface Interpreted {
  result: Result<ReadOrder, OrderError>;
  /** When the result is an ambiguous name: the readings that are possible orders (two or more), for 4.E.2 c/d. */
  alternatives: Alternative[];
}

/** How many readings an ambiguous order may cost: a few names with a few candidates each. */
const MAX_READINGS = 48;
const MAX_AMBIGUOUS_NAMES = 3;

export function situationOf(map: GameMap, options: ReadOptions): Situation {
  return { map, units: options.units, power: options.defaultPower ?? null, rules: options.rules ?? {} };
}

/** The order read under the rule options (callers only come here when `options.rules` is given). */
export function interpret(text: string, map: GameMap, options: ReadOptions, readOnce: ReadOnce): Interpreted {
  const s = situationOf(map, options);
  const first = readOnce(text, map, options, null);
  const literal = optionOf(s.rules, '4.E.2') === 'literal';
  if (first.ok) return { result: finish(first.value, text, s, !literal), alternatives: [] };
  if (literal || first.error.code !== 'ambiguous-province') return { result: first, alternatives: [] };
  const readings: Alternative[] = [];
  enumerate(text, map, options, readOnce, new Map(), readings);
  const possible = readings.filter((a) => isPossible(a.read.order, s));
  if (possible.length === 1) {
    const read = explained(possible[0], said(map, 'only-possible'));
    return { result: finish(read, text, s, true), alternatives: [] };
  }
  if (possible.length === 0) return { result: first, alternatives: [] };
  return { result: narrowed(first.error, possible, map), alternatives: possible };
}

/** Every reading of the text, trying each candidate of each ambiguous name (within a budget). */
function enumerate(text: string, map: GameMap, options: ReadOptions, readOnce: ReadOnce, forced: Map<number, ProvinceId>, out: Alternative[]): void {
  const read = readOnce(text, map, options, forced);
  if (read.ok) {
    out.push({ read: read.value, choices: forced });
    return;
  }
  const e = read.error;
  if (e.code !== 'ambiguous-province' || !e.candidates || forced.size >= MAX_AMBIGUOUS_NAMES) return;
  for (const id of e.candidates) {
    if (out.length >= MAX_READINGS) return;
    enumerate(text, map, options, readOnce, new Map(forced).set(e.start, id), out);
  }
}

/** The reading, its notes on the chosen names saying why that meaning was taken. */
export function explained(a: Alternative, reason: Said): ReadOrder {
  const because = (n: ReadNote): ReadNote => {
    const say: Say | undefined = n.say && { code: 'because', params: { note: { say: n.say }, reason: { say: reason.say } } };
    return { ...n, message: `${n.message}: ${reason.message}`, ...(say ? { say } : {}) };
  };
  const notes = a.read.notes.map((n) => (a.choices.has(n.start) ? because(n) : n));
  return { order: a.read.order, notes };
}

/** The first name the possible readings still disagree on, as an ambiguity error listing only those meanings. */
function narrowed(e: OrderError, possible: Alternative[], map: GameMap): Result<ReadOrder, OrderError> {
  const starts = [...new Set(possible.flatMap((a) => [...a.choices.keys()]))].sort((x, y) => x - y);
  for (const at of starts) {
    const ids = [...new Set(possible.map((a) => a.choices.get(at)).filter((id): id is ProvinceId => id !== undefined))];
    if (ids.length < 2) continue;
    const note = possible[0].read.notes.find((n) => n.start === at);
    const end = note?.end ?? e.end;
    const raw = note?.say?.params?.raw;
    const written = typeof raw === 'string' ? raw : note ? (/'([^']*)'/.exec(note.message)?.[1] ?? '') : '';
    const { message, say } = said(map, 'ambiguous-possible', { raw: written, provinces: { provinces: ids } });
    return err({ code: 'ambiguous-province', message, say, start: at, end, candidates: ids });
  }
  return err(e);
}

/**
 * The last steps for an order read under the options: a missing coast filled in (4.B.2 a, under
 * 4.E.2 b-d), then the 4.C verdict: notes, or an `illegal` error when the option rejects it.
 */
export function finish(read: ReadOrder, text: string, s: Situation, knowledge: boolean): Result<ReadOrder, OrderError> {
  const start = text.length - text.trimStart().length;
  const end = Math.max(start, text.trimEnd().length);
  let { order, notes } = read;
  if (knowledge) {
    const coasted = onlyCoast(order, s);
    if (coasted) {
      order = coasted.order;
      notes = [...notes, { ...coasted.said, start, end }];
    }
  }
  const verdict = checkDesignations(order, s);
  if (!verdict) return ok({ order, notes });
  if (verdict.illegal) return err({ code: 'illegal', ...verdict.illegal, start, end });
  return ok({ order, notes: [...notes, ...verdict.notes.map((n) => ({ ...n, start, end }))] });
}

/** 4.B.2 a under 4.E.2 b-d: a fleet's move to a split-coast province it reaches on one coast only. */
function onlyCoast(order: Order, s: Situation): { order: Order; said: Said } | null {
  if (order.kind !== 'move' || order.coast !== null || optionOf(s.rules, '4.B.2') !== 'only-possible-coast') return null;
  const target = s.map.province(order.to);
  const unit = unitNamed(s, order.unit);
  if (!target || target.coasts.length === 0 || !unit || unit.type !== 'F') return null;
  const from = s.map.province(unit.province);
  if (!from || (from.coasts.length > 0 && !unit.coast)) return null;
  const reach = s.map.reachableCoasts({ province: unit.province, coast: unit.coast }, order.to);
  if (reach.length !== 1 || reach[0] === null) return null;
  const coast = reach[0];
  const message = said(s.map, 'only-coast', { province: { province: target.id }, coast, from: { province: from.id }, letter: letterOf(s) });
  return { order: { ...order, coast }, said: message };
}

function letterOf(s: Situation): string {
  return { literal: 'a', 'possible-order': 'b', 'possible-set': 'c', 'matching-set': 'd' }[optionOf(s.rules, '4.E.2')];
}
