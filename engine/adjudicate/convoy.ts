// A convoy (`F nth C A lon - nwy`): every rule of this order kind, in the order an adjudication meets
// them. Read by engine/orders/convoy.ts; here:
// - checked: a fleet at sea, an army named well enough (4.C), the fleet on a route that could carry
//   it (4.E.1; v3.0: needed by a route, convoyNeeded.ts);
// - accepted: its fields on the workspace;
// - linked: the fleet counts for the army when the army's move matches (and lies on its written
//   path, 4.A.6); whether the army then goes by convoy is the move's rule (move.ts, 4.A.3);
// - decided: the CONVOY decision (effective while not dislodged; DATC 5.B.3), and the army's PATH
//   over the effective fleets (decisions.ts, 4.A.1); a convoy paradox goes to paradox.ts (4.A.2);
// - explained: void (matches no convoyed move), paradox, or dislodged.
import type { Order, OrderResult } from '../types';
import { fleetPathExists, legalitySeas } from './convoyPaths';
import { fleetNeededOnRoute } from './convoyNeeded';
import { type Decide, type Decided, FINAL, dislodger } from './decisions';
import type { EngineRules } from './engineRules';
import { SEA } from './geo';
import { lookup } from './names';
import { fail, voided } from './results';
import { LEGAL, type Verdict, no, sloppy, targetDesignation } from './verdict';
import { MOVE, type Workspace } from './workspace';

type ConvoyOrder = Extract<Order, { kind: 'convoy' }>;

// ---- Checked ----

/** Whether fleet u may convoy this army there; notes the army and its destination. */
export function checkConvoy(board: Workspace, u: number, order: ConvoyOrder, giver: string, rules: EngineRules): Verdict {
  const { army, to } = order;
  const geo = board.geo;
  const p = board.prov[u];
  if (board.units[u].type !== 'F') return no('army-cannot-convoy');
  if (geo.kind[p] !== SEA) return no('fleet-not-at-sea');
  const a = lookup(geo.provinces, army.province);
  const t = lookup(geo.provinces, to);
  const j = a < 0 ? -1 : board.unitAt[a];
  if (j < 0 || t < 0) return no('no-unit');
  if (board.fleet[j]) return no('convoy-fleet');
  const named = targetDesignation(board.units[j], army, giver, rules);
  if (named !== 'ok' && named !== 'sloppy') return no(named);
  if (a === t) return no('same-province');
  if (geo.kind[t] === SEA) return no('army-to-sea');
  // The fleet must lie on a chain of fleets that could carry the army (4.E.1 c/a/b: on the map).
  const ok = legalitySeas(rules);
  const onRoute = fleetPathExists(board, a, p, ok, false, true) && fleetPathExists(board, p, t, ok, true, false);
  if (!onRoute) return no('not-on-route');
  // DATC v3.0: the fleet must also be needed by some route, not merely lie on one.
  if (rules.options['4.E.1'] === 'possible-now-needed' && !fleetNeededOnRoute(board, a, p, t)) return no('not-on-route');
  board.noteTarget(t, j);
  return named === 'sloppy' ? sloppy(LEGAL) : LEGAL;
}

// ---- Accepted ----

export function acceptConvoy(board: Workspace, u: number, i: number): void {
  board.acceptConvoy(u, i);
}

// ---- Linked ----

/** Fleet f counts for the army it names when the army moves where the convoy says (and 4.A.6 allows the sea). */
export function linkConvoy(board: Workspace, f: number, rules: EngineRules): void {
  const a = board.ref[f];
  if (board.kind[a] === MOVE && board.dest[a] === board.dest[f] && !board.doomed[a] && onWrittenPath(board, a, f, rules)) board.addConvoyFleet(a, f);
}

/** 4.A.6 b/c: a written path restricts the route to its seas. */
function onWrittenPath(board: Workspace, a: number, f: number, rules: EngineRules): boolean {
  const path = board.pathSeas[a];
  if (rules.pathSpec === 'ignored' || !path) return true;
  return path.includes(board.prov[f]);
}

// ---- Decided ----

/** A convoying fleet is effective while it is not dislodged. */
export function convoyDecision(d: Decide, f: number, hi: boolean): boolean {
  return dislodger(d, f, !hi) < 0;
}

// ---- Explained ----

export function explainConvoy(r: Decided, f: number, res: OrderResult): void {
  const b = r.b;
  const a = b.ref[f];
  // A convoy matches an army going by sea, or (4.A.3 c) one that went over land because its convoy
  // failed: a matched order that failed, not a void one (DATC v3.0 4.E.1: only a non-matching order is void).
  if (!b.convoyFleets[a].includes(f) || !(b.byConvoy[a] || b.swapPending[a])) return voided(res);
  if (r.byParadox(f)) return fail(res, 'paradox', []);
  const d = dislodger(r, f, FINAL);
  if (d >= 0) fail(res, 'dislodged', [b.refOf(d)]);
}
