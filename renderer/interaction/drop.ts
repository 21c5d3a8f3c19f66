// What a drop means: the order a dragged unit gets from where it lands, or nothing when the place is
// not one of its lit targets. A fleet's drop on a split coast it could reach by more than one coast
// asks which (choosingCoast).
import type { Coast, ProvinceId } from '../../engine/index';
import { moveOrders, moveTargets, pickedAt, retreatTargets, specOf, supportReach, unitAt } from './targets';
import type { DraggingUnit, GestureContext, Point, Step, Target } from './types';
import { IDLE } from './types';

/** The coast to use, or the list to choose from when the drop did not say. */
function pickCoast(options: (Coast | null)[], dropped: Coast | null | undefined): Coast | null | Coast[] {
  const real = options.filter((c): c is Coast => c !== null);
  if (real.length <= 1) return real[0] ?? null;
  if (dropped && real.includes(dropped)) return dropped;
  return real;
}

function dropMove(s: DraggingUnit, to: ProvinceId, coast: Coast | null | undefined, point: Point, ctx: GestureContext): Step {
  const target = moveTargets(ctx.map, ctx.position, s.unit).find((t) => t.province === to);
  if (!target) return { state: IDLE };
  const chosen = s.unit.type === 'F' ? pickCoast(target.coasts, coast) : null;
  const pending = { kind: 'move' as const, unit: s.unit, to, viaConvoy: target.viaConvoy };
  if (Array.isArray(chosen)) return { state: { name: 'choosingCoast', pending, province: to, coasts: chosen, point } };
  const order = { kind: 'move' as const, unit: specOf(s.unit), to, coast: chosen, viaConvoy: target.viaConvoy, path: null };
  return { state: IDLE, change: { kind: 'set', power: s.unit.power, order } };
}

function dropRetreat(s: DraggingUnit, to: ProvinceId, coast: Coast | null | undefined, point: Point, ctx: GestureContext): Step {
  const options = retreatTargets(ctx.position, s.unit).get(to);
  if (!options) return { state: IDLE };
  const chosen = pickCoast(options, coast);
  if (Array.isArray(chosen)) return { state: { name: 'choosingCoast', pending: { kind: 'retreat', unit: s.unit, to }, province: to, coasts: chosen, point } };
  return { state: IDLE, change: { kind: 'set', power: s.unit.power, order: { kind: 'retreat', unit: specOf(s.unit), to, coast: chosen } } };
}

/** The move a drop names: the arrow hit, else a move of the unit hit, else a move into the province. */
function namedMove(s: DraggingUnit, over: Target, ctx: GestureContext, armiesOnly: boolean) {
  const moves = moveOrders(ctx.orders)
    .filter(({ order }) => order.unit.province !== s.unit.province)
    .filter(({ order }) => !armiesOnly || unitAt(ctx.position, order.unit.province)?.type === 'A');
  if (over.arrow) return moves.find(({ order }) => order.unit.province === over.arrow) ?? null;
  if (over.unit && armiesOnly) return moves.find(({ order }) => order.unit.province === over.unit) ?? null;
  if (over.unit) return null;
  return moves.find(({ order }) => order.to === over.province) ?? null;
}

function dropSupport(s: DraggingUnit, over: Target, ctx: GestureContext): Step {
  const reach = supportReach(ctx.map, s.unit);
  const move = namedMove(s, over, ctx, false);
  const power = s.unit.power;
  if (move) {
    if (!reach.has(move.order.to)) return { state: IDLE };
    const mover = pickedAt(ctx.position, move.order.unit.province, false);
    const target = mover ? specOf(mover) : move.order.unit;
    return { state: IDLE, change: { kind: 'set', power, order: { kind: 'support', unit: specOf(s.unit), target, to: move.order.to, coast: null } } };
  }
  const held = over.unit ? pickedAt(ctx.position, over.unit, false) : null;
  if (!held || held.province === s.unit.province || !reach.has(held.province)) return { state: IDLE };
  return { state: IDLE, change: { kind: 'set', power, order: { kind: 'support', unit: specOf(s.unit), target: specOf(held), to: null, coast: null } } };
}

function dropConvoy(s: DraggingUnit, over: Target, ctx: GestureContext): Step {
  if (s.unit.type !== 'F' || ctx.map.province(s.unit.province)?.kind !== 'sea') return { state: IDLE };
  const move = namedMove(s, over, ctx, true);
  if (!move) return { state: IDLE };
  const army = pickedAt(ctx.position, move.order.unit.province, false);
  const order = { kind: 'convoy' as const, unit: specOf(s.unit), army: army ? specOf(army) : move.order.unit, to: move.order.to };
  return { state: IDLE, change: { kind: 'set', power: s.unit.power, order } };
}

export function resolveDrop(s: DraggingUnit, over: Target, point: Point, ctx: GestureContext): Step {
  const province = over.unit ?? over.province;
  switch (s.intent) {
    case 'move':
      if (!province || province === s.unit.province) return { state: IDLE };
      return dropMove(s, province, over.coast, point, ctx);
    case 'retreat':
      if (!province || province === s.unit.province) return { state: IDLE };
      return dropRetreat(s, province, over.coast, point, ctx);
    case 'support':
      return dropSupport(s, over, ctx);
    case 'convoy':
      return dropConvoy(s, over, ctx);
  }
}
