// Issue 32: every string in every language. English (resources/i18n/en.json) is the reference: each
// other language has exactly its keys, no empty string, and the same {{variables}} in each string.
import { describe, expect, it } from 'vitest';
import { fetchCatalogue, i18n, LANGUAGE_NAMES, LANGUAGES, osLanguage } from '../../../renderer/i18n';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
/** Plural forms differ between languages (`_one`, `_other`, `_many`): compare their stem. */
const stem = (key: string): string => key.replace(/_(zero|one|two|few|many|other)$/, '');

const english = flatten(CATALOGUES.en as Tree);

describe('every language has every string', () => {
  for (const code of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${code}: the same keys as English, none empty, the same variables`, () => {
      const strings = flatten(CATALOGUES[code] as Tree);
      const stems = new Set([...strings.keys()].map(stem));
      const englishStems = new Set([...english.keys()].map(stem));
      const missing = [...englishStems].filter((k) => !stems.has(k));
      const extra = [...stems].filter((k) => !englishStems.has(k));
      expect(missing, `${code}: missing keys`).toEqual([]);
      expect(extra, `${code}: keys English does not have`).toEqual([]);
      const empty = [...strings].filter(([, v]) => v.trim() === '').map(([k]) => k);
      expect(empty, `${code}: empty strings`).toEqual([]);
      const mismatched = [...strings]
        .filter(([k, v]) => {
          const e = english.get(k) ?? english.get(`${stem(k)}_other`) ?? english.get(stem(k));
          return e !== undefined && variables(e).join() !== variables(v).join();
        })
        .map(([k]) => k);
      expect(mismatched, `${code}: {{variables}} differ from English`).toEqual([]);
    });
  }
});

describe('the OS language', () => {
  it('takes the first language Adjutant has, by its base tag, else English', () => {
    expect(osLanguage(['fr-CH', 'en-GB'])).toBe('fr');
    expect(osLanguage(['pt-BR', 'de-AT'])).toBe('de');
    expect(osLanguage(['IT'])).toBe('it');
    expect(osLanguage(['ja', 'pt'])).toBe('en');
    expect(osLanguage([])).toBe('en');
  });
});

describe('the window fetches a language when it needs it', () => {
  it("names each language in itself before its file is fetched: each file's own `language.name`", () => {
    for (const code of LANGUAGES) expect(LANGUAGE_NAMES[code], code).toBe((CATALOGUES[code].language as { name: string }).name);
  });

  it('fetches each language whole, once, and switches only when every namespace is there', async () => {
    for (const code of LANGUAGES) {
      const fetched = await fetchCatalogue(code);
      expect(fetched, code).toEqual(CATALOGUES[code]);
      expect(fetchCatalogue(code), `${code}: fetched once`).toBe(fetchCatalogue(code));
    }
    await i18n.changeLanguage('de');
    for (const ns of Object.keys(CATALOGUES.en)) expect(i18n.hasResourceBundle('de', ns), `de:${ns}`).toBe(true);
    expect(i18n.t('common:language.choose')).toBe((CATALOGUES.de.common as { language: { choose: string } }).language.choose);
    await i18n.changeLanguage('en');
  });
});
