// Issue 32, line 1: a foreign file's reason travels as data (electron/service/types.ts `ReasonSaid`)
// beside its English, and the window words it from that data on the file's map: the order reader's
// message inside a foreign order's reason (the provinces it names, in the language and as the
// variant names them), jDip's structural faults (the Java class as jDip names it, inside a sentence
// of the language) and a variant game's position faults. The repository's real MILA, Judge and jDip
// samples, each broken one way, are refused or audited, and worded in French, German and Italian
// with no English word of the app left; the English the service keeps (the CLI, the log) is the
// data's English, word for word.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../electron/service/index';
import { importAnyGame } from '../../../electron/service/interchange/index';
import { importGame } from '../../../electron/service/exchange';
import { placeText, reasonEnglish, reasonOf } from '../../../electron/service/interchange/reasons';
import type { ReasonSaid } from '../../../electron/service/types';
import type { ServiceError } from '../../../electron/service/result';
import { errorText, i18n } from '../../../renderer/i18n/index';
import { placeNames } from '../../../renderer/i18n/placeNames';
import { reasonSaidWords, reasonWords, subjectWords } from '../../../renderer/i18n/readReasons';
import { mapOf } from '../../../engine/index';
import { playedFile } from './playedFile';
import { cleanUp, tempArchive } from '../../electron/service/support';

afterEach(async () => {
  cleanUp();
  await i18n.changeLanguage('en');
});

const samples = join(__dirname, '../../electron/interchange/samples');
const fixtures = join(__dirname, '../../electron/interchange/fixtures');
const milaSample = readFileSync(join(samples, 'mila-game.json'), 'utf8');
const judgeSample = readFileSync(join(samples, 'judge-history.txt'), 'utf8');
const jdipSample = gunzipSync(readFileSync(join(fixtures, 'jdip-game-1.jdip'))).toString('utf8');

type Mila = { map?: string; phases: { state: { units: Record<string, string[]> }; orders: Record<string, string[]> }[] };
const mila = (edit: (g: Mila) => void): string => {
  const g = JSON.parse(milaSample) as Mila;
  edit(g);
  return JSON.stringify(g);
};
/** `text` with `from` replaced (once) by `to`; `from` must be there, so each case is the one meant. */
const edited = (text: string, from: string, to: string): string => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

/** The app's English vocabulary that a worded reason must not keep (as in readReasons.test.ts). */
const VOCABULARY = new Set(
  'the game line order orders power powers unit units supply center centers map cannot read not missing expected got list object played which does have reads saved package legal before already over begins results whole number field unknown could has holds entry turn without army fleet sea coast'.split(
    ' ',
  ),
);
/** The vocabulary's words left in a worded text, outside what it quotes (a file's words, an element) and its field paths. */
function englishLeft(text: string): string[] {
  const bare = text
    .replace(/\b[A-Z]{2,}\b/g, ' ')
    .replace(/«[^»]*»|„[^“]*“|'[^']*'|"[^"]*"|<[^>]*>/g, ' ')
    .replace(/[\w$]+(\[\d+\])?(\.[\w$]+(\[\d+\])?)+/g, ' ');
  return [...new Set(bare.toLowerCase().match(/\p{L}+/gu) ?? [])].filter((w) => VOCABULARY.has(w));
}

/** The service's refusal of `text`, with its words in each language. */
async function refusal(text: string): Promise<ServiceError> {
  const archive = await tempArchive();
  const r = await importAnyGame(archive, { text });
  if (r.ok) expect.fail(`expected a refusal, got ${r.value.differences.length} differences`);
  return r.error;
}

async function wordedIn(lang: string, error: ServiceError): Promise<string> {
  await i18n.changeLanguage(lang);
  const text = errorText(error);
  await i18n.changeLanguage('en');
  return text;
}

const LANGS = ['fr', 'de', 'it'] as const;

/** Bad files (the repository's samples broken one way each), with a phrase of the English the service keeps. */
const BAD_FILES: [string, string, string][] = [
  ['a MILA order naming provinces it could mean', mila((g) => (g.phases[0].orders.FRANCE = ['A PAR - BU'])), "'BU' could be Budapest, Bulgaria or Burgundy"],
  ['a MILA unit that is none', mila((g) => (g.phases[1].state.units.FRANCE = ['A XYZ'])), 'is not a unit'],
  ['a MILA phase not a list', mila((g) => ((g as unknown as { phases: number }).phases = 3)), 'phases: expected a list'],
  [
    'a Judge order naming provinces it could mean',
    edited(judgeSample, 'Austria: Army Budapest -> Serbia.', 'Austria: Army Budapest -> Bu.'),
    "'Bu.' could be Budapest, Bulgaria or Burgundy",
  ],
  [
    'a Judge center that is no province',
    edited(judgeSample, 'Austria: Budapest, Greece,', 'Austria: Budapest, Xanadu,'),
    "'Xanadu' in Austria's supply centers names no province",
  ],
  ['a jDip object without its field', edited(jdipSample, "field='turnStates'", "field='turnStatez'"), 'World i0 (line 5, column '],
  [
    'a jDip map holding less than it says',
    edited(jdipSample, "<primitive type='int' value='4'/>", "<primitive type='int' value='5'/>"),
    'the map says it holds 5 entries but holds 4',
  ],
  ['a jDip entry not a turn', edited(jdipSample, "class='dip.world.TurnState'", "class='dip.world.TurnStat'"), 'an entry that is not a turn'],
  ['a jDip file cut short', jdipSample.slice(0, jdipSample.indexOf('<', 5000)), 'the file ends inside <'],
  ['a jDip element JSX does not write', edited(jdipSample, "<null field='comparator'/>", "<nil field='comparator'/>"), '<nil>, an element JSX does not write'],
];

describe('a foreign file’s reason as data', () => {
  it.each(BAD_FILES)('%s: the data beside the English, whose English it is word for word', async (_what, text, phrase) => {
    const error = await refusal(text);
    expect(error.message).toContain(phrase);
    const data = error.said?.reasons?.reason;
    expect(data, error.message).toBeDefined();
    expect(reasonEnglish(data!)).toBe(error.said?.params?.reason);
    // Still read back where only the English is kept (an older answer, the log): the same code.
    const back = reasonOf(reasonEnglish(data!));
    expect(back?.key).toBe(data!.key);
  });

  it.each(BAD_FILES)('%s: worded whole from the data in French, German and Italian', async (_what, text, phrase) => {
    const error = await refusal(text);
    for (const lang of LANGS) {
      const words = await wordedIn(lang, error);
      expect(words, lang).not.toContain(phrase);
      expect(englishLeft(words), `${lang}: ${error.message}\n${words}`).toEqual([]);
      expect(words, 'no English sentence in brackets').not.toMatch(/\([^)]*\b(the|is|not|cannot|which)\b[^)]*\)/);
    }
  });

  it('the order reader’s message names the provinces in the language', async () => {
    const error = await refusal(BAD_FILES[0][1]);
    for (const lang of LANGS) {
      const names = placeNames(mapOf('standard')!, lang);
      const words = await wordedIn(lang, error);
      for (const id of ['bud', 'bul', 'bur']) expect(words, lang).toContain(names.province(id));
      expect(words, 'the file’s word as written').toContain('BU');
    }
    expect(await wordedIn('fr', error)).toContain('Bulgarie');
  });

  it('jDip’s structural fault names the Java class as jDip does, inside a sentence of the language', async () => {
    const error = await refusal(BAD_FILES[5][1]);
    expect(error.message).toMatch(/^the jDip saved game: World i0 \(line 5, column \d+\) has no field 'turnStates'; nothing was imported$/);
    const fr = await wordedIn('fr', error);
    expect(fr).toMatch(/World i0 \(ligne 5, colonne \d+\) n'a pas de champ « turnStates »/);
    expect(await wordedIn('de', error)).toMatch(/World i0 \(Zeile 5, Spalte \d+\) hat kein Feld „turnStates“/);
    expect(await wordedIn('it', error)).toMatch(/World i0 \(riga 5, colonna \d+\) non ha il campo «turnStates»/);
  });
});

describe('a variant game’s reasons, on the variant’s map', () => {
  /** The Judge sample played on njudge's Fleet_rome. */
  const fleetRome = (text: string) => edited(text, 'Movement results for Spring of 1901.', 'Variant: Fleet_rome\n\nMovement results for Spring of 1901.');

  it('the order reader’s message names the variant’s provinces', async () => {
    const error = await refusal(fleetRome(edited(judgeSample, 'Austria: Army Budapest -> Serbia.', 'Austria: Army Budapest -> Bu.')));
    expect(error.said?.params?.map).toBe('fleet-rome');
    for (const lang of LANGS) {
      const names = placeNames(mapOf('fleet-rome')!, lang);
      const words = await wordedIn(lang, error);
      for (const id of ['bud', 'bul', 'bur']) expect(words, lang).toContain(names.province(id));
      expect(englishLeft(words), words).toEqual([]);
    }
  });

  it('a position’s faults name the variant’s provinces', async () => {
    const error = await refusal(
      mila((g) => {
        g.map = 'standard_fleet_rome';
        g.phases[0].state.units.FRANCE = ['A NTH', 'F MUN'];
      }),
    );
    expect(error.message).toContain("the game's first position: A nth: an army cannot stand in North Sea");
    expect(error.said?.params?.map).toBe('fleet-rome');
    for (const lang of LANGS) {
      const names = placeNames(mapOf('fleet-rome')!, lang);
      const words = await wordedIn(lang, error);
      expect(words, lang).toContain(names.province('nth'));
      expect(words, lang).toContain(names.province('mun'));
      // The variant's own names (English where no edition of the language names them) are its words, not the app's.
      expect(englishLeft(words.replace(names.province('nth'), ' ')), words).toEqual([]);
    }
  });
});

describe('orders the file gives that Adjutant rules void', () => {
  it('provinces that do not touch and a unit that is not there: the differences worded whole', async () => {
    const archive = await tempArchive();
    const text = mila((g) => (g.phases[0].orders.FRANCE = ['A PAR - MOS', 'A BER - KIE', 'F BRE - MAO']));
    const r = await importAnyGame(archive, { text });
    if (!r.ok) expect.fail(r.error.message);
    const voided = r.value.differences.filter((d) => d.adjutant === '(*void*)').map((d) => d.subject);
    expect(voided).toEqual(expect.arrayContaining(['France: A PAR - MOS', 'France: A BER - KIE']));
    for (const lang of LANGS) {
      await i18n.changeLanguage(lang);
      for (const d of r.value.differences) {
        const line = [
          reasonWords(d.place, 'place'),
          d.subject ? subjectWords(d.subject) : '',
          reasonWords(d.file, 'differs'),
          reasonWords(d.adjutant, 'differs'),
        ];
        // The order as the file wrote it is the file's words: what is left is worded.
        const worded = line.join(' | ').replace(/France: [A-Z /-]+/g, '');
        expect(englishLeft(worded), `${lang}: ${JSON.stringify(d)}\n${worded}`).toEqual([]);
      }
    }
  });
});

/** The places a reason names (its particulars `place…`), a reason inside it searched too. */
function placesIn(said: ReasonSaid): (string | ReasonSaid)[] {
  return Object.entries(said.params ?? {}).flatMap(([name, v]) =>
    name.startsWith('place') && typeof v !== 'number' ? [v] : typeof v === 'object' ? placesIn(v) : [],
  );
}

describe('places inside a reason as data', () => {
  /** Bad files whose reason names a place in the file (the samples broken one way each), with the place's English. */
  const PLACED: [string, string, RegExp][] = [
    ['a jDip object without its field (line and column)', BAD_FILES[5][1], /^World i0 \(line 5, column \d+\)$/],
    ['a jDip power that is none (a turn, a province of its position)', jdipSample.replace(/value='Turkey'/g, "value='Byzantium'"), /^turn S1901M \(\w+\)/],
    ['a jDip file cut short (the element opened at)', BAD_FILES[8][1], /^line \d+, column \d+$/],
    [
      'a Judge history whose phases do not follow (a line)',
      judgeSample.replace(/Subject: diplomacy:demo W1901A results[\s\S]*?(?=Subject: diplomacy:demo S1902M)/, ''),
      /^line \d+$/,
    ],
  ];

  it.each(PLACED)('%s: the place is data, its English the same as before', async (_what, text, english) => {
    const error = await refusal(text);
    const data = error.said!.reasons!.reason;
    const places = placesIn(data);
    expect(places.length, error.message).toBeGreaterThan(0);
    for (const place of places) {
      expect(typeof place, `${error.message}: ${JSON.stringify(place)}`).toBe('object');
      expect((place as ReasonSaid).key).toMatch(/^place\./);
      // A place inside a place (a turn's, an object's line and column) is data too.
      for (const inner of placesIn(place as ReasonSaid)) expect(typeof inner).toBe('object');
    }
    expect(
      places.map(placeText).some((p) => english.test(p)),
      places.map(placeText).join(' | '),
    ).toBe(true);
    expect(error.message).toContain(placeText(places[0]));
    expect(reasonEnglish(data)).toBe(error.said?.params?.reason);
  });

  it.each(PLACED)('%s: worded from the data in French, German and Italian as its English read back would be', async (_what, text) => {
    const error = await refusal(text);
    const map = String(error.said?.params?.map);
    for (const lang of LANGS) {
      await i18n.changeLanguage(lang);
      for (const place of placesIn(error.said!.reasons!.reason) as ReasonSaid[]) {
        const words = reasonSaidWords(place, map);
        expect(words).toBe(reasonWords(placeText(place), 'place'));
        expect(englishLeft(words), `${lang}: ${words}`).toEqual([]);
      }
      const whole = await wordedIn(lang, error);
      expect(englishLeft(whole), `${lang}: ${whole}`).toEqual([]);
    }
    expect(await wordedIn('fr', error)).toMatch(/ligne \d+|tour S1901M/);
    expect(await wordedIn('de', error)).toMatch(/Zeile \d+|Zug S1901M/);
    expect(await wordedIn('it', error)).toMatch(/riga \d+|turno S1901M/);
  });
});

describe('a game file’s inconsistencies as data (exchange.ts, not a foreign reader)', () => {
  it('each inconsistency and each illegal position’s fault as data beside the same English, worded from it in French, German and Italian', async () => {
    const archive = await tempArchive();
    const file = await playedFile(archive);
    file.game.name = 'G2';
    file.chain = undefined;
    // Broken four ways: a player of no power, a phase numbered out of line, a set of orders by no power, an army at sea.
    file.players[0].power = 'Atlantis';
    file.phases[1].seq = 5;
    file.phases[0].submissions[0].power = 'Lemuria';
    const army = file.phases[0].position.units.findIndex((u) => u.type === 'A');
    file.phases[0].position.units[army] = { ...file.phases[0].position.units[army], province: 'nth', coast: null };
    const r = await importGame(archive, { text: JSON.stringify(file) });
    if (r.ok) expect.fail('expected a refusal');
    const error = r.error;
    expect(error.said?.key).toBe('exchange.inconsistent');
    const list = error.said!.reasons!.reasons;
    expect(list.key).toBe('list');
    expect(list.items!.map((i) => i.key)).toEqual(
      expect.arrayContaining(['file.numbering', 'file.submission-power', 'file.phase-position', 'file.player-power']),
    );
    // The English the service keeps (the CLI, the log) is the data's, word for word, and still what it was.
    expect(reasonEnglish(list)).toBe(error.said?.params?.reasons);
    expect(error.message).toContain('phase 2: the live phases should be numbered 0, 1, 2... without gaps; found 5 at place 1');
    expect(error.message).toContain("player Fran: 'Atlantis' is not one of the game's powers");
    expect(error.message).toMatch(/phase 1: A nth: an army cannot stand in North Sea/);
    // A phase named in an inconsistency is a place as data.
    const numbering = list.items!.find((i) => i.key === 'file.numbering')!;
    expect(numbering.params?.place).toEqual({ key: 'place.file-phase-id', params: { id: 2 } });
    for (const lang of LANGS) {
      const words = await wordedIn(lang, error);
      await i18n.changeLanguage(lang);
      // Worded from the data: whole, where reading the English back stumbles on a reason holding `; ` (the numbering's).
      const fromData = reasonSaidWords(list, String(error.said?.params?.map));
      expect(englishLeft(fromData), fromData).toEqual([]);
      await i18n.changeLanguage('en');
      expect(words).toContain(fromData);
      expect(englishLeft(words), `${lang}: ${words}`).toEqual([]);
      expect(words).toContain('Atlantis');
      expect(words).toContain('Lemuria');
    }
    expect(await wordedIn('fr', error)).toMatch(/phase 1 : .*Mer du Nord/);
    expect(await wordedIn('de', error)).toMatch(/Nordsee/);
    expect(await wordedIn('it', error)).toMatch(/Mare del Nord/);
  });
});
