// The director's fixes (issue 29 item 8): a player can be withdrawn and returned (left out of the
// seating, shown as withdrawn); `tournament score` records nothing without an explicit outcome and
// `tournament outcome` shows what a board's game holds without recording; the round console reads
// the recorded results (a finished board owes nothing) and names who made the latest change.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './cliRun';
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { dispatch, type HandlerContext } from '../../../electron/ipc/handlers';
import * as tour from '../../../electron/service/tournament/index';
import { cleanUp, errorOf, tempArchive, tempDir, value } from '../service/support';

afterEach(cleanUp);

const NAMES = Array.from({ length: 15 }, (_, i) => `Player ${String.fromCharCode(65 + i)}`);

const run = runCli;

describe('withdrawing a player', () => {
  it('leaves them out of the seating until they return, and logs who did it', async () => {
    const a = await tempArchive();
    value(await tour.createTournament(a, { name: 'Cup', scoring: 'carnage' }));
    value(await tour.addPlayers(a, { tournament: 'Cup', names: NAMES }));
    const c: HandlerContext = { archive: a, host: 'browser', version: 't', actor: 'td' };
    const t = value(await dispatch('tournament:withdraw', { tournament: 'Cup', player: 'player c', withdrawn: true }, c)) as tour.TournamentDetail;
    expect(t.players.find((p) => p.name === 'Player C')?.withdrawnAt).not.toBeNull();
    // 14 present: two full boards, nobody sits out, Player C is nowhere.
    const proposal = value(await tour.proposeSeating(a, { tournament: 'Cup', seed: 7 }));
    expect(proposal.boards).toHaveLength(2);
    expect(proposal.sittingOut).toEqual([]);
    expect(proposal.boards.flatMap((b) => Object.values(b))).not.toContain('Player C');
    // The director cannot seat a withdrawn player by hand either.
    const seating = [Object.fromEntries(['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'].map((p, i) => [p, NAMES[i]]))];
    const refused = errorOf(await tour.startRound(a, { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1905 }, seating }));
    expect(refused.message).toBe("seating[0].France: 'Player C' is withdrawn; return them first");
    expect(errorOf(await tour.setWithdrawn(a, { tournament: 'Cup', player: 'Player C', withdrawn: true })).message).toBe(
      "player: 'Player C' is already withdrawn",
    );
    expect(errorOf(await tour.setWithdrawn(a, { tournament: 'Cup', player: 'Nobody', withdrawn: true })).code).toBe('not-found');
    value(await tour.setWithdrawn(a, { tournament: 'Cup', player: 'Player C', withdrawn: false, actor: 'td' }));
    const back = value(await tour.proposeSeating(a, { tournament: 'Cup', seed: 7 }));
    expect(back.sittingOut).toHaveLength(1);
    const logged = a.db.prepare("SELECT action, actor FROM events WHERE action LIKE 'tournament-player-%' ORDER BY id").all();
    expect(logged).toEqual([
      { action: 'tournament-player-withdrawn', actor: 'td' },
      { action: 'tournament-player-returned', actor: 'td' },
    ]);
  });

  it('a display or a board GM may not withdraw anyone', async () => {
    const a = await tempArchive();
    value(await tour.createTournament(a, { name: 'Cup', scoring: 'carnage' }));
    value(await tour.addPlayers(a, { tournament: 'Cup', names: NAMES }));
    for (const role of ['display', 'boardGm'] as const) {
      const c: HandlerContext = { archive: a, host: 'browser', version: 't', actor: 'x', caller: { role, name: 'x', games: [] } };
      expect(errorOf(await dispatch('tournament:withdraw', { tournament: 'Cup', player: 'Player A', withdrawn: true }, c)).code).toBe('forbidden');
    }
  });
});

describe('recording results', () => {
  it('`tournament score` without an outcome records nothing; `outcome` shows, `--from-game` records', async () => {
    const db = join(tempDir(), 'a.sqlite');
    expect((await run(['new', 'Cup', '--scoring', 'carnage', '--db', db])).code).toBe(0);
    expect((await run(['players', 'Cup', ...NAMES.slice(0, 7).flatMap((n) => ['--add', n]), '--db', db])).code).toBe(0);
    expect((await run(['round', 'Cup', '--last-year', '1905', '--db', db])).code).toBe(0);
    const none = await run(['score', 'Cup', '--round', '1', '--board', '1', '--db', db]);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/say how the game ended: --solo POWER.*--from-game.*nothing was recorded\n$/);
    const shown = await run(['outcome', 'Cup', '--round', '1', '--board', '1', '--db', db]);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^Round 1 board 1, as its game stands \(1901\): ended by time\n {2}Russia 4, /);
    expect(shown.out).toContain('Nothing was recorded');
    const both = await run(['score', 'Cup', '--round', '1', '--board', '1', '--time', '--from-game', '--db', db]);
    expect(both.err).toContain('not both');
    const opened = await openArchive(db);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(value(await tour.getTournament(opened.value, { tournament: 'Cup' })).rounds[0].boards[0].result).toBeNull();
    closeArchive(opened.value);
    const recorded = await run(['score', 'Cup', '--round', '1', '--board', '1', '--from-game', '--db', db]);
    expect(recorded.code).toBe(0);
    expect(recorded.out).toContain('Round 1 board 1 (Cup R1 B1): ended by time');
    const withdrawn = await run(['withdraw', 'Cup', '--player', 'Player B', '--db', db]);
    expect(withdrawn.out).toBe('Withdrew Player B. Withdrawn: Player B.\n');
    expect((await run(['players', 'Cup', '--db', db])).out).toContain('Player B (withdrawn)\n');
    expect((await run(['return', 'Cup', '--player', 'Player B', '--db', db])).out).toBe('Returned Player B. Withdrawn: nobody.\n');
  });

  it('the round console reads the recorded results: a finished board owes nothing', async () => {
    const a = await tempArchive();
    value(await tour.createTournament(a, { name: 'Cup', scoring: 'carnage' }));
    value(await tour.addPlayers(a, { tournament: 'Cup', names: NAMES.slice(0, 14) }));
    value(await tour.startRound(a, { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1905 } }));
    const before = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    expect(before.boards.map((b) => b.owing.length)).toEqual([7, 7]);
    expect(before.boards[1].lastChange?.action).toBe('game-created');
    value(
      await tour.recordResult(a, {
        tournament: 'Cup',
        round: 1,
        board: 2,
        outcome: { kind: 'solo', winner: 'France', centers: { France: 18, Austria: 3, England: 3, Germany: 3, Italy: 3, Russia: 2, Turkey: 2 } },
        actor: 'Tess',
      }),
    );
    const after = value(await tour.roundConsole(a, { tournament: 'Cup' }));
    expect(after.boards.map((b) => b.owing.length)).toEqual([7, 0]);
    expect(after.boards.map((b) => b.over)).toEqual([false, true]);
    expect(after.boards[1].result?.outcome.kind).toBe('solo');
    // Who made each write is on the board: the result's recorder, and the latest change.
    expect(after.boards[1].result?.recordedBy).toBe('Tess');
    expect(after.boards[1].lastChange).toMatchObject({ by: 'Tess', action: 'tournament-result' });
  });
});

describe('the event network from the command line', () => {
  it('adds people with a one-time pairing code, gives boards, renews a code and revokes', async () => {
    const db = join(tempDir(), 'a.sqlite');
    expect((await run(['new', 'Cup', '--scoring', 'carnage', '--db', db])).code).toBe(0);
    expect((await run(['people', '--db', db])).out).toBe('Nobody added yet.\n');
    const added = await run(['people', '--add', 'Alice', '--role', 'boardGm', '--db', db]);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/^Alice {16}boardGm {2}boards none yet \(code waiting until .+\)\nPairing code: [A-Z2-9]{4}-[A-Z2-9]{4} \(one login/);
    expect((await run(['people', '--add', 'Wall', '--role', 'projector', '--db', db])).err).toContain('--role: boardGm, display or director');
    expect((await run(['people', '--boards', 'Alice', '--games', '7', '--db', db])).err).toContain('games: no game #7 in the archive');
    const code = await run(['people', '--code', 'alice', '--db', db]);
    expect(code.out).toMatch(/Pairing code: [A-Z2-9]{4}-[A-Z2-9]{4}/);
    expect(code.out).not.toContain(/Pairing code: (\S+)/.exec(added.out)![1]);
    expect((await run(['people', '--revoke', 'Alice', '--db', db])).out).toMatch(/^Alice +boardGm +boards none yet \(revoked\)\n$/);
    expect((await run(['people', 'Cup', '--db', db])).err).toContain('no T here');
  });
});
