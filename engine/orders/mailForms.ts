// Forms of a mailed line around its orders that the order reader alone does not know: a whole DAIDE
// `SUB` message (several bracketed orders after `SUB`, perhaps wrapped over lines by a mail
// program), a label before an order (`Retreat: A Bul - Con`, `Build: A Par`, `Orders: F Lon H`),
// and a line that corrects itself (`F Eng-Bel? no wait -- F Eng H`), which is for the GM to settle:
// never guessed.
import type { SheetLine } from './lines';
import { said, type Said } from './says';

/** A part of a text: offsets, end exclusive. */
export interface Span {
  start: number;
  end: number;
}

export type SubOrders = { ok: true; orders: Span[] } | { ok: false; said: Said; at: number };

const SUB = /^\s*sub\b\s*/i;

/** Whether the text is a DAIDE `SUB` message (`SUB ( ( ENG AMY LVP ) MTO YOR ) ...`). */
export function isSubMessage(text: string): boolean {
  return SUB.test(text) && text.slice(SUB.exec(text)![0].length).trimStart().startsWith('(');
}

/** How deep the brackets of a text stand at its end (below 0: more closed than opened). */
function depthOf(text: string): number {
  let depth = 0;
  for (const c of text) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
  }
  return depth;
}

/** The orders of a SUB message: each bracketed group at the top level, as a span of the text. */
export function subOrders(text: string): SubOrders {
  const head = SUB.exec(text);
  if (!head) return { ok: false, said: said(null, 'sub-no-orders'), at: 0 };
  const orders: Span[] = [];
  let depth = 0;
  let start = -1;
  for (let i = head[0].length; i < text.length; i++) {
    const c = text[i];
    if (c === '(') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === ')') {
      depth--;
      if (depth < 0) return { ok: false, said: said(null, 'sub-close-nothing'), at: i };
      if (depth === 0) orders.push({ start, end: i + 1 });
    } else if (depth === 0 && !/\s/.test(c)) {
      return { ok: false, said: said(null, 'sub-outside', { raw: c }), at: i };
    }
  }
  if (depth > 0) return { ok: false, said: said(null, 'sub-unclosed'), at: text.length };
  return { ok: true, orders };
}

/** The most lines a wrapped SUB message is taken to run over. */
const SUB_LINES = 12;

/**
 * Joins a SUB message a mail program wrapped over several lines into one line, the line breaks
 * read as spaces so that offsets still point into the sheet. Answers the lines to read and, for
 * each line joined into the one above, the number of that line.
 */
export function joinSubLines(sheet: string, lines: readonly SheetLine[]): { lines: SheetLine[]; joined: Map<number, number> } {
  const out: SheetLine[] = [];
  const joined = new Map<number, number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!isSubMessage(line.text) || depthOf(line.text) <= 0) {
      out.push(line);
      continue;
    }
    let last = i;
    while (last + 1 < lines.length && last - i < SUB_LINES && depthOf(sheet.slice(line.offset, lines[last].offset + lines[last].text.length)) > 0) last++;
    const end = lines[last].offset + lines[last].text.length;
    out.push({ number: line.number, offset: line.offset, text: sheet.slice(line.offset, end).replace(/[\r\n]/g, ' ') });
    for (let j = i + 1; j <= last; j++) joined.set(lines[j].number, line.number);
    i = last;
  }
  return { lines: out, joined };
}

/** Labels that say what the order does: the label stays part of the order (`Retreat A Bul - Con`). */
const VERB_LABELS = /^(retreats?|builds?|removes?|disbands?)$/i;
const LABEL = /^\s*(orders?|moves?|movements?|retreats?|builds?|removes?|removals?|disbands?|adjustments?)\s*:\s*(?=\S)/i;

/**
 * A label before an order. `skip` is how much of the text to leave out (`Orders: `); a label that
 * names what the order does keeps its word and loses only the colon (`keepWord`), so `Build: A Par`
 * reads as `Build A Par` whatever the phase.
 */
export function labelOf(text: string): { skip: number; colon: number; keepWord: boolean } | null {
  const m = LABEL.exec(text);
  if (!m) return null;
  const colon = text.indexOf(':', m.index);
  const keepWord = VERB_LABELS.test(m[1]) && !/^\s*(retreats?|builds?|removes?|disbands?)\b/i.test(text.slice(m[0].length));
  return { skip: m[0].length, colon, keepWord };
}

/**
 * Words with which a writer takes back what came before on the same line. `no` alone counts only
 * between marks (`A Par - Bur, no, A Par - Pic`), never in `(sorry, no time)` after an order.
 */
const CORRECTION =
  /\b(?:no,?\s?wait|wait,?\s?no|scratch that|strike that|make (?:that|it)|i mean|correction\s?:|instead|oops|actually|ignore (?:that|this|the above))\b|(?:^|[?!,;.]|\s-|\.\.\.)\s*(no)[,!.;:]*\s+-*\s*(?=(?:[AF]|fleet|army)\b)/i;

/** A cheap first look: most lines hold none of the words a correction needs. */
const MAYBE = /no|wait|scratch|strike|make|mean|correction|instead|oops|actually|ignore/i;

/** The words with which a line corrects itself, or null. */
export function selfCorrection(text: string): string | null {
  if (!MAYBE.test(text)) return null;
  const m = CORRECTION.exec(text);
  if (!m) return null;
  return m[1] ?? m[0];
}

/** Whether the correction opens the line (`no wait: F Eng H`): it then takes back the line above. */
export function correctsLineAbove(text: string): boolean {
  const found = selfCorrection(text);
  return found !== null && new RegExp(`^\\W*${found.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text);
}
