// A test helper: every code of a namespace worded in `lang`, and (but in English) not left as the
// English sentence. Answers the namespace's words, for further checks.
import { expect } from 'vitest';
import { type LANGUAGES } from '../../../renderer/i18n/index';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';

export function expectCodesWorded(namespace: string, codes: readonly string[], lang: (typeof LANGUAGES)[number]): Record<string, string> {
  const words = CATALOGUES[lang][namespace] as Record<string, string>;
  const en = CATALOGUES.en[namespace] as Record<string, string>;
  for (const code of codes) {
    expect(typeof words[code] === 'string' && words[code].trim() !== '', `${lang} ${namespace}.${code}`).toBe(true);
    if (lang !== 'en') expect(words[code], `${lang} ${namespace}.${code}`).not.toBe(en[code]);
  }
  return words;
}
