// DATC chapter 5.B as plain functions. The decisions are one boolean per MOVE (moves), SUPPORT
// (given) and CONVOY (effective) order; `val` reads any of them from an assignment. Everything else
// (PATH, DISLODGE, the strengths) is computed from that assignment on the spot, so each equation is
// a pure function of the decisions, written as the DATC words it.
import type { RefBoard } from './orders';
import { seaChainExists, seaRoutes } from './geography';

export type Val = (u: number) => boolean;

/** The units with an order that is a decision: moves, matching supports, convoys of an army going by sea. */
export function decisionsOf(b: RefBoard): number[] {
  return b.plans.flatMap((p, u) => {
    if (p.kind === 'move') return [u];
    if (p.kind === 'support' && b.supporters[p.target].includes(u)) return [u];
    if (p.kind === 'convoy' && b.carriers[p.target].includes(u) && (b.byConvoy[p.target] || b.swapIfConvoyed[p.target])) return [u];
    return [];
  });
}

/** The equation of decision u. */
export function equation(b: RefBoard, u: number, val: Val): boolean {
  const kind = b.plans[u].kind;
  if (kind === 'move') return moves(b, u, val);
  if (kind === 'support') return given(b, u, val);
  return !dislodged(b, u, val);
}

/** Per board, the units ordered to move into each province, listed once (a board's plans never change). */
const MOVERS = new WeakMap<RefBoard, Map<string, number[]>>();

/** The units ordered to move into province p. */
export function movesInto(b: RefBoard, p: string): number[] {
  let movers = MOVERS.get(b);
  if (!movers) {
    movers = new Map();
    for (const [u, q] of b.plans.entries()) if (q.kind === 'move') movers.set(q.to!, [...(movers.get(q.to!) ?? []), u]);
    MOVERS.set(b, movers);
  }
  return movers.get(p) ?? [];
}

/** DISLODGE: a unit that does not move away is dislodged when a move into its province succeeds. */
export function dislodger(b: RefBoard, u: number, val: Val): number {
  if (b.plans[u].kind === 'move' && val(u)) return -1;
  return movesInto(b, b.units[u].province).find((a) => val(a)) ?? -1;
}

function dislodged(b: RefBoard, u: number, val: Val): boolean {
  return dislodger(b, u, val) >= 0;
}

/**
 * The fleets whose convoys carry army a, under 4.A.1: every carrier (a, b), or for DPTG only the
 * army's own fleets when they alone make a route.
 */
function carriersCounted(b: RefBoard, a: number): number[] {
  const all = b.carriers[a];
  if (b.options['4.A.1'] !== 'dptg') return all;
  const own = all.filter((f) => b.units[f].power === b.units[a].power);
  const onOwn = (s: string) => own.some((f) => b.units[f].province === s);
  return own.length > 0 && seaChainExists(b.geo, b.units[a].province, b.plans[a].to!, onOwn) ? own : all;
}

/**
 * Whether army a goes by sea under this assignment: as 4.A.3 decided it, or under 4.A.3 c when it
 * would swap and its convoy is not disrupted.
 */
export function byConvoy(b: RefBoard, a: number, val: Val): boolean {
  return b.byConvoy[a] || (b.swapIfConvoyed[a] && convoyRoute(b, a, val));
}

/** The unit a's move meets head to head (each moving into the other's province, neither by sea), or -1. */
export function opposite(b: RefBoard, a: number, val: Val): number {
  const j = b.facing[a];
  return j >= 0 && !byConvoy(b, a, val) && !byConvoy(b, j, val) ? j : -1;
}

/** PATH (5.B.8, with 4.A.1). Under 4.A.3 c a swap whose convoy fails goes by land: its path holds. */
export function path(b: RefBoard, a: number, val: Val): boolean {
  return !b.byConvoy[a] || convoyRoute(b, a, val);
}

/** Whether the convoys ordered for army a carry it (4.A.1). */
function convoyRoute(b: RefBoard, a: number, val: Val): boolean {
  const from = b.units[a].province;
  const to = b.plans[a].to!;
  const fleets = carriersCounted(b, a);
  const fleetAt = (s: string) => fleets.find((f) => b.units[f].province === s);
  if (b.options['4.A.1'] === 'all-routes-disrupted') {
    // b: some chain of fleets, each with a matching and successful convoy.
    return seaChainExists(b.geo, from, to, (s) => {
      const f = fleetAt(s);
      return f !== undefined && val(f);
    });
  }
  // a and DPTG: every fleet on a route (a chain that passes no sea twice) must succeed.
  const routes = seaRoutes(b.geo, from, to, (s) => fleetAt(s) !== undefined);
  if (routes.length === 0) return false;
  return routes.every((r) => r.every((s) => val(fleetAt(s)!)));
}

function givenSupports(b: RefBoard, u: number, val: Val, notOfPower: string | null): number {
  return b.supporters[u].filter((s) => b.units[s].power !== notOfPower && val(s)).length;
}

/** ATTACK STRENGTH (5.B.4). A move 4.E.1 a-c kept though it cannot be valid has none. */
export function attackStrength(b: RefBoard, a: number, val: Val): number {
  if (b.plans[a].doomed || !path(b, a, val)) return 0;
  const j = b.at.get(b.plans[a].to!);
  const leaves = j !== undefined && b.plans[j].kind === 'move' && opposite(b, a, val) !== j && val(j);
  if (j === undefined || leaves) return 1 + givenSupports(b, a, val, null);
  if (b.units[j].power === b.units[a].power) return 0;
  return 1 + givenSupports(b, a, val, b.units[j].power);
}

/** HOLD STRENGTH of a province (5.B.5). */
export function holdStrength(b: RefBoard, p: string, val: Val): number {
  const j = b.at.get(p);
  if (j === undefined) return 0;
  if (b.plans[j].kind === 'move') return val(j) ? 0 : 1;
  return 1 + givenSupports(b, j, val, null);
}

/** DEFEND STRENGTH (5.B.7). */
export function defendStrength(b: RefBoard, u: number, val: Val): number {
  return 1 + givenSupports(b, u, val, null);
}

/** PREVENT STRENGTH (5.B.6, with 4.A.7). */
export function preventStrength(b: RefBoard, a: number, val: Val): number {
  if (b.plans[a].doomed || !path(b, a, val)) return 0;
  if (b.options['4.A.7'] === 'always-no-effect') {
    // a: no head-to-head test; zero when this move fails and the unit it attacks moves into its province.
    const o = b.at.get(b.plans[a].to!);
    const towards = o !== undefined && b.plans[o].kind === 'move' && b.plans[o].to === b.units[a].province;
    if (towards && !val(a) && val(o!)) return 0;
  } else if (opposite(b, a, val) >= 0 && val(opposite(b, a, val))) return 0;
  return 1 + givenSupports(b, a, val, null);
}

/** MOVE (5.B.1). */
function moves(b: RefBoard, a: number, val: Val): boolean {
  const attack = attackStrength(b, a, val);
  const to = b.plans[a].to!;
  const facing = opposite(b, a, val);
  const opposing = facing >= 0 ? defendStrength(b, facing, val) : holdStrength(b, to, val);
  if (attack <= opposing) return false;
  return movesInto(b, to).every((r) => r === a || attack > preventStrength(b, r, val));
}

/**
 * SUPPORT (5.B.2): cut by an attack, or the supporter dislodged. An army the 4.A.2 rule keeps from
 * cutting the support leaves it standing even when it dislodges the supporter (DATC 6.F.18 under
 * the 1982 rule: the army dislodges F bel and the support of the North Sea still counts).
 */
function given(b: RefBoard, s: number, val: Val): boolean {
  const d = dislodger(b, s, val);
  if (d >= 0 && !(byConvoy(b, d, val) && paradoxRuleSpares(b, d, s))) return false;
  return !movesInto(b, b.units[s].province).some((a) => cuts(b, a, s, val));
}

/** Whether the move of a cuts support s. */
export function cuts(b: RefBoard, a: number, s: number, val: Val): boolean {
  if (b.units[a].power === b.units[s].power) return false;
  // The unit in the supported move's target cannot cut it (4.A.4 b: unless it comes by convoy).
  const fromTarget = b.plans[s].to === b.units[a].province;
  if (fromTarget && !(byConvoy(b, a, val) && b.options['4.A.4'] === 'cut')) return false;
  if (byConvoy(b, a, val) && paradoxRuleSpares(b, a, s)) return false;
  return path(b, a, val);
}

/**
 * 4.A.2 a-c, read as Adjutant reads them (engine/rules/catalogueConvoys.ts): which supports a
 * convoyed army a does not cut.
 * 1971: a fleet's support of a fleet attacking a fleet that carries a.
 * 1982: a support of a move into (or a hold in) a sea where a fleet is ordered to convoy.
 * 2000: a support of an attack on a fleet that carries a and without which a has no route.
 */
function paradoxRuleSpares(b: RefBoard, a: number, s: number): boolean {
  const rule = b.options['4.A.2'];
  const sp = b.plans[s];
  const into = sp.to ?? b.units[sp.target].province;
  const there = b.at.get(into);
  if (rule === '1982') return b.geo.isSea(into) && there !== undefined && b.plans[there].kind === 'convoy';
  if (rule !== '1971' && rule !== '2000') return false;
  if (sp.to === null || there === undefined || !b.carriers[a].includes(there)) return false;
  if (rule === '1971') return b.units[s].type === 'F' && b.units[sp.target].type === 'F';
  const others = (sea: string) => sea !== into && b.carriers[a].some((f) => b.units[f].province === sea);
  return !seaChainExists(b.geo, b.units[a].province, b.plans[a].to!, others);
}
