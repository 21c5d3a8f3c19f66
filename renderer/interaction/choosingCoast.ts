// Choosing a coast: a fleet's move, retreat or build in a split-coast province that could go to more
// than one coast waits here for the coast picker (or a click on a coast spot).
import type { Coast, Order } from '../../engine/index';
import { specOf } from './targets';
import type { ChoosingCoast, GestureContext, GestureEvent, Step } from './types';
import { IDLE } from './types';

function orderFor(state: ChoosingCoast, coast: Coast): { power: string; order: Order } {
  const p = state.pending;
  switch (p.kind) {
    case 'move':
      return { power: p.unit.power, order: { kind: 'move', unit: specOf(p.unit), to: p.to, coast, viaConvoy: p.viaConvoy, path: null } };
    case 'retreat':
      return { power: p.unit.power, order: { kind: 'retreat', unit: specOf(p.unit), to: p.to, coast } };
    case 'build':
      return { power: p.power, order: { kind: 'build', unitType: 'F', province: p.province, coast } };
  }
}

export function choosingCoast(state: ChoosingCoast, event: GestureEvent, _ctx: GestureContext): Step {
  let coast: string | null | undefined;
  if (event.type === 'key') return event.key === 'Escape' ? { state: IDLE } : { state };
  if (event.type === 'choose') coast = event.option;
  else if (event.type === 'up' && event.target.province === state.province) coast = event.target.coast;
  else if (event.type === 'down' && event.target.province !== state.province) return { state: IDLE };
  if (!coast) return event.type === 'choose' ? { state: IDLE } : { state };
  if (!state.coasts.includes(coast as Coast)) return { state: IDLE };
  const { power, order } = orderFor(state, coast as Coast);
  return { state: IDLE, change: { kind: 'set', power, order } };
}
