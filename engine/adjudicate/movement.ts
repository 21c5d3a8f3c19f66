// A movement phase end to end: prepare the board, resolve every decision, explain every order, and
// work out the new position, the dislodged units with their retreat options, and the standoffs.
import type { Coast, DislodgedUnit, GivenOrder, OrderResult, Position, ProvinceId, Unit } from '../types';
import type { GameMap } from '../map/types';
import { type Board, MOVE } from './board';
import { FINAL, dislodger, preventStrength } from './decisions';
import type { EngineRules } from './engineRules';
import { explainAll } from './explain';
import { prepareMovement } from './prepare';
import { Resolver } from './resolver';
import { retreatOptions } from './retreatOptions';
import { releaseScratch } from './scratch';
import { fleetPathExists } from './convoyPaths';
import { linkHeadToHead } from './link';

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
    if (settleSwaps(r, board)) r = resolveBoard(board, rules);
    const disl = board.scratch.disl;
    for (let u = 0; u < board.n; u++) disl[u] = dislodger(r, u, FINAL);
    explainAll(r, disl);
    return outcome(r, board, rules, disl);
  } finally {
    // What the caller gets (results, units, dislodged, standoffs) is new; the scratch goes back.
    releaseScratch(board.geo, board.scratch);
  }
}

function resolveBoard(board: Board, rules: EngineRules): Resolver {
  const r = new Resolver(board, rules);
  r.resolveAll();
  return r;
}

/**
 * 4.A.3 c: an army meeting a unit moving the other way goes by convoy only when its convoy
 * succeeds. The opposing pair disturbs nothing else, so the convoys' fate is read from a first
 * resolution made overland; armies whose route held then go by convoy and the board is resolved again.
 */
function settleSwaps(r: Resolver, b: Board): boolean {
  let changed = false;
  for (let u = 0; u < b.n; u++) {
    if (b.kind[u] !== MOVE || !b.swapPending[u]) continue;
    const fleets = b.convoyFleets[u];
    const intact = (sea: number): boolean => fleets.includes(b.unitAt[sea]) && r.resolve(b.unitAt[sea], FINAL);
    if (fleetPathExists(b, b.prov[u], b.dest[u], intact)) {
      b.byConvoy[u] = 1;
      changed = true;
    }
    b.swapPending[u] = 0;
  }
  if (changed) linkHeadToHead(b);
  return changed;
}

/** Whether some move into province p still has strength to prevent. */
function anyPrevents(r: Resolver, b: Board, p: number): boolean {
  for (let k = b.attackFrom[p]; k < b.attackFrom[p + 1]; k++) if (preventStrength(r, b.attackList[k], FINAL) > 0) return true;
  return false;
}

function outcome(r: Resolver, b: Board, rules: EngineRules, disl: Int16Array): MovementOutcome {
  let kept = b.n;
  for (let u = 0; u < b.n; u++) if (disl[u] >= 0) kept--;
  // Made to measure (grown by push, a full board's list was copied twice).
  const units = new Array<Unit>(kept);
  const dislodgedIdx: number[] = [];
  const { occupied, contested } = b.scratch;
  occupied.fill(0);
  contested.fill(0);
  let k = 0;
  for (let u = 0; u < b.n; u++) {
    const unit = b.units[u];
    if (b.kind[u] === MOVE && r.resolve(u, FINAL)) {
      const to = b.geo.ids[b.dest[u]];
      units[k++] = movedTo(unit, to, b.destCoast[u] as Coast | null);
      occupied[b.dest[u]] = 1;
    } else if (disl[u] >= 0) {
      dislodgedIdx.push(u);
    } else {
      units[k++] = unit;
      occupied[b.prov[u]] = 1;
    }
  }
  const standoffs: ProvinceId[] = [];
  // A province left empty where some move into it still had strength to prevent: a standoff.
  for (let u = 0; u < b.n; u++) {
    const p = b.dest[u];
    if (b.kind[u] !== MOVE || b.doomed[u] || p < 0 || occupied[p] || contested[p]) continue;
    if (anyPrevents(r, b, p)) {
      contested[p] = 1;
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
  return { results: b.results, units, dislodged, standoffs };
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
