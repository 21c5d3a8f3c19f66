// Answers kept for the archive's generation (electron/service/readCache.ts): the round console and
// the standings are computed once between writes and shared by the readers after; any committed
// write (this connection's or another's, the CLI's on the same file) makes the next read fresh.
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { submitOrders } from '../../../electron/service/index';
import { archiveGeneration } from '../../../electron/service/readCache';
import * as tour from '../../../electron/service/tournament/index';
import { cleanUp, tempArchive, value } from './support';

afterEach(cleanUp);

const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const timed = (centers: number[]): tour.BoardOutcome => ({ kind: 'time', centers: Object.fromEntries(POWERS.map((p, i) => [p, centers[i]])) });

async function cup() {
  const a = await tempArchive();
  value(await tour.createTournament(a, { name: 'Cup', scoring: 'carnage' }));
  value(await tour.addPlayers(a, { tournament: 'Cup', names: Array.from({ length: 14 }, (_, i) => `P${i + 1}`) }));
  const t = value(await tour.startRound(a, { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1902 } }));
  return { a, boards: t.rounds[0].boards };
}

describe('answers kept for the archive generation', () => {
  it('the generation changes with every committed write and with nothing else', async () => {
    const { a, boards } = await cup();
    const g0 = archiveGeneration(a.db);
    value(await tour.roundConsole(a, { tournament: 'Cup' }));
    expect(archiveGeneration(a.db)).toBe(g0);
    value(await submitOrders(a, { gameId: boards[0].gameId, text: 'England:\nF lon - nth' }));
    expect(archiveGeneration(a.db)).not.toBe(g0);
  });

  it('a second read without a write shares the first answer; a write by this connection is seen at once', async () => {
    const { a, boards } = await cup();
    const c1 = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    const c2 = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    expect(c2.boards).toBe(c1.boards);
    const s1 = value(await tour.tournamentStandings(a, { tournament: 'Cup' }));
    expect(value(await tour.tournamentStandings(a, { tournament: 'Cup' }))).toBe(s1);

    value(await submitOrders(a, { gameId: boards[0].gameId, text: 'England:\nF lon - nth\nF edi - nwg\nA lvp - yor' }));
    const c3 = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    expect(c3.boards[0].ordersIn).toEqual(['England']);
    expect(c1.boards[0].ordersIn).toEqual([]);

    value(await tour.recordResult(a, { tournament: 'Cup', round: 1, board: 2, outcome: timed([5, 5, 5, 5, 5, 5, 4]), year: 1902 }));
    const s2 = value(await tour.tournamentStandings(a, { tournament: 'Cup' }));
    expect(s2).not.toBe(s1);
    expect(s2).toEqual(value(await tour.tournamentStandings(a, { tournament: 'Cup' })));
    expect(JSON.stringify(s2)).not.toBe(JSON.stringify(s1));
    expect(value(await tour.roundConsole(a, { tournament: 'Cup' })).boards[1].result).not.toBeNull();
  });

  it('a write by another connection to the same file (the CLI beside the app) is seen at the next read', async () => {
    const { a, boards } = await cup();
    const before = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    expect(before.boards[1].ordersIn).toEqual([]);
    const other = await openArchive(a.file, {});
    if (!other.ok) throw new Error(other.error.message);
    try {
      value(await submitOrders(other.value, { gameId: boards[1].gameId, text: 'France:\nA par - bur' }));
    } finally {
      closeArchive(other.value);
    }
    expect(value(await tour.roundConsole(a, { tournament: 'Cup' })).boards[1].ordersIn).toEqual(['France']);
  });

  it('the kept console keeps the time of the read, not of the computation', async () => {
    const { a } = await cup();
    const c1 = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    const c2 = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    // The test archive's clock steps a second per reading.
    expect(c2.now > c1.now).toBe(true);
    expect(c2.boards).toBe(c1.boards);
  });
});
