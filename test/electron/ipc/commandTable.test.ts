// The command table (electron/ipc/commands.ts) is the one place a channel is declared: the contract,
// the routing, the checks and the roles all come from it. The lines marked @ts-expect-error are the
// type-level half of this test: `tsc -b` (npm test's type check) fails when any of them compiles,
// that is when a channel could be half-declared or used without being in the table.
import { afterEach, describe, expect, it } from 'vitest';
import { DIRECTOR, EVERYONE, read, ROLES, STAFF, write, type Command } from '../../../electron/ipc/command';
import { COMMANDS } from '../../../electron/ipc/commands';
import type { AdjutantApi, Channel, Contract, GameDetail, Input, Output } from '../../../electron/ipc/contract';
import { CHANNELS, dispatch, type HandlerContext } from '../../../electron/ipc/handlers';
import { gameRefShape } from '../../../electron/service/shapes';
import { getGame } from '../../../electron/service/index';
import { cleanUp, errorOf, SPRING_1901, tempArchive, value } from '../service/support';

afterEach(cleanUp);

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const holds = <T extends true>(): T => true as T;

// The contract's channels are exactly the table's, with the table's types.
holds<Equal<Channel, keyof typeof COMMANDS>>();
holds<Equal<Input<'game:get'>, { gameId: number }>>();
holds<Equal<Output<'game:get'>, GameDetail>>();
// The actor is the caller's: no channel takes it from the payload.
holds<Equal<'actor' extends keyof Input<'game:create'> ? true : false, false>>();

// @ts-expect-error a channel that is not in the table has no contract
type _Unknown = Contract['game:delete'];
// @ts-expect-error nor an input
type _NoInput = Input<'game:delete'>;

// Type-level only: never called.
export function _typeLevel(api: AdjutantApi): void {
  // @ts-expect-error the preload and the browser shim take only the table's channels
  void api.invoke('game:delete', {});
  // @ts-expect-error and only the payload its schema describes
  void api.invoke('game:get', { game: 1 });

  // An entry cannot leave out any of its parts.
  // @ts-expect-error no schema: nothing would check the payload
  read<GameDetail>()({ roles: EVERYONE, run: (v: { gameId: number }, ctx) => getGame(ctx.archive, v) });
  // @ts-expect-error no roles: nobody would know who may call it
  read<GameDetail>()({ input: gameRefShape, run: (v, ctx) => getGame(ctx.archive, v) });
  // @ts-expect-error no handler
  write<GameDetail>()({ input: gameRefShape, roles: DIRECTOR });
  // @ts-expect-error a handler that answers something else than the channel's output
  read<string>()({ input: gameRefShape, roles: EVERYONE, run: (v, ctx) => getGame(ctx.archive, v) });
  // @ts-expect-error a handler that takes another input than the schema checks
  read<GameDetail>()({ input: gameRefShape, roles: EVERYONE, run: (v: { name: string }, ctx) => getGame(ctx.archive, { gameId: Number(v.name) }) });
  // @ts-expect-error a role that does not exist
  read<GameDetail>()({ input: gameRefShape, roles: ['owner'], run: (v, ctx) => getGame(ctx.archive, v) });
}

// Anything that lists the channels again must list them all.
// @ts-expect-error one channel left out
const _titles: Record<Channel, string> = { 'game:get': 'Game' };
void _titles;

async function ctx(caller?: HandlerContext['caller']): Promise<HandlerContext> {
  return { archive: await tempArchive(), host: 'browser', version: 't', actor: 'gm', caller };
}

describe('the command table', () => {
  it('is what is routed: every channel, each with a schema, roles and a handler', () => {
    expect(CHANNELS).toEqual(Object.keys(COMMANDS));
    expect(CHANNELS.length).toBeGreaterThanOrEqual(45);
    for (const channel of CHANNELS) {
      const c = COMMANDS[channel] as Command<unknown, unknown>;
      expect(channel).toMatch(/^[a-z]+:[a-zA-Z]+$/);
      expect(typeof c.input.safeParse, channel).toBe('function');
      expect(c.roles.length, channel).toBeGreaterThan(0);
      expect(
        c.roles.every((r) => ROLES.includes(r)),
        channel,
      ).toBe(true);
      expect(typeof c.run, channel).toBe('function');
      // Nothing a display may do changes the archive, and the local user may do everything.
      if (c.writes) expect(c.roles, channel).not.toContain('display');
      expect(c.roles, channel).toContain('local');
      // A board GM's write names the one game it touches.
      if (c.writes && c.roles.includes('boardGm')) expect(typeof c.game, channel).toBe('function');
    }
  });

  it('refuses a role the entry does not name, before the payload reaches the service', async () => {
    const local = await ctx();
    const game = value(await dispatch('game:create', { name: 'Roles' }, local)) as GameDetail;
    const display = { ...local, caller: { role: 'display' as const, name: 'Projector' } };
    expect(errorOf(await dispatch('orders:submit', { gameId: game.id, text: SPRING_1901 }, display))).toEqual({
      code: 'forbidden',
      message: 'orders:submit: a display may not make this change',
    });
    expect(value(await dispatch('game:get', { gameId: game.id }, display))).toMatchObject({ id: game.id });
    const gm = { ...local, caller: { role: 'boardGm' as const, name: 'Alice', games: [game.id + 1] } };
    expect(errorOf(await dispatch('phase:adjudicate', { gameId: game.id }, gm))).toEqual({
      code: 'forbidden',
      message: `phase:adjudicate: game #${game.id} is not one of Alice's boards`,
    });
    expect(errorOf(await dispatch('tournament:create', { name: 'Cup', scoring: 'carnage' }, gm)).code).toBe('forbidden');
    const own = { ...local, caller: { role: 'boardGm' as const, name: 'Alice', games: [game.id] } };
    value(await dispatch('orders:submit', { gameId: game.id, text: SPRING_1901 }, own));
    value(await dispatch('phase:adjudicate', { gameId: game.id }, own));
    // The log names the caller, not the window's actor.
    const events = value(await dispatch('game:events', { gameId: game.id }, own)) as { actor: string; action: string }[];
    expect(events.find((e) => e.action === 'phase-adjudicated')?.actor).toBe('Alice');
  });

  it('checks the payload with the entry schema, naming the field', async () => {
    expect(errorOf(await dispatch('tournament:console', { tournament: 'Cup', round: 'two' }, await ctx()))).toMatchObject({
      code: 'invalid-input',
      message: expect.stringMatching(/^round: /),
    });
  });

  it('keeps the roles as declared: staff write to a board, the director to the rest', () => {
    expect(COMMANDS['orders:submit'].roles).toEqual(STAFF);
    expect(COMMANDS['tournament:recordResult'].roles).toEqual(DIRECTOR);
    expect(COMMANDS['tournament:standings'].roles).toEqual(EVERYONE);
  });
});
