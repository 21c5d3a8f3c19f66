// A tournament is one map, the standard one (issue 31 line 2, docs/tournaments.md): its boards are
// standard games; a tournament on another variant is refused by name and nothing is stored.
import { afterEach, describe, expect, it } from 'vitest';
import { getGame } from '../../../electron/service/index';
import * as tour from '../../../electron/service/tournament/index';
import { cleanUp, errorOf, tempArchive, value } from '../service/support';

afterEach(cleanUp);

describe('the map of a tournament', () => {
  it('refuses another variant by name, storing nothing', async () => {
    const a = await tempArchive();
    const e = errorOf(await tour.createTournament(a, { name: 'Chaos Cup', scoring: 'carnage', variant: 'chaos' }));
    expect(e.code).toBe('unknown-variant');
    expect(e.message).toMatch(/^variant: a tournament is played on the standard map only .*; 'chaos' is refused/);
    expect(errorOf(await tour.getTournament(a, { tournament: 'Chaos Cup' })).code).toBe('not-found');
  });

  it('plays every board as a standard game', async () => {
    const a = await tempArchive();
    value(await tour.createTournament(a, { name: 'Cup', scoring: 'carnage', variant: 'standard' }));
    value(await tour.addPlayers(a, { tournament: 'Cup', names: Array.from({ length: 7 }, (_, i) => `P${i + 1}`) }));
    const t = value(await tour.startRound(a, { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1902 } }));
    const game = value(await getGame(a, { gameId: t.rounds[0].boards[0].gameId }));
    expect(game.variant).toBe('standard');
  });
});
