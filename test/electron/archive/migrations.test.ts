// The archive's schema: a fresh file gets every migration, the pragmas and the marks of an Adjutant
// archive; an old file is migrated after a backup copy; a failing migration leaves the file at its
// last good version; a file from a newer Adjutant is refused untouched.
import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_ID, closeArchive, openArchive } from '../../../electron/archive/db';
import { MIGRATIONS, SCHEMA_VERSION, tablesAt } from '../../../electron/archive/migrations/index';
import type { Migration } from '../../../electron/archive/migrations/types';
import { cleanUp, steppingClock, tempDir } from '../service/support';

afterEach(cleanUp);

async function openOk(file: string, migrations = MIGRATIONS) {
  const opened = await openArchive(file, { create: true, migrations, clock: steppingClock() });
  if (!opened.ok) expect.fail(opened.error.message);
  return opened.value;
}

describe('a fresh archive', () => {
  it('gets every migration, in order, and the schema version in user_version', async () => {
    const a = await openOk(join(tempDir(), 'fresh.sqlite'));
    expect(a.version).toBe(SCHEMA_VERSION);
    expect(a.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(a.db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect(a.backup).toBeNull();
    closeArchive(a);
  });

  it('has every table STRICT, and the marker table', async () => {
    const a = await openOk(join(tempDir(), 'fresh.sqlite'));
    const tables = a.db.prepare("SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
      strict: number;
    }[];
    expect(tables.map((t) => t.name).sort()).toEqual([...tablesAt(SCHEMA_VERSION)].sort());
    expect(tables.every((t) => t.strict === 1)).toBe(true);
    expect(a.db.prepare("SELECT value FROM adjutant_meta WHERE key = 'format'").pluck().get()).toBe('adjutant-archive');
    closeArchive(a);
  });

  it('runs in WAL mode with synchronous=FULL, foreign keys on and a busy timeout', async () => {
    const a = await openOk(join(tempDir(), 'fresh.sqlite'));
    expect(a.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(a.db.pragma('synchronous', { simple: true })).toBe(2);
    expect(a.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(a.db.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(1000);
    closeArchive(a);
  });

  it('enforces its invariants itself: one open phase per game, valid JSON, known statuses', async () => {
    const a = await openOk(join(tempDir(), 'fresh.sqlite'));
    const { db } = a;
    db.prepare("INSERT INTO games (id, name, variant, rule_options, created_at) VALUES (1, 'g', 'standard', '{}', 't')").run();
    const phase = db.prepare(
      "INSERT INTO phases (game_id, seq, season, year, type, position, status, created_at) VALUES (1, ?, 'spring', 1901, 'movement', ?, ?, 't')",
    );
    phase.run(0, '{}', 'open');
    expect(() => phase.run(1, '{}', 'open')).toThrow(/UNIQUE/);
    expect(() => phase.run(0, '{}', 'adjudicated')).toThrow(/UNIQUE/);
    expect(() => phase.run(1, '{not json', 'adjudicated')).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE games SET status = 'won' WHERE id = 1").run()).toThrow(/CHECK/);
    expect(() => db.prepare("INSERT INTO powers (game_id, power) VALUES (99, 'England')").run()).toThrow(/FOREIGN KEY/);
    closeArchive(a);
  });

  it('opens again without migrating or copying anything', async () => {
    const file = join(tempDir(), 'fresh.sqlite');
    closeArchive(await openOk(file));
    const again = await openOk(file);
    expect(again.backup).toBeNull();
    expect(readdirSync(join(file, '..')).filter((f) => f.includes('.bak-'))).toEqual([]);
    closeArchive(again);
  });
});

describe('an archive of an older schema version', () => {
  async function versionOne(file: string) {
    const a = await openOk(file, MIGRATIONS.slice(0, 1));
    a.db.prepare("INSERT INTO games (id, name, variant, rule_options, created_at) VALUES (1, 'Old game', 'standard', '{}', '2020-01-01T00:00:00.000Z')").run();
    a.db.prepare("INSERT INTO events (game_id, at, actor, action, details) VALUES (1, '2021-06-01T00:00:00.000Z', 'GM', 'x', '{}')").run();
    closeArchive(a);
  }

  it('is copied aside with the backup API, then migrated, its data kept', async () => {
    const file = join(tempDir(), 'old.sqlite');
    await versionOne(file);
    const a = await openOk(file);
    expect(a.version).toBe(SCHEMA_VERSION);
    expect(a.backup).toMatch(/old\.sqlite\.bak-v1-\d{8}T\d{6}Z$/);
    expect(existsSync(a.backup!)).toBe(true);
    // 0002 backfills updated_at from the game's last event.
    expect(a.db.prepare('SELECT name, updated_at FROM games').get()).toEqual({ name: 'Old game', updated_at: '2021-06-01T00:00:00.000Z' });
    closeArchive(a);
    const copy = new Database(a.backup!, { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(1);
    expect(copy.prepare('SELECT name FROM games').pluck().all()).toEqual(['Old game']);
    copy.close();
  });

  it('stays at its last good version when a migration fails, with the backup kept', async () => {
    const file = join(tempDir(), 'old.sqlite');
    await versionOne(file);
    const broken: Migration = {
      version: SCHEMA_VERSION + 1,
      name: '9999-broken',
      creates: ['never'],
      up(db) {
        db.exec('CREATE TABLE never (x INTEGER) STRICT');
        db.exec('INSERT INTO no_such_table VALUES (1)');
      },
    };
    const opened = await openArchive(file, { migrations: [...MIGRATIONS, broken], clock: steppingClock() });
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error.code).toBe('migration-failed');
    expect(opened.error.message).toContain('9999-broken');
    expect(opened.error.message).toContain(`still at schema version ${SCHEMA_VERSION}`);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'never'").pluck().get()).toBe(0);
    expect(db.prepare('SELECT name FROM games').pluck().all()).toEqual(['Old game']);
    db.close();
  });
});

describe('an archive from a newer Adjutant', () => {
  it('is refused with a clear message and left byte for byte as it was', async () => {
    const file = join(tempDir(), 'newer.sqlite');
    closeArchive(await openOk(file));
    const db = new Database(file);
    db.pragma(`user_version = ${SCHEMA_VERSION + 5}`);
    db.pragma('journal_mode = DELETE');
    db.close();
    const before = readFileSync(file);
    const opened = await openArchive(file);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error.code).toBe('newer-schema');
    expect(opened.error.message).toContain(`version ${SCHEMA_VERSION + 5}`);
    expect(opened.error.message).toContain('upgrade Adjutant');
    expect(readFileSync(file).equals(before)).toBe(true);
    // The fingerprint is the earlier clean close's (trust.ts); the refusal added nothing.
    expect(readdirSync(join(file, '..')).sort()).toEqual(['newer.sqlite', 'newer.sqlite.checked']);
  });
});
