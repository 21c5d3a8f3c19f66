// The gesture machine: hands each event to the current state's handler, and says what the view
// should light up and which overlay to show. One completed gesture gives exactly one order change.
import type { Highlight } from '../../engine/index';
import { choosingBuild } from './choosingBuild';
import { choosingCoast } from './choosingCoast';
import { contextMenu } from './contextMenu';
import { draggingUnit } from './draggingUnit';
import { idle } from './idle';
import { pointing } from './pointing';
import { tapping } from './tapping';
import type { GestureContext, GestureEvent, GestureState, Step } from './types';
import { IDLE } from './types';

export function dispatch(state: GestureState, event: GestureEvent, ctx: GestureContext): Step {
  // A past phase takes no orders; Esc always ends a gesture.
  if (!ctx.editable && state.name !== 'idle') return { state: IDLE };
  switch (state.name) {
    case 'idle':
      return idle(state, event, ctx);
    case 'pointing':
      return pointing(state, event, ctx);
    case 'draggingUnit':
      return draggingUnit(state, event, ctx);
    case 'choosingCoast':
      return choosingCoast(state, event, ctx);
    case 'choosingBuild':
      return choosingBuild(state, event, ctx);
    case 'contextMenu':
      return contextMenu(state, event, ctx);
    case 'tapping':
      return tapping(state, event, ctx);
  }
}

/** What the board lights for a state: the unit in hand, and where it may go. */
export function highlightsOf(state: GestureState): Highlight[] {
  switch (state.name) {
    case 'idle':
      return [];
    case 'pointing':
      return state.unit ? [{ kind: 'source', province: state.unit.province }] : [{ kind: 'target', province: state.province }];
    case 'contextMenu':
      return [{ kind: 'source', province: state.unit.province }];
    case 'draggingUnit': {
      const kind = state.intent === 'retreat' ? 'retreat' : 'target';
      return [
        { kind: 'source', province: state.unit.province },
        ...state.targets.map((province) => ({ kind, province }) as Highlight),
        ...state.coasts.map(({ province, coast }) => ({ kind, province, coast }) as Highlight),
      ];
    }
    case 'choosingCoast':
      return [
        ...(state.pending.kind === 'build' ? [] : [{ kind: 'source', province: state.pending.unit.province } as Highlight]),
        ...state.coasts.map((coast) => ({ kind: 'target', province: state.province, coast }) as Highlight),
      ];
    case 'choosingBuild':
      return [{ kind: 'target', province: state.province }];
    case 'tapping':
      return [
        { kind: 'source', province: state.unit.province },
        ...(state.other ? [{ kind: 'source', province: state.other.province } as Highlight] : []),
        ...state.targets.map((province) => ({ kind: 'target', province }) as Highlight),
      ];
  }
}
