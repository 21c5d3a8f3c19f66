// Issue 32, line 1: the rule options' catalogue (engine/rules) in the app's language. The options
// and choices come from the engine's CATALOGUE, not a hand list: English repeats the engine's text
// exactly, and every option is worded in French, German and Italian, with its DATC number, except
// those listed in ENGLISH_FOR_NOW, which the panel shows in the engine's English until translated.
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOGUE, type RuleOptionSpec } from '../../../engine/index';
import { LANGUAGES, i18n } from '../../../renderer/i18n';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { optionKey, wordOption } from '../../../renderer/i18n/ruleWords';

/** Options still shown in the engine's English in every language (each one a translation to write). */
const ENGLISH_FOR_NOW: readonly string[] = [];

interface Worded {
  title: string;
  summary: string;
  alternatives: Record<string, { label: string; explanation: string }>;
}
const variables = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const options = (code: string): Record<string, Worded> =>
  ((CATALOGUES[code as 'en'].rulesText as { options?: Record<string, Worded> }).options ?? {}) as Record<string, Worded>;
const keyOf = (id: string) => optionKey(id).replace('rulesText:options.', '');
const english = (o: RuleOptionSpec): Worded => ({
  title: o.title,
  summary: o.summary,
  alternatives: Object.fromEntries(o.alternatives.map((a) => [a.id, { label: a.label, explanation: a.explanation }])),
});
const texts = (w: Worded): string[] => [w.title, w.summary, ...Object.values(w.alternatives).flatMap((a) => [a.label, a.explanation])];
const translated = CATALOGUE.filter((o) => !ENGLISH_FOR_NOW.includes(o.id));

describe("the rule options' catalogue, worded from the engine's ids", () => {
  it('the list of options still in English names only real options', () => {
    const ids = CATALOGUE.map((o) => o.id as string);
    expect(ENGLISH_FOR_NOW.filter((id) => !ids.includes(id))).toEqual([]);
    expect(CATALOGUE.length).toBeGreaterThan(30);
  });
  it('English repeats the engine’s text exactly, for every translated option and no other', () => {
    expect(Object.keys(options('en')).sort()).toEqual(translated.map((o) => keyOf(o.id)).sort());
    for (const o of translated) expect(options('en')[keyOf(o.id)], o.id).toEqual(english(o));
  });
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${lang}: every option and every choice worded, the same variables and DATC numbers, not English`, () => {
      expect(Object.keys(options(lang)).sort()).toEqual(translated.map((o) => keyOf(o.id)).sort());
      for (const o of translated) {
        const w = options(lang)[keyOf(o.id)];
        expect(Object.keys(w.alternatives).sort(), `${lang} ${o.id}`).toEqual(o.alternatives.map((a) => a.id).sort());
        const [mine, source] = [texts(w), texts(english(o))];
        source.forEach((text, i) => {
          const where = `${lang} ${o.id} #${i}`;
          expect(mine[i].trim(), where).not.toBe('');
          expect(variables(mine[i]), where).toEqual(variables(text));
          // DATC case and issue numbers (4.A.1, 6.G.19) are kept as they are.
          for (const n of text.match(/\b\d\.[A-H]\.\d+\b/g) ?? []) expect(mine[i], `${where}: ${n}`).toContain(n);
        });
        expect(w.title, `${lang} ${o.id} is still English`).not.toBe(o.title);
        expect(w.summary, `${lang} ${o.id} is still English`).not.toBe(o.summary);
      }
    });
  }
});

describe('the panel’s words follow the language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });
  it('English is the engine’s; French, German and Italian their own; an untranslated option the engine’s', async () => {
    const first = translated[0];
    expect(wordOption(first, i18n.t)).toEqual({
      title: first.title,
      summary: first.summary,
      alternatives: first.alternatives.map((a) => ({ id: a.id, letter: a.letter, label: a.label, explanation: a.explanation })),
    });
    for (const lang of ['fr', 'de', 'it'] as const) {
      await i18n.changeLanguage(lang);
      expect(wordOption(first, i18n.t).title).toBe(options(lang)[keyOf(first.id)].title);
      expect(wordOption(first, i18n.t).alternatives[0].explanation).toBe(options(lang)[keyOf(first.id)].alternatives[first.alternatives[0].id].explanation);
    }
    const pending = CATALOGUE.find((o) => ENGLISH_FOR_NOW.includes(o.id));
    if (pending) expect(wordOption(pending, i18n.t).title).toBe(pending.title);
  });
});
