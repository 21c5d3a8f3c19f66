// A check several catalogue tests share: every code of a list has its words in a namespace of one
// language, and outside English none is the English words left untranslated.
import { expect } from 'vitest';
import { CATALOGUES, type Language } from '../../../renderer/i18n/index';

export function expectEveryCodeWorded(namespace: string, codes: readonly string[], lang: Language): Record<string, string> {
  const words = CATALOGUES[lang][namespace] as Record<string, string>;
  const en = CATALOGUES.en[namespace] as Record<string, string>;
  for (const code of codes) {
    expect(typeof words[code] === 'string' && words[code].trim() !== '', `${lang} ${namespace}.${code}`).toBe(true);
    if (lang !== 'en') expect(words[code], `${lang} ${namespace}.${code}`).not.toBe(en[code]);
  }
  return words;
}
