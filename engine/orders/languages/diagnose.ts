// The reader's message for a word that means two things in the game's reader languages.
import { fail } from '../reader';
import type { WordConflict } from './index';
import { said } from '../says';

export function ambiguousWord(c: WordConflict): ReturnType<typeof fail> {
  const meanings = [...new Set(c.meanings.map((m) => m.meaning))];
  const readings = c.meanings.map((m) => ({ meaning: m.meaning, language: m.language }));
  const message =
    meanings.length > 1
      ? said(null, 'ambiguous-word', { raw: c.token.raw, meanings: { meanings: readings, join: 'or' } })
      : said(null, 'word-or-name', { raw: c.token.raw, meanings: { meanings: readings, join: 'comma' } });
  return fail('ambiguous-word', message, c.token.start, c.token.end, meanings);
}
