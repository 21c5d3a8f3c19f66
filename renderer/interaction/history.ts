// Undo and redo for order entry: a stack of batches of order changes, each stored with its inverse,
// worked out from the order each change replaced. Pure: the app keeps the value and applies the
// changes that undo/redo hand back (orders.ts applyChanges).
import type { GivenOrder } from '../../engine/index';
import { applyChange, orderKey, previousOrder } from './orders';
import type { OrderChange } from './types';

export interface HistoryEntry {
  changes: OrderChange[];
  /** Applied in order, undoes `changes`. */
  inverse: OrderChange[];
}

export interface OrderHistory {
  past: HistoryEntry[];
  future: HistoryEntry[];
  limit: number;
}

export function emptyHistory(limit = 500): OrderHistory {
  return { past: [], future: [], limit };
}

/** The change that undoes `change`, given the order it replaced or cleared (null: there was none). */
export function inverseOf(change: OrderChange, previous: GivenOrder | null): OrderChange {
  if (previous) return { kind: 'set', power: previous.power, order: previous.order };
  const province = change.kind === 'set' ? orderKey(change.order) : change.province;
  return { kind: 'clear', power: change.power, province };
}

/** Records a batch about to be applied to `orders` (the orders as they are before it). */
export function record(history: OrderHistory, changes: OrderChange[], orders: GivenOrder[]): OrderHistory {
  if (changes.length === 0) return history;
  const inverse: OrderChange[] = [];
  let current = orders;
  for (const change of changes) {
    const previous = previousOrder(current, change);
    // Clearing nothing undoes to nothing.
    if (change.kind === 'clear' && !previous) continue;
    inverse.unshift(inverseOf(change, previous));
    current = applyChange(current, change);
  }
  const past = [...history.past, { changes, inverse }].slice(-history.limit);
  return { ...history, past, future: [] };
}

export function canUndo(history: OrderHistory): boolean {
  return history.past.length > 0;
}

export function canRedo(history: OrderHistory): boolean {
  return history.future.length > 0;
}

/** The changes to apply to undo the last batch, and the history after it; null when none. */
export function undo(history: OrderHistory): { history: OrderHistory; changes: OrderChange[] } | null {
  const entry = history.past[history.past.length - 1];
  if (!entry) return null;
  return { history: { ...history, past: history.past.slice(0, -1), future: [entry, ...history.future] }, changes: entry.inverse };
}

export function redo(history: OrderHistory): { history: OrderHistory; changes: OrderChange[] } | null {
  const entry = history.future[0];
  if (!entry) return null;
  return { history: { ...history, past: [...history.past, entry], future: history.future.slice(1) }, changes: entry.changes };
}
