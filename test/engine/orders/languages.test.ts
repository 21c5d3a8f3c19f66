// Reader languages (issue 32 item 2): every French, German and Italian province name and
// abbreviation read, misspellings read or diagnosed as in English, whole sheets in each language,
// a sheet mixing English and French, ambiguities diagnosed, and the check that names every key a
// language lacks (docs/languages.md).
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { readOrder, readSheet } from '../../../engine/orders';
import {
  LANGUAGES,
  READER_LANGUAGES,
  STANDARD_POWERS,
  STANDARD_PROVINCES,
  lexiconOf,
  missingKeys,
  parseLanguages,
  translateTokens,
  type ReaderLanguage,
} from '../../../engine/orders/languages';
import { nameIndex, resolvePower, resolveProvince } from '../../../engine/orders/names';
import { normalizeName, normalizeWord, tokenize } from '../../../engine/orders/tokens';
import { ambiguousWord } from '../../../engine/orders/languages/diagnose';

const map = standardMap();
const read = (text: string, languages: string[]) => readOrder(text, map, { languages });

describe('the language data', () => {
  it('names the standard board’s provinces and powers exactly', () => {
    expect([...STANDARD_PROVINCES].sort()).toEqual(map.provinces.map((p) => p.id).sort());
    expect([...STANDARD_POWERS].sort()).toEqual(map.powers.map((p) => p.name).sort());
  });

  it.each(READER_LANGUAGES)('%s lacks no key compared with English', (code) => {
    expect(missingKeys(LANGUAGES[code])).toEqual([]);
  });

  it('names every missing key of an incomplete language', () => {
    const partial = { ...LANGUAGES.fr, provinces: { ...LANGUAGES.fr.provinces, bur: [] }, words: { ...LANGUAGES.fr.words } } as Partial<ReaderLanguage>;
    delete (partial.words as Partial<ReaderLanguage['words']>).support;
    delete (partial as { coasts?: unknown }).coasts;
    expect(missingKeys(partial)).toEqual(['provinces.bur', 'words.support', 'coasts.north', 'coasts.south', 'coasts.east', 'coasts.west', 'coasts.coast']);
  });

  it.each(READER_LANGUAGES)('%s: order words are single words, each with one meaning, none a province name', (code) => {
    const index = nameIndex(map, [code]);
    const seen = new Map<string, string>();
    for (const [meaning, list] of Object.entries(LANGUAGES[code].words)) {
      for (const w of list) {
        const word = normalizeWord(w);
        expect(word, w).not.toContain(' ');
        expect(seen.get(word) ?? meaning, `${w} means two things`).toBe(meaning);
        seen.set(word, meaning);
        expect(index.provinces.has(word), `${w} is also a province`).toBe(false);
      }
    }
  });

  it.each([['fr'], ['de'], ['it'], ['fr', 'de', 'it']])(
    '%s: every English name and power still means what it meant, and no name means two provinces',
    (...codes) => {
      const english = nameIndex(map);
      const all = nameIndex(map, codes);
      expect([...english.provinces].filter(([k, ids]) => JSON.stringify(all.provinces.get(k)) !== JSON.stringify(ids))).toEqual([]);
      expect([...english.powers].filter(([k, p]) => all.powers.get(k) !== p)).toEqual([]);
      expect([...all.provinces].filter(([, ids]) => ids.length > 1)).toEqual([]);
    },
  );

  it('no two languages give a word two meanings, in any combination', () => {
    const all = lexiconOf(['fr', 'de', 'it']);
    const clashes = [...all.words].filter(([, m]) => new Set(m.map((x) => x.meaning)).size > 1).map(([w]) => w);
    expect(clashes).toEqual([]);
  });
});

describe.each(READER_LANGUAGES)('%s province names', (code) => {
  const lang = LANGUAGES[code];
  const entries = Object.entries(lang.provinces).flatMap(([id, names]) => names.map((n) => [id, n] as const));

  it.each(entries)('%s: %s', (id, name) => {
    expect(resolveProvince(map, name, [code])).toEqual({ kind: 'exact', id });
    const order = read(`A ${name} - ${name}`, [code]);
    // Read as a move from and to the province (whether possible is not the reader's question here).
    expect(order.ok && order.value.order.kind === 'move' && order.value.order.unit.province === id && order.value.order.to === id, JSON.stringify(order)).toBe(
      true,
    );
  });

  it('is not read without the language', () => {
    const foreignOnly = entries.filter(([, n]) => resolveProvince(map, n).kind === 'unknown');
    expect(foreignOnly.length).toBeGreaterThan(20);
  });

  it.each(Object.entries(lang.powers).flatMap(([p, names]) => names.map((n) => [p, n] as const)))('power %s: %s', (power, name) => {
    expect(resolvePower(map, name, [code])).toEqual({ kind: 'exact', id: power });
  });
});

describe('misspellings, as in English', () => {
  it.each([
    ['fr', 'A Bourgone H', 'bur', "read 'Bourgone' as Burgundy"],
    ['fr', 'A Picardi H', 'pic', "read 'Picardi' as Picardy"],
    ['fr', 'F Mer du Nrod H', 'nth', "read 'Mer du Nrod' as North Sea"],
    ['de', 'A Schlesein H', 'sil', "read 'Schlesein' as Silesia"],
    ['de', 'A Muenchn H', 'mun', "read 'Muenchn' as Munich"],
    ['de', 'F Ostse H', 'bal', "read 'Ostse' as Baltic Sea"],
    ['it', 'A Borgona H', 'bur', "read 'Borgona' as Burgundy"],
    ['it', 'A Varsavai H', 'war', "read 'Varsavai' as Warsaw"],
    ['it', 'F Mar Tirrneo H', 'tys', "read 'Mar Tirrneo' as Tyrrhenian Sea"],
  ])('%s: %s', (code, text, id, note) => {
    const r = read(text, [code]);
    expect(r.ok && r.value.order.kind === 'hold' && r.value.order.unit.province).toBe(id);
    expect(r.ok && r.value.notes.map((n) => n.message)).toEqual([note]);
  });

  it.each([
    ['fr', 'A Xyzzyq H', 'unknown-province', "not understood: 'Xyzzyq' is not a province"],
    ['de', 'A Bergwerk H', 'unknown-province', "not understood: 'Bergwerk' is not a province"],
    ['it', 'A Parigi tine', 'expected-order', "not understood: 'tine' (expected hold, move, support, convoy, retreat, disband or build)"],
    ['fr', 'A Par soutiens', 'expected-order', "not understood: 'soutiens' (expected hold, move, support, convoy, retreat, disband or build)"],
    ['de', 'A Burgund tient', 'expected-order', "not understood: 'tient' (expected hold, move, support, convoy, retreat, disband or build)"],
  ])('%s: %s is diagnosed', (code, text, errorCode, message) => {
    const r = read(text, [code]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(errorCode);
    expect(r.error.message).toBe(message);
    expect(text.slice(r.error.start, r.error.end).length).toBeGreaterThan(0);
  });

  it('a name that fits two provinces is diagnosed, with both', () => {
    // `Dan` is the French and Italian abbreviation of Denmark; `Ma` is too short for anything.
    const r = read('A Gal H', ['it']);
    expect(r.ok && r.value.order.kind === 'hold' && r.value.order.unit.province).toBe('gal');
    const m = resolveProvince(map, 'Galle', ['fr', 'it']);
    expect(m).toEqual({ kind: 'fuzzy', id: 'wal', distance: 1 });
  });
});

describe('orders in each language', () => {
  it.each([
    ['fr', 'A Par S A Mar - Bou', { kind: 'support', to: 'bur' }],
    ['fr', 'Armée Paris soutient armée Marseille vers Bourgogne', { kind: 'support', to: 'bur' }],
    ['fr', 'F Manche C A Londres - Belgique', { kind: 'convoy', to: 'bel' }],
    ['fr', 'Flotte Brest tient', { kind: 'hold' }],
    ['fr', 'F Esp (côte nord) - Atlantique moyen', { kind: 'move', to: 'mao' }],
    ['fr', 'F Esp/nord - Mao', { kind: 'move', to: 'mao' }],
    ['de', 'A Mün U A Ber - Böh', { kind: 'support', to: 'boh' }],
    ['de', 'Armee München hält', { kind: 'hold' }],
    ['de', 'F Nordsee K A London nach Belgien', { kind: 'convoy', to: 'bel' }],
    ['de', 'F Sankt Petersburg Südküste - Bottnischer Meerbusen', { kind: 'move', to: 'bot' }],
    ['de', 'A London - Norwegen über Konvoi', { kind: 'move', to: 'nwy' }],
    ['it', 'A Ven S A Rom - Pug', { kind: 'support', to: 'apu' }],
    ['it', 'Armata Venezia sostiene Armata Roma verso Puglia', { kind: 'support', to: 'apu' }],
    ['it', 'Flotta Napoli convoglia A Roma - Tunisi', { kind: 'convoy', to: 'tun' }],
    ['it', 'F Napoli ferma', { kind: 'hold' }],
    ['it', 'F Spagna costa sud - Golfo del Leone', { kind: 'move', to: 'lyo' }],
  ])('%s: %s', (code, text, want) => {
    const r = read(text, [code]);
    expect(r.ok, JSON.stringify(r)).toBe(true);
    if (r.ok) expect(r.value.order).toMatchObject(want);
  });

  it('reads the coast in each language', () => {
    const coast = (text: string, code: string) => {
      const r = read(text, [code]);
      return r.ok && r.value.order.kind === 'move' ? r.value.order.unit.coast : null;
    };
    expect(coast('F Esp côte sud - Lyo', 'fr')).toBe('sc');
    expect(coast('F Stp Nordküste - Bar', 'de')).toBe('nc');
    expect(coast('F Bul (est) - Mar Nero', 'it')).toBe('ec');
  });
});

const SHEETS: Record<string, { text: string; orders: number }> = {
  fr: {
    text: [
      'France :',
      'A Paris - Bourgogne',
      'A Marseille S A Paris - Bourgogne',
      'F Brest - Manche',
      '',
      'Angleterre :',
      'F Londres - Mer du Nord',
      'F Édimbourg - Mer de Norvège',
      'A Liverpool - Yorkshire',
    ].join('\n'),
    orders: 6,
  },
  de: {
    text: [
      'Deutschland:',
      'A Berlin - Kiel',
      'A München - Ruhr',
      'F Kiel - Dänemark',
      '',
      'Österreich:',
      'A Wien - Galizien',
      'A Budapest - Serbien',
      'F Triest - Adria',
    ].join('\n'),
    orders: 6,
  },
  it: {
    text: [
      'Italia:',
      'A Venezia - Piemonte',
      'A Roma - Napoli',
      'F Napoli - Mar Ionio',
      '',
      'Turchia:',
      'A Costantinopoli - Bulgaria',
      'A Smirne - Armenia',
      'F Ankara - Mar Nero',
    ].join('\n'),
    orders: 6,
  },
};

describe('whole sheets', () => {
  it.each(READER_LANGUAGES)('%s', (code) => {
    const sheet = readSheet(SHEETS[code].text, map, { phase: 'movement', languages: [code] });
    const bad = sheet.lines.filter((l) => l.status === 'error' || l.status === 'ambiguous');
    expect(bad).toEqual([]);
    expect(sheet.orders).toHaveLength(SHEETS[code].orders);
  });

  it('the same sheet is not understood without its language', () => {
    const sheet = readSheet(SHEETS.de.text, map, { phase: 'movement' });
    expect(sheet.orders.length).toBeLessThan(SHEETS.de.orders);
  });

  it('English and French on one sheet', () => {
    const text = ['England:', 'F London - North Sea', 'F Edi - Nwg', 'France :', 'A Paris - Bourgogne', 'A Mar S A Par - Bur', 'F Brest - Manche'].join('\n');
    const sheet = readSheet(text, map, { phase: 'movement', languages: ['fr'] });
    expect(sheet.lines.filter((l) => l.status === 'error')).toEqual([]);
    expect(sheet.orders.map((o) => [o.power, o.order.kind === 'move' || o.order.kind === 'support' ? o.order.to : null])).toEqual([
      ['England', 'nth'],
      ['England', 'nwg'],
      ['France', 'bur'],
      ['France', 'bur'],
      ['France', 'eng'],
    ]);
  });

  it('English is read as before when languages are set', () => {
    for (const text of ['A Par S A Mar - Bur', 'F Lon C A Wal - Bel', 'A Mun - Sil', 'F Stp/sc - Bot', 'F Nth H']) {
      expect(read(text, ['fr', 'de', 'it'])).toEqual(read(text, []));
    }
  });
});

describe('ambiguities are diagnosed, never guessed', () => {
  it('a one-letter header that names two powers in the language', () => {
    const fr = readSheet('A:\nA Par - Bur', map, { phase: 'movement', languages: ['fr'] });
    expect(fr.lines[0]).toMatchObject({ status: 'error', message: "not understood: header 'A' could be Austria, England or Germany: write the power's name" });
    const it = readSheet('I:\nA Ven - Pie', map, { phase: 'movement', languages: ['it'] });
    expect(it.lines[0]).toMatchObject({ status: 'error', message: "not understood: header 'I' could be England or Italy: write the power's name" });
    expect(resolvePower(map, 'a', ['fr'])).toEqual({ kind: 'ambiguous', candidates: ['Austria', 'England', 'Germany'] });
    // Without the language, `A:` is Austria as ever.
    expect(readSheet('A:\nA Vie - Gal', map, { phase: 'movement' }).lines[0]).toMatchObject({ status: 'ok', header: 'Austria' });
  });

  it('a word two languages read differently', () => {
    // A language (made up for the test) that writes `t` for support, where French writes it for hold.
    const xx = { ...LANGUAGES.it, code: 'it', words: { ...LANGUAGES.it.words, support: ['t'] } } as ReaderLanguage;
    const lexicon = lexiconOf(['fr', 'it'], { fr: LANGUAGES.fr, it: xx });
    const { tokens, conflicts } = translateTokens(tokenize('A Par T').tokens, lexicon, () => false);
    expect(conflicts.map((c) => [c.token.raw, c.meanings.map((m) => `${m.meaning}/${m.language}`)])).toEqual([['T', ['hold/fr', 'support/it']]]);
    expect(tokens[2].norm).toBe('t');
  });

  it('an order word that is also a name', () => {
    const lexicon = lexiconOf(['fr']);
    const { conflicts } = translateTokens(tokenize('A Par tient').tokens, lexicon, (w) => w === 'tient');
    expect(conflicts.map((c) => c.token.raw)).toEqual(['tient']);
  });

  it('the reader reports such a word with its meanings and place', () => {
    const xx = { ...LANGUAGES.it, code: 'it', words: { ...LANGUAGES.it.words, support: ['t'] } } as ReaderLanguage;
    const lexicon = lexiconOf(['fr', 'it'], { fr: LANGUAGES.fr, it: xx });
    const { conflicts } = translateTokens(tokenize('A Par T').tokens, lexicon, () => false);
    expect(ambiguousWord(conflicts[0])).toEqual({
      ok: false,
      error: {
        code: 'ambiguous-word',
        message: "not understood: 'T' could be hold (French) or support (Italian): write the word out",
        say: {
          code: 'ambiguous-word',
          params: {
            raw: 'T',
            meanings: {
              meanings: [
                { meaning: 'hold', language: 'fr' },
                { meaning: 'support', language: 'it' },
              ],
              join: 'or',
            },
          },
        },
        start: 6,
        end: 7,
        candidates: ['hold', 'support'],
      },
    });
  });

  it('a name written like an order word of another language stays a name', () => {
    const r = read('F Manche C A Lon - Bel', ['fr', 'de', 'it']);
    expect(r.ok && r.value.order).toMatchObject({ kind: 'convoy', to: 'bel' });
  });
});

describe('parseLanguages', () => {
  it.each([
    ['fr', ['fr']],
    ['FR, de', ['fr', 'de']],
    ['en', []],
    ['it it', ['it']],
  ])('%s', (written, want) => {
    expect(parseLanguages(written)).toEqual({ ok: true, value: want });
  });
  it('names an unknown language', () => {
    expect(parseLanguages('fr,es')).toEqual({ ok: false, error: "unknown language 'es' (expected en, fr, de, it)" });
  });
  it('normal forms do not lose the accents’ letters', () => {
    expect(normalizeName('Böhmen')).toBe('bohmen');
  });
});
