// The round console: each board's phase, who owes orders, time left, last adjudication; the boards
// advance independently.
import { afterEach, describe, expect, it } from 'vitest';
import { adjudicatePhase, submitOrders } from '../../../electron/service/index';
import * as tour from '../../../electron/service/tournament/index';
import { cleanUp, SPRING_1901, tempArchive, value } from '../service/support';

afterEach(cleanUp);

describe('the round console', () => {
  it('shows every board: phase, owing powers, years left, last adjudication', async () => {
    const a = await tempArchive();
    value(await tour.createTournament(a, { name: 'Cup', scoring: 'carnage' }));
    value(await tour.addPlayers(a, { tournament: 'Cup', names: Array.from({ length: 14 }, (_, i) => `P${i + 1}`) }));
    const t = value(await tour.startRound(a, { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1902 } }));
    const [b1, b2] = t.rounds[0].boards;
    value(await submitOrders(a, { gameId: b1.gameId, text: SPRING_1901 }));
    value(await adjudicatePhase(a, { gameId: b1.gameId }));
    value(await submitOrders(a, { gameId: b2.gameId, text: 'England:\nF lon - nth\nF edi - nwg\nA lvp - yor' }));
    const c = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    expect(c.round).toBe(1);
    expect(c.minutesLeft).toBeNull();
    expect(c.boards.map((b) => b.phase)).toEqual(['Fall 1901 Movement', 'Spring 1901 Movement']);
    expect(c.boards[0].lastAdjudicated).not.toBeNull();
    expect(c.boards[1].lastAdjudicated).toBeNull();
    expect(c.boards[0].owing).toHaveLength(7);
    expect(c.boards[1].owing).toEqual(['Austria', 'France', 'Germany', 'Italy', 'Russia', 'Turkey']);
    expect(c.boards[1].ordersIn).toEqual(['England']);
    expect(c.boards[0].yearsLeft).toBe(2);
    expect(c.boards[0].players.England).toBe(b1.seats.find((s) => s.power === 'England')!.player);
    expect(c.boards.every((b) => !b.over)).toBe(true);
  });

  it('a clock round says the minutes left', async () => {
    const a = await tempArchive();
    value(await tour.createTournament(a, { name: 'Cup', scoring: 'carnage' }));
    value(await tour.addPlayers(a, { tournament: 'Cup', names: Array.from({ length: 7 }, (_, i) => `P${i + 1}`) }));
    value(await tour.startRound(a, { tournament: 'Cup', endRule: { kind: 'clock', endsAt: '2026-01-01T02:00:00Z' } }));
    const c = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    // The test archive's clock starts at 2026-01-01T00:00 and steps a second per reading.
    expect(c.minutesLeft).toBeGreaterThan(118);
    expect(c.minutesLeft).toBeLessThanOrEqual(120);
    expect((await tour.roundConsole(a, { tournament: 'Cup', round: 4 })).ok).toBe(false);
  });

  it('owesOrders: retreats only for dislodged units, adjustments only when a build or removal is due', () => {
    const base = {
      variant: 'standard',
      units: [{ power: 'England', type: 'F' as const, province: 'lon', coast: null }],
      dislodged: [],
      standoffs: [],
      supplyCenters: { England: ['lon'], France: ['par'] },
    };
    expect(tour.owesOrders({ ...base, phase: { season: 'spring', year: 1901, type: 'movement' } } as never, 'England')).toBe(true);
    expect(tour.owesOrders({ ...base, phase: { season: 'spring', year: 1901, type: 'retreat' } } as never, 'England')).toBe(false);
    expect(tour.owesOrders({ ...base, phase: { season: 'winter', year: 1901, type: 'adjustment' } } as never, 'England')).toBe(false);
    expect(tour.owesOrders({ ...base, phase: { season: 'winter', year: 1901, type: 'adjustment' } } as never, 'France')).toBe(true);
  });
});
