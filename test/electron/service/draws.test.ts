// The Judge's draw rules ("Draws", 1993): every example of the document is a test, the NoDIAS
// subset rules are checked literally, and the closed-form tally is checked against brute force.
// Then the same through the archive: votes, vetoes, one phase's life, concessions, resuming.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { adjudicatePhase } from '../../../electron/service/adjudication';
import { approvedDraws, castDrawVote, drawStatus, resumeGame, tallyDraw, type Ballot } from '../../../electron/service/draws';
import { createGame, getGame, setDrawType } from '../../../electron/service/games';
import { submitOrders } from '../../../electron/service/orders';
import { cleanUp, errorOf, tempArchive, value, gameAt } from './support';

afterEach(cleanUp);

const A = 'Austria';
const E = 'England';
const F = 'France';
const T = 'Turkey';
const G = 'Germany';
const AEF = [A, E, F];

const draw = (power: string, ...list: string[]): Ballot => ({ power, vote: 'draw', drawList: list });
const nodraw = (power: string): Ballot => ({ power, vote: 'nodraw', drawList: null });
const names = (draws: string[][]) => draws.map((d) => d.map((p) => p[0]).join('')).sort();

describe("NoDIAS: what a SET DRAW approves (the document's two examples)", () => {
  it('Austria: SET DRAW AEG approves AEG, AG, AE and A', () => {
    const survivors = [A, E, F, G, T];
    expect(names(approvedDraws(draw(A, A, E, G), survivors, 'nodias'))).toEqual(['A', 'AE', 'AEG', 'AG']);
  });

  it('Austria: SET DRAW FT approves FT, F, T, AFT, AF, AT and A', () => {
    const survivors = [A, E, F, G, T];
    expect(names(approvedDraws(draw(A, F, T), survivors, 'nodias'))).toEqual(['A', 'AF', 'AFT', 'AT', 'F', 'FT', 'T']);
  });

  it('SET NODRAW is SET DRAW of the voter alone: only a concession to him', () => {
    expect(names(approvedDraws(nodraw(A), AEF, 'nodias'))).toEqual(['A']);
  });
});

describe("NoDIAS: the document's examples (A, E, F the only survivors)", () => {
  it('France AEF, England AEF, Austria AEF: a three-way draw between Austria, England and France', () => {
    expect(tallyDraw([draw(F, A, E, F), draw(E, A, E, F), draw(A, A, E, F)], AEF, 'nodias')).toEqual({ kind: 'draw', powers: AEF });
  });

  it('France AE, England AEF, Austria AEF: a three-way draw', () => {
    expect(tallyDraw([draw(F, A, E), draw(E, A, E, F), draw(A, A, E, F)], AEF, 'nodias')).toEqual({ kind: 'draw', powers: AEF });
  });

  it('France AE, England AEF, Austria AE: a two-way draw between Austria and England', () => {
    expect(tallyDraw([draw(F, A, E), draw(E, A, E, F), draw(A, A, E)], AEF, 'nodias')).toEqual({ kind: 'draw', powers: [A, E] });
  });

  it('France AEF, England AE, Austria AE: no draw', () => {
    expect(tallyDraw([draw(F, A, E, F), draw(E, A, E), draw(A, A, E)], AEF, 'nodias').kind).toBe('none');
  });

  it('France A, England A, Austria NODRAW: a concession to Austria', () => {
    expect(tallyDraw([draw(F, A), draw(E, A), nodraw(A)], AEF, 'nodias')).toEqual({ kind: 'concession', to: A });
  });
});

describe('DIAS', () => {
  const dias = (power: string): Ballot => ({ power, vote: 'draw', drawList: null });

  it('passes the draw of all survivors when every survivor votes for it', () => {
    expect(tallyDraw([dias(A), dias(E), dias(F)], AEF, 'dias')).toEqual({ kind: 'draw', powers: AEF });
  });

  it('waits for every survivor', () => {
    expect(tallyDraw([dias(A), dias(E)], AEF, 'dias')).toEqual({ kind: 'none', waitingFor: [F], vetoedBy: [] });
  });

  it("a later NODRAW vetoes the voter's earlier approval", () => {
    expect(tallyDraw([dias(A), dias(E), dias(F), nodraw(E)], AEF, 'dias')).toEqual({ kind: 'none', waitingFor: [], vetoedBy: [E] });
  });

  it('approves only the draw of all survivors: a survivor cannot be excluded', () => {
    expect(names(approvedDraws(dias(A), AEF, 'dias'))).toEqual(['AEF']);
  });
});

describe('the tally against the rules stated literally', () => {
  const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
  const arbitrary = fc.subarray(powers, { minLength: 1 }).chain((survivors) =>
    fc.tuple(
      fc.constant(survivors),
      fc.tuple(
        ...survivors.map((p) =>
          fc.oneof(
            fc.constant(nodraw(p)),
            fc.subarray(survivors, { minLength: 1 }).map((l) => draw(p, ...l)),
          ),
        ),
      ),
    ),
  );

  it('passes exactly the largest draw every survivor approves (NoDIAS)', () => {
    fc.assert(
      fc.property(arbitrary, ([survivors, ballots]) => {
        const approvedByAll = approvedDraws(ballots[0], survivors, 'nodias').filter((d) =>
          ballots.every((b) => approvedDraws(b, survivors, 'nodias').some((x) => x.join() === d.join())),
        );
        const tally = tallyDraw(ballots, survivors, 'nodias');
        if (approvedByAll.length === 0) return tally.kind === 'none';
        const largest = approvedByAll.reduce((a, b) => (b.length > a.length ? b : a));
        // The largest is unique: approvals are closed under union.
        expect(approvedByAll.filter((d) => d.length === largest.length)).toHaveLength(1);
        const got = tally.kind === 'draw' ? tally.powers : tally.kind === 'concession' ? [tally.to] : [];
        return got.join() === largest.join();
      }),
      { numRuns: 400 },
    );
  });
});

describe('draws in the archive', () => {
  it('ends a DIAS game in a draw when all survivors vote, and a drawn game can be resumed', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Seven-way' })).id;
    const all = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
    for (const p of all.slice(0, 6)) expect(value(await castDrawVote(archive, { gameId, power: p, vote: 'draw' })).status).toBe('active');
    const last = value(await castDrawVote(archive, { gameId, power: 'tur', vote: 'draw' }));
    expect(last.status).toBe('drawn');
    expect(last.outcome).toEqual({ kind: 'draw', powers: all });
    expect(errorOf(await adjudicatePhase(archive, { gameId })).code).toBe('game-not-active');
    const resumed = value(await resumeGame(archive, { gameId }));
    expect(resumed.status).toBe('active');
    expect(resumed.votes).toEqual([]);
    expect(resumed.tally.kind).toBe('none');
  });

  it('keeps votes for one phase only', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Short-lived' })).id;
    value(await castDrawVote(archive, { gameId, power: 'England', vote: 'draw' }));
    expect(value(await drawStatus(archive, { gameId })).votes).toHaveLength(1);
    value(await adjudicatePhase(archive, { gameId }));
    expect(value(await drawStatus(archive, { gameId })).votes).toEqual([]);
  });

  it('concedes a NoDIAS game to the power all approve alone', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Concession', drawType: 'nodias' })).id;
    for (const p of ['England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey']) {
      value(await castDrawVote(archive, { gameId, power: p, vote: 'draw', drawList: ['A'] }));
    }
    const done = value(await castDrawVote(archive, { gameId, power: 'Austria', vote: 'nodraw' }));
    expect(done.outcome).toEqual({ kind: 'concession', to: 'Austria' });
    expect(done.status).toBe('finished');
    expect(value(await getGame(archive, { gameId })).outcome).toEqual({ kind: 'concession', to: 'Austria' });
  });

  it('refuses a draw list in a DIAS game, a vote by a power out of the game, and SET DRAW without a list in NoDIAS', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Rules' })).id;
    expect(errorOf(await castDrawVote(archive, { gameId, power: 'England', vote: 'draw', drawList: ['England'] })).code).toBe('draw-list-in-dias');
    value(await setDrawType(archive, { gameId, drawType: 'nodias' }));
    expect(errorOf(await castDrawVote(archive, { gameId, power: 'England', vote: 'draw' })).code).toBe('invalid-input');
    expect(errorOf(await castDrawVote(archive, { gameId, power: 'Narnia', vote: 'nodraw' })).code).toBe('not-a-power');
  });

  it('gives a vote to survivors only', async () => {
    const archive = await tempArchive();
    const gameId = await gameAt(archive, 'Two left', 'England F lon, France A par', {
      phase: { season: 'spring', year: 1910, type: 'movement' },
      supplyCenters: { England: ['lon'], France: ['par'] },
    });
    expect(errorOf(await castDrawVote(archive, { gameId, power: 'Germany', vote: 'draw' })).code).toBe('not-a-survivor');
    value(await castDrawVote(archive, { gameId, power: 'England', vote: 'draw' }));
    const done = value(await castDrawVote(archive, { gameId, power: 'France', vote: 'draw' }));
    expect(done.outcome).toEqual({ kind: 'draw', powers: ['England', 'France'] });
    // Orders are refused in a drawn game until it is resumed.
    expect(errorOf(await submitOrders(archive, { gameId, power: 'England', text: 'F lon H' })).code).toBe('game-not-active');
  });
});
