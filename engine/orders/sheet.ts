// Reads a whole order sheet as players send it: one order a line, or several separated by `,` or
// `;`, numbered or bulleted, with or without power headers (`England:`, `ENG`, `E:`, `Orders for
// Germany`, `England (Ann): F lon - nth`), inside the noise of a mail (headers, greetings, quotes,
// forwarded mails, the sign-off and signature: mail.ts). Reading stops at the sign-off; an order
// after it is reported, never read. Every line gets one diagnostic saying what became of it (a
// line with several orders: the first, with the others in `more`). Never throws.
import type { GameMap } from '../map/types';
import type { GivenOrder, Order, Power, ProvinceId } from '../types';
import { commentStart, isHeading, isMailHeader, isQuoted, isSignatureStart, splitLines, type SheetLine } from './lines';
import { isEndCommand, isForwardMarker, isLoneWord, isProse, isQuoteHeader, listMarkEnd, signOffOf } from './mail';
import { correctsLineAbove, isSubMessage, joinSubLines, labelOf, selfCorrection, subOrders } from './mailForms';
import { exactPower, exactProvinces, fuzzyPower, nameIndex } from './names';
import { explained, finish, situationOf, type Alternative, type Interpreted } from './interpret';
import { WAIVE } from './keywords';
import { readInterpreted } from './parse';
import { noteSet, settleBySet, type PendingLine } from './sheetRules';
import { normalizeName } from './tokens';
import type { LineDiagnostic, LineStatus, ReadOptions, ReadOrder, SheetResult } from './types';
import { said, type Said, type Say, type SayCode, type SayParam } from './says';

// The sheet's answer types live in types.ts (sheetRules.ts reads them too); exported from here as before.
export type { LineDiagnostic, LineStatus, SheetResult } from './types';

/** Where the sender's orders ended, and why. */
interface Ending {
  line: number;
  /** What ended them, said as a `why-` code. */
  why: Say;
  /** Someone else's mail (forwarded, quoted in a reply): nothing in it is the sender's. */
  foreign: boolean;
}

interface SheetState {
  map: GameMap;
  options: ReadOptions;
  header: Power | null;
  inMailHeaders: boolean;
  /** Set at the sign-off, the signature or a forwarded mail: the lines after it are not read. */
  ended: Ending | null;
  /** A header or an order (or an attempt at one) has been read: the mail's greeting is behind. */
  content: boolean;
  /** Lines still ambiguous under 4.E.2 b, with their possible readings, for the set to settle (c/d). */
  pending: PendingLine[];
  /** Lines that take back the line above them (`no wait: F Eng H`). */
  takeBack: number[];
}

/** Every diagnostic that may hold an order: each line's, and the further orders of lines with several. */
export function entriesOf(lines: readonly LineDiagnostic[]): LineDiagnostic[] {
  return lines.flatMap((d) => (d.more ? [d, ...d.more] : [d]));
}

export function readSheet(text: string, map: GameMap, options: ReadOptions = {}): SheetResult {
  const state: SheetState = { map, options, header: null, inMailHeaders: false, ended: null, content: false, pending: [], takeBack: [] };
  const sheet = typeof text === 'string' ? text : '';
  const all = splitLines(sheet);
  const { lines: split, joined } = joinSubLines(sheet, all);
  const read = split.map((line, i) => readLine(line, split[i + 1]?.text, state));
  const lines = joined.size === 0 ? read : withJoinedLines(all, read, joined);
  signatureAtEnd(lines);
  takeBack(lines, state.takeBack);
  const entries = entriesOf(lines);
  if (options.rules) {
    settleBySet(entries, state.pending, options, (p, alternative, reason) => settled(p, alternative, reason, state));
    noteSet(entries, map, options);
  }
  const orders = entries.flatMap((d) => (d.order ? [d.order] : []));
  return { orders, lines };
}

function readLine(line: SheetLine, next: string | undefined, state: SheetState): LineDiagnostic {
  if (state.ended) return afterEnd(line, state, state.ended);
  const noise = noiseOf(line, next, state);
  if (noise) return whole(line, 'skipped', noise);
  const body = line.text.slice(0, commentStart(line.text));
  const mark = listMarkEnd(body);
  if (body.slice(mark).trim() === '') return whole(line, 'skipped', said(state.map, 'comment'));
  if (labelOf(body.slice(mark)) || isSubMessage(body.slice(mark))) return readOrders(line, body, mark, state);
  const header = headerOf(body.slice(mark), state.map, state.options.languages);
  const unclear = header ? null : ambiguousHeader(body.slice(mark), state);
  if (unclear) return whole(line, 'error', unclear);
  if (header) {
    state.header = header.power;
    state.content = true;
    if (header.rest.trim() === '') {
      const status = header.note ? 'note' : 'ok';
      const message = header.note ?? said(state.map, 'orders-for', { power: { power: header.power } });
      return { ...whole(line, status, message), header: header.power };
    }
    return readOrders(line, body, body.length - header.rest.length, state);
  }
  if (isHeading(body)) return whole(line, 'skipped', said(state.map, 'heading'));
  return readOrders(line, body, mark, state);
}

/** Why a line is noise, or null when it may hold an order or a header. Ends the orders where the mail says. */
function noiseOf(line: SheetLine, next: string | undefined, state: SheetState): Said | null {
  const text = line.text;
  const say = (code: SayCode, params?: Record<string, SayParam>): Said => said(state.map, code, params);
  if (text.trim() === '') {
    state.inMailHeaders = false;
    return say('blank-line');
  }
  const end = (why: Say, foreign: boolean, message: Said): Said => {
    state.ended = { line: line.number, why, foreign };
    return message;
  };
  if (isSignatureStart(text)) return end({ code: 'why-signature' }, false, say('signature'));
  const forwarded = isForwardMarker(text);
  if (forwarded || isQuoteHeader(text, next)) {
    // A mail forwarded as a whole (nothing of the sender's above it) is the mail to read.
    if (!state.content) return say(forwarded ? 'forwarded-read' : 'quoted-read');
    return end({ code: forwarded ? 'why-forwarded' : 'why-quoted' }, true, say(forwarded ? 'forwarded-not-read' : 'quoted-not-read'));
  }
  if (isEndCommand(text)) return end({ code: 'why-end', params: { raw: text.trim() } }, false, say('end-of-orders'));
  const signOff = signOffOf(text, state.options.names ?? []);
  if (signOff) return state.content ? end({ code: 'why-sign-off', params: { raw: signOff } }, false, say('sign-off-ends', { raw: signOff })) : say('greeting');
  if (state.inMailHeaders && /^\s/.test(text)) return say('mail-header');
  if (isMailHeader(text)) {
    state.inMailHeaders = true;
    return say('mail-header');
  }
  state.inMailHeaders = false;
  if (isQuoted(text)) return say('quoted-text');
  return null;
}

/** A line after the end of the orders: skipped, but an order there is reported, never silently lost. */
function afterEnd(line: SheetLine, state: SheetState, ending: Ending): LineDiagnostic {
  const where = said(state.map, 'after-end', { why: { say: ending.why }, line: ending.line });
  if (!ending.foreign && (isForwardMarker(line.text) || isQuoteHeader(line.text, undefined))) {
    state.ended = { line: line.number, why: { code: 'why-foreign' }, foreign: true };
    return whole(line, 'skipped', said(state.map, 'foreign-not-read'));
  }
  if (ending.foreign || line.text.trim() === '' || isQuoted(line.text)) return whole(line, 'skipped', ending.foreign ? said(state.map, 'in-foreign') : where);
  const body = line.text.slice(0, commentStart(line.text));
  const text = body.slice(listMarkEnd(body));
  if (isLoneWord(text, isWaive) || !attempt(text, 0, state.map, optionsUnder(state)).result.ok) return whole(line, 'skipped', where);
  return { ...whole(line, 'error', said(state.map, 'unread-order', { where: { say: where.say } })), code: 'unread-order' };
}

/** A lone word is a signature when nothing but skipped lines follows it (`Tom`, `Sven`). */
function signatureAtEnd(lines: LineDiagnostic[]): void {
  for (let i = lines.length - 1; i >= 0; i--) {
    const d = lines[i];
    if (d.status === 'skipped') continue;
    if (d.code === 'lone-word' && !d.more) {
      const { message, say } = said(null, 'lone-word-signature');
      lines[i] = { line: d.line, start: d.start, end: d.end, text: d.text, status: 'skipped', message, say };
    }
    return;
  }
}

const isWaive = (word: string): boolean => WAIVE.has(word);

function whole(line: SheetLine, status: LineStatus, { message, say }: Said): LineDiagnostic {
  const lead = line.text.length - line.text.trimStart().length;
  const start = line.offset + lead;
  const end = Math.max(start, line.offset + line.text.trimEnd().length);
  return { line: line.number, start, end, text: line.text, status, message, say };
}

interface Header {
  power: Power;
  /** The text after the header on the same line (`F lon - nth` in `England: F lon - nth`). */
  rest: string;
  note?: Said;
}

/**
 * `England:`, `ENGLAND`, `Eng:`, `E:`, `Germnay:` (with a note), `England's orders:`, `Orders for
 * Germany`, `England (Ann):`, `Germany orders, Spring 1901:`.
 */
function headerOf(body: string, map: GameMap, languages: readonly string[] | undefined): Header | null {
  const colon = /^\s*([^:]{1,60}?)\s*:/.exec(body);
  if (colon) {
    const found = powerNamed(colon[1], map, true, languages);
    return found && { ...found, rest: body.slice(colon[0].length) };
  }
  const found = powerNamed(body, map, false, languages);
  return found && { ...found, rest: '' };
}

/** A one-letter header the game's reader languages make ambiguous (`A:` in French): the message, or null. */
function ambiguousHeader(body: string, state: SheetState): Said | null {
  const colon = /^\s*([^:]{1,60}?)\s*:/.exec(body);
  const powers = colon ? nameIndex(state.map, state.options.languages).ambiguousPowers.get(headerKey(colon[1])) : undefined;
  if (!colon || !powers) return null;
  return said(state.map, 'ambiguous-header', { raw: colon[1].trim(), powers: { powers, join: 'or' } });
}

function powerNamed(written: string, map: GameMap, colon: boolean, languages: readonly string[] | undefined): { power: Power; note?: Said } | null {
  const key = headerKey(written);
  const index = nameIndex(map, languages);
  const exact = exactPower(index, key);
  // Without a colon a single letter is too likely to be something else.
  if (exact && (colon || key.length > 1)) return { power: exact };
  if (key.length < 4 || exactProvinces(index, key).length > 0) return null;
  const fuzzy = fuzzyPower(index, key);
  if (fuzzy.kind !== 'fuzzy') return null;
  return { power: fuzzy.id, note: said(map, 'read-as-power', { raw: written.trim(), power: { power: fuzzy.id } }) };
}

/** A header's words with what may stand around the power's name left out. */
function headerKey(written: string): string {
  return normalizeName(written.replace(/\([^()]*\)/g, ' ').replace(/[,;]/g, ' '))
    .replace(/\b(spring|summer|fall|autumn|winter)( \d{3,4})?( (movement|moves|retreats?|adjustments?|builds?))?\b/g, '')
    .replace(/\b[sfw]\d{4}[mra]\b|\b\d{3,4}\b/g, '')
    .replace(/ +/g, ' ')
    .trim()
    .replace(/^(orders?|moves?) (for|from|of) /, '')
    .replace(/ (orders?|moves?)( (for|from|of))?$/, '')
    .replace(/ +/g, ' ')
    .trim();
}

/** The reading of one order's text, with the options of the header it stands under. */
function attempt(text: string, base: number, map: GameMap, options: ReadOptions): Interpreted & { text: string; base: number } {
  const first = readInterpreted(text, map, options);
  if (first.result.ok) return { ...first, text, base };
  // A remark in brackets after the order (`(sorry, late)`, the judge's `(*bounce*)`).
  const remark = /\s*[([][^()[\]]*[)\]][\s.]*$/.exec(text);
  if (remark && remark.index > 0) {
    const shorter = text.slice(0, remark.index);
    const second = readInterpreted(shorter, map, options);
    if (second.result.ok) return { ...second, text: shorter, base };
  }
  return { ...first, text, base };
}

/** The orders of a line: one, or several separated by `,` or `;` when the line is not one order. */
function readOrders(line: SheetLine, written: string, at: number, state: SheetState): LineDiagnostic {
  if (isSubMessage(written.slice(at))) return readSub(line, written.slice(at), line.offset + at, state);
  const { body, from } = unlabelled(written, at);
  const text = body.slice(from);
  const corrected = correctionOf(line, text, line.offset + from, state);
  if (corrected) return corrected;
  const options = optionsUnder(state);
  if (isLoneWord(text, isWaive)) {
    // `Hi,` or `Tom,` opening a mail is a greeting; a lone province (`Paris`) is an order cut short.
    if (!state.content && proseIn(text, state)) return whole(line, 'skipped', said(state.map, 'text-before'));
    return loneWord(line, text, line.offset + from, state);
  }
  const one = attempt(text, line.offset + from, state.map, options);
  if (one.result.ok || !/[,;]/.test(text)) {
    if (!one.result.ok && proseIn(text, state)) return prose(line, state);
    return diagnose(line, one, state);
  }
  if (proseIn(text, state)) return prose(line, state);
  const parts: LineDiagnostic[] = [];
  const re = /[^,;]+/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].trim() === '') continue;
    const base = line.offset + from + m.index;
    parts.push(isLoneWord(m[0], isWaive) ? loneWord(line, m[0], base, state) : diagnose(line, attempt(m[0], base, state.map, options), state));
  }
  if (parts.length < 2) return diagnose(line, one, state);
  const [first, ...more] = parts;
  return { ...first, more };
}

/** The line with a label before its order left out (`Orders: `), or only its colon (`Build: A Par`). */
function unlabelled(body: string, from: number): { body: string; from: number } {
  const label = labelOf(body.slice(from));
  if (!label) return { body, from };
  if (!label.keepWord) return { body, from: from + label.skip };
  const colon = from + label.colon;
  return { body: `${body.slice(0, colon)} ${body.slice(colon + 1)}`, from };
}

/**
 * A line that corrects itself (`F Eng-Bel? no wait -- F Eng H`) is flagged for the GM and none of
 * it read: which order the player meant is theirs to say, never the reader's guess.
 */
function correctionOf(line: SheetLine, text: string, base: number, state: SheetState): LineDiagnostic | null {
  const words = selfCorrection(text);
  if (!words) return null;
  const opens = correctsLineAbove(text);
  const after = text.slice(text.toLowerCase().indexOf(words.toLowerCase()) + words.length).replace(/^[\s:,;.!?-]+/, '');
  if (isProse(text, state.map) && !(opens && after !== '' && attempt(after, 0, state.map, optionsUnder(state)).result.ok)) return null;
  state.content = true;
  if (opens) state.takeBack.push(line.number);
  const lead = text.length - text.trimStart().length;
  const { message, say } = said(state.map, opens ? 'corrects-above' : 'corrects-itself', { raw: words });
  return {
    line: line.number,
    start: base + lead,
    end: base + text.trimEnd().length,
    text: line.text,
    status: 'error',
    code: 'self-correction',
    message,
    say,
  };
}

/** The orders above a line that took them back (`no wait: ...`) are not read either. */
function takeBack(lines: LineDiagnostic[], from: readonly number[]): void {
  for (const number of from) {
    const at = lines.findIndex((d) => d.line === number);
    for (let i = at - 1; i >= 0; i--) {
      const d = lines[i];
      if (d.status === 'skipped') continue;
      if (!entriesOf([d]).some((e) => e.order)) break;
      const { message, say } = said(null, 'taken-back', { line: number });
      lines[i] = { line: d.line, start: d.start, end: d.end, text: d.text, status: 'error', code: 'self-correction', message, say };
      break;
    }
  }
}

/** A DAIDE `SUB` message: each bracketed order read on its own, all on the line's diagnostic. */
function readSub(line: SheetLine, text: string, base: number, state: SheetState): LineDiagnostic {
  state.content = true;
  const found = subOrders(text);
  const failed = ({ message, say }: Said, at: number, to: number): LineDiagnostic => ({
    line: line.number,
    start: base + at,
    end: base + to,
    text: line.text,
    status: 'error',
    code: 'unexpected',
    message,
    say,
  });
  if (!found.ok) return failed(found.said, found.at, Math.min(text.length, found.at + 1));
  if (found.orders.length === 0) return failed(said(state.map, 'sub-no-orders'), 0, text.trimEnd().length);
  const options = optionsUnder(state);
  const [first, ...more] = found.orders.map((o) => diagnose(line, attempt(text.slice(o.start, o.end), base + o.start, state.map, options), state));
  return more.length ? { ...first, more } : first;
}

/** The lines a wrapped SUB message was joined from come back, each saying where it was read. */
function withJoinedLines(all: readonly SheetLine[], read: LineDiagnostic[], joined: ReadonlyMap<number, number>): LineDiagnostic[] {
  const byLine = new Map(read.map((d) => [d.line, d]));
  return all.map((line) => {
    const into = joined.get(line.number);
    return into === undefined ? byLine.get(line.number)! : whole(line, 'skipped', said(null, 'sub-part', { line: into }));
  });
}

function optionsUnder(state: SheetState): ReadOptions {
  return state.header && state.options.rules ? { ...state.options, defaultPower: state.header } : state.options;
}

/** Prose (`Hi Tom,`, `Sent from my phone`): a greeting before the orders, their end after them. */
/**
 * Whether a line is prose: as mail.ts judges it in English, unless its first word is a name or
 * an order word of the game's reader languages (`Bourgogne tient` is an order).
 */
function proseIn(text: string, state: SheetState): boolean {
  if (!isProse(text, state.map)) return false;
  const languages = state.options.languages;
  if (!languages || languages.length === 0) return true;
  const first = /[\p{L}\p{N}'’.-]+/u.exec(text);
  if (!first) return true;
  const index = nameIndex(state.map, languages);
  const word = normalizeName(first[0]);
  return !(index.provinces.has(word) || index.powers.has(word) || index.lexicon.words.has(word) || index.lexicon.coastWords.has(word));
}

function prose(line: SheetLine, state: SheetState): LineDiagnostic {
  if (!state.content) return whole(line, 'skipped', said(state.map, 'text-before'));
  state.ended = { line: line.number, why: { code: 'why-text' }, foreign: false };
  return whole(line, 'skipped', said(state.map, 'text-ends'));
}

function loneWord(line: SheetLine, text: string, base: number, state: SheetState): LineDiagnostic {
  state.content = true;
  const lead = text.length - text.trimStart().length;
  const word = text.trim();
  const { message, say } = said(state.map, 'lone-word', { raw: word });
  return { line: line.number, start: base + lead, end: base + lead + word.length, text: line.text, status: 'error', code: 'lone-word', message, say };
}

function diagnose(line: SheetLine, read: ReturnType<typeof attempt>, state: SheetState): LineDiagnostic {
  const { text, base, alternatives } = read;
  state.content = true;
  if (!read.result.ok) {
    const e = read.result.error;
    const status = e.code === 'ambiguous-province' ? 'ambiguous' : 'error';
    const d: LineDiagnostic = { line: line.number, start: base + e.start, end: base + e.end, text: line.text, status, code: e.code, message: e.message };
    if (e.say) d.say = e.say;
    if (e.candidates) d.candidates = e.candidates;
    if (alternatives.length > 1)
      state.pending.push({ diagnostic: d, alternatives, text, base, header: state.header, power: optionsUnder(state).defaultPower ?? null });
    return d;
  }
  return orderLine(line.number, line.text, text, base, read.result.value, state);
}

/** The diagnostic of a line read as an order: whose it is, and the notes on how it was read. */
function orderLine(number: number, lineText: string, text: string, base: number, read: ReadOrder, state: SheetState): LineDiagnostic {
  const lead = text.length - text.trimStart().length;
  const span = { start: base + lead, end: base + text.trimEnd().length };
  const notes = read.notes.map((n) => ({ ...n, start: base + n.start, end: base + n.end }));
  const owner = powerOf(read.order, state);
  if ('error' in owner) {
    const { message, say } = said(state.map, 'no-power', { line: number, why: { say: owner.error.say } });
    return { line: number, ...span, text: lineText, status: 'error', code: 'no-power', message, say };
  }
  if (owner.note) notes.push({ ...owner.note, ...span });
  const order: GivenOrder = { power: owner.power, order: read.order, text: text.trim() };
  const d: LineDiagnostic = { line: number, ...span, text: lineText, status: notes.length ? 'note' : 'ok', order };
  if (notes.length) {
    d.notes = notes;
    d.message = notes.map((n) => n.message).join('; ');
  }
  return d;
}

/** A pending line the set settled on one reading (4.E.2 c/d): read again as that order, in place. */
function settled(p: PendingLine, alternative: Alternative, reason: Said, state: SheetState): LineDiagnostic {
  const options = { ...state.options, defaultPower: p.power ?? undefined };
  const read = finish(explained(alternative, reason), p.text, situationOf(state.map, options), true);
  state.header = p.header;
  const d = p.diagnostic;
  const fresh: LineDiagnostic = read.ok
    ? orderLine(d.line, d.text, p.text, p.base, read.value, state)
    : {
        line: d.line,
        start: p.base + read.error.start,
        end: p.base + read.error.end,
        text: d.text,
        status: 'error',
        code: read.error.code,
        message: read.error.message,
        ...(read.error.say ? { say: read.error.say } : {}),
      };
  for (const key of Object.keys(d) as (keyof LineDiagnostic)[]) delete d[key];
  return Object.assign(d, fresh);
}

type Owner = { power: Power; note?: Said } | { error: Said };

/** Whose order it is: the header, the nationality written on the unit, the default, the board. */
function powerOf(order: Order, state: SheetState): Owner {
  if (state.header) return { power: state.header };
  if ('unit' in order && order.unit.power) return { power: order.unit.power };
  if (state.options.defaultPower) return { power: state.options.defaultPower };
  const province = provinceOf(order);
  const say = (code: SayCode, params?: Record<string, SayParam>): Said => said(state.map, code, params);
  if (province === null) return { error: say('no-power-waive') };
  if (order.kind === 'build') {
    // Under the any-owned-center rule a center's home says nothing of who builds there now.
    const home = state.map.buildRule === 'home-centers' ? state.map.province(province)?.home : null;
    if (home) return { power: home, note: say('home-build', { power: { power: home }, id: province }) };
    return { error: say('no-power-build', { id: province }) };
  }
  const units = state.options.units;
  if (!units) return { error: say('no-power-unit', { id: province }) };
  const owners = [...new Set(units.filter((u) => u.province === province).map((u) => u.power))];
  if (owners.length === 1) return { power: owners[0], note: say('unit-of', { power: { power: owners[0] }, id: province }) };
  if (owners.length === 0) return { error: say('no-power-no-unit', { id: province }) };
  return { error: say('no-power-several', { powers: { powers: owners, join: 'and' }, id: province }) };
}

function provinceOf(order: Order): ProvinceId | null {
  if (order.kind === 'waive') return null;
  if (order.kind === 'build') return order.province;
  return order.unit.province;
}
