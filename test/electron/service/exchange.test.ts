// A whole game as a versioned JSON file: exported with its history, imported back identical; a
// file from a newer Adjutant or a broken file is a clear error and changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { exportGame, getGame, importGame, listGames, type GameFile } from '../../../electron/service/index';
import { eventfulGame } from './eventfulGame';
import { cleanUp, errorOf, tempArchive, value } from './support';

afterEach(cleanUp);

/** The parts of an export that must survive a round trip unchanged. */
function essence(file: GameFile) {
  const { exportedAt: _e, game, events, ...rest } = file;
  const { updatedAt: _u, ...gameRest } = game;
  return { ...rest, game: gameRest, events: events.filter((e) => e.action !== 'game-imported') };
}

describe('export and import', () => {
  it('round-trips a game with all its history into another archive', async () => {
    const source = await tempArchive();
    const gameId = await eventfulGame(source);
    const file = value(await exportGame(source, { gameId }));
    expect(file.format).toBe('adjutant-game');
    expect(file.version).toBe(1);
    expect(file.phases.some((p) => p.status === 'superseded')).toBe(true);
    const text = JSON.stringify(file);
    const target = await tempArchive();
    const imported = value(await importGame(target, { text }));
    expect(imported.name).toBe('Exported');
    expect(imported.drawVotes).toEqual([expect.objectContaining({ power: 'England', drawList: ['England', 'France'] })]);
    const again = value(await exportGame(target, { gameId: imported.id }));
    expect(essence(again)).toEqual(essence(file));
    expect(again.events.at(-1)?.action).toBe('game-imported');
  });

  it('imports under a new name when the name is taken', async () => {
    const archive = await tempArchive();
    const gameId = await eventfulGame(archive);
    const file = value(await exportGame(archive, { gameId }));
    expect(errorOf(await importGame(archive, { data: file })).code).toBe('name-taken');
    const copy = value(await importGame(archive, { data: file, name: 'Exported (copy)' }));
    const original = value(await getGame(archive, { gameId }));
    expect(copy.phases.map((p) => p.name)).toEqual(original.phases.map((p) => p.name));
    expect(copy.position).toEqual(original.position);
  });

  it('refuses a file from a newer Adjutant, and changes nothing', async () => {
    const archive = await tempArchive();
    const file = value(await exportGame(archive, { gameId: await eventfulGame(archive) }));
    const changes = archive.db.prepare('SELECT total_changes()').pluck();
    const before = changes.get();
    const error = errorOf(await importGame(archive, { data: { ...file, version: 4 }, name: 'Future' }));
    expect(error.code).toBe('unsupported-version');
    expect(error.message).toContain('version 4');
    expect(changes.get()).toBe(before);
  });

  it('refuses broken files with a message naming the fault, and changes nothing', async () => {
    const archive = await tempArchive();
    const file = value(await exportGame(archive, { gameId: await eventfulGame(archive) }));
    const twoOpen = structuredClone(file);
    const live = twoOpen.phases.filter((p) => p.status === 'adjudicated');
    live[0].status = 'open';
    live[0].adjudications = [];
    const badPosition = structuredClone(file);
    badPosition.phases[0].position.units[0].province = 'atlantis';
    const { type: firstType } = badPosition.phases[0].position.units[0];
    // An adjudication's next position is checked too: a fleet moved inland.
    const badNext = structuredClone(file);
    const next = badNext.phases.find((p) => p.adjudications.some((a) => a.nextPosition))!.adjudications.find((a) => a.nextPosition)!.nextPosition!;
    const fleet = next.units.find((u) => u.type === 'F')!;
    Object.assign(fleet, { province: 'mun', coast: null });
    const badOrder = structuredClone(file) as unknown as { phases: { submissions: { orders: unknown[] }[] }[] };
    badOrder.phases[0].submissions[0].orders[0] = { power: 'England', order: { kind: 'fly' } };
    const cases: [unknown, string | undefined, RegExp][] = [
      [undefined, '{"format": "adjutant-game", "version": 1,', /not valid JSON/],
      [{ hello: 'world' }, undefined, /not an Adjutant game file/],
      [{ ...file, phases: 'none' }, undefined, /phases: expected a list/],
      [twoOpen, undefined, /open phase|numbered/],
      [badPosition, undefined, new RegExp(`phase \\d+: ${firstType} atlantis: 'atlantis' is not a province of the Standard map`)],
      [badNext, undefined, /phase \d+, its adjudication's next position: F mun: a fleet cannot stand in Munich, which is inland/],
      [badOrder, undefined, /phases\[0\]\.submissions\[0\]\.orders\[0\]\.order\.kind/],
    ];
    const changes = archive.db.prepare('SELECT total_changes()').pluck();
    const before = changes.get();
    for (const [data, text, message] of cases) {
      const error = errorOf(await importGame(archive, text !== undefined ? { text, name: 'Broken' } : { data, name: 'Broken' }));
      expect(error.code).toBe('bad-file');
      expect(error.message).toMatch(message);
    }
    expect(changes.get()).toBe(before);
    expect(value(await listGames(archive)).total).toBe(1);
  });
});
