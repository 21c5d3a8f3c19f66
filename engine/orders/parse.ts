// Reads one order as people write it (`A Par - Bur`, `F North Sea convoys army London to
// Belgium`, `Build F stp/nc`, `waive`) into an Order. Never throws: what is not understood comes
// back as an OrderError pointing at the text. Whether the order is allowed is asked only when the
// rule options are given (interpret.ts).
import type { GameMap } from '../map/types';
import type { Order, ProvinceId, UnitSpec } from '../types';
import { ok, type Result } from '../result';
import { readBuild, readWaive, buildOf } from './build';
import { readConvoy } from './convoy';
import { isDaide, readDaide } from './daide';
import { disbandOrRemove } from './disband';
import { readHold } from './hold';
import { interpret, type Interpreted } from './interpret';
import { BUILD, CONVOY, DISBAND, HOLD, REMOVE, RETREAT, SUPPORT, WAIVE } from './keywords';
import { readMove } from './move';
import { readUnitSpec } from './places';
import { createReader, expectEnd, fail, isArrowNext, peek, take, type Read, type Reader } from './reader';
import { readRetreat } from './retreat';
import { readSupport } from './support';
import { ambiguousWord } from './languages/diagnose';
import type { OrderError, ReadOptions, ReadOrder } from './types';
import { said } from './says';

/** One order, or why it is not understood. */
export function parseOrder(text: string, map: GameMap, options: ReadOptions = {}): Result<Order, OrderError> {
  const read = readOrder(text, map, options);
  return read.ok ? ok(read.value.order) : read;
}

/**
 * One order with the notes on how it was read (`read 'Pariz' as Paris`). With rule options, the
 * options decide how an ambiguous or sloppy order is read, and may reject it (interpret.ts).
 */
export function readOrder(text: string, map: GameMap, options: ReadOptions = {}): Result<ReadOrder, OrderError> {
  return readInterpreted(text, map, options).result;
}

/** readOrder, and for an order that stays ambiguous under 4.E.2 b-d its possible readings (for a sheet). */
export function readInterpreted(text: string, map: GameMap, options: ReadOptions): Interpreted {
  if (typeof text !== 'string') return { result: fail('empty', said(map, 'no-text'), 0, 0), alternatives: [] };
  if (!options.rules) return { result: readOnce(text, map, options, null), alternatives: [] };
  return interpret(text, map, options, readOnce);
}

/** The words alone, with a chosen meaning for each ambiguous name in `forced` (by where it starts). */
function readOnce(text: string, map: GameMap, options: ReadOptions, forced: ReadonlyMap<number, ProvinceId> | null): Result<ReadOrder, OrderError> {
  const r = createReader(text, map, options, forced);
  const bad = r.tokens.find((t) => t.kind === 'bad');
  if (bad) return fail('bad-character', said(map, 'bad-character', { raw: bad.raw }), bad.start, bad.end);
  const conflict = r.conflicts[0];
  if (conflict) return ambiguousWord(conflict);
  while (peek(r)?.kind === 'punct') r.at++;
  if (!peek(r)) return fail('empty', said(map, 'no-order'), 0, text.length);
  const order = readBody(r);
  if (!order.ok) return order;
  const end = expectEnd(r);
  if (!end.ok) return end;
  return ok({ order: order.value, notes: r.notes });
}

function readBody(r: Reader): Read<Order> {
  if (isDaide(r)) return readDaide(r);
  const verb = peek(r);
  if (take(r, WAIVE)) return ok(readWaive(r));
  if (take(r, BUILD)) return readBuild(r, verb!);
  if (take(r, REMOVE)) return unitThen(r, verb!.raw, (unit) => ok(disbandOrRemove(r, unit, true)));
  if (startsWithVerb(r, DISBAND)) {
    r.at++;
    return unitThen(r, verb!.raw, (unit) => ok(disbandOrRemove(r, unit, false)));
  }
  if (startsWithVerb(r, RETREAT)) {
    r.at++;
    // The judges' `R A Con` in an adjustment phase is a removal.
    if (r.options.phase === 'adjustment') return unitThen(r, verb!.raw, (unit) => ok(disbandOrRemove(r, unit, true)));
    return unitThen(r, verb!.raw, (unit) => readRetreat(r, unit, verb!));
  }
  return unitThen(r, '', (unit) => readAction(r, unit));
}

/**
 * `D`/`R` open an order only when a unit follows (`D F lon`); a lone letter at the start could
 * be something else, and `r`/`d` are never provinces, so this only decides the error message.
 */
function startsWithVerb(r: Reader, set: ReadonlySet<string>): boolean {
  const t = peek(r);
  if (!t || t.kind !== 'word' || !set.has(t.norm)) return false;
  return t.norm.length > 1 || peek(r, 1)?.kind === 'word';
}

function unitThen(r: Reader, after: string, then: (unit: UnitSpec) => Read<Order>): Read<Order> {
  const unit = readUnitSpec(r, after);
  return unit.ok ? then(unit.value) : unit;
}

/**
 * A unit with no verb in an adjustment phase (njudge: `F Smy`): a removal when the board has a unit
 * of the order's power (or of anyone, the power unknown) there, else a build.
 */
function bareAdjustment(r: Reader, unit: UnitSpec): Order {
  const power = unit.power ?? r.options.defaultPower ?? null;
  const there = r.options.units?.some((u) => u.province === unit.province && (power === null || u.power === power));
  return there ? { kind: 'remove', unit } : buildOf(unit);
}

/** What the named unit does. */
function readAction(r: Reader, unit: UnitSpec): Read<Order> {
  const verb = peek(r);
  if ((!verb || verb.kind === 'punct') && r.options.phase === 'adjustment') return ok(bareAdjustment(r, unit));
  if (!verb || verb.kind === 'punct' || HOLD.has(verb.norm)) return readHold(r, unit);
  if (isArrowNext(r)) return readMove(r, unit);
  if (take(r, SUPPORT)) return readSupport(r, unit, verb);
  if (take(r, CONVOY)) return readConvoy(r, unit, verb);
  if (take(r, RETREAT)) return readRetreat(r, unit, verb);
  if (take(r, DISBAND)) return ok(disbandOrRemove(r, unit, false));
  if (take(r, REMOVE)) return ok(disbandOrRemove(r, unit, true));
  if (take(r, BUILD)) return ok(buildOf(unit));
  return fail('expected-order', said(r.map, 'expected-verb', { raw: verb.raw }), verb.start, verb.end);
}
