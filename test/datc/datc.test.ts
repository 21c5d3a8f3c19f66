// Every DATC v2.4 chapter 6 case, one test per case id, under the DATC preferences (the defaults).
import { describe, expect, it } from 'vitest';
import { loadCases, retreatable, runCase, sortedKeys } from './datcCase';

/** Variants whose expectation belongs to an older DATC version or another rule choice. */
const SUPERSEDED: Record<string, string> = {};

const cases = loadCases();

describe('DATC chapter 6', () => {
  it('has every case of the chapter (166 after the two non-DATC cases)', () => {
    expect(cases.length).toBe(166);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  for (const c of cases) {
    const name = c.title ? `${c.id} ${c.title}` : c.id;
    if (SUPERSEDED[c.id]) {
      it.skip(`${name} (skipped: ${SUPERSEDED[c.id]})`, () => {});
      continue;
    }
    it(name, () => {
      const { result, unread } = runCase(c);
      expect(unread, 'every order of the case is read').toEqual([]);
      expect(sortedKeys(result.units)).toEqual(sortedKeys(c.expect.units));
      if (c.phase.type === 'movement') expect(sortedKeys(retreatable(result))).toEqual(sortedKeys(c.expect.dislodged));
    });
  }
});
