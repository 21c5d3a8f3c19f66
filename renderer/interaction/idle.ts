// Idle: nothing under way. A press on something the phase lets you order starts pointing at it; a
// right press on a unit opens its menu; any other press is the view's, to pan the board.
import { buildOptions, pickedAt } from './targets';
import { openMenu } from './contextMenu';
import type { GestureContext, GestureEvent, Idle, Intent, Step } from './types';
import { IDLE } from './types';

function intentOf(ctx: GestureContext, e: { shift?: boolean; alt?: boolean }): Intent {
  if (ctx.position.phase.type === 'retreat') return 'retreat';
  if (e.alt) return 'convoy';
  if (e.shift) return 'support';
  return ctx.mode;
}

export function idle(state: Idle, event: GestureEvent, ctx: GestureContext): Step {
  if (event.type !== 'down') return { state };
  const pan: Step = { state: IDLE, pan: true };
  if (!ctx.editable) return pan;
  const phase = ctx.position.phase.type;
  const { target } = event;
  if (target.unit) {
    // In a retreat phase only the dislodged units take orders.
    const unit = pickedAt(ctx.position, target.unit, phase === 'retreat');
    if (!unit || (phase === 'retreat') !== Boolean(target.dislodged)) return pan;
    if (event.button === 'right') return { state: openMenu(ctx, unit, event.point) };
    const pointing = { name: 'pointing', unit, province: unit.province, start: event.point, intent: intentOf(ctx, event) } as const;
    return { state: event.touch ? { ...pointing, touch: true } : pointing };
  }
  if (phase === 'adjustment' && target.province && event.button !== 'right' && buildOptions(ctx.map, ctx.position, target.province)) {
    return { state: { name: 'pointing', unit: null, province: target.province, start: event.point, intent: 'move' } };
  }
  return pan;
}
