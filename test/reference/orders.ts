// The reference adjudicator's reading of a movement phase's orders: which order each unit follows
// (illegal orders are set aside and the unit holds), and the static relations between them: who
// goes by convoy (or, under 4.A.3 c, may, with the convoys deciding), which fleets may carry whom,
// which supports match, which moves face each other. Only the rule choices the reference supports are
// read (see SUPPORTED in adjudicate.ts); every other option is taken at its DATC default.
import type { RuleOptions } from '../../engine/rules/catalogue';
import type { Coast, GivenOrder, Order, Position, Unit } from '../../engine/types';
import { type RefGeo, seaChainExists, seaRoutes } from './geography';

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
  /** A move 4.E.1 a-c keep as an order although it cannot be valid now: it fails and has no effect, but the unit does not hold. */
  doomed?: boolean;
}

export interface RefBoard {
  geo: RefGeo;
  options: RuleOptions;
  units: Unit[];
  orders: GivenOrder[];
  plans: Plan[];
  /** Per given order: null when followed, else 'illegal' with a reason, or 'void' (a support or convoy that matches nothing). */
  verdicts: ({ outcome: 'illegal' | 'void'; reason: string } | null)[];
  /** Per unit: the unit standing in a province. */
  at: Map<string, number>;
  /** Per moving army: whether it goes by sea whatever the convoys do (see equations.ts byConvoy for 4.A.3 c). */
  byConvoy: boolean[];
  /** 4.A.3 c: per army, whether it goes by sea exactly when its convoy is not disrupted (a swap). */
  swapIfConvoyed: boolean[];
  /** Per moving army: the fleets with a matching convoy order. */
  carriers: number[][];
  /** Per unit: the units whose support order matches what it does. */
  supporters: number[][];
  /** Per moving unit: the unit ordered to move into its province from its destination, or -1 (head to head unless one goes by sea). */
  facing: number[];
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
    const plan = keptAnyway(geo, units[u], g.order, i, options, legalPlan(geo, units, at, u, g.order, i, options));
    if (typeof plan === 'string') return void (verdicts[i] = { outcome: 'illegal', reason: plan });
    plansFor.set(i, plan);
    legal[u].push(i);
  });
  // 4.D.3: a unit given different legal orders follows the first (a) or the last (b) of them, or
  // holds (c, the DATC default); repeats of one order count once. The others are set aside.
  const plans = units.map((_, u) => {
    const mine = legal[u];
    if (mine.length === 0) return HOLD;
    const first = mine.length > 1 ? JSON.stringify(orders[mine[0]].order) : '';
    const same = mine.every((i) => i === mine[0] || JSON.stringify(orders[i].order) === first);
    const rule = options['4.D.3'];
    const kept = same || rule === 'first' ? mine[0] : rule === 'last' ? mine[mine.length - 1] : -1;
    for (const i of mine) if (i !== kept) verdicts[i] = { outcome: 'illegal', reason: 'duplicate' };
    return kept < 0 ? HOLD : plansFor.get(kept)!;
  });
  const board: RefBoard = {
    geo,
    options,
    units,
    orders,
    plans,
    verdicts,
    at,
    byConvoy: units.map(() => false),
    swapIfConvoyed: units.map(() => false),
    carriers: units.map(() => []),
    supporters: units.map(() => []),
    facing: units.map(() => -1),
  };
  link(board);
  return board;
}

/**
 * 4.E.1 a-c: a move that cannot be valid now may still be an order (the unit does not hold, so it
 * cannot be supported in place). a: any move; b: a move to a place on the map; c: a move that could
 * be valid in some position, which for an army is one by sea along any chain of seas (it then goes by
 * convoy and, without fleets, fails). d and the v3.0 definition: as `legalPlan` judged it.
 */
function keptAnyway(geo: RefGeo, unit: Unit, order: Order, i: number, options: RuleOptions, judged: Plan | string): Plan | string {
  if (typeof judged !== 'string' || order.kind !== 'move') return judged;
  const rule = options['4.E.1'];
  const doomed: Plan = { ...HOLD, kind: 'move', order: i, to: order.to, doomed: true };
  if (rule === 'any-format') return doomed;
  if (rule === 'known-places') return geo.exists(order.to) ? doomed : judged;
  const bySea = () => seaChainExists(geo, unit.province, order.to, () => true);
  if (rule === 'possible-on-map' && judged === 'cannot-reach' && unit.type === 'A' && bySea()) return { ...doomed, doomed: false, viaWritten: order.viaConvoy };
  return judged;
}

/** The plan of a legal order, or why it is illegal (4.E.1 d: possible with the units now on the board). */
function legalPlan(geo: RefGeo, units: Unit[], at: Map<string, number>, u: number, order: Order, i: number, options: RuleOptions): Plan | string {
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
      // No coast written. The default coast (4.B.1 b, 4.B.2 b) is the first the map lists for the
      // province, as the njudge syntax file says its Judge takes; it fails when the fleet cannot reach it.
      const fallback = geo.coastsOf(to)[0];
      const byDefault = () => (reach.includes(fallback) ? plan({ kind: 'move', to, coast: fallback }) : 'cannot-reach');
      if (reach.length === 1) {
        // 4.B.2 a: the only reachable coast; c: the coast must be written.
        if (options['4.B.2'] === 'default-coast') return byDefault();
        return options['4.B.2'] === 'fails' ? 'coast-needed' : plan({ kind: 'move', to, coast: reach[0] });
      }
      // 4.B.1 a: two reachable coasts and none written fails.
      return options['4.B.1'] === 'default-coast' ? byDefault() : 'coast-needed';
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
      // 4.E.1 as DATC v3.0 defines a legal order (the 2023 preset): the fleet must be needed by some
      // route of the army, a chain of fleets that no longer joins the army to its destination without it (6.G.19).
      if (options['4.E.1'] === 'possible-now-needed' && !needed(geo, units, units[a].province, order.to, unit.province)) return 'not-needed';
      return plan({ kind: 'convoy', target: a, to: order.to });
    }
    default:
      return 'wrong-phase';
  }
}

/** Whether the fleet in `sea` is on a chain of fleets from `from` to `to` that breaks without it. */
function needed(geo: RefGeo, units: Unit[], from: string, to: string, sea: string): boolean {
  const fleetThere = (s: string) => units.some((f) => f.province === s && f.type === 'F');
  return seaRoutes(geo, from, to, fleetThere).some((route) => route.includes(sea) && !seaChainExists(geo, from, to, (s) => s !== sea && route.includes(s)));
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
    if (a.kind === 'move' && a.to === p.to && onWrittenPath(b, p.target, f)) b.carriers[p.target].push(f);
  });
  plans.forEach((p, u) => {
    if (p.kind !== 'move' || p.doomed || units[u].type !== 'A') return;
    const how = goesByConvoy(b, u);
    b.byConvoy[u] = how === true;
    b.swapIfConvoyed[u] = how === 'if-convoyed';
  });
  plans.forEach((p, s) => {
    if (p.kind === 'support' && supportMatches(b, s)) b.supporters[p.target].push(s);
  });
  plans.forEach((p, u) => {
    if (p.kind !== 'move' || p.doomed) return;
    const j = b.at.get(p.to!);
    if (j !== undefined && plans[j].kind === 'move' && !plans[j].doomed && plans[j].to === units[u].province) b.facing[u] = j;
  });
}

/**
 * 4.A.6: which fleets may carry army u. a: any; b: with a path written, only fleets in its seas;
 * c: the same, and with no path written none (a move by convoy needs its path).
 */
function onWrittenPath(b: RefBoard, u: number, f: number): boolean {
  const order = b.plans[u].order >= 0 ? b.orders[b.plans[u].order].order : null;
  const written = order && order.kind === 'move' ? order.path : null;
  const rule = b.options['4.A.6'];
  if (rule === 'ignored') return true;
  if (written === null) return rule !== 'required';
  return written.includes(b.units[f].province);
}

/**
 * 4.A.3: whether army u goes by sea (true), goes by land (false), or, under c, goes by sea exactly
 * when its convoy is not disrupted ('if-convoyed', decided with the convoys). Not next to its
 * destination: always by sea.
 */
function goesByConvoy(b: RefBoard, u: number): boolean | 'if-convoyed' {
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
    case 'swap-if-convoy-succeeds':
      // c (how DATC v3.0 reads the 1971 rules): only to swap with the unit coming the other way, and
      // only when the convoy works; a disrupted convoy leaves a move by land (6.G.2, 6.G.7).
      return possible && opposite ? 'if-convoyed' : false;
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

/** A support counts only for what the supported unit really does; for a fleet's coast, as 4.B.4 says. */
function supportMatches(b: RefBoard, s: number): boolean {
  const p = b.plans[s];
  const j = b.plans[p.target];
  if (p.to === null) return j.kind !== 'move';
  if (j.kind !== 'move' || j.to !== p.to) return false;
  if (b.units[p.target].type !== 'F' || b.geo.coastsOf(p.to).length === 0) return true;
  switch (b.options['4.B.4']) {
    case 'required': // a: the coast must be written and match
      return p.coast === j.coast;
    case 'default-coast': // b: none written means the default coast (the map's first)
      return (p.coast ?? b.geo.coastsOf(p.to)[0]) === j.coast;
    case 'same-power-or-one-coast': {
      // c: none written is forgiven for the supporter's own fleet, or a fleet that can reach one coast only
      if (p.coast !== null) return p.coast === j.coast;
      const own = b.units[s].power === b.units[p.target].power;
      return own || b.geo.fleetCoasts(b.units[p.target], p.to).length === 1;
    }
    case 'ignored': // e: the coast written has no effect
      return true;
    default: // d: optional, and when written it must match
      return p.coast === null || p.coast === j.coast;
  }
}
