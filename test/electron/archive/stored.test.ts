// The archive's stored formats (electron/archive/stored/): positions, order lists and results are
// written as `{"v":1,"data":...}`, checked on read (a damaged row names its table, row and field),
// and rows from before schema version 4 are wrapped by the migration 0004-stored-formats.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { MIGRATIONS, SCHEMA_VERSION } from '../../../electron/archive/migrations/index';
import { repositories } from '../../../electron/archive/repositories/index';
import { readOrders, readPosition, readResult, StoredDataError, storePosition } from '../../../electron/archive/stored/codec';
import { adjudicatePhase, createGame, submitOrders } from '../../../electron/service/index';
import { standardMap } from '../../../engine/index';
import { cleanUp, SPRING_1901, steppingClock, tempDir, value } from '../service/support';

afterEach(cleanUp);

const place = { table: 'phases', column: 'position', row: 7 };
const start = () => {
  const m = standardMap();
  return { variant: 'standard', phase: m.start.phase, units: m.start.units, dislodged: [], standoffs: [], supplyCenters: m.start.supplyCenters };
};

/** An archive with one adjudicated phase; returns every stored value as the repositories read it. */
async function playedArchive(file: string, migrations = MIGRATIONS) {
  const opened = await openArchive(file, { create: true, clock: steppingClock(), migrations });
  if (!opened.ok) expect.fail(opened.error.message);
  const archive = opened.value;
  const game = value(await createGame(archive, { name: 'Stored' }));
  value(await submitOrders(archive, { gameId: game.id, text: SPRING_1901 }));
  value(await adjudicatePhase(archive, { gameId: game.id }));
  return archive;
}

function everything(db: Parameters<typeof repositories>[0]) {
  const repos = repositories(db);
  const phases = db.prepare('SELECT id FROM phases ORDER BY id').pluck().all() as number[];
  return phases.map((id) => ({
    phase: repos.phases.get(id),
    submissions: repos.submissions.forPhase(id),
    adjudication: repos.adjudications.current(id) ?? null,
  }));
}

describe('stored formats', () => {
  it('write a version and read back what was written', () => {
    const text = storePosition(start());
    expect(JSON.parse(text).v).toBe(1);
    expect(readPosition(text, place)).toEqual(start());
  });

  it('refuse a damaged row, naming the table, the row and the field', () => {
    const bad = (text: string) => {
      try {
        readPosition(text, place);
      } catch (e) {
        expect(e).toBeInstanceOf(StoredDataError);
        return (e as Error).message;
      }
      return expect.fail('read a damaged row');
    };
    expect(bad('{')).toBe("the archive's phases.position of row 7 is damaged: not JSON");
    expect(bad(JSON.stringify(start()))).toContain('no format version');
    expect(bad(JSON.stringify({ v: 2, data: start() }))).toContain('format version 2 is newer than this Adjutant reads (1)');
    const wrongUnit = { ...start(), units: [{ ...start().units[0], type: 'Z' }] };
    expect(bad(JSON.stringify({ v: 1, data: wrongUnit }))).toMatch(/^the archive's phases\.position of row 7 is damaged: units\.0\.type: /);
    expect(() => readOrders(JSON.stringify({ v: 1, data: [{ power: 'England', order: { kind: 'fly' } }] }), place)).toThrow(/0\.order\.kind/);
    expect(() => readResult(JSON.stringify({ v: 1, data: {} }), place)).toThrow(StoredDataError);
  });

  it('an archive from before schema version 4 is wrapped by the migration, every value kept', async () => {
    const file = join(tempDir(), 'old.sqlite');
    // Played by this Adjutant (whose service needs the later tables), then taken back to schema 3 below.
    const archive = await playedArchive(file);
    const before = everything(archive.db);
    expect(before.some((p) => p.adjudication !== null)).toBe(true);
    // Back to how schema version 3 stored them: the bare JSON.
    for (const [table, column] of [
      ['phases', 'position'],
      ['submissions', 'orders'],
      ['adjudications', 'orders'],
      ['adjudications', 'results'],
      ['adjudications', 'next_position'],
    ]) {
      archive.db.prepare(`UPDATE ${table} SET ${column} = json_extract(${column}, '$.data') WHERE ${column} IS NOT NULL`).run();
    }
    // 0012's history chain: its triggers and the two columns it adds to phases.
    for (const t of archive.db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'chain_%'").pluck().all() as string[])
      archive.db.exec(`DROP TRIGGER ${t}`);
    archive.db.exec('ALTER TABLE phases DROP COLUMN chain_hash');
    archive.db.exec('ALTER TABLE phases DROP COLUMN chain_parts');
    // and without what later migrations add, so that each of them runs again on reopening.
    for (const m of MIGRATIONS.filter((x) => x.version > 3)) for (const table of m.creates) archive.db.exec(`DROP TABLE ${table}`);
    archive.db.exec('ALTER TABLE tournament_players DROP COLUMN withdrawn_at');
    archive.db.exec('ALTER TABLE games DROP COLUMN reader_languages');
    archive.db.exec('ALTER TABLE games DROP COLUMN report_language');
    archive.db.pragma('user_version = 3');
    expect(() => everything(archive.db)).toThrow(/no format version/);
    closeArchive(archive);

    const reopened = await openArchive(file, { clock: steppingClock() });
    if (!reopened.ok) expect.fail(reopened.error.message);
    expect(reopened.value.version).toBe(SCHEMA_VERSION);
    expect(everything(reopened.value.db)).toEqual(before);
    closeArchive(reopened.value);
  });
});
