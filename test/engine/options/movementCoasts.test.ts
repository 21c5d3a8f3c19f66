// DATC 4.B.1-4.B.6 under every alternative: missing, unreachable, wrong and meaningless coasts in
// move and support orders. Expected results are reasoned from the DATC's description of each
// alternative (chapter 4) and its cases 6.B.1-6.B.12 and the Calhamer examples of 4.B.4.
import { describe, expect, it } from 'vitest';
import { datc, everyAlternativeTested, markTested, scenario, underEach } from './scenario';

describe('4.B.1 no coast given, two coasts reachable', () => {
  // DATC 6.B.1: F por - spa; Portugal touches both coasts of Spain.
  underEach('4.B.1', 'DATC 6.B.1', datc('6.B.1'), {
    // a: the order does not say which coast: the move fails (the DATC result).
    fails: { board: ['France F por'] },
  });
  markTested('4.B.1', 'default-coast');
  it('4.B.1 default-coast: DATC 6.B.1 goes to a coast of Spain', () => {
    // b: the move is tried to the default coast; both are reachable, so the fleet arrives on one of them.
    const s = scenario({ ...datc('6.B.1'), options: { '4.B.1': 'default-coast' } });
    expect(s.board()).toHaveLength(1);
    expect(s.board()[0]).toMatch(/^France F spa\/(nc|sc)$/);
  });
});

describe('4.B.2 no coast given, one coast reachable', () => {
  // F gas reaches only Spain's north coast, F mar only its south coast.
  const fromGascony = { units: ['France: F gas'], orders: ['France: F gas - spa'] };
  const fromMarseilles = { units: ['France: F mar'], orders: ['France: F mar - spa'] };
  // DATC 6.B.2 (F gas - spa).
  underEach('4.B.2', 'DATC 6.B.2, from Gascony', datc('6.B.2'), {
    // a: the only possible coast: the north coast (the DATC result).
    'only-possible-coast': { board: ['France F spa/nc'] },
    // c: a coast must be written: the move fails.
    fails: { board: ['France F gas'] },
  });
  underEach('4.B.2', 'from Marseilles', fromMarseilles, {
    // a: the only possible coast: the south coast.
    'only-possible-coast': { board: ['France F spa/sc'] },
    // c: the move fails.
    fails: { board: ['France F mar'] },
  });
  markTested('4.B.2', 'default-coast');
  it('4.B.2 default-coast: of the two one-coast moves only the one to the default coast succeeds', () => {
    // b: the move is tried to Spain's default coast, reachable from exactly one of Gascony and Marseilles.
    const options = { '4.B.2': 'default-coast' };
    const boards = [scenario({ ...fromGascony, options }).board(), scenario({ ...fromMarseilles, options }).board()];
    const northDefault = [['France F spa/nc'], ['France F mar']];
    const southDefault = [['France F gas'], ['France F spa/sc']];
    expect([northDefault, southDefault]).toContainEqual(boards);
  });
  it('4.B.1 default-coast and 4.B.2 default-coast use the same default coast of Spain', () => {
    // Both b choices speak of one default coast per province: F mao goes where the one-coast move succeeds.
    const options = { '4.B.1': 'default-coast', '4.B.2': 'default-coast' };
    const viaMao = scenario({ units: ['France: F mao'], orders: ['France: F mao - spa'], options }).board()[0];
    const viaGascony = scenario({ ...fromGascony, options }).board()[0];
    expect(viaMao === 'France F spa/nc').toBe(viaGascony === 'France F spa/nc');
  });
});

describe('4.B.3 move to a coast the fleet cannot reach', () => {
  // DATC 6.B.3: F gas - spa/sc; Gascony touches only the north coast.
  underEach('4.B.3', 'DATC 6.B.3', datc('6.B.3'), {
    // a: the coast is corrected to the reachable one.
    'use-possible-coast': { board: ['France F spa/nc'] },
    // b: an unambiguous order is not rewritten: the move fails (the DATC result).
    fails: { board: ['France F gas'] },
  });
});

describe('4.B.4 coast in a support order', () => {
  // The Calhamer examples: Turkey F con - bul/ec, Austria A bul holds, A rum supports with or without
  // a coast. One row a position: the fleet's province, the power of A rum, its support order, and
  // under each alternative whether the support counts (A bul is dislodged) or not (A bul holds).
  const units = ['Turkey: F con', 'Russia: A rum', 'Austria: A bul'];
  for (const [label, fleet, supporter, support, counts] of [
    // 1. a: the coast must match; b: it is written and does not match; c: a written coast must match
    // (Calhamer: "no good"); d: a coast, if given, must match: all fail. e: the coast in a support is
    // ignored: the support counts.
    [
      'Calhamer 1: a foreign support naming the other coast',
      'con',
      'Russia',
      'S Turkish F con - bul/sc',
      { required: false, 'default-coast': false, 'same-power-or-one-coast': false, 'optional-must-match': false, ignored: true },
    ],
    // 2. a: a support without the coast fails; c: other power and both coasts reachable from
    // Constantinople: allies must agree, fails (Calhamer); d: no coast means support to either
    // coast: counts; e: coasts play no part: counts. (b: the test after this table.)
    [
      'Calhamer 2: a foreign support without a coast',
      'con',
      'Russia',
      'S Turkish F con - bul',
      { required: false, 'same-power-or-one-coast': false, 'optional-must-match': true, ignored: true },
    ],
    // 3. a: fails; c: the same power's units are forgiven a missing coast (Calhamer: "good"); d: no
    // coast, any coast: counts; e: counts.
    [
      'Calhamer 3: an own support without a coast',
      'con',
      'Turkey',
      'S F con - bul',
      { required: false, 'same-power-or-one-coast': true, 'optional-must-match': true, ignored: true },
    ],
    // 4. a: fails; c: the Black Sea reaches only the east coast, so the order has one meaning: counts;
    // d and e: count.
    [
      'a foreign support without a coast, one coast reachable',
      'bla',
      'Russia',
      'S Turkish F bla - bul',
      { required: false, 'same-power-or-one-coast': true, 'optional-must-match': true, ignored: true },
    ],
  ] as const) {
    const position = {
      units: [`Turkey: F ${fleet}`, `${supporter}: A rum`, 'Austria: A bul'],
      orders: [`Turkey: F ${fleet} - bul/ec`, `${supporter}: A rum ${support}`, 'Austria: A bul H'],
    };
    const held = { board: ['Austria A bul', `${supporter} A rum`, `Turkey F ${fleet}`] };
    const taken = { board: [`${supporter} A rum`, 'Turkey F bul/ec'], dislodged: ['Austria A bul'] };
    underEach('4.B.4', label, position, Object.fromEntries(Object.entries(counts).map(([alternative, c]) => [alternative, c ? taken : held])));
  }
  it('4.B.4 default-coast: a support without a coast counts for exactly one of the two coasts', () => {
    // b: a missing coast means the default coast, so it matches F con - bul/ec or F con - bul/sc, not both.
    const options = { '4.B.4': 'default-coast' };
    const orders = (c: string) => [`Turkey: F con - bul/${c}`, 'Russia: A rum S Turkish F con - bul', 'Austria: A bul H'];
    const dislodged = ['ec', 'sc'].map((c) => scenario({ units, orders: orders(c), options }).dislodged.length);
    expect(dislodged.sort()).toEqual([0, 1]);
  });
});

describe('4.B.5 wrong coast for the ordered fleet', () => {
  // DATC 6.B.10: F spa/nc - gol for the fleet on the south coast.
  underEach('4.B.5', 'DATC 6.B.10', datc('6.B.10'), {
    // a: there is no fleet on the north coast: the order fails.
    fails: { board: ['France F spa/sc'] },
    // b: the wrong coast is ignored; from the south coast the fleet reaches the Gulf of Lyon (the DATC result).
    ignored: { board: ['France F lyo'] },
  });
});

describe('4.B.6 unknown or meaningless coast', () => {
  // DATC 6.B.12: A gas - spa/nc, a coast on an army's order.
  underEach('4.B.6', 'DATC 6.B.12, an army ordered to a coast', datc('6.B.12'), {
    // a: a meaningless coast makes the order fail.
    fails: { board: ['France A gas'] },
    // b: the coast is ignored and the army moves (the DATC result).
    ignored: { board: ['France A spa'] },
  });
  // Brest has one coast: "south coast" of Brest does not exist.
  underEach(
    '4.B.6',
    'a coast that does not exist (F gas - bre/sc)',
    { units: ['France: F gas'], orders: ['France: F gas - bre/sc'] },
    {
      // a: an unknown coast makes the order fail.
      fails: { board: ['France F gas'] },
      // b: the coast is ignored: F gas - bre.
      ignored: { board: ['France F bre'] },
    },
  );
});

everyAlternativeTested(['4.B.1', '4.B.2', '4.B.3', '4.B.4', '4.B.5', '4.B.6']);
