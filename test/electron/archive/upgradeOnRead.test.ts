// Issue 26 item 9: an archive written by an older Adjutant is brought up to date (after its copy
// aside) by whichever command opens it first, a read such as `game list` or `game show` as well as
// a write, from an archive made by each earlier schema version. One that cannot be written (a
// read-only file) is refused, untouched, with a message saying what to do.
import Database from 'better-sqlite3';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { MIGRATIONS, SCHEMA_VERSION } from '../../../electron/archive/migrations/index';
import { runGame } from '../../../electron/cli/game';
import { standardMap } from '../../../engine/map/standard';
import { cleanUp, tempDir } from '../service/support';

afterEach(cleanUp);

/** An archive as schema `version` left it: one game with its first phase, written the way that version wrote it. */
async function olderArchive(version: number): Promise<string> {
  const file = join(tempDir(), `v${version}.sqlite`);
  const opened = await openArchive(file, { create: true, migrations: MIGRATIONS.filter((m) => m.version <= version) });
  if (!opened.ok) expect.fail(opened.error.message);
  const db = opened.value.db;
  const start = standardMap().start;
  const position = { variant: 'standard', phase: start.phase, units: start.units, dislodged: [], standoffs: [], supplyCenters: start.supplyCenters };
  // Schema 4 wrapped stored positions in a versioned envelope; before it they were bare.
  const stored = JSON.stringify(version >= 4 ? { v: 1, data: position } : position);
  db.prepare("INSERT INTO games (id, name, variant, rule_options, created_at) VALUES (1, 'Old game', 'standard', '{}', '2020-01-01T00:00:00.000Z')").run();
  db.prepare('INSERT INTO powers (game_id, power) SELECT 1, value FROM json_each(?)').run(JSON.stringify(standardMap().powers.map((p) => p.name)));
  db.prepare(
    "INSERT INTO phases (game_id, seq, season, year, type, status, created_at, position) VALUES (1, 0, 'spring', 1901, 'movement', 'open', '2020-01-01T00:00:00.000Z', ?)",
  ).run(stored);
  db.prepare("INSERT INTO events (game_id, at, actor, action, details) VALUES (1, '2021-06-01T00:00:00.000Z', 'GM', 'game-created', '{}')").run();
  closeArchive(opened.value);
  return file;
}

async function run(command: typeof runGame, args: string[]) {
  let out = '';
  let err = '';
  const code = await command(args, { out: (t) => void (out += t), err: (t) => void (err += t), stdin: async () => '' });
  return { code, out, err };
}

const userVersion = (file: string): number => {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('user_version', { simple: true }) as number;
  } finally {
    db.close();
  }
};

describe('an archive of an older schema, opened first by a command that only reads', () => {
  const older = MIGRATIONS.map((m) => m.version).filter((v) => v < SCHEMA_VERSION);

  it('has earlier schemas to test', () => expect(older.length).toBeGreaterThanOrEqual(3));

  for (const version of older) {
    it(`game list brings schema ${version} up to date after copying it aside`, async () => {
      const file = await olderArchive(version);
      const listed = await run(runGame, ['list', '--db', file]);
      expect(listed.err).toMatch(
        new RegExp(`brought up to schema version ${SCHEMA_VERSION}; the old file is kept at .*v${version}\\.sqlite\\.bak-v${version}-`),
      );
      expect(listed.code).toBe(0);
      expect(listed.out).toContain('Old game');
      expect(userVersion(file)).toBe(SCHEMA_VERSION);
      const backup = /kept at (\S+)\n/.exec(listed.err)![1];
      expect(existsSync(backup)).toBe(true);
      expect(userVersion(backup)).toBe(version);
      // Once is enough: the next read neither migrates nor copies.
      const again = await run(runGame, ['show', 'Old game', '--db', file]);
      expect(again).toEqual(expect.objectContaining({ code: 0, err: '' }));
      expect(again.out).toContain('Spring 1901');
    });

    it(`game show and game check read schema ${version} the same way`, async () => {
      const file = await olderArchive(version);
      const shown = await run(runGame, ['show', 'Old game', '--db', file]);
      expect(shown.code).toBe(0);
      expect(shown.err).toContain(`brought up to schema version ${SCHEMA_VERSION}`);
      const file2 = await olderArchive(version);
      const checked = await run(runGame, ['check', '--db', file2]);
      expect(checked.code).toBe(0);
      expect(checked.out).toContain(`ok (schema version ${SCHEMA_VERSION})`);
      expect(userVersion(file2)).toBe(SCHEMA_VERSION);
    });
  }

  it('a read-only older archive is refused untouched, naming what to do', async () => {
    const file = await olderArchive(1);
    chmodSync(file, 0o444);
    const before = readFileSync(file);
    const listed = await run(runGame, ['list', '--db', file]);
    expect(listed.code).toBe(2);
    expect(listed.err).toContain('schema is version 1');
    expect(listed.err).toMatch(/make the file writable|copy it/);
    expect(listed.err).not.toContain('open it once for writing');
    expect(readFileSync(file).equals(before)).toBe(true);
    chmodSync(file, 0o644);
  });
});
