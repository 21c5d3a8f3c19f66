// A move (`A par - bur`, `A lon - bel via convoy`): every rule of this order kind, in the order an
// adjudication meets them. Read by engine/orders/move.ts; here:
// - checked: legality of the move itself (4.B.1-4.B.6 coasts, 4.E.1 a-d what counts as legal);
// - accepted: its fields on the workspace;
// - linked: whether an army goes by convoy (4.A.3 a-e, 4.A.6), and the 4.A.3 c swap settled once its
//   convoy's fate is known;
// - decided: the MOVE decision (DATC 5.B.1), over the strengths of decisions.ts;
// - explained: its strengths and why it failed (bounce, held, beaten, own unit, no path, paradox).
import type { Coast, IllegalReason, Order, OrderResult, Strengths, UnitRef } from '../types';
import { ANY_SEA, SEA_WITH_FLEET, fleetPathExists, legalitySeas } from './convoyPaths';
import { type Decide, type Decided, FINAL, attackStrength, defendStrength, holdStrength, path, preventStrength } from './decisions';
import type { EngineRules } from './engineRules';
import { LAND, SEA, canReach } from './geo';
import { lookup } from './names';
import { NO_UNITS, fail } from './results';
import { LEGAL, type LegalVerdict, type Verdict, no } from './verdict';
import { MOVE, type Workspace } from './workspace';

type MoveOrder = Extract<Order, { kind: 'move' }>;

// ---- Checked ----

/** Whether unit u may make this move (4.E.1 a/b also let some impossible moves stand, doomed). */
export function checkMove(board: Workspace, u: number, order: MoveOrder, rules: EngineRules): Verdict {
  const v = checkReach(board, u, order.to, order.coast, order.path, rules);
  return v.legal ? v : allowDoomed(v, board, order.to, order.coast, rules);
}

/** The reasons a move is impossible that still leave it a move under 4.E.1 b: it names places on the map. */
const ON_THE_MAP: readonly IllegalReason[] = ['army-to-sea', 'fleet-to-land', 'not-adjacent', 'cannot-reach', 'same-province', 'coast-needed', 'no-such-coast'];

/**
 * 4.E.1 a/b: a move in the form of a move is a move, even one that can never succeed (it then cannot
 * be supported to hold). a: even to a place on no map; b: only when every place it names is on the
 * map, so `F con - bul` without a coast (6.D.30) is a move, while `F gas - bre/sc` names a coast
 * Brest does not have and is not. c and d: an order that can never be valid is illegal.
 */
function allowDoomed(v: Verdict, board: Workspace, to: string, coast: Coast | null, rules: EngineRules): Verdict {
  if (v.legal) return v;
  const legality = rules.options['4.E.1'];
  if (legality !== 'any-format' && legality !== 'known-places') return v;
  const doomed: Verdict = { legal: true, coast: null, sloppy: false, doomed: v.reason };
  if (legality === 'any-format') return v.reason === 'unknown-place' || ON_THE_MAP.includes(v.reason) ? doomed : v;
  if (!ON_THE_MAP.includes(v.reason)) return v;
  return v.reason === 'no-such-coast' && !placeExists(board, to, coast) ? v : doomed;
}

/** Whether `to` (with its coast, when one is written) is a place on the map: `spa/sc` is, `bre/sc` is not. */
function placeExists(board: Workspace, to: string, coast: Coast | null): boolean {
  const t = lookup(board.geo.provinces, to);
  return t >= 0 && (coast === null || board.geo.map.provinces[t].coasts.includes(coast));
}

function checkReach(board: Workspace, u: number, to: string, coast: Coast | null, path: string[] | null, rules: EngineRules): Verdict {
  const geo = board.geo;
  const unit = board.units[u];
  const from = board.prov[u];
  const t = lookup(geo.provinces, to);
  board.noteTarget(t, -1);
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
 * Apart from checkReach because its closure over the board would cost checkReach a context every call.
 */
function convoyRouteExists(board: Workspace, from: number, to: number, rules: EngineRules): boolean {
  // No route touches an inland province: most such moves are settled without a search.
  if (board.geo.shoreSeas[from].length === 0 || board.geo.shoreSeas[to].length === 0) return false;
  return fleetPathExists(board, from, to, legalitySeas(rules));
}

/** A fleet's move to coast c, legal. */
function legalTo(c: Coast | null): Verdict {
  return { legal: true, coast: c, sloppy: false, doomed: null };
}

/** The coast a fleet moves to in a split-coast province (4.B.1-4.B.3). */
function fleetCoast(board: Workspace, u: number, t: number, coast: Coast | null, rules: EngineRules): Verdict {
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
function pathPossible(board: Workspace, from: number, to: number, path: string[]): boolean {
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

// ---- Accepted ----

/** Unit u moves by order i; a doomed move (4.E.1 a-c) gets its reason now, its failure when explained. */
export function acceptMove(board: Workspace, u: number, i: number, order: MoveOrder, verdict: LegalVerdict): void {
  if (verdict.doomed) board.results[i].reason = verdict.doomed;
  const seas = order.path ? order.path.map((sea) => lookup(board.geo.provinces, sea)).filter((sea) => sea >= 0) : null;
  board.acceptMove(u, i, board.fleet[u] ? verdict.coast : null, order.viaConvoy, verdict.doomed !== null, seas);
}

// ---- Linked ----

/** Whether army u goes by convoy (4.A.3; 4.A.6 c: without a written path a convoy cannot start). */
export function linkMoveRoute(board: Workspace, u: number, rules: EngineRules): void {
  const geo = board.geo;
  const from = board.prov[u];
  const to = board.dest[u];
  const adjacent = geo.armyAdj[from * geo.n + to] === 1;
  if (rules.pathSpec === 'required' && !board.pathSeas[u]) board.dropConvoyFleets(u);
  if (!adjacent) {
    board.setByConvoy(u, true);
    return;
  }
  const possible = board.convoyFleets[u].length > 0 && convoyPossible(board, u, from, to);
  const o = board.unitAt[to];
  const opposite = o >= 0 && board.kind[o] === MOVE && board.dest[o] === from && !board.doomed[o];
  switch (rules.adjacentConvoy) {
    case 'a':
      return board.setByConvoy(u, possible);
    case 'b':
      return board.setByConvoy(u, possible && opposite);
    case 'c':
      // Decided after the convoys are adjudicated (settleSwaps): overland until then.
      return board.setSwapPending(u, possible && opposite);
    case 'e':
      return board.setByConvoy(u, board.viaWritten[u] === 1);
    case 'd':
      return board.setByConvoy(u, possible && (board.viaWritten[u] === 1 || ownFleetShowsIntent(board, u, from, to)));
    case 'v3':
      // DATC v3.0: intent alone decides; without a convoy that works the move fails, no land fallback.
      return board.setByConvoy(u, board.viaWritten[u] === 1 || ownFleetShowsIntent(board, u, from, to));
  }
}

/** Whether army u's convoying fleets form a route (apart, so armies without any skip the closure). */
function convoyPossible(board: Workspace, u: number, from: number, to: number): boolean {
  const fleets = board.convoyFleets[u];
  const onFleets = (s: number): boolean => {
    const f = board.unitAt[s];
    return f >= 0 && fleets.includes(f);
  };
  return fleetPathExists(board, from, to, onFleets);
}

/** 4.A.3 d and v3.0: an own fleet ordered to convoy, lying on a route the map allows at all (6.G.6, not 6.G.7). */
function ownFleetShowsIntent(board: Workspace, u: number, from: number, to: number): boolean {
  return board.convoyFleets[u].some((f) => {
    if (board.power[f] !== board.power[u]) return false;
    const s = board.prov[f];
    return fleetPathExists(board, from, s, ANY_SEA, false, true) && fleetPathExists(board, s, to, ANY_SEA, true, false);
  });
}

/**
 * 4.A.3 c: an army meeting a unit moving the other way goes by convoy only when its convoy
 * succeeds. The opposing pair disturbs nothing else, so the convoys' fate is read from a first
 * resolution made overland (`d`); armies whose route held then go by convoy, and the head-to-head
 * pairs are linked again. True when some army changed its route: the board must be resolved again.
 * An army left over land keeps swapPending: its convoy was matched and failed (explainConvoy).
 */
export function settleSwaps(d: Decide): boolean {
  const b = d.b;
  let changed = false;
  for (let u = 0; u < b.n; u++) {
    if (b.kind[u] !== MOVE || !b.swapPending[u]) continue;
    const fleets = b.convoyFleets[u];
    const intact = (sea: number): boolean => fleets.includes(b.unitAt[sea]) && d.resolve(b.unitAt[sea], FINAL);
    if (fleetPathExists(b, b.prov[u], b.dest[u], intact)) {
      b.setByConvoy(u, true);
      b.setSwapPending(u, false);
      changed = true;
    }
    // Left set otherwise: over land because the convoy failed, whose orders then fail, not go void (convoy.ts).
  }
  if (changed) b.linkHeadToHead();
  return changed;
}

// ---- Decided ----

/** 5.B.1 MOVE: the attack beats the target's hold (or, head to head, defend) strength and every rival's prevent strength. */
export function moveDecision(d: Decide, u: number, hi: boolean): boolean {
  const b = d.b;
  if (b.doomed[u]) return false;
  const attack = attackStrength(d, u, hi);
  if (attack === 0) return false;
  const j = b.h2h[u];
  if (j >= 0) {
    if (attack <= defendStrength(d, j, !hi)) return false;
  } else if (attack <= holdStrength(d, b.dest[u], !hi)) return false;
  const t = b.dest[u];
  for (let k = b.attackFrom[t]; k < b.attackFrom[t + 1]; k++) {
    const a = b.attackList[k];
    if (a !== u && attack <= preventStrength(d, a, !hi)) return false;
  }
  return true;
}

// ---- Explained ----
// The lists below are built in one pass rather than by filter and map: explanation runs for every
// order of every phase, and the intermediate arrays were a good part of its garbage. Each starts as a
// one-element literal: an empty array's first push reserves room for 17 elements, and most of these
// lists hold one or two.

export function explainMove(r: Decided, u: number, res: OrderResult): void {
  const b = r.b;
  if (b.doomed[u]) {
    // 4.E.1 a-c: a move that counts as a move but cannot succeed; the reason was set when accepted.
    res.outcome = 'fails';
    return;
  }
  const j = b.unitAt[b.dest[u]];
  const strengths = moveStrengths(r, u);
  res.strengths = strengths;
  if (r.resolve(u, FINAL)) return;
  if (!path(r, u, FINAL)) return explainNoPath(r, u, res);
  if (r.byParadox(u)) return fail(res, 'paradox', []);
  const attack = strengths.attack!;
  if (attack === 0 && j >= 0) return fail(res, 'own-unit', [b.refOf(j)]);
  if (b.h2h[u] >= 0 && attack <= strengths.defend!) return fail(res, 'beaten', [b.refOf(b.h2h[u])]);
  if (b.h2h[u] < 0 && j >= 0 && attack <= strengths.hold!) return fail(res, 'held', [b.refOf(j)]);
  fail(res, 'bounce', bouncersOf(strengths.prevent, attack));
}

/** The supports counted; most moves have none, and share one empty list. */
function supportersGiven(r: Decided, u: number, excludePower: number): UnitRef[] {
  const b = r.b;
  let given: UnitRef[] | undefined;
  for (const s of b.supporters[u]) {
    if (b.power[s] !== excludePower && r.resolve(s, FINAL)) {
      if (given === undefined) given = [b.refOf(s)];
      else given.push(b.refOf(s));
    }
  }
  return given ?? NO_UNITS;
}

function rivalsOf(r: Decided, u: number, t: number): Strengths['prevent'] {
  const b = r.b;
  let rivals: Strengths['prevent'];
  for (let k = b.attackFrom[t]; k < b.attackFrom[t + 1]; k++) {
    const a = b.attackList[k];
    if (a === u) continue;
    const rival = { unit: b.refOf(a), strength: preventStrength(r, a, FINAL) };
    if (rivals === undefined) rivals = [rival];
    else rivals.push(rival);
  }
  return rivals;
}

/** A move's strengths, each case built whole: one shape per case, no property added afterwards. */
function moveStrengths(r: Decided, u: number): Strengths {
  const b = r.b;
  const t = b.dest[u];
  const j = b.unitAt[t];
  const targetStays = j >= 0 && !(b.kind[j] === MOVE && b.h2h[u] !== j && r.resolve(j, FINAL));
  const supportedBy = supportersGiven(r, u, targetStays ? b.power[j] : -1);
  // 5.B.4 from the supports just listed, rather than counted a second time.
  const attack = !path(r, u, FINAL) || (targetStays && b.power[j] === b.power[u]) ? 0 : 1 + supportedBy.length;
  if (b.h2h[u] >= 0) {
    const defend = defendStrength(r, b.h2h[u], FINAL);
    const prevent = rivalsOf(r, u, t);
    return prevent ? { attack, supportedBy, defend, prevent } : { attack, supportedBy, defend };
  }
  const hold = holdStrength(r, t, FINAL);
  const prevent = rivalsOf(r, u, t);
  return prevent ? { attack, supportedBy, hold, prevent } : { attack, supportedBy, hold };
}

/** The rivals whose prevent strength stopped an attack of strength `attack`. */
function bouncersOf(prevent: Strengths['prevent'], attack: number): UnitRef[] {
  if (prevent === undefined) return NO_UNITS;
  let bouncers: UnitRef[] | undefined;
  for (const p of prevent) {
    if (p.strength < attack) continue;
    if (bouncers === undefined) bouncers = [p.unit];
    else bouncers.push(p.unit);
  }
  return bouncers ?? NO_UNITS;
}

/**
 * A move by convoy with no route: a paradox, no convoy at all, or convoys disrupted. Apart from
 * explainMove: these closures over the resolver would cost every call of it a context.
 */
function explainNoPath(r: Decided, u: number, res: OrderResult): void {
  const b = r.b;
  const fleets = b.convoyFleets[u];
  if (fleets.some((f) => r.byParadox(f)))
    return fail(
      res,
      'paradox',
      fleets.filter((f) => r.byParadox(f)).map((f) => b.refOf(f)),
    );
  if (fleets.length === 0) return fail(res, 'no-path', []);
  return fail(
    res,
    'convoy-disrupted',
    fleets.filter((f) => !r.resolve(f, FINAL)).map((f) => b.refOf(f)),
  );
}
