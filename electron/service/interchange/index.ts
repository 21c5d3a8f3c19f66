// One import for every game file Adjutant reads, told apart by content: an Adjutant game file, a
// MILA saved game (JSON), a Judge history or results mail (text), a jDip saved game (gzip'd XML,
// given as bytes: `encoding: 'base64'`). A foreign game is read whole,
// played again phase by phase and compared with what its file printed; the differences come back
// as the audit and nothing is stored unless there are none or the GM accepts them
// (`acceptDifferences`). Stored games go through the ordinary import (exchange.ts): one
// transaction, after the whole file has been read and checked. Exports write a game back out in
// the Judge's and MILA's formats.
import type { ImportAudit } from '../types';
import { type GameMap, resolveOptions } from '../../../engine/index';
import type { Archive } from '../../archive/db';
import { DEFAULT_ACTOR, rulesRefused, storedRulesSaid } from '../context';
import { mapOf } from '../engine';
import { checkReplayedFile, exportGame, importGame, importRefusalWithoutArchive, storeGameFile } from '../exchange';
import { GAME_FILE_FORMAT, name as gameName } from '../exchangeFormat';
import { blankName, invalidInput, refusals, serve, success, type Failure, type ServiceResult } from '../result';
import { gameRefShape } from '../shapes';
import { bool, check, int, object, oneOf, optional, record, str } from '../validate';
import { FOREIGN_FORMATS, JUDGE_VARIANTS, judgeVariantOf, MILA_MAPS, phaseCodeOf, variantOfMilaMap, type ForeignGame } from './foreign';
import { JUDGE_HEADER, readJudge, SUMMARY_HEADER, withoutMarkup } from './judgeRead';
import { judgeHistoryText, judgePhaseText, lineOfPlay } from './judgeWrite';
import { isGzip } from './jdipXml';
import { readJdip } from './jdipRead';
import { jdipGame } from './jdipWrite';
import { readMila } from './milaRead';
import { milaGame } from './milaWrite';
import { placeText, refused, type Place, type Refused } from './reasons';
import { replayForeign } from './replay';

export type { Difference } from './foreign';

export const IMPORT_FORMATS = ['adjutant', ...FOREIGN_FORMATS] as const;
export type { ImportAudit } from '../types';

const refuse = refusals('interchange', {
  'formats-known':
    'Adjutant reads an Adjutant game file (JSON with "format": "adjutant-game"), a saved game of the diplomacy package (MILA: JSON with "id", "map" and "phases"), a Judge history or results mail (text with lines such as "Movement results for Spring of 1901.") and a jDip saved game (.jdip)',
  'json-invalid': 'the file looks like JSON but is not valid JSON: {{detail}}. {{said}}',
  'format-unknown': 'field "format": {{value}} is no format Adjutant knows. {{said}}',
  'json-neither': 'the JSON has neither a "format" field (an Adjutant game file) nor a "phases" field (a MILA saved game). {{said}}',
  'gzip-as-text':
    'the file is gzip-compressed, as jDip\'s saved games (.jdip) are, but it came as text, which damages it: give its bytes (encoding "base64"; `adjutant game import` and the app do). {{said}}',
  empty: 'the file is empty. {{said}}',
  'no-format': "line {{line}} ('{{text}}') begins no format Adjutant reads, and no line of the file opens a Judge phase. {{said}}",
  'not-base64': 'text: not base64, as encoding "base64" says it is',
  'not-text': "the file is neither text (UTF-8) nor a gzip'd jDip saved game. {{said}}",
  // `{{reason}}`: a reader's sentence (reasons.ts), which the window reads back and words.
  mila: 'the MILA saved game: {{reason}}; nothing was imported',
  judge: 'the Judge history: {{reason}}; nothing was imported',
  jdip: 'the jDip saved game: {{reason}}; nothing was imported',
  'mila-rules': 'the MILA saved game: {{place}} names rules Adjutant does not know: {{said}}',
  'judge-rules': 'the Judge history: {{place}} names rules Adjutant does not know: {{said}}',
  'jdip-rules': 'the jDip saved game: {{place}} names rules Adjutant does not know: {{said}}',
  'no-map': "the game is played on the '{{variant}}' map, which this Adjutant does not have",
  'no-mila-map': "MILA has no map for {{mapName}} ('{{id}}'), so the game cannot be written as a MILA saved game",
  'jdip-standard-only': "jDip's saved games are written for the standard map only; this game is played on '{{mapName}}'",
  'no-phase': 'the game has no phase {{seq}}',
  'no-results': 'phase {{seq}} ({{code}}) has no results yet',
});

const MAX_FILE_CHARS = 32 * 1024 * 1024;
/** The audit the log keeps: enough to read back what was accepted, not a second copy of a huge file. */
const LOGGED_DIFFERENCES = 500;

export const importAnyShape = object({
  text: str({ max: MAX_FILE_CHARS }),
  name: optional(gameName),
  actor: optional(str({ min: 1, max: 100 })),
  /** Rules to play a foreign game under: a preset and options, as for a new game. */
  rules: optional(object({ preset: optional(str({ max: 64 })), options: optional(record(str({ max: 64 }))) })),
  acceptDifferences: optional(bool),
  /** An Adjutant game file whose history chain does not verify: play it again (exchange.ts). */
  replay: optional(bool),
  /** `base64`: `text` is the file's bytes in base64 (a jDip saved game is gzip'd); default: the file's text. */
  encoding: optional(oneOf(['text', 'base64'] as const)),
});

export type ImportAnyInput = {
  text: string;
  name?: string;
  actor?: string;
  rules?: { preset?: string; options?: Record<string, string> };
  acceptDifferences?: boolean;
  replay?: boolean;
  encoding?: 'text' | 'base64';
};

/** Why a file is no format Adjutant reads: a key of the refusals below and its particulars. */
type Unread = { why: 'json-invalid' | 'format-unknown' | 'json-neither' | 'gzip-as-text' | 'empty' | 'no-format'; params: Record<string, string | number> };

type Sniffed =
  | { format: 'adjutant' }
  | { format: 'mila'; data: unknown }
  | { format: 'judge' }
  | { format: 'jdip'; bytes: Uint8Array }
  | ({ format: null; error: string } & Unread);

/** A jDip saved game unpacked by hand (the help of jDip says one may): its XML, from <jsx>. */
const JDIP_XML = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<jsx\b/;

/** A file no format reads, with the refusal's words: why, in English, and as data. */
function unread(why: Unread['why'], params: Unread['params']): Sniffed {
  return { format: null, error: refuse('bad-file', why, { ...params, said: 'interchange.formats-known' }).error.message, why, params };
}

/** The format of a file by its content, or an error naming the line or field that rules each format out. */
export function sniffFormat(text: string): Sniffed {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      return unread('json-invalid', { detail: (e as Error).message });
    }
    const o = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
    if (o && Object.hasOwn(o, 'format')) return o.format === GAME_FILE_FORMAT ? { format: 'adjutant' } : unread('format-unknown', { value: shown(o.format) });
    if (o && Object.hasOwn(o, 'phases')) return { format: 'mila', data };
    return unread('json-neither', {});
  }
  // A gzip'd file read as text has lost bytes on the way: its bytes are needed (the CLI and the app send them).
  if (text.charCodeAt(0) === 0x1f && (text.charCodeAt(1) === 0x8b || text.charCodeAt(1) === 0xfffd)) return unread('gzip-as-text', {});
  if (JDIP_XML.test(text)) return { format: 'jdip', bytes: new TextEncoder().encode(text) };
  const lines = text.split(/\r\n|\r|\n/);
  // A SUMMARY alone is a Judge file too: the reader says why it cannot be a game.
  if (lines.some((l) => JUDGE_HEADER.test(l) || SUMMARY_HEADER.test(l))) return { format: 'judge' };
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return unread('empty', {});
  return unread('no-format', { line: first + 1, text: lines[first].trim().slice(0, 60) });
}

/** A value from a file, for a message: JSON (an object's own `toString` is never called), cut at 60 characters. */
function shown(v: unknown): string {
  const text = typeof v === 'string' ? `'${v}'` : (JSON.stringify(v) ?? typeof v);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The variant a foreign file is played on: MILA names its map, a Judge text its variant (else standard); a jDip game is read on the standard map. */
function mapOfFile(s: Sniffed, text: string): { ok: true; value: GameMap } | Refused {
  if (s.format === 'judge') {
    const named = judgeVariantOf(text);
    if (!named) return { ok: true, value: mapOf('standard')! };
    if (!named.variant) return refused('map.judge-variant', { line: named.line, name: named.name, list: quotedList(Object.values(JUDGE_VARIANTS)) });
    return { ok: true, value: mapOf(named.variant)! };
  }
  if (s.format !== 'mila') return { ok: true, value: mapOf('standard')! };
  const o = s.data as Record<string, unknown>;
  const name = Object.hasOwn(o, 'map') && typeof o.map === 'string' ? o.map : 'standard';
  const variant = variantOfMilaMap(name);
  if (!variant) return refused('map.mila-map', { name, list: quotedList(Object.values(MILA_MAPS)) });
  return { ok: true, value: mapOf(variant)! };
}

/** `'standard', 'fleet_rome'`: names of another program's, quoted. */
const quotedList = (names: readonly string[]): string => names.map((m) => `'${m}'`).join(', ');

/**
 * A reader's refusal in its format's frame: its English as `{{reason}}` (the CLI's and the log's
 * message), its data beside it (`said.reasons.reason`) and the file's map, for the window to word.
 */
function refuseRead(what: (typeof WHAT)[keyof typeof WHAT], read: Refused, map?: GameMap): Failure {
  const refusal = refuse('bad-file', what, { reason: read.error }, undefined, map);
  if (refusal.error.said) refusal.error.said.reasons = { reason: read.said };
  return refusal;
}

/** A refusal naming a place in the file (`{{place}}`: its English), the place as data beside it (`said.reasons.place`) when it is. */
function refuseAt(refusal: Failure, place: Place): Failure {
  if (typeof place === 'object' && refusal.error.said) refusal.error.said.reasons = { ...refusal.error.said.reasons, place };
  return refusal;
}

function readForeign(s: Sniffed, text: string, map: GameMap): { ok: true; value: ForeignGame } | Refused {
  if (s.format === 'mila') return readMila(s.data, map);
  if (s.format === 'jdip') return readJdip(s.bytes, map);
  return readJudge(text, map);
}

const WHAT = { mila: 'mila', judge: 'judge', jdip: 'jdip' } as const;

/** The file's bytes, when they came as base64: a gzip'd file is jDip's; any other is read as UTF-8 text. */
function fromBytes(base64: string): { ok: true; text: string; jdip: Uint8Array | null } | { ok: false; refused: Failure } {
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) return { ok: false, refused: refuse('invalid-input', 'not-base64') };
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (isGzip(bytes)) return { ok: true, text: '', jdip: bytes };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, ''), jdip: null };
  } catch {
    return { ok: false, refused: refuse('bad-file', 'not-text', { said: 'interchange.formats-known' }) };
  }
}

async function importAdjutant(archive: Archive, input: ImportAnyInput): Promise<ServiceResult<ImportAudit>> {
  const done = await importGame(archive, adjutantInput(input));
  if (!done.ok) return done;
  return success({ format: 'adjutant', phases: done.value.phases.length, differences: [], notes: [], stored: done.value });
}

/** An import's first reading, which needs no archive: the input's shape, its bytes, the file's format. */
function firstReading(input: ImportAnyInput) {
  const checked = check(importAnyShape, input);
  if (!checked.ok) return { ok: false as const, refused: invalidInput(checked.error) };
  let v = checked.value;
  let bytes: Uint8Array | null = null;
  if (v.encoding === 'base64') {
    const decoded = fromBytes(v.text);
    if (!decoded.ok) return { ok: false as const, refused: decoded.refused };
    bytes = decoded.jdip;
    v = { ...v, text: decoded.text, encoding: 'text' };
  }
  // A Judge mail pasted from a web archive's page: its HTML is removed first, and the audit says so.
  const plain = bytes || /^\s*[{[]/.test(v.text) || JDIP_XML.test(v.text) ? null : withoutMarkup(v.text);
  const text = plain ?? v.text;
  const pageNote =
    plain === null
      ? []
      : ['the file is HTML (a page of a web archive): its markup (<pre>, <br>, &gt; ...) was removed before reading; line numbers are those of the page'];
  const sniffed: Sniffed = bytes ? { format: 'jdip', bytes } : sniffFormat(text);
  if (sniffed.format === null)
    return { ok: false as const, refused: refuse('bad-file', sniffed.why, { ...sniffed.params, said: 'interchange.formats-known' }) };
  return { ok: true as const, v, text, pageNote, sniffed };
}

/** The Adjutant game file's part of an import, as importAdjutant hands it to importGame. */
const adjutantInput = (v: ImportAnyInput) => ({
  text: v.text,
  name: v.name,
  actor: v.actor,
  acceptBrokenChain: v.acceptDifferences && !v.replay,
  replay: v.replay,
});

/**
 * How importAnyGame would refuse `input` before it reads the archive (the input, its bytes, a file of
 * no known format, an Adjutant game file's JSON and shape), or null when the answer needs the archive:
 * `adjutant game import` says so before opening one (electron/cli/game/interchange.ts).
 */
export function importAnyRefusalWithoutArchive(input: ImportAnyInput): Failure | null {
  const read = firstReading(input);
  if (!read.ok) return read.refused;
  return read.sniffed.format === 'adjutant' ? importRefusalWithoutArchive(adjutantInput(read.v)) : null;
}

/** Reads any game file Adjutant knows, audits a foreign one, and stores it when there is nothing to decide or the GM accepted. */
export function importAnyGame(archive: Archive, input: ImportAnyInput): Promise<ServiceResult<ImportAudit>> {
  const read = firstReading(input);
  if (!read.ok) return Promise.resolve(read.refused);
  const { v, text, pageNote, sniffed } = read;
  if (sniffed.format === 'adjutant') return importAdjutant(archive, v);
  return serve(() => {
    const what = WHAT[sniffed.format];
    const map = mapOfFile(sniffed, text);
    if (!map.ok) return refuseRead(what, map);
    const read = readForeign(sniffed, text, map.value);
    if (!read.ok) return refuseRead(what, read, map.value);
    const game = read.value;
    // The GM's choice first, then the rules the file names (an Adjutant export), then the format's own.
    const named = v.rules ? null : (game.rules ?? null);
    const rules = resolveOptions(v.rules ?? named ?? { preset: game.format === 'judge' ? 'judge' : 'datc' });
    if (!rules.ok)
      return named
        ? refuseAt(refuse('bad-rule-options', `${what}-rules`, { place: placeText(named.place), ...storedRulesSaid(rules.error) }), named.place)
        : rulesRefused(rules.error);
    const name = (v.name ?? game.name ?? 'Imported game').trim();
    if (!name) return blankName();
    const actor = v.actor ?? DEFAULT_ACTOR;
    const replayed = replayForeign({ game, map: map.value, options: rules.value, storedOptions: { ...rules.value }, name, actor, now: archive.now() });
    if (!replayed.ok) return refuseRead(what, replayed, map.value);
    const { differences, file } = replayed.value;
    const notes = [...pageNote, ...game.notes];
    const audit: ImportAudit = { format: game.format, phases: game.phases.length, differences, notes, stored: null };
    if (differences.length > 0 && v.acceptDifferences !== true) return success(audit);
    // The game file made here holds together like any other before it is stored; its adjudications are
    // the engine's own, made just now, so they are not played a second time (exchange.ts, checkReplayedFile).
    const proved = checkReplayedFile(file);
    if (!proved.ok) return proved;
    const stored = storeGameFile(archive, proved.value, name, actor, {
      from: game.format,
      differences: differences.length,
      notes,
      audit: differences.slice(0, LOGGED_DIFFERENCES) as unknown as Record<string, unknown>[],
    });
    if (!stored.ok) return stored;
    return success({ ...audit, stored: stored.value });
  });
}

export const EXPORT_FORMATS = ['judge', 'mila', 'jdip'] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const exportShape = object({ gameId: gameRefShape.shape.gameId, format: oneOf(EXPORT_FORMATS), seq: optional(int({ min: 0 })) });

/**
 * A game written for another program: the Judge's history (or one phase's results, `seq`), a MILA
 * saved game, or a jDip saved game (binary: `text` is then its bytes in base64, `encoding: 'base64'`).
 */
export async function exportForeign(
  archive: Archive,
  input: { gameId: number; format: ExportFormat; seq?: number },
): Promise<ServiceResult<{ format: ExportFormat; text: string; encoding?: 'base64' }>> {
  const checked = check(exportShape, input);
  if (!checked.ok) return invalidInput(checked.error);
  const file = await exportGame(archive, { gameId: checked.value.gameId });
  if (!file.ok) return file;
  const map = mapOf(file.value.game.variant);
  if (!map) return refuse('unknown-variant', 'no-map', { variant: file.value.game.variant });
  const { format, seq } = checked.value;
  if (format === 'mila') {
    if (!MILA_MAPS[map.id]) return refuse('unknown-variant', 'no-mila-map', { mapName: map.name, id: map.id });
    return success({ format, text: `${JSON.stringify(milaGame(file.value, map), null, 2)}\n` });
  }
  if (format === 'jdip') {
    if (map.id !== 'standard') return refuse('unknown-variant', 'jdip-standard-only', { mapName: map.name });
    return success({ format, text: Buffer.from(jdipGame(file.value, map)).toString('base64'), encoding: 'base64' as const });
  }
  if (seq === undefined) return success({ format, text: judgeHistoryText({ id: checked.value.gameId, file: file.value }, map) });
  const at = lineOfPlay(file.value).find((x) => x.phase.seq === seq);
  if (!at) return refuse('not-found', 'no-phase', { seq });
  if (!at.adjudication) return refuse('not-adjudicated', 'no-results', { seq, code: phaseCodeOf(at.phase.position.phase) });
  return success({ format, text: judgePhaseText(map, { id: checked.value.gameId, file: file.value }, at.phase, at.adjudication) });
}
