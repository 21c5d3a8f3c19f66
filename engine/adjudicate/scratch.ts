// Working memory for a movement adjudication, sized for the largest board of a map and reused from
// one adjudication to the next. Allocating these afresh each time was a good part of an
// adjudication's cost (typed arrays over 64 bytes live outside the heap, and the collector tracks
// each one). An adjudication takes a scratch from its map's pool and gives it back when done
// (movement.ts), so one that starts while another is under way (a getter on an order that adjudicates,
// say) gets memory of its own; nothing a Board holds outlives the adjudication that made it.
import type { Coast, IllegalReason, UnitRef } from '../types';
import type { Board } from './board';
import type { Geo } from './geo';
import type { LegalVerdict } from './legality';

export interface Scratch {
  /** Per unit (unit counts never exceed province counts). */
  prov: Int16Array;
  dest: Int16Array;
  ref: Int16Array;
  h2h: Int16Array;
  /** Per unit: the unit that dislodged it, or -1 (movement.ts). */
  disl: Int16Array;
  /** Per unit: the first order naming it that passed the legality check, or -1 (prepare.ts). */
  firstLegal: Int32Array;
  /** Per unit: how many orders naming it passed the legality check. */
  legalCount: Int32Array;
  /** Per unit: the verdict on its first legal order, kept in case a second legal order comes. */
  firstVerdict: (LegalVerdict | undefined)[];
  fleet: Uint8Array;
  kind: Uint8Array;
  byConvoy: Uint8Array;
  viaWritten: Uint8Array;
  doomed: Uint8Array;
  swapPending: Uint8Array;
  power: Int8Array;
  accepted: Int32Array;
  /** Per unit, for the resolver (resolver.ts). */
  state: Uint8Array;
  res: Uint8Array;
  paradox: Uint8Array;
  circular: Uint8Array;
  /** Per unit: the resolver's round of its last visit, and its trial value in a core (resolver.ts). */
  seen: Int32Array;
  assigned: Int8Array;
  /** Per province and one more: where its attackers start in attackList, one slot per move (board.ts). */
  attackFrom: Int16Array;
  attackList: Int16Array;
  /** Per province: the unit there, -1 when empty. */
  unitAt: Int16Array;
  /** How many units the last board placed: unitAt holds a unit only at their `prov` (prepare.ts). */
  placed: number;
  /** Per province: occupied after the phase, and left empty by a standoff (movement.ts). */
  occupied: Uint8Array;
  contested: Uint8Array;
  /** Per power. */
  civilDisorder: Uint8Array;
  hasUnits: Uint8Array;
  hasOrders: Uint8Array;
  /**
   * Per order: the province and unit a legal order's check found, so accepting it looks nothing up
   * again (legality.ts leaves them in checkedDest and checkedRef; prepare.ts keeps them per order).
   */
  orderDest: Int16Array;
  orderRef: Int16Array;
  checkedDest: number;
  checkedRef: number;
  /** What prepare.ts's first pass over the input counted: kept only so that its loads stay. */
  touched: number;
  /** The unit an order most likely names next (prepare.ts). */
  nextUnit: number;
  /** Why the last order refused by prepare.ts has no unit. */
  why: IllegalReason;
  destCoast: (Coast | null)[];
  pathSeas: (number[] | null)[];
  refs: (UnitRef | undefined)[];
  convoyFleets: number[][];
  supporters: number[][];
  /** The board built over these arrays, reused by the next adjudication (prepare.ts). */
  board: Board | undefined;
  /**
   * Convoy route searches (convoyPaths.ts): marks and a queue per nesting depth (a search's sea test
   * may resolve a decision that searches again), and the stamp that tells this search's marks.
   */
  routeSeen: Int32Array[];
  routeQueue: Int16Array[];
  routeDepth: number;
  routeStamp: number;
}

/**
 * Scratch memory for an adjudication on a map's geography, with room for `powers` powers and `orders`
 * orders: one from the map's pool when one is free. Give it back with `releaseScratch`.
 */
export function takeScratch(geo: Geo, powers: number, orders: number): Scratch {
  let s = geo.scratchPool.pop();
  if (!s || s.civilDisorder.length < powers) s = allocate(geo.n, Math.max(powers, 16));
  // Orders are not bounded by the map (a sheet may repeat itself); implicit orders add one per unit.
  if (s.orderDest.length < orders + geo.n) {
    s.orderDest = new Int16Array(2 * (orders + geo.n));
    s.orderRef = new Int16Array(2 * (orders + geo.n));
  }
  return s;
}

/** Back to the pool, for the next adjudication on the same map. */
export function releaseScratch(geo: Geo, s: Scratch): void {
  geo.scratchPool.push(s);
}

function allocate(m: number, powers: number): Scratch {
  return {
    prov: new Int16Array(m),
    dest: new Int16Array(m),
    ref: new Int16Array(m),
    h2h: new Int16Array(m),
    disl: new Int16Array(m),
    firstLegal: new Int32Array(m),
    legalCount: new Int32Array(m),
    fleet: new Uint8Array(m),
    kind: new Uint8Array(m),
    byConvoy: new Uint8Array(m),
    viaWritten: new Uint8Array(m),
    doomed: new Uint8Array(m),
    swapPending: new Uint8Array(m),
    power: new Int8Array(m),
    accepted: new Int32Array(m),
    state: new Uint8Array(m),
    res: new Uint8Array(m),
    paradox: new Uint8Array(m),
    circular: new Uint8Array(m),
    seen: new Int32Array(m),
    assigned: new Int8Array(m),
    attackFrom: new Int16Array(m + 1),
    attackList: new Int16Array(m),
    unitAt: new Int16Array(m).fill(-1),
    placed: 0,
    occupied: new Uint8Array(m),
    contested: new Uint8Array(m),
    civilDisorder: new Uint8Array(powers),
    hasUnits: new Uint8Array(powers),
    hasOrders: new Uint8Array(powers),
    orderDest: new Int16Array(2 * m),
    orderRef: new Int16Array(2 * m),
    checkedDest: -1,
    checkedRef: -1,
    nextUnit: 0,
    touched: 0,
    why: 'no-unit',
    // Built element by element so the arrays are packed, not holey.
    destCoast: Array.from({ length: m }, () => null),
    pathSeas: Array.from({ length: m }, () => null),
    refs: Array.from({ length: m }, () => undefined),
    firstVerdict: Array.from({ length: m }, () => undefined),
    convoyFleets: Array.from({ length: m }, () => []),
    supporters: Array.from({ length: m }, () => []),
    board: undefined,
    routeSeen: [],
    routeQueue: [],
    routeDepth: 0,
    routeStamp: 0,
  };
}
