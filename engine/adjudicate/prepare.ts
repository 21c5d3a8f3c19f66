// From a position and the orders as given to a workspace ready to resolve: each order is matched to
// its unit and checked for legality (legality.ts), one order per unit is accepted once every order has
// been read (4.C "unless correct", 4.D.3), implicit orders are deduced where allowed (4.E.3), and the
// static relations are linked (link.ts). Illegal orders get their final result here and their units
// hold.
import type { GivenOrder, IllegalReason, Order, Position, UnitSpec } from '../types';
import type { GameMap } from '../map/types';
import { acceptConvoy } from './convoy';
import type { EngineRules } from './engineRules';
import { geoOf } from './geo';
import { acceptHold } from './hold';
import { invalidPosition } from '../game/position';
import { checkMovementOrder } from './legality';
import { link } from './link';
import { acceptMove } from './move';
import { lookup } from './names';
import { blankResult, illegal, resultFor } from './results';
import { acceptSupport } from './support';
import type { LegalVerdict } from './verdict';
import { CONVOY, SUPPORT, type Workspace, takeWorkspace } from './workspace';

interface Candidate {
  i: number;
  verdict: LegalVerdict;
}

/** Why an order names no unit it may order: orderedUnit answers -1 - the index of the reason. */
const REFUSALS: readonly IllegalReason[] = ['no-unit', 'superseded', 'foreign-unit', 'wrong-phase'];
const NO_UNIT = -1;
const SUPERSEDED = -2;
const FOREIGN_UNIT = -3;
const WRONG_PHASE = -4;

/** The proxy for a province, if any (apart: a closure over orderedUnit's parameters costs it a context per call). */
function proxyAt(position: Position, province: string): NonNullable<Position['proxies']>[number] | undefined {
  return position.proxies?.find((x) => x.province === province);
}

/**
 * The unit an order names (a proxy may order another power's unit, 4.E.5), or a negative number
 * saying why not (REFUSALS): a plain number back keeps the caller's loop free of a number-or-string value.
 */
function orderedUnit(board: Workspace, position: Position, power: string, spec: UnitSpec, proxies: boolean): number {
  const u = board.unitIn(spec.province);
  if (u < 0) return NO_UNIT;
  const proxy = proxies ? proxyAt(position, spec.province) : undefined;
  if (proxy) return proxy.power === power ? u : SUPERSEDED;
  if (board.units[u].power !== power) return FOREIGN_UNIT;
  return u;
}

/**
 * A first pass that only reads each unit and each order's unit spec, so that their memory is fetched
 * before the real work needs it. Each order is three objects deep (the order as given, the order, its
 * unit spec): read inside the order loop, the loads of one order wait on each other and on the work
 * around them; in a loop this short the processor has many orders' loads in flight at once. The count
 * is returned (and kept by the caller) only so that the compiler cannot drop the loads. A line profile
 * had the first reads of these objects at about 17% of the engine's time; `npm run bench:compare` with
 * this pass: 1.02x to 1.09x, the most when the machine is slowest.
 */
function touchInputs(units: readonly { province: string }[], orders: GivenOrder[]): number {
  let seen = 0;
  for (let u = 0; u < units.length; u++) if (units[u].province !== undefined) seen++;
  for (let i = 0; i < orders.length; i++) {
    const spec = (orders[i].order as { unit?: UnitSpec }).unit;
    if (spec !== undefined && spec.province !== undefined) seen++;
  }
  return seen;
}

export function prepareMovement(map: GameMap, position: Position, orders: GivenOrder[], rules: EngineRules): Workspace {
  const geo = geoOf(map);
  const board = takeWorkspace(geo, map.powers.length, orders.length);
  board.keepTouched(touchInputs(position.units, orders));
  // The position is trusted (validatePosition, where it came in); what placing a unit reads anyway is
  // checked on the way, and a unit that cannot stand where it is makes the position refused, not guessed.
  if (!board.setUp(position.units, orders.length)) {
    board.release();
    throw invalidPosition(geo.map, position);
  }
  // Each legal order is noted against its unit; none is accepted until every order has been read, so
  // that a unit with several legal orders gets one chosen among all of them (4.C, 4.D.3). Nearly every
  // unit has one: only units with more get a candidate list.
  let several: Candidate[][] | undefined;
  const proxies = rules.options['4.E.5'] !== 'not-allowed' && position.proxies !== undefined;
  for (let i = 0; i < orders.length; i++) {
    const g = orders[i];
    const order = g.order;
    const power = g.power;
    // A property read, not `in`: orders come in several shapes and `in` was the loop's dearest line.
    const spec = (order as { unit?: UnitSpec }).unit;
    const u = spec ? orderedUnit(board, position, power, spec, proxies) : WRONG_PHASE;
    const r = resultFor(g, u >= 0 ? board.refOf(u) : null);
    board.setResult(i, r);
    if (u < 0) {
      illegal(r, REFUSALS[-1 - u]);
      continue;
    }
    // A power giving its own unit an order has orders (4.D.9), found here without a search by name.
    const k = board.power[u];
    if (k >= 0 && board.units[u].power === power) board.noteOrdered(k);
    const verdict = checkMovementOrder(board, u, order, power, rules);
    if (!verdict.legal) {
      illegal(r, verdict.reason);
      continue;
    }
    const count = board.noteLegal(u, i, verdict);
    if (count === 2) ((several ??= [])[u] = [{ i: board.firstLegal(u), verdict: board.firstVerdict(u) }]).push({ i, verdict });
    else if (count > 2) several![u].push({ i, verdict });
  }
  for (let u = 0; u < board.n; u++) {
    const count = board.legalCount(u);
    if (count === 1) accept(board, u, board.firstLegal(u), orders[board.firstLegal(u)].order, board.firstVerdict(u));
    else if (count > 1) acceptOne(board, u, several![u], orders, rules);
  }
  if (rules.options['4.E.3'] === 'allowed') deduceImplicit(board, rules);
  markCivilDisorder(board, map, position, orders);
  link(board, rules);
  return board;
}

function sameOrder(a: Order, b: Order): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One accepted order per unit: sloppy designations yield to correct ones (4.C), then 4.D.3. */
function acceptOne(board: Workspace, u: number, cand: Candidate[], orders: GivenOrder[], rules: EngineRules): void {
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

/** Accept order i for unit u, by its kind's own rule; its check noted the provinces and units it names. */
function accept(board: Workspace, u: number, i: number, order: Order, verdict: LegalVerdict): void {
  switch (order.kind) {
    case 'move':
      return acceptMove(board, u, i, order, verdict);
    case 'support':
      return acceptSupport(board, u, i, order);
    case 'convoy':
      return acceptConvoy(board, u, i);
    default:
      return acceptHold(board, u, i);
  }
}

/**
 * 4.E.3 a: a unit with no order moves where its own power's support or convoy orders say it moves,
 * when they agree; an explicit order always wins, and another power's orders imply nothing.
 */
function deduceImplicit(board: Workspace, rules: EngineRules): void {
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
    accept(board, u, board.addResult(r), order, verdict);
  }
}

/** 4.D.9: who is in civil disorder: as the position says, else every power with units and no orders. */
function markCivilDisorder(board: Workspace, map: GameMap, position: Position, orders: GivenOrder[]): void {
  const powers = map.powers;
  const listed = position.civilDisorder;
  if (listed) {
    for (let k = 0; k < powers.length; k++) board.setCivilDisorder(k, listed.includes(powers[k].name));
    return;
  }
  let pending = 0;
  for (let k = 0; k < powers.length; k++) if (board.hasUnits(k) && !board.ordered(k)) pending++;
  // Only powers with units and no order for one of them yet matter, each until its first order.
  for (let i = 0; i < orders.length && pending > 0; i++) {
    const k = lookup(board.geo.powers, orders[i].power);
    if (k >= 0 && board.hasUnits(k) && !board.ordered(k)) {
      board.noteOrdered(k);
      pending--;
    }
  }
  for (let k = 0; k < powers.length; k++) board.setCivilDisorder(k, board.hasUnits(k) && !board.ordered(k));
}
