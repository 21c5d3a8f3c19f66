// The paradox cases the first resolver got wrong when units were listed in another order (DATC 6.F.16
// in the DATC's own order gave F bel - eng success): every listing of their units, with the orders
// in several orders, under every 4.A.2 rule, gives the same results, reasons and explanations.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate/index';
import { DEFAULT_OPTIONS } from '../../engine/rules/options';
import type { RuleOptions } from '../../engine/rules/catalogue';
import type { GivenOrder, OrderResult, Unit } from '../../engine/types';
import { standardMap } from '../../engine/map/standard';
import { loadCases, positionOf, readOrders } from '../datc/datcCase';
import { rng, shuffle } from '../support/randomBoard';

const map = standardMap();
const cases = new Map(loadCases().map((c) => [c.id, c]));
const PARADOX_RULES: RuleOptions['4.A.2'][] = ['szykman', 'all-hold', 'dptg', '1971', '1982', '2000'];

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Everything a result says, in a form that does not depend on the order of the input. */
function summary(units: Unit[], results: OrderResult[]): string {
  const key = (u: Unit): string => `${u.power} ${u.type} ${u.province} ${u.coast}`;
  return JSON.stringify({
    units: units.map(key).sort(),
    results: results.map((r) => JSON.stringify({ ...r, text: undefined })).sort(),
  });
}

describe('the result does not depend on the listing order', () => {
  for (const id of ['6.F.16', '6.F.17', '6.F.18', '6.F.14', '6.F.24', '6.C.3', '6.C.6']) {
    for (const rule of PARADOX_RULES) {
      it(`${id} under 4.A.2 ${rule}: every order of its units (300 random orders above 6 units)`, () => {
        const c = cases.get(id)!;
        const options = { ...DEFAULT_OPTIONS, '4.A.2': rule };
        const position = positionOf(c);
        const { orders } = readOrders(c);
        const r = rng(id.length * 31 + rule.length);
        const seen = new Set<string>();
        const r2 = rng(7 + id.length);
        const listings = position.units.length <= 6 ? permutations(position.units) : Array.from({ length: 300 }, () => shuffle(r2, [...position.units]));
        for (const units of listings) {
          const listed: GivenOrder[] = seen.size % 2 === 0 ? [...orders].reverse() : shuffle(r, [...orders]);
          const result = adjudicate(map, { ...position, units }, listed, options);
          seen.add(summary(result.units, result.results));
        }
        expect(seen.size).toBe(1);
      });
    }
  }

  it('6.F.16 listed as the DATC lists it: nothing moves, the convoy is the paradox (Szykman)', () => {
    const c = cases.get('6.F.16')!;
    const order = ['lon', 'wal', 'bre', 'eng', 'nth', 'bel'];
    const position = positionOf(c);
    const units = order.map((p) => position.units.find((u) => u.province === p)!);
    const result = adjudicate(map, { ...position, units }, readOrders(c).orders);
    expect(result.units.map((u) => u.province).sort()).toEqual([...order].sort());
    const bel = result.results.find((x) => x.unit?.province === 'bel')!;
    expect(bel.outcome).toBe('fails');
    const eng = result.results.find((x) => x.unit?.province === 'eng')!;
    expect([eng.outcome, eng.reason]).toEqual(['fails', 'paradox']);
  });
});
