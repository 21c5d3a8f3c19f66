// Readers and writers side by side (WAL): a second connection reads a consistent snapshot while a
// long write transaction runs on the first, is never blocked by it, and sees the writes only once
// they are committed. A second writer meets the lock as an error value, not an exception.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { adjudicatePhase } from '../../../electron/service/adjudication';
import { createGame, getGame, listGames } from '../../../electron/service/games';
import { submitOrders } from '../../../electron/service/orders';
import { standardMap } from '../../../engine/map/standard';
import { botOrders } from '../../support/bot';
import { cleanUp, tempArchive, value } from '../service/support';

afterEach(cleanUp);

const map = standardMap();

async function playPhase(archive: Parameters<typeof getGame>[0], gameId: number, seed: number): Promise<void> {
  const game = value(await getGame(archive, { gameId }));
  value(await submitOrders(archive, { gameId, orders: botOrders(map, game.position!, 'France', seed) }));
  value(await adjudicatePhase(archive, { gameId }));
}

describe('a reader during a long write transaction', () => {
  it('sees the last committed state, unblocked, and the new state only after the commit', async () => {
    const writer = await tempArchive();
    const gameId = value(await createGame(writer, { name: 'Busy' })).id;
    await playPhase(writer, gameId, 1);
    const opened = await openArchive(writer.file);
    if (!opened.ok) expect.fail(opened.error.message);
    const reader = opened.value;
    const phasesSeen = async () => value(await getGame(reader, { gameId })).phases.length;
    // A snapshot the reader holds open across the writer's commit.
    const held = new Database(writer.file, { readonly: true });
    held.exec('BEGIN');
    const countHeld = held.prepare('SELECT count(*) FROM phases').pluck();
    expect(countHeld.get()).toBe(2);

    writer.db.exec('BEGIN IMMEDIATE');
    for (let i = 0; i < 8; i++) await playPhase(writer, gameId, 10 + i);
    // Mid-transaction: the writer sees its work, the reader the last commit, at once.
    expect(value(await getGame(writer, { gameId })).phases.length).toBe(10);
    const started = performance.now();
    expect(await phasesSeen()).toBe(2);
    expect(value(await listGames(reader)).games[0].current?.seq).toBe(1);
    // Unblocked: a reader waiting on the lock would wait out the 5 s busy timeout and then fail.
    expect(performance.now() - started).toBeLessThan(4000);
    writer.db.exec('COMMIT');

    expect(await phasesSeen()).toBe(10);
    expect(countHeld.get()).toBe(2);
    held.exec('COMMIT');
    expect(countHeld.get()).toBe(10);
    held.close();
    closeArchive(reader);
  });

  it('answers a second writer with archive-busy while the first holds the lock', async () => {
    const writer = await tempArchive();
    const gameId = value(await createGame(writer, { name: 'Locked' })).id;
    const opened = await openArchive(writer.file);
    if (!opened.ok) expect.fail(opened.error.message);
    const other = opened.value;
    other.db.pragma('busy_timeout = 50');
    writer.db.exec('BEGIN IMMEDIATE');
    const blocked = await adjudicatePhase(other, { gameId });
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) expect(blocked.error.code).toBe('archive-busy');
    writer.db.exec('ROLLBACK');
    expect((await adjudicatePhase(other, { gameId })).ok).toBe(true);
    closeArchive(other);
  });
});
