// The stored formats' reader trusts a text it has checked (or written) before: reading it again is a
// JSON.parse, not a shape check. Every value read so must be exactly what the full check gives, keys
// in the same order, and a text changed in any way must be checked again (electron/archive/stored/codec.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type Database from 'better-sqlite3';
import { readOrders, readPosition, readResult, StoredDataError, storePosition } from '../../../electron/archive/stored/codec';
import { ordersV1, positionV1, resultV1 } from '../../../electron/archive/stored/v1';
import { eventfulGame } from '../service/eventfulGame';
import { cleanUp, tempArchive } from '../service/support';

afterEach(cleanUp);

const place = { table: 'phases', column: 'position', row: 1 };

/** Every stored text of the archive with its reader and the shape that checks it in full. */
function storedTexts(db: Database.Database) {
  const texts = (sql: string) => db.prepare(sql).pluck().all() as string[];
  return [
    ...texts('SELECT position FROM phases').map((t) => ({ t, read: readPosition, shape: positionV1 })),
    ...texts('SELECT orders FROM submissions').map((t) => ({ t, read: readOrders, shape: ordersV1 })),
    ...texts('SELECT orders FROM adjudications').map((t) => ({ t, read: readOrders, shape: ordersV1 })),
    ...texts('SELECT results FROM adjudications').map((t) => ({ t, read: readResult, shape: resultV1 })),
    ...texts('SELECT next_position FROM adjudications WHERE next_position IS NOT NULL').map((t) => ({ t, read: readPosition, shape: positionV1 })),
  ];
}

describe('trusted stored texts', () => {
  it('a text read again gives exactly what the full check gives (same values, same key order)', async () => {
    const a = await tempArchive();
    await eventfulGame(a);
    const all = storedTexts(a.db);
    expect(all.length).toBeGreaterThan(10);
    for (const { t, read, shape } of all) {
      const full = JSON.stringify(shape.parse(JSON.parse(t).data));
      for (let i = 0; i < 3; i++) expect(JSON.stringify(read(t, place))).toBe(full);
      // Each read is a value of its own: changing one never changes the next.
      const v = read(t, place) as unknown as Record<string, unknown>;
      v.changed = true;
      expect(JSON.stringify(read(t, place))).toBe(full);
    }
  });

  it('every text this build wrote is read again without a shape check', async () => {
    const a = await tempArchive();
    await eventfulGame(a);
    const checks = [positionV1, ordersV1, resultV1].map((shape) => vi.spyOn(shape, 'safeParse'));
    try {
      for (const { t, read } of storedTexts(a.db)) read(t, place);
      expect(checks.map((c) => c.mock.calls.length)).toEqual([0, 0, 0]);
    } finally {
      for (const c of checks) c.mockRestore();
    }
  });

  it('a trusted text changed by one character is checked again and refused', () => {
    const m = { variant: 'standard', phase: { season: 'spring', year: 1901, type: 'movement' }, units: [], dislodged: [], standoffs: [], supplyCenters: {} };
    const text = storePosition(m as never);
    expect(readPosition(text, place)).toEqual(m);
    const bad = text.replace('"year":1901', '"year":0');
    expect(bad).not.toBe(text);
    expect(() => readPosition(bad, place)).toThrow(StoredDataError);
    expect(() => readPosition(text.replace('"v":1', '"v":2'), place)).toThrow(/newer/);
    // Valid for positions does not make it valid for orders.
    expect(() => readOrders(text, place)).toThrow(StoredDataError);
  });

  it('a row written with its keys in another order reads as the shape orders them, every time', () => {
    const m = { variant: 'standard', phase: { season: 'spring', year: 1901, type: 'movement' }, units: [], dislodged: [], standoffs: [], supplyCenters: {} };
    const shuffled = JSON.stringify({ v: 1, data: { supplyCenters: {}, standoffs: [], dislodged: [], units: [], phase: m.phase, variant: 'standard' } });
    const want = JSON.stringify(positionV1.parse(m));
    for (let i = 0; i < 3; i++) expect(JSON.stringify(readPosition(shuffled, place))).toBe(want);
  });
});
