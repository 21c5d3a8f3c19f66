// Issue 32, line 1: what the foreign readers say (MILA, Judge, jDip), the replay's reasons, the two
// sides of an import's difference, a check's faults and the rule options a stored game has that this
// Adjutant does not know, worded whole in the window's language. The service keeps its English (the
// CLI and the log read it); its templates (interchange/reasons.ts, checkFaults.ts) are repeated in
// en.json, and every code has a template in every language with the same particulars. Real bad files
// (the repository's samples, each broken one way) are refused, and the refusal worded in French and
// German holds no English word of the app's vocabulary and no English sentence in brackets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../electron/service/index';
import { READ_REASONS, reasonOf, reasonText } from '../../../electron/service/interchange/reasons';
import { CHECK_FAULTS, CHECK_NOUNS } from '../../../electron/service/checkFaults';
import { importAnyGame } from '../../../electron/service/interchange/index';
import { createGame } from '../../../electron/service/index';
import { exportGame, importGame } from '../../../electron/service/exchange';
import type { ServiceResult } from '../../../electron/service/result';
import { errorText, i18n, LANGUAGES } from '../../../renderer/i18n/index';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { checkFaultsWords, reasonListWords, reasonWords, subjectWords } from '../../../renderer/i18n/readReasons';
import { playedFile } from './playedFile';
import { cleanUp, tempArchive, value } from '../../electron/service/support';
import { InvalidPositionError, standardMap, validatePosition } from '../../../engine/index';
import { startPosition } from '../../../electron/service/engine';

afterEach(async () => {
  cleanUp();
  await i18n.changeLanguage('en');
});

const samples = join(__dirname, '../../electron/interchange/samples');
const milaSample = readFileSync(join(samples, 'mila-game.json'), 'utf8');
const judgeSample = readFileSync(join(samples, 'judge-history.txt'), 'utf8');

type Mila = {
  map?: string;
  phases: {
    name: string;
    state: { units: Record<string, string[]>; centers: Record<string, string[]> };
    orders: Record<string, string[]>;
    results: Record<string, string[]>;
  }[];
};
const mila = (edit: (g: Mila) => void): string => {
  const g = JSON.parse(milaSample) as Mila;
  edit(g);
  return JSON.stringify(g);
};
const judge = (from: string, to: string): string => {
  expect(judgeSample).toContain(from);
  return judgeSample.replace(from, to);
};

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const catalogue = (lang: string, ns: string) => CATALOGUES[lang as 'en'][ns] as Record<string, Record<string, string>>;

/**
 * The app's English vocabulary that a worded reason must not keep: the words of the readers' and
 * checks' sentences but those the languages share (phase, position, text), outside a file's own words
 * (quoted, or in capitals: SUMMARY, HISTORY) and the particulars.
 */
const VOCABULARY = new Set(
  'the game line order orders power powers unit units supply center centers map cannot read not missing expected got list object played which does have reads saved package legal before already over begins results whole number field unknown request valid broken rule know choose alternative preset dislodged bounce flag stands adjustment retreat board owned ordered nothing must least most characters items'.split(
    ' ',
  ),
);
/** The vocabulary's words left in a worded text, outside what it quotes (a file's words, a value) and its field paths. */
function englishLeft(text: string): string[] {
  const bare = text
    .replace(/\{\{\w+\}\}|\b[A-Z]{2,}\b/g, ' ')
    .replace(/«[^»]*»|„[^“]*“|'[^']*'|"[^"]*"|<[^>]*>/g, ' ')
    .replace(/[\w$]+(\[\d+\])?(\.[\w$]+(\[\d+\])?)+/g, ' ')
    .replace(/[\w$]+(?= ?:)/g, ' ');
  return [...new Set(bare.toLowerCase().match(/\p{L}+/gu) ?? [])].filter((w) => VOCABULARY.has(w));
}

describe('the readers’ and checks’ templates', () => {
  it('en.json repeats the service’s English word for word', () => {
    const { flag: _, ...reasons } = catalogue('en', 'readReasons');
    expect(reasons).toEqual(READ_REASONS);
    expect(catalogue('en', 'checkFaults').says).toEqual(CHECK_FAULTS);
    expect(Object.keys(catalogue('en', 'checkFaults').nouns)).toEqual([...CHECK_NOUNS]);
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
    it('words every code with the particulars English has, and no English word of the app left', () => {
      const faults: string[] = [];
      for (const ns of ['readReasons', 'checkFaults']) {
        for (const [group, table] of Object.entries(catalogue('en', ns))) {
          if (typeof table === 'string') continue;
          for (const [key, en] of Object.entries(table)) {
            const text = catalogue(lang, ns)[group]?.[key];
            const at = `${ns}.${group}.${key}`;
            if (typeof text !== 'string' || !text.trim()) faults.push(`${at}: missing`);
            else if (variables(text).join() !== variables(en).join()) faults.push(`${at}: {{${variables(text)}}} where English has {{${variables(en)}}}`);
            else if (group !== 'nouns' && en.replace(/\{\{\w+\}\}/g, '').trim() && englishLeft(text).length > 0)
              faults.push(`${at}: English left: ${englishLeft(text)}`);
          }
        }
      }
      expect(faults).toEqual([]);
    });
  });
});

/** A refusal the service answers, with its English and its words in `lang`. */
async function worded(result: ServiceResult<unknown> | Promise<ServiceResult<unknown>>, lang: string) {
  const r = await result;
  if (r.ok) expect.fail('expected a refusal');
  await i18n.changeLanguage(lang);
  const text = errorText(r.error);
  await i18n.changeLanguage('en');
  return { english: r.error.message, text, key: r.error.said?.key };
}

/** Files broken one way each, with a phrase of the English reason the service gives (so each case is the one meant). */
const BAD_FILES: [string, string, string][] = [
  ['an unknown power', mila((g) => (g.phases[1].state.units.XANADU = ['A PAR'])), "'XANADU' is not a power"],
  ['a unit that is none', mila((g) => (g.phases[1].state.units.FRANCE = ['A XYZ'])), 'is not a unit'],
  ['a center that is none', mila((g) => (g.phases[1].state.centers.FRANCE = ['BUR'])), 'is not a supply center'],
  ['an order not understood', mila((g) => (g.phases[0].orders.FRANCE = ['A PAR - XYZZY'])), 'cannot be read'],
  ['a phase that is none', mila((g) => (g.phases[1].name = 'X1901M')), 'is not a phase'],
  ['a first phase of retreats', mila((g) => (g.phases[0].name = 'S1901R')), 'starts in a retreat phase'],
  ['a map Adjutant lacks', mila((g) => (g.map = 'ancmed')), "MILA's 'ancmed' map"],
  ['no phase', mila((g) => (g.phases = [])), 'the game has no phase'],
  ['phases not a list', mila((g) => ((g as unknown as { phases: number }).phases = 3)), 'phases: expected a list'],
  ['a phase twice', mila((g) => (g.phases[3].name = g.phases[2].name)), 'comes twice'],
  [
    'a Judge variant Adjutant lacks',
    judge('Movement results for Spring of 1901.', 'Variant: Zork\n\nMovement results for Spring of 1901.'),
    "njudge's 'zork' variant",
  ],
  ['a Judge order not understood', judge('Austria: Army Budapest -> Serbia.', 'Austria: Army Budapest -> Xyzzy.'), 'cannot be read'],
  [
    'a Judge history cut short',
    judgeSample.slice(0, judgeSample.indexOf('Austria: Army Budapest -> Serbia.') + 'Austria: Army Budapest'.length),
    'in the middle of',
  ],
  ['a Judge SUMMARY alone', judgeSample.slice(0, judgeSample.indexOf('Date: Mon, 3 Mar 2025 02:00:11 +0000\nSubject: diplomacy:demo S1901M')), 'SUMMARY alone'],
  [
    'Judge rules Adjutant lacks',
    judge('Movement results for Spring of 1901.', 'Rules: Adjutant preset datc; options: zork=1.\n\nMovement results for Spring of 1901.'),
    "unknown option 'zork'",
  ],
];

describe('a bad file’s reason in the service', () => {
  it.each(BAD_FILES)('%s: the English is a template of the table, read back into its code and particulars', async (_what, text) => {
    const archive = await tempArchive();
    const r = await importAnyGame(archive, { text });
    if (r.ok) expect.fail('expected a refusal');
    const reason = r.error.said?.params?.reason;
    if (typeof reason !== 'string') return; // a refusal of its own (the rules): tested below
    const said = reasonOf(reason);
    expect(said, reason).not.toBeNull();
    expect(reasonText(said!.key, said!.params)).toBe(reason);
  });
});

describe.each(['fr', 'de'])('a bad file refused in %s', (lang) => {
  it.each(BAD_FILES)('%s: worded whole', async (_what, text, phrase) => {
    const archive = await tempArchive();
    const r = await worded(importAnyGame(archive, { text }), lang);
    expect(r.english).toContain(phrase);
    expect(r.text).not.toBe(r.english);
    expect(englishLeft(r.text), `${r.english}\n${r.text}`).toEqual([]);
    expect(r.text, 'no English sentence in brackets').not.toMatch(/\([^)]*\b(the|is|not|cannot)\b[^)]*\)/);
  });
});

describe('a check’s faults', () => {
  it('are worded fault by fault, the field as written, in French, German and Italian', async () => {
    const archive = await tempArchive();
    const cases = [
      createGame(archive, { name: 'x', variant: 5 } as never),
      createGame(archive, { name: 'x', variant: 'standard', colour: 'red' } as never),
      createGame(archive, {} as never),
      importAnyGame(archive, { text: 'x', encoding: 'hex' } as never),
    ];
    for (const lang of ['fr', 'de', 'it']) {
      for (const c of cases) {
        const r = await worded(c, lang);
        expect(r.key).toBe('service.invalid-checked');
        expect(englishLeft(r.text), `${r.english}\n${r.text}`).toEqual([]);
      }
    }
    await i18n.changeLanguage('fr');
    expect(checkFaultsWords('variant: expected text, got 5; colour: unknown field; expected one of name, variant')).toBe(
      'variant : texte attendu, reçu 5 ; colour : champ inconnu ; champs attendus : name, variant',
    );
    expect(checkFaultsWords('name: missing; and 2 more')).toBe('name : manquant ; et 2 autres');
    expect(checkFaultsWords('what the check never says')).toBeNull();
  });

  it('in a game file refused as broken', async () => {
    const archive = await tempArchive();
    const r = await worded(importGame(archive, { text: JSON.stringify({ format: 'adjutant-game', version: 3, game: 5 }) }), 'de');
    expect(r.key).toBe('exchange.broken');
    expect(englishLeft(r.text), `${r.english}\n${r.text}`).toEqual([]);
  });
});

describe('the sides of a difference and the places of a file', () => {
  it('are worded, the judges’ flags too, and anything else kept as written', async () => {
    await i18n.changeLanguage('de');
    const cases: [string, 'differs' | 'place', string][] = [
      ['(*bounce*) (*cut*)', 'differs', '(*abgeprallt*) (*aufgehoben*)'],
      ['no flag (it stands)', 'differs', 'kein Vermerk (der Befehl gelingt)'],
      ['3 centers', 'differs', '3 Zentren'],
      ['may retreat to bur, gas', 'differs', 'kann sich zurückziehen nach bur, gas'],
      ['line 31', 'place', 'Zeile 31'],
      ['phases[2].orders.FRANCE[0]', 'place', 'phases[2].orders.FRANCE[0]'],
      ['something new', 'differs', 'something new'],
    ];
    expect(cases.map(([text, kind]) => reasonWords(text, kind))).toEqual(cases.map(([, , want]) => want));
    const subjects = ['France A bur', 'bre (Germany)', 'Italy', 'Austria: Army Vienna -> Galicia.'];
    expect(subjects.map(subjectWords)).toEqual(['Frankreich A bur', 'bre (Deutschland)', 'Italien', 'Austria: Army Vienna -> Galicia.']);
  });
});

describe('rule options a stored game has that this Adjutant does not know', () => {
  it('are named by the engine’s code in the frame, the option ids as stored', async () => {
    const archive = await tempArchive();
    const game = await createGame(archive, { name: 'Zork', variant: 'standard' });
    if (!game.ok) expect.fail(game.error.message);
    const file = await exportGame(archive, { gameId: game.value.id });
    if (!file.ok) expect.fail(file.error.message);
    const stored = { ...file.value, game: { ...file.value.game, name: 'Zork 2', ruleOptions: { ...file.value.game.ruleOptions, zork: 'on' } } };
    const r = await worded(importGame(archive, { text: JSON.stringify(stored) }), 'fr');
    expect(r.key).toBe('exchange.rules');
    expect(r.english).toContain("unknown option 'zork'; choose one of:");
    expect(r.text).toMatch(/^Les options de règles de la partie : .*« zork »/);
    expect(englishLeft(r.text)).toEqual([]);
    const rules = await worded(importAnyGame(archive, { text: BAD_FILES.at(-1)![1] }), 'it');
    expect(rules.key).toBe('interchange.judge-rules');
    expect(rules.text).toContain('«zork»');
    expect(englishLeft(rules.text)).toEqual([]);
  });
});

describe('a game file’s inconsistencies, history and chain differences', () => {
  it('are worded whole in French, German and Italian, the file’s values kept as written', async () => {
    const archive = await tempArchive();
    const file = await playedFile(archive);
    type Edit = (f: typeof file) => void;
    const edits: [string, Edit, string][] = [
      ['exchange.inconsistent', (f) => (f.players[0].power = 'Atlantis'), "« Atlantis » n'est pas une des puissances de la partie"],
      ['exchange.inconsistent', (f) => ((f.chain = undefined), (f.phases[1].seq = 5)), 'phase 2 : les phases en vigueur doivent être numérotées'],
      ['exchange.chain-broken', (f) => (f.phases[0].submissions[0].rawText = 'x'), 'phase 1 (n° 0) : ses ordres tels que reçus'],
      [
        'exchange.history',
        (f) => ((f.chain = undefined), ((f.phases[0].adjudications[0].result as { results: { outcome: string }[] }).results[0].outcome = 'succeeds')),
        'phase 1 (Printemps 1901, mouvements, n° 0) : le résultat enregistré diffère',
      ],
    ];
    for (const [i, [key, edit, french]] of edits.entries()) {
      const f = structuredClone(file);
      f.game.name = `G${i}`;
      edit(f);
      for (const lang of ['fr', 'de', 'it']) {
        const r = await worded(importGame(archive, { text: JSON.stringify(f) }), lang);
        expect(r.key).toBe(key);
        if (lang === 'fr') expect(r.text).toContain(french);
        expect(englishLeft(r.text), `${r.english}\n${r.text}`).toEqual([]);
      }
    }
  });
});

describe('a position’s faults inside a game file’s inconsistencies and the replay’s reasons', () => {
  /** The worded text in French and German: no English word of the app, no English sentence in brackets; its French. */
  async function wordedWhole(result: () => Promise<ServiceResult<unknown>>, key: string, english: string) {
    let french = '';
    for (const lang of ['fr', 'de']) {
      const r = await worded(result(), lang);
      expect(r.key).toBe(key);
      expect(r.english).toContain(english);
      expect(r.text).not.toContain(english);
      expect(englishLeft(r.text), `${r.english}\n${r.text}`).toEqual([]);
      expect(r.text, 'no English sentence in brackets').not.toMatch(/\([^)]*\b(the|is|not|cannot|which)\b[^)]*\)/);
      if (lang === 'fr') french = r.text;
    }
    return french;
  }

  it('a game file whose phase holds an illegal position', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'G' })).id;
    const file = value(await exportGame(archive, { gameId }));
    file.game.name = 'G2';
    file.chain = undefined;
    const units = file.phases[0].position.units;
    const army = units.findIndex((u) => u.type === 'A');
    units[army] = { ...units[army], province: 'nth', coast: null };
    units.push({ power: units[army].power, type: 'F', province: 'boh', coast: null });
    const french = await wordedWhole(() => importGame(archive, { text: JSON.stringify(file) }), 'exchange.inconsistent', 'an army cannot stand in North Sea');
    expect(french).toMatch(/phase 1 : .*Mer du Nord.* ; phase 1 : .*Bohême/i);
    // An adjudication's next position (the same frame, as the check of a file's adjudications words it).
    const next = reasonText('file.next-position', { id: 3, reason: 'F boh: a fleet cannot stand in Bohemia, which is inland' });
    await i18n.changeLanguage('de');
    const words = reasonListWords(`${next}; ${next}`);
    expect(words).toMatch(/^Phase 3, Folgestellung ihrer Auswertung: F boh: .*Böhmen.*; Phase 3, Folgestellung ihrer Auswertung: F boh: .*Böhmen/);
    expect(englishLeft(words), words).toEqual([]);
  });

  it('a replay whose first position is illegal, and a position the engine refuses to adjudicate', async () => {
    const archive = await tempArchive();
    const text = mila((g) => (g.phases[0].state.units.FRANCE = ['A NTH', 'F MUN']));
    const french = await wordedWhole(() => importAnyGame(archive, { text }), 'interchange.mila', "the game's first position");
    expect(french).toMatch(/la première position de la partie : A nth : Mer du Nord .* ; F mun : Munich /);
    // The engine's refusal of an illegal position, as the replay frames it (replay.ts `adjudicate`).
    const position = structuredClone(startPosition(standardMap(), 'standard'));
    position.units.push({ power: 'France', type: 'A', province: 'nth', coast: null }, { power: 'France', type: 'F', province: 'boh', coast: null });
    const faults = validatePosition(standardMap(), position);
    if (faults.ok) expect.fail('expected an illegal position');
    const refused = new InvalidPositionError(faults.error).message;
    expect(reasonOf(refused)).toEqual({ key: 'replay.cannot-exist', params: { reason: faults.error.map((f) => f.message).join('; ') } });
    const illegal = reasonText('replay.illegal-position', { place: 'line 12', code: 'S1901M', reason: refused });
    expect(reasonOf(illegal)?.key).toBe('replay.illegal-position');
    for (const lang of ['fr', 'de']) {
      await i18n.changeLanguage(lang);
      const words = reasonWords(illegal);
      expect(englishLeft(words), words).toEqual([]);
      expect(words).not.toMatch(/\(|validate/);
      if (lang === 'de') expect(words).toMatch(/^Zeile 12: .*Nordsee.*; .*Böhmen/);
    }
  });
});
