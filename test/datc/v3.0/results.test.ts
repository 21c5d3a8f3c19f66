// The hand-written DATC v3.0 results (results/chapter6.txt) and the fixtures written from them: the
// committed fixtures are exactly what convert.ts writes from the table today (an edit of the table
// that was not regenerated fails here), and the table's reader stops on a line it cannot read.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convert } from './convert';
import { parseResults } from './results/index';

describe('DATC v3.0 results table', () => {
  it('the fixtures 6.A.json ... 6.J.json are what convert.ts writes from results/chapter6.txt', () => {
    const sections = convert();
    expect([...sections.keys()]).toEqual(['6.A', '6.B', '6.C', '6.D', '6.E', '6.F', '6.G', '6.H', '6.I', '6.J']);
    for (const [section, cases] of sections) {
      const committed = readFileSync(new URL(`./${section}.json`, import.meta.url), 'utf8');
      expect(JSON.stringify(cases, null, 1) + '\n', `${section}.json`).toBe(committed);
    }
  });

  it('reads every field of a case and its rulebook lines', () => {
    const text = [
      '# a comment',
      '',
      '6.H.1 | fs f | dislodged tri gre | may tri: alb | not tri: bud ser | then fi',
      '6.I.5 | i | adjustment | board Germany: A hol; Russia: A pru | centers Germany: hol, kie; Russia: ber',
    ];
    expect(parseResults(text.join('\n'))).toEqual({
      '6.H.1': {
        outcomes: 'fs f',
        dislodged: ['tri', 'gre'],
        retreats: { tri: { may: ['alb'], not: ['bud', 'ser'] } },
        then: 'fi',
      },
      '6.I.5': {
        outcomes: 'i',
        adjustment: true,
        board: 'Germany: A hol; Russia: A pru',
        supplyCenters: { Germany: ['hol', 'kie'], Russia: ['ber'] },
      },
    });
    const rulebooks = parseResults(['6.J.9.2 |  | removed gre | source 6.J.9', '  1971 2000 | same', '  datc |  | removed war | unsettled nwy'].join('\n'));
    expect(rulebooks['6.J.9.2']).toEqual({
      outcomes: '',
      removed: ['gre'],
      source: '6.J.9',
      rulebooks: {
        '1971': { outcomes: '', removed: ['gre'] },
        '2000': { outcomes: '', removed: ['gre'] },
        datc: { outcomes: '', removed: ['war'], unsettled: ['nwy'] },
      },
    });
  });

  it.each([
    ['6.A.1 i', "t.txt line 1: no '|' after '6.A.1 i'"],
    ['6.K.1 | s', "t.txt line 1: '6.K.1' is no case id of chapter 6"],
    ['6.A.1 | s\n6.A.1 | f', 't.txt line 2: 6.A.1 is written twice'],
    ['6.A.1 | sq', "t.txt line 1: outcomes 'sq' hold a letter other than s f i v x ."],
    ['6.A.1 | s | dislodged york', "t.txt line 1: 'york' is not a list of provinces"],
    ['6.A.1 | s | dislodged', "t.txt line 1: '' is not a list of provinces"],
    ['6.A.1 | s | may york', "t.txt line 1: 'may york' names no dislodged province ('may P: Q Q')"],
    ['6.A.1 | s | centers ber', "t.txt line 1: 'ber' is not 'Power: centers'"],
    ['6.A.1 | s | adjustment yes', "t.txt line 1: cannot read the field 'adjustment yes'"],
    ['6.A.1 | s | colour red', "t.txt line 1: cannot read the field 'colour red'"],
    ['  1971 | s', 't.txt line 1: a rulebook line before any case'],
    ['6.A.1 | s\n  1999 | s', "t.txt line 2: '1999' is no rulebook preset"],
    ['6.A.1 | s\n  1971 | s | board England: F lon', "t.txt line 2: a rulebook line takes no 'board'"],
  ])('stops on %j: %s', (text, message) => {
    expect(() => parseResults(text, 't.txt')).toThrow(message);
  });
});
