// The `judge` preset behaves as njudge's syntax file says: the last valid order for a unit is
// honoured, surplus builds are taken from the last received, a fleet without a coast gets the
// default (first) coast, and a later set adds to the orders already in.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../engine/map/standard';
import { combineSubmissions } from '../../electron/service/combine';
import { startPosition } from '../../electron/service/engine';
import { adjudicate } from '../../engine/adjudicate/index';
import { parseOrder } from '../../engine/orders/parse';
import { DEFAULT_OPTIONS, resolveOptions, type RuleOptions } from '../../engine/rules/index';
import type { GivenOrder, PhaseType, Position, Power } from '../../engine/types';

const map = standardMap();
const start: Position = startPosition(map, 'standard');
const judge = ((): RuleOptions => {
  const r = resolveOptions({ preset: 'judge' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

function given(power: Power, phase: PhaseType, ...texts: string[]): GivenOrder[] {
  return texts.map((text) => {
    const r = parseOrder(text, map, { phase });
    if (!r.ok) throw new Error(r.error.message);
    return { power, order: r.value, text };
  });
}

describe('the judge preset', () => {
  it('honours the last valid order for a unit', () => {
    const moved = (options: RuleOptions) =>
      adjudicate(map, start, given('France', 'movement', 'A par - pic', 'A par - bur'), options)
        .results.filter((r) => r.unit?.province === 'par' && r.outcome === 'succeeds')
        .map((r) => r.order);
    expect(moved(judge)).toEqual([expect.objectContaining({ kind: 'move', to: 'bur' })]);
    expect(moved(DEFAULT_OPTIONS)).toEqual([]);
  });

  it('takes surplus builds from the last received', () => {
    const position: Position = {
      ...start,
      phase: { season: 'winter', year: 1901, type: 'adjustment' },
      units: [...start.units.filter((u) => u.power !== 'France'), { power: 'France', type: 'F', province: 'mao', coast: null }],
    };
    // France has 3 centers and 1 unit: 2 builds; 3 are ordered, and the last two are made.
    const orders = given('France', 'adjustment', 'Build A par', 'Build F bre', 'Build A mar');
    const built = (options: RuleOptions) =>
      adjudicate(map, position, orders, options)
        .units.filter((u) => u.power === 'France' && u.province !== 'mao')
        .map((u) => u.province)
        .sort();
    expect(built(judge)).toEqual(['bre', 'mar']);
    expect(built(DEFAULT_OPTIONS)).toEqual(['bre', 'par']);
  });

  it('fills in the default coast of a fleet that names none', () => {
    const position: Position = { ...start, units: [{ power: 'France', type: 'F', province: 'mao', coast: null }] };
    const result = adjudicate(map, position, given('France', 'movement', 'F mao - spa'), judge);
    expect(result.results[0].outcome).toBe('succeeds');
    expect(adjudicate(map, position, given('France', 'movement', 'F mao - spa'), DEFAULT_OPTIONS).results[0].outcome).toBe('illegal');
  });

  it('adds a later set to the orders already in, the later order for a unit winning', () => {
    const first = {
      id: 1,
      power: 'France',
      orders: given('France', 'movement', 'A par - bur', 'F bre - mao'),
      combine: 'unspecified' as const,
      sameTime: false,
    };
    const second = { id: 2, power: 'France', orders: given('France', 'movement', 'A par - pic'), combine: 'unspecified' as const, sameTime: false };
    const counted = combineSubmissions([first, second], judge).orders.map((o) => o.text);
    expect(counted).toEqual(['F bre - mao', 'A par - pic']);
  });
});
