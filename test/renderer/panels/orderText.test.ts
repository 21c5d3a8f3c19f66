// Orders on screen are normalised as the report prints them (issue 25, item 4): the screen's
// shownOrder and the printed report's orderText agree on every kind of order, on every place.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import type { Order, UnitSpec } from '../../../engine/types';
import { orderText } from '../../../electron/reports/words';
import { describeResult } from '../../../engine/report/explain';
import { normaliseOrderWords, shownOrder, withKeys } from '../../../renderer/panels/orderText';

const map = standardMap();
const places = map.provinces.map((p) => p.id);
const unit = (province: string, type: 'A' | 'F' = 'A', coast: string | null = null): UnitSpec => ({ type, province, coast, power: null }) as UnitSpec;

/** Orders of every kind, touching every place of the map (split coasts included). */
function everyKind(): Order[] {
  const out: Order[] = [];
  places.forEach((id, i) => {
    const other = places[(i * 7 + 3) % places.length];
    const coast = map.province(id)?.coasts[0] ?? null;
    out.push({ kind: 'hold', unit: unit(id) });
    out.push({ kind: 'move', unit: unit(id, 'F', coast), to: other, coast: null, viaConvoy: false, path: null } as Order);
    out.push({ kind: 'support', unit: unit(other), target: unit(id, 'F', coast), to: other, coast: null } as Order);
    out.push({ kind: 'convoy', unit: unit(other, 'F'), army: unit(id), to: other } as Order);
    out.push({ kind: 'retreat', unit: unit(id), to: other, coast: null } as Order);
    out.push({ kind: 'build', province: id, unitType: 'F', coast } as Order);
    out.push({ kind: 'remove', unit: unit(id) } as Order);
    out.push({ kind: 'disband', unit: unit(id) } as Order);
    // The supported or convoyed unit written without its type (`A ruh S bur - bel`), as GMs type it.
    const untyped = { ...unit(id), type: null } as UnitSpec;
    out.push({ kind: 'support', unit: unit(other), target: untyped, to: other, coast: null } as Order);
    out.push({ kind: 'support', unit: unit(other), target: untyped, to: null, coast: null } as Order);
    out.push({ kind: 'convoy', unit: unit(other, 'F'), army: untyped, to: other } as Order);
  });
  return out;
}

describe('orders on screen', () => {
  it('read as the printed report writes them, for every kind and place', () => {
    const orders = everyKind();
    expect(orders.length).toBe(places.length * 11);
    for (const o of orders) expect(shownOrder(o, map)).toBe(orderText(o, map));
  });

  it('are normalised inside a result sentence, leaving its words alone', () => {
    const move = { kind: 'move', unit: unit('vie'), to: 'gal', coast: null, viaConvoy: false, path: null } as Order;
    const sentence = describeResult(
      { power: 'Austria', order: move, unit: { power: 'Austria', type: 'A', province: 'vie', coast: null }, outcome: 'succeeds', reason: null } as never,
      map,
    );
    expect(sentence.startsWith('A vie - gal')).toBe(true);
    expect(normaliseOrderWords(sentence, map).startsWith('A Vie - Gal')).toBe(true);
    expect(normaliseOrderWords('the war ends - con', map)).toBe('the war ends - Con');
  });

  it('keys alike items apart without their index', () => {
    expect(withKeys(['a', 'b', 'a'], (x) => x).map(([k]) => k)).toEqual(['a', 'b', 'a#2']);
  });
});
