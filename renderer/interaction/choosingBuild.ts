// Choosing a build: the chooser over a vacant owned home centre offers an army, a fleet (then a
// coast, for a split coast) or a waive.
import type { GestureContext, GestureEvent, ChoosingBuild, Step } from './types';
import { IDLE } from './types';

export function choosingBuild(state: ChoosingBuild, event: GestureEvent, ctx: GestureContext): Step {
  if (event.type === 'key') return event.key === 'Escape' ? { state: IDLE } : { state };
  if (event.type === 'down') return event.target.province === state.province ? { state } : { state: IDLE };
  if (event.type !== 'choose') return { state };
  const { power, province } = state;
  switch (event.option) {
    case 'army':
      if (!state.army) return { state };
      return { state: IDLE, change: { kind: 'set', power, order: { kind: 'build', unitType: 'A', province, coast: null } } };
    case 'fleet': {
      if (!state.fleet) return { state };
      const coasts = ctx.map.province(province)?.coasts ?? [];
      if (coasts.length > 1) {
        return { state: { name: 'choosingCoast', pending: { kind: 'build', power, province }, province, coasts, point: state.point } };
      }
      return { state: IDLE, change: { kind: 'set', power, order: { kind: 'build', unitType: 'F', province, coast: coasts[0] ?? null } } };
    }
    case 'waive':
      return { state: IDLE, change: { kind: 'set', power, order: { kind: 'waive' } } };
    default:
      return { state: IDLE };
  }
}
