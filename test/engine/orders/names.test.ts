// Names: provinces by id, name and alias in any case and punctuation, misspellings only when one
// province fits, coasts, powers; and the edit distance underneath.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { editDistance } from '../../../engine/orders/distance';
import { nameIndex, parseCoast, resolvePower, resolveProvince } from '../../../engine/orders/names';
import { normalizeWord } from '../../../engine/orders/tokens';

const map = standardMap();
const exact = (id: string) => ({ kind: 'exact', id });

describe('editDistance', () => {
  it.each([
    ['paris', 'paris', 0],
    ['pariz', 'paris', 1],
    ['germnay', 'germany', 1],
    ['par', 'pic', 2],
    ['', 'abc', 3],
    ['ab', 'ba', 1],
  ])('%s ~ %s = %d', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d);
  });
  it('stops at the limit', () => {
    expect(editDistance('constantinople', 'ankara', 2)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });
});

// normalizeWord answers a word of ASCII letters and digits by its lowercase alone: the same as the
// whole Unicode path (NFKD, marks dropped, apostrophes, dots and a final 's dropped), which it skips.
describe('normalizeWord', () => {
  const unicodePath = (raw: string) => raw.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'").replace(/'s$/, '').replace(/['.]/g, '');
  it('a plain word as the Unicode path makes it (seeded property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,12}$/), (w) => normalizeWord(w) === unicodePath(w)));
  });
  it('plain, accented, possessive, dotted and ligature words, each as the Unicode path makes it', () => {
    const words = {
      Paris: 'paris',
      BUR: 'bur',
      München: 'munchen',
      "England's": 'england',
      'England’s': 'england',
      'St.': 'st',
      Ñ: 'n',
      ﬁn: 'fin',
      'a-b': 'a-b',
    };
    expect(Object.fromEntries(Object.keys(words).map((w) => [w, normalizeWord(w)]))).toEqual(words);
    expect(Object.fromEntries(Object.keys(words).map((w) => [w, unicodePath(w)]))).toEqual(words);
  });
});

describe('resolveProvince', () => {
  it.each([
    ['par', 'par'],
    ['PAR', 'par'],
    ['Paris', 'par'],
    ['paris', 'par'],
    ['North Atlantic Ocean', 'nao'],
    ['north  atlantic   ocean', 'nao'],
    ['St. Petersburg', 'stp'],
    ['St Petersburg', 'stp'],
    ['st.petersburg', 'stp'],
    ['Gulf of Lyon', 'lyo'],
    ["Gulf of Lyon's", 'lyo'],
    ['English Channel', 'eng'],
    ['ech', 'eng'],
    ['Mid-Atlantic Ocean', 'mao'],
    ['mid atlantic', 'mao'],
    ['nrg', 'nwg'],
    ['Heligoland Bight', 'hel'],
    ['HELIGOLAND-BIGHT', 'hel'],
    ['Munich', 'mun'],
    ['Tyrrhenian', 'tys'],
  ])('%s is %s', (written, id) => {
    expect(resolveProvince(map, written)).toEqual(exact(id));
  });

  it('accepts a misspelling that fits one province', () => {
    expect(resolveProvince(map, 'Pariz')).toEqual({ kind: 'fuzzy', id: 'par', distance: 1 });
    expect(resolveProvince(map, 'Belgum')).toMatchObject({ kind: 'fuzzy', id: 'bel' });
    expect(resolveProvince(map, 'Constantinopel')).toMatchObject({ kind: 'fuzzy', id: 'con' });
    expect(resolveProvince(map, 'North Atlantc Ocean')).toMatchObject({ kind: 'fuzzy', id: 'nao' });
    expect(resolveProvince(map, 'Sevastapol')).toMatchObject({ kind: 'fuzzy', id: 'sev' });
  });

  it('answers ambiguous with the candidates when several fit (DATC 4.E.2 example 1)', () => {
    const pir = resolveProvince(map, 'Pir');
    expect(pir.kind).toBe('ambiguous');
    expect(pir.kind === 'ambiguous' && pir.candidates).toEqual(expect.arrayContaining(['par', 'pic']));
    expect(resolveProvince(map, 'Bu')).toEqual({ kind: 'ambiguous', candidates: ['bud', 'bul', 'bur'] });
  });

  it('never corrects a correct abbreviation (DATC 4.E.2 example 3: Tyr is not Tri)', () => {
    expect(resolveProvince(map, 'Tyr')).toEqual(exact('tyr'));
  });

  it('does not correct one or two letters into a single province', () => {
    expect(resolveProvince(map, 'x')).toEqual({ kind: 'unknown' });
    expect(resolveProvince(map, 'an')).toEqual({ kind: 'unknown' });
  });

  it('knows nothing of words far from every name', () => {
    expect(resolveProvince(map, 'Atlantis')).toEqual({ kind: 'unknown' });
    expect(resolveProvince(map, '')).toEqual({ kind: 'unknown' });
  });

  it('builds one index per map', () => {
    expect(nameIndex(map)).toBe(nameIndex(map));
  });
});

describe('parseCoast', () => {
  it.each([
    ['nc', 'nc'],
    ['/nc', 'nc'],
    ['(nc)', 'nc'],
    ['NC', 'nc'],
    ['n.c.', 'nc'],
    ['north coast', 'nc'],
    ['(north coast)', 'nc'],
    ['South Coast', 'sc'],
    ['east coast', 'ec'],
    ['(sc)', 'sc'],
    ['west coast', 'wc'],
  ])('%s is %s', (written, coast) => {
    expect(parseCoast(written)).toBe(coast);
  });
  it.each(['xc', 'north sea', 'coast', ''])('%s is no coast', (written) => {
    expect(parseCoast(written)).toBeNull();
  });
});

describe('resolvePower', () => {
  it.each([
    ['England', 'England'],
    ['ENGLAND', 'England'],
    ['english', 'England'],
    ['Eng', 'England'],
    ['E', 'England'],
    ['German', 'Germany'],
    ['Austria-Hungary', 'Austria'],
    ['turkish', 'Turkey'],
  ])('%s is %s', (written, power) => {
    expect(resolvePower(map, written)).toEqual(exact(power));
  });
  it('reads a misspelt power', () => {
    expect(resolvePower(map, 'Germnay')).toMatchObject({ kind: 'fuzzy', id: 'Germany' });
  });
  it('does not turn a stray letter into a power', () => {
    expect(resolvePower(map, 'x').kind).toBe('unknown');
  });
});
