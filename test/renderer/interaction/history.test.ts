// Undo/redo of order changes, and applying changes to an order list.
import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, emptyHistory, inverseOf, record, redo, undo } from '../../../renderer/interaction/history';
import { applyChange, applyChanges, WAIVE_KEY } from '../../../renderer/interaction/orders';
import type { OrderChange } from '../../../renderer/interaction/types';
import type { GivenOrder } from '../../../engine/types';
import { spec } from './driver';

const hold = (p: string): OrderChange => ({ kind: 'set', power: 'France', order: { kind: 'hold', unit: spec('A', p) } });
const move = (p: string, to: string): OrderChange => ({
  kind: 'set',
  power: 'France',
  order: { kind: 'move', unit: spec('A', p), to, coast: null, viaConvoy: false, path: null },
});

/** Records and applies a batch, as the app would. */
function step(state: { orders: GivenOrder[]; history: ReturnType<typeof emptyHistory> }, changes: OrderChange[]) {
  return { history: record(state.history, changes, state.orders), orders: applyChanges(state.orders, changes) };
}

describe('applying changes', () => {
  it('a set replaces the order of the same unit; a clear removes it', () => {
    let orders = applyChange([], hold('par'));
    orders = applyChange(orders, move('par', 'bur'));
    expect(orders).toEqual([{ power: 'France', order: (move('par', 'bur') as { order: unknown }).order }]);
    expect(applyChange(orders, { kind: 'clear', power: 'France', province: 'par' })).toEqual([]);
  });

  it('waives add up, and clear by the waive key takes one back', () => {
    const waive: OrderChange = { kind: 'set', power: 'Italy', order: { kind: 'waive' } };
    const orders = applyChanges([], [waive, waive]);
    expect(orders).toHaveLength(2);
    expect(applyChange(orders, { kind: 'clear', power: 'Italy', province: WAIVE_KEY })).toHaveLength(1);
  });
});

describe('history', () => {
  it('the inverse of a set is the order it replaced, or a clear', () => {
    const previous: GivenOrder = { power: 'France', order: { kind: 'hold', unit: spec('A', 'par') } };
    expect(inverseOf(move('par', 'bur'), previous)).toEqual(hold('par'));
    expect(inverseOf(move('par', 'bur'), null)).toEqual({ kind: 'clear', power: 'France', province: 'par' });
  });

  it('undo and redo walk back and forth through batches', () => {
    let s = { orders: [] as GivenOrder[], history: emptyHistory() };
    s = step(s, [hold('par')]);
    s = step(s, [move('par', 'bur')]);
    s = step(s, [{ kind: 'clear', power: 'France', province: 'par' }]);
    expect(s.orders).toEqual([]);
    const snapshots: GivenOrder[][] = [];
    for (let i = 0; i < 3; i++) {
      const u = undo(s.history)!;
      s = { history: u.history, orders: applyChanges(s.orders, u.changes) };
      snapshots.push(s.orders);
    }
    expect(snapshots.map((o) => o.map((g) => g.order.kind))).toEqual([['move'], ['hold'], []]);
    expect(undo(s.history)).toBeNull();
    expect(canRedo(s.history)).toBe(true);
    for (let i = 0; i < 3; i++) {
      const r = redo(s.history)!;
      s = { history: r.history, orders: applyChanges(s.orders, r.changes) };
    }
    expect(s.orders).toEqual([]);
    expect(canUndo(s.history)).toBe(true);
    expect(redo(s.history)).toBeNull();
  });

  it('a batch undoes as one, restoring every order it touched', () => {
    let s = { orders: applyChanges([], [hold('par'), hold('mar')]), history: emptyHistory() };
    const before = s.orders;
    s = step(s, [move('par', 'bur'), move('mar', 'spa'), { kind: 'clear', power: 'France', province: 'bre' }]);
    const u = undo(s.history)!;
    expect(applyChanges(s.orders, u.changes)).toEqual(before);
  });

  it('a new change after undo drops the redo branch; the stack keeps its limit', () => {
    let s = { orders: [] as GivenOrder[], history: emptyHistory(2) };
    s = step(s, [hold('par')]);
    s = step(s, [hold('mar')]);
    s = step(s, [hold('bre')]);
    expect(s.history.past).toHaveLength(2);
    const u = undo(s.history)!;
    s = { history: u.history, orders: applyChanges(s.orders, u.changes) };
    s = step(s, [hold('gas')]);
    expect(canRedo(s.history)).toBe(false);
  });
});
