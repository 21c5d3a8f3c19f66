// Checks of the reference adjudicator itself, before it is trusted to check the engine: every DATC
// movement case gives the DATC's board, and the circular movement and paradox cases (6.C, 6.F.14-
// 6.F.24) give each order's DATC result, with the backup rule that settled it. The DATC text is
// read with the engine's order reader (engine/orders/parse.ts); nothing of engine/adjudicate is used.
import { describe, expect, it } from 'vitest';
import { type DatcCase, loadCases, positionOf, readOrders, sortedKeys } from '../datc/datcCase';
import { standardMap } from '../../engine/map/standard';
import { DEFAULT_OPTIONS } from '../../engine/rules/options';
import type { RuleOptions } from '../../engine/rules/catalogue';
import { referenceAdjudicate } from './adjudicate';
import { fromReference } from './compare';
import { generate } from './generator';
import { OPTION_SETS, optionsFor } from './optionSets';
import { rng, shuffle } from '../support/randomBoard';

const map = standardMap();
const cases = loadCases().filter((c) => c.phase.type === 'movement');
const byId = new Map(cases.map((c) => [c.id, c]));

function run(c: DatcCase, options: RuleOptions = DEFAULT_OPTIONS) {
  const { orders, unread } = readOrders(c);
  expect(unread, 'every order of the case is read').toEqual([]);
  return referenceAdjudicate(map, positionOf(c), orders, options);
}

describe('reference adjudicator on every DATC movement case (DATC preferences)', () => {
  it('finds the 129 movement cases of chapter 6', () => expect(cases.length).toBe(129));
  for (const c of cases) {
    it(c.id, () => {
      const r = run(c);
      expect(sortedKeys(r.units)).toEqual(sortedKeys(c.expect.units));
      expect(sortedKeys(r.dislodged.filter((d) => d.retreats.length > 0))).toEqual(sortedKeys(c.expect.dislodged));
    });
  }
});

// Per order, in the case's order: s = succeeds, f = fails, p = fails by the paradox rule (reason 'paradox').
const S = 'succeeds';
const F = 'fails';
const P = 'fails paradox';

interface Expected {
  orders: string[];
  /** The backup rules the reference applied, `rule/consistent assignments`. */
  backup: string[];
}

const HAND: Record<string, Expected> = {
  // Three units in a circle: all move (circular movement, two consistent assignments).
  '6.C.1': { orders: [S, S, S], backup: ['circular/2'] },
  // The support does not change the circle.
  '6.C.2': { orders: [S, S, S, S], backup: ['circular/2'] },
  // A bounce from Bulgaria breaks the circle: one assignment, nothing moves.
  '6.C.3': { orders: [F, F, F, F], backup: [] },
  // A circle with a convoyed army; F nap - ion bounces off the convoying fleet.
  '6.C.4': { orders: [S, S, S, S, S, S, F], backup: ['circular/2'] },
  // The convoy is disrupted (F ion dislodged): the circle fails.
  '6.C.5': { orders: [F, F, F, S, F, S, S, S], backup: [] },
  // Two armies swap by convoy.
  '6.C.6': { orders: [S, S, S, S], backup: ['circular/2'] },
  // A third army into Belgium: the swap fails (the convoys still succeed).
  '6.C.7': { orders: [S, F, S, F, F], backup: [] },
  // Pandin's paradox: no resolution; Szykman: the convoy fails, the support stands, nothing moves.
  '6.F.16': { orders: [S, F, P, P, S, F], backup: ['szykman/0'] },
  // Pandin's extended paradox: the same with a support for the army.
  '6.F.17': { orders: [S, F, P, P, S, S, F], backup: ['szykman/0'] },
  // Betrayal paradox: the convoy fails, the support of the North Sea holds.
  '6.F.18': { orders: [P, P, S, S, S, F], backup: ['szykman/0'] },
  // Multi-route convoy disruption paradox: the route through the Ionian Sea keeps the army's path: no paradox.
  '6.F.19': { orders: [F, S, S, F, F], backup: [] },
  // Unwanted multi-route convoy paradox: the Italian fleet in the Ionian Sea is dislodged.
  '6.F.20': { orders: [F, S, F, F, S, S], backup: [] },
  // Dad's army convoy: the Russian army reaches Clyde, the English army fails.
  '6.F.21': { orders: [S, S, S, S, S, F, F, F], backup: [] },
  // Second order paradox with two resolutions: both convoys fail, both fleet attacks succeed.
  '6.F.22': { orders: [S, S, P, P, S, S, P, P], backup: ['szykman/2'] },
  // Second order paradox with two exclusive convoys: both convoys fail, nothing is dislodged.
  '6.F.23': { orders: [F, S, P, P, S, S, F, S, P, P], backup: ['szykman/2'] },
  // Second order paradox with no resolution: both convoys fail, F edi - nth dislodges the Russian fleet.
  '6.F.24': { orders: [S, S, F, S, P, P, S, P, P], backup: ['szykman/0'] },
};

describe('reference adjudicator: each order of the DATC circular movement and paradox cases', () => {
  for (const [id, want] of Object.entries(HAND)) {
    it(id, () => {
      const c = byId.get(id)!;
      const r = run(c);
      expect(fromReference(r).orders).toEqual(want.orders);
      expect(r.cores.map((k) => `${k.rule}/${k.consistent}`)).toEqual(want.backup);
      expect(sortedKeys(r.units)).toEqual(sortedKeys(c.expect.units));
    });
  }
  // Also 6.F.19-6.F.21 need no backup rule, and the second order paradoxes are one core each.
  it('6.F.22 settles both paradoxes as one core of six decisions', () => {
    expect(run(byId.get('6.F.22')!).cores.map((k) => k.decisions.length)).toEqual([6]);
  });
});

/** The same cases listed with the units and the orders in other orders: the reference must not care. */
describe('reference adjudicator: the order of units and orders does not matter', () => {
  for (const id of ['6.F.16', '6.F.17', '6.F.18', '6.F.22', '6.F.24', '6.C.4']) {
    it(id, () => {
      const c = byId.get(id)!;
      const base = fromReference(run(c));
      const { orders } = readOrders(c);
      for (let k = 1; k < 8; k++) {
        const perm = orders.map((_, i) => i).sort((a, b) => ((a * 7 + k * 13) % 11) - ((b * 7 + k * 13) % 11));
        const units = [...c.units].sort((a, b) => ((a.province.charCodeAt(k % 3) * k) % 7) - ((b.province.charCodeAt(k % 3) * k) % 7));
        const r = fromReference(
          referenceAdjudicate(
            map,
            { ...positionOf(c), units },
            perm.map((i) => orders[i]),
            DEFAULT_OPTIONS,
          ),
        );
        expect(r.units).toEqual(base.units);
        expect(r.dislodged).toEqual(base.dislodged);
        expect(perm.map((i) => base.orders[i])).toEqual(r.orders);
      }
    });
  }
});

/** A few results under other 4.A.2 rules, as the DATC text describes them. */
describe('reference adjudicator: other convoy paradox rules (4.A.2)', () => {
  const under = (id: string, options: Partial<RuleOptions>) => run(byId.get(id)!, { ...DEFAULT_OPTIONS, ...options } as RuleOptions);
  it('6.F.14 all hold: F wal - eng fails with the paradox, nothing moves', () => {
    const r = under('6.F.14', { '4.A.2': 'all-hold' });
    expect(fromReference(r).orders).toEqual([S, P, P, P]);
    expect(r.dislodged).toEqual([]);
  });
  it('6.F.14 1982: the support into the convoying sea is not cut, F eng is dislodged', () => {
    const r = under('6.F.14', { '4.A.2': '1982' });
    expect(r.dislodged.map((d) => `${d.province} by ${d.attackerFrom}`)).toEqual(['eng by wal']);
    expect(r.cores).toEqual([]);
  });
  it('6.F.18 1982: the support of the North Sea is not cut; the army dislodges F bel', () => {
    const r = under('6.F.18', { '4.A.2': '1982' });
    expect(sortedKeys(r.units)).toEqual(['England A bel', 'England F eng', 'England F nth', 'Germany F hel', 'Germany F ska']);
    expect(r.dislodged.map((d) => d.province)).toEqual(['bel']);
  });
  it('6.F.18 1971 with the all-hold fallback: the rule gives no answer, every move and convoy of the core fails', () => {
    const r = under('6.F.18', { '4.A.2': '1971', '4.A.2-fallback': 'all-hold' });
    expect(fromReference(r).orders).toEqual([P, P, S, S, S, P]);
    expect(r.cores.map((k) => k.rule)).toEqual(['all-hold']);
  });
  it('6.F.14 DPTG: of the two resolutions, the one with the convoy disrupted', () => {
    const r = under('6.F.14', { '4.A.2': 'dptg' });
    expect(fromReference(r).orders).toEqual([S, S, P, P]);
    expect(r.cores.map((k) => `${k.rule}/${k.consistent}`)).toEqual(['dptg/2']);
  });
  it('6.F.16 DPTG: no resolution, so all hold', () => {
    const r = under('6.F.16', { '4.A.2': 'dptg' });
    expect(fromReference(r).orders).toEqual([S, F, P, P, S, P]);
    expect(r.cores.map((k) => `${k.rule}/${k.consistent}`)).toEqual(['all-hold/0']);
  });
});

/** What any right adjudication satisfies, on the generated positions the engine is checked on. */
describe('reference adjudicator: invariants on generated positions', () => {
  const seeds = Array.from({ length: 1200 }, (_, i) => i + 1);
  const optionsOf = (seed: number) => optionsFor(OPTION_SETS[seed % OPTION_SETS.length], seed);

  it('every decision no paradox rule set equals its equation', () => {
    const bad = seeds.filter((seed) => {
      const g = generate(map, seed);
      return referenceAdjudicate(map, g.position, g.orders, optionsOf(seed)).inconsistent.length > 0;
    });
    expect(bad).toEqual([]);
  });

  it('units are conserved, one per province, and each dislodged unit was beaten by one move from attackerFrom', () => {
    for (const seed of seeds) {
      const g = generate(map, seed);
      const r = referenceAdjudicate(map, g.position, g.orders, optionsOf(seed));
      expect(r.units.length + r.dislodged.length, `seed ${seed}`).toBe(g.position.units.length);
      expect(new Set(r.units.map((u) => u.province)).size, `seed ${seed}`).toBe(r.units.length);
      for (const d of r.dislodged) {
        const winners = g.orders.filter((o, i) => o.order.kind === 'move' && o.order.to === d.province && r.results[i].outcome === 'succeeds');
        expect(
          winners.map((o) => (o.order as { unit: { province: string } }).unit.province),
          `seed ${seed}`,
        ).toEqual([d.attackerFrom]);
      }
    }
  });

  it('listing the units and orders in another order changes nothing', () => {
    for (const seed of seeds.slice(0, 400)) {
      const g = generate(map, seed);
      const options = optionsOf(seed);
      const base = fromReference(referenceAdjudicate(map, g.position, g.orders, options));
      const r = rng(seed);
      for (let k = 0; k < 3; k++) {
        const perm = shuffle(
          r,
          g.orders.map((_, i) => i),
        );
        const units = shuffle(r, [...g.position.units]);
        const other = fromReference(
          referenceAdjudicate(
            map,
            { ...g.position, units },
            perm.map((i) => g.orders[i]),
            options,
          ),
        );
        expect(other.units, `seed ${seed}`).toEqual(base.units);
        expect(other.dislodged, `seed ${seed}`).toEqual(base.dislodged);
        expect(other.orders, `seed ${seed}`).toEqual(perm.map((i) => base.orders[i]));
      }
    }
  });
});
