// The DATC's decisions (chapter 5.B) that several order kinds read, as functions over the workspace.
// Only MOVE, SUPPORT and CONVOY are stored decisions, each written with its order kind (move.ts,
// support.ts, convoy.ts); DISLODGE, PATH and the strengths here are computed from them on demand, so
// each equation reads exactly as the DATC writes it.
//
// Every function takes `hi`, the DATC's "optimistic" flag (v3.0 5.E): while some decisions are still
// open, `hi` asks for the largest value the open decisions allow and `!hi` for the smallest. An
// equation passes `hi` on where a decision helps the result and `!hi` where it hurts (an opposing
// unit's strength, an attack that cuts), so the two evaluations bound the value. Once every decision
// is resolved the flag no longer matters (explain.ts passes FINAL).
import { fleetPathExists, seasOnRoutes } from './convoyPaths';
import type { EngineRules } from './engineRules';
import { MOVE, type Workspace } from './workspace';

/** The operations the equations need from the resolver. */
export interface Decide {
  readonly b: Workspace;
  readonly rules: EngineRules;
  /**
   * A MOVE (moves?), SUPPORT (given?) or CONVOY (effective?) decision; while it is open, `hi` (the
   * value most favourable to the decision asking).
   */
  resolve(u: number, hi: boolean): boolean;
}

/** What the explanations read once every decision is settled (resolver.ts). */
export interface Decided extends Decide {
  /** Whether a backup rule for a paradox (4.A.2, 5.B.9), not its equation, settled u. */
  byParadox(u: number): boolean;
}

/** The bound asked for once every decision is resolved: either would do. */
export const FINAL = true;

/** 5.B.8 PATH: the move is direct, or a chain of effective convoys carries it. */
export function path(d: Decide, u: number, hi: boolean): boolean {
  const b = d.b;
  if (!b.byConvoy[u]) return true;
  const fleets = b.convoyFleets[u];
  if (fleets.length === 0) return false;
  if (d.rules.multiRoute === 'any') return anyRouteIntact(d, u, b.convoyFleets[u], hi);
  if (d.rules.multiRoute === 'dptg') return anyRouteIntact(d, u, dptgFleets(b, u), hi);
  return someRouteIntact(d, u, hi);
}

// The closures below live in functions of their own: a closure over a function's parameters makes
// V8 allocate that function's context on every call, taken branch or not, and `path` is hot.

/**
 * 4.A.1 b: a route of effective convoys exists, through the fleets linked to this army (matching
 * orders, on a written path where 4.A.6 asks for one).
 */
function someRouteIntact(d: Decide, u: number, hi: boolean): boolean {
  const b = d.b;
  const fleets = b.convoyFleets[u];
  const ok = (sea: number): boolean => {
    const f = b.unitAt[sea];
    return f >= 0 && fleets.includes(f) && d.resolve(f, hi);
  };
  return fleetPathExists(b, b.prov[u], b.dest[u], ok);
}

/** DPTG on 4.A.1: foreign fleets are left out when a route of the army's own fleets exists. */
function dptgFleets(b: Workspace, u: number): readonly number[] {
  const own = b.convoyFleets[u].filter((f) => b.power[f] === b.power[u]);
  const onOwn = (sea: number): boolean => own.includes(b.unitAt[sea]);
  return own.length && fleetPathExists(b, b.prov[u], b.dest[u], onOwn) ? own : b.convoyFleets[u];
}

/** 4.A.1 a (1971): the convoy fails when any fleet on any possible route fails. */
function anyRouteIntact(d: Decide, u: number, fleets: readonly number[], hi: boolean): boolean {
  const b = d.b;
  const onRoute = (sea: number): boolean => {
    const f = b.unitAt[sea];
    return f >= 0 && fleets.includes(f);
  };
  // Only fleets on a real route count: one a route would have to pass twice is not on it (6.F.12).
  const used = seasOnRoutes(b, b.prov[u], b.dest[u], onRoute);
  if (used.size === 0) return false;
  for (const sea of used) if (!d.resolve(b.unitAt[sea], hi)) return false;
  return true;
}

/**
 * 5.B.3 DISLODGE: the unit that dislodges u (a unit that stays, and a move into its province
 * succeeds), or -1. `hi` asks for the most dislodging value.
 */
export function dislodger(d: Decide, u: number, hi: boolean): number {
  const b = d.b;
  if (b.kind[u] === MOVE && d.resolve(u, !hi)) return -1;
  const p = b.prov[u];
  for (let k = b.attackFrom[p]; k < b.attackFrom[p + 1]; k++) if (d.resolve(b.attackList[k], hi)) return b.attackList[k];
  return -1;
}

/** The supports of u given, not counting a power's (-1: count all). */
export function givenSupports(d: Decide, u: number, excludePower: number, hi: boolean): number {
  let count = 0;
  for (const s of d.b.supporters[u]) if (d.b.power[s] !== excludePower && d.resolve(s, hi)) count++;
  return count;
}

/** 5.B.4 ATTACK STRENGTH. */
export function attackStrength(d: Decide, u: number, hi: boolean): number {
  const b = d.b;
  if (!path(d, u, hi)) return 0;
  const j = b.unitAt[b.dest[u]];
  if (j < 0 || (b.kind[j] === MOVE && b.h2h[u] !== j && d.resolve(j, hi))) return 1 + givenSupports(d, u, -1, hi);
  if (b.power[j] === b.power[u]) return 0;
  return 1 + givenSupports(d, u, b.power[j], hi);
}

/** 5.B.5 HOLD STRENGTH of a province. */
export function holdStrength(d: Decide, p: number, hi: boolean): number {
  const b = d.b;
  const j = b.unitAt[p];
  if (j < 0) return 0;
  if (b.kind[j] === MOVE) return d.resolve(j, !hi) ? 0 : 1;
  return 1 + givenSupports(d, j, -1, hi);
}

/** 5.B.7 DEFEND STRENGTH. */
export function defendStrength(d: Decide, u: number, hi: boolean): number {
  return 1 + givenSupports(d, u, -1, hi);
}

/** 5.B.6 PREVENT STRENGTH (4.A.7 decides whether a unit beaten from behind still bounces others). */
export function preventStrength(d: Decide, u: number, hi: boolean): number {
  const b = d.b;
  if (!path(d, u, hi)) return 0;
  const m = b.h2h[u];
  if (m >= 0 && d.resolve(m, !hi)) return 0;
  if (m < 0 && d.rules.dislodgedAffectsOrigin === 'never') {
    const o = b.unitAt[b.dest[u]];
    if (o >= 0 && b.kind[o] === MOVE && b.dest[o] === b.prov[u] && !d.resolve(u, hi) && d.resolve(o, !hi)) return 0;
  }
  return 1 + givenSupports(d, u, -1, hi);
}
