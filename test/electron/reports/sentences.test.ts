// The reports' sentences are worded without i18next (electron/reports/sentences.ts: the command
// line's reports no longer load it), and must read exactly as i18next words them with the options the
// reports used (language.ts before session 16): every sentence of the `report`, `board` and `explain`
// namespaces, in every language, with every count that picks a different plural form, a value in
// every placeholder, and the edges (a missing value, a missing key, another namespace, an object).
// A catalogue that starts using a feature sentences.ts does not have (nesting, formats, contexts,
// unescaped values) fails the second test: use i18next there, or teach sentences.ts and this test.
import i18next, { type Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { sentences, type Catalogue } from '../../../electron/reports/sentences';
import de from '../../../resources/i18n/de.json';
import en from '../../../resources/i18n/en.json';
import fr from '../../../resources/i18n/fr.json';
import it_ from '../../../resources/i18n/it.json';

const CATALOGUES: Record<string, Record<string, unknown>> = { en, fr, de, it: it_ };
const NAMESPACES = ['report', 'board', 'explain'];
const of = (code: string): Catalogue => Object.fromEntries(NAMESPACES.map((ns) => [ns, CATALOGUES[code][ns]]));
const chain = (code: string) => [...new Set([code, 'en'])].map((c): readonly [string, Catalogue] => [c, of(c)]);

/** i18next as the reports used it (language.ts before session 16). */
function reference(code: string) {
  // An instance of its own, initialised at once by createInstance (options and a callback, not async):
  // the shared i18next of the other files in this process is never touched (test/tooling.test.ts).
  const i18n = i18next.createInstance(
    {
      resources: Object.fromEntries(chain(code)) as Resource,
      lng: code,
      fallbackLng: 'en',
      defaultNS: 'report',
      ns: NAMESPACES,
      interpolation: { escapeValue: false },
      initAsync: false,
    },
    () => {},
  );
  if (!i18n.isInitialized) throw new Error('i18next did not initialise at once');
  return (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars ?? {});
}

/** Every leaf of `tree`: [dotted path, text]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Every key a report can ask for in `code`'s catalogue (plural forms by their base key), with the names of its placeholders. */
function keys(code: string): { key: string; names: string[] }[] {
  const found = new Map<string, Set<string>>();
  for (const ns of NAMESPACES)
    for (const [path, text] of leaves(CATALOGUES[code][ns])) {
      const key = `${ns === 'report' ? '' : `${ns}:`}${path.replace(PLURAL, '')}`;
      const names = found.get(key) ?? new Set<string>();
      for (const m of String(text).matchAll(/\{\{(.+?)\}\}/g)) names.add(m[1].trim());
      found.set(key, names);
    }
  return [...found].map(([key, names]) => ({ key, names: [...names] }));
}

// Values that would show a difference: placeholders and nesting in a value, digits, accents.
const SAMPLES = ['Ann', '{{count}}', '$t(and)', 'Zürich 1901', ''];
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 1.5];

describe('the reports sentences without i18next', () => {
  for (const code of Object.keys(CATALOGUES))
    it(`words every sentence of ${code} as i18next does`, () => {
      const ours = sentences(chain(code), 'report');
      const theirs = reference(code);
      let compared = 0;
      // The sentences that differ, checked all at once: an expect a sentence (5,000 in a language)
      // was most of the file's CPU, in vitest's bookkeeping and the messages (docs/PERFORMANCE.md).
      const differ: { key: string; vars: string; ours: unknown; theirs: unknown }[] = [];
      const same = (key: string, vars: Record<string, unknown>): void => {
        const [a, b] = [ours(key, vars), theirs(key, vars)];
        if (!Object.is(a, b)) differ.push({ key, vars: JSON.stringify(vars), ours: a, theirs: b });
        compared++;
      };
      for (const { key, names } of keys(code)) {
        const variants: Record<string, unknown>[] = [{}, ...SAMPLES.map((s) => Object.fromEntries(names.map((n) => [n, s])))];
        variants.push(Object.fromEntries(names.map((n, i) => [n, i % 2 ? null : undefined])));
        for (const count of COUNTS) variants.push({ ...Object.fromEntries(names.map((n) => [n, 'x'])), count });
        variants.push({ count: '2' });
        for (const vars of variants) same(key, vars);
      }
      // Keys no catalogue has, another namespace, a branch (an object), a path through a text.
      for (const key of ['no.such.key', 'board:none', 'menu:file', 'adjective', 'board:season', 'and.more', 'nothing {{count}}', 'board:season.spring.x'])
        for (const vars of [{}, { count: 1 }, { count: 0 }]) same(key, vars);
      expect(differ, code).toEqual([]);
      expect(compared).toBeGreaterThan(1000);
    });

  it('finds in the catalogues only what it words: plain placeholders, plural forms, keys without separators', () => {
    // Every fault of every leaf, checked all at once (five expects a leaf were most of the test's CPU).
    const faults: string[] = [];
    for (const code of Object.keys(CATALOGUES))
      for (const ns of NAMESPACES)
        for (const [path, text] of leaves(CATALOGUES[code][ns])) {
          const fault = (what: string) => faults.push(`${code} ${ns}:${path}: ${what}`);
          if (typeof text !== 'string') fault(`a ${typeof text}, not a text`);
          if (/\$t\(|\{\{-|\{\{[^}]*,/.test(String(text))) fault('nesting, an unescaped value or a format');
          for (const m of String(text).matchAll(/\{\{(.*?)\}\}/g)) if (!/^\s*[A-Za-z_][\w]*\s*$/.test(m[1])) fault(`placeholder {{${m[1]}}}`);
          // A `:` would be read as a namespace, and a `_context` suffix is not a plural form.
          for (const step of path.split('.')) if (!/^[\w-]+$/.test(step)) fault(`key step ${step}`);
          if (/_(male|female)$/.test(path)) fault('a context suffix');
        }
    expect(faults).toEqual([]);
  });
});
