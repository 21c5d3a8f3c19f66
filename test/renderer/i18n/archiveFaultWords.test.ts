// Issue 32, line 1: what SQLite answers, worded in the GM's language. Each fault is produced on
// purpose on a real archive (a file opened for reading only, a file another connection holds
// locked, a rule of the schema broken, a file that is not a database, a folder opened as a file,
// an archive that may not grow), refused by kind (electron/service/result.ts `thrown`), and worded
// in French, German and Italian with SQLite's own sentence only as a quoted detail marked as
// SQLite's, no English word of the app's left around it. The English message, the CLI's, keeps
// SQLite's sentence as before.
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive, type Archive } from '../../../electron/archive/db';
import '../../../electron/service/index';
import { createGame } from '../../../electron/service/games';
import { serve, type ServiceError } from '../../../electron/service/result';
import { errorText, i18n } from '../../../renderer/i18n/index';
import { cleanUp, tempArchive, tempDir, value } from '../../electron/service/support';

afterEach(async () => {
  cleanUp();
  await i18n.changeLanguage('en');
});

/** SQLite's sentence as each language marks it: quoted, after the words saying it is SQLite's answer. */
const MARKED: Record<string, (detail: string) => string> = {
  fr: (d) => `(réponse de SQLite : « ${d} »)`,
  de: (d) => `(Antwort von SQLite: „${d}“)`,
  it: (d) => `(risposta di SQLite: «${d}»)`,
};

/** The English message's own words (4 letters or more), less what the languages write the same. */
const englishWords = (message: string, detail: string) =>
  new Set(
    (
      message
        .replace(detail, ' ')
        .toLowerCase()
        .match(/[a-z]{4,}/g) ?? []
    ).filter((w) => !['archive', 'sqlite', 'file'].includes(w)),
  );

function expectWorded(error: ServiceError, key: string) {
  expect(error.said?.key).toBe(`service.${key}`);
  const detail = String(error.said?.params?.detail);
  expect(detail.length).toBeGreaterThan(0);
  // The CLI's English keeps SQLite's sentence.
  expect(error.message).toContain(detail);
  const english = englishWords(error.message, detail);
  return async () => {
    for (const lang of ['fr', 'de', 'it']) {
      await i18n.changeLanguage(lang);
      const text = errorText(error);
      expect(text, lang).toContain(MARKED[lang](detail));
      const own = text.replace(MARKED[lang](detail), ' ').toLowerCase();
      expect(
        [...english].filter((w) => new RegExp(`\\b${w}\\b`).test(own)),
        `${lang}: ${text}`,
      ).toEqual([]);
    }
  };
}

async function refusedBy(archive: Archive, run: (db: Database.Database) => unknown): Promise<ServiceError> {
  const out = await serve(() => {
    run(archive.db);
    return { ok: true as const, value: null };
  });
  if (out.ok) expect.fail('SQLite did not refuse');
  return out.error;
}

describe('what SQLite answers, by kind, in the GM’s language', () => {
  it('an archive opened for reading only: archive-readonly', async () => {
    const archive = await tempArchive();
    value(await createGame(archive, { name: 'Lyon' }));
    const opened = await openArchive(archive.file, { readOnly: true });
    if (!opened.ok) expect.fail(opened.error.message);
    const refused = await createGame(opened.value, { name: 'Nice' });
    closeArchive(opened.value);
    if (refused.ok) expect.fail('a read-only archive took a game');
    expect(refused.error.code).toBe('archive-readonly');
    await expectWorded(refused.error, 'readonly')();
  });

  it('an archive another connection holds locked: archive-busy', async () => {
    const writer = await tempArchive();
    const opened = await openArchive(writer.file);
    if (!opened.ok) expect.fail(opened.error.message);
    const other = opened.value;
    other.db.pragma('busy_timeout = 50');
    writer.db.exec('BEGIN IMMEDIATE');
    const refused = await createGame(other, { name: 'Nice' });
    writer.db.exec('ROLLBACK');
    closeArchive(other);
    if (refused.ok) expect.fail('a locked archive took a game');
    expect(refused.error.code).toBe('archive-busy');
    await expectWorded(refused.error, 'busy')();
  });

  it('a change that breaks a rule of the schema: constraint', async () => {
    const archive = await tempArchive();
    const refused = await refusedBy(archive, (db) => db.prepare('INSERT INTO powers (game_id, power) VALUES (4711, ?)').run('France'));
    expect(refused.code).toBe('internal');
    await expectWorded(refused, 'constraint')();
  });

  it('a file that is not an archive: archive-corrupt', async () => {
    const archive = await tempArchive();
    const file = join(tempDir(), 'not.sqlite');
    writeFileSync(file, 'this is not a database, only a text file long enough to have a header '.repeat(20));
    const refused = await refusedBy(archive, () => {
      const db = new Database(file);
      try {
        return db.prepare('SELECT count(*) FROM sqlite_master').get();
      } finally {
        db.close();
      }
    });
    expect(refused.code).toBe('archive-corrupt');
    await expectWorded(refused, 'corrupt')();
  });

  it('a folder where the archive file should be: cantopen', async () => {
    const archive = await tempArchive();
    const refused = await refusedBy(archive, () => new Database(tempDir()).prepare('SELECT 1').get());
    await expectWorded(refused, 'cantopen')();
  });

  it('an archive that may not grow: disk-full', async () => {
    const archive = await tempArchive();
    const refused = await refusedBy(archive, (db) => {
      db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
      db.exec('CREATE TABLE filler (x BLOB)');
      db.prepare('INSERT INTO filler VALUES (?)').run(Buffer.alloc(1 << 20));
    });
    expect(refused.code).toBe('disk-full');
    await expectWorded(refused, 'full')();
  });
});
