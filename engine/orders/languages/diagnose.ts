// The reader's message for a word that means two things in the game's reader languages.
import { fail } from '../reader';
import type { WordConflict } from './index';

const LANGUAGE_NAMES: Readonly<Record<string, string>> = { english: 'English', fr: 'French', de: 'German', it: 'Italian' };

export function ambiguousWord(c: WordConflict): ReturnType<typeof fail> {
  const readings = c.meanings.map((m) => `${m.meaning} (${LANGUAGE_NAMES[m.language] ?? m.language})`);
  const meanings = [...new Set(c.meanings.map((m) => m.meaning))];
  const what = meanings.length > 1 ? `could be ${readings.join(' or ')}` : `is both an order word (${readings.join(', ')}) and a name`;
  return fail('ambiguous-word', `not understood: '${c.token.raw}' ${what}: write the word out`, c.token.start, c.token.end, meanings);
}
