// The working state of a movement adjudication, sealed in one object: the board (one slot per unit,
// its accepted order, the static relations between orders), the resolver's decisions, the convoy
// searches' marks and the outcome's per-province marks, all in typed arrays sized for the largest
// board of a map and reused from one adjudication to the next (allocating them afresh was a good part
// of an adjudication's cost: typed arrays over 64 bytes live outside the heap, and the collector
// tracks each one).
//
// Sealed as chessops seals its square sets: the rest of the engine reads the arrays through views
// typed read-only (`Ints`), and changes them only through the methods below, each of which keeps the
// state whole (an order is accepted with every field its kind has; a new board clears what the last
// one left). What a method does not change cannot be changed from outside this file; the compiler
// says so, at no cost at run time (the views are the same arrays). The one exception is the
// resolver's memory, handed to the resolver alone (`decisionMemory`), which keeps it private.
//
// An adjudication takes a workspace from its map's pool (`takeWorkspace`) and gives it back when done
// (`release`, movement.ts), so one that starts while another is under way (a getter on an order that
// adjudicates, say) gets one of its own; nothing in it outlives the adjudication that used it.
import type { Coast, OrderResult, Unit, UnitRef } from '../types';
import { type Geo, SEA } from './geo';
import { lookup } from './names';
import type { LegalVerdict } from './verdict';

/** The accepted order's kind, per unit (illegal or missing orders hold). */
export const HOLD = 0;
export const MOVE = 1;
export const SUPPORT = 2;
export const CONVOY = 3;

/** A typed array as the engine outside this file sees it: read, never written. */
export interface Ints {
  readonly [i: number]: number;
  readonly length: number;
}

/**
 * Shared by every empty slot of a list-of-lists: never pushed to (see `addTo`). Not frozen: a frozen
 * array has its own elements kind, and lists of two kinds keep V8 from inlining the for-of loops over
 * them, which then allocate an iterator result per element.
 */
const NONE: number[] = [];

/** The arrays of a workspace, writable: only this file holds them so. */
interface Memory {
  prov: Int16Array;
  power: Int8Array;
  fleet: Uint8Array;
  kind: Uint8Array;
  dest: Int16Array;
  ref: Int16Array;
  byConvoy: Uint8Array;
  viaWritten: Uint8Array;
  doomed: Uint8Array;
  swapPending: Uint8Array;
  h2h: Int16Array;
  accepted: Int32Array;
  disl: Int16Array;
  legalCount: Int32Array;
  firstLegal: Int32Array;
  unitAt: Int16Array;
  attackFrom: Int16Array;
  attackList: Int16Array;
  occupied: Uint8Array;
  contested: Uint8Array;
  civilDisorder: Uint8Array;
  hasUnits: Uint8Array;
  hasOrders: Uint8Array;
  orderDest: Int16Array;
  orderRef: Int16Array;
}

/** The resolver's memory (resolver.ts): per decision its state, value, how it was settled, last round seen and trial value. */
export interface DecisionMemory {
  state: Uint8Array;
  res: Uint8Array;
  how: Uint8Array;
  seen: Int32Array;
  trial: Int8Array;
}

/**
 * Marks and a queue per nesting depth for the convoy route searches (convoyPaths.ts): a search's sea
 * test may resolve a decision that searches again. A sea is seen when its mark is the search's stamp,
 * so nothing is cleared between searches.
 */
export class RouteMemory {
  private readonly seenAt: Int32Array[] = [];
  private readonly queueAt: Int16Array[] = [];
  private depth = 0;
  private stamp = 0;
  private current = 0;

  /** The search `enter` began last: its marks, its queue and its stamp (read them at once: a nested search replaces them). */
  get seen(): Int32Array {
    return this.seenAt[this.current];
  }

  get queue(): Int16Array {
    return this.queueAt[this.current];
  }

  get mark(): number {
    return this.stamp;
  }

  /** Begin a search over `n` provinces (seen, queue, mark). End it with `leave`. */
  enter(n: number): void {
    const depth = this.depth;
    if (!this.seenAt[depth] || this.seenAt[depth].length < n) {
      this.seenAt[depth] = new Int32Array(Math.max(256, n));
      this.queueAt[depth] = new Int16Array(Math.max(256, n));
    }
    // Stamps start over only outside any search, far enough from the limit for the searches nested in one.
    if (this.stamp >= 0x7fff0000 && depth === 0) {
      for (const marks of this.seenAt) marks.fill(0);
      this.stamp = 0;
    }
    this.depth++;
    this.current = depth;
    this.stamp++;
  }

  leave(): void {
    this.depth--;
  }
}

const pools = new WeakMap<Geo, Workspace[]>();

/**
 * A workspace for an adjudication on a map's geography, with room for `powers` powers and `orders`
 * orders: one from the map's pool when one is free. Give it back with `release`.
 */
export function takeWorkspace(geo: Geo, powers: number, orders: number): Workspace {
  let pool = pools.get(geo);
  if (!pool) pools.set(geo, (pool = []));
  let ws = pool.pop();
  if (!ws || ws.civilDisorder.length < powers) ws = new Workspace(geo, Math.max(powers, 16));
  ws.reserveOrders(orders);
  return ws;
}

export class Workspace {
  // The fields the constructor fills are `declare`d: a class field without a value would be defined
  // as undefined first, and V8 would then stop tracking that it always holds the same kind of array
  // (every read of it checking the array's kind again).
  declare readonly geo: Geo;
  // Set by setUp alone (through `this as SetUpFields`; readonly to everyone else).
  /** The position's units, in its order: unit u is units[u]. */
  readonly units: readonly Unit[] = [];
  /** Number of units. */
  readonly n: number = 0;
  /**
   * One result per given order, in input order, then the implicit orders (setResult, addResult). The
   * results are the adjudication's answer: their fields are filled in as the orders are checked,
   * accepted and explained.
   */
  readonly results: readonly OrderResult[] = [];

  // Per unit.
  declare readonly prov: Ints;
  declare readonly power: Ints;
  /** 0 army, 1 fleet. */
  declare readonly fleet: Ints;
  /** HOLD, MOVE, SUPPORT or CONVOY: the accepted order. */
  declare readonly kind: Ints;
  /**
   * The fields of an order (dest, destCoast, ref, byConvoy, viaWritten, doomed, pathSeas, swapPending)
   * are written when it is accepted and must be read only for units whose kind has them: a holding
   * unit's may be left from an earlier board.
   * MOVE: target province; SUPPORT: destination of the supported move, -1 for a hold support; CONVOY: the army's destination.
   */
  declare readonly dest: Ints;
  /** MOVE: target coast (fleets to split coasts); SUPPORT: the coast written, if any. */
  declare readonly destCoast: readonly (Coast | null)[];
  /** SUPPORT: the supported unit; CONVOY: the convoyed army. */
  declare readonly ref: Ints;
  /** MOVE: 1 when the army goes by convoy (decided before adjudication, DATC 4.A.3; link.ts). */
  declare readonly byConvoy: Ints;
  /** MOVE: 1 when `via convoy` was written. */
  declare readonly viaWritten: Ints;
  /** MOVE: 1 for a move that counts as a move but can never succeed (DATC 4.E.1 a-c). */
  declare readonly doomed: Ints;
  /** MOVE: the seas of a written convoy path, when 4.A.6 lets it restrict the route. */
  declare readonly pathSeas: readonly (readonly number[] | null)[];
  /**
   * MOVE under 4.A.3 c: a swap whose route (land or convoy) waits on the convoy's fate; once settled
   * (move.ts settleSwaps), still set for an army that went over land because its convoy failed.
   */
  declare readonly swapPending: Ints;
  /** MOVE by convoy: the fleets with a matching convoy order (unit indices). */
  declare readonly convoyFleets: readonly (readonly number[])[];
  /** Per unit: the support orders that match what it does (hold support or support of its move). */
  declare readonly supporters: readonly (readonly number[])[];
  /** MOVE: the opposing unit of a head-to-head battle, else -1. */
  declare readonly h2h: Ints;
  /** Per unit: the index in `results` of its accepted order, -1 when it has none. */
  declare readonly accepted: Ints;
  /** Per unit, once the phase is resolved: the unit that dislodged it, or -1 (movement.ts). */
  declare readonly disl: Ints;

  // Per province.
  /** The unit there, -1 when empty. */
  declare readonly unitAt: Ints;
  /**
   * The units ordered to move to province p, in unit order: attackList[attackFrom[p]] up to
   * attackList[attackFrom[p + 1] - 1]. One flat list, where a list per province cost an array each.
   */
  declare readonly attackFrom: Ints;
  declare readonly attackList: Ints;
  /** After the phase: occupied, and left empty by a standoff (movement.ts). */
  declare readonly occupied: Ints;
  declare readonly contested: Ints;

  // Per power.
  /** 1 when the power is in civil disorder (4.D.9). */
  declare readonly civilDisorder: Ints;

  /** The convoy route searches' marks (convoyPaths.ts). */
  readonly routes = new RouteMemory();
  /** The resolver's (resolver.ts), and only the resolver's: cleared by `decisionMemory`. */
  declare private readonly decisions: DecisionMemory;

  declare private readonly m: Memory;
  declare private readonly coasts: (Coast | null)[];
  declare private readonly seas: (readonly number[] | null)[];
  declare private readonly fleets: number[][];
  declare private readonly supports: number[][];
  declare private readonly refs: (UnitRef | undefined)[];
  /** Per unit: the verdict on its first legal order, kept until every order has been read. */
  declare private readonly verdicts: (LegalVerdict | undefined)[];
  /** How many units the last board placed: unitAt holds a unit only at their `prov`. */
  private placed = 0;
  /** The unit an order most likely names next (see unitIn). */
  private nextUnit = 0;
  /** What prepare.ts's first pass over the input counted: kept only so that its loads stay. */
  private touched = 0;
  /** What the last legality check of an order found: the province and the unit it names (noteTarget). */
  private targetDest = -1;
  private targetRef = -1;

  constructor(geo: Geo, powers: number) {
    const m = geo.n;
    this.geo = geo;
    const mem: Memory = {
      prov: new Int16Array(m),
      power: new Int8Array(m),
      fleet: new Uint8Array(m),
      kind: new Uint8Array(m),
      dest: new Int16Array(m),
      ref: new Int16Array(m),
      byConvoy: new Uint8Array(m),
      viaWritten: new Uint8Array(m),
      doomed: new Uint8Array(m),
      swapPending: new Uint8Array(m),
      h2h: new Int16Array(m),
      accepted: new Int32Array(m),
      disl: new Int16Array(m),
      legalCount: new Int32Array(m),
      firstLegal: new Int32Array(m),
      unitAt: new Int16Array(m).fill(-1),
      attackFrom: new Int16Array(m + 1),
      attackList: new Int16Array(m),
      occupied: new Uint8Array(m),
      contested: new Uint8Array(m),
      civilDisorder: new Uint8Array(powers),
      hasUnits: new Uint8Array(powers),
      hasOrders: new Uint8Array(powers),
      orderDest: new Int16Array(2 * m),
      orderRef: new Int16Array(2 * m),
    };
    this.m = mem;
    this.prov = mem.prov;
    this.power = mem.power;
    this.fleet = mem.fleet;
    this.kind = mem.kind;
    this.dest = mem.dest;
    this.ref = mem.ref;
    this.byConvoy = mem.byConvoy;
    this.viaWritten = mem.viaWritten;
    this.doomed = mem.doomed;
    this.swapPending = mem.swapPending;
    this.h2h = mem.h2h;
    this.accepted = mem.accepted;
    this.disl = mem.disl;
    this.unitAt = mem.unitAt;
    this.attackFrom = mem.attackFrom;
    this.attackList = mem.attackList;
    this.occupied = mem.occupied;
    this.contested = mem.contested;
    this.civilDisorder = mem.civilDisorder;
    // Built element by element so the arrays are packed, not holey.
    this.destCoast = this.coasts = Array.from({ length: m }, () => null);
    this.pathSeas = this.seas = Array.from({ length: m }, () => null);
    this.refs = Array.from({ length: m }, () => undefined);
    this.verdicts = Array.from({ length: m }, () => undefined);
    this.convoyFleets = this.fleets = Array.from({ length: m }, () => []);
    this.supporters = this.supports = Array.from({ length: m }, () => []);
    this.decisions = { state: new Uint8Array(m), res: new Uint8Array(m), how: new Uint8Array(m), seen: new Int32Array(m), trial: new Int8Array(m) };
  }

  /** Room for `orders` orders and the implicit ones (orders are not bounded by the map: a sheet may repeat itself). */
  reserveOrders(orders: number): void {
    const need = orders + this.geo.n;
    if (this.m.orderDest.length < need) {
      this.m.orderDest = new Int16Array(2 * need);
      this.m.orderRef = new Int16Array(2 * need);
    }
  }

  /** Back to the map's pool, for the next adjudication on the same map. */
  release(): void {
    pools.get(this.geo)!.push(this);
  }

  /**
   * A new board: each unit in its slot, holding with no order, and room for `orders` results. False
   * when a unit cannot stand where it is (a province or power not on the map, a second unit in a
   * province, an army at sea, a fleet inland or on no coast of its province): the caller refuses the
   * position. Only the provinces the last board's units stood on can hold a unit: those are emptied,
   * not the whole map; `placed` is set before any unit is placed, so even a board abandoned midway is
   * undone by the next.
   */
  setUp(units: readonly Unit[], orders: number): boolean {
    const { geo, m } = this;
    const { unitAt, prov, hasUnits } = m;
    for (let u = 0; u < this.placed; u++) unitAt[prov[u]] = -1;
    const n = units.length;
    this.placed = n;
    const board = this as SetUpFields;
    board.units = units;
    board.n = n;
    this.nextUnit = 0;
    this.fleets.fill(NONE, 0, n);
    this.supports.fill(NONE, 0, n);
    // civilDisorder needs no reset: every power's slot is written (setCivilDisorder). A loop, not
    // fill: see decisionMemory.
    for (let k = 0; k < hasUnits.length; k++) hasUnits[k] = m.hasOrders[k] = 0;
    // One result per order, made to measure: grown by push it was copied twice on a full board.
    board.results = new Array<OrderResult>(orders);
    for (let u = 0; u < n; u++) {
      m.kind[u] = HOLD;
      m.legalCount[u] = 0;
      m.accepted[u] = -1;
      this.refs[u] = undefined;
      const unit = units[u];
      const p = lookup(geo.provinces, unit.province);
      const k = lookup(geo.powers, unit.power);
      const isFleet = unit.type === 'F';
      if (p < 0 || k < 0 || unitAt[p] >= 0 || !(isFleet ? geo.locOf(p, unit.coast) >= 0 : unit.type === 'A' && geo.kind[p] !== SEA && unit.coast === null))
        return false;
      prov[u] = p;
      m.power[u] = k;
      m.fleet[u] = isFleet ? 1 : 0;
      unitAt[p] = u;
      hasUnits[k] = 1;
    }
    return true;
  }

  /**
   * The unit standing in the named province, or -1. Orders mostly come unit by unit in the position's
   * own order, so the unit after the last one found is tried first, by comparing names, before a
   * lookup; it counts only if it is the unit the province holds.
   */
  unitIn(province: string): number {
    const c = this.nextUnit;
    if (c < this.n && this.units[c].province === province && this.m.unitAt[this.m.prov[c]] === c) {
      this.nextUnit = c + 1;
      return c;
    }
    const p = lookup(this.geo.provinces, province);
    const u = p < 0 ? -1 : this.m.unitAt[p];
    if (u >= 0) this.nextUnit = u + 1;
    return u;
  }

  /**
   * The shared UnitRef of unit u: the position's own unit object when it carries no more than a
   * UnitRef's fields (units are values the engine never changes, and an unmoved unit already goes into
   * the next position as it came), else a copy of those fields. A phase made one copy per unit before.
   */
  refOf(u: number): UnitRef {
    let r = this.refs[u];
    if (r === undefined) {
      const unit = this.units[u];
      r = this.refs[u] = unit.builtAt === undefined ? unit : { power: unit.power, type: unit.type, province: unit.province, coast: unit.coast };
    }
    return r;
  }

  /** Keep a count that nothing reads (see prepare.ts's touchInputs). */
  keepTouched(count: number): void {
    this.touched = count;
  }

  /** Power k has units on the board (setUp). */
  hasUnits(k: number): boolean {
    return this.m.hasUnits[k] === 1;
  }

  /** Power k gave an order to one of its units (4.D.9). */
  noteOrdered(k: number): void {
    this.m.hasOrders[k] = 1;
  }

  ordered(k: number): boolean {
    return this.m.hasOrders[k] === 1;
  }

  setCivilDisorder(k: number, on: boolean): void {
    this.m.civilDisorder[k] = on ? 1 : 0;
  }

  /**
   * What a legality check found in a legal order: the province it moves to or supports into (-1 for a
   * hold support) and the unit it supports or convoys. Noted by legality.ts, so that accepting the
   * order looks nothing up again.
   */
  noteTarget(dest: number, ref: number): void {
    this.targetDest = dest;
    this.targetRef = ref;
  }

  /**
   * Order i, found legal for unit u, is one of u's candidates (with what its check noted). Returns how
   * many legal orders u has now; the first one's verdict is kept (firstLegal, firstVerdict).
   */
  noteLegal(u: number, i: number, verdict: LegalVerdict): number {
    const m = this.m;
    m.orderDest[i] = this.targetDest;
    m.orderRef[i] = this.targetRef;
    const count = ++m.legalCount[u];
    if (count === 1) {
      m.firstLegal[u] = i;
      this.verdicts[u] = verdict;
    }
    return count;
  }

  legalCount(u: number): number {
    return this.m.legalCount[u];
  }

  firstLegal(u: number): number {
    return this.m.firstLegal[u];
  }

  firstVerdict(u: number): LegalVerdict {
    return this.verdicts[u]!;
  }

  /** The result of given order i. */
  setResult(i: number, r: OrderResult): void {
    (this.results as OrderResult[])[i] = r;
  }

  /** The results, for the caller: a new array for every board (setUp), so it may keep it. */
  answer(): OrderResult[] {
    return this.results as OrderResult[];
  }

  /** An implicit order's result (4.E.3), after the given ones, with what its check noted; its index. */
  addResult(r: OrderResult): number {
    const i = (this.results as OrderResult[]).push(r) - 1;
    this.m.orderDest[i] = this.targetDest;
    this.m.orderRef[i] = this.targetRef;
    return i;
  }

  /** Unit u holds by order i. */
  acceptHold(u: number, i: number): void {
    this.m.accepted[u] = i;
    this.m.kind[u] = HOLD;
  }

  /**
   * Unit u moves by order i to the province its check noted (-1: a doomed move naming a place on no
   * map, 4.E.1 a). Whether it goes by convoy is decided when orders are linked (4.A.3).
   */
  acceptMove(u: number, i: number, coast: Coast | null, viaWritten: boolean, doomed: boolean, pathSeas: readonly number[] | null): void {
    const m = this.m;
    m.accepted[u] = i;
    m.kind[u] = MOVE;
    m.dest[u] = m.orderDest[i];
    this.coasts[u] = coast;
    m.viaWritten[u] = viaWritten ? 1 : 0;
    m.doomed[u] = doomed ? 1 : 0;
    this.seas[u] = pathSeas;
    m.byConvoy[u] = 0;
    m.swapPending[u] = 0;
  }

  /** Unit u supports by order i the unit and into the province its check noted, `coast` as written. */
  acceptSupport(u: number, i: number, coast: Coast | null): void {
    const m = this.m;
    m.accepted[u] = i;
    m.kind[u] = SUPPORT;
    m.ref[u] = m.orderRef[i];
    m.dest[u] = m.orderDest[i];
    this.coasts[u] = coast;
  }

  /** Fleet u convoys by order i the army and to the province its check noted. */
  acceptConvoy(u: number, i: number): void {
    const m = this.m;
    m.accepted[u] = i;
    m.kind[u] = CONVOY;
    m.ref[u] = m.orderRef[i];
    m.dest[u] = m.orderDest[i];
  }

  /** Who attacks which province, as a counting sort of the moves by target (see attackFrom). */
  linkAttackers(): void {
    const { n } = this;
    const { kind, dest, doomed, attackFrom, attackList } = this.m;
    const p = this.geo.n;
    for (let q = 0; q <= p; q++) attackFrom[q] = 0;
    for (let u = 0; u < n; u++) if (kind[u] === MOVE && !doomed[u]) attackFrom[dest[u]]++;
    // Each province's end (the count up to and including it)...
    for (let q = 1; q < p; q++) attackFrom[q] += attackFrom[q - 1];
    attackFrom[p] = p > 0 ? attackFrom[p - 1] : 0;
    // ...moved back to its start by filling from the end, the last unit first, so that each province
    // lists its attackers in unit order.
    for (let u = n - 1; u >= 0; u--) if (kind[u] === MOVE && !doomed[u]) attackList[--attackFrom[dest[u]]] = u;
  }

  /** Fleet f's convoy order matches army a's move. */
  addConvoyFleet(a: number, f: number): void {
    addTo(this.fleets, a, f);
  }

  /** Army a may use no fleet (4.A.6 c: a convoy needs a written path). */
  dropConvoyFleets(a: number): void {
    this.fleets[a] = NONE;
  }

  /** Support s matches what unit j does. */
  addSupporter(j: number, s: number): void {
    addTo(this.supports, j, s);
  }

  /** Army u goes by convoy, or overland (4.A.3). */
  setByConvoy(u: number, on: boolean): void {
    this.m.byConvoy[u] = on ? 1 : 0;
  }

  /** Army u's route waits on its convoy's fate (4.A.3 c). */
  setSwapPending(u: number, on: boolean): void {
    this.m.swapPending[u] = on ? 1 : 0;
  }

  /** Head-to-head pairs: two moves into each other's province, neither by convoy. */
  linkHeadToHead(): void {
    const { kind, dest, byConvoy, doomed, unitAt, prov, h2h } = this.m;
    for (let u = 0; u < this.n; u++) {
      h2h[u] = -1;
      if (kind[u] !== MOVE || byConvoy[u] || doomed[u]) continue;
      const j = unitAt[dest[u]];
      if (j >= 0 && kind[j] === MOVE && dest[j] === prov[u] && !byConvoy[j] && !doomed[j]) h2h[u] = j;
    }
  }

  /** The resolver's memory, every decision open, unvisited, without a trial value. */
  decisionMemory(): DecisionMemory {
    const d = this.decisions;
    const { state, res, how, seen, trial } = d;
    // One loop rather than a fill per array: a typed array's fill is a call into the runtime, dear
    // for the few dozen slots a board has (five fills were about 3% of a phase).
    for (let u = 0; u < this.n; u++) {
      state[u] = res[u] = how[u] = 0;
      seen[u] = 0;
      trial[u] = -1;
    }
    return d;
  }

  /** Unit u was dislodged by unit a (-1: not dislodged). */
  setDislodger(u: number, a: number): void {
    this.m.disl[u] = a;
  }

  /** The per-province marks of the phase's end, cleared. */
  clearProvinceMarks(): void {
    const { occupied, contested } = this.m;
    for (let p = 0; p < occupied.length; p++) occupied[p] = contested[p] = 0;
  }

  occupy(p: number): void {
    this.m.occupied[p] = 1;
  }

  contest(p: number): void {
    this.m.contested[p] = 1;
  }
}

/** The fields setUp writes, writable (they are readonly to the rest of the engine). */
interface SetUpFields {
  units: readonly Unit[];
  n: number;
  results: readonly OrderResult[];
}

/** Append v to lists[i], giving the slot its own array on first use. */
function addTo(lists: number[][], i: number, v: number): void {
  if (lists[i] === NONE) lists[i] = [v];
  else lists[i].push(v);
}
