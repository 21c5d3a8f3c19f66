// The context menu of a unit: the orders a right click offers in this phase. Support and convoy (and
// move) go on as a sticky drag: the next click says where; opened by a finger, support and convoy go
// on tap by tap (tapping.ts).
import { startDrag } from './draggingUnit';
import { startTapping } from './tapping';
import { specOf } from './targets';
import { orderKey } from './orders';
import type { ContextMenu, GestureContext, GestureEvent, MenuItem, Picked, Point, Step } from './types';
import { IDLE } from './types';

export function menuItems(ctx: GestureContext, unit: Picked): MenuItem[] {
  const ordered = ctx.orders.some((g) => orderKey(g.order) === unit.province);
  const items: MenuItem[] = [];
  switch (ctx.position.phase.type) {
    case 'movement': {
      items.push('hold', 'move', 'support');
      if (unit.type === 'F' && ctx.map.province(unit.province)?.kind === 'sea') items.push('convoy');
      break;
    }
    case 'retreat':
      items.push('move', 'disband');
      break;
    case 'adjustment':
      items.push('remove');
      break;
  }
  if (ordered) items.push('clear');
  return items;
}

export function openMenu(ctx: GestureContext, unit: Picked, point: Point, touch = false): ContextMenu {
  const menu: ContextMenu = { name: 'contextMenu', unit, items: menuItems(ctx, unit), point };
  return touch ? { ...menu, touch } : menu;
}

export function contextMenu(state: ContextMenu, event: GestureEvent, ctx: GestureContext): Step {
  if (event.type === 'key') return event.key === 'Escape' ? { state: IDLE } : { state };
  if (event.type === 'down') return { state: IDLE };
  if (event.type !== 'choose') return { state };
  const item = event.option as MenuItem;
  if (!state.items.includes(item)) return { state: IDLE };
  const { unit } = state;
  const power = unit.power;
  switch (item) {
    case 'hold':
    case 'disband':
    case 'remove':
      return { state: IDLE, change: { kind: 'set', power, order: { kind: item, unit: specOf(unit) } } };
    case 'clear':
      return { state: IDLE, change: { kind: 'clear', power, province: unit.province } };
    case 'move':
      return { state: startDrag(ctx, unit, ctx.position.phase.type === 'retreat' ? 'retreat' : 'move', state.point, true) };
    case 'support':
    case 'convoy':
      if (state.touch) return { state: startTapping(ctx, unit, item, state.point) ?? IDLE };
      return { state: startDrag(ctx, unit, item, state.point, true) };
  }
}
