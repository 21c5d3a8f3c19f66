// The reference adjudicator's reading of a movement phase's orders: which order each unit follows
// (illegal orders are set aside and the unit holds), and the static relations between them: who
// goes by convoy, which fleets may carry whom, which supports match, which moves meet head to head.
// Only the rule choices the reference supports are read (see SUPPORTED in adjudicate.ts); every
// other option is taken at its DATC default.
import type { RuleOptions } from '../../engine/rules/catalogue';
import type { Coast, GivenOrder, Order, Position, Unit } from '../../engine/types';
import { type RefGeo, seaChainExists } from './geography';

export type Kind = 'hold' | 'move' | 'support' | 'convoy';

/** What a unit does this phase, after legality. Indices are into position.units. */
export interface Plan {
  kind: Kind;
  /** Index of the order followed in the orders as given, -1 for none. */
  order: number;
  /** move: destination; support: destination of the supported move (null: hold support); convoy: the army's destination. */
  to: string | null;
  /** move: the coast a fleet arrives on. support: the coast written. */
  coast: Coast | null;
  /** support / convoy: the supported or convoyed unit. */
  target: number;
  viaWritten: boolean;
}

export interface RefBoard {
  geo: RefGeo;
  options: RuleOptions;
  units: Unit[];
  plans: Plan[];
  /** Per given order: null when followed, else 'illegal' with a reason, or 'void' (a support or convoy that matches nothing). */
  verdicts: ({ outcome: 'illegal' | 'void'; reason: string } | null)[];
  /** Per unit: the unit standing in a province. */
  at: Map<string, number>;
  byConvoy: boolean[];
  /** Per moving army: the fleets with a matching convoy order. */
  carriers: number[][];
  /** Per unit: the units whose support order matches what it does. */
  supporters: number[][];
  /** Per moving unit: the unit it meets head to head, or -1. */
  opposite: number[];
}

const HOLD: Plan = { kind: 'hold', order: -1, to: null, coast: null, target: -1, viaWritten: false };

export function readBoard(geo: RefGeo, position: Position, orders: GivenOrder[], options: RuleOptions): RefBoard {
  const units = position.units;
  const at = new Map(units.map((u, i) => [u.province, i]));
  const verdicts: RefBoard['verdicts'] = orders.map(() => null);
  const legal: number[][] = units.map(() => []);
  const plansFor = new Map<number, Plan>();
  orders.forEach((g, i) => {
    const spec = (g.order as { unit?: { province: string } }).unit;
    const u = spec ? at.get(spec.province) : undefined;
    if (u === undefined) return void (verdicts[i] = { outcome: 'illegal', reason: spec ? 'no-unit' : 'wrong-phase' });
    if (units[u].power !== g.power) return void (verdicts[i] = { outcome: 'illegal', reason: 'foreign-unit' });
    const plan = legalPlan(geo, units, at, u, g.order, i);
    if (typeof plan === 'string') return void (verdicts[i] = { outcome: 'illegal', reason: plan });
    plansFor.set(i, plan);
    legal[u].push(i);
  });
  // 4.D.3 c (the DATC default): a unit given different legal orders holds; repeats of one order count once.
  const plans = units.map((_, u) => {
    const mine = legal[u];
    if (mine.length === 0) return HOLD;
    const same = mine.every((i) => JSON.stringify(orders[i].order) === JSON.stringify(orders[mine[0]].order));
    for (const i of mine.slice(same ? 1 : 0)) verdicts[i] = { outcome: 'illegal', reason: 'duplicate' };
    return same ? plansFor.get(mine[0])! : HOLD;
  });
  const board: RefBoard = {
    geo,
    options,
    units,
    plans,
    verdicts,
    at,
    byConvoy: units.map(() => false),
    carriers: units.map(() => []),
    supporters: units.map(() => []),
    opposite: units.map(() => -1),
  };
  link(board);
  return board;
}

/** The plan of a legal order, or why it is illegal (4.E.1 d: possible with the units now on the board). */
function legalPlan(geo: RefGeo, units: Unit[], at: Map<string, number>, u: number, order: Order, i: number): Plan | string {
  const unit = units[u];
  const plan = (p: Partial<Plan>): Plan => ({ ...HOLD, order: i, ...p });
  switch (order.kind) {
    case 'hold':
      return plan({ kind: 'hold' });
    case 'move': {
      const to = order.to;
      if (!geo.exists(to)) return 'unknown-place';
      if (to === unit.province) return 'same-province';
      if (unit.type === 'A') {
        if (geo.isSea(to)) return 'army-to-sea';
        // 4.B.6 a: a coast written on an army's move is disregarded.
        if (geo.reaches('A', unit, to)) return plan({ kind: 'move', to, viaWritten: order.viaConvoy });
        const fleetThere = (s: string) => units.some((f) => f.province === s && f.type === 'F');
        if (!seaChainExists(geo, unit.province, to, fleetThere)) return 'cannot-reach';
        return plan({ kind: 'move', to, viaWritten: order.viaConvoy });
      }
      if (geo.isLand(to)) return 'fleet-to-land';
      if (!geo.reaches('F', unit, to)) return 'not-adjacent';
      const reach = geo.fleetCoasts(unit, to);
      if (geo.coastsOf(to).length === 0) return plan({ kind: 'move', to });
      // 4.B.6 a: a coast the province does not have is disregarded; 4.B.3 a: an unreachable one fails.
      const written = order.coast !== null && geo.coastsOf(to).includes(order.coast) ? order.coast : null;
      if (written !== null) return reach.includes(written) ? plan({ kind: 'move', to, coast: written }) : 'cannot-reach';
      // 4.B.2 a: the only reachable coast; 4.B.1 a: two reachable coasts and none written fails.
      return reach.length === 1 ? plan({ kind: 'move', to, coast: reach[0] }) : 'coast-needed';
    }
    case 'support': {
      const j = at.get(order.target.province);
      if (j === undefined) return 'no-unit';
      if (j === u) return 'support-self';
      const into = order.to ?? order.target.province;
      if (!geo.exists(into) || !geo.reaches(unit.type, unit, into)) return 'cannot-reach';
      // 4.E.1 d: a support of a move the supported unit could never make is illegal (DATC 6.A.5), and
      // so is one whose only convoy route runs through the supporting fleet itself (6.D.31).
      if (order.to !== null && neverPossible(geo, units, units[j], order.to, unit.province)) return 'supported-cannot-reach';
      return plan({ kind: 'support', target: j, to: order.to, coast: order.coast });
    }
    case 'convoy': {
      if (unit.type !== 'F') return 'army-cannot-convoy';
      if (!geo.isSea(unit.province)) return 'fleet-not-at-sea';
      const a = at.get(order.army.province);
      if (a === undefined || !geo.exists(order.to)) return 'no-unit';
      if (units[a].type !== 'A') return 'convoy-fleet';
      if (order.to === units[a].province) return 'same-province';
      if (geo.isSea(order.to)) return 'army-to-sea';
      // The fleet must be reachable from the army through seas holding fleets, and the destination from
      // the fleet. Not "on a route that passes no sea twice": DATC 6.F.12 treats F iri C A lon - bel as
      // a convoying fleet that is dislodged, though no such route passes through the Irish Sea.
      const fleetThere = (s: string) => units.some((f) => f.province === s && f.type === 'F');
      const reached = seasReached(geo, geo.shoreSeas(units[a].province).filter(fleetThere), fleetThere);
      const onward = seasReached(geo, [unit.province], fleetThere);
      if (!reached.has(unit.province) || !geo.shoreSeas(order.to).some((s) => onward.has(s))) return 'not-on-route';
      return plan({ kind: 'convoy', target: a, to: order.to });
    }
    default:
      return 'wrong-phase';
  }
}

/** Whether `mover` could not move to `to` with the units now on the board, the supporter's sea left out. */
function neverPossible(geo: RefGeo, units: Unit[], mover: Unit, to: string, supporter: string): boolean {
  if (to === mover.province) return true;
  if (mover.type === 'F') return geo.isLand(to) || !geo.reaches('F', mover, to);
  if (geo.isSea(to)) return true;
  if (geo.reaches('A', mover, to)) return false;
  const fleetThere = (s: string) => s !== supporter && units.some((f) => f.province === s && f.type === 'F');
  return !seaChainExists(geo, mover.province, to, fleetThere);
}

function link(b: RefBoard): void {
  const { plans, units } = b;
  plans.forEach((p, f) => {
    if (p.kind !== 'convoy') return;
    const a = plans[p.target];
    if (a.kind === 'move' && a.to === p.to) b.carriers[p.target].push(f);
  });
  plans.forEach((p, u) => {
    if (p.kind === 'move' && units[u].type === 'A') b.byConvoy[u] = goesByConvoy(b, u);
  });
  plans.forEach((p, s) => {
    if (p.kind === 'support' && supportMatches(b, s)) b.supporters[p.target].push(s);
  });
  plans.forEach((p, u) => {
    if (p.kind !== 'move' || b.byConvoy[u]) return;
    const j = b.at.get(p.to!);
    if (j !== undefined && plans[j].kind === 'move' && plans[j].to === units[u].province && !b.byConvoy[j]) b.opposite[u] = j;
  });
}

/** 4.A.3: whether army u goes by sea. Not next to its destination: always. */
function goesByConvoy(b: RefBoard, u: number): boolean {
  const { geo, units, plans } = b;
  const from = units[u].province;
  const to = plans[u].to!;
  if (!geo.reaches('A', units[u], to)) return true;
  const carriers = b.carriers[u];
  const carried = (s: string) => carriers.some((f) => units[f].province === s);
  const possible = carriers.length > 0 && seaChainExists(geo, from, to, carried);
  const j = b.at.get(to);
  const opposite = j !== undefined && plans[j].kind === 'move' && plans[j].to === from;
  switch (b.options['4.A.3']) {
    case 'always-convoy':
      return possible;
    case 'swap-only':
      return possible && opposite;
    case 'explicit-via-convoy':
      return plans[u].viaWritten;
    case 'intent': {
      // 4.A.3 d: "via convoy" written, or an own fleet ordered to convoy it on a route the map allows.
      const own = carriers.some((f) => units[f].power === units[u].power && onSomeRoute(geo, from, to, units[f].province));
      return possible && (plans[u].viaWritten || own);
    }
    case 'intent-no-fallback': {
      // DATC v3.0 (the 2023 preset): the same intent, but the army then goes by sea whether or not a
      // convoy can carry it; with none, or one disrupted, the move fails instead of walking.
      const own = carriers.some((f) => units[f].power === units[u].power && onSomeRoute(geo, from, to, units[f].province));
      return plans[u].viaWritten || own;
    }
    default:
      throw new Error(`the reference does not implement 4.A.3 ${b.options['4.A.3']}`);
  }
}

/** Whether `sea` lies on some chain of seas (any seas, fleets or not) from `from` to `to`. */
function onSomeRoute(geo: RefGeo, from: string, to: string, sea: string): boolean {
  const fromStart = seasReached(geo, geo.shoreSeas(from));
  const fromSea = seasReached(geo, [sea]);
  return fromStart.has(sea) && geo.shoreSeas(to).some((s) => fromSea.has(s));
}

/** The seas reached from `starts` through neighbouring seas (only seas `ok` accepts). */
function seasReached(geo: RefGeo, starts: string[], ok: (sea: string) => boolean = () => true): Set<string> {
  const seen = new Set(starts);
  const queue = [...starts];
  while (queue.length) {
    for (const t of geo.seaNeighbours(queue.shift()!)) {
      if (seen.has(t) || !ok(t)) continue;
      seen.add(t);
      queue.push(t);
    }
  }
  return seen;
}

/** A support counts only for what the supported unit really does (4.B.4 d for a fleet's coast). */
function supportMatches(b: RefBoard, s: number): boolean {
  const p = b.plans[s];
  const j = b.plans[p.target];
  if (p.to === null) return j.kind !== 'move';
  if (j.kind !== 'move' || j.to !== p.to) return false;
  if (b.units[p.target].type !== 'F' || b.geo.coastsOf(p.to).length === 0) return true;
  return p.coast === null || p.coast === j.coast;
}
