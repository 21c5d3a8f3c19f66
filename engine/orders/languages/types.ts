// What a reader language declares: the standard board's provinces and powers as that language's
// edition names them, the same for each other board Adjutant ships (`boards`), and the words its
// orders are written with. One file per language (fr.ts,
// de.ts, it.ts); index.ts lists them. docs/languages.md says how a volunteer adds one.

/** The languages the order reader can read besides English (which it always reads). */
export const READER_LANGUAGES = ['fr', 'de', 'it'] as const;
export type ReaderLanguageCode = (typeof READER_LANGUAGES)[number];

/**
 * What an order word means, named by the English keyword the reader already knows: a word of
 * the language is read exactly as that English word (`soutient` as `supports`).
 */
export const ORDER_MEANINGS = {
  army: 'army',
  fleet: 'fleet',
  hold: 'holds',
  move: 'moves',
  support: 'supports',
  convoy: 'convoys',
  retreat: 'retreats',
  disband: 'disbands',
  build: 'builds',
  remove: 'removes',
  waive: 'waives',
  via: 'via',
  filler: 'the',
} as const;
export type OrderMeaning = keyof typeof ORDER_MEANINGS;

/** The coast directions, as the reader's coast abbreviations. */
export const COAST_MEANINGS = { north: 'nc', south: 'sc', east: 'ec', west: 'wc' } as const;
export type CoastMeaning = keyof typeof COAST_MEANINGS;

/** The standard board's province ids, every one of which a language must name. */
export const STANDARD_PROVINCES = [
  'adr',
  'aeg',
  'alb',
  'ank',
  'apu',
  'arm',
  'bal',
  'bar',
  'bel',
  'ber',
  'bla',
  'boh',
  'bot',
  'bre',
  'bud',
  'bul',
  'bur',
  'cly',
  'con',
  'den',
  'eas',
  'edi',
  'eng',
  'fin',
  'gal',
  'gas',
  'gre',
  'hel',
  'hol',
  'ion',
  'iri',
  'kie',
  'lon',
  'lvn',
  'lvp',
  'lyo',
  'mao',
  'mar',
  'mos',
  'mun',
  'naf',
  'nao',
  'nap',
  'nth',
  'nwg',
  'nwy',
  'par',
  'pic',
  'pie',
  'por',
  'pru',
  'rom',
  'ruh',
  'rum',
  'ser',
  'sev',
  'sil',
  'ska',
  'smy',
  'spa',
  'stp',
  'swe',
  'syr',
  'tri',
  'tun',
  'tus',
  'tyr',
  'tys',
  'ukr',
  'ven',
  'vie',
  'wal',
  'war',
  'wes',
  'yor',
] as const;
export type StandardProvince = (typeof STANDARD_PROVINCES)[number];

export const STANDARD_POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'] as const;
export type StandardPower = (typeof STANDARD_POWERS)[number];

/**
 * The boards Adjutant ships besides the standard one (resources/maps/<id>/), each named by every
 * language in a block of its own. The variants drawn on the standard board (1898, Chaos, Fleet
 * Rome) have its provinces, so the standard board's names serve them.
 */
export const NAMED_BOARDS = ['ancient-mediterranean', 'youngstown-redux'] as const;
export type NamedBoard = (typeof NAMED_BOARDS)[number];

/** One board's names in a language: as `provinces` and `powers` below, keyed by the board's own ids and powers. */
export interface BoardNames {
  provinces: Readonly<Record<string, readonly string[]>>;
  powers: Readonly<Record<string, readonly string[]>>;
}

export interface ReaderLanguage {
  code: ReaderLanguageCode;
  /** The language's own name (`Français`). */
  name: string;
  /**
   * Every province: its name in this language first (what a report would print), then other
   * names and spellings, then abbreviations. Written as people write them; the reader normalises
   * case, accents and punctuation.
   */
  provinces: Record<StandardProvince, readonly string[]>;
  /** Every power: its name, then adjectives and other names (no single letters: see docs/languages.md). */
  powers: Record<StandardPower, readonly string[]>;
  /** The order words, by meaning; single letters included where the language's players use them. */
  words: Record<OrderMeaning, readonly string[]>;
  /** Coast directions (`nord`) and the word for coast (`côte`), read in `/nord`, `(côte nord)`, `côte nord`. */
  coasts: Record<CoastMeaning | 'coast', readonly string[]>;
  /** Whole coast words (`Nordküste`), read as `nc` and so on. */
  coastWords: Partial<Record<CoastMeaning, readonly string[]>>;
  /**
   * The other boards Adjutant ships, one block each: every province of the board (its map file's
   * ids) and every power, written as above (the name first, then other names, then a three-letter
   * abbreviation where the language has one that names nothing else on that board).
   */
  boards: Record<NamedBoard, BoardNames>;
}
