// Issue 28 lines 7 and 8 (session 16, wt-open): what opening the archive costs. Every CLI command
// opens the archive once, and hostile*.test.ts runs 10,000 of them in-process; a third of their CPU
// was openArchive. An opening to read went through the file twice (the probe's read-only
// connection, then a second one to read through, each reading the schema again), and the probe
// read the schema list twice (once for the tables, once for planted objects). These tests count
// SQLite connections and reads of sqlite_master per opening, so that the repeated work cannot
// come back unnoticed, and check that what the probe protects is still refused.
import Database from 'better-sqlite3';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { MIGRATIONS } from '../../../electron/archive/migrations/index';
import { rememberChecked } from '../../../electron/archive/trust';
import { createGame } from '../../../electron/service/games';
import { cleanUp, migratedFile, tempDir } from '../service/support';

/**
 * What went through better-sqlite3 since the last reset, seen by spies on its statements and pragmas
 * (every connection runs one), restored after each test: this file shares a worker with others
 * (test/vitest.config.ts, SHARED_TESTS) and mocks no module.
 */
let spies: MockInstance<(source: string) => unknown>[] = [];
const calls = (): { db: Database.Database; source: string }[] =>
  spies.flatMap((spy) => spy.mock.calls.map(([source], i) => ({ db: spy.mock.contexts[i] as Database.Database, source })));
const connections = (): { file: string; readonly: boolean }[] => [...new Set(calls().map((c) => c.db))].map((db) => ({ file: db.name, readonly: db.readonly }));
const schemaReads = (): number => calls().filter((c) => /sqlite_master/i.test(c.source)).length;
const resetSeen = (): void => spies.forEach((spy) => spy.mockClear());

afterEach(() => {
  vi.restoreAllMocks();
  cleanUp();
});

let file = '';
beforeEach(async () => {
  file = join(tempDir(), 'once.sqlite');
  await migratedFile(file);
  const made = await openArchive(file);
  if (!made.ok) expect.fail(made.error.message);
  expect((await createGame(made.value, { name: 'Once' })).ok).toBe(true);
  closeArchive(made.value);
  const proto = Database.prototype as unknown as Record<'prepare' | 'pragma', (source: string) => unknown>;
  spies = [vi.spyOn(proto, 'prepare'), vi.spyOn(proto, 'pragma')];
});

describe('opening an archive does its work once', () => {
  it('to read: one read-only connection, the probe’s, which the command then reads through', async () => {
    const opened = await openArchive(file, { readOnly: true });
    if (!opened.ok) return expect.fail(opened.error.message);
    expect(connections()).toEqual([{ file, readonly: true }]);
    expect(schemaReads()).toBe(1);
    expect(opened.value.readOnly).toBe(true);
    expect(opened.value.db.readonly).toBe(true);
    // The kept connection is usable, waits for locks as a reader should, and cannot write.
    expect(opened.value.db.prepare('SELECT name FROM games').pluck().all()).toEqual(['Once']);
    expect(opened.value.db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(() => opened.value.db.exec("DELETE FROM games WHERE name = 'Once'")).toThrow(/readonly/);
    closeArchive(opened.value);
    expect(opened.value.db.open).toBe(false);
  });

  it('to write a file as Adjutant left it: one connection, the probe’s, configured after the checks', async () => {
    const opened = await openArchive(file);
    if (!opened.ok) return expect.fail(opened.error.message);
    expect(opened.value.checked).toBe('unchanged');
    expect(connections()).toEqual([{ file, readonly: false }]);
    expect(schemaReads()).toBe(1);
    expect(opened.value.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(opened.value.db.pragma('synchronous', { simple: true })).toBe(2);
    expect(opened.value.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(opened.value.db.pragma('busy_timeout', { simple: true })).toBe(5000);
    closeArchive(opened.value);
  });

  it('to write a file changed since: the read-only probe with quick_check, then the writer', async () => {
    rmSync(`${file}.checked`);
    const opened = await openArchive(file);
    if (!opened.ok) return expect.fail(opened.error.message);
    expect(opened.value.checked).toBe('quick-check');
    expect(connections()).toEqual([
      { file, readonly: true },
      { file, readonly: false },
    ]);
    expect(
      calls()
        .filter((c) => /quick_check/.test(c.source))
        .map((c) => c.db.readonly),
    ).toEqual([true]);
    expect(schemaReads()).toBe(1);
    closeArchive(opened.value);
  });

  it('a file whose fingerprint was forged is still refused through the writing probe, and left as it was', async () => {
    const db = new Database(file);
    db.exec('CREATE TRIGGER rewrite AFTER INSERT ON games BEGIN SELECT 1; END; PRAGMA wal_checkpoint(TRUNCATE);');
    db.close();
    rememberChecked(file);
    const before = readFileSync(file);
    const listing = readdirSync(dirname(file)).sort();
    resetSeen();
    const opened = await openArchive(file);
    expect(opened.ok ? 'opened' : opened.error.code).toBe('unknown-objects');
    expect(connections()).toEqual([{ file, readonly: false }]);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(dirname(file)).sort()).toEqual(listing);
  });

  it('a rollback journal beside the file: the probe reads through a read-only connection', async () => {
    writeFileSync(`${file}-journal`, '');
    const opened = await openArchive(file);
    if (!opened.ok) return expect.fail(opened.error.message);
    expect(connections().map((c) => c.readonly)).toEqual([true, false]);
    closeArchive(opened.value);
  });

  it('the probe still refuses a planted object and a newer schema, to read and to write, leaving the file as it was', async () => {
    const db = new Database(file);
    db.exec('CREATE TRIGGER rewrite AFTER INSERT ON games BEGIN SELECT 1; END; PRAGMA wal_checkpoint(TRUNCATE);');
    db.close();
    const before = readFileSync(file);
    for (const readOnly of [true, false]) {
      const opened = await openArchive(file, { readOnly });
      expect(opened.ok ? 'opened' : opened.error.code).toBe('unknown-objects');
      expect(readFileSync(file).equals(before)).toBe(true);
    }
    const newer = new Database(file);
    newer.exec('DROP TRIGGER rewrite');
    newer.pragma(`user_version = ${MIGRATIONS[MIGRATIONS.length - 1].version + 1}`);
    newer.close();
    for (const readOnly of [true, false]) {
      const opened = await openArchive(file, { readOnly });
      expect(opened.ok ? 'opened' : opened.error.code).toBe('newer-schema');
    }
  });

  it('an older archive asked for to read is still brought up to date, then read through one connection', async () => {
    const older = join(tempDir(), 'older.sqlite');
    const made = await openArchive(older, { create: true, migrations: MIGRATIONS.slice(0, -1) });
    if (!made.ok) return expect.fail(made.error.message);
    closeArchive(made.value);
    resetSeen();
    const opened = await openArchive(older, { readOnly: true });
    if (!opened.ok) return expect.fail(opened.error.message);
    expect(opened.value.version).toBe(MIGRATIONS[MIGRATIONS.length - 1].version);
    expect(opened.value.backup).not.toBeNull();
    // To the file (an in-memory replay of the older schema's objects aside): the probe to read
    // (closed: older), the writer that probes it (as Adjutant left it) and migrates it, then the
    // probe that is read through.
    expect(
      connections()
        .filter((c) => c.file === older)
        .map((c) => c.readonly),
    ).toEqual([true, false, true]);
    closeArchive(opened.value);
  });
});
