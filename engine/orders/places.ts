// Reading the places and units inside an order: a province name (several words, misspelt, or
// ambiguous), a coast in any of its notations, and a unit (`German A Ber`, `Fleet St Petersburg
// (south coast)`, `Aven` with the space forgotten).
import type { Coast, Power, ProvinceId, UnitSpec, UnitType } from '../types';
import { ok } from '../result';
import { FILLER, FROM, UNIT_TYPE_WORDS, isKeyword } from './keywords';
import { coastOfWord, exactPower, exactProvinces, fuzzyProvince, isCoastAbbreviation } from './names';
import { fail, isWordIn, missingSpan, noteOn, peek, take, takeArrow, type Read, type Reader } from './reader';
import type { Token } from './tokens';
import { said } from './says';

interface Window {
  /** Tokens the window spans. */
  count: number;
  key: string;
  start: number;
  end: number;
}

/** Runs of words that could form one name: `North Atlantic Ocean`, `Mid-Atlantic`. */
function windows(r: Reader): Window[] {
  const out: Window[] = [];
  let i = r.at;
  const first = r.tokens[i];
  if (!first || first.kind !== 'word') return out;
  let key = first.norm;
  out.push({ count: 1, key, start: first.start, end: first.end });
  for (let words = 1; words < r.index.maxWords; words++) {
    const next = r.tokens[i + 1];
    let step: number;
    if (next?.kind === 'word' && next.gap) step = 1;
    else if (next?.raw === '-' && !next.gap && r.tokens[i + 2]?.kind === 'word' && !r.tokens[i + 2].gap) step = 2;
    else break;
    i += step;
    key += ' ' + r.tokens[i].norm;
    out.push({ count: i - r.at + 1, key, start: first.start, end: r.tokens[i].end });
  }
  return out.reverse();
}

/** A word that cannot be the inside of a misspelt name, because it means something itself. */
function meaningful(r: Reader, t: Token): boolean {
  return (
    t.kind !== 'word' ||
    isKeyword(t.norm) ||
    coastOfWord(t.norm) !== null ||
    t.norm === 'coast' ||
    exactProvinces(r.index, t.norm).length > 0 ||
    exactPower(r.index, t.norm) !== null
  );
}

/** The exact province a name starting here spells, and how many tokens it takes; null if none. */
function exactProvinceHere(r: Reader): { id: ProvinceId; window: Window } | null {
  for (const w of windows(r)) {
    const ids = exactProvinces(r.index, w.key);
    if (ids.length === 1) return { id: ids[0], window: w };
  }
  return null;
}

/**
 * A province name, allowing for misspellings that fit one province only. `after` names what came
 * before, for the error message (empty at the start of the order).
 */
export function readProvince(r: Reader, after: string): Read<ProvinceId> {
  while (isWordIn(peek(r), FILLER) && peek(r, 1)?.kind === 'word') r.at++;
  const t = peek(r);
  const expected = after ? said(r.map, 'expected-province-after', { after }) : said(r.map, 'expected-unit-first');
  if (!t || t.kind !== 'word') return fail('expected-province', expected, ...missingSpan(r));
  const all = windows(r);
  const exact = all.find((w) => exactProvinces(r.index, w.key).length > 0);
  if (exact) {
    // A longer misspelt name wins over a shorter exact one: `English Chanel` is not `English`.
    const longer = all.filter((w) => w.count > exact.count);
    const fuzzy = misspelt(r, longer, false);
    if (fuzzy) return fuzzy;
    const ids = exactProvinces(r.index, exact.key);
    return ids.length === 1 ? consume(r, exact, ids[0]) : ambiguous(r, exact, ids);
  }
  if (isKeyword(t.norm)) return fail('expected-province', expected, t.start, t.end);
  const fuzzy = misspelt(r, all, true);
  if (fuzzy) return fuzzy;
  return fail('unknown-province', said(r.map, 'unknown-province', { raw: t.raw }), t.start, t.end);
}

/** The first window (longest first) that is a misspelling of one province; or, when allowed, of several. */
function misspelt(r: Reader, all: Window[], ambiguousToo: boolean): Read<ProvinceId> | null {
  for (const w of all) {
    const inner = r.tokens.slice(r.at + 1, r.at + w.count);
    if (inner.some((x) => meaningful(r, x))) continue;
    const m = fuzzyProvince(r.index, w.key);
    if (m.kind === 'ambiguous' && ambiguousToo) return ambiguous(r, w, m.candidates);
    if (m.kind === 'fuzzy' || m.kind === 'exact') {
      const written = r.text.slice(w.start, w.end);
      noteOn(r, said(r.map, 'read-as', { raw: written, province: { province: m.id } }), w.start, w.end);
      return consume(r, w, m.id);
    }
  }
  return null;
}

/** A name that fits several provinces: not understood, unless the interpreter chose one to try. */
function ambiguous(r: Reader, w: Window, ids: string[]): Read<ProvinceId> {
  const written = r.text.slice(w.start, w.end);
  const chosen = r.forced?.get(w.start);
  if (chosen !== undefined && ids.includes(chosen)) {
    noteOn(r, said(r.map, 'read-as', { raw: written, province: { province: chosen } }), w.start, w.end);
    return consume(r, w, chosen);
  }
  return fail('ambiguous-province', said(r.map, 'ambiguous-province', { raw: written, provinces: { provinces: ids } }), w.start, w.end, ids);
}

function consume(r: Reader, w: Window, id: ProvinceId): Read<ProvinceId> {
  r.at += w.count;
  return ok(id);
}

/**
 * A coast after a province: `/nc`, `(nc)`, `(north coast)`, ` nc`, `n.c.`, ` north coast`.
 * Brackets that hold something else (`(via convoy)`) are left for the caller.
 */
export function readCoast(r: Reader): Read<Coast | null> {
  const t = peek(r);
  if (!t) return ok(null);
  if (t.kind === 'slash') return coastAfterSlash(r, t);
  if (t.kind === 'open') return coastInBrackets(r, t);
  if (t.kind !== 'word') return ok(null);
  const short = isCoastAbbreviation(t.norm);
  if (short) {
    r.at++;
    return ok(short);
  }
  const next = peek(r, 1);
  const direction = coastOfWord(t.norm);
  if (direction && t.norm.length > 1 && next?.kind === 'word' && next.norm === 'coast') {
    r.at += 2;
    return ok(direction);
  }
  return ok(null);
}

function coastAfterSlash(r: Reader, slash: Token): Read<Coast | null> {
  const t = peek(r, 1);
  const coast = t?.kind === 'word' ? coastOfWord(t.norm) : null;
  if (!t || !coast) {
    const [start, end] = t ? [t.start, t.end] : [slash.start, slash.end];
    return fail('unknown-coast', said(r.map, 'expected-coast'), start, end);
  }
  r.at += 2;
  if (peek(r)?.kind === 'word' && peek(r)?.norm === 'coast') r.at++;
  return ok(coast);
}

function coastInBrackets(r: Reader, open: Token): Read<Coast | null> {
  const word = peek(r, 1);
  if (word?.kind !== 'word') return ok(null);
  const coast = coastOfWord(word.norm);
  let close = 2;
  if (peek(r, 2)?.kind === 'word' && peek(r, 2)?.norm === 'coast') close = 3;
  const closing = peek(r, close);
  if (coast && closing?.kind === 'close') {
    r.at += close + 1;
    return ok(coast);
  }
  // `(xc)`, `(xx coast)`: meant as a coast, but not one.
  if (close === 3 || (closing?.kind === 'close' && word.norm.length <= 2)) {
    const end = closing?.end ?? word.end;
    return fail('unknown-coast', said(r.map, 'not-a-coast', { raw: r.text.slice(open.start, end) }), open.start, end);
  }
  return ok(null);
}

export interface Place {
  province: ProvinceId;
  coast: Coast | null;
}

export function readLocation(r: Reader, after: string): Read<Place> {
  const province = readProvince(r, after);
  if (!province.ok) return province;
  const coast = readCoast(r);
  if (!coast.ok) return coast;
  return ok({ province: province.value, coast: coast.value });
}

/** A nationality written before a unit (`German A Ber`, `England's fleet`); null when none. */
function readNationality(r: Reader): Power | null {
  const t = peek(r);
  if (!t || t.kind !== 'word' || t.norm.length < 2) return null;
  const power = exactPower(r.index, t.norm);
  if (!power) return null;
  // `eng`, `english` also name the English Channel: a nationality only when a unit follows
  // (`English F lon`, `Eng lon - nth`), not in `English Channel` or `eng S F lon`.
  const place = exactProvinceHere(r);
  if (place) {
    const next = peek(r, 1);
    const unitFollows = place.window.count === 1 && next?.kind === 'word' && (UNIT_TYPE_WORDS.has(next.norm) || !isKeyword(next.norm));
    if (!unitFollows) return null;
  }
  r.at++;
  return power;
}

function readUnitType(r: Reader): UnitType | null {
  const t = peek(r);
  if (!t || t.kind !== 'word') return null;
  // The article in `build a fleet`, `an army`, `the army at Paris` (webDiplomacy) is not a unit type.
  const next = peek(r, 1);
  if ((t.norm === 'a' || t.norm === 'an' || t.norm === 'the') && next?.kind === 'word' && (next.norm === 'army' || next.norm === 'fleet')) {
    r.at++;
    return readUnitType(r);
  }
  const type = UNIT_TYPE_WORDS.get(t.norm);
  if (!type) return null;
  r.at++;
  return type;
}

/**
 * A unit type run into its province (`Aven`, `Fnth`): a slip of the space bar, read with a note
 * when the rest is exactly a province and the whole is not a name itself.
 */
function readGluedType(r: Reader): UnitType | null {
  const t = peek(r);
  if (!t || t.kind !== 'word' || t.norm.length < 4) return null;
  const type = UNIT_TYPE_WORDS.get(t.norm[0]);
  const rest = exactProvinces(r.index, t.norm.slice(1));
  if (!type || rest.length !== 1 || exactProvinces(r.index, t.norm).length > 0) return null;
  // Split the token in two, so the province is read (and reported) as usual.
  const cut = t.start + 1;
  const typeToken: Token = { ...t, raw: t.raw[0], norm: t.norm[0], end: cut };
  const placeToken: Token = { ...t, raw: t.raw.slice(1), norm: t.norm.slice(1), start: cut, gap: false };
  r.tokens.splice(r.at, 1, typeToken, placeToken);
  r.at++;
  noteOn(r, said(r.map, 'read-as-unit', { raw: t.raw, type, province: { province: rest[0] } }), t.start, t.end);
  return type;
}

/** `[nationality] [type] province [coast]`. */
export function readUnitSpec(r: Reader, after: string): Read<UnitSpec> {
  const power = readNationality(r);
  const type = readUnitType(r) ?? readGluedType(r);
  const label = type ? r.tokens[r.at - 1].raw : power ? r.tokens[r.at - 1].raw : after;
  const place = readLocation(r, label);
  if (!place.ok) return place;
  return ok({ type, province: place.value.province, coast: place.value.coast, power });
}

/**
 * webDiplomacy's `convoy to Belgium from London`, `support move to Burgundy from Paris`, after their
 * first words: an arrow if any, the place (`readPlace`, named after the arrow or `after`), `from`
 * (else the error `missing`), and the unit after it.
 */
export function readToFrom<P>(
  r: Reader,
  readPlace: (r: Reader, after: string) => Read<P>,
  after: string,
  missing: 'expected-from-convoyed' | 'expected-from-supported',
): Read<{ to: P; from: UnitSpec }> {
  const arrow = takeArrow(r);
  const to = readPlace(r, arrow?.raw ?? after);
  if (!to.ok) return to;
  if (!take(r, FROM)) return fail('expected-unit', said(r.map, missing), ...missingSpan(r));
  const from = readUnitSpec(r, 'from');
  if (!from.ok) return from;
  return ok({ to: to.value, from: from.value });
}
