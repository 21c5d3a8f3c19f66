// The director's channels: every change of a tournament through the same dispatch as the app and the
// browser host, each payload checked (unknown fields refused by name), each change announced to the
// other windows, the actor taken from the window, and printouts through the report path.
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch, type HandlerContext } from '../../../electron/ipc/handlers';
import type { Output, ReportFile, TournamentDetail } from '../../../electron/ipc/contract';
import { adjudicatePhase, submitOrders } from '../../../electron/service/index';
import { cleanUp, errorOf, SPRING_1901, tempArchive, value } from '../service/support';

afterEach(cleanUp);

const NAMES = Array.from({ length: 21 }, (_, i) => `Player ${String.fromCharCode(65 + i)}`);

async function context(): Promise<HandlerContext & { announced: (number | null)[] }> {
  const announced: (number | null)[] = [];
  return { archive: await tempArchive(), host: 'browser', version: 'test', actor: 'td', changed: (id) => announced.push(id), announced };
}

const ask = async <T>(c: HandlerContext, channel: string, input: unknown): Promise<T> => value(await dispatch(channel, input, c)) as T;

async function withRound(c: HandlerContext): Promise<TournamentDetail> {
  await ask(c, 'tournament:create', { name: 'Cup', scoring: 'draw-size' });
  await ask(c, 'tournament:addPlayers', { tournament: 'Cup', names: NAMES });
  return ask<TournamentDetail>(c, 'tournament:startRound', { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1904 } });
}

const outcome = (kind: 'solo' | 'draw' | 'time', extra: Record<string, unknown> = {}) => ({
  kind,
  centers: { Austria: 0, England: 6, France: 8, Germany: 5, Italy: 5, Russia: 6, Turkey: 4 },
  eliminated: { Austria: 1903 },
  ...extra,
});

describe('the tournament director over IPC', () => {
  it('creates a tournament, lists the systems, refuses a duplicate name and an unknown system by field', async () => {
    const c = await context();
    const t = await ask<TournamentDetail>(c, 'tournament:create', { name: 'Cup', scoring: 'carnage', combine: 'best-2' });
    expect([t.name, t.scoring, t.combine]).toEqual(['Cup', 'carnage', { kind: 'best', n: 2 }]);
    expect(c.announced).toEqual([null]);
    const systems = await ask<Output<'tournament:systems'>>(c, 'tournament:systems', {});
    expect(systems.map((s) => s.id)).toContain('sum-of-squares');
    expect(errorOf(await dispatch('tournament:create', { name: 'cup', scoring: 'carnage' }, c)).code).toBe('name-taken');
    expect(errorOf(await dispatch('tournament:create', { name: 'Other', scoring: 'points' }, c)).message).toMatch(/^scoring: expected one of/);
    expect(errorOf(await dispatch('tournament:create', { name: 'Other', scoring: 'carnage', actor: 'someone', extra: 1 }, c)).message).toContain(
      'extra: unknown field',
    );
    expect(c.announced).toEqual([null]);
    // The log names the window's actor.
    const events = c.archive.db.prepare("SELECT actor FROM events WHERE action = 'tournament-created'").all() as { actor: string }[];
    expect(events.map((e) => e.actor)).toEqual(['td']);
  });

  it('registers players, a late one joins at the next round, a duplicate is refused naming its line', async () => {
    const c = await context();
    await withRound(c);
    const t = await ask<TournamentDetail>(c, 'tournament:addPlayers', { tournament: 'Cup', names: ['Late Comer'] });
    expect(t.players.find((p) => p.name === 'Late Comer')!.firstRound).toBe(2);
    const dup = errorOf(await dispatch('tournament:addPlayers', { tournament: 'Cup', names: ['New One', 'player b'] }, c));
    expect(dup).toEqual({
      code: 'name-taken',
      message: "names[1]: 'player b' already plays in 'Cup'",
      said: { key: 'tournament.already-plays', params: { field: 'names[1]', name: 'player b', tournament: 'Cup' } },
    });
    // Nothing of the refused list was kept.
    expect((await ask<TournamentDetail>(c, 'tournament:get', { tournament: 'Cup' })).players).toHaveLength(22);
  });

  it("proposes a seating that writes nothing, and starts a round with the director's override", async () => {
    const c = await context();
    await ask(c, 'tournament:create', { name: 'Cup', scoring: 'draw-size' });
    await ask(c, 'tournament:addPlayers', { tournament: 'Cup', names: NAMES });
    const p = await ask<Output<'tournament:proposeSeating'>>(c, 'tournament:proposeSeating', { tournament: 'Cup' });
    expect(p.round).toBe(1);
    expect(p.boards).toHaveLength(3);
    expect((await ask<TournamentDetail>(c, 'tournament:get', { tournament: 'Cup' })).rounds).toHaveLength(0);
    // Swap two players between boards 1 and 2.
    const seating = p.boards.map((b) => ({ ...b }));
    [seating[0].France, seating[1].Turkey] = [seating[1].Turkey, seating[0].France];
    const t = await ask<TournamentDetail>(c, 'tournament:startRound', { tournament: 'Cup', endRule: { kind: 'clock', endsAt: '2026-01-01T04:00Z' }, seating });
    const seat = (b: number, power: string) => t.rounds[0].boards[b].seats.find((s) => s.power === power)!.player;
    expect([seat(0, 'France'), seat(1, 'Turkey')]).toEqual([p.boards[1].Turkey, p.boards[0].France]);
    // Without a seating the round is seated as proposed (the same seed).
    const c2 = await context();
    const t2 = await withRound(c2);
    const p2 = await ask<Output<'tournament:proposeSeating'>>(c2, 'tournament:proposeSeating', { tournament: 'Cup', seed: 1 });
    expect(p2.round).toBe(2);
    expect(t2.rounds[0].boards[0].seats.map((s) => s.player)).toEqual(
      Object.values(
        (
          await (async () => {
            const c3 = await context();
            await ask(c3, 'tournament:create', { name: 'Cup', scoring: 'draw-size' });
            await ask(c3, 'tournament:addPlayers', { tournament: 'Cup', names: NAMES });
            return ask<Output<'tournament:proposeSeating'>>(c3, 'tournament:proposeSeating', { tournament: 'Cup' });
          })()
        ).boards[0],
      ),
    );
  });

  it('refuses a seating that seats a player twice, naming the board and power', async () => {
    const c = await context();
    await ask(c, 'tournament:create', { name: 'Cup', scoring: 'draw-size' });
    await ask(c, 'tournament:addPlayers', { tournament: 'Cup', names: NAMES });
    const p = await ask<Output<'tournament:proposeSeating'>>(c, 'tournament:proposeSeating', { tournament: 'Cup' });
    const seating = p.boards.map((b) => ({ ...b }));
    seating[1].Italy = seating[0].England;
    const e = errorOf(await dispatch('tournament:startRound', { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1905 }, seating }, c));
    expect(e.message).toBe(`seating[1].Italy: '${seating[0].England}' is already seated in this round`);
    expect(errorOf(await dispatch('tournament:startRound', { tournament: 'Cup', endRule: { kind: 'year' } }, c)).message).toMatch(
      /^endRule\.lastYear: missing/,
    );
  });

  it("records a solo, a draw, a result by time and one from the board's game, corrects one, and scores them", async () => {
    const c = await context();
    const t = await withRound(c);
    const ref = (board: number) => ({ tournament: 'Cup', round: 1, board });
    c.announced.length = 0;
    await ask(c, 'tournament:recordResult', {
      ...ref(1),
      outcome: outcome('solo', { winner: 'France', centers: { France: 18, England: 5, Germany: 4, Italy: 4, Russia: 3, Austria: 0, Turkey: 0 } }),
    });
    await ask(c, 'tournament:recordResult', { ...ref(2), outcome: outcome('draw', { members: ['France', 'England', 'Russia'] }), year: 1904 });
    const bad = errorOf(await dispatch('tournament:recordResult', { ...ref(3), outcome: outcome('draw', { members: ['Austria'] }) }, c));
    expect(bad.message).toBe('outcome.members[0]: Austria has no supply centers, so cannot be in the draw');
    await ask(c, 'tournament:recordResult', { ...ref(3), outcome: outcome('time') });
    expect(c.announced).toEqual([null, null, null]);
    let st = await ask<Output<'tournament:standings'>>(c, 'tournament:standings', { tournament: 'Cup' });
    const soloist = t.rounds[0].boards[0].seats.find((s) => s.power === 'France')!.player;
    expect(st.standings[0]).toMatchObject({ player: soloist, total: 100 });
    // Board 3's game, untouched: read from it it is a game stopped by time with the starting centers.
    const fromGame = await ask<Output<'tournament:boardOutcome'>>(c, 'tournament:boardOutcome', ref(3));
    expect(fromGame.outcome).toMatchObject({ kind: 'time', centers: { Russia: 4, Austria: 3 } });
    const corrected = await ask<TournamentDetail>(c, 'tournament:recordResult', { ...ref(3), fromGame: true });
    expect(corrected.rounds[0].boards[2].result!.outcome.centers.Russia).toBe(4);
    expect(corrected.rounds[0].boards[2].result!.recordedBy).toBe('td');
    // Changing the system re-scores everything: a 3-way draw is 33.3 under DSS, not under Sum of Squares.
    const drawer = t.rounds[0].boards[1].seats.find((s) => s.power === 'France')!.player;
    const before = st.standings.find((s) => s.player === drawer)!.total;
    await ask(c, 'tournament:setScoring', { tournament: 'Cup', scoring: 'sum-of-squares' });
    st = await ask<Output<'tournament:standings'>>(c, 'tournament:standings', { tournament: 'Cup' });
    expect(before).toBeCloseTo(100 / 3, 6);
    expect(st.system).toBe('sum-of-squares');
    expect(st.standings.find((s) => s.player === drawer)!.total).toBeCloseTo((100 * 64) / (64 + 36 + 25 + 25 + 36 + 16), 6);
  });

  it('takes a replacement player from a game year, refusing one already seated this round', async () => {
    const c = await context();
    const t = await withRound(c);
    const late = await ask<TournamentDetail>(c, 'tournament:addPlayers', { tournament: 'Cup', names: ['Sub Stitute'], firstRound: 1 });
    expect(late.players.at(-1)!.firstRound).toBe(1);
    const seated = t.rounds[0].boards[1].seats[0].player;
    const e = errorOf(await dispatch('tournament:replacePlayer', { tournament: 'Cup', round: 1, board: 1, power: 'Italy', player: seated, fromYear: 1903 }, c));
    expect(e.message).toBe(`player: '${seated}' already plays in round 1 (board 2); a replacement must be free`);
    const r = await ask<TournamentDetail>(c, 'tournament:replacePlayer', {
      tournament: 'Cup',
      round: 1,
      board: 1,
      power: 'Italy',
      player: 'Sub Stitute',
      fromYear: 1903,
    });
    expect(r.rounds[0].boards[0].seats.filter((s) => s.power === 'Italy').map((s) => [s.player, s.sinceYear])).toEqual([
      [t.rounds[0].boards[0].seats.find((s) => s.power === 'Italy')!.player, 0],
      ['Sub Stitute', 1903],
    ]);
  });

  it("exports the WDD CSV and the printouts through the report path; a PDF needs the host's renderer", async () => {
    const c = await context();
    const t = await withRound(c);
    value(await submitOrders(c.archive, { gameId: t.rounds[0].boards[0].gameId, text: SPRING_1901 }));
    value(await adjudicatePhase(c.archive, { gameId: t.rounds[0].boards[0].gameId }));
    await ask(c, 'tournament:recordResult', { tournament: 'Cup', round: 1, board: 1, outcome: outcome('time') });
    const csv = await ask<ReportFile>(c, 'tournament:export', { tournament: 'Cup', kind: 'wdd-boards', format: 'csv' });
    expect(csv).toMatchObject({ fileName: 'cup-wdd-boards.csv', mimeType: 'text/csv;charset=utf-8', encoding: 'utf8' });
    expect(csv.data.split('\r\n')[0]).toMatch(/^FIRST NAME,NAME,HOMONYME,ROUND,BOARD,COUNTRY,RANK,EXAEQUO,SCORE,NB_CENTRE/);
    expect(csv.data.trim().split('\r\n')).toHaveLength(8);
    const seating = await ask<ReportFile>(c, 'tournament:export', { tournament: 'Cup', kind: 'seating', round: 1, format: 'html' });
    expect(seating.data).toContain('<html');
    expect(errorOf(await dispatch('tournament:export', { tournament: 'Cup', kind: 'wdd-boards', format: 'pdf' }, c)).message).toBe(
      'format: wdd-boards is exported as csv',
    );
    expect(errorOf(await dispatch('tournament:export', { tournament: 'Cup', kind: 'sheets', format: 'csv' }, c)).message).toBe(
      'format: sheets is printed as html, pdf or text, not csv',
    );
    expect(errorOf(await dispatch('tournament:export', { tournament: 'Cup', kind: 'sheets', format: 'pdf' }, c)).message).toMatch(/cannot make PDF/);
    const pdf = await ask<ReportFile>(c, 'tournament:export', { tournament: 'Cup', kind: 'standings', format: 'pdf' }).catch(() => null);
    expect(pdf).toBeNull();
    const printed = value(
      await dispatch(
        'tournament:export',
        { tournament: 'Cup', kind: 'sheets', round: 1, format: 'pdf', paper: 'Letter' },
        { ...c, render: { pdf: async (html, paper) => new TextEncoder().encode(`${paper}:${html.length}`), png: async () => new Uint8Array() } },
      ),
    ) as ReportFile;
    expect(printed).toMatchObject({ fileName: 'cup-r1-sheets.pdf', mimeType: 'application/pdf', encoding: 'base64' });
    expect(atob(printed.data)).toMatch(/^Letter:\d+$/);
    // Reading and exporting announce nothing.
    expect(c.announced.filter((x) => x !== null)).toEqual([]);
  });
});
