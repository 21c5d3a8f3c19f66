// The engine keeps nothing between calls that another call can see: two adjudications on different
// maps and positions, one started from inside the other (a getter on an order, as a hostile or
// careless caller could write), and both interleaved with more, give what each gives alone.
import { describe, expect, it } from 'vitest';
import data from '../../resources/maps/standard/map.json';
import { adjudicate } from '../../engine/adjudicate/index';
import { loadMap } from '../../engine/map/load';
import type { PhaseResult } from '../../engine/adjudicate/index';
import type { GivenOrder, Order } from '../../engine/types';
import { standardMap } from '../../engine/map/standard';
import { loadCases, positionOf, readOrders } from '../datc/datcCase';
import { randomMovement } from '../support/randomBoard';

const mapA = standardMap();
const loaded = loadMap(data);
if (!loaded.ok) throw new Error('the standard map does not load');
const mapB = loaded.value;
const pandin = loadCases().find((c) => c.id === '6.F.16')!;
const full = randomMovement(mapA, 4242, 34);
const json = (r: PhaseResult): string => JSON.stringify(r);

/**
 * Orders whose first and last orders' units run `inner` (an adjudication of something else) each time
 * they are read: the engine reads them at several stages, so the inner one lands in the middle.
 */
function withReentry(orders: GivenOrder[], inner: () => void): GivenOrder[] {
  const hook = (g: GivenOrder): GivenOrder => {
    const order = { ...g.order } as Order & { unit: unknown };
    const unit = (g.order as { unit: unknown }).unit;
    Object.defineProperty(order, 'unit', {
      enumerable: true,
      get() {
        inner();
        return unit;
      },
    });
    return { ...g, order };
  };
  return orders.map((g, i) => (i === 0 || i === orders.length - 1 ? hook(g) : g));
}

describe('no state shared between adjudications', () => {
  const aloneA = json(adjudicate(mapA, full.position, full.orders));
  const pandinOrders = readOrders(pandin).orders;
  const aloneB = json(adjudicate(mapB, positionOf(pandin), pandinOrders));

  it('the two maps are distinct objects, each with its own compiled tables', () => {
    expect(mapA).not.toBe(mapB);
    expect(Object.isFrozen(mapA.provinces[0])).toBe(true);
  });

  it('an adjudication started inside another (same map) gives each its own result', () => {
    const inner: string[] = [];
    const outer = adjudicate(
      mapA,
      full.position,
      withReentry(full.orders, () => inner.push(json(adjudicate(mapA, positionOf(pandin), pandinOrders)))),
    );
    expect(inner.length).toBeGreaterThan(2);
    for (const r of inner) expect(r).toBe(aloneB);
    expect(json(outer)).toBe(aloneA);
  });

  it('an adjudication on another map started inside another gives each its own result', () => {
    const inner: string[] = [];
    const outer = adjudicate(
      mapB,
      positionOf(pandin),
      withReentry(pandinOrders, () => inner.push(json(adjudicate(mapA, full.position, full.orders)))),
    );
    expect(inner.length).toBeGreaterThan(2);
    for (const r of inner) expect(r).toBe(aloneA);
    expect(json(outer)).toBe(aloneB);
  });

  it('interleaved one after the other, many times, nothing carries over', () => {
    for (let i = 0; i < 20; i++) {
      expect(json(adjudicate(i % 2 ? mapA : mapB, positionOf(pandin), pandinOrders))).toBe(aloneB);
      expect(json(adjudicate(i % 3 ? mapB : mapA, full.position, full.orders))).toBe(aloneA);
    }
  });
});
