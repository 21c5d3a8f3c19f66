// Dragging a unit: the legal targets are lit; the drop gives a move, a support, a convoy or a retreat
// (drop.ts), or nothing when it lands elsewhere. Esc drops nothing: the board shows the orders as
// they were. A drag started from the context menu is "sticky": the next click drops.
import { resolveDrop } from './drop';
import { convoyTargets, moveTargets, retreatTargets, supportTargets } from './targets';
import type { DraggingUnit, GestureContext, GestureEvent, Intent, Picked, Point, Step, Target } from './types';
import { IDLE } from './types';

export function startDrag(ctx: GestureContext, unit: Picked, intent: Intent, point: Point, sticky: boolean, over: Target = { province: null }): DraggingUnit {
  const { map, position, orders } = ctx;
  let targets: string[] = [];
  const coasts: DraggingUnit['coasts'] = [];
  const split = (province: string, list: (string | null)[]): void => {
    if (list.length > 1) for (const c of list) if (c) coasts.push({ province, coast: c as never });
  };
  if (intent === 'move') {
    for (const t of moveTargets(map, position, unit)) {
      targets.push(t.province);
      split(t.province, t.coasts);
    }
  } else if (intent === 'retreat') {
    for (const [province, list] of retreatTargets(position, unit)) {
      targets.push(province);
      split(province, list);
    }
  } else if (intent === 'support') {
    targets = supportTargets(map, position, orders, unit);
  } else {
    targets = convoyTargets(map, position, orders, unit);
  }
  return { name: 'draggingUnit', unit, intent, targets, coasts, point, over, sticky };
}

export function draggingUnit(state: DraggingUnit, event: GestureEvent, ctx: GestureContext): Step {
  switch (event.type) {
    case 'key':
      return event.key === 'Escape' ? { state: IDLE } : { state };
    case 'move':
      return { state: { ...state, point: event.point, over: event.target } };
    case 'down':
      // A sticky drag drops on release, like a held one; a right press gives up.
      return event.button === 'right' ? { state: IDLE } : { state: { ...state, point: event.point, over: event.target } };
    case 'up':
      return resolveDrop(state, event.target, event.point, ctx);
    case 'choose':
      return event.option === 'cancel' ? { state: IDLE } : { state };
  }
}
