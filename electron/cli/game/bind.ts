// The binding of a `game` write to the game as the command read it at its start (cli/bound.ts):
// the game's status and its current phase. `--phase N|S1901M` names the phase the GM means; a game
// that is elsewhere is refused before anything is done, with exit code 4 like a change in between.
import { getGame } from '../../service/games';
import type { GameDetail, GameSummary } from '../../service/types';
import { EXIT } from '../command';
import { type Binding, boundWrite } from '../bound';
import type { Io } from '../command';
import { phaseCode, phaseRef } from './args';
import { fail, type Ctx } from './context';

export interface GameState {
  status: GameSummary['status'] | 'gone';
  current: GameSummary['current'];
}

const stateOf = (g: GameSummary): GameState => ({ status: g.status, current: g.current });

function where(s: GameState): string {
  if (s.status === 'gone') return 'is gone from the archive';
  const c = s.current;
  if (!c) return 'has no phase';
  const at = `${c.name} (${phaseCode(c)})`;
  if (s.status !== 'active') return `is ${s.status}, at ${at}`;
  return c.status === 'open' ? `is at ${at}` : `is at ${at}, which is ${c.status}`;
}

function same(a: GameState, b: GameState): boolean {
  return a.status === b.status && a.current?.id === b.current?.id && a.current?.seq === b.current?.seq && a.current?.status === b.current?.status;
}

/** What happened between two states, in a GM's words. */
function changed(read: GameState, now: GameState): string {
  const was = read.current ? `${read.current.name} (${phaseCode(read.current)})` : 'no phase';
  const what =
    read.current && now.current && now.current.seq === read.current.seq + 1
      ? ` (${phaseCode(read.current)} was adjudicated meanwhile)`
      : read.current && now.current && now.current.seq < read.current.seq
        ? ' (it was rolled back meanwhile)'
        : read.current && now.current && now.current.seq === read.current.seq
          ? ' (it was changed meanwhile: a rollback or a correction)'
          : '';
  return `the game changed since this command read it, by another command or window: it was at ${was} and now ${where(now)}${what}`;
}

/**
 * The binding for a write to `g`, or the exit code after refusing: `--phase` (when given) must name
 * the game's current open phase.
 */
export function gameBinding(ctx: Ctx, g: GameDetail, named: string | undefined): Binding<GameState> | number {
  const read = stateOf(g);
  if (named !== undefined) {
    const wanted = phaseRef(named, g.phases);
    if (typeof wanted === 'string') return fail(ctx, `--phase ${named}: ${wanted}; the game ${where(read)}`, EXIT.changed);
    const c = g.current;
    if (!c || c.seq !== wanted.seq || c.status !== 'open' || g.status !== 'active') {
      return fail(ctx, `--phase ${named}: the game ${where(read)}, not at ${wanted.name} (${phaseCode(wanted)}); nothing was changed`, EXIT.changed);
    }
  }
  return {
    read,
    now: async () => {
      const now = await getGame(ctx.archive, { gameId: g.id });
      return now.ok ? stateOf(now.value) : { status: 'gone', current: null };
    },
    same,
    changed,
  };
}

/** Runs `write` bound to the game as read; `write` gets the context whose output is held until the commit. */
export async function writeBound(ctx: Ctx, g: GameDetail, named: string | undefined, write: (ctx: Ctx) => Promise<number>): Promise<number> {
  const binding = gameBinding(ctx, g, named);
  return typeof binding === 'number' ? binding : bound(ctx, binding, write);
}

/**
 * Runs `write` bound to the game as read and to `also` (`game correct`: the corrected phase's
 * version); a change in either refuses it, the game's first.
 */
export async function writeBoundAlso<X>(ctx: Ctx, g: GameDetail, also: Binding<X>, write: (ctx: Ctx) => Promise<number>): Promise<number> {
  const game = gameBinding(ctx, g, undefined) as Binding<GameState>;
  return bound(
    ctx,
    {
      read: [game.read, also.read],
      now: async () => [await game.now(), await also.now()],
      same: (a, b) => game.same(a[0], b[0]) && also.same(a[1], b[1]),
      changed: (a, b) => (game.same(a[0], b[0]) ? also.changed(a[1], b[1]) : game.changed(a[0], b[0])),
    } satisfies Binding<[GameState, X]>,
    write,
  );
}

function bound<S>(ctx: Ctx, binding: Binding<S>, write: (ctx: Ctx) => Promise<number>): Promise<number> {
  return boundWrite(
    ctx.archive,
    ctx.io,
    binding,
    (message, code) => fail(ctx, message, code),
    (io: Io) => write({ ...ctx, io }),
  );
}
