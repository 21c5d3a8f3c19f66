// Resolves written names to the map's provinces, coasts and powers: ids, full names and aliases
// in any case and punctuation, and small misspellings when only one province fits (DATC 4.E.2:
// `Pariz` is Paris, `Pir` could be Paris, Picardy or Piedmont). One index per map, built once.
import type { GameMap } from '../map/types';
import type { Coast, Power, ProvinceId } from '../types';
import { allowedSlips, editDistance } from './distance';
import { ambiguousPowerLetters, canonicalLanguages, lexiconOf, powerNamesOf, provinceNamesOf, translatedKey, type Lexicon } from './languages';
import { normalizeName } from './tokens';

export type NameMatch =
  | { kind: 'exact'; id: string }
  /** A misspelling only one name fits; `distance` is the number of slips. */
  | { kind: 'fuzzy'; id: string; distance: number }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'unknown' };

export interface NameIndex {
  /** Normal-form name → the provinces it names (one, unless a map reuses a name). */
  provinces: Map<string, ProvinceId[]>;
  /** Normal-form name → power; single letters (`e`) only count in headers. */
  powers: Map<string, Power>;
  /** The most words any province name has, so the reader knows how far to look ahead. */
  maxWords: number;
  provinceKeys: string[];
  powerKeys: string[];
  fuzzyProvinces: Map<string, NameMatch>;
  fuzzyPowers: Map<string, NameMatch>;
  /** The reader languages besides English (languages/), and how their words read. */
  lexicon: Lexicon;
  /** One-letter power headers the languages make ambiguous (`a`: Autriche or Angleterre). */
  ambiguousPowers: Map<string, Power[]>;
}

/** Words that follow a sea's name and may be left out (`Baltic` for Baltic Sea). */
const SUFFIXES = [' sea', ' ocean', ' bight', ' channel'];
const PREFIXES = ['gulf of ', 'the '];
/** Never made into a name by dropping words: they mean something else in an order. */
const RESERVED = new Set(['north', 'south', 'east', 'west', 'coast', 'army', 'fleet', 'to', 'via', 'by']);
const FUZZY_CACHE_LIMIT = 4096;

const cache = new WeakMap<GameMap, Map<string, NameIndex>>();

/** The map's names, with those of the reader languages given (English always). */
export function nameIndex(map: GameMap, languages?: readonly string[]): NameIndex {
  const codes = canonicalLanguages(languages);
  const key = codes.join(',');
  let byLanguages = cache.get(map);
  if (!byLanguages) {
    byLanguages = new Map();
    cache.set(map, byLanguages);
  }
  let index = byLanguages.get(key);
  if (!index) {
    index = buildIndex(map, lexiconOf(codes));
    byLanguages.set(key, index);
  }
  return index;
}

function buildIndex(map: GameMap, lexicon: Lexicon): NameIndex {
  const provinces = new Map<string, ProvinceId[]>();
  const add = (key: string, id: ProvinceId): void => {
    if (key.length === 0) return;
    const ids = provinces.get(key) ?? [];
    if (!ids.includes(id)) ids.push(id);
    provinces.set(key, ids);
  };
  for (const p of map.provinces) {
    for (const written of [p.id, p.name, ...p.aliases]) add(normalizeName(written), p.id);
  }
  // The languages' names of the map's board (the standard board's for 1898, Chaos and Fleet Rome).
  for (const [id, written] of provinceNamesOf(lexicon.codes, map.board)) if (map.province(id)) add(normalizeName(written), id);
  const powers = new Map<string, Power>();
  for (const power of map.powers) {
    for (const written of [power.name, power.adjective, ...power.aliases]) {
      const key = normalizeName(written);
      if (key.length > 0 && !powers.has(key)) powers.set(key, power.name);
    }
  }
  const mapPowers = map.powers.map((p) => p.name);
  for (const [power, written] of powerNamesOf(lexicon.codes, map.board)) {
    if (!mapPowers.includes(power)) continue;
    const key = normalizeName(written);
    if (key.length > 0 && !powers.has(key)) powers.set(key, power);
  }
  const ambiguousPowers = ambiguousPowerLetters(lexicon.codes, map.board, mapPowers);
  // Shortened sea names, and names run together (`StPetersburg`, `st.petersburg`), only where
  // they name nothing else.
  for (const [key, ids] of [...provinces]) {
    const variants = [...shortenings(key), key.replace(/ /g, '')];
    for (const v of variants) {
      if (!provinces.has(v) && !powers.has(v) && !RESERVED.has(v) && ids.length === 1) add(v, ids[0]);
    }
  }
  // Names with a word the languages read as an order word (`la Manche`), as the reader will see them.
  for (const [key, ids] of [...provinces]) {
    const read = translatedKey(lexicon, key);
    if (read !== null) for (const id of ids) add(read, id);
  }
  const provinceKeys = [...provinces.keys()];
  const maxWords = Math.max(1, ...provinceKeys.map((k) => k.split(' ').length));
  return {
    provinces,
    powers,
    maxWords,
    provinceKeys,
    powerKeys: [...powers.keys()],
    fuzzyProvinces: new Map(),
    fuzzyPowers: new Map(),
    lexicon,
    ambiguousPowers,
  };
}

function shortenings(name: string): string[] {
  const out: string[] = [];
  for (const prefix of PREFIXES) if (name.startsWith(prefix)) out.push(name.slice(prefix.length));
  for (const suffix of SUFFIXES) if (name.endsWith(suffix)) out.push(name.slice(0, -suffix.length));
  return out.filter((s) => s.length > 1);
}

/** A province by its normal-form name, exactly: ids (usually one), or none. */
export function exactProvinces(index: NameIndex, key: string): ProvinceId[] {
  return index.provinces.get(key) ?? [];
}

/** A province by a misspelt normal-form name: accepted only when one province is within reach. */
export function fuzzyProvince(index: NameIndex, key: string): NameMatch {
  return memo(index.fuzzyProvinces, key, () => closest(key, index.provinceKeys, (k) => index.provinces.get(k) ?? []));
}

/** A power by its normal-form name, exactly. */
export function exactPower(index: NameIndex, key: string): Power | null {
  if (index.ambiguousPowers.has(key)) return null;
  return index.powers.get(key) ?? null;
}

export function fuzzyPower(index: NameIndex, key: string): NameMatch {
  return memo(index.fuzzyPowers, key, () =>
    closest(key, index.powerKeys, (k) => {
      const p = index.powers.get(k);
      // A misspelt one-letter alias is not a power: only real names are worth correcting.
      return p !== undefined && k.length > 1 ? [p] : [];
    }),
  );
}

function memo(table: Map<string, NameMatch>, key: string, compute: () => NameMatch): NameMatch {
  const known = table.get(key);
  if (known) return known;
  if (table.size >= FUZZY_CACHE_LIMIT) table.clear();
  const found = compute();
  table.set(key, found);
  return found;
}

function closest(key: string, keys: string[], ids: (k: string) => string[]): NameMatch {
  const limit = allowedSlips(key.length);
  if (limit === 0) return { kind: 'unknown' };
  const found = new Map<string, number>();
  for (const k of keys) {
    if (Math.abs(k.length - key.length) > limit) continue;
    const d = editDistance(key, k, limit);
    if (d > limit) continue;
    for (const id of ids(k)) found.set(id, Math.min(d, found.get(id) ?? d));
  }
  if (found.size === 0) return { kind: 'unknown' };
  if (found.size > 1) return { kind: 'ambiguous', candidates: [...found.keys()].sort() };
  // Two letters are too little to correct (`an` is not Ankara); they only ever come out ambiguous.
  if (key.length < 3) return { kind: 'unknown' };
  const [[id, distance]] = [...found.entries()];
  return { kind: 'fuzzy', id, distance };
}

/** A whole written province name (`St. Petersburg`, `Pariz`), for callers outside the reader. */
export function resolveProvince(map: GameMap, written: string, languages?: readonly string[]): NameMatch {
  const index = nameIndex(map, languages);
  const key = normalizeName(written);
  const ids = exactProvinces(index, key);
  if (ids.length === 1) return { kind: 'exact', id: ids[0] };
  if (ids.length > 1) return { kind: 'ambiguous', candidates: [...ids].sort() };
  return fuzzyProvince(index, key);
}

/** A written power (`England`, `english`, `Eng`, `E`, `Germnay`). */
export function resolvePower(map: GameMap, written: string, languages?: readonly string[]): NameMatch {
  const index = nameIndex(map, languages);
  const key = normalizeName(written);
  const letters = index.ambiguousPowers.get(key);
  if (letters) return { kind: 'ambiguous', candidates: letters };
  const power = exactPower(index, key);
  if (power) return { kind: 'exact', id: power };
  return fuzzyPower(index, key);
}

/** The words a coast is written as (`nc`, `north`, `northern`...), read back to its id. */
const COAST_BY_WORD: Record<string, Coast> = {
  nc: 'nc',
  sc: 'sc',
  ec: 'ec',
  wc: 'wc',
  north: 'nc',
  south: 'sc',
  east: 'ec',
  west: 'wc',
  northern: 'nc',
  southern: 'sc',
  eastern: 'ec',
  western: 'wc',
  n: 'nc',
  s: 'sc',
  e: 'ec',
  w: 'wc',
};

/**
 * A written coast (`nc`, `n.c.`, `north coast`, `(sc)`, `/ec`, `south`), or null. Bare direction
 * words and letters are coasts only where nothing else can stand: the reader asks this after
 * a `/` or inside brackets, and reads `north coast` / `nc` itself elsewhere.
 */
export function parseCoast(written: string): Coast | null {
  const words = normalizeName(written.replace(/[()[\]/]/g, ' ')).split(' ');
  if (words.length === 2 && words[1] !== 'coast') return null;
  if (words.length > 2) return null;
  return COAST_BY_WORD[words[0]] ?? null;
}

/** Whether a normal-form word names a coast on its own, anywhere (`nc`, but not `north`). */
export function isCoastAbbreviation(word: string): Coast | null {
  return word.length === 2 ? (COAST_BY_WORD[word] ?? null) : null;
}

/** A coast written as a direction word (`north`, `southern`) or letter, to be read with care. */
export function coastOfWord(word: string): Coast | null {
  return COAST_BY_WORD[word] ?? null;
}
