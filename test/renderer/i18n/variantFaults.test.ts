// Issue 32, line 1: a variant file's faults and a position's faults worded whole in the window's
// language. Each fault carries the key of its sentence and its particulars (`params`) besides the
// English the CLI prints (engine/map/faults.ts, engine/game/positionFaults.ts); every sentence has
// its template in English, French, German and Italian (`variantFaults.file` / `.position`) with
// exactly the particulars the engine gives. Every fault is made on purpose from a bad file, board or
// position (faultCases.ts) and worded in each language: no particular missing or extra, no English
// word left, no English sentence in brackets. The refusals that list such faults (a variant's
// import, a game file's variant, a new game's position, an edited position) are worded whole too.
import { afterEach, describe, expect, it } from 'vitest';
import { MAP_FAULT_ENGLISH, POSITION_FAULT_ENGLISH, standardMap, type Position } from '../../../engine/index';
import { checkVariantFile } from '../../../electron/service/variants';
import { checkNewGame } from '../../../electron/service/games';
import { applyEdits } from '../../../electron/service/positionEdit';
import { shippedOrCarried } from '../../../electron/service/exchange';
import { errorText, faultText, i18n, saidWords, type FaultData } from '../../../renderer/i18n/index';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { variantFaultText } from '../../../renderer/i18n/variantFaults';
import { fileFaults, positionFaults, SPRING, tinyMap, unit } from './faultCases';

afterEach(() => void i18n.changeLanguage('en'));

const OTHERS = ['fr', 'de', 'it'] as const;
const AREAS = { file: MAP_FAULT_ENGLISH, position: POSITION_FAULT_ENGLISH } as const;
type Area = keyof typeof AREAS;

/** A namespace's nested keys as `a.b` -> text. */
function flat(tree: unknown, prefix = ''): Record<string, unknown> {
  if (typeof tree !== 'object' || tree === null) return { [prefix]: tree };
  return Object.assign({}, ...Object.entries(tree).map(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k)));
}

const templates = (lang: keyof typeof CATALOGUES, area: Area) => flat((CATALOGUES[lang].variantFaults as Record<string, unknown>)[area]);
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();

const FILE = fileFaults();
const POSITION = positionFaults();
const FAULTS: [Area, FaultData & { code: string }][] = [
  ...FILE.map((f): [Area, typeof f] => ['file', f]),
  ...POSITION.map((f): [Area, typeof f] => ['position', f]),
];

// Words of the English sentences that none of the other languages writes (words the languages share,
// `province`, `phase`, `format`, `type`, `position`, `point`, `in`, `a`, `an`, `per`, `civil`, `separate`, `Winter`, are not here).
const ENGLISH =
  /(?<!\p{L})(the|is|are|should|be|of|and|not|which|has|lists|list|names|cannot|stands?|supply|centers?|coasts?|fleets?|army|armies|moves?|units?|map|board|missing|must|every|whole|number|string|array|object|name|twice|own|inland|sea|reaches|reached|links|rest|home|start|owned|both|powers?|its|one|given|none|where|came|attacker|dislodged|retreats?|standoffs?|belong|needs|least|disorder|proxy|variant|game|year|seasons|phases|spring|only|keep|them|never|reads|paths?|numbers|drawn|lowercase|letters|digits|used|defined|empty|split|exactly|known|unknown|chain|leads|already|too|nothing|so|but|without|reach|does|adjacency|symmetric|whole|should|two|four|entry|then|from)(?!\p{L})/iu;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The worded text with what is not the sentence's own words taken out: the particulars, the file's field names. */
function sentenceWords(text: string, fault: FaultData, area: Area): string {
  const values = Object.values(fault.params ?? {}).map(String);
  const worded = area === 'position' ? Object.values(saidWords({ key: '', params: { ...fault.params, map: 'standard' } })).map(String) : [];
  let rest = text;
  for (const v of [...values, ...worded].sort((a, b) => b.length - a.length)) rest = rest.replace(new RegExp(`(?<!\\p{L})${escape(v)}(?!\\p{L})`, 'gu'), ' ');
  return rest.replace(/\{ between: .*\}|geometry(\.\w+)?|victoryCenters|homes|\bbase\b|\[x, y\]|\bnull\b|\btrue\b|\bfalse\b|standard|Adjutant/g, ' ');
}

describe('the sentences', () => {
  it.each(Object.keys(AREAS) as Area[])('%s: English in the catalogue is the engine’s, word for word', (area) => {
    expect(templates('en', area)).toEqual(AREAS[area]);
  });

  it.each(Object.keys(AREAS) as Area[])('%s: every sentence is made by a bad file, board or position of faultCases.ts', (area) => {
    const made = new Set(FAULTS.filter(([a]) => a === area).map(([, f]) => f.key));
    expect(Object.keys(AREAS[area]).filter((key) => !made.has(key))).toEqual([]);
  });

  it('every fault gives exactly the particulars of its sentence, and its English is the sentence filled', () => {
    for (const [area, f] of FAULTS) {
      const english = (AREAS[area] as Record<string, string>)[f.key!];
      expect(Object.keys(f.params!).sort(), `${area} ${f.key}`).toEqual(placeholders(english));
      expect(f.code, f.key).toBe(f.key!.split('.')[0]);
    }
    expect(FILE.find((f) => f.key === 'bad-coasts.unknown')).toMatchObject({ message: 'ocn lists unknown coasts xx, xx (known: nc, sc, ec, wc)' });
    expect(POSITION.find((f) => f.key === 'army-at-sea.unit')).toMatchObject({ message: 'A tys: an army cannot stand in Tyrrhenian Sea, which is a sea' });
  });

  it.each(OTHERS)('%s: every sentence translated, with the same particulars as English', (lang) => {
    for (const area of Object.keys(AREAS) as Area[]) {
      const words = templates(lang, area);
      for (const [key, english] of Object.entries(AREAS[area])) {
        expect(typeof words[key], `${lang} ${area}.${key}`).toBe('string');
        expect(words[key], `${lang} ${area}.${key}`).not.toBe(english);
        expect(placeholders(words[key] as string), `${lang} ${area}.${key}`).toEqual(placeholders(english));
      }
    }
  });
});

describe('each fault in the window’s language', () => {
  it.each(OTHERS)('%s: every fault worded whole, nothing in English', async (lang) => {
    await i18n.changeLanguage(lang);
    const wrong = FAULTS.flatMap(([area, f]) => {
      const text = faultText(f, area, 'standard');
      const english = ENGLISH.exec(sentenceWords(text, f, area));
      return text.includes(f.message) || /\{\{|\}\}/.test(text) || english ? [`${f.key}: ${text}${english ? ` (${english[0]})` : ''}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('English: the check’s own sentence; a fault without its data (an older service) as it came', async () => {
    for (const [area, f] of FAULTS) expect(faultText(f, area)).toBe(f.message);
    await i18n.changeLanguage('fr');
    expect(variantFaultText({ message: 'x is wrong' })).toBe('x is wrong');
    expect(variantFaultText({ key: 'from-the-future', params: {}, message: 'x is wrong' })).toBe('x is wrong');
  });

  it('names as the file writes them; on the standard board, provinces, powers and phases in the language', async () => {
    await i18n.changeLanguage('fr');
    expect(variantFaultText(FILE.find((f) => f.key === 'bad-coasts.unknown')!)).toBe('ocn donne des côtes inconnues : xx, xx (connues : nc, sc, ec, wc)');
    const position = (key: string) =>
      faultText(
        POSITION.find((f) => f.key === key)!,
        'position',
        'standard',
      );
    expect(position('army-at-sea.unit')).toBe('A tys : Mer Tyrrhénienne est une mer : une armée ne peut pas s’y trouver'.replace('’', "'"));
    expect(position('center-owned-twice')).toBe('centre de ravitaillement lon de France : Londres appartient à la fois à Angleterre et à France');
    expect(position('dislodged-outside-retreat')).toBe('les unités délogées appartiennent à une phase de retraites, pas à une phase de mouvements');
    await i18n.changeLanguage('de');
    expect(position('two-units')).toBe('A par: A par (Frankreich) besetzt bereits Paris');
    await i18n.changeLanguage('it');
    expect(position('coast-needed.dislodged')).toBe(
      'unità sloggiata F stp: una flotta in San Pietroburgo sta su una delle sue coste (nc, sc), e nessuna è indicata',
    );
  });
});

describe('the refusals that list faults', () => {
  const refusalText = async (error: Parameters<typeof errorText>[0], lang: (typeof OTHERS)[number]) => {
    await i18n.changeLanguage(lang);
    const text = errorText(error);
    await i18n.changeLanguage('en');
    return text;
  };
  const bad = tinyMap();
  bad.victoryCenters = 9;
  bad.provinces[0].army.push('nowhere');

  it.each(OTHERS)('%s: a variant file’s faults, its board’s, and the variant a game file carries', async (lang) => {
    const refused = checkVariantFile({ data: bad, geometry: null });
    if (refused.ok) throw new Error('a bad variant passed');
    expect(refused.error.message).toBe(
      'the variant file has 2 faults: army list of inl names nowhere, which is not a province; victoryCenters 9 should be a whole number from 1 to 2 (the centers on the map)',
    );
    const board = checkVariantFile({ data: tinyMap(), geometry: { format: 1 } });
    const carried = shippedOrCarried({ game: { variant: 'tiny' }, variantFile: { data: bad, geometry: null } } as Parameters<typeof shippedOrCarried>[0]);
    for (const r of [refused, board, carried]) {
      if (r.ok) throw new Error('a bad variant passed');
      const text = await refusalText(r.error, lang);
      for (const f of r.error.details as FaultData[]) expect(text).not.toContain(f.message);
      expect(text.replace(/geometry\.\w+|victoryCenters|\bnull\b|\[x, y\]|M, L, Z|\b(inl|nowhere|tiny)\b/g, ''), text).not.toMatch(ENGLISH);
    }
    expect(await refusalText(refused.error, 'fr')).toBe(
      "Le fichier de variante a 2 défauts : la liste d'armée de inl nomme nowhere, qui n'est pas une province; victoryCenters 9 devrait être un nombre entier de 1 à 2 (les centres de la carte)",
    );
  });

  it.each(OTHERS)('%s: a new game’s position and an edited position, provinces named in the language', async (lang) => {
    const position = { ...SPRING, units: [...SPRING.units, unit('Italy', 'A', 'tys'), unit('Russia', 'F', 'stp')] };
    const created = checkNewGame({ name: 'x', variant: 'standard', position: position as Position });
    const edited = applyEdits(standardMap(), position as Position, []);
    for (const r of [created, edited]) {
      if (r.ok) throw new Error('a bad position passed');
      expect(r.error.message).toContain('A tys: an army cannot stand in Tyrrhenian Sea, which is a sea');
      const text = await refusalText(r.error, lang);
      expect(text).not.toContain('Tyrrhenian');
      expect(text).toContain({ fr: 'Mer Tyrrhénienne', de: 'Tyrrhenisches Meer', it: 'Mar Tirreno' }[lang]);
    }
  });
});
