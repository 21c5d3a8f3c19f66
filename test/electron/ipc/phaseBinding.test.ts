// A request bound to the phase the window showed is refused once the game has moved on elsewhere
// (issue 19, item 4): a commit, a preview or orders typed for Spring 1901 never land in Fall 1901.
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch, type HandlerContext } from '../../../electron/ipc/handlers';
import type { GameDetail } from '../../../electron/ipc/contract';
import { cleanUp, errorOf, SPRING_1901, tempArchive, value } from '../service/support';

afterEach(cleanUp);

async function setUp(): Promise<{ c: HandlerContext; game: GameDetail }> {
  const c: HandlerContext = { archive: await tempArchive(), host: 'browser', version: '0.0.0-test', actor: 'gm' };
  const game = value(await dispatch('game:create', { name: 'Bound' }, c)) as GameDetail;
  return { c, game };
}

describe('requests bound to a phase', () => {
  it('go through while the phase shown is still the open one', async () => {
    const { c, game } = await setUp();
    const expect0 = { seq: 0, phaseId: game.current!.id };
    value(await dispatch('orders:submit', { gameId: game.id, text: SPRING_1901, expect: expect0 }, c));
    const preview = value(await dispatch('phase:preview', { gameId: game.id, expect: expect0 }, c)) as { phase: { name: string } };
    expect(preview.phase.name).toBe('Spring 1901 Movement');
    const done = value(await dispatch('phase:adjudicate', { gameId: game.id, expect: expect0 }, c)) as { committed: boolean };
    expect(done.committed).toBe(true);
  });

  it('refuse a commit, a preview and orders once the phase was committed elsewhere', async () => {
    const { c, game } = await setUp();
    const shown = { seq: 0, phaseId: game.current!.id };
    // Another window (no binding, as the CLI) commits Spring 1901.
    value(await dispatch('phase:adjudicate', { gameId: game.id }, c));
    for (const [channel, extra] of [
      ['phase:adjudicate', {}],
      ['phase:preview', {}],
      ['orders:submit', { text: 'England:\nF lon - nth' }],
      ['phase:rollback', { seq: 0, reason: 'undo the last commit' }],
      ['position:edit', { edits: [{ kind: 'remove', province: 'vie' }], reason: 'fix' }],
    ] as const) {
      const out = await dispatch(channel, { gameId: game.id, ...extra, expect: shown }, c);
      expect(errorOf(out).code).toBe('stale-preview');
      expect(errorOf(out).message).toMatch(/is now at Fall 1901 Movement/);
    }
    // Nothing landed in Fall 1901: it has no orders and is still open.
    const fall = value(await dispatch('game:phase', { gameId: game.id }, c)) as { orders: unknown[]; head: { status: string } };
    expect(fall.orders).toEqual([]);
    expect(fall.head.status).toBe('open');
  });

  it('refuse after a rollback reopened an earlier phase', async () => {
    const { c, game } = await setUp();
    value(await dispatch('phase:adjudicate', { gameId: game.id }, c));
    const after = value(await dispatch('game:get', { gameId: game.id }, c)) as GameDetail;
    const shown = { seq: 1, phaseId: after.current!.id };
    value(await dispatch('phase:rollback', { gameId: game.id, seq: 0, reason: 'wrong orders' }, c));
    const out = await dispatch('phase:adjudicate', { gameId: game.id, expect: shown }, c);
    expect(errorOf(out).message).toMatch(/is now at Spring 1901 Movement/);
  });

  it('refuse a malformed binding, naming the field', async () => {
    const { c, game } = await setUp();
    const out = await dispatch('phase:adjudicate', { gameId: game.id, expect: { seq: 'x', phaseId: 1 } }, c);
    expect(errorOf(out)).toEqual({ code: 'invalid-input', message: 'expect.seq: expected a whole number ≥ 0' });
  });
});
