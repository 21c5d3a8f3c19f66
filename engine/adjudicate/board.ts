// The movement phase as integer arrays: one slot per unit, its accepted order, and the static
// relations the decisions need (who attacks which province, who supports whom, head-to-head pairs,
// the fleets that could carry each convoyed army). Built once per adjudication by prepare.ts.
import type { Coast, OrderResult, Unit, UnitRef } from '../types';
import type { Geo } from './geo';
import type { Scratch } from './scratch';

export const HOLD = 0;
export const MOVE = 1;
export const SUPPORT = 2;
export const CONVOY = 3;

/**
 * The per-unit arrays live in scratch memory reused from one adjudication to the next. `kind`,
 * `accepted` and `refs` are reset for every unit; the fields of an order (dest, destCoast, ref,
 * byConvoy, viaWritten, doomed, pathSeas, swapPending) are written when the order is accepted and must
 * be read only for units whose kind has them: a holding unit's may be left from an earlier board.
 */
export interface Board {
  geo: Geo;
  units: Unit[];
  /** Number of units. */
  n: number;
  prov: Int16Array;
  power: Int8Array;
  /** 0 army, 1 fleet. */
  fleet: Uint8Array;
  /** Unit index per province, -1 when empty. */
  unitAt: Int16Array;
  /** HOLD, MOVE, SUPPORT or CONVOY: the accepted order (illegal or missing orders hold). */
  kind: Uint8Array;
  /** MOVE: target province; SUPPORT: destination of the supported move, -1 for a hold support; CONVOY: the army's destination. */
  dest: Int16Array;
  /** MOVE: target coast (fleets to split coasts); SUPPORT: the coast written, if any. */
  destCoast: (Coast | null)[];
  /** SUPPORT: the supported unit; CONVOY: the convoyed army. -1 otherwise. */
  ref: Int16Array;
  /** MOVE: 1 when the army goes by convoy (decided before adjudication, DATC 4.A.3). */
  byConvoy: Uint8Array;
  /** MOVE: 1 when `via convoy` was written. */
  viaWritten: Uint8Array;
  /** MOVE by convoy: the fleets with a matching convoy order (unit indices). */
  convoyFleets: number[][];
  /**
   * Per province p, the units ordered to move there, in unit order: attackList[attackFrom[p]] up to
   * attackList[attackFrom[p + 1] - 1]. One flat list, where a list per province cost an array each.
   */
  attackFrom: Int16Array;
  attackList: Int16Array;
  /** Per unit: the support orders that match what it does (hold support or support of its move). */
  supporters: number[][];
  /** MOVE: the opposing unit of a head-to-head battle, else -1. */
  h2h: Int16Array;
  /** Per unit: the index in `results` of its accepted order, -1 when it has none. */
  accepted: Int32Array;
  /** MOVE: 1 for a move that counts as a move but can never succeed (DATC 4.E.1 a-c). */
  doomed: Uint8Array;
  /** MOVE: the seas of a written convoy path, when 4.A.6 lets it restrict the route. */
  pathSeas: (number[] | null)[];
  /** MOVE under 4.A.3 c: a swap whose route (land or convoy) waits on the convoy's fate. */
  swapPending: Uint8Array;
  /** Per power index: 1 when the power is in civil disorder (4.D.9). */
  civilDisorder: Uint8Array;
  /** Per unit: its UnitRef, made once and shared by every result that names the unit. */
  refs: (UnitRef | undefined)[];
  /** One result per given order, in input order. Illegal orders are final here; the rest are filled in later. */
  results: OrderResult[];
  /** The reused working memory the arrays above come from, with room for the later stages' own. */
  scratch: Scratch;
}

/**
 * The empty unit list every result starts with (OrderResult.by, Strengths.supportedBy), shared:
 * results are never changed in place once returned, and freezing makes a mistaken push throw.
 */
export const NO_UNITS = Object.freeze([]) as unknown as UnitRef[];

/**
 * Shared by every empty slot of a list-of-lists: never pushed to (see `addTo`). Not frozen: a frozen
 * array has its own elements kind, and lists of two kinds keep V8 from inlining the for-of loops over
 * them, which then allocate an iterator result per element.
 */
const NONE: number[] = [];

/** The first k slots of `lists` made empty lists that cost nothing until one is filled (most provinces have no attacker). */
export function emptyLists(lists: number[][], k: number): number[][] {
  return lists.fill(NONE, 0, k);
}

/** Append v to lists[i], giving the slot its own array on first use. */
export function addTo(lists: number[][], i: number, v: number): void {
  if (lists[i] === NONE) lists[i] = [v];
  else lists[i].push(v);
}

/**
 * The shared UnitRef of unit u: the position's own unit object when it carries no more than a
 * UnitRef's fields (units are values the engine never changes, and an unmoved unit already goes into
 * the next position as it came), else a copy of those fields. A phase made one copy per unit before.
 */
export function refOf(board: Board, u: number): UnitRef {
  let r = board.refs[u];
  if (r === undefined) {
    const unit = board.units[u];
    r = board.refs[u] = unit.builtAt === undefined ? unit : { power: unit.power, type: unit.type, province: unit.province, coast: unit.coast };
  }
  return r;
}
