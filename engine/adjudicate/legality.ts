// Whether a movement-phase order is legal, under the rule options that decide it: coasts (4.B.1-4.B.6),
// unit designation and nationality (4.C.1, 4.C.2, 4.C.5, 4.C.6) and what counts as legal (4.E.1).
// A verdict is legal (with the coast a fleet moves to), legal but "sloppy" (a designation the
// `valid-unless-correct-order` alternatives set aside when a correct order exists), a move that
// counts but cannot succeed (4.E.1 a-c), or illegal with a reason.
import type { Coast, IllegalReason, Order, UnitSpec } from '../types';
import type { Board } from './board';
import { ANY_SEA, SEA_WITH_FLEET, type SeaTest, fleetPathExists } from './convoyPaths';
import { fleetNeededOnRoute } from './convoyNeeded';
import type { EngineRules } from './engineRules';
import { LAND, SEA, canReach } from './geo';
import { lookup } from './names';

export type Verdict = { legal: true; coast: Coast | null; sloppy: boolean; doomed: IllegalReason | null } | { legal: false; reason: IllegalReason };

export type LegalVerdict = Extract<Verdict, { legal: true }>;

const LEGAL: LegalVerdict = { legal: true, coast: null, sloppy: false, doomed: null };

/** The illegal verdict for a reason (a new small object: illegal orders are few). */
function no(reason: IllegalReason): Verdict {
  return { legal: false, reason };
}

type Designation = 'invalid' | 'valid' | 'valid-unless-correct-order';

/** 4.C.1/4.C.2 (unit type) or 4.C.5/4.C.6 (nationality): 'ok', 'sloppy', or illegal. */
function designation(written: unknown, actual: unknown, missing: Designation, wrong: Designation): 'ok' | 'sloppy' | 'bad' {
  if (written === actual) return 'ok';
  const rule = written === null ? missing : wrong;
  return rule === 'invalid' ? 'bad' : rule === 'valid' ? 'ok' : 'sloppy';
}

/** The ordered unit's own designation: type (4.C.1/4.C.2) and coast (4.B.5). */
function ownDesignation(board: Board, u: number, spec: UnitSpec, rules: EngineRules): 'ok' | 'sloppy' | IllegalReason {
  const o = rules.options;
  const unit = board.units[u];
  const type = designation(spec.type, unit.type, o['4.C.1'], o['4.C.2']);
  if (type === 'bad') return 'wrong-unit-type';
  if (spec.coast !== null && spec.coast !== unit.coast && o['4.B.5'] === 'fails') return 'wrong-coast';
  return type;
}

/** A supported or convoyed unit as named: type (4.C.1/4.C.2) and nationality (4.C.5/4.C.6). */
function targetDesignation(board: Board, j: number, spec: UnitSpec, giver: string, rules: EngineRules): 'ok' | 'sloppy' | IllegalReason {
  const o = rules.options;
  const unit = board.units[j];
  const type = spec.type === null && o['4.C.1'] === 'valid' ? 'ok' : designation(spec.type, unit.type, o['4.C.1'], o['4.C.2']);
  if (type === 'bad') return 'wrong-unit-type';
  // Nationality matters only for a foreign unit (an unmarked own unit is simply right).
  const foreign = unit.power !== giver;
  const written = spec.power === null && !foreign ? unit.power : spec.power;
  const nation = designation(written, unit.power, o['4.C.5'], o['4.C.6']);
  if (nation === 'bad') return 'foreign-unit';
  return type === 'sloppy' || nation === 'sloppy' ? 'sloppy' : 'ok';
}

export function checkMovementOrder(board: Board, u: number, order: Order, giver: string, rules: EngineRules): Verdict {
  const spec = (order as { unit?: UnitSpec }).unit;
  if (spec === undefined) return no('wrong-phase');
  const own = ownDesignation(board, u, spec, rules);
  if (own !== 'ok' && own !== 'sloppy') return no(own);
  let v: Verdict;
  switch (order.kind) {
    case 'hold':
      v = LEGAL;
      break;
    case 'move':
      v = checkMove(board, u, order.to, order.coast, order.path, rules);
      if (!v.legal) v = allowDoomed(v, board, order.to, order.coast, rules);
      break;
    case 'support':
      v = checkSupport(board, u, order.target, order.to, giver, rules);
      break;
    case 'convoy':
      v = checkConvoy(board, u, order.army, order.to, giver, rules);
      break;
    default:
      return no('wrong-phase');
  }
  if (v.legal && own === 'sloppy') return { ...v, sloppy: true };
  return v;
}

/** The reasons a move is impossible that still leave it a move under 4.E.1 b: it names places on the map. */
const ON_THE_MAP: readonly IllegalReason[] = ['army-to-sea', 'fleet-to-land', 'not-adjacent', 'cannot-reach', 'same-province', 'coast-needed', 'no-such-coast'];

/**
 * 4.E.1 a/b: a move in the form of a move is a move, even one that can never succeed (it then cannot
 * be supported to hold). a: even to a place on no map; b: only when every place it names is on the
 * map, so `F con - bul` without a coast (6.D.30) is a move, while `F gas - bre/sc` names a coast
 * Brest does not have and is not. c and d: an order that can never be valid is illegal.
 */
function allowDoomed(v: Verdict, board: Board, to: string, coast: Coast | null, rules: EngineRules): Verdict {
  if (v.legal) return v;
  const legality = rules.options['4.E.1'];
  if (legality !== 'any-format' && legality !== 'known-places') return v;
  const doomed: Verdict = { legal: true, coast: null, sloppy: false, doomed: v.reason };
  if (legality === 'any-format') return v.reason === 'unknown-place' || ON_THE_MAP.includes(v.reason) ? doomed : v;
  if (!ON_THE_MAP.includes(v.reason)) return v;
  return v.reason === 'no-such-coast' && !placeExists(board, to, coast) ? v : doomed;
}

/** Whether `to` (with its coast, when one is written) is a place on the map: `spa/sc` is, `bre/sc` is not. */
function placeExists(board: Board, to: string, coast: Coast | null): boolean {
  const t = lookup(board.geo.provinces, to);
  return t >= 0 && (coast === null || board.geo.map.provinces[t].coasts.includes(coast));
}

function checkMove(board: Board, u: number, to: string, coast: Coast | null, path: string[] | null, rules: EngineRules): Verdict {
  const geo = board.geo;
  const unit = board.units[u];
  const from = board.prov[u];
  const t = lookup(geo.provinces, to);
  board.scratch.checkedDest = t;
  if (t < 0) return no('unknown-place');
  if (t === from) return no('same-province');
  if (coast !== null && !geo.map.provinces[t].coasts.includes(coast) && rules.options['4.B.6'] === 'fails') return no('no-such-coast');
  if (unit.type === 'A') {
    if (coast !== null && rules.options['4.B.6'] === 'fails') return no('no-such-coast');
    if (geo.kind[t] === SEA) return no('army-to-sea');
    if (canReach(geo, 'A', from, null, t)) return LEGAL;
    if (rules.pathSpec !== 'ignored' && path && !pathPossible(board, from, t, path)) return no('cannot-reach');
    return convoyRouteExists(board, from, t, rules) ? LEGAL : no('cannot-reach');
  }
  if (geo.kind[t] === LAND) return no('fleet-to-land');
  if (!canReach(geo, 'F', from, unit.coast, t)) return no('not-adjacent');
  if (!geo.split[t]) return LEGAL;
  return fleetCoast(board, u, t, coast, rules);
}

/**
 * 4.E.1 d: a convoyed move is legal only when fleets stand on some route now; c: when the map has one.
 * Apart from checkMove because its closure over the board would cost checkMove a context every call.
 */
function convoyRouteExists(board: Board, from: number, to: number, rules: EngineRules): boolean {
  // No route touches an inland province: most such moves are settled without a search.
  if (board.geo.shoreSeas[from].length === 0 || board.geo.shoreSeas[to].length === 0) return false;
  return fleetPathExists(board, from, to, seaTest(rules));
}

/** The seas a route may use in a legality check: any (4.E.1 a-c), or only seas with a fleet now (d). */
function seaTest(rules: EngineRules): SeaTest {
  const legality = rules.options['4.E.1'];
  return legality === 'possible-now' || legality === 'possible-now-needed' ? SEA_WITH_FLEET : ANY_SEA;
}

/** A fleet's move to coast c, legal. */
function legalTo(c: Coast | null): Verdict {
  return { legal: true, coast: c, sloppy: false, doomed: null };
}

/** The coast a fleet moves to in a split-coast province (4.B.1-4.B.3). */
function fleetCoast(board: Board, u: number, t: number, coast: Coast | null, rules: EngineRules): Verdict {
  const geo = board.geo;
  const reach = geo.coastsTo(geo.locOf(board.prov[u], board.units[u].coast), t);
  const all = geo.map.provinces[t].coasts;
  const known = coast !== null && all.includes(coast);
  if (known && reach.includes(coast)) return legalTo(coast);
  if (known) {
    // 4.B.3: a coast that exists but cannot be reached.
    return rules.options['4.B.3'] === 'use-possible-coast' && reach.length === 1 ? legalTo(reach[0]) : no('cannot-reach');
  }
  const defaultCoast = all[0];
  if (reach.length === 1) {
    const rule = rules.options['4.B.2'];
    if (rule === 'only-possible-coast') return legalTo(reach[0]);
    if (rule === 'default-coast') return reach.includes(defaultCoast) ? legalTo(defaultCoast) : no('cannot-reach');
    return no('coast-needed');
  }
  return rules.options['4.B.1'] === 'default-coast' ? legalTo(defaultCoast) : no('coast-needed');
}

/** A written convoy path (4.A.6) names seas, each with a fleet, forming a chain from origin to target. */
function pathPossible(board: Board, from: number, to: number, path: string[]): boolean {
  const geo = board.geo;
  let prev = from;
  for (let k = 0; k < path.length; k++) {
    const s = lookup(geo.provinces, path[k]);
    if (s < 0 || geo.kind[s] !== SEA || !SEA_WITH_FLEET(s, board)) return false;
    if (k === 0 ? !canReach(geo, 'F', s, null, prev) : !geo.seaAdj[prev * geo.n + s]) return false;
    prev = s;
  }
  return canReach(geo, 'F', prev, null, to);
}

function checkSupport(board: Board, u: number, target: UnitSpec, to: string | null, giver: string, rules: EngineRules): Verdict {
  const geo = board.geo;
  const unit = board.units[u];
  const tp = lookup(geo.provinces, target.province);
  const j = tp < 0 ? -1 : board.unitAt[tp];
  if (j < 0) return no('no-unit');
  if (j === u) return no('support-self');
  const named = targetDesignation(board, j, target, giver, rules);
  if (named !== 'ok' && named !== 'sloppy') return no(named);
  const reach = to === null ? tp : lookup(geo.provinces, to);
  if (reach < 0 || !canReach(geo, unit.type, board.prov[u], unit.coast, reach)) return no('cannot-reach');
  if (to !== null && validOnly(rules)) {
    const why = supportedMoveImpossible(board, u, j, reach, rules);
    if (why !== null) return no(why);
  }
  board.scratch.checkedRef = j;
  board.scratch.checkedDest = to === null ? -1 : reach;
  return named === 'sloppy' ? { ...LEGAL, sloppy: true } : LEGAL;
}

/** 4.E.1 c/d (and v3.0's d): only an order that could be valid is legal; a and b also let orders that never can be stand. */
function validOnly(rules: EngineRules): boolean {
  const legality = rules.options['4.E.1'];
  return legality === 'possible-on-map' || legality === 'possible-now' || legality === 'possible-now-needed';
}

/**
 * 4.E.1 c/d: a support of a move is legal only if it could be valid together with a legal order of the
 * supported unit (DATC v3.0 4.E.1), so that unit must be able to make the move: overland, as a fleet,
 * or by a convoy route (c: any seas of the map; d: seas with a fleet now) that does not run through
 * the supporting fleet, which cannot convoy and support at once (6.D.31). Null when it could.
 */
function supportedMoveImpossible(board: Board, u: number, j: number, to: number, rules: EngineRules): IllegalReason | null {
  const geo = board.geo;
  const from = board.prov[j];
  if (from === to) return 'supported-cannot-reach';
  if (board.fleet[j]) return geo.kind[to] !== LAND && canReach(geo, 'F', from, board.units[j].coast, to) ? null : 'supported-cannot-reach';
  if (geo.kind[to] === SEA) return 'supported-cannot-reach';
  if (canReach(geo, 'A', from, null, to)) return null;
  const sea = seaTest(rules);
  if (!fleetPathExists(board, from, to, sea)) return 'supported-cannot-reach';
  return fleetPathExists(board, from, to, seaBesides(sea, board.prov[u])) ? null : 'supporter-on-route';
}

/** The seas `sea` accepts, but not the supporter's own (a closure, made only for supports of convoyed moves). */
function seaBesides(sea: SeaTest, own: number): SeaTest {
  return (s, board) => s !== own && sea(s, board);
}

function checkConvoy(board: Board, u: number, army: UnitSpec, to: string, giver: string, rules: EngineRules): Verdict {
  const geo = board.geo;
  const p = board.prov[u];
  if (board.units[u].type !== 'F') return no('army-cannot-convoy');
  if (geo.kind[p] !== SEA) return no('fleet-not-at-sea');
  const a = lookup(geo.provinces, army.province);
  const t = lookup(geo.provinces, to);
  const j = a < 0 ? -1 : board.unitAt[a];
  if (j < 0 || t < 0) return no('no-unit');
  if (board.fleet[j]) return no('convoy-fleet');
  const named = targetDesignation(board, j, army, giver, rules);
  if (named !== 'ok' && named !== 'sloppy') return no(named);
  if (a === t) return no('same-province');
  if (geo.kind[t] === SEA) return no('army-to-sea');
  // The fleet must lie on a chain of fleets that could carry the army (4.E.1 c/a/b: on the map).
  const ok = seaTest(rules);
  const onRoute = fleetPathExists(board, a, p, ok, false, true) && fleetPathExists(board, p, t, ok, true, false);
  if (!onRoute) return no('not-on-route');
  // DATC v3.0: the fleet must also be needed by some route, not merely lie on one.
  if (rules.options['4.E.1'] === 'possible-now-needed' && !fleetNeededOnRoute(board, a, p, t)) return no('not-on-route');
  board.scratch.checkedRef = j;
  board.scratch.checkedDest = t;
  return named === 'sloppy' ? { ...LEGAL, sloppy: true } : LEGAL;
}
