// A convoyed move written without its path, under rules that want one (DATC 4.A.6 c, the `judge`
// preset): the adjudicator lets no convoy start for it, so the army stays where it is. Said as
// early as the order comes in (the acknowledgement), and named as the cause in the result
// (`path-missing`), never the vaguer "no convoy route was ordered" that sends a player looking
// for a missing fleet.
import type { GameMap } from '../map/types';
import type { PhaseResult } from '../adjudicate/index';
import type { Order, OrderResult } from '../types';
import type { RuleOptions } from './catalogue';

/**
 * Whether the order is a move by convoy that the rules will not carry out as written because its
 * path is missing: an army's move to a place it cannot reach by land, or one marked `via convoy`.
 */
export function pathMissing(map: GameMap, order: Order, options: Pick<RuleOptions, '4.A.6'>): boolean {
  if (options['4.A.6'] !== 'required' || order.kind !== 'move' || order.path !== null || order.unit.type !== 'A') return false;
  return order.viaConvoy || !map.armyNeighbours(order.unit.province).includes(order.to);
}

/** Why such an order will fail, in words for the acknowledgement. */
export const PATH_MISSING_WORDS =
  'no convoy path is written: under your rules (DATC 4.A.6 c) a convoyed move needs its seas (A Yor - Nth - Nwy), so it will fail';

/** A result whose failure for want of a route came from the missing path says so. */
export function withPathCause(map: GameMap, result: PhaseResult, options: RuleOptions): PhaseResult {
  if (options['4.A.6'] !== 'required') return result;
  let changed = false;
  const results = result.results.map((r: OrderResult) => {
    if (r.reason !== 'no-path' || !pathMissing(map, r.order, options)) return r;
    changed = true;
    return { ...r, reason: 'path-missing' as const };
  });
  return changed ? { ...result, results } : result;
}
