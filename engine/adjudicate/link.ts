// The static relations between accepted orders, made once before any decision: who attacks which
// province, which fleets could carry each army and whether it goes by convoy (4.A.3, 4.A.6), which
// supports match (4.B.4, 4.D.9), and which moves meet head to head. Each kind's own rule is in its
// file (convoy.ts, move.ts, support.ts); the order matters: a support matches a move only once the
// move's route is known.
import { linkConvoy } from './convoy';
import type { EngineRules } from './engineRules';
import { linkMoveRoute } from './move';
import { linkSupport } from './support';
import { CONVOY, MOVE, SUPPORT, type Workspace } from './workspace';

export function link(board: Workspace, rules: EngineRules): void {
  const { n, kind } = board;
  board.linkAttackers();
  for (let u = 0; u < n; u++) if (kind[u] === CONVOY) linkConvoy(board, u, rules);
  for (let u = 0; u < n; u++) if (kind[u] === MOVE && !board.fleet[u] && !board.doomed[u]) linkMoveRoute(board, u, rules);
  for (let u = 0; u < n; u++) if (kind[u] === SUPPORT) linkSupport(board, u, rules);
  board.linkHeadToHead();
}
