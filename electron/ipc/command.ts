// What one entry of the command table (commands.ts) is: a channel's input schema, its output type,
// who may call it and the function that answers it. The contract (contract.ts), the preload, the
// browser host's routing and the payload checks all derive from the table, so a channel is added
// in one place. This module and the types it names hold no Node: the renderer's type check reaches
// it through the contract. The handler's context gains the archive and the PDF renderer in
// handlers.ts (declaration merging), which the renderer never loads.
import type { Check } from '../service/validate';
import type { ServiceResult } from '../service/types';
import type { NetworkControl } from '../service/event/types';
import type { AppLanguage } from '../../engine/index';

/**
 * Who is calling. `local` is the workstation's own window (Electron, or the browser host on
 * loopback): one person, allowed everything. The other three are the event network's people:
 * the director (everything), a board GM (reads, and writes to the boards given to them), a display
 * (reads standings and boards, writes nothing).
 */
export const ROLES = ['local', 'director', 'boardGm', 'display'] as const;
export type Role = (typeof ROLES)[number];

/** Everyone may read. */
export const EVERYONE = ROLES;
/** The people who run boards: writes to one game (a board GM's only to their own boards). */
export const STAFF = ['local', 'director', 'boardGm'] as const satisfies readonly Role[];
/** The director's own business: the archive, tournaments, anything beyond one board. */
export const DIRECTOR = ['local', 'director'] as const satisfies readonly Role[];
/** The workstation's own window only: what no one on the network may do (stop the network they came in by). */
export const LOCAL = ['local'] as const satisfies readonly Role[];

export interface Caller {
  role: Role;
  /** Who the log names for the caller's changes (`gm` in the desktop app, a person's name on the network). */
  name: string;
  /** A board GM's games: the only ones they may write to. */
  games?: readonly number[];
}

/** What a handler is given beside its input. `archive` and `render` are added in handlers.ts. */
export interface HandlerContext {
  host: 'electron' | 'browser';
  version: string;
  /** Who the log names for changes made from this window (the caller's name when there is a caller). */
  actor: string;
  /** The person calling; absent means the local user (`local`, named by `actor`). */
  caller?: Caller;
  /** Told after every change that succeeded, so other windows or tabs can refresh. */
  changed?: (gameId: number | null) => void;
  /** Serves the event on the local network (issue 29 item 1); absent where the host cannot. */
  network?: NetworkControl;
  /** The window's choice of language reaches the application menu (the desktop app only; null: the OS's). */
  chooseLanguage?: (code: AppLanguage | null) => void;
}

export interface Command<I, O> {
  /** The payload's schema: the dispatch checks every request with it before the handler runs. */
  input: Check<I>;
  /** Who may call. */
  roles: readonly Role[];
  /** A change of the archive: the log names the caller (`actor` is theirs, never the payload's) and every window is told. */
  writes: boolean;
  /** The game the request writes to, for a board GM's limits (absent: not one game's business). */
  game?: (input: I) => number | null;
  run(input: I, ctx: HandlerContext): Promise<ServiceResult<O>>;
  /** Never set: carries the output type for the contract. */
  readonly output?: O;
}

/** An actor the payload cannot choose: dispatch overwrites it with the caller's name. */
type Actor = { actor: string };

/** A channel that only reads. */
export function read<O>() {
  return <I>(spec: { input: Check<I>; roles: readonly Role[]; run: (input: I, ctx: HandlerContext) => Promise<ServiceResult<O>> }): Command<I, O> => ({
    ...spec,
    writes: false,
  });
}

/** A channel that changes the archive: its handler is given the caller's name as `actor`. */
export function write<O>() {
  return <I>(spec: {
    input: Check<I>;
    roles: readonly Role[];
    game?: (input: I) => number | null;
    run: (input: I & Actor, ctx: HandlerContext) => Promise<ServiceResult<O>>;
  }): Command<I, O> => ({ ...spec, run: spec.run as Command<I, O>['run'], writes: true });
}

/** What a channel takes: the schema's type, less the actor (which the caller is). */
export type InputOf<T> = T extends Command<infer I, infer _O> ? Omit<I, 'actor'> : never;
export type OutputOf<T> = T extends Command<infer _I, infer O> ? O : never;
