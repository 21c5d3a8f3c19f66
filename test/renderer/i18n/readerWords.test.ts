// Issue 32, line 2: the reader's diagnostics and notes, and the order box's checks, in the GM's
// language. The codes come from the engine (SAY_CODES: the keys of READER_ENGLISH, which the
// SayCode union is made from), so a code added to the engine without wording in every language
// fails here.
import { afterEach, describe, expect, it } from 'vitest';
import { READER_ENGLISH, SAY_CODES, wordSay, type Say, type SayCode, type SayParam } from '../../../engine/orders/says';
import { readSheet } from '../../../engine/orders/sheet';
import { standardMap } from '../../../engine/map/standard';
import { LANGUAGES, i18n } from '../../../renderer/i18n';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { readerWording, wordLine } from '../../../renderer/i18n/readerWords';
import { checkOrder } from '../../../renderer/panels/orderCheck';
import { PRESETS, RULE_GROUP_LABELS } from '../../../engine/index';
import { startPosition } from '../../../electron/service/engine';

const map = standardMap();
const variables = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** A particular of each kind the engine gives, chosen by the variable's name. */
function sample(name: string): SayParam {
  if (name === 'province' || name === 'from') return { province: 'bur' };
  if (name === 'provinces') return { provinces: ['par', 'pic'] };
  if (name === 'power') return { power: 'Germany' };
  if (name === 'powers') return { powers: ['Austria', 'England'], join: 'or' };
  if (name === 'adjective' || name === 'written') return { adjective: 'France' };
  if (name === 'unit') return { unit: 'F' };
  if (name === 'meanings')
    return {
      meanings: [
        { meaning: 'hold', language: 'fr' },
        { meaning: 'support', language: 'it' },
      ],
      join: 'or',
    };
  if (['what', 'why', 'where', 'note', 'reason'].includes(name)) return { say: { code: 'why-signature' } };
  if (name === 'line' || name === 'count') return 3;
  return 'Bourgone';
}

function sayOf(code: SayCode): Say {
  const params = Object.fromEntries(variables(READER_ENGLISH[code]).map((v) => [v, sample(v)]));
  return { code, params };
}

/** Words the same in English and the language. */
const SAME_WORD = new Set(['fr signature']);

const reader = (code: string) => CATALOGUES[code as 'en'].reader as { says: Record<string, string>; check: Record<string, unknown> };

describe('every reader message is worded in every language', () => {
  it('the codes are the engine’s, and English repeats the engine’s text exactly', () => {
    expect(SAY_CODES.length).toBeGreaterThan(100);
    expect(reader('en').says).toEqual(READER_ENGLISH);
  });
  for (const lang of LANGUAGES) {
    it(`${lang}: a wording for every code, with the engine's particulars, fully filled in`, () => {
      const says = reader(lang).says;
      const missing = SAY_CODES.filter((code) => typeof says[code] !== 'string' || says[code].trim() === '');
      expect(missing, `${lang}: codes without wording`).toEqual([]);
      const extra = Object.keys(says).filter((code) => !(SAY_CODES as string[]).includes(code));
      expect(extra, `${lang}: wordings for no code`).toEqual([]);
      for (const code of SAY_CODES) {
        expect(variables(says[code]), `${lang} ${code}`).toEqual(variables(READER_ENGLISH[code]));
        const text = wordSay(sayOf(code), readerWording(map, lang));
        expect(text, `${lang} ${code}`).not.toMatch(/\{\{|\}\}|undefined|\[object/);
        // Every message that is words (not only a quoted token or particular) differs from English.
        if (
          lang !== 'en' &&
          !SAME_WORD.has(`${lang} ${code}`) &&
          /[a-z]{3}/.test(READER_ENGLISH[code].replace(/\{\{\w+\}\}/g, '')) &&
          !/^\W*[A-Z]{3}/.test(READER_ENGLISH[code].replace(/^not understood: /, 'X'))
        ) {
          expect(text, `${lang} ${code} is still English`).not.toBe(wordSay(sayOf(code), readerWording(map, 'en')));
        }
      }
    });
  }
});

describe('the names are the GM’s language’s', () => {
  const note: Say = { code: 'read-as', params: { raw: 'Bourgone', province: { province: 'bur' } } };
  it('on the standard board, the reader language files name provinces and powers', () => {
    expect(wordSay(note, readerWording(map, 'en'))).toBe("read 'Bourgone' as Burgundy");
    expect(wordSay(note, readerWording(map, 'fr'))).toBe('« Bourgone » lu comme Bourgogne');
    expect(wordSay(note, readerWording(map, 'de'))).toBe('„Bourgone“ gelesen als Burgund');
    expect(wordSay(note, readerWording(map, 'it'))).toBe('«Bourgone» letto come Borgogna');
    const header: Say = { code: 'ambiguous-header', params: { raw: 'A', powers: { powers: ['Austria', 'England', 'Germany'], join: 'or' } } };
    expect(wordSay(header, readerWording(map, 'fr'))).toBe(
      "non compris : l'en-tête « A » peut être Autriche, Angleterre ou Allemagne : écrivez le nom de la puissance",
    );
    expect(wordSay(header, readerWording(map, 'de'))).toBe(
      'nicht verstanden: die Überschrift „A“ kann Österreich, England oder Deutschland sein: bitte den Namen der Großmacht schreiben',
    );
  });
  it('on a board no language names the names stay the map’s (English), the words are translated', () => {
    const variant = Object.assign(Object.create(Object.getPrototypeOf(map) as object) as typeof map, map, { id: 'some-variant', board: 'some-board' });
    expect(wordSay(note, readerWording(variant, 'fr'))).toBe('« Bourgone » lu comme Burgundy');
  });
  it('a variant drawn on the standard board (1898, Chaos) is named as the standard board', () => {
    const variant = Object.assign(Object.create(Object.getPrototypeOf(map) as object) as typeof map, map, { id: 'some-variant' });
    expect(wordSay(note, readerWording(variant, 'fr'))).toBe('« Bourgone » lu comme Bourgogne');
  });
  it('nested messages (the reason a reading was chosen) are worded whole', () => {
    const because: Say = { code: 'because', params: { note: { say: note }, reason: { say: { code: 'only-possible' } } } };
    expect(wordSay(because, readerWording(map, 'it'))).toBe('«Bourgone» letto come Borgogna: la sola lettura che dà un ordine possibile (DATC 4.E.2 b)');
  });
});

describe('a sheet read by the engine, worded for the GM', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });
  const sheet = readSheet('A Burgandy - Mar\nA Par - Xyzzy\nA Par - Pir\nParis\nhello there, friends', map, { defaultPower: 'France' });
  it('English is the engine’s own text', () => {
    const lines = sheet.lines.map((l) => wordLine(l, map));
    expect(lines.map((l) => l.message)).toEqual(sheet.lines.map((l) => l.message));
  });
  it('French and German, each line with its reason', async () => {
    await i18n.changeLanguage('fr');
    expect(sheet.lines.map((l) => wordLine(l, map).message)).toEqual([
      '« Burgandy » lu comme Bourgogne',
      "non compris : « Xyzzy » n'est pas une province",
      'non compris : « Pir » peut être Paris, Picardie, Piémont ou Portugal',
      'un mot seul à la fin : pris pour une signature',
      "texte, pas un ordre : les ordres s'arrêtent ici",
    ]);
    await i18n.changeLanguage('de');
    expect(wordLine(sheet.lines[0], map).notes?.map((n) => n.message)).toEqual(['„Burgandy“ gelesen als Burgund']);
    expect(wordLine(sheet.lines[2], map).message).toBe('nicht verstanden: „Pir“ kann Paris, Picardie, Piemont oder Portugal sein');
  });
});

describe("the order box's checks in the GM's language", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });
  const spring = startPosition(map, 'standard');
  const flag = (line: string, power: string) => {
    const order = readSheet(line, map, { phase: 'movement', units: spring.units, defaultPower: power }).lines[0].order!;
    return checkOrder(order, spring, map)?.message;
  };
  it('English as before; French, German and Italian name the places in the language', async () => {
    expect(flag('A Bur - Mar', 'France')).toBe('no unit in Burgundy');
    expect(flag('A Mar - Mun', 'France')).toBe('the army in Marseilles cannot reach Munich');
    expect(flag('F Kie - Ber', 'France')).toBe("the fleet in Kiel is Germany's, not France's: not filed");
    await i18n.changeLanguage('fr');
    expect(flag('A Bur - Mar', 'France')).toBe('aucune unité sur Bourgogne');
    expect(flag('A Mar - Mun', 'France')).toBe("l'armée sur Marseille ne peut pas atteindre Munich");
    expect(flag('F Kie - Ber', 'France')).toBe('la flotte sur Kiel appartient à Allemagne, pas à France : non enregistré');
    await i18n.changeLanguage('de');
    expect(flag('A Bur - Mar', 'France')).toBe('keine Einheit in Burgund');
    expect(flag('A Mar - Mun', 'France')).toBe('die Armee in Marseille kann München nicht erreichen');
    await i18n.changeLanguage('it');
    expect(flag('A Bur - Mar', 'France')).toBe('nessuna unità in Borgogna');
  });
});

describe("the presets' names and descriptions and the rules' groups, worded from the engine's ids", () => {
  const text = (code: string) =>
    CATALOGUES[code as 'en'].rulesText as { groups: Record<string, string>; presets: Record<string, { label: string; description: string }> };
  it('English repeats the engine’s text; every preset and group is worded in every language', () => {
    expect(text('en').groups).toEqual(RULE_GROUP_LABELS);
    expect(text('en').presets).toEqual(Object.fromEntries(PRESETS.map((p) => [p.id, { label: p.label, description: p.description }])));
    for (const lang of LANGUAGES) {
      expect(Object.keys(text(lang).presets).sort(), lang).toEqual(PRESETS.map((p) => p.id).sort());
      expect(Object.keys(text(lang).groups).sort(), lang).toEqual(Object.keys(RULE_GROUP_LABELS).sort());
      // The DATC numbers are kept in every language.
      for (const [group, label] of Object.entries(RULE_GROUP_LABELS)) expect(text(lang).groups[group], lang).toContain(/DATC 4\.[A-E]/.exec(label)![0]);
    }
  });
});
