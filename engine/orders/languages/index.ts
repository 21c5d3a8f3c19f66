// The reader languages, and what the reader makes of a set of them (a lexicon): the extra names
// for the name index, and each order word's English meaning. The reader reads a word of another
// language as the English word it means (`soutient` as `supports`), so every order kind, the typo
// tolerance and the diagnostics work the same in every language; the text and its spans are
// never changed, so diagnostics quote what was written. English is always read too.
import type { Coast } from '../../types';
import { mapOf } from '../../map/variants';
import { err, ok, type Result } from '../../result';
import { BUILD, CONVOY, DISBAND, FILLER, HOLD, MOVE, REMOVE, RETREAT, SUPPORT, UNIT_TYPE_WORDS, VIA, WAIVE } from '../keywords';
import { normalizeWord, type Token } from '../tokens';
import { de } from './de';
import { fr } from './fr';
import { it } from './it';
import {
  COAST_MEANINGS,
  NAMED_BOARDS,
  ORDER_MEANINGS,
  READER_LANGUAGES,
  STANDARD_POWERS,
  STANDARD_PROVINCES,
  type BoardNames,
  type OrderMeaning,
  type ReaderLanguage,
  type ReaderLanguageCode,
} from './types';

export * from './types';

export const LANGUAGES: Readonly<Record<ReaderLanguageCode, ReaderLanguage>> = { fr, de, it };

/** The standard board, whose names are each language's `provinces` and `powers`. */
export const LANGUAGE_MAP_ID = 'standard';

/**
 * A board's names in a language (the standard board's, or a block of `boards`), or null where the
 * language does not name that board (a GM's own board, English). `board` is a map's `board`: the
 * variants drawn on the standard board (1898, Chaos, Fleet Rome) are named as the standard board.
 */
export function boardNames(code: string, board: string, table: Readonly<Record<string, ReaderLanguage>> = LANGUAGES): BoardNames | null {
  if (!Object.prototype.hasOwnProperty.call(table, code)) return null;
  const lang = table[code];
  if (board === LANGUAGE_MAP_ID) return { provinces: lang.provinces, powers: lang.powers };
  return (NAMED_BOARDS as readonly string[]).includes(board) ? lang.boards[board as (typeof NAMED_BOARDS)[number]] : null;
}

/** What a word means and in which languages (`english` for the reader's own words). */
export interface WordMeaning {
  meaning: OrderMeaning;
  language: ReaderLanguageCode | 'english';
}

export interface Lexicon {
  codes: readonly ReaderLanguageCode[];
  /** Normal-form word → its meanings; more than one distinct meaning is an ambiguity. */
  words: ReadonlyMap<string, WordMeaning[]>;
  /** Direction words (`nord`) → English direction, read only where a coast is expected. */
  directions: ReadonlyMap<string, string>;
  /** Words for "coast" (`cote`, `kuste`, `costa`). */
  coastNames: ReadonlySet<string>;
  /** Whole coast words (`nordkuste`) → coast. */
  coastWords: ReadonlyMap<string, Coast>;
}

const ENGLISH: ReadonlyArray<[OrderMeaning, ReadonlySet<string>]> = [
  ['hold', HOLD],
  ['move', MOVE],
  ['support', SUPPORT],
  ['convoy', CONVOY],
  ['retreat', RETREAT],
  ['disband', DISBAND],
  ['build', BUILD],
  ['remove', REMOVE],
  ['waive', WAIVE],
  ['via', VIA],
  ['filler', FILLER],
];

/** What the English reader itself makes of a normal-form word, if it is one of its order words. */
export function englishMeaning(word: string): OrderMeaning | null {
  const unit = UNIT_TYPE_WORDS.get(word);
  if (unit) return unit === 'A' ? 'army' : 'fleet';
  for (const [meaning, set] of ENGLISH) if (set.has(word)) return meaning;
  return null;
}

/** A list of language codes as written (`fr,de`, `FR`, `en`): the codes, or what is wrong. */
export function parseLanguages(written: string): Result<ReaderLanguageCode[], string> {
  const out: ReaderLanguageCode[] = [];
  for (const part of written.split(/[\s,]+/).filter((p) => p.length > 0)) {
    const code = part.toLowerCase();
    if (code === 'en') continue;
    if (!(READER_LANGUAGES as readonly string[]).includes(code)) {
      return err(`unknown language '${part}' (expected en, ${READER_LANGUAGES.join(', ')})`);
    }
    if (!out.includes(code as ReaderLanguageCode)) out.push(code as ReaderLanguageCode);
  }
  return ok(out);
}

/** The languages in a stable order without repeats, so equal sets share one lexicon and index. */
export function canonicalLanguages(codes: readonly string[] | undefined): ReaderLanguageCode[] {
  if (!codes || codes.length === 0) return [];
  return READER_LANGUAGES.filter((c) => codes.includes(c));
}

const lexicons = new Map<string, Lexicon>();

export function lexiconOf(codes: readonly ReaderLanguageCode[], table: Readonly<Record<string, ReaderLanguage>> = LANGUAGES): Lexicon {
  const key = codes.join(',');
  const known = table === LANGUAGES ? lexicons.get(key) : undefined;
  if (known) return known;
  const words = new Map<string, WordMeaning[]>();
  const directions = new Map<string, string>();
  const coastNames = new Set<string>();
  const coastWords = new Map<string, Coast>();
  const addWord = (word: string, meaning: WordMeaning): void => {
    const list = words.get(word) ?? [];
    if (!list.some((m) => m.meaning === meaning.meaning && m.language === meaning.language)) list.push(meaning);
    words.set(word, list);
  };
  for (const code of codes) {
    const lang = table[code];
    for (const meaning of Object.keys(lang.words) as OrderMeaning[]) {
      for (const written of lang.words[meaning]) {
        const word = normalizeWord(written);
        addWord(word, { meaning, language: lang.code });
        const english = englishMeaning(word);
        if (english) addWord(word, { meaning: english, language: 'english' });
      }
    }
    for (const direction of Object.keys(COAST_MEANINGS) as (keyof typeof COAST_MEANINGS)[]) {
      for (const written of lang.coasts[direction]) directions.set(normalizeWord(written), direction);
      for (const written of lang.coastWords[direction] ?? []) coastWords.set(normalizeWord(written), COAST_MEANINGS[direction]);
    }
    for (const written of lang.coasts.coast) coastNames.add(normalizeWord(written));
  }
  const lexicon: Lexicon = { codes, words, directions, coastNames, coastWords };
  if (table === LANGUAGES) lexicons.set(key, lexicon);
  return lexicon;
}

/**
 * Whether the reader, reading the languages (and English), takes a written word for an order word
 * (`the`, `per` in German): a province abbreviation written so is printed in full instead.
 */
export function isOrderWord(codes: readonly ReaderLanguageCode[], written: string): boolean {
  const word = normalizeWord(written);
  return englishMeaning(word) !== null || lexiconOf(canonicalLanguages(codes)).words.has(word);
}

/** The distinct meanings of a word under the lexicon (two or more: ambiguous). */
export function meaningsOf(lexicon: Lexicon, word: string): OrderMeaning[] {
  return [...new Set((lexicon.words.get(word) ?? []).map((m) => m.meaning))];
}

/** A word of another language that means exactly one English order word: that word; else null. */
export function englishWordFor(lexicon: Lexicon, word: string): string | null {
  const meanings = meaningsOf(lexicon, word);
  if (meanings.length !== 1 || englishMeaning(word) !== null) return null;
  return ORDER_MEANINGS[meanings[0]];
}

/** Every province name of the languages for the board (a map's `board`): `[province id, name]` (several per province). */
export function provinceNamesOf(codes: readonly ReaderLanguageCode[], board: string): Array<[string, string]> {
  return namesOf(codes, board, (names) => names.provinces);
}

/** Every power name of the languages for the board: `[power, name]`. */
export function powerNamesOf(codes: readonly ReaderLanguageCode[], board: string): Array<[string, string]> {
  return namesOf(codes, board, (names) => names.powers);
}

function namesOf(
  codes: readonly ReaderLanguageCode[],
  board: string,
  table: (names: BoardNames) => Readonly<Record<string, readonly string[]>>,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const code of codes) {
    const names = boardNames(code, board);
    if (!names) continue;
    for (const [id, list] of Object.entries(table(names))) for (const n of list) for (const s of spellings(n)) out.push([id, s]);
  }
  return out;
}

/**
 * One-letter power headers the languages make ambiguous (`A:` is Autriche or Angleterre in
 * French; `I:` is Inghilterra or Italia in Italian): letter → the powers it could be. `powers`
 * are the map's (English) powers: only those are named, and their English initials are what the
 * English reader reads (the standard board's seven unless given).
 */
export function ambiguousPowerLetters(codes: readonly ReaderLanguageCode[], board: string, powers: readonly string[] = STANDARD_POWERS): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const english = new Map<string, string>();
  for (const power of powers) {
    const letter = normalizeWord(power).charAt(0);
    if (!english.has(letter)) english.set(letter, power);
  }
  for (const code of codes) {
    const names = boardNames(code, board);
    if (!names) continue;
    const byLetter = new Map<string, Set<string>>();
    for (const [power, list] of Object.entries(names.powers)) {
      if (!powers.includes(power)) continue;
      const letter = normalizeWord(list[0]).charAt(0);
      byLetter.set(letter, (byLetter.get(letter) ?? new Set()).add(power));
      // The English reader reads the English initial as its power; a language that reads it as another is ambiguous.
      byLetter.get(letter)!.add(english.get(letter) ?? power);
    }
    for (const [letter, found] of byLetter) {
      if (found.size > 1) out.set(letter, [...new Set([...(out.get(letter) ?? []), ...found])].sort());
    }
  }
  return out;
}

/** German umlauts written out (`Muenchen`, `Preussen`) as well as the name itself. */
function spellings(name: string): string[] {
  const out = [name];
  const lower = name.toLowerCase();
  const written = lower.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  if (written !== lower) out.push(written);
  if (lower.includes('ß')) out.push(lower.replace(/ß/g, 's'));
  return out;
}

/** Where a word of the text has more than one meaning under the languages: the token and its meanings. */
export interface WordConflict {
  token: Token;
  meanings: WordMeaning[];
}

/**
 * The tokens as the English reader should see them: order words of the languages replaced by the
 * English word they mean (norm only; raw text and spans kept), coast words read where a coast
 * is expected. Words with two meanings are left as written and returned as conflicts.
 */
export function translateTokens(tokens: readonly Token[], lexicon: Lexicon, isName: (norm: string) => boolean): { tokens: Token[]; conflicts: WordConflict[] } {
  const out = tokens.map((t) => ({ ...t }));
  const conflicts: WordConflict[] = [];
  for (let i = 0; i < out.length; i++) {
    const t = out[i];
    if (t.kind !== 'word') continue;
    const prev = out[i - 1];
    const next = out[i + 1];
    const direction = lexicon.directions.get(t.norm);
    if (direction && (prev?.kind === 'slash' || (prev?.kind === 'open' && next?.kind === 'close'))) {
      t.norm = direction;
      continue;
    }
    const nextDirection = next?.kind === 'word' ? lexicon.directions.get(next.norm) : undefined;
    if (lexicon.coastNames.has(t.norm) && nextDirection) {
      // `côte nord` is read as `north coast`.
      t.norm = nextDirection;
      next!.norm = 'coast';
      i++;
      continue;
    }
    const coast = lexicon.coastWords.get(t.norm);
    if (coast) {
      t.norm = coast;
      continue;
    }
    const meanings = lexicon.words.get(t.norm);
    if (!meanings) continue;
    const english = englishMeaning(t.norm) !== null;
    if (new Set(meanings.map((m) => m.meaning)).size > 1 || (!english && isName(t.norm))) {
      conflicts.push({ token: t, meanings });
      continue;
    }
    const read = englishWordFor(lexicon, t.norm);
    if (read) t.norm = read;
  }
  return { tokens: out, conflicts };
}

/** A name key with its words read as the lexicon reads them (`la manche` → `the manche`), or null if unchanged. */
export function translatedKey(lexicon: Lexicon, key: string): string | null {
  const words = key.split(' ');
  const read = words.map((w) => englishWordFor(lexicon, w) ?? w);
  return read.some((w, i) => w !== words[i]) ? read.join(' ') : null;
}

/**
 * The keys a language lacks compared with English (the standard board's provinces and powers, the
 * reader's order meanings and coast words, each other board's provinces and powers): `provinces.bur`,
 * `words.hold`, `boards.youngstown-redux.provinces.pek`. Empty lists count as
 * missing, except `via` and `filler`, which a language may not have.
 */
export function missingKeys(lang: Partial<Record<keyof ReaderLanguage, unknown>>): string[] {
  const sections: Array<[string, readonly string[]]> = [
    ['provinces', STANDARD_PROVINCES],
    ['powers', STANDARD_POWERS],
    ['words', Object.keys(ORDER_MEANINGS)],
    ['coasts', [...Object.keys(COAST_MEANINGS), 'coast']],
  ];
  const out: string[] = [];
  for (const [section, keys] of sections) {
    const given = Object.prototype.hasOwnProperty.call(lang, section) ? lang[section as keyof ReaderLanguage] : undefined;
    const table = typeof given === 'object' && given !== null ? (given as Record<string, unknown>) : {};
    for (const key of keys) {
      const list = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
      const optional = section === 'words' && (key === 'via' || key === 'filler');
      if (!Array.isArray(list) || (list.length === 0 && !optional)) out.push(`${section}.${key}`);
    }
  }
  // Every other board Adjutant ships: each of its provinces and powers (`boards.youngstown-redux.provinces.pek`).
  const boards = own(lang, 'boards');
  for (const board of NAMED_BOARDS) {
    const map = mapOf(board);
    if (!map) continue;
    const block = own(boards, board);
    const boardSections: Array<[string, readonly string[]]> = [
      ['provinces', map.provinces.map((p) => p.id)],
      ['powers', map.powers.map((p) => p.name)],
    ];
    for (const [section, keys] of boardSections) {
      const table = own(block, section);
      for (const key of keys) {
        const list = own(table, key);
        if (!Array.isArray(list) || list.length === 0) out.push(`boards.${board}.${section}.${key}`);
      }
    }
  }
  return out;
}

/** An own property of a table, if the value is a table or list; else undefined. */
function own(table: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof table !== 'object' || table === null || !Object.prototype.hasOwnProperty.call(table, key)) return undefined;
  const value = (table as Record<string, unknown>)[key];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * A province's name in a language (`bur` in `fr`: Bourgogne), or null where the language does not
 * name it (another map, English). The one lookup of localised names, for every part of the app
 * that shows them (the reader's messages in the window; reports may use it too).
 */
export function localProvinceName(board: string, code: string, id: string): string | null {
  const names = boardNames(code, board)?.provinces;
  return names && Object.prototype.hasOwnProperty.call(names, id) ? (names[id][0] ?? null) : null;
}

/** A power's name in a language (`Germany` in `de`: Deutschland), or null as above. */
export function localPowerName(board: string, code: string, power: string): string | null {
  const names = boardNames(code, board)?.powers;
  return names && Object.prototype.hasOwnProperty.call(names, power) ? (names[power][0] ?? null) : null;
}

/**
 * A province's three-letter abbreviation in a language's edition (`bur` in `fr`: Bou, `mun` in
 * `de`: Mün), or null where the edition has none (the English one is used): the printed map's and
 * the board's labels, and the orders the reports print.
 */
export function localAbbreviation(board: string, code: string, id: string): string | null {
  const names = boardNames(code, board)?.provinces;
  if (!names || !Object.prototype.hasOwnProperty.call(names, id)) return null;
  return names[id].slice(1).find((n) => /^\p{L}{3}$/u.test(n)) ?? null;
}
