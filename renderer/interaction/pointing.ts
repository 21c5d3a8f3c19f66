// Pointing: pressed on a unit (or a province to build in), not yet moved far. Moving on starts a drag;
// letting go is a click: hold (movement), disband (retreat), remove or build (adjustment). A finger's
// tap on a unit opens its action sheet instead (a GM on a tablet has no right button).
import { openMenu } from './contextMenu';
import { startDrag } from './draggingUnit';
import { buildOptions, specOf } from './targets';
import type { GestureContext, GestureEvent, Pointing, Step } from './types';
import { IDLE } from './types';

/** Screen pixels the pointer may wander before a press becomes a drag. */
export const DRAG_THRESHOLD = 4;
/** A finger is broader and shakier than a mouse: a tap may wander this far and stay a tap. */
export const TOUCH_THRESHOLD = 10;

export function pointing(state: Pointing, event: GestureEvent, ctx: GestureContext): Step {
  if (event.type === 'key') return event.key === 'Escape' ? { state: IDLE } : { state };
  if (event.type === 'move') {
    const far = Math.hypot(event.point.x - state.start.x, event.point.y - state.start.y) > (state.touch ? TOUCH_THRESHOLD : DRAG_THRESHOLD);
    if (!far) return { state };
    // Units are not dragged in an adjustment phase, nor by a finger (it orders by taps, and a finger
    // crossing a crowded board means to move the board): the press was a pan after all.
    if (!state.unit || ctx.position.phase.type === 'adjustment' || state.touch) return { state: IDLE, pan: true };
    return { state: startDrag(ctx, state.unit, state.intent, event.point, false, event.target) };
  }
  if (event.type !== 'up') return { state };
  const phase = ctx.position.phase.type;
  const unit = state.unit;
  if (!unit) {
    const options = buildOptions(ctx.map, ctx.position, state.province);
    if (!options) return { state: IDLE };
    return { state: { name: 'choosingBuild', power: options.power, province: state.province, army: options.army, fleet: options.fleet, point: event.point } };
  }
  if (state.touch) return { state: openMenu(ctx, unit, event.point, true) };
  const kind = phase === 'movement' ? 'hold' : phase === 'retreat' ? 'disband' : 'remove';
  return { state: IDLE, change: { kind: 'set', power: unit.power, order: { kind, unit: specOf(unit) } } };
}
