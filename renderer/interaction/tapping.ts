// Support and convoy by taps, from a unit's action sheet on a touch screen: a finger cannot aim at an
// arrow, so the order is built in two taps. Support: the unit supported (its own province again for
// a hold), then where it goes; convoy: the army, then its destination. Each tap lights what may come
// next; a tap anywhere else gives up, as Esc does. The order is the one a drag would give.
import type { ProvinceId } from '../../engine/index';
import { moveTargets, pickedAt, specOf, supportReach } from './targets';
import type { GestureContext, GestureEvent, Picked, Point, Step, Tapping } from './types';
import { IDLE } from './types';

const others = (ctx: GestureContext, unit: Picked): Picked[] =>
  ctx.position.units
    .filter((u) => u.province !== unit.province)
    .map((u) => ({ power: u.power, type: u.type, province: u.province, coast: u.coast, dislodged: false }));

/** Where the supported unit may be supported to: its own province (a hold), or a move's destination. */
function supportDestinations(ctx: GestureContext, supporter: Picked, other: Picked): ProvinceId[] {
  const reach = supportReach(ctx.map, supporter);
  const moves = moveTargets(ctx.map, ctx.position, other)
    .map((t) => t.province)
    .filter((p) => p !== supporter.province && reach.has(p));
  return [...(reach.has(other.province) ? [other.province] : []), ...moves];
}

/** Where an army may be convoyed: the coasts it reaches by sea. */
function convoyDestinations(ctx: GestureContext, army: Picked): ProvinceId[] {
  if (army.type !== 'A' || ctx.map.province(army.province)?.kind !== 'coast') return [];
  return moveTargets(ctx.map, ctx.position, army)
    .filter((t) => t.viaConvoy || ctx.map.province(t.province)?.kind === 'coast')
    .map((t) => t.province);
}

const destinations = (ctx: GestureContext, s: { unit: Picked; intent: Tapping['intent'] }, other: Picked) =>
  s.intent === 'support' ? supportDestinations(ctx, s.unit, other) : convoyDestinations(ctx, other);

export function startTapping(ctx: GestureContext, unit: Picked, intent: Tapping['intent'], point: Point): Tapping | null {
  if (intent === 'convoy' && (unit.type !== 'F' || ctx.map.province(unit.province)?.kind !== 'sea')) return null;
  const candidates = others(ctx, unit).filter((o) => destinations(ctx, { unit, intent }, o).length > 0);
  if (intent === 'convoy') {
    // Only armies whose way by sea could pass this fleet: one of the destinations is beyond a direct move.
    const byConvoy = candidates.filter((a) => moveTargets(ctx.map, ctx.position, a).some((t) => t.viaConvoy));
    return { name: 'tapping', unit, intent, other: null, targets: byConvoy.map((o) => o.province), point };
  }
  return { name: 'tapping', unit, intent, other: null, targets: candidates.map((o) => o.province), point };
}

function finish(state: Tapping & { other: Picked }, to: ProvinceId): Step {
  const { unit, other } = state;
  const power = unit.power;
  if (state.intent === 'convoy') {
    return { state: IDLE, change: { kind: 'set', power, order: { kind: 'convoy', unit: specOf(unit), army: specOf(other), to } } };
  }
  const dest = to === other.province ? null : to;
  return { state: IDLE, change: { kind: 'set', power, order: { kind: 'support', unit: specOf(unit), target: specOf(other), to: dest, coast: null } } };
}

export function tapping(state: Tapping, event: GestureEvent, ctx: GestureContext): Step {
  switch (event.type) {
    case 'key':
      return event.key === 'Escape' ? { state: IDLE } : { state };
    case 'choose':
      return event.option === 'cancel' ? { state: IDLE } : { state };
    case 'down':
      // A finger may pan to find the next place: the view tells a pan from a tap, and sends the tap's release.
      return event.button === 'right' ? { state: IDLE } : { state, pan: true };
    case 'move':
      return { state };
    case 'up': {
      const province = event.target.unit ?? event.target.province;
      if (!province || !state.targets.includes(province)) return { state: IDLE };
      if (state.other) return finish({ ...state, other: state.other }, province);
      const other = pickedAt(ctx.position, province, false);
      if (!other) return { state: IDLE };
      return { state: { ...state, other, targets: destinations(ctx, state, other), point: event.point } };
    }
  }
}
