// Splits an order's text into words and signs, keeping each one's place in the text so errors
// and notes can point at it. Words are also given in a normal form for matching names: lowercase,
// without accents, dots, apostrophes or a possessive `'s` (`St.` → `st`, `Lyon's` → `lyon`).

export type TokenKind =
  | 'word'
  /** `-`, `->`, `=>`, `>`, `→` and dashes: a move. */
  | 'arrow'
  | 'open'
  | 'close'
  | 'slash'
  | 'colon'
  /** `,` `;` `.` standing alone: harmless at the end of an order. */
  | 'punct'
  /** A character no order uses. */
  | 'bad';

export interface Token {
  kind: TokenKind;
  /** The text as written. */
  raw: string;
  /** For words, the normal form; for signs, the sign. */
  norm: string;
  start: number;
  end: number;
  /** Whether blank space comes right before it (`Mid-Atlantic` is one name, `Par - Bur` a move). */
  gap: boolean;
}

export interface Tokens {
  tokens: Token[];
  /** Where the order's text ends: the start of a `#` comment, or the text's length. */
  end: number;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.]*/uy;
const SPACE = /\s+/uy;
const SIGNS: [string, TokenKind][] = [
  ['-->', 'arrow'],
  ['->', 'arrow'],
  ['=>', 'arrow'],
  ['-', 'arrow'],
  ['>', 'arrow'],
  ['→', 'arrow'],
  ['⇒', 'arrow'],
  ['–', 'arrow'],
  ['—', 'arrow'],
  ['(', 'open'],
  ['[', 'open'],
  [')', 'close'],
  [']', 'close'],
  ['/', 'slash'],
  [':', 'colon'],
  [',', 'punct'],
  [';', 'punct'],
  ['.', 'punct'],
];

export function tokenize(text: string): Tokens {
  const tokens: Token[] = [];
  let at = 0;
  let gap = true;
  while (at < text.length) {
    SPACE.lastIndex = at;
    if (SPACE.test(text)) {
      at = SPACE.lastIndex;
      gap = true;
      continue;
    }
    if (text[at] === '#') return { tokens, end: at };
    const token = readWord(text, at, gap) ?? readSign(text, at, gap);
    tokens.push(token);
    at = token.end;
    gap = false;
  }
  return { tokens, end: text.length };
}

function readWord(text: string, at: number, gap: boolean): Token | null {
  WORD.lastIndex = at;
  const m = WORD.exec(text);
  if (!m) return null;
  const raw = m[0];
  return { kind: 'word', raw, norm: normalizeWord(raw), start: at, end: at + raw.length, gap };
}

function readSign(text: string, at: number, gap: boolean): Token {
  for (const [sign, kind] of SIGNS) {
    if (text.startsWith(sign, at)) {
      return { kind, raw: sign, norm: sign, start: at, end: at + sign.length, gap };
    }
  }
  // One code point, so a surrogate pair stays whole.
  const cp = text.codePointAt(at) ?? 0;
  const raw = String.fromCodePoint(cp);
  return { kind: 'bad', raw, norm: raw, start: at, end: at + raw.length, gap };
}

/** Letters and digits of ASCII only: a word whose matching form is its lowercase (most words of a sheet). */
const PLAIN = /^[A-Za-z0-9]*$/;

/** The form names are matched in: lowercase, no accents, no dots or apostrophes, no `'s`. */
export function normalizeWord(raw: string): string {
  // NFKD leaves ASCII letters and digits as they are, with no mark, apostrophe or dot to drop: the
  // same answer without the Unicode work, which was the order parser's largest cost (fuzz.test.ts).
  if (PLAIN.test(raw)) return raw.toLowerCase();
  return raw.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'").replace(/'s$/, '').replace(/['.]/g, '');
}

/** A whole name in matching form: words normalized, hyphens and underscores read as spaces. */
export function normalizeName(raw: string): string {
  return raw
    .split(/[\s\-_–—]+/u)
    .map(normalizeWord)
    .filter((w) => w.length > 0)
    .join(' ');
}
