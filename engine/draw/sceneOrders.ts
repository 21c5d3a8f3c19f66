// The order graphics of a scene: arrows, support and convoy lines, hold rings, and what the results
// did to them (bounce bars, crossed supports, disrupted convoys, greyed illegal orders).
import type { GivenOrder, Order, OrderResult, ProvinceId, ReasonCode } from '../types';
import { unitPoint } from './geometry';
import { length, midpoint, offset, pointAlong, slice, trim } from './polyline';
import type { OrderStatus, SceneInput, SceneMark, SceneMove, SceneOrder, SceneUnit } from './sceneTypes';
import { ORDER, SCREEN_SIZES, UNIT, powerColours } from './style';

const BOUNCES: ReadonlySet<ReasonCode> = new Set<ReasonCode>(['bounce', 'beaten', 'held', 'own-unit', 'paradox']);
const DISRUPTED: ReadonlySet<ReasonCode> = new Set<ReasonCode>(['no-path', 'path-missing', 'convoy-disrupted']);

interface Ctx {
  input: SceneInput;
  units: SceneUnit[];
  retreatPhase: boolean;
  marks: SceneMark[];
  /** The drawn unit's radius: lines start and stop at its edge. */
  r: number;
}

export function orderGraphics(input: SceneInput, units: SceneUnit[]): { orders: SceneOrder[]; marks: SceneMark[] } {
  const ctx: Ctx = { input, units, retreatPhase: input.position.phase.type === 'retreat', marks: [], r: UNIT.radius * (input.sizes ?? SCREEN_SIZES).unitScale };
  const given = input.orders.map((g) => ({ g, r: resultFor(g, input.results ?? []) }));
  // Moves first: supports and convoys end on their arrows.
  const moves: SceneMove[] = [];
  for (const { g, r } of given) if (g.order.kind === 'move') moves.push(moveGraphic(ctx, g, g.order, r));
  separateHeadToHead(moves);
  for (const m of moves) markMove(ctx, m);
  const others: SceneOrder[] = [];
  for (const { g, r } of given) {
    if (g.order.kind === 'move') continue;
    const o = otherGraphic(ctx, g, g.order, r, moves);
    if (o) others.push(o);
  }
  for (const u of units) if (u.dislodged) ctx.marks.push({ kind: 'dislodged', province: u.province, x: u.x, y: u.y, angle: 0 });
  return {
    orders: [
      ...others.filter((o) => o.kind !== 'support' && o.kind !== 'convoy'),
      ...moves,
      ...others.filter((o) => o.kind === 'support' || o.kind === 'convoy'),
    ],
    marks: ctx.marks,
  };
}

function orderProvince(order: Order): ProvinceId | null {
  if (order.kind === 'waive') return null;
  return order.kind === 'build' ? order.province : order.unit.province;
}

/** The result for an order: the same order if the engine kept it, else the same unit's. */
function resultFor(g: GivenOrder, results: OrderResult[]): OrderResult | null {
  const text = JSON.stringify(g.order);
  const same = results.find((r) => r.power === g.power && JSON.stringify(r.order) === text);
  if (same) return same;
  const province = orderProvince(g.order);
  if (province === null) return null;
  return results.find((r) => (r.unit?.province ?? orderProvince(r.order)) === province && r.order.kind === g.order.kind) ?? null;
}

function base(g: GivenOrder, province: ProvinceId, r: OrderResult | null) {
  const status: OrderStatus = r ? (r.outcome === 'succeeds' ? 'succeeds' : r.outcome) : 'ordered';
  const greyed = status === 'illegal' || status === 'void';
  const c = powerColours(g.power);
  return {
    power: g.power,
    province,
    status,
    reason: r?.reason ?? null,
    colour: greyed ? ORDER.greyed : c.main,
    dark: greyed ? ORDER.greyed : c.dark,
  };
}

/** The drawn unit an order is for: the dislodged one in a retreat phase. */
function unitFor(ctx: Ctx, province: ProvinceId): SceneUnit | undefined {
  const here = ctx.units.filter((u) => u.province === province);
  return here.find((u) => u.dislodged === ctx.retreatPhase) ?? here[0];
}

function pointOf(ctx: Ctx, province: ProvinceId, coast: string | null = null): { x: number; y: number } | null {
  const u = unitFor(ctx, province);
  if (u && !coast) return u;
  const p = unitPoint(ctx.input.geometry, province, (coast as never) ?? null);
  return p ? { x: p[0], y: p[1] } : null;
}

function occupied(ctx: Ctx, province: ProvinceId): boolean {
  return ctx.units.some((u) => u.province === province && !u.dislodged);
}

function moveGraphic(ctx: Ctx, g: GivenOrder, order: Extract<Order, { kind: 'move' }>, r: OrderResult | null): SceneMove {
  const from = pointOf(ctx, order.unit.province) ?? { x: 0, y: 0 };
  const to = pointOf(ctx, order.to, order.coast) ?? from;
  // A convoyed army's arrow runs through the fleets ordered to convoy it, nearest first.
  const fleets = ctx.input.orders
    .filter((o) => o.order.kind === 'convoy' && o.order.army.province === order.unit.province && o.order.to === order.to)
    .map((o) => pointOf(ctx, orderProvince(o.order)!))
    .filter((p): p is { x: number; y: number } => p !== null);
  const stops: { x: number; y: number }[] = [];
  let at = from;
  while (fleets.length > 0) {
    fleets.sort((a, b) => Math.hypot(a.x - at.x, a.y - at.y) - Math.hypot(b.x - at.x, b.y - at.y));
    at = fleets.shift()!;
    stops.push(at);
  }
  const raw = [from, ...stops, to].flatMap((p) => [p.x, p.y]);
  const route = trim(raw, ctx.r + 1, occupied(ctx, order.to) || order.coast ? ctx.r + 3 : 2);
  return {
    kind: 'move',
    ...base(g, order.unit.province, r),
    to: order.to,
    toCoast: order.coast,
    points: route,
    route,
    viaConvoy: order.viaConvoy || stops.length > 0,
    bounced: false,
  };
}

/** Two units moving into each other: set the arrows apart so both show. */
function separateHeadToHead(moves: SceneMove[]): void {
  for (const m of moves) {
    if (moves.some((o) => o.province === m.to && o.to === m.province)) {
      m.route = offset(m.route, 5);
      m.points = m.route;
    }
  }
}

function markMove(ctx: Ctx, m: SceneMove): void {
  if (m.status !== 'fails' || !m.reason) return;
  if (BOUNCES.has(m.reason)) {
    m.bounced = true;
    m.points = slice(m.route, 0, length(m.route) * ORDER.bounceAt);
    const end = pointAlong(m.route, length(m.route) * ORDER.bounceAt);
    ctx.marks.push({ kind: 'bounce', province: m.province, x: end.x, y: end.y, angle: end.angle });
  } else if (DISRUPTED.has(m.reason)) {
    const mid = midpoint(m.route);
    ctx.marks.push({ kind: 'disrupted', province: m.province, ...mid });
  }
}

function otherGraphic(ctx: Ctx, g: GivenOrder, order: Order, r: OrderResult | null, moves: SceneMove[]): SceneOrder | null {
  if (order.kind === 'waive' || order.kind === 'move') return null;
  if (order.kind === 'build') {
    const p = unitPoint(ctx.input.geometry, order.province, order.coast);
    if (!p) return null;
    return { kind: 'build', ...base(g, order.province, r), unitType: order.unitType, coast: order.coast, x: p[0], y: p[1] };
  }
  const at = pointOf(ctx, order.unit.province);
  if (!at) return null;
  const b = base(g, order.unit.province, r);
  switch (order.kind) {
    case 'hold':
      return { kind: 'hold', ...b, x: at.x, y: at.y };
    case 'disband':
    case 'remove':
      return { kind: order.kind, ...b, x: at.x, y: at.y };
    case 'retreat': {
      const to = pointOf(ctx, order.to, order.coast) ?? at;
      const route = trim([at.x, at.y, to.x, to.y], ctx.r + 1, 2);
      const bounced = b.status === 'fails';
      const points = bounced ? slice(route, 0, length(route) * ORDER.bounceAt) : route;
      if (bounced) {
        const end = pointAlong(route, length(route) * ORDER.bounceAt);
        ctx.marks.push({ kind: 'bounce', province: b.province, x: end.x, y: end.y, angle: end.angle });
      }
      return { kind: 'retreat', ...b, to: order.to, points, bounced };
    }
    case 'support':
      return supportGraphic(ctx, b, at, order, moves);
    case 'convoy':
      return convoyGraphic(ctx, b, at, order, moves);
  }
}

type Base = ReturnType<typeof base>;
type Pt = { x: number; y: number };

/** Where a line to a move ends: on its drawn arrow, or on a faint stand-in when no one ordered it. */
function anchorOnMove(ctx: Ctx, moves: SceneMove[], from: ProvinceId, to: ProvinceId) {
  const move = moves.find((m) => m.province === from && m.to === to);
  if (move) return { move, anchor: pointAlong(move.points, length(move.points) * 0.55), phantom: null };
  const a = pointOf(ctx, from);
  const b = pointOf(ctx, to);
  if (!a || !b) return null;
  const phantom = trim([a.x, a.y, b.x, b.y], ctx.r + 1, 2) as [number, number, number, number];
  return { move: null, anchor: midpoint(phantom), phantom };
}

function supportGraphic(ctx: Ctx, b: Base, at: Pt, order: Extract<Order, { kind: 'support' }>, moves: SceneMove[]): SceneOrder | null {
  let end: Pt | null;
  let phantom: [number, number, number, number] | null = null;
  if (order.to === null) {
    end = pointOf(ctx, order.target.province);
  } else {
    const found = anchorOnMove(ctx, moves, order.target.province, order.to);
    end = found?.anchor ?? null;
    phantom = found?.phantom ?? null;
  }
  if (!end) return null;
  const line = trim([at.x, at.y, end.x, end.y], ctx.r + 1, order.to === null ? ctx.r + 4 : 0);
  const points = [line[0], line[1], line[line.length - 2], line[line.length - 1]] as [number, number, number, number];
  if (b.status === 'fails') {
    const mid = midpoint(points);
    ctx.marks.push({ kind: b.reason === 'cut' ? 'cut' : 'failed', province: b.province, ...mid });
  }
  return { kind: 'support', ...b, target: order.target.province, to: order.to, points, phantom };
}

function convoyGraphic(ctx: Ctx, b: Base, at: Pt, order: Extract<Order, { kind: 'convoy' }>, moves: SceneMove[]): SceneOrder | null {
  const found = anchorOnMove(ctx, moves, order.army.province, order.to);
  if (!found) return null;
  const through = found.move !== null && found.move.route.some((v, i) => i % 2 === 0 && v === at.x && found.move!.route[i + 1] === at.y);
  const points = through ? [] : trim([at.x, at.y, found.anchor.x, found.anchor.y], ctx.r + 1, 0);
  if (b.status === 'fails') ctx.marks.push({ kind: 'failed', province: b.province, x: at.x, y: at.y, angle: Math.PI / 4 });
  return { kind: 'convoy', ...b, army: order.army.province, to: order.to, points, phantom: found.phantom, x: at.x, y: at.y };
}
