// The shape of a mail around the orders: where the sender stops writing orders (a sign-off, the
// player's name, a signature, `SIGNOFF`), where someone else's text begins (a forwarded message,
// an "On ... wrote:" quote header), the greeting or prose before the orders, and the list marks
// (`1.`, `2)`, `-`, `*`, `•`) in front of an order. A mailed sheet must never read another
// sender's orders or the sender's own name as orders ("Best," is not `F Brest H`).
import type { GameMap } from '../map/types';
import { isKeyword, UNIT_TYPE_WORDS } from './keywords';
import { coastOfWord, exactPower, exactProvinces, nameIndex } from './names';
import { normalizeName, tokenize, type Token } from './tokens';

/** Words a mail signs off with; a line starting with one (and short) ends the orders. */
const SIGN_OFFS = [
  'best',
  'best regards',
  'best wishes',
  'all the best',
  'regards',
  'kind regards',
  'warm regards',
  'cheers',
  'thanks',
  'thank you',
  'thanks again',
  'many thanks',
  'thx',
  'tia',
  'yours',
  'yours truly',
  'sincerely',
  'love',
  'ciao',
  'bye',
  'good luck',
  'take care',
  'see you',
  'sent from',
  'get outlook',
  'mfg',
  'gruss',
  'grusse',
  'viele grusse',
  'saludos',
  'cordialement',
  'amities',
  'groetjes',
  'hugs',
];
const SIGN_OFF_WORDS = 6;

/**
 * Lines that open someone else's mail, never the sender's orders: Gmail's and Outlook's forward
 * and reply separators, Apple Mail's "Begin forwarded message:", Outlook's underscore rule.
 */
const FORWARD_MARKERS = [
  /^\s*-{3,}\s*(forwarded message|original message|weitergeleitete nachricht|message transféré|urspr(ü|ue)ngliche nachricht)\s*-{3,}\s*$/i,
  /^\s*begin forwarded message\s*:?\s*$/i,
  /^\s*_{10,}\s*$/,
];

/** `On Mon, 1 Jan 1901, Tom <t@x.org> wrote:`, and its French and German forms. */
const QUOTE_HEADER_END = /(wrote|writes|a écrit|schrieb)\s*:\s*$/i;
const QUOTE_HEADER_START = /^\s*(on|le|am)\s+\S/i;

export function isForwardMarker(line: string): boolean {
  return FORWARD_MARKERS.some((re) => re.test(line));
}

/** A reply's quote header, or its first line when a mail program broke it in two. */
export function isQuoteHeader(line: string, next: string | undefined): boolean {
  // `On ... wrote:` in full, or any short line ending so (`Russia wrote:`); an order never ends with it.
  if (QUOTE_HEADER_END.test(line) && line.length < 200) return true;
  // The tail a mail program wrapped onto the next line: `Tom <t@x.org> wrote:`.
  return QUOTE_HEADER_START.test(line) && next !== undefined && QUOTE_HEADER_END.test(next) && next.trim().split(/\s+/).length <= 6;
}

/** `SIGNOFF`, `END`: the judge commands that end a mail's orders. */
export function isEndCommand(line: string): boolean {
  return /^\s*(signoff|sign off|end|end of orders)\s*\.?\s*$/i.test(line);
}

/** The words of a line in matching form, list marks and punctuation left out. */
function wordsOf(line: string): string[] {
  return normalizeName(line.replace(/[^\p{L}\p{N}\s'’.-]/gu, ' ').replace(/\.(?=\s|$)/g, ' '))
    .split(' ')
    .filter((w) => w.length > 0);
}

/** Why the line ends the orders: a sign-off phrase, or one of the player's names; else null. */
export function signOffOf(line: string, names: readonly string[]): string | null {
  const words = wordsOf(line);
  if (words.length === 0 || words.length > SIGN_OFF_WORDS) return null;
  const text = words.join(' ');
  const phrase = SIGN_OFFS.find((p) => text === p || text.startsWith(p + ' '));
  if (phrase) return `a sign-off ('${line.trim()}')`;
  for (const name of names) {
    const full = wordsOf(name).join(' ');
    if (full === '') continue;
    const first = full.split(' ')[0];
    if (text === full || (first.length > 1 && text === first)) return `the player's name ('${line.trim()}')`;
  }
  return null;
}

/**
 * Where an order begins after a list mark: `1.`, `12)`, `(3)`, `-`, `*`, `•`, `o`; 0 when the line
 * has none. A mark needs a space after it, or a unit type right after a number (`1.F Nap - Ion`).
 */
export function listMarkEnd(line: string): number {
  const m = /^\s*(?:\(?\d{1,2}[.)]|[-*•·‣◦+–]|o(?=\s))\s*/u.exec(line);
  if (!m) return 0;
  const rest = line.slice(m[0].length);
  if (rest === '' || rest.startsWith('-')) return 0;
  if (!/\s$/.test(m[0]) && !/^\s*\(?\d/.test(m[0])) return 0;
  return m[0].length;
}

/** The first word tokens of a text, without punctuation. */
function wordTokens(text: string): Token[] {
  return tokenize(text).tokens.filter((t) => t.kind !== 'punct');
}

/** One word alone (`Best`, `Tom`, `Paris`): never an order, except a waive (`waive`, `W`). */
export function isLoneWord(text: string, waive: (word: string) => boolean): boolean {
  const tokens = wordTokens(text);
  return tokens.length === 1 && tokens[0].kind === 'word' && !waive(tokens[0].norm);
}

/**
 * Whether a line that is not an order is prose (`Sent from my phone`, `Hi Tom,`, `See you in
 * Vienna!`): its first word is nothing an order starts with. A line that starts like an order
 * (a unit, a power, a province, an order word, a bracket) is an order gone wrong, never prose.
 */
export function isProse(text: string, map: GameMap): boolean {
  const tokens = wordTokens(text);
  const first = tokens[0];
  if (!first || first.kind !== 'word') return false;
  const index = nameIndex(map);
  const known = (w: string): boolean => exactPower(index, w) !== null || exactProvinces(index, w).length > 0 || coastOfWord(w) !== null;
  const w = first.norm;
  if (UNIT_TYPE_WORDS.has(w) || isKeyword(w) || ORDER_OPENERS.has(w) || /^\d/.test(w)) return false;
  // `The army at Paris ...` (webDiplomacy).
  if (w === 'the' && tokens[1]?.kind === 'word' && UNIT_TYPE_WORDS.has(tokens[1].norm)) return false;
  // An order gone wrong (`Pari - Bur`, `Flt Brest supports ...`) is reported as one, never taken for prose.
  if (tokens.some((t) => (t.kind === 'arrow' && t.gap) || (t.kind === 'word' && ORDER_WORDS.has(t.norm)))) return false;
  if (!known(w)) return true;
  // `Russia says he is going north`: a name first, then mostly words no order uses.
  const words = tokens.filter((t) => t.kind === 'word').map((t) => t.norm);
  const unknown = words.filter((x) => !known(x) && !isKeyword(x) && !UNIT_TYPE_WORDS.has(x)).length;
  return unknown >= 3 && unknown > words.length - unknown;
}

/** Words that say a line is meant as an order, wherever they stand in it. */
const ORDER_WORDS = new Set([
  'hold',
  'holds',
  'support',
  'supports',
  'convoy',
  'convoys',
  'retreat',
  'retreats',
  'disband',
  'disbands',
  'build',
  'builds',
  'remove',
  'army',
  'fleet',
]);

/** Words that open an order in some notation though they are not in the reader's vocabulary. */
const ORDER_OPENERS = new Set(['destroy', 'wait', 'hld', 'amy', 'flt', 'bld', 'rem', 'wve', 'dsb']);
