// The tournament service over a real archive: create, register, open rounds with computed and
// director seatings, replacements, results by hand and from the game, standings under a system
// and again under another (nothing stored changes but the choice), and bad input answered, not thrown.
import { afterEach, describe, expect, it } from 'vitest';
import * as svc from '../../../electron/service/index';
import * as tour from '../../../electron/service/tournament/index';
import type { Archive } from '../../../electron/archive/db';
import { cleanUp, errorOf, tempArchive, value } from '../service/support';

afterEach(cleanUp);

const NAMES = Array.from({ length: 21 }, (_, i) => `Player ${String(i + 1).padStart(2, '0')}`);
const POWERS = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];

async function tournament(a: Archive, scoring = 'sum-of-squares'): Promise<tour.TournamentDetail> {
  value(await tour.createTournament(a, { name: 'Spring Open', scoring, combine: 'sum' }));
  return value(await tour.addPlayers(a, { tournament: 'Spring Open', names: NAMES }));
}

const drawn = (centers: number[]): tour.BoardOutcome => ({ kind: 'time', centers: Object.fromEntries(POWERS.map((p, i) => [p, centers[i]])) });

describe('tournament service', () => {
  it('opens a round of three boards, each a game with its seven players seated', async () => {
    const a = await tempArchive();
    await tournament(a);
    const t = value(await tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'year', lastYear: 1907 }, seed: 3 }));
    expect(t.rounds).toHaveLength(1);
    expect(t.rounds[0].endRule).toEqual({ kind: 'year', lastYear: 1907 });
    expect(t.rounds[0].boards.map((b) => b.gameName)).toEqual(['Spring Open R1 B1', 'Spring Open R1 B2', 'Spring Open R1 B3']);
    const seated = t.rounds[0].boards.flatMap((b) => b.seats.map((s) => s.player));
    expect(seated.sort()).toEqual([...NAMES].sort());
    const game = value(await svc.findGame(a, 'Spring Open R1 B2'));
    const board = t.rounds[0].boards[1];
    for (const s of board.seats) expect(game.powers.find((p) => p.power === s.power)?.players[0].name).toBe(s.player);
  });

  it('scores the round and re-scores everything when the system changes', async () => {
    const a = await tempArchive();
    await tournament(a);
    const t = value(await tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'clock', endsAt: '2026-05-01T18:00:00Z' }, seed: 1 }));
    value(await tour.recordResult(a, { tournament: 'Spring Open', round: 1, board: 1, outcome: drawn([12, 9, 8, 5, 0, 0, 0]), year: 1908 }));
    value(
      await tour.recordResult(a, {
        tournament: 'Spring Open',
        round: 1,
        board: 2,
        outcome: { kind: 'solo', winner: 'Russia', centers: Object.fromEntries(POWERS.map((p) => [p, p === 'Russia' ? 18 : 2])) },
      }),
    );
    value(
      await tour.recordResult(a, {
        tournament: 'Spring Open',
        round: 1,
        board: 3,
        outcome: { kind: 'draw', members: ['France', 'Germany'], centers: drawn([0, 0, 17, 17, 0, 0, 0]).centers },
      }),
    );
    const austria1 = t.rounds[0].boards[0].seats.find((s) => s.power === 'Austria')!.player;
    const russia2 = t.rounds[0].boards[1].seats.find((s) => s.power === 'Russia')!.player;
    const sos = tour.computeStandings(value(await tour.getTournament(a, { tournament: 'Spring Open' })));
    expect(sos.standings[0]).toMatchObject({ player: russia2, total: 100, rank: 1 });
    expect(sos.standings.find((s) => s.player === austria1)!.total).toBeCloseTo(45.86, 2);
    const after = value(await tour.setScoring(a, { tournament: 'Spring Open', scoring: 'carnage' }));
    const carnage = tour.computeStandings(after);
    expect(carnage.system).toBe('carnage');
    expect(carnage.standings[0]).toMatchObject({ player: russia2, total: 28034 });
    expect(carnage.standings.find((s) => s.player === austria1)!.total).toBe(7012);
  });

  it('a correction is a new result; the latest counts', async () => {
    const a = await tempArchive();
    await tournament(a, 'draw-size');
    await tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'year', lastYear: 1905 } });
    value(await tour.recordResult(a, { tournament: 'Spring Open', round: 1, board: 1, outcome: drawn([10, 10, 10, 4, 0, 0, 0]) }));
    const t = value(await tour.recordResult(a, { tournament: 'Spring Open', round: 1, board: 1, outcome: drawn([10, 10, 14, 0, 0, 0, 0]) }));
    expect(t.rounds[0].boards[0].result!.outcome.centers.France).toBe(14);
    const rows = a.db.prepare('SELECT count(*) FROM tournament_results').pluck().get();
    expect(rows).toBe(2);
  });

  it("reads a result from the board's game when asked to, and records nothing without an outcome", async () => {
    const a = await tempArchive();
    await tournament(a, 'sum-of-squares');
    await tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'year', lastYear: 1901 } });
    const none = errorOf(await tour.recordResult(a, { tournament: 'Spring Open', round: 1, board: 1 }));
    expect(none).toMatchObject({ code: 'invalid-input', message: expect.stringMatching(/^outcome: say how the board ended.*nothing was recorded$/) });
    expect(value(await tour.getTournament(a, { tournament: 'Spring Open' })).rounds[0].boards[0].result).toBeNull();
    const t = value(await tour.recordResult(a, { tournament: 'Spring Open', round: 1, board: 1, fromGame: true }));
    const r = t.rounds[0].boards[0].result!;
    expect(r.outcome.kind).toBe('time');
    expect(r.outcome.centers).toEqual({ Austria: 3, England: 3, France: 3, Germany: 3, Italy: 3, Russia: 4, Turkey: 3 });
  });

  it('late players join at the next round; a replacement scores the board', async () => {
    const a = await tempArchive();
    await tournament(a, 'sum-of-squares');
    await tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'year', lastYear: 1905 }, seed: 2 });
    const late = value(await tour.addPlayers(a, { tournament: 'Spring Open', names: ['Late One'] }));
    expect(late.players.find((p) => p.name === 'Late One')!.firstRound).toBe(2);
    const t = value(await tour.replacePlayer(a, { tournament: 'Spring Open', round: 1, board: 1, power: 'eng', player: 'Late One', fromYear: 1903 }));
    const original = t.rounds[0].boards[0].seats.find((s) => s.power === 'England' && s.sinceYear === 0)!.player;
    value(await tour.recordResult(a, { tournament: 'Spring Open', round: 1, board: 1, outcome: drawn([0, 10, 0, 0, 0, 0, 0]) }));
    const st = tour.computeStandings(value(await tour.getTournament(a, { tournament: 'Spring Open' })));
    expect(st.standings.find((s) => s.player === 'Late One')!.total).toBe(100);
    expect(st.standings.find((s) => s.player === original)!.rounds).toEqual([null]);
    const busy = await tour.replacePlayer(a, { tournament: 'Spring Open', round: 1, board: 2, power: 'France', player: original, fromYear: 1904 });
    expect(busy.ok).toBe(false);
    if (!busy.ok) expect(busy.error.message).toContain(`'${original}' already plays in round 1 (board 1); a replacement must be free`);
    const next = value(await tour.proposeSeating(a, { tournament: 'Spring Open', seed: 4 }));
    expect(next.round).toBe(2);
    expect(next.sittingOut).toHaveLength(1);
    expect(next.sittingOut).not.toContain('Late One');
  });

  it("the director's seating is taken as given, and checked", async () => {
    const a = await tempArchive();
    await tournament(a);
    const board = (from: number) => Object.fromEntries(POWERS.map((p, i) => [p, NAMES[from + i]]));
    const t = value(await tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'year', lastYear: 1907 }, seating: [board(0), board(7)] }));
    expect(t.rounds[0].boards[1].seats.find((s) => s.power === 'Austria')!.player).toBe(NAMES[7]);
    const twice = await tour.startRound(a, {
      tournament: 'Spring Open',
      endRule: { kind: 'year', lastYear: 1907 },
      seating: [board(0), { ...board(7), Turkey: NAMES[0] }],
    });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.message).toContain(`seating[1].Turkey: '${NAMES[0]}' is already seated`);
    const short = await tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'year', lastYear: 1907 }, seating: [{ Austria: NAMES[0] }] });
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.error.message).toContain('missing England');
  });

  it('answers bad input with an error naming the field, never throws', async () => {
    const a = await tempArchive();
    await tournament(a);
    await tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'year', lastYear: 1907 } });
    const cases: [Promise<{ ok: boolean; error?: { code: string; message: string } }>, string][] = [
      [tour.createTournament(a, { name: 'X', scoring: 'elo' }), 'scoring: expected one of'],
      [tour.createTournament(a, { name: 'Spring Open', scoring: 'carnage' }), 'already in the archive'],
      [tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'clock', endsAt: 'tomorrow' } as never }), 'endRule'],
      [
        tour.recordResult(a, { tournament: 'Spring Open', round: 1, board: 1, outcome: { kind: 'solo', centers: drawn([18, 1, 1, 1, 1, 1, 1]).centers } }),
        'winner: a solo needs the power',
      ],
      [tour.recordResult(a, { tournament: 'Spring Open', round: 1, board: 1, outcome: drawn([30, 9, 0, 0, 0, 0, 0]) }), '39 supply centers'],
      [
        tour.recordResult(a, {
          tournament: 'Spring Open',
          round: 1,
          board: 1,
          outcome: { kind: 'draw', members: ['Italy'], centers: drawn([17, 17, 0, 0, 0, 0, 0]).centers },
        }),
        'Italy has no supply centers',
      ],
      [tour.recordResult(a, { tournament: 'Spring Open', round: 2, board: 1, fromGame: true }), 'has no round 2'],
      [tour.recordResult(a, { tournament: 'Spring Open', round: 1, board: 1, outcome: 'solo' as never }), 'outcome: expected an object'],
      [tour.getTournament(a, { tournament: 'Nope' }), "no tournament 'Nope'"],
    ];
    for (const [p, message] of cases) {
      const r = await p;
      expect(r.ok).toBe(false);
      expect(r.error?.message).toContain(message);
    }
  });

  it('a damaged stored result is reported with its board, not used', async () => {
    const a = await tempArchive();
    await tournament(a);
    await tour.startRound(a, { tournament: 'Spring Open', endRule: { kind: 'year', lastYear: 1907 } });
    a.db
      .prepare(
        `INSERT INTO tournament_results (board_id, recorded_at, recorded_by, outcome) VALUES (1, 'x', 'GM', '{"v":1,"outcome":{"kind":"won"},"year":null}')`,
      )
      .run();
    const r = await tour.getTournament(a, { tournament: 'Spring Open' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'archive-corrupt' });
    if (!r.ok) expect(r.error.message).toContain('board #1');
  });
});
