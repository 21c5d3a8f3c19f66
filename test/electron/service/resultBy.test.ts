// Issue 29 item 4: the Results tab names who made the results it shows. A phase's results were made
// by the GM who adjudicated it, or by the GM whose correction of it (or of an earlier phase, which
// re-runs it) produced its current adjudication; an open phase has none.
import { afterEach, describe, expect, it } from 'vitest';
import { adjudicatePhase, commitCorrection, createGame, getPhase, previewCorrection, rollbackTo, submitOrders } from '../../../electron/service/index';
import * as tour from '../../../electron/service/tournament/index';
import { cleanUp, SPRING_1901, tempArchive, value } from './support';

afterEach(cleanUp);

const RUSSIA = 'A war - gal\nA mos - sev\nF sev - rum\nF stp/sc - bot';

describe('who made a phase’s results', () => {
  it('names the adjudicating GM, then the GM whose correction re-ran the phases, and nobody on an open phase', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'By whom' })).id;
    value(await submitOrders(archive, { gameId, text: SPRING_1901, actor: 'Alice' }));
    value(await adjudicatePhase(archive, { gameId, actor: 'Alice' }));
    value(await submitOrders(archive, { gameId, power: 'France', text: 'A bur - bel', actor: 'Bob' }));
    value(await adjudicatePhase(archive, { gameId, actor: 'Bob', confirmMissing: true }));
    const by = async (seq: number) => value(await getPhase(archive, { gameId, seq })).resultBy;
    expect(await by(0)).toMatchObject({ by: 'Alice', how: 'adjudicated' });
    expect(await by(1)).toMatchObject({ by: 'Bob', how: 'adjudicated' });
    expect(await by(2)).toBeNull();

    // Carol mends Spring: Spring and the Fall it re-ran are hers now.
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: RUSSIA, actor: 'Carol' }));
    value(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text: RUSSIA, token: preview.token, actor: 'Carol' }));
    expect(await by(0)).toMatchObject({ by: 'Carol', how: 'corrected' });
    expect(await by(1)).toMatchObject({ by: 'Carol', how: 'corrected' });

    // Fall rolled back and adjudicated again by Dan: Fall is his, Spring stays Carol's.
    value(await rollbackTo(archive, { gameId, seq: 1, actor: 'Dan', reason: 'Italy mailed in time' }));
    expect(await by(1)).toBeNull();
    value(await adjudicatePhase(archive, { gameId, actor: 'Dan', confirmMissing: true }));
    expect(await by(1)).toMatchObject({ by: 'Dan', how: 'adjudicated' });
    expect(await by(0)).toMatchObject({ by: 'Carol', how: 'corrected' });
  });
});

describe('who changed a seat', () => {
  it('names the director who made a replacement, on its seat', async () => {
    // Eight players: seven seated, one free to come in.
    const names = Array.from({ length: 8 }, (_, i) => `Player ${i + 1}`);
    const archive = await tempArchive();
    value(await tour.createTournament(archive, { name: 'Cup', scoring: 'carnage' }));
    value(await tour.addPlayers(archive, { tournament: 'Cup', names }));
    const t = value(await tour.startRound(archive, { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1905 }, seed: 1 }));
    const free = t.players.find((p) => !t.rounds[0].boards[0].seats.some((s) => s.playerId === p.id))!;
    const after = value(
      await tour.replacePlayer(archive, { tournament: 'Cup', round: 1, board: 1, power: 'Italy', player: free.name, fromYear: 1903, actor: 'Tess' }),
    );
    const seats = after.rounds[0].boards[0].seats;
    expect(seats.find((s) => s.sinceYear === 1903)).toMatchObject({ power: 'Italy', player: free.name, by: 'Tess' });
    expect(seats.filter((s) => s.sinceYear === 0).every((s) => s.by === undefined)).toBe(true);
  });
});
