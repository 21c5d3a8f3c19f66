// Reading and writing the archive's stored formats (v1.ts): every position, order list and result
// is written as `{"v":1,"data":...}` and checked against its shape when read back. A row that is
// not JSON, carries an unknown version or breaks its shape is a damaged archive: StoredDataError
// says which table, row and field. Rows written before schema version 3 had no envelope; the
// migration 0004-stored-formats wraps them, so every row read here has one.
import type { z } from 'zod';
import type { GivenOrder, Position } from '../../../engine/index';
import type { StoredResult } from '../types';
import { ordersV1, positionV1, resultV1 } from './v1';

/** The format version this build writes. */
const STORED_VERSION = 1;

/** Where a stored value came from, for the message: `phases.position of row 12`. */
export interface StoredPlace {
  table: string;
  column: string;
  row: number | string;
}

export class StoredDataError extends Error {
  constructor(
    readonly place: StoredPlace,
    problem: string,
  ) {
    super(`the archive's ${place.table}.${place.column} of row ${place.row} is damaged: ${problem}`);
    this.name = 'StoredDataError';
  }
}

/**
 * Texts known to hold their shape, per shape: written here (checked on the way out) or read and
 * checked once, and found to be exactly what this build would write for the value. Reading such a
 * text again needs JSON.parse only: the same text gives the same value, so checking it again can
 * only agree. A row changed in any way is another text and is checked in full. (The service reads
 * the same positions and results many times between writes: the round console, the history chain,
 * a game view after each commit; the shape checks were a fifth of the event bench's server time.)
 */
const TRUSTED = new WeakMap<z.ZodType, Set<string>>();
/** Bounds the memory: past this many texts per shape, the set starts again (about 3 KB a position). */
const TRUSTED_MAX = 4096;

function trust(shape: z.ZodType, text: string): void {
  let set = TRUSTED.get(shape);
  if (!set) TRUSTED.set(shape, (set = new Set()));
  if (set.size >= TRUSTED_MAX) set.clear();
  set.add(text);
}

/** Written only in its shape: a field the shape does not know is a bug here, not a silent new format. */
function encode<T>(data: T, shape: z.ZodType<T>): string {
  const text = JSON.stringify({ v: STORED_VERSION, data: shape.parse(data) });
  trust(shape, text);
  return text;
}

function decode<T>(text: string, shape: z.ZodType<T>, place: StoredPlace): T {
  if (TRUSTED.get(shape)?.has(text)) return (JSON.parse(text) as { data: T }).data;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new StoredDataError(place, 'not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || !('v' in parsed) || !('data' in parsed)) throw new StoredDataError(place, 'no format version');
  if (parsed.v !== STORED_VERSION) {
    const newer = typeof parsed.v === 'number' && parsed.v > STORED_VERSION;
    throw new StoredDataError(
      place,
      newer ? `format version ${parsed.v} is newer than this Adjutant reads (${STORED_VERSION})` : `unknown format version ${JSON.stringify(parsed.v)}`,
    );
  }
  const checked = shape.safeParse(parsed.data);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new StoredDataError(place, `${issue.path.length ? issue.path.join('.') : 'the value'}: ${issue.message}`);
  }
  // Trusted only when the text is what this build writes (a row of an older writer may order its
  // keys otherwise: it keeps being read through the shape, which answers them in the shape's order).
  if (JSON.stringify({ v: STORED_VERSION, data: checked.data }) === text) trust(shape, text);
  return checked.data;
}

/**
 * A value already written in its stored format, checked against its shape when it was made (by
 * `preStored` only): a repository stores its text as is. The service builds a commit's texts at the
 * preview it reuses, so the commit writes what was checked without checking it again.
 */
export class StoredText {
  private constructor(
    readonly kind: 'position' | 'orders' | 'result',
    readonly text: string,
  ) {}
  /** @internal */
  static of(kind: StoredText['kind'], text: string): StoredText {
    return new StoredText(kind, text);
  }
}

export const storePosition = (p: Position | StoredText): string => (p instanceof StoredText ? p.text : encode(p, positionV1));
export const readPosition = (text: string, place: StoredPlace): Position => decode(text, positionV1, place);

export const storeOrders = (orders: GivenOrder[] | StoredText): string => (orders instanceof StoredText ? orders.text : encode(orders, ordersV1));
export const readOrders = (text: string, place: StoredPlace): GivenOrder[] => decode(text, ordersV1, place);

export const storeResult = (r: StoredResult | StoredText): string =>
  r instanceof StoredText ? r.text : encode(r, resultV1 as unknown as z.ZodType<StoredResult>);
/** Reason codes are stored as strings (v1.ts); the reports word a code they do not know plainly. */
export const readResult = (text: string, place: StoredPlace): StoredResult => decode(text, resultV1, place) as StoredResult;

/** Writes values in their stored formats now (each checked by its shape), to be stored later as they are. */
export const preStored = {
  position: (p: Position): StoredText => StoredText.of('position', storePosition(p)),
  orders: (orders: GivenOrder[]): StoredText => StoredText.of('orders', storeOrders(orders)),
  result: (r: StoredResult): StoredText => StoredText.of('result', storeResult(r)),
};
