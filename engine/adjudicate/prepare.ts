// From a position and the orders as given to a Board: each order is matched to its unit and checked
// for legality (DATC 4.E.1 d: only an order that can be valid in the current situation is legal).
// Illegal orders get their final result here and the unit holds; everything else is left to the
// decisions in movement.ts.
import type { Coast, GivenOrder, IllegalReason, Order, OrderResult, Position, Unit, UnitRef, UnitSpec } from '../types';
import type { GameMap } from '../map/types';
import { type Board, CONVOY, HOLD, MOVE, SUPPORT, emptyLists } from './board';
import { type Geo, SEA, canReach, geoOf } from './geo';
import type { EngineRules } from './engineRules';
import { fleetPathExists } from './convoyPaths';

export function unitRef(u: Unit): UnitRef {
  return { power: u.power, type: u.type, province: u.province, coast: u.coast };
}

export function blankResult(g: GivenOrder, unit: Unit | null): OrderResult {
  const r: OrderResult = {
    power: g.power,
    order: g.order,
    unit: unit ? unitRef(unit) : null,
    outcome: 'succeeds',
    reason: null,
    by: [],
    strengths: null,
    dislodgedBy: null,
  };
  if (g.text !== undefined) r.text = g.text;
  return r;
}

function illegal(r: OrderResult, reason: IllegalReason): void {
  r.outcome = 'illegal';
  r.reason = reason;
}

/** The unit an order names, or an illegal reason. */
function orderedUnit(board: Board, g: GivenOrder, spec: UnitSpec): number | IllegalReason {
  const p = board.geo.index.get(spec.province);
  const u = p === undefined ? -1 : board.unitAt[p];
  if (u < 0) return 'no-unit';
  if (board.units[u].power !== g.power) return 'foreign-unit';
  return u;
}

export function prepareMovement(map: GameMap, position: Position, orders: GivenOrder[], rules: EngineRules): Board {
  const geo = geoOf(map);
  const board = newBoard(geo, position.units, map);
  const candidates: number[][] = emptyLists(board.n);
  for (let i = 0; i < orders.length; i++) {
    const g = orders[i];
    const spec = 'unit' in g.order ? g.order.unit : null;
    let u = -1;
    let reason: IllegalReason | null = null;
    if (!spec) reason = 'wrong-phase';
    else {
      const found = orderedUnit(board, g, spec);
      if (typeof found === 'number') u = found;
      else reason = found;
    }
    const r = blankResult(g, u >= 0 ? board.units[u] : null);
    board.results.push(r);
    if (reason === null) reason = checkMovementOrder(board, u, g.order, rules);
    if (reason !== null) illegal(r, reason);
    else candidates[u].push(i);
  }
  for (let u = 0; u < board.n; u++) acceptOne(board, u, candidates[u], orders);
  link(board, rules);
  return board;
}

function newBoard(geo: Geo, units: Unit[], map: GameMap): Board {
  const n = units.length;
  const board: Board = {
    geo,
    units,
    n,
    prov: new Int16Array(n),
    power: new Int8Array(n),
    fleet: new Uint8Array(n),
    unitAt: new Int16Array(geo.n).fill(-1),
    kind: new Uint8Array(n),
    dest: new Int16Array(n).fill(-1),
    destCoast: new Array(n).fill(null),
    ref: new Int16Array(n).fill(-1),
    byConvoy: new Uint8Array(n),
    viaWritten: new Uint8Array(n),
    convoyFleets: emptyLists(n),
    attackers: emptyLists(geo.n),
    supporters: emptyLists(n),
    h2h: new Int16Array(n).fill(-1),
    accepted: new Int32Array(n).fill(-1),
    results: [],
  };
  const powers = map.powers.map((p) => p.name);
  units.forEach((unit, u) => {
    const p = geo.index.get(unit.province)!;
    board.prov[u] = p;
    board.power[u] = powers.indexOf(unit.power);
    board.fleet[u] = unit.type === 'F' ? 1 : 0;
    board.unitAt[p] = u;
  });
  return board;
}

/** DATC 4.D.3 c (the default): two different legal orders for one unit leave it holding. */
function acceptOne(board: Board, u: number, cand: number[], orders: GivenOrder[]): void {
  if (cand.length === 0) return;
  const first = cand.length > 1 ? JSON.stringify(orders[cand[0]].order) : '';
  const allSame = cand.length === 1 || cand.every((i) => JSON.stringify(orders[i].order) === first);
  if (!allSame) {
    for (const i of cand) illegal(board.results[i], 'duplicate');
    return;
  }
  for (let k = 1; k < cand.length; k++) illegal(board.results[cand[k]], 'duplicate');
  const i = cand[0];
  const order = orders[i].order;
  board.accepted[u] = i;
  const geo = board.geo;
  switch (order.kind) {
    case 'hold':
      board.kind[u] = HOLD;
      break;
    case 'move':
      board.kind[u] = MOVE;
      board.dest[u] = geo.index.get(order.to)!;
      board.destCoast[u] = moveCoast(board, u, order.to, order.coast);
      board.viaWritten[u] = order.viaConvoy ? 1 : 0;
      break;
    case 'support':
      board.kind[u] = SUPPORT;
      board.ref[u] = board.unitAt[geo.index.get(order.target.province)!];
      board.dest[u] = order.to === null ? -1 : geo.index.get(order.to)!;
      board.destCoast[u] = order.coast;
      break;
    case 'convoy':
      board.kind[u] = CONVOY;
      board.ref[u] = board.unitAt[geo.index.get(order.army.province)!];
      board.dest[u] = geo.index.get(order.to)!;
      break;
    default:
      break;
  }
}

/** The coast a legal fleet move goes to (DATC 4.B.2 a: the only reachable coast when none is written). */
function moveCoast(board: Board, u: number, to: string, coast: Coast | null): Coast | null {
  if (!board.fleet[u]) return null;
  const geo = board.geo;
  const coasts = geo.coastsTo(geo.locOf(board.prov[u], board.units[u].coast), geo.index.get(to)!);
  if (coasts.length === 1) return coasts[0];
  return coast;
}

/** Null when the order is legal for unit u in a movement phase, else why not. */
function checkMovementOrder(board: Board, u: number, order: Order, rules: EngineRules): IllegalReason | null {
  switch (order.kind) {
    case 'hold':
      return null;
    case 'move':
      return checkMove(board, u, order.to, order.coast, order.path, rules);
    case 'support':
      return checkSupport(board, u, order.target, order.to);
    case 'convoy':
      return checkConvoy(board, u, order.army, order.to);
    default:
      return 'wrong-phase';
  }
}

function checkMove(board: Board, u: number, to: string, coast: Coast | null, path: string[] | null, rules: EngineRules): IllegalReason | null {
  const geo = board.geo;
  const unit = board.units[u];
  const from = board.prov[u];
  const t = geo.index.get(to);
  if (t === undefined) return 'cannot-reach';
  if (t === from) return 'same-province';
  if (unit.type === 'A') {
    if (geo.kind[t] === SEA) return 'army-to-sea';
    if (canReach(geo, 'A', from, null, t)) return null;
    if (rules.pathSpec !== 'ignored' && path && !pathPossible(board, from, t, path)) return 'cannot-reach';
    // 4.E.1 d: a convoyed move is legal only when fleets stand on some route now.
    return fleetPathExists(board, from, t, (s) => hasFleet(board, s)) ? null : 'cannot-reach';
  }
  if (geo.kind[t] === 0) return 'fleet-to-land';
  if (!canReach(geo, 'F', from, unit.coast, t)) return 'not-adjacent';
  const coasts = geo.coastsTo(geo.locOf(from, unit.coast), t);
  if (geo.split[t]) {
    if (coast === null) return coasts.length === 1 ? null : 'coast-needed';
    return coasts.includes(coast) ? null : 'no-such-coast';
  }
  return null;
}

/** A written convoy path (4.A.6) names seas, each with a fleet, forming a chain from origin to target. */
function pathPossible(board: Board, from: number, to: number, path: string[]): boolean {
  const geo = board.geo;
  let prev = from;
  for (let k = 0; k < path.length; k++) {
    const s = geo.index.get(path[k]);
    if (s === undefined || geo.kind[s] !== SEA || board.unitAt[s] < 0 || !board.fleet[board.unitAt[s]]) return false;
    if (k === 0 ? !canReach(geo, 'F', s, null, prev) : !geo.seaAdj[prev * geo.n + s]) return false;
    prev = s;
  }
  return canReach(geo, 'F', prev, null, to);
}

function checkSupport(board: Board, u: number, target: UnitSpec, to: string | null): IllegalReason | null {
  const geo = board.geo;
  const unit = board.units[u];
  const tp = geo.index.get(target.province);
  if (tp === undefined) return 'no-unit';
  const j = board.unitAt[tp];
  if (j < 0) return 'no-unit';
  if (j === u) return 'support-self';
  const reach = to === null ? tp : geo.index.get(to);
  if (reach === undefined) return 'cannot-reach';
  if (!canReach(geo, unit.type, board.prov[u], unit.coast, reach)) return 'cannot-reach';
  return null;
}

function checkConvoy(board: Board, u: number, army: UnitSpec, to: string): IllegalReason | null {
  const geo = board.geo;
  const p = board.prov[u];
  if (board.units[u].type !== 'F') return 'army-cannot-convoy';
  if (geo.kind[p] !== SEA) return 'fleet-not-at-sea';
  const a = geo.index.get(army.province);
  const t = geo.index.get(to);
  if (a === undefined || t === undefined) return 'no-unit';
  const j = board.unitAt[a];
  if (j < 0) return 'no-unit';
  if (board.fleet[j]) return 'convoy-fleet';
  if (a === t) return 'same-province';
  if (geo.kind[t] === SEA) return 'army-to-sea';
  // The fleet must lie on a chain of fleets that could carry the army.
  const viaSelf = (s: number): boolean => hasFleet(board, s);
  const reachesFleet = fleetPathExists(board, a, p, viaSelf, false, true);
  const fleetReachesTarget = fleetPathExists(board, p, t, viaSelf, true, false);
  return reachesFleet && fleetReachesTarget ? null : 'not-on-route';
}

/** The static relations: attackers, matching supports, convoy routes, head-to-head pairs. */
function link(board: Board, rules: EngineRules): void {
  const { n, kind, dest, ref } = board;
  for (let u = 0; u < n; u++) {
    if (kind[u] === MOVE) board.attackers[dest[u]].push(u);
    else if (kind[u] === CONVOY) {
      const a = ref[u];
      if (kind[a] === MOVE && dest[a] === dest[u]) board.convoyFleets[a].push(u);
    }
  }
  for (let u = 0; u < n; u++) if (kind[u] === MOVE && !board.fleet[u]) decideConvoy(board, u, rules);
  for (let u = 0; u < n; u++) {
    if (kind[u] === SUPPORT) {
      const j = ref[u];
      if (supportMatches(board, u, j)) board.supporters[j].push(u);
    } else if (kind[u] === MOVE && !board.byConvoy[u]) {
      const j = board.unitAt[dest[u]];
      if (j >= 0 && kind[j] === MOVE && dest[j] === board.prov[u] && !board.byConvoy[j]) board.h2h[u] = j;
    }
  }
}

function supportMatches(board: Board, s: number, j: number): boolean {
  const d = board.dest[s];
  if (d < 0) return board.kind[j] !== MOVE;
  if (board.kind[j] !== MOVE || board.dest[j] !== d) return false;
  // 4.B.4 d: a coast may be omitted in a support, but must match when written.
  const c = board.destCoast[s];
  return c === null || !board.geo.split[d] || c === board.destCoast[j];
}

function hasFleet(board: Board, sea: number): boolean {
  const f = board.unitAt[sea];
  return f >= 0 && board.fleet[f] === 1;
}

/** Whether army u goes by convoy (4.A.3 d, the 2000 rulebook: by intent shown in the orders). */
function decideConvoy(board: Board, u: number, rules: EngineRules): void {
  const geo = board.geo;
  const from = board.prov[u];
  const to = board.dest[u];
  const adjacent = geo.armyAdj[from * geo.n + to] === 1;
  const fleets = board.convoyFleets[u];
  const onFleets = (s: number): boolean => {
    const f = board.unitAt[s];
    return f >= 0 && fleets.includes(f);
  };
  if (!adjacent) {
    board.byConvoy[u] = 1;
    return;
  }
  if (fleets.length === 0 || !fleetPathExists(board, from, to, onFleets)) return;
  if (rules.adjacentConvoy === 'a') board.byConvoy[u] = 1;
  else if (board.viaWritten[u]) board.byConvoy[u] = 1;
  else {
    // An own fleet convoying it shows intent, when that fleet lies on a route the map allows at all
    // (DATC 6.G.6); one off every possible route does not (6.G.7).
    const own = fleets.some((f) => board.power[f] === board.power[u] && fleetOnRoute(board, f, from, to, () => true));
    if (own) board.byConvoy[u] = 1;
  }
}

function fleetOnRoute(board: Board, f: number, from: number, to: number, ok: (s: number) => boolean): boolean {
  const s = board.prov[f];
  return fleetPathExists(board, from, s, ok, false, true) && fleetPathExists(board, s, to, ok, true, false);
}
