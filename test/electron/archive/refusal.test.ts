// Files that are not Adjutant archives are refused with a sentence naming the problem, and are
// left exactly as they were: not a byte changed, no companion files left behind.
import Database from 'better-sqlite3';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { createGame } from '../../../electron/service/games';
import { cleanUp, migratedFile, tempDir } from '../service/support';

afterEach(cleanUp);

async function expectRefused(file: string, code: string, words: RegExp): Promise<void> {
  const before = readFileSync(file);
  const listing = readdirSync(join(file, '..')).sort();
  const opened = await openArchive(file, { create: true });
  expect(opened.ok).toBe(false);
  if (opened.ok) return;
  expect(opened.error.code).toBe(code);
  expect(opened.error.message).toContain(file);
  expect(opened.error.message).toMatch(words);
  expect(opened.error.message).toContain('left unchanged');
  expect(readFileSync(file).equals(before)).toBe(true);
  expect(readdirSync(join(file, '..')).sort()).toEqual(listing);
}

/** A real archive with a game in it, folded back into one file (no -wal). */
async function realArchive(file: string): Promise<void> {
  await migratedFile(file);
  const opened = await openArchive(file);
  if (!opened.ok) expect.fail(opened.error.message);
  const created = await createGame(opened.value, { name: 'Victim' });
  expect(created.ok).toBe(true);
  closeArchive(opened.value);
}

describe('files that are not archives', () => {
  it('refuses a text file', async () => {
    const file = join(tempDir(), 'notes.txt');
    writeFileSync(file, 'Spring 1901\nEngland: F lon - nth\n'.repeat(50));
    await expectRefused(file, 'not-sqlite', /not a SQLite database/);
  });

  it('refuses a short file of random bytes', async () => {
    const file = join(tempDir(), 'noise.bin');
    writeFileSync(file, Buffer.from([0x53, 0x51, 0x4c, 0x00, 0xff, 0x13]));
    await expectRefused(file, 'not-sqlite', /not a SQLite database/);
  });

  it("refuses another program's SQLite database", async () => {
    const file = join(tempDir(), 'places.sqlite');
    const db = new Database(file);
    db.exec("CREATE TABLE bookmarks (id INTEGER PRIMARY KEY, url TEXT); INSERT INTO bookmarks (url) VALUES ('https://example.org')");
    db.close();
    await expectRefused(file, 'foreign-database', /SQLite database of another program/);
  });

  /** A one-table database of another program, made with one pragma set. */
  function otherDatabase(name: string, pragma: string): string {
    const file = join(tempDir(), name);
    const db = new Database(file);
    db.pragma(pragma);
    db.exec('CREATE TABLE t (x)');
    db.close();
    return file;
  }

  it("refuses another program's database in WAL mode, leaving no -wal or -shm behind", async () => {
    const file = otherDatabase('other-wal.sqlite', 'journal_mode = WAL');
    await expectRefused(file, 'foreign-database', /another program/);
  });

  it('refuses a database marked with another application id', async () => {
    const file = otherDatabase('tagged.sqlite', 'application_id = 1234');
    await expectRefused(file, 'foreign-database', /application id is 1234/);
  });
});

describe('damaged archives', () => {
  it('refuses an archive whose schema page is scrambled', async () => {
    const file = join(tempDir(), 'scrambled.sqlite');
    await realArchive(file);
    const bytes = readFileSync(file);
    for (let i = 100; i < 1024; i++) bytes[i] = (i * 151 + 7) & 0xff;
    writeFileSync(file, bytes);
    await expectRefused(file, 'corrupt', /damaged/);
  });

  it('refuses an archive cut short', async () => {
    const file = join(tempDir(), 'cut.sqlite');
    await realArchive(file);
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectRefused(file, 'corrupt', /cut short/);
  });

  it('refuses a file whose header magic is gone', async () => {
    const file = join(tempDir(), 'nomagic.sqlite');
    await realArchive(file);
    const bytes = readFileSync(file);
    bytes.fill(0, 0, 16);
    writeFileSync(file, bytes);
    await expectRefused(file, 'not-sqlite', /not a SQLite database/);
  });
});

describe('missing and empty files', () => {
  it('does not create a missing file unless asked', async () => {
    const dir = tempDir();
    const opened = await openArchive(join(dir, 'none.sqlite'));
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error.code).toBe('not-found');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('makes an archive of an empty file', async () => {
    const file = join(tempDir(), 'empty.sqlite');
    writeFileSync(file, '');
    const opened = await openArchive(file);
    expect(opened.ok).toBe(true);
    if (opened.ok) closeArchive(opened.value);
  });
});
