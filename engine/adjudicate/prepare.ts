// From a position and the orders as given to a Board: each order is matched to its unit and checked
// for legality (legality.ts), one order per unit is accepted (4.C "unless correct", 4.D.3), implicit
// orders are deduced where allowed (4.E.3), and the static relations are linked (link.ts). Illegal
// orders get their final result here and their units hold.
import type { GivenOrder, IllegalReason, Order, OrderResult, Position, Unit, UnitRef, UnitSpec } from '../types';
import type { GameMap } from '../map/types';
import { type Board, CONVOY, HOLD, MOVE, NO_UNITS, SUPPORT, emptyLists, refOf } from './board';
import type { EngineRules } from './engineRules';
import { type Geo, SEA, geoOf } from './geo';
import { invalidPosition } from '../game/position';
import { type LegalVerdict, checkMovementOrder } from './legality';
import { link } from './link';
import { lookup } from './names';
import { type Scratch, takeScratch } from './scratch';

export function unitRef(u: Unit): UnitRef {
  return { power: u.power, type: u.type, province: u.province, coast: u.coast };
}

export function blankResult(g: GivenOrder, unit: Unit | null): OrderResult {
  return resultFor(g, unit ? unitRef(unit) : null);
}

/** A result that succeeds until found otherwise, for the unit named by `unit`. */
function resultFor(g: GivenOrder, unit: UnitRef | null): OrderResult {
  const r: OrderResult = {
    power: g.power,
    order: g.order,
    unit,
    outcome: 'succeeds',
    reason: null,
    by: NO_UNITS,
    strengths: null,
    dislodgedBy: null,
    // Every result has the same fields from the start, so they all share one shape.
    text: g.text,
    implicit: undefined,
  };
  return r;
}

function illegal(r: OrderResult, reason: IllegalReason): void {
  r.outcome = 'illegal';
  r.reason = reason;
}

interface Candidate {
  i: number;
  verdict: LegalVerdict;
}

/** The proxy for a province, if any (apart: a closure over orderedUnit's parameters costs it a context per call). */
function proxyAt(position: Position, province: string): NonNullable<Position['proxies']>[number] | undefined {
  return position.proxies?.find((x) => x.province === province);
}

/**
 * The unit an order names (a proxy may order another power's unit, 4.E.5), or -1 with the reason in
 * `scratch.why`: a plain number back keeps the caller's loop free of a number-or-string value.
 */
function orderedUnit(board: Board, position: Position, power: string, spec: UnitSpec, proxies: boolean): number {
  const u = unitNamed(board, spec.province);
  if (u < 0) return refuse(board, 'no-unit');
  const proxy = proxies ? proxyAt(position, spec.province) : undefined;
  if (proxy) return proxy.power === power ? u : refuse(board, 'superseded');
  if (board.units[u].power !== power) return refuse(board, 'foreign-unit');
  return u;
}

function refuse(board: Board, why: IllegalReason): number {
  board.scratch.why = why;
  return -1;
}

/**
 * The unit standing in the named province, or -1. Orders mostly come unit by unit in the position's
 * own order, so the unit after the last one found is tried first, by comparing names, before a lookup;
 * it counts only if it is the unit the province holds.
 */
function unitNamed(board: Board, province: string): number {
  const c = board.scratch.nextUnit;
  if (c < board.n && board.units[c].province === province && board.unitAt[board.prov[c]] === c) {
    board.scratch.nextUnit = c + 1;
    return c;
  }
  const p = lookup(board.geo.provinces, province);
  const u = p < 0 ? -1 : board.unitAt[p];
  if (u >= 0) board.scratch.nextUnit = u + 1;
  return u;
}

/**
 * A first pass that only reads each unit and each order's unit spec, so that their memory is fetched
 * before the real work needs it. Each order is three objects deep (the order as given, the order, its
 * unit spec): read inside the order loop, the loads of one order wait on each other and on the work
 * around them; in a loop this short the processor has many orders' loads in flight at once. The count
 * is kept (Scratch.touched) only so that the compiler cannot drop the loads. A line profile had the
 * first reads of these objects at about 17% of the engine's time; `npm run bench:compare` with this
 * pass: 1.02x to 1.09x, the most when the machine is slowest.
 */
function touchInputs(units: Unit[], orders: GivenOrder[]): number {
  let seen = 0;
  for (let u = 0; u < units.length; u++) if (units[u].province !== undefined) seen++;
  for (let i = 0; i < orders.length; i++) {
    const spec = (orders[i].order as { unit?: UnitSpec }).unit;
    if (spec !== undefined && spec.province !== undefined) seen++;
  }
  return seen;
}

export function prepareMovement(map: GameMap, position: Position, orders: GivenOrder[], rules: EngineRules): Board {
  const geo = geoOf(map);
  const s = takeScratch(geo, map.powers.length, orders.length);
  s.touched = touchInputs(position.units, orders);
  const board = newBoard(geo, position, s, orders.length);
  // Nearly every unit has one legal order, accepted as soon as it is found: only units with more get
  // a candidate list, and one of those is chosen once every order has been read.
  let several: Candidate[][] | undefined;
  const proxies = rules.options['4.E.5'] !== 'not-allowed' && position.proxies !== undefined;
  for (let i = 0; i < orders.length; i++) {
    const g = orders[i];
    const order = g.order;
    const power = g.power;
    // A property read, not `in`: orders come in several shapes and `in` was the loop's dearest line.
    const spec = (order as { unit?: UnitSpec }).unit;
    const u = spec ? orderedUnit(board, position, power, spec, proxies) : refuse(board, 'wrong-phase');
    const r = resultFor(g, u >= 0 ? refOf(board, u) : null);
    board.results[i] = r;
    if (u < 0) {
      illegal(r, s.why);
      continue;
    }
    // A power giving its own unit an order has orders (4.D.9), found here without a search by name.
    const k = board.power[u];
    if (k >= 0 && board.units[u].power === power) s.hasOrders[k] = 1;
    const verdict = checkMovementOrder(board, u, order, power, rules);
    if (!verdict.legal) {
      illegal(r, verdict.reason);
      continue;
    }
    s.orderDest[i] = s.checkedDest;
    s.orderRef[i] = s.checkedRef;
    const count = ++s.legalCount[u];
    if (count === 1) {
      s.firstLegal[u] = i;
      s.firstVerdict[u] = verdict;
      accept(board, u, i, order, verdict);
    } else if (count === 2) {
      ((several ??= [])[u] = [{ i: s.firstLegal[u], verdict: s.firstVerdict[u]! }]).push({ i, verdict });
    } else {
      several![u].push({ i, verdict });
    }
  }
  if (several) {
    for (let u = 0; u < board.n; u++) {
      if (s.legalCount[u] < 2) continue;
      // The first order's acceptance is undone: the choice may fall on another, or on none (4.D.3).
      board.kind[u] = HOLD;
      board.accepted[u] = -1;
      acceptOne(board, u, several[u], orders, rules);
    }
  }
  if (rules.options['4.E.3'] === 'allowed') deduceImplicit(board, rules);
  markCivilDisorder(board, map, position, orders, s);
  link(board, rules);
  return board;
}

function newBoard(geo: Geo, position: Position, s: Scratch, orders: number): Board {
  const units = position.units;
  const n = units.length;
  // Only the provinces the last board's units stood on can hold a unit: those are emptied, not the
  // whole map. `placed` is set before any unit is placed, so even a board abandoned midway is undone.
  const { unitAt, prov } = s;
  for (let u = 0; u < s.placed; u++) unitAt[prov[u]] = -1;
  s.placed = n;
  s.nextUnit = 0;
  // civilDisorder needs no reset: markCivilDisorder writes every power's slot.
  s.hasOrders.fill(0);
  // The board itself is reused too: only the units, their count and the results are new.
  const reused = s.board;
  if (reused !== undefined && reused.geo === geo) {
    reused.units = units;
    reused.n = n;
    emptyLists(s.convoyFleets, n);
    emptyLists(s.supporters, n);
    reused.results = new Array<OrderResult>(orders);
    placeUnits(reused, position);
    return reused;
  }
  const board: Board = {
    geo,
    units,
    n,
    prov: s.prov,
    power: s.power,
    fleet: s.fleet,
    unitAt: s.unitAt,
    kind: s.kind,
    dest: s.dest,
    destCoast: s.destCoast,
    ref: s.ref,
    byConvoy: s.byConvoy,
    viaWritten: s.viaWritten,
    convoyFleets: emptyLists(s.convoyFleets, n),
    attackFrom: s.attackFrom,
    attackList: s.attackList,
    supporters: emptyLists(s.supporters, n),
    h2h: s.h2h,
    accepted: s.accepted,
    doomed: s.doomed,
    pathSeas: s.pathSeas,
    swapPending: s.swapPending,
    civilDisorder: s.civilDisorder,
    refs: s.refs,
    // One result per order, made to measure: grown by push it was copied twice on a full board.
    results: new Array<OrderResult>(orders),
    scratch: s,
  };
  s.board = board;
  placeUnits(board, position);
  return board;
}

/**
 * Each unit in its slot, holding with no order and no ref yet. The order's own fields are written when
 * an order is accepted and read only for units whose kind has them (see Board), so they are not reset.
 * The position is trusted (validatePosition, where it came in); what placing a unit reads anyway is
 * checked on the way, and a unit that cannot stand where it is makes the position refused, not guessed.
 */
function placeUnits(board: Board, position: Position): void {
  const { geo, units, prov, fleet, unitAt, scratch: s } = board;
  for (let u = 0; u < board.n; u++) {
    s.kind[u] = HOLD;
    s.legalCount[u] = 0;
    s.accepted[u] = -1;
    s.refs[u] = undefined;
    const unit = units[u];
    const p = lookup(geo.provinces, unit.province);
    const k = lookup(geo.powers, unit.power);
    const isFleet = unit.type === 'F';
    if (p < 0 || k < 0 || unitAt[p] >= 0 || !(isFleet ? geo.locOf(p, unit.coast) >= 0 : unit.type === 'A' && geo.kind[p] !== SEA && unit.coast === null)) {
      throw invalidPosition(geo.map, position);
    }
    prov[u] = p;
    board.power[u] = k;
    fleet[u] = isFleet ? 1 : 0;
    unitAt[p] = u;
  }
}

function sameOrder(a: Order, b: Order): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One accepted order per unit: sloppy designations yield to correct ones (4.C), then 4.D.3. */
function acceptOne(board: Board, u: number, cand: Candidate[], orders: GivenOrder[], rules: EngineRules): void {
  if (cand.length === 0) return;
  if (cand.length > 1 && cand.some((c) => !c.verdict.sloppy)) {
    for (const c of cand) if (c.verdict.sloppy) illegal(board.results[c.i], 'superseded');
    cand = cand.filter((c) => !c.verdict.sloppy);
  }
  let chosen = cand[0];
  if (cand.length > 1 && !cand.every((c) => sameOrder(orders[c.i].order, orders[cand[0].i].order))) {
    const rule = rules.options['4.D.3'];
    if (rule === 'hold') {
      for (const c of cand) illegal(board.results[c.i], 'duplicate');
      return;
    }
    chosen = rule === 'first' ? cand[0] : cand[cand.length - 1];
  }
  for (const c of cand)
    if (c !== chosen) illegal(board.results[c.i], c.verdict.sloppy || !sameOrder(orders[c.i].order, orders[chosen.i].order) ? 'superseded' : 'duplicate');
  accept(board, u, chosen.i, orders[chosen.i].order, chosen.verdict);
}

/** Accept order i for unit u; its check left the provinces and units it names in orderDest and orderRef. */
function accept(board: Board, u: number, i: number, order: Order, verdict: Candidate['verdict']): void {
  const geo = board.geo;
  const s = board.scratch;
  board.accepted[u] = i;
  switch (order.kind) {
    case 'move':
      board.kind[u] = MOVE;
      // A doomed move may name a place on no map (4.E.1 a): it has no destination (-1).
      board.dest[u] = s.orderDest[i];
      board.destCoast[u] = board.fleet[u] ? verdict.coast : null;
      board.viaWritten[u] = order.viaConvoy ? 1 : 0;
      board.doomed[u] = verdict.doomed ? 1 : 0;
      if (verdict.doomed) board.results[i].reason = verdict.doomed;
      board.pathSeas[u] = order.path ? order.path.map((sea) => lookup(geo.provinces, sea)).filter((sea) => sea >= 0) : null;
      // Decided by link.ts (4.A.3).
      board.byConvoy[u] = 0;
      board.swapPending[u] = 0;
      break;
    case 'support':
      board.kind[u] = SUPPORT;
      board.ref[u] = s.orderRef[i];
      board.dest[u] = s.orderDest[i];
      board.destCoast[u] = order.coast;
      break;
    case 'convoy':
      board.kind[u] = CONVOY;
      board.ref[u] = s.orderRef[i];
      board.dest[u] = s.orderDest[i];
      break;
    default:
      board.kind[u] = HOLD;
  }
}

/**
 * 4.E.3 a: a unit with no order moves where its own power's support or convoy orders say it moves,
 * when they agree; an explicit order always wins, and another power's orders imply nothing.
 */
function deduceImplicit(board: Board, rules: EngineRules): void {
  for (let u = 0; u < board.n; u++) {
    if (board.accepted[u] >= 0) continue;
    const implied = new Set<number>();
    for (let s = 0; s < board.n; s++) {
      const k = board.kind[s];
      if ((k === SUPPORT || k === CONVOY) && board.ref[s] === u && board.dest[s] >= 0 && board.power[s] === board.power[u]) implied.add(board.dest[s]);
    }
    if (implied.size !== 1) continue;
    const to = [...implied][0];
    const unit = board.units[u];
    const order: Order = {
      kind: 'move',
      unit: { type: unit.type, province: unit.province, coast: unit.coast, power: null },
      to: board.geo.ids[to],
      coast: null,
      viaConvoy: false,
      path: null,
    };
    const verdict = checkMovementOrder(board, u, order, unit.power, rules);
    if (!verdict.legal || verdict.doomed) continue;
    const r = blankResult({ power: unit.power, order }, unit);
    r.implicit = true;
    board.results.push(r);
    const i = board.results.length - 1;
    board.scratch.orderDest[i] = board.scratch.checkedDest;
    accept(board, u, i, order, verdict);
  }
}

/** 4.D.9: who is in civil disorder: as the position says, else every power with units and no orders. */
function markCivilDisorder(board: Board, map: GameMap, position: Position, orders: GivenOrder[], s: Scratch): void {
  const powers = map.powers;
  const listed = position.civilDisorder;
  if (listed) {
    for (let k = 0; k < powers.length; k++) board.civilDisorder[k] = listed.includes(powers[k].name) ? 1 : 0;
    return;
  }
  const { hasUnits, hasOrders } = s;
  hasUnits.fill(0);
  let pending = 0;
  for (let u = 0; u < board.n; u++) {
    const k = board.power[u];
    if (k >= 0 && !hasUnits[k]) {
      hasUnits[k] = 1;
      if (!hasOrders[k]) pending++;
    }
  }
  // Only powers with units and no order for one of them yet matter, each until its first order.
  for (let i = 0; i < orders.length && pending > 0; i++) {
    const k = lookup(board.geo.powers, orders[i].power);
    if (k >= 0 && hasUnits[k] && !hasOrders[k]) {
      hasOrders[k] = 1;
      pending--;
    }
  }
  for (let k = 0; k < powers.length; k++) board.civilDisorder[k] = hasUnits[k] && !hasOrders[k] ? 1 : 0;
}
