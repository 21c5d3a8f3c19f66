// Issue 32, line 1: what the service sends to the screen is worded in every language. Every code a
// refusal can carry (SERVICE_ERROR_CODES: the `errors` namespace) and every code of the
// adjudication preview's rule notes (COMBINE_NOTE_CODES: `serviceSays.notes`) has its wording in
// English, French, German and Italian; a code added to the service without it fails here. The
// notes are worded from their data: the power and the rule options in the language, nothing English.
import { afterEach, describe, expect, it } from 'vitest';
import { COMBINE_NOTE_CODES, combineSubmissions, type CombineNote, type SetToCombine } from '../../../electron/service/combine';
import { SERVICE_ERROR_CODES } from '../../../electron/service/types';
import { DEFAULT_OPTIONS } from '../../../engine/index';
import { standardMap } from '../../../engine/map/standard';
import { i18n, LANGUAGES } from '../../../renderer/i18n/index';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { combineNoteText } from '../../../renderer/i18n/serviceWords';

const map = standardMap();

const lookup = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined), tree);

describe.each(LANGUAGES)('%s: every code the service sends to the screen is worded', (lang) => {
  it.each(SERVICE_ERROR_CODES)('refusal %s', (code) => {
    const text = lookup(CATALOGUES[lang].errors, code);
    expect(typeof text === 'string' && text.trim() !== '', `errors.${code} in ${lang}`).toBe(true);
  });
  it.each(COMBINE_NOTE_CODES)('rule note %s', (code) => {
    const text = lookup(CATALOGUES[lang].serviceSays, `notes.${code}`);
    expect(typeof text === 'string' && text.includes('{{power}}') && text.includes('{{rules}}'), `serviceSays.notes.${code} in ${lang}`).toBe(true);
  });
});

/** Two sets for France handed in one after the other, and two handed in together that differ. */
function notes(): CombineNote[] {
  const hold = (province: string) => ({
    power: 'France',
    order: { kind: 'hold' as const, unit: { type: 'A' as const, province, coast: null, power: 'France' } },
  });
  const set = (id: number, province: string, sameTime: boolean): SetToCombine => ({
    id,
    power: 'France',
    orders: [hold(province)],
    combine: 'unspecified',
    sameTime,
  });
  const later = combineSubmissions([set(1, 'par', false), set(2, 'mar', false)], { '4.D.1': 'latest-only', '4.D.2': 'all-hold' }).notes;
  const together = combineSubmissions([set(3, 'par', false), set(4, 'mar', true)], { ...DEFAULT_OPTIONS, '4.D.2': 'all-hold' }).notes;
  return [...later, ...together];
}

describe('the preview rule notes in the GM language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('has a note of each code to word', () => {
    expect(notes().map((n) => n.code)).toEqual(['combine-sets', 'combine-all-hold']);
  });

  it.each([
    ['fr', ['France : 2 ensembles', 'écartés : #1', '4.D.1 : Le dernier ensemble seulement'], ['sets', 'latest-only', 'set aside']],
    ['de', ['Frankreich: 2 Befehlssätze', 'beiseitegelegt: #1', 'alle Einheiten halten'], ['France', 'sets', 'latest-only', 'set aside']],
    ['it', ['Francia: 2 insiemi', 'messi da parte: #1', 'restano ferme'], ['France', 'sets', 'latest-only', 'set aside']],
  ] as const)('%s: the power, the sets and the rules in the language, no English', async (lang, want, english) => {
    await i18n.changeLanguage(lang);
    const text = notes()
      .map((n) => combineNoteText(n, map))
      .join('\n');
    for (const w of want) expect(text).toContain(w);
    for (const w of english) expect(text).not.toMatch(new RegExp(`\\b${w}\\b`));
  });

  it('en: the power and rules in English words; a note without a code (an older service) as the service worded it', async () => {
    const [first] = notes();
    expect(combineNoteText(first, map)).toBe(
      "France: 2 sets, orders from #2; set aside #1 (4.D.1: Only the latest set; 4.D.2: None: all the power's units hold)",
    );
    expect(combineNoteText({ ...first, code: undefined }, map)).toBe(first.message);
  });
});
