// Order changes applied to a list of orders. A unit has at most one order, named by its province
// (a build by the province built in); waives have no place, so they go by the key `waive`.
import type { GivenOrder, Order, ProvinceId } from '../../engine/index';
import type { OrderChange } from './types';

/** The key under which `clear` finds a power's waive (no province is called that). */
export const WAIVE_KEY = 'waive';

export function orderKey(order: Order): ProvinceId {
  if (order.kind === 'waive') return WAIVE_KEY;
  return order.kind === 'build' ? order.province : order.unit.province;
}

/** The order a change replaces or clears, if any. */
export function previousOrder(orders: GivenOrder[], change: OrderChange): GivenOrder | null {
  const key = change.kind === 'set' ? orderKey(change.order) : change.province;
  if (key === WAIVE_KEY) {
    if (change.kind === 'set') return null;
    return [...orders].reverse().find((g) => g.power === change.power && g.order.kind === 'waive') ?? null;
  }
  const same = orders.filter((g) => orderKey(g.order) === key);
  return same.find((g) => g.power === change.power) ?? same[0] ?? null;
}

export function applyChange(orders: GivenOrder[], change: OrderChange): GivenOrder[] {
  const previous = previousOrder(orders, change);
  if (change.kind === 'set' && change.order.kind === 'waive') return [...orders, { power: change.power, order: change.order }];
  if (change.kind === 'clear') return previous ? orders.filter((g) => g !== previous) : orders;
  const given: GivenOrder = { power: change.power, order: change.order };
  if (!previous) return [...orders, given];
  return orders.map((g) => (g === previous ? given : g));
}

export function applyChanges(orders: GivenOrder[], changes: OrderChange[]): GivenOrder[] {
  return changes.reduce(applyChange, orders);
}
