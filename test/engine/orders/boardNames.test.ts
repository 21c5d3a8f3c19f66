// The other boards Adjutant ships in French, German and Italian (issue 32 line 2): Ancient
// Mediterranean's and Youngstown Redux's provinces and powers named in each language (the `boards`
// blocks of engine/orders/languages/<code>.ts), read by the order reader with the same typo
// tolerance; no two provinces of a board share a name or an abbreviation in any mix of languages,
// none is an order word; the check names a board's missing province; and the variants drawn on the
// standard board (1898, Chaos, Fleet Rome) are the standard board's provinces, named as it is.
import { describe, expect, it } from 'vitest';
import { boardGeometry } from '../../../engine/draw/boards';
import { buildScene, localLabels } from '../../../engine/draw/scene';
import { mapOf, standardMap, VARIANTS } from '../../../engine/map/variants';
import { readOrder, readSheet } from '../../../engine/orders';
import {
  boardNames,
  LANGUAGES,
  lexiconOf,
  localAbbreviation,
  localPowerName,
  localProvinceName,
  missingKeys,
  NAMED_BOARDS,
  READER_LANGUAGES,
  type ReaderLanguage,
} from '../../../engine/orders/languages';
import { nameIndex, resolveProvince } from '../../../engine/orders/names';
import { normalizeName, normalizeWord } from '../../../engine/orders/tokens';
import type { GameMap } from '../../../engine/map/types';

const shipped = (id: string): GameMap => {
  const map = mapOf(id);
  if (!map) throw new Error(`no shipped map ${id}`);
  return map;
};
const LANGUAGE_SETS: string[][] = [['fr'], ['de'], ['it'], ['fr', 'de', 'it']];

describe('every board Adjutant ships is named in every language', () => {
  it('the named boards are the shipped maps not drawn on the standard board', () => {
    const boards = [...new Set(VARIANTS.map((id) => shipped(id).board))].filter((b) => b !== 'standard').sort();
    expect(boards).toEqual([...NAMED_BOARDS].sort());
  });

  it('1898, Chaos and Fleet Rome are the standard board’s provinces, so its names serve them', () => {
    const standard = standardMap();
    for (const id of ['1898', 'chaos', 'fleet-rome']) {
      const map = shipped(id);
      expect(map.board, id).toBe('standard');
      expect(
        map.provinces.map((p) => [p.id, p.name, p.kind]),
        id,
      ).toEqual(standard.provinces.map((p) => [p.id, p.name, p.kind]));
      expect(localProvinceName(map.board, 'fr', 'bur')).toBe('Bourgogne');
    }
    const sheet = readSheet('Allemagne :\nA Munich - Bourgogne', shipped('1898'), { phase: 'movement', languages: ['fr'] });
    expect(sheet.orders.map((o) => [o.power, o.order.kind === 'move' && o.order.to])).toEqual([['Germany', 'bur']]);
    // Chaos's powers are not the standard seven: its names are its own, and the standard's are not read as powers.
    expect(nameIndex(shipped('chaos'), ['fr']).powers.get('allemagne')).toBeUndefined();
  });

  it.each(READER_LANGUAGES)('%s names every province and power of every board (the check lacks nothing)', (code) => {
    expect(missingKeys(LANGUAGES[code]).filter((k) => k.startsWith('boards.'))).toEqual([]);
    for (const board of NAMED_BOARDS) {
      const map = shipped(board);
      const names = boardNames(code, board)!;
      expect(Object.keys(names.provinces).sort(), board).toEqual(map.provinces.map((p) => p.id).sort());
      expect(Object.keys(names.powers).sort(), board).toEqual(map.powers.map((p) => p.name).sort());
    }
  });

  it('the check names a board’s missing province and power', () => {
    const yr = LANGUAGES.de.boards['youngstown-redux'];
    const provinces: Record<string, readonly string[]> = { ...yr.provinces };
    delete provinces.pek;
    const am = { ...LANGUAGES.de.boards['ancient-mediterranean'], powers: { ...LANGUAGES.de.boards['ancient-mediterranean'].powers, Carthage: [] } };
    const partial: Partial<ReaderLanguage> = { ...LANGUAGES.de, boards: { 'youngstown-redux': { ...yr, provinces }, 'ancient-mediterranean': am } };
    expect(missingKeys(partial)).toEqual(['boards.ancient-mediterranean.powers.Carthage', 'boards.youngstown-redux.provinces.pek']);
    const none = { ...LANGUAGES.it } as Partial<ReaderLanguage>;
    delete none.boards;
    expect(missingKeys(none)).toContain('boards.youngstown-redux.provinces.ade');
  });

  it('the exonyms', () => {
    const names = (board: string, id: string) => READER_LANGUAGES.map((c) => localProvinceName(board, c, id));
    expect(names('ancient-mediterranean', 'car')).toEqual(['Carthage', 'Karthago', 'Cartagine']);
    expect(names('ancient-mediterranean', 'ale')).toEqual(['Alexandrie', 'Alexandria', 'Alessandria']);
    expect(names('ancient-mediterranean', 'byz')).toEqual(['Byzance', 'Byzanz', 'Bisanzio']);
    expect(names('youngstown-redux', 'pek')).toEqual(['Pékin', 'Peking', 'Pechino']);
    expect(names('youngstown-redux', 'bug')).toEqual(['Bourgogne', 'Burgund', 'Borgogna']);
    // No name of its own: the map's kept.
    expect(names('ancient-mediterranean', 'bay')).toEqual(['Bayuda', 'Bayuda', 'Bayuda']);
    expect(names('youngstown-redux', 'aki')).toEqual(['Akita', 'Akita', 'Akita']);
    expect(READER_LANGUAGES.map((c) => localPowerName('ancient-mediterranean', c, 'Carthage'))).toEqual(['Carthage', 'Karthago', 'Cartagine']);
    expect(READER_LANGUAGES.map((c) => localPowerName('youngstown-redux', c, 'Britain'))).toEqual(['Grande-Bretagne', 'Großbritannien', 'Gran Bretagna']);
    expect(localAbbreviation('youngstown-redux', 'de', 'vla')).toBe('Wla');
    expect(localProvinceName('my-own-board', 'fr', 'car')).toBeNull();
  });
});

describe.each(NAMED_BOARDS)('%s: names that never collide', (board) => {
  const map = shipped(board);

  it.each(LANGUAGE_SETS)('%s: no two provinces share a name or abbreviation, English ones included', (...codes) => {
    const index = nameIndex(map, codes);
    expect([...index.provinces].filter(([, ids]) => ids.length > 1)).toEqual([]);
    // Every English name still means what it meant.
    const english = nameIndex(map);
    expect([...english.provinces].filter(([k, ids]) => JSON.stringify(index.provinces.get(k)) !== JSON.stringify(ids))).toEqual([]);
    expect([...english.powers].filter(([k, p]) => index.powers.get(k) !== p)).toEqual([]);
  });

  it.each(READER_LANGUAGES)('%s: every name and abbreviation reads as its province, and none is an order word', (code) => {
    const lexicon = lexiconOf(READER_LANGUAGES);
    const englishIds = new Set(map.provinces.map((p) => p.id));
    for (const [id, names] of Object.entries(LANGUAGES[code].boards[board].provinces)) {
      for (const name of names) {
        expect(resolveProvince(map, name, [code]), `${name} (${id})`).toEqual({ kind: 'exact', id });
        const key = normalizeName(name);
        // An order word of any of the languages (or English's, which the lexicon knows) is never a name; the board's own English ids aside (`per`: Persia).
        if (!englishIds.has(key)) expect(lexicon.words.has(key) || lexicon.words.has(normalizeWord(name)), `${name} is an order word`).toBe(false);
      }
    }
  });

  it.each(READER_LANGUAGES)('%s: abbreviations are three letters, one per province at most', (code) => {
    for (const p of map.provinces) {
      const abbreviation = localAbbreviation(board, code, p.id);
      if (abbreviation !== null) expect(abbreviation, p.id).toMatch(/^\p{Lu}\p{Ll}{2}$/u);
    }
  });
});

describe.each(NAMED_BOARDS)('%s: the board’s labels in each language', (board) => {
  const map = shipped(board);
  const { phase, units, supplyCenters } = map.start;
  const position = { variant: board, phase, units, dislodged: [], standoffs: [], supplyCenters };
  const scene = buildScene({ geometry: boardGeometry(board)!, position, orders: [], results: null });

  it.each(READER_LANGUAGES)('%s: the edition’s abbreviation where it has one, three letters each, in place', (code) => {
    const local = localLabels(scene.labels, map.board, code);
    expect(local.filter((l) => [...l.text].length !== 3)).toEqual([]);
    expect(local.map((l) => [l.province, l.x, l.y])).toEqual(scene.labels.map((l) => [l.province, l.x, l.y]));
    const changed = local.filter((l, i) => l.text !== scene.labels[i].text);
    expect(changed.length).toBeGreaterThan(0);
    for (const l of changed) expect(l.text.toLowerCase(), l.province).toBe(localAbbreviation(board, code, l.province)!.toLowerCase());
  });

  it('examples', () => {
    const text = (code: string, id: string) => localLabels(scene.labels, map.board, code).find((l) => l.province === id)?.text;
    if (board === 'ancient-mediterranean') {
      expect([text('fr', 'cyp'), text('de', 'car'), text('it', 'ath')]).toEqual(['Chy', 'Kar', 'Ate']);
      expect(text('de', 'ibe')).toBe('IBE');
    } else {
      expect([text('fr', 'bug'), text('de', 'vla'), text('it', 'pek')]).toEqual(['Bou', 'Wla', 'Pec']);
    }
  });
});

// One slip of Ancient Mediterranean's opening orders, in English and in each language with typos.
const ENGLISH_SLIP = [
  'Rome:',
  'F Neapolis - Sicilia',
  'A Roma - Apulia',
  'A Ravenna - Venetia',
  'Carthage:',
  'F Thapsus - Punic Sea',
  'A Cirta - Numidia',
  'A Carthage - Mauretania',
  'Greece:',
  'F Sparta - Messenian Sea',
  'A Athens - Epirus',
  'A Macedonia - Byzantium',
  'Persia:',
  'F Sidon - Cilician Strait',
  'A Antioch - Cappadocia',
  'A Damascus - Arabia',
  'Egypt:',
  'F Alexandria - Cyrene',
  'A Memphis - Bayuda',
  'A Thebes S A Memphis - Bayuda',
];

const SLIPS: Record<string, { lines: string[]; typos: Array<[string, string]> }> = {
  fr: {
    lines: [
      'Rome :',
      'F Neapolis - Sicle',
      'A Rome - Apulie',
      'A Ravenne - Vénétie',
      'Carthage :',
      'F Thapsus - Mer Puniqe',
      'A Cirta - Numidie',
      'A Carthage - Maurétanie',
      'Grèce :',
      'F Sparte - Mer de Messénie',
      'A Athènes - Épire',
      'A Macédoine - Byzanse',
      'Perse :',
      'F Sidon - Détroit de Cilicie',
      'A Antioche - Cappadoce',
      'A Damas - Arabie',
      'Égypte :',
      'F Alexandrie - Cyrène',
      'A Memphis - Bayuda',
      'A Thèbes S A Memphis - Bayuda',
    ],
    typos: [
      ['Sicle', 'Sicilia'],
      ['Mer Puniqe', 'Punic Sea'],
      ['Byzanse', 'Byzantium'],
    ],
  },
  de: {
    lines: [
      'Rom:',
      'F Neapolis - Sizilien',
      'A Rom - Apulien',
      'A Ravenna - Venetien',
      'Karthago:',
      'F Thapsus - Punisches Meer',
      'A Cirta - Numidein',
      'A Karthago - Mauretanien',
      'Griechenland:',
      'F Sparta - Messenisches Mer',
      'A Athen - Epirus',
      'A Makedonien - Byzanz',
      'Persien:',
      'F Sidon - Kilikische Strasse',
      'A Antiochia - Kappadokien',
      'A Damaskus - Arabien',
      'Ägypten:',
      'F Alexandria - Kyrene',
      'A Memphis - Bayuda',
      'A Theben U A Memphis - Bayuda',
    ],
    typos: [
      ['Numidein', 'Numidia'],
      ['Messenisches Mer', 'Messenian Sea'],
    ],
  },
  it: {
    lines: [
      'Roma:',
      'F Neapolis - Sicilia',
      'A Roma - Puglia',
      'A Ravenna - Venezia',
      'Cartagine:',
      'F Tapso - Mare Punico',
      'A Cirta - Numidia',
      'A Cartagine - Mauretania',
      'Grecia:',
      'F Sparta - Mare di Messenia',
      'A Atene - Epiro',
      'A Macedonia - Bisanzo',
      'Persia:',
      'F Sidone - Stretto di Cilicia',
      'A Antiochia - Cappadocia',
      'A Damasco - Arabia',
      'Egitto:',
      'F Alessandria - Cirene',
      'A Menfi - Bayuda',
      'A Tebe S A Menfi - Bayuda',
    ],
    typos: [['Bisanzo', 'Byzantium']],
  },
};

describe('a slip of Ancient Mediterranean orders in each language', () => {
  const map = shipped('ancient-mediterranean');
  const english = readSheet(ENGLISH_SLIP.join('\n'), map, { phase: 'movement' });

  it('reads in English', () => {
    expect(english.lines.filter((l) => l.status !== 'ok')).toEqual([]);
    expect(english.orders).toHaveLength(15);
  });

  it.each(READER_LANGUAGES)('%s: the same orders as English, each typo read and noted', (code) => {
    const sheet = readSheet(SLIPS[code].lines.join('\n'), map, { phase: 'movement', languages: [code] });
    expect(sheet.lines.filter((l) => l.status === 'error' || l.status === 'ambiguous')).toEqual([]);
    expect(sheet.orders.map((o) => [o.power, o.order])).toEqual(english.orders.map((o) => [o.power, o.order]));
    const notes = sheet.lines.map((l) => l.message ?? '').join('\n');
    for (const [raw, as] of SLIPS[code].typos) expect(notes, raw).toContain(`read '${raw}' as ${as}`);
    expect(sheet.lines.filter((l) => l.status === 'note')).toHaveLength(SLIPS[code].typos.length);
  });

  it('the languages are not read without the setting', () => {
    const sheet = readSheet(SLIPS.de.lines.join('\n'), map, { phase: 'movement' });
    expect(sheet.orders.length).toBeLessThan(15);
  });

  it('a misspelling that fits two provinces is diagnosed with both, in the reader’s words', () => {
    // `Mer de` fits every French sea named so: never guessed.
    const r = readOrder('F Spa - Mer de', map, { languages: ['fr'] });
    expect(r.ok).toBe(false);
  });
});

describe('Youngstown Redux in each language', () => {
  const map = shipped('youngstown-redux');

  it.each([
    [
      'fr',
      'Chine :\nA Pékin - Mandchourie\nF Shanghai - Mer de Chine orientale',
      [
        ['China', 'man'],
        ['China', 'ecs'],
      ],
    ],
    [
      'de',
      'China:\nA Peking - Mandschurei\nF Schanghai - Ostchinesisches Meer',
      [
        ['China', 'man'],
        ['China', 'ecs'],
      ],
    ],
    [
      'it',
      'Cina:\nA Pechino - Manciuria\nF Shanghai - Mar Cinese Orientale',
      [
        ['China', 'man'],
        ['China', 'ecs'],
      ],
    ],
    [
      'de',
      'Großbritannien:\nF Kalkutta - Golf von Bengalen\nA Dehli - Kaschmir',
      [
        ['Britain', 'bay'],
        ['Britain', 'kas'],
      ],
    ],
  ])('%s: %s', (code, text, expected) => {
    const sheet = readSheet(text, map, { phase: 'movement', languages: [code] });
    expect(sheet.lines.filter((l) => l.status === 'error' || l.status === 'ambiguous')).toEqual([]);
    expect(sheet.orders.map((o) => [o.power, o.order.kind === 'move' && o.order.to])).toEqual(expected);
  });

  it('`Per` (Persia) is German’s `per` (via): diagnosed, never guessed; `Persien` reads', () => {
    const r = readOrder('F Per - Ars', map, { languages: ['de'], phase: 'movement' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe("not understood: 'Per' is both an order word (via (German)) and a name");
    const written = readOrder('F Persien - Ars', map, { languages: ['de'], phase: 'movement' });
    expect(written.ok && written.value.order).toMatchObject({ kind: 'move', unit: { province: 'per' }, to: 'ars' });
    expect(readOrder('F Per - Ars', map, { phase: 'movement' }).ok).toBe(true);
  });

  it('a one-letter header two powers share in the language is diagnosed', () => {
    // French: Autriche and Allemagne.
    const sheet = readSheet('A:\nA Vnn - Gal', map, { phase: 'movement', languages: ['fr'] });
    expect(sheet.lines[0]).toMatchObject({ status: 'error' });
    expect(sheet.lines[0].status === 'error' && sheet.lines[0].message).toContain('Austria');
    expect(sheet.lines[0].status === 'error' && sheet.lines[0].message).toContain('Germany');
  });
});
