// Editing the open phase's position as a logged correction (issue 19, item 3): units added, moved,
// removed and a center's owner changed; the old phase is set aside, not changed; orders carry over;
// an impossible edit is refused naming the edit.
import { afterEach, describe, expect, it } from 'vitest';
import { dispatch, type HandlerContext } from '../../../electron/ipc/handlers';
import type { GameDetail, PhaseDetail } from '../../../electron/ipc/contract';
import { cleanUp, errorOf, tempArchive, value } from './support';

afterEach(cleanUp);

async function setUp(): Promise<{ c: HandlerContext; game: GameDetail }> {
  const c: HandlerContext = { archive: await tempArchive(), host: 'browser', version: 'test', actor: 'gm' };
  return { c, game: value(await dispatch('game:create', { name: 'Edited' }, c)) as GameDetail };
}

describe('position:edit', () => {
  it('adds, moves and removes units and changes an owner, logging the edit with its reason', async () => {
    const { c, game } = await setUp();
    value(await dispatch('orders:submit', { gameId: game.id, power: 'England', text: 'F lon - nth' }, c));
    const edits = [
      { kind: 'remove', province: 'vie' },
      { kind: 'move', from: 'par', to: 'bur' },
      { kind: 'add', power: 'Russia', type: 'F', province: 'bot' },
      { kind: 'owner', province: 'bel', power: 'France' },
    ];
    const g = value(
      await dispatch('position:edit', { gameId: game.id, edits, reason: 'set up from the paper board', expect: { seq: 0, phaseId: game.current!.id } }, c),
    ) as GameDetail;
    const at = (p: string) => g.position!.units.find((u) => u.province === p);
    expect(at('vie')).toBeUndefined();
    expect(at('par')).toBeUndefined();
    expect(at('bur')).toMatchObject({ power: 'France', type: 'A' });
    expect(at('bot')).toMatchObject({ power: 'Russia', type: 'F' });
    expect(g.position!.supplyCenters.France).toContain('bel');
    expect(g.current!.id).not.toBe(game.current!.id);
    expect(g.phases).toHaveLength(1);
    // England's order came along to the new phase.
    const phase = value(await dispatch('game:phase', { gameId: game.id }, c)) as PhaseDetail;
    expect(phase.orders.map((o) => o.power)).toEqual(['England']);
    const events = value(await dispatch('game:events', { gameId: game.id }, c)) as { action: string; details: Record<string, unknown> }[];
    const logged = events.find((e) => e.action === 'position-edited')!;
    expect(logged.details).toMatchObject({ reason: 'set up from the paper board', edits, replaced: game.current!.id });
    expect((logged.details.change as { added: string[] }).added).toEqual(['France A bur', 'Russia F bot']);
  });

  it.each([
    [{ kind: 'add', power: 'Russia', type: 'A', province: 'mos' }, 'edits[0] (add): Moscow already has a unit'],
    [{ kind: 'remove', province: 'bur' }, "edits[0] (remove): no unit in 'bur'"],
    [{ kind: 'owner', province: 'bur', power: 'France' }, 'edits[0] (owner): Burgundy is not a supply center'],
    [{ kind: 'add', power: 'Narnia', type: 'A', province: 'bur' }, "edits[0] (add): 'Narnia' is not a power of the Standard map"],
    [
      { kind: 'add', power: 'Russia', type: 'F', province: 'bur' },
      'the edited position is not valid: F bur: a fleet cannot stand in Burgundy, which is inland',
    ],
  ])('refuses %j, naming the edit', async (edit, message) => {
    const { c, game } = await setUp();
    const out = await dispatch('position:edit', { gameId: game.id, edits: [edit], reason: 'test' }, c);
    expect(errorOf(out).message).toBe(message);
    const g = value(await dispatch('game:get', { gameId: game.id }, c)) as GameDetail;
    expect(g.current!.id).toBe(game.current!.id);
  });

  it('refuses an edit without a reason', async () => {
    const { c, game } = await setUp();
    const out = await dispatch('position:edit', { gameId: game.id, edits: [{ kind: 'remove', province: 'vie' }], reason: '  ' }, c);
    expect(errorOf(out).message).toMatch(/reason/);
  });
});
