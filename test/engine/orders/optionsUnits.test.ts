// The reader under DATC 4.C.1-4.C.6 (unit type and nationality) and 4.D.3 (two orders for one unit),
// every alternative: what an option accepts is read with a note saying what was assumed, what it
// rejects is an `illegal` line, and "unless another order is correct" (c) and 4.D.3 say which order
// counts. Each case is also adjudicated under the same options, so the notes are checked against
// what the adjudicator does (the reader must not apply an option a second time).
import { describe, expect, it } from 'vitest';
import { readOrder } from '../../../engine/orders/parse';
import { adjudicated, map, orderLines, rules, sheet, units, view } from './optionsHelpers';

const DESIGNATION = ['invalid', 'valid', 'valid-unless-correct-order'] as const;
type Designation = (typeof DESIGNATION)[number];

interface Case {
  option: '4.C.1' | '4.C.2' | '4.C.5' | '4.C.6';
  board: string;
  sloppy: string;
  correct: string;
  /** The sloppy order alone, per alternative. */
  alone: Record<Designation, string>;
  /** The adjudicator's verdict on [sloppy, correct] written together, per alternative. */
  together: Record<Designation, [string, string]>;
}

const CASES: Case[] = [
  {
    option: '4.C.1',
    board: 'France A par',
    sloppy: 'Par - Bur',
    correct: 'A Par - Pic',
    alone: {
      invalid: 'error: not followed: no unit type given for the army in Paris (DATC 4.C.1 a)',
      valid: 'note: read as army: no unit type given for the army in Paris (DATC 4.C.1 b)',
      'valid-unless-correct-order':
        'note: read as army: no unit type given for the army in Paris, unless another order for the unit names its type (DATC 4.C.1 c)',
    },
    together: {
      invalid: ['', 'succeeds'],
      valid: ['illegal duplicate', 'illegal duplicate'],
      'valid-unless-correct-order': ['illegal superseded', 'succeeds'],
    },
  },
  {
    option: '4.C.2',
    board: 'France A par',
    sloppy: 'F Par - Bur',
    correct: 'A Par - Pic',
    alone: {
      invalid: 'error: not followed: the army in Paris is called a fleet (DATC 4.C.2 a)',
      valid: 'note: read as army: the army in Paris is called a fleet (DATC 4.C.2 b)',
      'valid-unless-correct-order': 'note: read as army: the army in Paris is called a fleet, unless another order for the unit names its type (DATC 4.C.2 c)',
    },
    together: {
      invalid: ['', 'succeeds'],
      valid: ['illegal duplicate', 'illegal duplicate'],
      'valid-unless-correct-order': ['illegal superseded', 'succeeds'],
    },
  },
  {
    option: '4.C.5',
    board: 'Russia A gal, Austria A bud',
    sloppy: 'A Gal S A Bud - Rum',
    correct: 'A Gal S Austrian A Bud - Rum',
    alone: {
      invalid: 'error: not followed: the supported unit in Budapest is Austrian and no nationality is given (DATC 4.C.5 a)',
      valid: 'note: read as Austrian: the supported unit in Budapest is Austrian and no nationality is given (DATC 4.C.5 b)',
      'valid-unless-correct-order':
        'note: read as Austrian: the supported unit in Budapest is Austrian and no nationality is given, unless another order for the unit names the right power (DATC 4.C.5 c)',
    },
    together: {
      invalid: ['', 'void no-match'],
      valid: ['illegal duplicate', 'illegal duplicate'],
      'valid-unless-correct-order': ['illegal superseded', 'void no-match'],
    },
  },
  {
    option: '4.C.6',
    board: 'Russia A gal, Austria A bud',
    sloppy: 'A Gal S German A Bud - Rum',
    correct: 'A Gal S Austrian A Bud - Rum',
    alone: {
      invalid: 'error: not followed: the supported unit in Budapest is Austrian, not German (DATC 4.C.6 a)',
      valid: 'note: read as Austrian: the supported unit in Budapest is Austrian, not German (DATC 4.C.6 b)',
      'valid-unless-correct-order':
        'note: read as Austrian: the supported unit in Budapest is Austrian, not German, unless another order for the unit names the right power (DATC 4.C.6 c)',
    },
    together: {
      invalid: ['', 'void no-match'],
      valid: ['illegal duplicate', 'illegal duplicate'],
      'valid-unless-correct-order': ['illegal superseded', 'void no-match'],
    },
  },
];

const TOGETHER_NOTE: Record<Designation, (c: Case) => [string, string]> = {
  // a: the sloppy order is rejected, so the correct one is the unit's only order.
  invalid: () => ['error', 'ok'],
  // b: both count and differ: 4.D.3's default (c) makes the unit hold.
  valid: () => ['note', 'note'],
  // c: the sloppy order yields to the correct one.
  'valid-unless-correct-order': () => ['note', 'ok'],
};

for (const c of CASES) {
  const power = c.board.split(' ')[0];
  describe(`${c.option}`, () => {
    const board = units(c.board);
    for (const alternative of DESIGNATION) {
      it(`${alternative}: the order alone`, () => {
        const result = sheet(`${power}:\n${c.sloppy}`, board, { [c.option]: alternative });
        const [line] = orderLines(result);
        expect(view(line)).toBe(c.alone[alternative]);
        expect(line.code).toBe(alternative === 'invalid' ? 'illegal' : undefined);
        expect(result.orders.length).toBe(alternative === 'invalid' ? 0 : 1);
      });

      it(`${alternative}: beside a correct order for the same unit`, () => {
        const over = { [c.option]: alternative };
        const result = sheet(`${power}:\n${c.sloppy}\n${c.correct}`, board, over);
        const lines = orderLines(result);
        expect(lines.map((d) => d.status)).toEqual(TOGETHER_NOTE[alternative](c));
        if (alternative === 'valid') for (const d of lines) expect(d.message).toContain('so it holds (DATC 4.D.3 c)');
        if (alternative === 'valid-unless-correct-order')
          expect(lines[0].message).toContain(
            `not followed: another order for the unit in Galicia is written correctly (DATC ${c.option} c)`.replace(
              'Galicia',
              c.option === '4.C.1' || c.option === '4.C.2' ? 'Paris' : 'Galicia',
            ),
          );
        // The adjudicator agrees with the notes: only the orders the reader kept reach it.
        const verdicts = adjudicated(result, board, over).map((v) => v.slice(v.indexOf(': ') + 2));
        expect(verdicts).toEqual(c.together[alternative].filter((v) => v !== ''));
      });
    }
  });
}

describe('the reader needs the board for 4.C.1/4.C.2/4.C.5/4.C.6', () => {
  it('without units, a sloppy order is read as written and nothing is said', () => {
    const read = readOrder('Par - Bur', map, { rules: rules({ '4.C.1': 'invalid' }) });
    expect(read.ok && read.value.notes).toEqual([]);
  });
});

describe('4.C.3 unit type left out of a build', () => {
  const expected: Record<string, Record<string, string>> = {
    fails: {
      'Build Mun': 'error: not followed: a build in Munich must say army or fleet (DATC 4.C.3 a)',
      'Build Stp/nc': 'error: not followed: a build in St Petersburg must say army or fleet (DATC 4.C.3 a)',
      'Build Lon': 'error: not followed: a build in London must say army or fleet (DATC 4.C.3 a)',
    },
    'army-inland': {
      'Build Mun': 'note: read as an army: no unit type given, and only an army can stand in Munich (DATC 4.C.3 b)',
      'Build Stp/nc': 'error: not followed: a build in St Petersburg must say army or fleet (DATC 4.C.3 b)',
      'Build Lon': 'error: not followed: a build in London must say army or fleet (DATC 4.C.3 b)',
    },
    'army-inland-fleet-by-coast': {
      'Build Mun': 'note: read as an army: no unit type given, and only an army can stand in Munich (DATC 4.C.3 c)',
      'Build Stp/nc': 'note: read as a fleet: no unit type given, but a coast is (DATC 4.C.3 c)',
      'Build Lon': 'error: not followed: a build in London must say army or fleet (DATC 4.C.3 c)',
    },
  };
  for (const [alternative, byOrder] of Object.entries(expected)) {
    it(alternative, () => {
      const result = sheet(Object.keys(byOrder).join('\n'), [], { '4.C.3': alternative }, 'adjustment');
      expect(result.lines.map(view)).toEqual(Object.values(byOrder).map((v) => (v.startsWith('note') ? `${v}; ${noteOfHome(v)}` : v)));
    });
  }
});

/** A build's power comes from the home center, with its own note. */
function noteOfHome(v: string): string {
  if (v.includes('Munich')) return "a build in Germany's home center mun";
  if (v.includes('fleet')) return "a build in Russia's home center stp";
  return '';
}

describe('4.C.4 fleet built in a land-locked province', () => {
  it('fails (a): rejected', () => {
    const result = sheet('Germany:\nBuild F Mun', [], { '4.C.4': 'fails' }, 'adjustment');
    expect(orderLines(result).map(view)).toEqual(['error: not followed: no fleet can stand in Munich (DATC 4.C.4 a)']);
    expect(result.orders).toEqual([]);
  });
  it('army-instead (b): read with a note, the build kept as written', () => {
    const result = sheet('Germany:\nBuild F Mun', [], { '4.C.4': 'army-instead' }, 'adjustment');
    expect(orderLines(result).map(view)).toEqual(['note: read as an army: no fleet can stand in Munich (DATC 4.C.4 b)']);
    expect(result.orders.map((o) => o.order)).toEqual([{ kind: 'build', unitType: 'F', province: 'mun', coast: null }]);
  });
});

describe('4.D.3 two different orders for one unit', () => {
  const board = units('France A par');
  const text = 'France:\nA Par - Bur\nA Par - Pic';
  const expected: Record<string, { notes: [string, string]; engine: string[] }> = {
    first: {
      notes: [
        'note: followed: the first of 2 different orders for the unit in Paris (DATC 4.D.3 a)',
        'note: not followed: the unit in Paris has another order on line 2, and the first counts (DATC 4.D.3 a)',
      ],
      engine: ['A Par - Bur: succeeds', 'A Par - Pic: illegal superseded'],
    },
    last: {
      notes: [
        'note: not followed: the unit in Paris has another order on line 3, and the last counts (DATC 4.D.3 b)',
        'note: followed: the last of 2 different orders for the unit in Paris (DATC 4.D.3 b)',
      ],
      engine: ['A Par - Bur: illegal superseded', 'A Par - Pic: succeeds'],
    },
    hold: {
      notes: [
        'note: not followed: the unit in Paris has 2 different orders, so it holds (DATC 4.D.3 c)',
        'note: not followed: the unit in Paris has 2 different orders, so it holds (DATC 4.D.3 c)',
      ],
      engine: ['A Par - Bur: illegal duplicate', 'A Par - Pic: illegal duplicate'],
    },
  };
  for (const [alternative, want] of Object.entries(expected)) {
    it(alternative, () => {
      const result = sheet(text, board, { '4.D.3': alternative });
      expect(orderLines(result).map(view)).toEqual(want.notes);
      expect(adjudicated(result, board, { '4.D.3': alternative })).toEqual(want.engine);
    });
  }

  it('an impossible order is set aside first, so there is no conflict (4.E.1 d)', () => {
    for (const alternative of ['first', 'last', 'hold']) {
      const result = sheet('France:\nA Par - Mos\nA Par - Pic', board, { '4.D.3': alternative });
      expect(orderLines(result).map((d) => d.status)).toEqual(['ok', 'ok']);
    }
  });

  it('a support whose only convoy route runs through the supporter is set aside, so the other order counts (4.E.1 c/d, 6.D.31)', () => {
    const d31 = units('Austria A rum, Turkey F bla');
    for (const legality of ['possible-on-map', 'possible-now']) {
      const result = sheet('Turkey:\nF Bla S Austrian A Rum - Arm\nF Bla - Arm', d31, { '4.D.3': 'hold', '4.E.1': legality });
      expect(orderLines(result).map(view)).toEqual(['ok: ', 'ok: ']);
      expect(adjudicated(result, d31, { '4.D.3': 'hold', '4.E.1': legality })).toEqual([
        'F Bla S Austrian A Rum - Arm: illegal supporter-on-route',
        'F Bla - Arm: succeeds',
      ]);
    }
  });

  it('the same order twice is counted once', () => {
    const result = sheet('France:\nA Par - Bur\nA Par - Bur', board, { '4.D.3': 'hold' });
    expect(orderLines(result).map(view)).toEqual(['ok: ', 'note: the same order as line 2: counted once']);
  });
});
