// The window's names of the variants' places and powers (issue 32 line 2): the names the order
// box, the legend, the board in words and the explanations use (placeNames, explainWording) come
// from the board's block of the reader language files, on Ancient Mediterranean and Youngstown
// Redux, and from the standard board's on the variants drawn on it; a GM's own board keeps English.
import { describe, expect, it } from 'vitest';
import { mapOf } from '../../../engine/map/variants';
// Every language at hand at once: explainWording reads a language's strings without switching to it.
import '../../../renderer/i18n/catalogues';
import { explainWording } from '../../../renderer/i18n/explainWords';
import { placeNames } from '../../../renderer/i18n/placeNames';

const shipped = (id: string) => mapOf(id)!;

describe('the variants named in the window’s language', () => {
  it('Ancient Mediterranean and Youngstown Redux: places and powers', () => {
    const med = shipped('ancient-mediterranean');
    expect(['fr', 'de', 'it'].map((l) => placeNames(med, l).province('car'))).toEqual(['Carthage', 'Karthago', 'Cartagine']);
    expect(['fr', 'de', 'it'].map((l) => placeNames(med, l).power('Egypt'))).toEqual(['Égypte', 'Ägypten', 'Egitto']);
    const yr = shipped('youngstown-redux');
    expect(['fr', 'de', 'it'].map((l) => placeNames(yr, l).province('pek'))).toEqual(['Pékin', 'Peking', 'Pechino']);
    expect(placeNames(yr, 'en').province('pek')).toBe('Peking');
    expect(placeNames(yr, 'de').power('Britain')).toBe('Großbritannien');
  });

  it('the explanations name them too, with the unit’s adjective', () => {
    const med = shipped('ancient-mediterranean');
    const de = explainWording(med, 'de');
    expect([de.place('byz'), de.power('Carthage'), de.adjective('Rome')]).toEqual(['Byzanz', 'Karthago', 'römische']);
    const fr = explainWording(shipped('youngstown-redux'), 'fr');
    expect([fr.place('gua'), fr.power('Japan'), fr.adjective('Britain')]).toEqual(['Canton', 'Japon', 'britannique']);
  });

  it('1898 and Chaos are named as the standard board; a GM’s own board keeps English', () => {
    expect(placeNames(shipped('1898'), 'fr').province('bur')).toBe('Bourgogne');
    expect(placeNames(shipped('chaos'), 'it').province('mun')).toBe('Monaco');
    expect(placeNames(shipped('chaos'), 'it').power('Ankara')).toBe('Ankara');
    const own = Object.assign(Object.create(Object.getPrototypeOf(shipped('ancient-mediterranean')) as object), shipped('ancient-mediterranean'), {
      id: 'my-med',
      board: 'my-med',
    });
    expect(placeNames(own as ReturnType<typeof shipped>, 'de').province('car')).toBe('Carthage');
  });
});
