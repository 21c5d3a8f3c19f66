// A hold (`A par H`), and what a unit with no legal order does: every rule of this order kind. Read by
// engine/orders/hold.ts; here:
// - checked: always legal once its unit is designated well enough (legality.ts checks that);
// - accepted: the unit holds (so does every unit whose orders were all illegal, or none given);
// - decided: nothing of its own: a holding unit is only dislodged or not (DISLODGE, decisions.ts), and
//   its hold strength is 5.B.5's (decisions.ts);
// - explained: dislodged, by whom.
import type { OrderResult } from '../types';
import { fail } from './results';
import type { Workspace } from './workspace';

export function acceptHold(board: Workspace, u: number, i: number): void {
  board.acceptHold(u, i);
}

export function explainHold(res: OrderResult, dislodgedBy: OrderResult['dislodgedBy']): void {
  if (dislodgedBy) fail(res, 'dislodged', [dislodgedBy.unit]);
}
