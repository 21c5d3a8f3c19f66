// A support (`A mun S A bur - par`, `F nth S F lon`): every rule of this order kind, in the order an
// adjudication meets them. Read by engine/orders/support.ts; here:
// - checked: the supported unit exists and is named well enough (4.C), the supporter reaches the
//   place (4.E.1 c/d: the supported move must be possible);
// - accepted: its fields on the workspace;
// - linked: whether it matches what the supported unit does (hold or that move; 4.B.4 coasts,
//   4.D.9 civil disorder);
// - decided: the SUPPORT decision (DATC 5.B.2), with the one rule of when an attack cuts it (`cuts`);
// - explained: void (matches nothing), cut (by whom), or dislodged.
import type { IllegalReason, Order, OrderResult, UnitRef } from '../types';
import { type SeaTest, fleetPathExists, legalitySeas } from './convoyPaths';
import { type Decide, type Decided, FINAL, dislodger, path } from './decisions';
import type { EngineRules } from './engineRules';
import { LAND, SEA, canReach } from './geo';
import { lookup } from './names';
import { NO_UNITS, fail, voided } from './results';
import { LEGAL, type Verdict, no, sloppy, targetDesignation, validOnly } from './verdict';
import { CONVOY, MOVE, type Workspace } from './workspace';

type SupportOrder = Extract<Order, { kind: 'support' }>;

// ---- Checked ----

/** Whether unit u may give this support; notes the supported unit and the province supported into. */
export function checkSupport(board: Workspace, u: number, order: SupportOrder, giver: string, rules: EngineRules): Verdict {
  const { target, to } = order;
  const geo = board.geo;
  const unit = board.units[u];
  const tp = lookup(geo.provinces, target.province);
  const j = tp < 0 ? -1 : board.unitAt[tp];
  if (j < 0) return no('no-unit');
  if (j === u) return no('support-self');
  const named = targetDesignation(board.units[j], target, giver, rules);
  if (named !== 'ok' && named !== 'sloppy') return no(named);
  const reach = to === null ? tp : lookup(geo.provinces, to);
  if (reach < 0 || !canReach(geo, unit.type, board.prov[u], unit.coast, reach)) return no('cannot-reach');
  if (to !== null && validOnly(rules)) {
    const why = supportedMoveImpossible(board, u, j, reach, rules);
    if (why !== null) return no(why);
  }
  board.noteTarget(to === null ? -1 : reach, j);
  return named === 'sloppy' ? sloppy(LEGAL) : LEGAL;
}

/**
 * 4.E.1 c/d: a support of a move is legal only if it could be valid together with a legal order of the
 * supported unit (DATC v3.0 4.E.1), so that unit must be able to make the move: overland, as a fleet,
 * or by a convoy route (c: any seas of the map; d: seas with a fleet now) that does not run through
 * the supporting fleet, which cannot convoy and support at once (6.D.31). Null when it could.
 */
function supportedMoveImpossible(board: Workspace, u: number, j: number, to: number, rules: EngineRules): IllegalReason | null {
  const geo = board.geo;
  const from = board.prov[j];
  if (from === to) return 'supported-cannot-reach';
  if (board.fleet[j]) return geo.kind[to] !== LAND && canReach(geo, 'F', from, board.units[j].coast, to) ? null : 'supported-cannot-reach';
  if (geo.kind[to] === SEA) return 'supported-cannot-reach';
  if (canReach(geo, 'A', from, null, to)) return null;
  const sea = legalitySeas(rules);
  if (!fleetPathExists(board, from, to, sea)) return 'supported-cannot-reach';
  return fleetPathExists(board, from, to, seaBesides(sea, board.prov[u])) ? null : 'supporter-on-route';
}

/** The seas `sea` accepts, but not the supporter's own (a closure, made only for supports of convoyed moves). */
function seaBesides(sea: SeaTest, own: number): SeaTest {
  return (s, board) => s !== own && sea(s, board);
}

// ---- Accepted ----

export function acceptSupport(board: Workspace, u: number, i: number, order: SupportOrder): void {
  board.acceptSupport(u, i, order.coast);
}

// ---- Linked ----

/** Support s is counted for the unit it names when it matches what that unit does. */
export function linkSupport(board: Workspace, s: number, rules: EngineRules): void {
  const j = board.ref[s];
  if (supportMatches(board, s, j, rules)) board.addSupporter(j, s);
}

function supportMatches(board: Workspace, s: number, j: number, rules: EngineRules): boolean {
  const d = board.dest[s];
  if (d < 0) {
    if (board.kind[j] === MOVE) return false;
    // 4.D.9 a: a unit of a power in civil disorder receives no hold support.
    return !(rules.options['4.D.9'] === 'fails' && board.civilDisorder[board.power[j]]);
  }
  if (board.kind[j] !== MOVE || board.dest[j] !== d || board.doomed[j]) return false;
  if (!board.geo.split[d] || !board.fleet[j]) return true;
  return supportCoastMatches(board, s, j, rules);
}

/** 4.B.4: the coast in a support of a fleet's move to a split-coast province. */
function supportCoastMatches(board: Workspace, s: number, j: number, rules: EngineRules): boolean {
  const written = board.destCoast[s];
  const moving = board.destCoast[j];
  const geo = board.geo;
  const d = board.dest[j];
  switch (rules.options['4.B.4']) {
    case 'ignored':
      return true;
    case 'optional-must-match':
      return written === null || written === moving;
    case 'required':
      return written === moving;
    case 'default-coast':
      return (written ?? geo.map.provinces[d].coasts[0]) === moving;
    case 'same-power-or-one-coast': {
      if (written !== null) return written === moving;
      const reach = geo.coastsTo(geo.locOf(board.prov[j], board.units[j].coast), d);
      return board.power[s] === board.power[j] || reach.length === 1;
    }
  }
}

// ---- Decided ----

/**
 * Whether the attack of unit a on support s cuts it: the cut rule, whole and in one place (DATC 5.B.2
 * and the options that qualify it). `hi` asks for the most cutting value while decisions are open.
 * An attack (a move into the supporter's province; attackList lists only moves that count) cuts
 * unless one of these holds:
 * 1. it is made by the supporter's own power (5.B.2: a power never cuts its own support);
 * 2. it comes from the province the support is directed into (4.A.4 a, the default: the target
 *    cannot cut the support of an attack on itself), unless the attacker comes by convoy and 4.A.4 b
 *    is chosen;
 * 3. it comes by convoy, and the 4.A.2 paradox rule in force spares this support (1971, 1982, 2000;
 *    see paradoxRuleSparesSupport);
 * 4. it has no path: an army by convoy whose convoy fails never arrives to cut (5.B.8 PATH).
 * Being dislodged is not a cut: supportDecision checks it apart, and only the attack from the
 * supported move's target can dislodge without cutting.
 */
export function cuts(d: Decide, a: number, s: number, hi: boolean): boolean {
  const b = d.b;
  if (b.power[a] === b.power[s]) return false;
  if (b.dest[s] >= 0 && b.prov[a] === b.dest[s] && !(b.byConvoy[a] && d.rules.convoyCutsOwnAttackSupport)) return false;
  if (b.byConvoy[a] && paradoxRuleSparesSupport(d, a, s)) return false;
  return path(d, a, hi);
}

/**
 * 4.A.2 a-c: the rulebooks' paradox rules, as exceptions to cutting support by a convoyed army.
 * 1971: not a fleet's support of a fleet attacking one of the convoying fleets.
 * 1982: not a support of an action in a sea where a fleet is ordered to convoy.
 * 2000: not a support of an attack on a fleet the convoy cannot do without.
 */
function paradoxRuleSparesSupport(d: Decide, a: number, s: number): boolean {
  const b = d.b;
  const rule = d.rules.paradox;
  if (rule !== '1971' && rule !== '1982' && rule !== '2000') return false;
  const j = b.ref[s];
  const into = b.dest[s] >= 0 ? b.dest[s] : b.prov[j];
  const there = b.unitAt[into];
  if (rule === '1982') return b.geo.kind[into] === SEA && there >= 0 && b.kind[there] === CONVOY;
  if (b.dest[s] < 0 || there < 0 || !b.convoyFleets[a].includes(there)) return false;
  if (rule === '1971') return b.fleet[s] === 1 && b.fleet[j] === 1;
  const fleets = b.convoyFleets[a];
  const without = (sea: number): boolean => sea !== into && fleets.includes(b.unitAt[sea]);
  return !fleetPathExists(b, b.prov[a], b.dest[a], without);
}

/** 5.B.2 SUPPORT: given unless cut by an attack or dislodged. */
export function supportDecision(d: Decide, s: number, hi: boolean): boolean {
  const b = d.b;
  const from = b.dest[s];
  const first = b.attackFrom[b.prov[s]];
  const end = b.attackFrom[b.prov[s] + 1];
  for (let k = first; k < end; k++) if (cuts(d, b.attackList[k], s, !hi)) return false;
  // Only an attack from the supported move's target can dislodge without already cutting.
  if (from >= 0) {
    for (let k = first; k < end; k++) {
      const a = b.attackList[k];
      if (b.prov[a] === from && d.resolve(a, !hi)) return false;
    }
  }
  return true;
}

// ---- Explained ----

export function explainSupport(r: Decided, s: number, res: OrderResult): void {
  const b = r.b;
  if (!b.supporters[b.ref[s]].includes(s)) return voided(res);
  if (r.resolve(s, FINAL)) return;
  const cutters = cuttersOf(r, s);
  if (cutters.length) return fail(res, 'cut', cutters);
  const d = dislodger(r, s, FINAL);
  fail(res, 'dislodged', d >= 0 ? [b.refOf(d)] : []);
}

/** The units whose attacks cut support s (one pass, one-element literal first: see move.ts). */
function cuttersOf(r: Decided, s: number): UnitRef[] {
  const b = r.b;
  let cutters: UnitRef[] | undefined;
  for (let k = b.attackFrom[b.prov[s]]; k < b.attackFrom[b.prov[s] + 1]; k++) {
    const a = b.attackList[k];
    if (!cuts(r, a, s, FINAL)) continue;
    if (cutters === undefined) cutters = [b.refOf(a)];
    else cutters.push(b.refOf(a));
  }
  return cutters ?? NO_UNITS;
}
