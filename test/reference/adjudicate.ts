// The reference adjudicator for movement phases (test code, never shipped): DATC chapter 5 written
// as plainly as possible, to check the engine against (STYLE.md: test the fast code against a slow,
// obviously right one). It shares nothing with engine/adjudicate; only the map and the plain data
// types. See README.md beside it for what it implements and what it leaves to the defaults.
import type { GameMap } from '../../engine/map/types';
import type { RuleOptions } from '../../engine/rules/catalogue';
import type { Coast, GivenOrder, Outcome, Position, Unit } from '../../engine/types';
import { refGeo } from './geography';
import { type RefBoard, readBoard } from './orders';
import { type Solution, type SettledCore, dislodgerIn, solve } from './solve';
import { byConvoy, equation, movesInto, path, preventStrength } from './equations';

export interface RefOrderResult {
  outcome: Outcome;
  /** 'paradox' when a convoy paradox rule decided the order; an illegal order's reason; else null. */
  reason: string | null;
}

export interface RefDislodged extends Unit {
  attackerFrom: string;
  viaConvoy: boolean;
  retreats: string[];
}

export interface RefResult {
  /** One per order as given, in the same order. */
  results: RefOrderResult[];
  units: Unit[];
  dislodged: RefDislodged[];
  standoffs: string[];
  /** Cores the backup rule settled. */
  cores: SettledCore[];
  /**
   * Decisions whose final value differs from their equation although no backup rule set them: always
   * empty unless the solver is wrong (a self-check the tests make).
   */
  inconsistent: number[];
}

/** The options the reference reads, each with every alternative. */
export const SUPPORTED = [
  '4.A.1',
  '4.A.2',
  '4.A.2-fallback',
  '4.A.3',
  '4.A.4',
  '4.A.5',
  '4.A.6',
  '4.A.7',
  '4.B.1',
  '4.B.2',
  '4.B.4',
  '4.D.3',
  '4.E.1',
] as const;
/**
 * Options the rule presets set that have nothing to decide in a movement phase given its orders, so
 * that the reference has nothing to read for them (why, for each).
 */
export const NOT_IN_A_MOVEMENT_PHASE: Readonly<Record<string, string>> = {
  '4.D.1': 'which order sets count is settled before adjudication (electron/service/combine.ts): the orders handed to an adjudicator are the ones that count',
  '4.D.4': 'surplus builds: adjustment phases only',
  '4.D.8': 'which units civil disorder removes: adjustment phases only',
  '4.E.2': 'how order text is read (engine/orders): the orders handed to an adjudicator are already read',
};
/** 4.A.3: the alternatives optionSets draws at random for the reference property test. */
export const SUPPORTED_4A3 = ['always-convoy', 'swap-only', 'intent', 'explicit-via-convoy'] as const;

export function referenceAdjudicate(map: GameMap, position: Position, orders: GivenOrder[], options: RuleOptions): RefResult {
  if (position.phase.type !== 'movement') throw new Error('the reference adjudicates movement phases only');
  const b = readBoard(refGeo(map), position, orders, options);
  const sol = solve(b);
  const val = (u: number) => sol.value.get(u)!;
  const disl = b.units.map((_, u) => dislodgerIn(b, sol, u));
  const units = b.units.flatMap((u, i): Unit[] => {
    if (b.plans[i].kind === 'move' && val(i)) return [movedTo(u, b.plans[i].to!, b.plans[i].coast)];
    return disl[i] < 0 ? [u] : [];
  });
  const occupied = new Set(units.map((u) => u.province));
  // A standoff: a province left empty although some move into it kept the strength to prevent.
  const standoffs = [...new Set(b.plans.flatMap((p) => (p.kind === 'move' ? [p.to!] : [])))]
    .filter((p) => !occupied.has(p) && movesInto(b, p).some((a) => preventStrength(b, a, val) > 0))
    .sort();
  const dislodged = b.units.flatMap((u, i): RefDislodged[] => {
    if (disl[i] < 0) return [];
    const a = disl[i];
    const d = { ...u, attackerFrom: b.units[a].province, viaConvoy: byConvoy(b, a, val), retreats: [] as string[] };
    d.retreats = retreats(b, d, occupied, new Set(standoffs));
    return [d];
  });
  const inconsistent = [...sol.value.keys()].filter((u) => !sol.paradox.has(u) && equation(b, u, val) !== val(u));
  return { results: results(b, sol, orders), units, dislodged, standoffs, cores: sol.cores, inconsistent };
}

function movedTo(u: Unit, province: string, coast: Coast | null): Unit {
  const moved: Unit = { power: u.power, type: u.type, province, coast: u.type === 'F' ? coast : null };
  if (u.builtAt !== undefined) moved.builtAt = u.builtAt;
  return moved;
}

/** 5.B.11: where a dislodged unit may retreat. */
function retreats(b: RefBoard, d: RefDislodged, occupied: Set<string>, standoffs: Set<string>): string[] {
  const out: string[] = [];
  const toOrigin = d.viaConvoy && b.options['4.A.5'] === 'origin-if-convoyed';
  for (const p of b.geo.map.provinces) {
    if (occupied.has(p.id) || standoffs.has(p.id) || (p.id === d.attackerFrom && !toOrigin)) continue;
    if (!b.geo.reaches(d.type, d, p.id)) continue;
    if (d.type === 'F' && p.coasts.length > 0) out.push(...b.geo.fleetCoasts(d, p.id).map((c) => `${p.id}/${c}`));
    else out.push(p.id);
  }
  return out.sort();
}

function results(b: RefBoard, sol: Solution, orders: GivenOrder[]): RefOrderResult[] {
  const val = (u: number) => sol.value.get(u)!;
  const unitOf = new Map(b.plans.flatMap((p, u) => (p.order >= 0 ? [[p.order, u] as const] : [])));
  return orders.map((_, i): RefOrderResult => {
    const verdict = b.verdicts[i];
    if (verdict) return { outcome: verdict.outcome, reason: verdict.reason };
    const u = unitOf.get(i)!;
    const p = b.plans[u];
    const paradox = sol.paradox.has(u) || (p.kind === 'move' && byConvoy(b, u, val) && !path(b, u, val) && b.carriers[u].some((f) => sol.paradox.has(f)));
    const fails = (ok: boolean): RefOrderResult => ({ outcome: ok ? 'succeeds' : 'fails', reason: !ok && paradox ? 'paradox' : null });
    switch (p.kind) {
      case 'move':
        return fails(val(u));
      case 'support':
        return sol.value.has(u) ? fails(val(u)) : { outcome: 'void', reason: 'no-match' };
      case 'convoy':
        return sol.value.has(u) ? fails(val(u)) : { outcome: 'void', reason: 'no-match' };
      default:
        return fails(dislodgerIn(b, sol, u) < 0);
    }
  });
}
