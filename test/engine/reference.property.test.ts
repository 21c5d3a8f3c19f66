// The engine against the reference adjudicator (test/reference) on generated positions dense in
// convoy paradoxes, multi-route convoys, rings, head-to-head battles and split coasts, under every
// 4.A.1 and 4.A.2 choice; and the engine against itself with the units and orders listed in other
// orders. Seeds are fixed; a failure prints the seeds and the first positions side by side.
// One seed: `REF_SEED=123 <vitest> run test/engine/reference.property.test.ts`, or
// `node_modules/.bin/tsx test/reference/diff.ts 123` to see it whole.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../engine/map/standard';
import { DEFAULT_OPTIONS } from '../../engine/rules/options';
import type { RuleOptions } from '../../engine/rules/catalogue';
import { compare, describe as describeVerdict } from '../reference/compare';
import { generate } from '../reference/generator';
import { firstDifference, permutations, runListed } from '../reference/shuffle';
import { rng, shuffle } from '../support/randomBoard';
import { OPTION_SETS, optionsFor, optionsLabel } from '../reference/optionSets';
import { loadCases, positionOf, readOrders } from '../datc/datcCase';

const map = standardMap();
const single = process.env.REF_SEED ? Number(process.env.REF_SEED) : null;
const RUNS = Number(process.env.REF_RUNS ?? 2400);
const seeds = (count: number, offset = 0): number[] => (single !== null ? [single] : Array.from({ length: count }, (_, i) => offset + i + 1));

/** Fail once, at the end, listing every failing seed and the first three in full. */
function expectNoFailures(failures: { seed: number; text: string }[]): void {
  const head = failures.slice(0, 3).map((f) => `--- seed ${f.seed}\n${f.text}`);
  const message = `${failures.length} failing seeds: ${failures
    .map((f) => f.seed)
    .slice(0, 40)
    .join(' ')}${failures.length > 40 ? ' ...' : ''}\n${head.join('\n')}`;
  expect(failures.length, message).toBe(0);
}

function againstReference(seedList: number[], options: (seed: number) => RuleOptions): { seed: number; text: string }[] {
  const failures: { seed: number; text: string }[] = [];
  for (const seed of seedList) {
    const g = generate(map, seed);
    const o = options(seed);
    const v = compare(map, g.position, g.orders, o);
    if (v.differences.length) failures.push({ seed, text: `${g.template}\n${describeVerdict(map, g.position, g.orders, v, optionsLabel(o))}` });
  }
  return failures;
}

describe('engine equals the reference adjudicator on generated hard positions', () => {
  it('under the DATC preferences', () => {
    expectNoFailures(againstReference(seeds(RUNS), () => DEFAULT_OPTIONS));
  });
  // Each 4.A.1 x 4.A.2 (x fallback) choice on its own share of seeds, the other convoy options drawn at random.
  for (const [k, set] of OPTION_SETS.entries()) {
    it(`under ${set.label}`, () => {
      const share = Math.ceil(RUNS / 4);
      expectNoFailures(againstReference(seeds(share, 100_000 * (k + 1)), (seed) => optionsFor(set, seed)));
    });
  }
});

describe('engine equals the reference adjudicator on the DATC movement cases', () => {
  // The DATC's positions are not generated: they bring the legality cases (illegal, void and doubled
  // orders, coasts) the generator leaves out. Each case under each 4.A.1 x 4.A.2 choice, the other
  // convoy options drawn twice.
  const cases = loadCases().filter((c) => c.phase.type === 'movement');
  for (const [k, set] of OPTION_SETS.entries()) {
    it(`under ${set.label}`, () => {
      const failures: { seed: number; text: string }[] = [];
      for (const [i, c] of cases.entries()) {
        const { orders } = readOrders(c);
        for (let j = 0; j < 2; j++) {
          const options = optionsFor(set, k * 1000 + i * 2 + j);
          const v = compare(map, positionOf(c), orders, options);
          if (v.differences.length)
            failures.push({ seed: i, text: `(case index) DATC ${c.id}\n${describeVerdict(map, positionOf(c), orders, v, optionsLabel(options))}` });
        }
      }
      expectNoFailures(failures);
    });
  }
});

describe('engine results do not depend on the order of units and orders', () => {
  it('every permutation of the units (orders listed the same way and reversed) where at most 6 units, under the DATC preferences and random convoy options', () => {
    const failures: { seed: number; text: string }[] = [];
    // Most of the budget on positions with a convoy order, where the engine's resolution is hardest.
    const budget = { convoy: RUNS / 32, plain: RUNS / 96 };
    for (const seed of seeds(4 * RUNS)) {
      // Both budgets spent: the seeds left would each be generated and skipped.
      if (single === null && budget.convoy <= 0 && budget.plain <= 0) break;
      const g = generate(map, seed);
      const n = g.position.units.length;
      if (n > 6 || g.orders.length !== n) continue;
      const kind = g.orders.some((o) => o.order.kind === 'convoy') ? 'convoy' : 'plain';
      if (single === null && budget[kind] <= 0) continue;
      budget[kind]--;
      // Half of them under the DATC preferences, half under a random choice.
      const options = seed % 2 ? optionsFor(OPTION_SETS[seed % OPTION_SETS.length], seed) : DEFAULT_OPTIONS;
      const listed = (up: number[], op: number[]) => runListed(map, g.position, g.orders, options, up, op);
      const ident = g.orders.map((_, i) => i);
      const base = listed(ident, ident);
      // Orders are made one per unit in unit order, so the i-th order is for the i-th unit.
      // Each listing of the units once, the orders listed alike or reversed in turn.
      for (const [k, p] of permutations(n).entries()) {
        const other = listed(p, k % 2 ? [...p].reverse() : p);
        if (other === base) continue;
        const label = optionsLabel(options).join(', ') || 'DATC';
        failures.push({
          seed,
          text: `${g.template} (${label}): units listed as ${p.map((i) => g.position.units[i].province)}: ${firstDifference(base, other)}`,
        });
        break;
      }
    }
    expectNoFailures(failures);
  });

  it('random permutations of units and orders where more than 6 units, under random convoy options', () => {
    const failures: { seed: number; text: string }[] = [];
    let checked = 0;
    for (const seed of seeds(4 * RUNS, 500_000)) {
      // Enough positions checked: the seeds left would each be generated and skipped.
      if (single === null && checked >= RUNS / 6) break;
      const g = generate(map, seed);
      const n = g.position.units.length;
      if ((n <= 6 && single === null) || (single === null && checked >= RUNS / 6)) continue;
      checked++;
      const options = optionsFor(OPTION_SETS[seed % OPTION_SETS.length], seed);
      const ident = g.orders.map((_, i) => i);
      const base = runListed(
        map,
        g.position,
        g.orders,
        options,
        g.position.units.map((_, i) => i),
        ident,
      );
      const r = rng(seed);
      for (let k = 0; k < 24; k++) {
        const up = shuffle(
          r,
          g.position.units.map((_, i) => i),
        );
        const op = shuffle(r, [...ident]);
        const other = runListed(map, g.position, g.orders, options, up, op);
        if (other !== base) {
          failures.push({
            seed,
            text: `${g.template} (${optionsLabel(options).join(', ') || 'DATC'}): units ${up.map((i) => g.position.units[i].province)}: ${firstDifference(base, other)}`,
          });
          break;
        }
      }
    }
    expectNoFailures(failures);
  });
});
