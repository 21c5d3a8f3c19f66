// A movement phase end to end: prepare the board, resolve every decision, explain every order, and
// work out the new position, the dislodged units with their retreat options, and the standoffs.
import type { Coast, DislodgedUnit, GivenOrder, OrderResult, Position, ProvinceId, Unit } from '../types';
import type { GameMap } from '../map/types';
import { FINAL, dislodger, preventStrength } from './decisions';
import type { EngineRules } from './engineRules';
import { explainAll } from './explain';
import { settleSwaps } from './move';
import { prepareMovement } from './prepare';
import { Resolver } from './resolver';
import { retreatOptions } from './retreatOptions';
import { MOVE, type Workspace } from './workspace';

export interface MovementOutcome {
  results: OrderResult[];
  /** The units on the board after the phase (dislodged units not included). */
  units: Unit[];
  dislodged: DislodgedUnit[];
  /** Provinces left empty by a standoff. */
  standoffs: ProvinceId[];
}

export function adjudicateMovement(map: GameMap, position: Position, orders: GivenOrder[], rules: EngineRules): MovementOutcome {
  const board = prepareMovement(map, position, orders, rules);
  try {
    let r = resolveBoard(board, rules);
    if (settleSwaps(r)) r = resolveBoard(board, rules);
    for (let u = 0; u < board.n; u++) board.setDislodger(u, dislodger(r, u, FINAL));
    explainAll(r);
    return outcome(r, board, rules);
  } finally {
    // What the caller gets (results, units, dislodged, standoffs) is new; the workspace goes back.
    board.release();
  }
}

function resolveBoard(board: Workspace, rules: EngineRules): Resolver {
  const r = new Resolver(board, rules);
  r.resolveAll();
  return r;
}

/** Whether some move into province p still has strength to prevent. */
function anyPrevents(r: Resolver, b: Workspace, p: number): boolean {
  for (let k = b.attackFrom[p]; k < b.attackFrom[p + 1]; k++) if (preventStrength(r, b.attackList[k], FINAL) > 0) return true;
  return false;
}

function outcome(r: Resolver, b: Workspace, rules: EngineRules): MovementOutcome {
  const { disl, occupied, contested } = b;
  let kept = b.n;
  for (let u = 0; u < b.n; u++) if (disl[u] >= 0) kept--;
  // Made to measure (grown by push, a full board's list was copied twice).
  const units = new Array<Unit>(kept);
  const dislodgedIdx: number[] = [];
  b.clearProvinceMarks();
  let k = 0;
  for (let u = 0; u < b.n; u++) {
    const unit = b.units[u];
    if (b.kind[u] === MOVE && r.resolve(u, FINAL)) {
      const to = b.geo.ids[b.dest[u]];
      units[k++] = movedTo(unit, to, b.destCoast[u] as Coast | null);
      b.occupy(b.dest[u]);
    } else if (disl[u] >= 0) {
      dislodgedIdx.push(u);
    } else {
      units[k++] = unit;
      b.occupy(b.prov[u]);
    }
  }
  const standoffs: ProvinceId[] = [];
  // A province left empty where some move into it still had strength to prevent: a standoff.
  for (let u = 0; u < b.n; u++) {
    const p = b.dest[u];
    if (b.kind[u] !== MOVE || b.doomed[u] || p < 0 || occupied[p] || contested[p]) continue;
    if (anyPrevents(r, b, p)) {
      b.contest(p);
      standoffs.push(b.geo.ids[p]);
    }
  }
  sortFew(standoffs);
  const dislodged = dislodgedIdx.map((u) => {
    const a = disl[u];
    const unit = b.units[u];
    const d: DislodgedUnit = { ...unit, attackerFrom: b.units[a].province, viaConvoy: b.byConvoy[a] === 1 };
    d.retreats = retreatOptions(b.geo, d, occupied, contested, rules);
    return d;
  });
  return { results: b.answer(), units, dislodged, standoffs };
}

/**
 * The unit at its new place, its fields written out: spreading the old unit went through a generic
 * copy (V8's CloneObjectIC) for every unit that moved.
 */
function movedTo(unit: Unit, province: ProvinceId, coast: Coast | null): Unit {
  const { power, type, builtAt } = unit;
  return builtAt === undefined ? { power, type, province, coast } : { power, type, province, coast, builtAt };
}

/**
 * Sorted in place as Array.prototype.sort sorts strings (by UTF-16 code units), by insertion: the
 * lists are a handful long, and the builtin allocates work space even for those.
 */
function sortFew(list: string[]): void {
  for (let i = 1; i < list.length; i++) {
    const v = list[i];
    let k = i - 1;
    while (k >= 0 && list[k] > v) {
      list[k + 1] = list[k];
      k--;
    }
    list[k + 1] = v;
  }
}
