// Every DATC movement case with its units and its orders listed in other orders: the engine must give
// the same board, dislodged units and results (outcome, reason, by, strengths, dislodgedBy) each time.
// Where a case has at most 6 units and 6 orders, every permutation of the units is tried, each with
// one permutation of the orders (running through all of them); larger cases get 200 random pairs.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../engine/map/standard';
import { DEFAULT_OPTIONS } from '../../engine/rules/options';
import { loadCases, positionOf, readOrders } from './datcCase';
import { firstDifference, permutations, runListed } from '../reference/shuffle';
import { rng, shuffle } from '../support/randomBoard';
import type { GivenOrder, Position } from '../../engine/types';

const map = standardMap();
const cases = loadCases().filter((c) => c.phase.type === 'movement');

/** Pairs (unit listing, order listing) to try. */
function listings(units: number, orders: number, seed: number): [number[], number[]][] {
  if (units <= 6 && orders <= 6) {
    const up = permutations(units);
    const op = permutations(orders);
    const count = Math.max(up.length, op.length);
    return Array.from({ length: count }, (_, k) => [up[k % up.length], op[(k * 7) % op.length]]);
  }
  const r = rng(seed);
  const ident = (n: number) => Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: 200 }, () => [shuffle(r, ident(units)), shuffle(r, ident(orders))]);
}

/** The result with the units and orders listed as given. */
const asGiven = (position: Position, orders: GivenOrder[]) =>
  runListed(
    map,
    position,
    orders,
    DEFAULT_OPTIONS,
    position.units.map((_, i) => i),
    orders.map((_, i) => i),
  );

describe('DATC movement cases: the order of units and orders does not matter', () => {
  for (const [k, c] of cases.entries()) {
    it(c.id, () => {
      const { orders } = readOrders(c);
      const position = positionOf(c);
      const base = asGiven(position, orders);
      for (const [up, op] of listings(position.units.length, orders.length, k + 1)) {
        const other = runListed(map, position, orders, DEFAULT_OPTIONS, up, op);
        if (other === base) continue;
        const listed = `units ${up.map((i) => position.units[i].province).join(' ')}; orders ${op.map((i) => c.orders[i].text).join('; ')}`;
        expect.fail(`${c.id} listed as ${listed}:\n${firstDifference(base, other)}`);
      }
    });
  }
});

/**
 * The units listed as the DATC text lists them, in the order of their orders (the fixtures sort them
 * by province): how a player or a file would most likely give them.
 */
describe('DATC movement cases with the units in the order of their orders', () => {
  for (const c of cases) {
    it(c.id, () => {
      const { orders } = readOrders(c);
      const position = positionOf(c);
      const named = orders.map((o) => (o.order as { unit?: { province: string } }).unit?.province);
      const rank = (i: number) => {
        const k = named.indexOf(position.units[i].province);
        return k < 0 ? named.length + i : k;
      };
      const up = position.units.map((_, i) => i).sort((a, b) => rank(a) - rank(b));
      const ident = orders.map((_, i) => i);
      const base = asGiven(position, orders);
      const other = runListed(map, position, orders, DEFAULT_OPTIONS, up, ident);
      expect(other === base, `units ${up.map((i) => position.units[i].province).join(' ')}: ${firstDifference(base, other)}`).toBe(true);
    });
  }
});
