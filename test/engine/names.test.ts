// The engine's name tables (engine/adjudicate/names.ts): every name found at its own index, whatever
// its hash shares with others, and nothing else found.
import { describe, expect, it } from 'vitest';
import { lookup, nameTable } from '../../engine/adjudicate/names';
import { standardMap } from '../../engine/map/standard';

describe('name tables', () => {
  it('find every province and power of the standard map at its index', () => {
    const map = standardMap();
    const ids = map.provinces.map((p) => p.id);
    const provinces = nameTable(ids);
    ids.forEach((id, i) => expect(lookup(provinces, id)).toBe(i));
    const powers = nameTable(map.powers.map((p) => p.name));
    map.powers.forEach((p, i) => expect(lookup(powers, p.name)).toBe(i));
  });

  it('find names built at run time, not only literals (equal text, another string)', () => {
    const t = nameTable(['lon', 'England']);
    expect(lookup(t, ['l', 'o', 'n'].join(''))).toBe(0);
    expect(lookup(t, 'F England'.slice(2))).toBe(1);
  });

  // A few names are searched one by one, more through the hash: every case runs both ways.
  const filler = Array.from({ length: 20 }, (_, i) => `filler${i}`);
  for (const [way, extra] of [
    ['compared one by one', []],
    ['hashed', filler],
  ] as const) {
    const table = (names: string[]) => nameTable([...names, ...extra]);

    it(`tell apart names that agree on length, first, middle and last character (${way})`, () => {
      // The hash reads only those four: these all hash alike and must be told apart by equality.
      const names = ['abxbc', 'aybzc', 'azbyc', 'a_b_c'];
      const t = table(names);
      expect(t.linear).toBe(extra.length === 0);
      names.forEach((n, i) => expect(lookup(t, n)).toBe(i));
      expect(lookup(t, 'aqbqc')).toBe(-1);
    });

    it(`answer -1 for a name not in the table, and handle the empty name and names of one character (${way})`, () => {
      const t = table(['a', 'bc', 'def', '']);
      expect(lookup(t, 'a')).toBe(0);
      expect(lookup(t, 'bc')).toBe(1);
      expect(lookup(t, '')).toBe(3);
      expect(lookup(t, 'x')).toBe(-1);
      expect(lookup(t, 'Pariz')).toBe(-1);
    });

    it(`keep a repeated name at its first index, as a search from the start finds it (${way})`, () => {
      expect(lookup(table(['spa', 'lon', 'spa']), 'spa')).toBe(0);
    });
  }

  it('find nothing in an empty table', () => {
    expect(lookup(nameTable([]), 'lon')).toBe(-1);
  });

  it('stay correct when full: more names than the smallest table has slots', () => {
    const names = Array.from({ length: 300 }, (_, i) => `p${i}`);
    const t = nameTable(names);
    names.forEach((n, i) => expect(lookup(t, n)).toBe(i));
    expect(lookup(t, 'p300')).toBe(-1);
  });
});
