// The reader's cursor over an order's tokens, with the small pieces every order kind uses: words
// of a set, arrows (`-`, `->`, `moves to`), errors with their span, the end of the order.
import type { GameMap } from '../map/types';
import type { ProvinceId } from '../types';
import { err, ok, type Result } from '../result';
import { MOVE } from './keywords';
import { nameIndex, type NameIndex } from './names';
import { translateTokens, type WordConflict } from './languages';
import { tokenize, type Token } from './tokens';
import type { OrderError, OrderErrorCode, ReadNote, ReadOptions } from './types';
import { said, type Said } from './says';

export interface Reader {
  text: string;
  tokens: Token[];
  /** Where the order's text ends (a `#` comment starts there). */
  end: number;
  /** The next token to read. */
  at: number;
  map: GameMap;
  index: NameIndex;
  options: ReadOptions;
  notes: ReadNote[];
  /**
   * Readings chosen for ambiguous names, by where the name starts: the interpreter (interpret.ts)
   * re-reads an order once per candidate to see which readings are possible orders (DATC 4.E.2 b).
   */
  forced: ReadonlyMap<number, ProvinceId> | null;
  /** Words that mean two things in the game's reader languages (languages/): never guessed. */
  conflicts: WordConflict[];
}

export type Read<T> = Result<T, OrderError>;

export function createReader(text: string, map: GameMap, options: ReadOptions, forced: ReadonlyMap<number, ProvinceId> | null = null): Reader {
  const { tokens: written, end } = tokenize(text);
  const index = nameIndex(map, options.languages);
  // One-letter power aliases (`t`) count in headers only, as in English.
  const isName = (w: string): boolean => index.provinces.has(w) || (w.length > 1 && index.powers.has(w));
  const { tokens, conflicts } = index.lexicon.codes.length > 0 ? translateTokens(written, index.lexicon, isName) : { tokens: written, conflicts: [] };
  return { text, tokens, end, at: 0, map, index, options, notes: [], forced, conflicts };
}

export function peek(r: Reader, ahead = 0): Token | undefined {
  return r.tokens[r.at + ahead];
}

/** Whether the next token is a word of `set`; if so, it is consumed. */
export function take(r: Reader, set: ReadonlySet<string>): Token | null {
  const t = peek(r);
  if (t && t.kind === 'word' && set.has(t.norm)) {
    r.at++;
    return t;
  }
  return null;
}

export function isWordIn(t: Token | undefined, set: ReadonlySet<string>): boolean {
  return t !== undefined && t.kind === 'word' && set.has(t.norm);
}

export function fail(code: OrderErrorCode, { message, say }: Said, start: number, end: number, candidates?: string[]): { ok: false; error: OrderError } {
  const error: OrderError = { code, message, say, start, end };
  if (candidates) error.candidates = candidates;
  return err(error);
}

/** Where the last consumed token ends (for "expected ... after" errors at the end of the text). */
export function lastEnd(r: Reader): number {
  return r.at > 0 ? r.tokens[r.at - 1].end : 0;
}

/** The span to blame when something is missing: the next token, or the end of the text. */
export function missingSpan(r: Reader): [number, number] {
  const t = peek(r);
  return t ? [t.start, t.end] : [r.end, r.end];
}

/** `-`, `->`, `to`, `moves to`...: consumed when present. */
export function takeArrow(r: Reader): Token | null {
  const t = peek(r);
  if (!t) return null;
  if (t.kind === 'arrow') {
    r.at++;
    if (isWordIn(peek(r), MOVE)) r.at++;
    return t;
  }
  if (isWordIn(t, MOVE)) {
    r.at++;
    // `moves to`, `move into`
    if (isWordIn(peek(r), MOVE) || peek(r)?.kind === 'arrow') r.at++;
    return t;
  }
  return null;
}

export function isArrowNext(r: Reader): boolean {
  const t = peek(r);
  return t !== undefined && (t.kind === 'arrow' || isWordIn(t, MOVE));
}

/** After a complete order only harmless punctuation may follow. */
export function expectEnd(r: Reader): Read<true> {
  while (peek(r)?.kind === 'punct') r.at++;
  const t = peek(r);
  if (!t) return ok(true);
  const last = r.tokens[r.tokens.length - 1];
  return fail('unexpected', said(r.map, 'unexpected-after-order', { raw: t.raw }), t.start, last.end);
}

/** A note on how a word was read (`read 'Pariz' as Paris`), as data and in English. */
export function noteOn(r: Reader, { message, say }: Said, start: number, end: number): void {
  r.notes.push({ message, say, start, end });
}
