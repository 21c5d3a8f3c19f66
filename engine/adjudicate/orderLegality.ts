// Whether one order is legal, decided by adjudication itself: the order box's live check (issue 25,
// item 3) and the adjudicator cannot disagree, because the verdict is the adjudicator's. The order is
// adjudicated as the last of the orders already given in the phase (an earlier order for the same
// unit or build place left out, as a newer one replaces it), so that the counts of an adjustment
// phase (builds and removals due, 4.D.4) see them. A movement or retreat order's legality depends on
// the position alone, so the others are not adjudicated with it there.
import type { GivenOrder, IllegalReason, Order, Position } from '../types';
import type { GameMap } from '../map/types';
import type { RuleOptions } from '../rules/catalogue';
import { DEFAULT_OPTIONS } from '../rules/options';
import { adjudicate } from './index';

/** The unit an order is for, or the place a build is for: one order per key stands. */
function keyOf(order: Order): string | null {
  if (order.kind === 'build') return order.province;
  if (order.kind === 'waive') return null;
  return order.unit.province;
}

/**
 * The reason adjudication would give for `given` being illegal, or null when it is legal. `others`
 * are the orders already given this phase; `options` the game's rule options.
 */
export function orderLegality(
  map: GameMap,
  position: Position,
  given: GivenOrder,
  others: readonly GivenOrder[] = [],
  options: RuleOptions = DEFAULT_OPTIONS,
): IllegalReason | null {
  const key = keyOf(given.order);
  const before = position.phase.type === 'adjustment' ? others.filter((o) => o.power !== given.power || key === null || keyOf(o.order) !== key) : [];
  const results = adjudicate(map, position, [...before, given], options).results;
  const mine = results[results.length - 1];
  return mine.outcome === 'illegal' ? (mine.reason as IllegalReason) : null;
}
