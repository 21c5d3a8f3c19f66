// Issue 29 item 4: every write names who made it, taken from the caller (never the payload): a
// commit (orders, adjudication), a mend (a correction), a result and a seating change (a replacement,
// a withdrawal). Checked in the log and where the app shows it: the game's `writtenBy` (history),
// the round console's last change and the result's `recordedBy`.
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch, type HandlerContext } from '../../../electron/ipc/handlers';
import { gameEvents } from '../../../electron/service/index';
import * as tour from '../../../electron/service/tournament/index';
import type { ConsoleRound, GameDetail, TournamentDetail } from '../../../electron/ipc/contract';
import { cleanUp, tempArchive, value } from '../service/support';

afterEach(() => cleanUp());

describe('who made each write', () => {
  it('names the caller for a commit, a mend, a result and a seating change', async () => {
    const archive = await tempArchive();
    value(await tour.createTournament(archive, { name: 'Cup', scoring: 'carnage' }));
    value(await tour.addPlayers(archive, { tournament: 'Cup', names: Array.from({ length: 8 }, (_, i) => `Player ${i + 1}`) }));
    const t = value(await tour.startRound(archive, { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1905 }, seed: 1 }));
    const gameId = t.rounds[0].boards[0].gameId;
    const base: HandlerContext = { archive, version: 't', host: 'browser', actor: 'gm' };
    const as = (name: string, role: 'director' | 'boardGm'): HandlerContext => ({ ...base, caller: { role, name, games: [gameId] }, actor: name });
    const ask = async <T>(ctx: HandlerContext, channel: string, input: Record<string, unknown>): Promise<T> =>
      value((await dispatch(channel as never, input as never, ctx)) as never) as T;

    // A commit by Alice, a board GM (the payload's actor is ignored).
    await ask(as('Alice', 'boardGm'), 'orders:submit', { gameId, text: 'England:\nF lon - nth', actor: 'Mallory' });
    await ask(as('Alice', 'boardGm'), 'phase:adjudicate', { gameId });
    // A mend of Spring 1901 by Bob, another board GM of the board.
    const mend = { gameId, seq: 0, power: 'England', text: 'F lon - eng', reason: 'misread' };
    const { token } = await ask<{ token: string }>(as('Bob', 'boardGm'), 'correction:preview', mend);
    await ask(as('Bob', 'boardGm'), 'correction:commit', { ...mend, token });
    let game = await ask<GameDetail>(as('Bob', 'boardGm'), 'game:get', { gameId });
    expect(game.writtenBy[game.phases[0].id!]).toBe('Bob');
    // A result and seating changes by Tess, the director.
    const detail = await ask<TournamentDetail>(as('Tess', 'director'), 'tournament:get', { tournament: 'Cup' });
    const seats = detail.rounds[0].boards[0].seats;
    const england = seats.find((s) => s.power === 'England')!.player;
    value(await tour.addPlayers(archive, { tournament: 'Cup', names: ['Spare'] }));
    const free = 'Spare';
    await ask(as('Tess', 'director'), 'tournament:replacePlayer', {
      tournament: 'Cup',
      round: 1,
      board: 1,
      power: 'England',
      player: free,
      fromYear: 1901,
    });
    await ask(as('Tess', 'director'), 'tournament:withdraw', { tournament: 'Cup', player: england, withdrawn: true });
    const recorded = await ask<TournamentDetail>(as('Tess', 'director'), 'tournament:recordResult', { tournament: 'Cup', round: 1, board: 1, fromGame: true });
    expect(recorded.rounds[0].boards[0].result?.recordedBy).toBe('Tess');

    const log = value(await gameEvents(archive, { gameId }));
    const by = (action: string) => log.filter((e) => e.action === action).map((e) => e.actor);
    expect(by('orders-submitted')).toEqual(['Alice']);
    expect(by('phase-adjudicated')).toEqual(['Alice']);
    expect(by('phase-corrected')).toEqual(['Bob']);
    expect(by('tournament-replacement')).toEqual(['Tess']);
    const all = archive.db.prepare('SELECT actor, action FROM events WHERE action IN (?, ?)').all('tournament-player-withdrawn', 'tournament-result') as {
      actor: string;
    }[];
    expect(all.map((e) => e.actor)).toEqual(['Tess', 'Tess']);
    // The round console's card names the last writer of the board.
    const desk = await ask<ConsoleRound>(as('Tess', 'director'), 'tournament:console', { tournament: 'Cup' });
    expect(desk.boards[0].lastChange?.by).toBe('Tess');
    game = await ask<GameDetail>(as('Tess', 'director'), 'game:get', { gameId });
    expect(Object.values(game.writtenBy)).not.toContain('Mallory');
  });
});
