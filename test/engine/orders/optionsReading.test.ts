// The reader under DATC 4.E.2 (how much of the rules may settle a badly written order) and 4.E.3
// (implicit orders), every alternative. Each test's expectation differs from at least one other
// alternative's, so ignoring an alternative fails a test. Positions follow the DATC's examples.
import { describe, expect, it } from 'vitest';
import { readOrder } from '../../../engine/orders/parse';
import { adjudicated, map, orderLines, rules, sheet, units, view } from './optionsHelpers';

const LEVELS = ['literal', 'possible-order', 'possible-set', 'matching-set'] as const;

describe('4.E.2 one order (example 5: F Rum - Bu)', () => {
  const board = units('Russia F rum, Austria A bud');
  const expected: Record<(typeof LEVELS)[number], string | null> = {
    // a: no knowledge of the rules: 'Bu' stays Budapest, Bulgaria or Burgundy.
    literal: null,
    // b-d: a fleet cannot go to Budapest or Burgundy: Bulgaria, on the one coast in reach.
    'possible-order': 'bul/ec',
    'possible-set': 'bul/ec',
    'matching-set': 'bul/ec',
  };
  for (const level of LEVELS) {
    it(level, () => {
      const read = readOrder('F Rum - Bu', map, { units: board, rules: rules({ '4.E.2': level }) });
      if (expected[level] === null) {
        expect(read.ok).toBe(false);
        if (!read.ok) expect(read.error).toMatchObject({ code: 'ambiguous-province', candidates: ['bud', 'bul', 'bur'] });
        return;
      }
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      const order = read.value.order;
      expect(order.kind === 'move' && `${order.to}/${order.coast}`).toBe(expected[level]);
      expect(read.value.notes.map((n) => n.message)).toEqual([
        "read 'Bu' as Bulgaria: the only reading that makes a possible order (DATC 4.E.2 b)",
        `read as Bulgaria (ec): the only coast the fleet in Rumania can reach (DATC 4.B.2 a, 4.E.2 ${level === 'possible-order' ? 'b' : level === 'possible-set' ? 'c' : 'd'})`,
      ]);
    });
  }

  it('without the board, the unit type written decides (b): F Aeg - Bu is Bulgaria, south coast', () => {
    const read = readOrder('F Aeg - Bu', map, { rules: rules({ '4.E.2': 'possible-order' }) });
    expect(read.ok && read.value.order).toMatchObject({ kind: 'move', to: 'bul', coast: 'sc' });
  });

  it('an order with two possible readings is never settled (example 1: A Bur - Pir)', () => {
    for (const level of LEVELS) {
      const read = readOrder('A Bur - Pir', map, { units: units('France A bur'), rules: rules({ '4.E.2': level }) });
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error.candidates).toEqual(level === 'literal' ? ['par', 'pic', 'pie', 'por'] : ['par', 'pic']);
    }
  });

  it('an unambiguous impossible order is never changed (example 3: Build F Tyr stays Tyrolia)', () => {
    const read = readOrder('Build F Tyr', map, { phase: 'adjustment', rules: rules({}) });
    expect(read.ok && read.value.order).toMatchObject({ kind: 'build', province: 'tyr' });
  });

  it('a missing coast is left to the adjudicator under a (literal reading)', () => {
    const read = readOrder('F Rum - Bul', map, { units: units('Russia F rum'), rules: rules({ '4.E.2': 'literal' }) });
    expect(read.ok && read.value).toEqual({ order: expect.objectContaining({ to: 'bul', coast: null }), notes: [] });
  });
});

describe('4.E.2 the whole set (example 7: A Pir - Bre beside an order for Paris)', () => {
  const board = units('France A par, France A pic');
  const text = 'France:\nA Pir - Bre\nA Par - Gas';
  const expected: Record<(typeof LEVELS)[number], string> = {
    literal: "ambiguous: not understood: 'Pir' could be Paris, Picardy, Piedmont or Portugal",
    // b: both armies could move to Brest: each order alone stays ambiguous.
    'possible-order': "ambiguous: not understood: 'Pir' could be Paris or Picardy, each a possible order (DATC 4.E.2)",
    // c and d: Paris has its order, so 'Pir' is the army in Picardy.
    'possible-set': "note: read 'Pir' as Picardy: the only reading for a unit with no other order (DATC 4.E.2 c)",
    'matching-set': "note: read 'Pir' as Picardy: the only reading for a unit with no other order (DATC 4.E.2 d)",
  };
  for (const level of LEVELS) {
    it(level, () => {
      const result = sheet(text, board, { '4.E.2': level });
      expect(view(orderLines(result)[0])).toBe(expected[level]);
      const settled = level === 'possible-set' || level === 'matching-set';
      expect(result.orders.map((o) => o.order.kind === 'move' && `${o.order.unit.province}-${o.order.to}`)).toEqual(
        settled ? ['pic-bre', 'par-gas'] : ['par-gas'],
      );
    });
  }
});

describe('4.E.2 matching orders (example 8: A Ser - Bu, A Gre S A Ser - Bu)', () => {
  const board = units('Turkey A ser, Turkey A gre');
  const text = 'Turkey:\nA Ser - Bu\nA Gre S A Ser - Bu';
  const expected: Record<(typeof LEVELS)[number], [string, string]> = {
    literal: ['ambiguous', 'ambiguous'],
    // b: Greece can only support into Bulgaria; Serbia could go to either.
    'possible-order': ['ambiguous', 'note'],
    // c: no unit has two readings, so the set adds nothing.
    'possible-set': ['ambiguous', 'note'],
    // d: the move is read to match the support.
    'matching-set': ['note', 'note'],
  };
  for (const level of LEVELS) {
    it(level, () => {
      const lines = orderLines(sheet(text, board, { '4.E.2': level }));
      expect(lines.map((d) => d.status)).toEqual(expected[level]);
      if (level === 'matching-set') {
        expect(lines[0].message).toBe("read 'Bu' as Bulgaria: the only reading that matches the other orders (DATC 4.E.2 d)");
        expect(lines.map((d) => (d.order?.order.kind === 'move' || d.order?.order.kind === 'support' ? d.order.order.to : null))).toEqual(['bul', 'bul']);
      }
      if (level !== 'literal') expect(lines[1].message).toContain("read 'Bu' as Bulgaria: the only reading that makes a possible order (DATC 4.E.2 b)");
    });
  }

  it('d: a support is read to match the move of another order of the set', () => {
    // Rumania borders both Budapest and Bulgaria, so only the move says which is meant.
    const lines = orderLines(sheet('Turkey:\nA Ser - Bul\nA Rum S A Ser - Bu', units('Turkey A ser, Turkey A rum'), { '4.E.2': 'matching-set' }));
    expect(lines[1]).toMatchObject({ status: 'note', message: "read 'Bu' as Bulgaria: the only reading that matches the other orders (DATC 4.E.2 d)" });
    const c = orderLines(sheet('Turkey:\nA Ser - Bul\nA Rum S A Ser - Bu', units('Turkey A ser, Turkey A rum'), { '4.E.2': 'possible-set' }));
    expect(c[1].status).toBe('ambiguous');
  });

  it("one power's orders never explain another's (example 4)", () => {
    const text = 'England:\nA Bre S A Bur - Par\nFrance:\nA Bur - Pir';
    const lines = orderLines(sheet(text, units('England A bre, France A bur'), { '4.E.2': 'matching-set' }));
    expect(lines[1].status).toBe('ambiguous');
  });
});

describe('4.E.3 implicit orders', () => {
  const board = units('Germany A ruh, Germany A kie');
  const text = 'Germany:\nA Ruh S A Kie - Hol';
  it('allowed (a): the note says the move is deduced, and the adjudicator deduces it', () => {
    const result = sheet(text, board, { '4.E.3': 'allowed' });
    expect(view(orderLines(result)[0])).toBe('note: Kiel has no order: the implicit order A kie - hol is deduced from this order (DATC 4.E.3 a)');
    expect(adjudicated(result, board, { '4.E.3': 'allowed' })).toEqual(['A Ruh S A Kie - Hol: succeeds', '(implicit): succeeds']);
  });

  it('not allowed (b): the note says the unit holds, and the adjudicator deduces nothing', () => {
    const result = sheet(text, board, { '4.E.3': 'not-allowed' });
    expect(view(orderLines(result)[0])).toBe('note: Kiel has no order and holds: no move is deduced from this order (DATC 4.E.3 b)');
    expect(adjudicated(result, board, { '4.E.3': 'not-allowed' })).toEqual(['A Ruh S A Kie - Hol: void no-match']);
  });

  it("an explicit order comes first, and another power's unit is never ordered implicitly", () => {
    for (const alternative of ['allowed', 'not-allowed']) {
      const explicit = sheet('Germany:\nA Ruh S A Kie - Hol\nA Kie H', board, { '4.E.3': alternative });
      expect(orderLines(explicit)[0].status).toBe('ok');
      const foreign = sheet('Germany:\nA Ruh S A Kie - Hol', units('Germany A ruh, France A kie'), { '4.E.3': alternative });
      expect(orderLines(foreign)[0].message).not.toContain('4.E.3');
    }
  });

  it('allowed (a): orders that disagree on the move imply nothing', () => {
    const result = sheet('Germany:\nA Ruh S A Kie - Hol\nA Mun S A Kie - Ber', units('Germany A ruh, Germany A kie, Germany A mun'), { '4.E.3': 'allowed' });
    expect(orderLines(result).map((d) => d.message)).toEqual([
      'Kiel has no order, and the orders for its move disagree, so it holds (DATC 4.E.3 a)',
      'Kiel has no order, and the orders for its move disagree, so it holds (DATC 4.E.3 a)',
    ]);
  });
});
