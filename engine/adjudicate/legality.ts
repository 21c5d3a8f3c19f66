// Whether a movement-phase order is legal, under the rule options that decide it: the ordered unit's
// designation (4.C.1, 4.C.2, 4.B.5) here, then the order kind's own check (hold.ts has none; move.ts,
// support.ts, convoy.ts: coasts 4.B.1-4.B.6, nationality 4.C.5/4.C.6, what counts as legal 4.E.1).
// The verdicts are those of verdict.ts.
import type { Order, UnitSpec } from '../types';
import { checkConvoy } from './convoy';
import type { EngineRules } from './engineRules';
import { checkMove } from './move';
import { checkSupport } from './support';
import { LEGAL, type Verdict, no, ownDesignation, sloppy } from './verdict';
import type { Workspace } from './workspace';

export type { LegalVerdict, Verdict } from './verdict';

/**
 * The verdict on `order`, given by `giver` to unit u of the board. A legal order's check notes on the
 * board the province and unit it names (Workspace.noteTarget), for the order's acceptance.
 */
export function checkMovementOrder(board: Workspace, u: number, order: Order, giver: string, rules: EngineRules): Verdict {
  const spec = (order as { unit?: UnitSpec }).unit;
  if (spec === undefined) return no('wrong-phase');
  const own = ownDesignation(board.units[u], spec, rules);
  if (own !== 'ok' && own !== 'sloppy') return no(own);
  let v: Verdict;
  switch (order.kind) {
    case 'hold':
      v = LEGAL;
      break;
    case 'move':
      v = checkMove(board, u, order, rules);
      break;
    case 'support':
      v = checkSupport(board, u, order, giver, rules);
      break;
    case 'convoy':
      v = checkConvoy(board, u, order, giver, rules);
      break;
    default:
      return no('wrong-phase');
  }
  if (v.legal && own === 'sloppy') return sloppy(v);
  return v;
}
