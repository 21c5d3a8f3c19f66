// Issue 26 item 5: an archive holding schema objects Adjutant did not create (a trigger planted to
// rewrite stored orders, a view, a table, an index) is refused on open, for writing and for
// reading alike, naming each object, and the file is left exactly as it was.
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { MIGRATIONS } from '../../../electron/archive/migrations/index';
import { createGame } from '../../../electron/service/games';
import { cleanUp, migratedFile, tempDir } from '../service/support';

afterEach(cleanUp);

async function archiveWith(sql: string, migrations = MIGRATIONS): Promise<string> {
  const file = join(tempDir(), 'planted.sqlite');
  // The latest schema from the migrated copy; an older one migrated here.
  if (migrations === MIGRATIONS) await migratedFile(file);
  const opened = await openArchive(file, { create: true, migrations });
  if (!opened.ok) expect.fail(opened.error.message);
  // The service writes the latest schema only; an older archive is left with its tables empty.
  if (migrations === MIGRATIONS) expect((await createGame(opened.value, { name: 'Victim' })).ok).toBe(true);
  closeArchive(opened.value);
  const db = new Database(file);
  db.exec(sql);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return file;
}

async function expectRefused(file: string, readOnly: boolean, names: string[]): Promise<void> {
  const before = readFileSync(file);
  const listing = readdirSync(join(file, '..')).sort();
  const opened = await openArchive(file, { readOnly });
  expect(opened.ok).toBe(false);
  if (opened.ok) return closeArchive(opened.value);
  expect(opened.error.code).toBe('unknown-objects');
  expect(opened.error.message).toContain(file);
  for (const n of names) expect(opened.error.message).toContain(n);
  expect(opened.error.message).toContain('left unchanged');
  expect(readFileSync(file).equals(before)).toBe(true);
  expect(readdirSync(join(file, '..')).sort()).toEqual(listing);
}

const PLANTS: [string, string, string[]][] = [
  [
    'a trigger that rewrites stored orders',
    "CREATE TRIGGER rewrite AFTER INSERT ON submissions BEGIN UPDATE submissions SET orders = '[]' WHERE id = NEW.id; END;",
    ["trigger 'rewrite'"],
  ],
  ['a view', 'CREATE VIEW everything AS SELECT * FROM games;', ["view 'everything'"]],
  ['a table', 'CREATE TABLE loot (x TEXT);', ["table 'loot'"]],
  ['an index', 'CREATE INDEX games_by_name2 ON games (name);', ["index 'games_by_name2'"]],
  ['an index of our own name dropped and made again differently', 'DROP INDEX games_name; CREATE INDEX games_name ON games (variant);', ["index 'games_name'"]],
  ['several at once', 'CREATE TABLE a1 (x); CREATE VIEW v1 AS SELECT 1;', ["table 'a1'", "view 'v1'"]],
];

describe('an archive holding schema objects Adjutant did not create', () => {
  for (const [what, sql, names] of PLANTS) {
    it(`is refused for writing: ${what}`, async () => expectRefused(await archiveWith(sql), false, names));
    it(`is refused for reading: ${what}`, async () => expectRefused(await archiveWith(sql), true, names));
  }

  it('is refused at an older schema too, before any migration or backup', async () => {
    const file = await archiveWith('CREATE TRIGGER t1 AFTER UPDATE ON games BEGIN SELECT 1; END;', MIGRATIONS.slice(0, 2));
    await expectRefused(file, false, ["trigger 't1'"]);
  });

  it('a clean archive of every schema version still opens', async () => {
    for (let n = 1; n <= MIGRATIONS.length; n++) {
      const file = await archiveWith('SELECT 1;', MIGRATIONS.slice(0, n));
      const opened = await openArchive(file);
      if (!opened.ok) expect.fail(opened.error.message);
      closeArchive(opened.value);
    }
  });
});
