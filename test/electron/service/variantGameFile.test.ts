// A game on a GM's own variant (issue 31 line 2): its game file carries the variant (version 2), so
// that it imports whole into an archive that lacks the variant (which then gains it, in the same
// transaction); into the archive it came from it plays on the variant already there; an archive with
// a different variant under the same id refuses it and stores nothing. A shipped variant is not carried.
import { afterEach, describe, expect, it } from 'vitest';
import { adjudicatePhase, createGame, exportGame, importGame, listGames } from '../../../electron/service/index';
import { importVariant, listVariants } from '../../../electron/service/variants';
import { cleanUp, errorOf, tempArchive, value, gameWithOpening } from './support';
import type { Archive } from '../../../electron/archive/db';

afterEach(cleanUp);

const own = { format: 1, id: 'club-night', name: 'Club Night', base: 'standard', description: 'Twenty centers to win.', victoryCenters: 20 };

async function clubGame(archive: Archive): Promise<number> {
  value(await importVariant(archive, { text: JSON.stringify(own) }));
  const gameId = await gameWithOpening(archive, { name: 'Club', variant: 'club-night' });
  value(await adjudicatePhase(archive, { gameId }));
  return gameId;
}

const changes = (archive: Archive): number => archive.db.prepare('SELECT total_changes()').pluck().get() as number;

describe("a game file and the GM's own variant it is played on", () => {
  it('carries the variant, and imports whole into an archive without it', async () => {
    const source = await tempArchive();
    const file = value(await exportGame(source, { gameId: await clubGame(source) }));
    expect(file.version).toBe(2);
    expect(file.game.variant).toBe('club-night');
    expect(file.variantFile?.data).toEqual(own);
    const target = await tempArchive();
    const imported = value(await importGame(target, { text: JSON.stringify(file) }));
    expect(imported.variant).toBe('club-night');
    expect(imported.phases.length).toBe(2);
    expect(value(await listVariants(target)).find((v) => v.id === 'club-night')).toMatchObject({ name: 'Club Night', source: 'imported', victoryCenters: 20 });
    // Back into the archive it came from: the variant there is the same one, and is used.
    const again = value(await importGame(source, { text: JSON.stringify(file), name: 'Club again' }));
    expect(again.variant).toBe('club-night');
  });

  it('refuses a file whose variant differs from the one this archive holds under its id, storing nothing', async () => {
    const source = await tempArchive();
    const file = value(await exportGame(source, { gameId: await clubGame(source) }));
    const target = await tempArchive();
    value(await importVariant(target, { text: JSON.stringify({ ...own, victoryCenters: 22 }) }));
    const before = changes(target);
    const e = errorOf(await importGame(target, { text: JSON.stringify(file) }));
    expect(e.code).toBe('name-taken');
    expect(e.message).toMatch(/carries its variant 'club-night', and this archive holds a different variant under the same id/);
    expect(changes(target)).toBe(before);
    expect(value(await listGames(target)).total).toBe(0);
  });

  it('without the variant (a version 1 file), names the variant it lacks; a broken carried variant is named', async () => {
    const source = await tempArchive();
    const file = value(await exportGame(source, { gameId: await clubGame(source) }));
    const { variantFile: _v, ...bare } = file;
    const e = errorOf(await importGame(await tempArchive(), { data: { ...bare, version: 1 } }));
    expect(e.code).toBe('unknown-variant');
    expect(e.message).toMatch(/'club-night' map, which this Adjutant does not have and the file does not carry/);
    const broken = { ...file, variantFile: { data: { ...own, victoryCenters: 'many' }, geometry: null } };
    const b = errorOf(await importGame(await tempArchive(), { data: broken }));
    expect(b.code).toBe('bad-file');
    expect(b.message).toMatch(/^the variant the game file carries: the variant file has 1 fault/);
  });

  it('a game on a shipped variant is written as version 1, without its variant', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Rome', variant: 'fleet-rome' })).id;
    const file = value(await exportGame(archive, { gameId }));
    expect(file.version).toBe(1);
    expect(file.variantFile).toBeUndefined();
  });
});
