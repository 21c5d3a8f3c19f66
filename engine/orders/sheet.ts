// Reads a whole order sheet as players send it: one order a line, with or without power headers
// (`England:`, `ENG`, `E:`, `England: F lon - nth`), inside the noise of a mail (headers, quotes,
// signature, headings). Every line gets one diagnostic saying what became of it. Never throws.
import type { GameMap } from '../map/types';
import type { GivenOrder, Order, Power, ProvinceId } from '../types';
import { commentStart, isHeading, isMailHeader, isQuoted, isSignatureStart, splitLines, type SheetLine } from './lines';
import { exactPower, exactProvinces, fuzzyPower, nameIndex } from './names';
import { explained, finish, situationOf, type Alternative } from './interpret';
import { readInterpreted } from './parse';
import { noteSet, settleBySet, type PendingLine } from './sheetRules';
import { normalizeName } from './tokens';
import type { ReadNote, ReadOptions, ReadOrder } from './types';

export type LineStatus = 'ok' | 'note' | 'ambiguous' | 'error' | 'skipped';

/** What became of one line. Offsets (`start`, `end`) are into the whole sheet. */
export interface LineDiagnostic {
  /** 1-based line number. */
  line: number;
  /** The part of the sheet the diagnostic is about: the order, the error, or the whole line. */
  start: number;
  end: number;
  /** The line as written. */
  text: string;
  status: LineStatus;
  /** The OrderError code for `error` and `ambiguous` lines, or `no-power`. */
  code?: string;
  message?: string;
  candidates?: string[];
  order?: GivenOrder;
  /** Notes on how the order was read, offsets into the sheet. */
  notes?: ReadNote[];
  /** Set on a power header line: the power of the orders below it. */
  header?: Power;
}

export interface SheetResult {
  /** The orders read, in sheet order. */
  orders: GivenOrder[];
  /** One diagnostic per line, in order. */
  lines: LineDiagnostic[];
}

interface SheetState {
  map: GameMap;
  options: ReadOptions;
  header: Power | null;
  inMailHeaders: boolean;
  inSignature: boolean;
  /** Lines still ambiguous under 4.E.2 b, with their possible readings, for the set to settle (c/d). */
  pending: PendingLine[];
}

export function readSheet(text: string, map: GameMap, options: ReadOptions = {}): SheetResult {
  const state: SheetState = { map, options, header: null, inMailHeaders: false, inSignature: false, pending: [] };
  const lines = splitLines(typeof text === 'string' ? text : '').map((line) => readLine(line, state));
  if (options.rules) {
    settleBySet(lines, state.pending, options, (p, alternative, reason) => settled(p, alternative, reason, state));
    noteSet(lines, map, options);
  }
  const orders = lines.flatMap((d) => (d.order ? [d.order] : []));
  return { orders, lines };
}

function readLine(line: SheetLine, state: SheetState): LineDiagnostic {
  const noise = noiseOf(line.text, state);
  if (noise) return whole(line, 'skipped', noise);
  const body = line.text.slice(0, commentStart(line.text));
  if (body.trim() === '') return whole(line, 'skipped', 'comment');
  if (isHeading(body)) return whole(line, 'skipped', 'heading');
  const header = headerOf(body, state.map);
  if (header) {
    state.header = header.power;
    if (header.rest.trim() === '') {
      const status = header.note ? 'note' : 'ok';
      const message = header.note ?? `orders for ${header.power}`;
      return { ...whole(line, status, message), header: header.power };
    }
    return readOrderLine(line, body, body.length - header.rest.length, state);
  }
  return readOrderLine(line, body, 0, state);
}

/** Why a line is noise, or null when it may hold an order or a header. */
function noiseOf(text: string, state: SheetState): string | null {
  if (state.inSignature) return 'signature';
  if (text.trim() === '') {
    state.inMailHeaders = false;
    return 'blank line';
  }
  if (isSignatureStart(text)) {
    state.inSignature = true;
    return 'signature';
  }
  if (state.inMailHeaders && /^\s/.test(text)) return 'mail header';
  if (isMailHeader(text)) {
    state.inMailHeaders = true;
    return 'mail header';
  }
  state.inMailHeaders = false;
  if (isQuoted(text)) return 'quoted text';
  return null;
}

function whole(line: SheetLine, status: LineStatus, message: string): LineDiagnostic {
  const lead = line.text.length - line.text.trimStart().length;
  const start = line.offset + lead;
  const end = Math.max(start, line.offset + line.text.trimEnd().length);
  return { line: line.number, start, end, text: line.text, status, message };
}

interface Header {
  power: Power;
  /** The text after the header on the same line (`F lon - nth` in `England: F lon - nth`). */
  rest: string;
  note?: string;
}

/** `England:`, `ENGLAND`, `Eng:`, `E:`, `Germnay:` (with a note), `England's orders:`. */
function headerOf(body: string, map: GameMap): Header | null {
  const colon = /^\s*([^:]{1,40}?)\s*:/.exec(body);
  if (colon) {
    const found = powerNamed(colon[1], map, true);
    return found && { ...found, rest: body.slice(colon[0].length) };
  }
  const found = powerNamed(body, map, false);
  return found && { ...found, rest: '' };
}

function powerNamed(written: string, map: GameMap, colon: boolean): { power: Power; note?: string } | null {
  const key = normalizeName(written).replace(/ orders?$/, '');
  const index = nameIndex(map);
  const exact = exactPower(index, key);
  // Without a colon a single letter is too likely to be something else.
  if (exact && (colon || key.length > 1)) return { power: exact };
  if (key.length < 4 || exactProvinces(index, key).length > 0) return null;
  const fuzzy = fuzzyPower(index, key);
  if (fuzzy.kind !== 'fuzzy') return null;
  return { power: fuzzy.id, note: `read '${written.trim()}' as ${fuzzy.id}` };
}

function readOrderLine(line: SheetLine, body: string, from: number, state: SheetState): LineDiagnostic {
  const text = body.slice(from);
  const base = line.offset + from;
  const options = state.header && state.options.rules ? { ...state.options, defaultPower: state.header } : state.options;
  const { result: read, alternatives } = readInterpreted(text, state.map, options);
  if (!read.ok) {
    const e = read.error;
    const status = e.code === 'ambiguous-province' ? 'ambiguous' : 'error';
    const d: LineDiagnostic = { line: line.number, start: base + e.start, end: base + e.end, text: line.text, status, code: e.code, message: e.message };
    if (e.candidates) d.candidates = e.candidates;
    if (alternatives.length > 1) state.pending.push({ diagnostic: d, alternatives, text, base, header: state.header, power: options.defaultPower ?? null });
    return d;
  }
  return orderLine(line.number, line.text, text, base, read.value, state);
}

/** The diagnostic of a line read as an order: whose it is, and the notes on how it was read. */
function orderLine(number: number, lineText: string, text: string, base: number, read: ReadOrder, state: SheetState): LineDiagnostic {
  const lead = text.length - text.trimStart().length;
  const span = { start: base + lead, end: base + text.trimEnd().length };
  const notes = read.notes.map((n) => ({ ...n, start: base + n.start, end: base + n.end }));
  const owner = powerOf(read.order, state);
  if ('error' in owner) {
    return { line: number, ...span, text: lineText, status: 'error', code: 'no-power', message: `line ${number}: ${owner.error}` };
  }
  if (owner.note) notes.push({ message: owner.note, ...span });
  const order: GivenOrder = { power: owner.power, order: read.order, text: text.trim() };
  const d: LineDiagnostic = { line: number, ...span, text: lineText, status: notes.length ? 'note' : 'ok', order };
  if (notes.length) {
    d.notes = notes;
    d.message = notes.map((n) => n.message).join('; ');
  }
  return d;
}

/** A pending line the set settled on one reading (4.E.2 c/d): read again as that order, in place. */
function settled(p: PendingLine, alternative: Alternative, reason: string, state: SheetState): LineDiagnostic {
  const options = { ...state.options, defaultPower: p.power ?? undefined };
  const read = finish(explained(alternative, reason), p.text, situationOf(state.map, options), true);
  state.header = p.header;
  const d = p.diagnostic;
  const fresh: LineDiagnostic = read.ok
    ? orderLine(d.line, d.text, p.text, p.base, read.value, state)
    : { line: d.line, start: p.base + read.error.start, end: p.base + read.error.end, text: d.text, status: 'error', code: read.error.code, message: read.error.message };
  for (const key of Object.keys(d) as (keyof LineDiagnostic)[]) delete d[key];
  return Object.assign(d, fresh);
}

type Owner = { power: Power; note?: string } | { error: string };

/** Whose order it is: the header, the nationality written on the unit, the default, the board. */
function powerOf(order: Order, state: SheetState): Owner {
  if (state.header) return { power: state.header };
  if ('unit' in order && order.unit.power) return { power: order.unit.power };
  if (state.options.defaultPower) return { power: state.options.defaultPower };
  const province = provinceOf(order);
  if (province === null) return { error: 'no power for a waive: no header above it' };
  if (order.kind === 'build') {
    const home = state.map.province(province)?.home;
    if (home) return { power: home, note: `a build in ${home}'s home center ${province}` };
    return { error: `no power for the build in ${province}: no header above it` };
  }
  const units = state.options.units;
  if (!units) return { error: `no power for the unit in ${province}: no header above it` };
  const owners = [...new Set(units.filter((u) => u.province === province).map((u) => u.power))];
  if (owners.length === 1) return { power: owners[0], note: `${owners[0]}'s unit in ${province}` };
  if (owners.length === 0) return { error: `no power for the order: no header above it, and no unit in ${province}` };
  return { error: `no power for the order: no header above it, and units of ${owners.join(' and ')} in ${province}` };
}

function provinceOf(order: Order): ProvinceId | null {
  if (order.kind === 'waive') return null;
  if (order.kind === 'build') return order.province;
  return order.unit.province;
}
