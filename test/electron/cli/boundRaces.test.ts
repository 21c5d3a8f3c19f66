// Issue 26 item 1, for every CLI write besides adjudicate (boundWrites.test.ts has that one): two
// processes started together, 20 rounds each, for `game orders`, `game correct`, `game rollback`,
// `game draw` and `tournament score`. Each names what it read (`--phase`, `--at` for correct,
// `--version` for a board's result); of two that read the same state and conflict, one writes and
// the other is refused with exit 4 and a message naming what changed. A write that does not conflict
// (orders or a draw vote racing an adjudication that commits after it) lands in the phase it named,
// never in the next one. In every round both commands have read before either takes the write lock
// (race.ts: they meet there), so each round is a real race: the first race's round 0 between two
// fresh `adjutant` processes, every other round between the file's two lasting ones (race.ts says
// why that is the same race). Every check reads the archive after both ended: no timing.
// The two conflicting writes started together (rollback, correct, score) are conflictRaces.test.ts's
// (one file until session 17: 21 s on a fresh clone beside the other lane; each file has its own
// first fresh round).
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../../electron/cli/command';
import { cleanUp } from '../service/support';
import { newGame, racesInThisFile, together } from './race';
import { CHANGED, current, drawVotes, ENGLAND, ROUNDS, say, storedIn } from './raceChecks';

afterEach(cleanUp);
racesInThisFile();

describe('a write racing an adjudication of the phase it names (20 rounds each)', () => {
  it('game orders --phase: stored in that phase before it is adjudicated, or refused with exit 4; never in the next phase', async () => {
    const { db, game } = await newGame();
    const seen = { stored: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const at = await current(game);
      const runs = await together(
        db,
        round,
        ['game', 'orders', 'Race', '--power', 'England', '--phase', at.code],
        ['game', 'adjudicate', 'Race', '--phase', at.code, '--confirm-missing'],
        [ENGLAND, ''],
      );
      const [orders, adjudicated] = runs;
      expect(adjudicated.code, say(round, runs)).toBe(EXIT.ok);
      expect([EXIT.ok, EXIT.changed], say(round, runs)).toContain(orders.code);
      // The set is in the phase it named exactly when the command said it was stored; the next phase has none.
      expect(await storedIn(game, at.seq)).toEqual(orders.code === EXIT.ok ? ['England'] : []);
      expect(await storedIn(game, at.seq + 1)).toEqual([]);
      if (orders.code === EXIT.changed) {
        expect(orders.err).toMatch(
          new RegExp(
            `(it was at [^;]* \\(${at.code}\\) and now is at [^;]* \\(${at.code} was adjudicated meanwhile\\); nothing was changed|--phase ${at.code}: the game is at )`,
          ),
        );
        seen.refused++;
      } else seen.stored++;
    }
    console.log(`orders over ${ROUNDS} rounds: ${seen.stored} stored before the adjudication, ${seen.refused} refused (exit 4)`);
  }, 240_000);

  it('game draw --phase: the vote is cast in that phase, or refused with exit 4; never in the next phase', async () => {
    const { db, game } = await newGame();
    for (let round = 0; round < ROUNDS; round++) {
      const at = await current(game);
      const before = (await drawVotes(game)).length;
      const runs = await together(
        db,
        round,
        ['game', 'draw', 'Race', '--power', 'England', '--phase', at.code],
        ['game', 'adjudicate', 'Race', '--phase', at.code, '--confirm-missing'],
      );
      const [vote, adjudicated] = runs;
      expect(adjudicated.code, say(round, runs)).toBe(EXIT.ok);
      expect([EXIT.ok, EXIT.changed], say(round, runs)).toContain(vote.code);
      const votes = (await drawVotes(game)).slice(before);
      expect(votes).toEqual(vote.code === EXIT.ok ? [{ seq: at.seq, power: 'England' }] : []);
      if (vote.code === EXIT.changed) expect(vote.err).toMatch(new RegExp(`(${CHANGED.source}|--phase ${at.code}: the game is at )`));
    }
  }, 240_000);
});
