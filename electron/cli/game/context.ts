// What every `game` subcommand works with: the open archive, the streams, who is acting, and the
// helpers that turn a service answer into output and an exit code.
import type { Archive } from '../../archive/db';
import { findGame } from '../../service/games';
import type { ServiceResult } from '../../service/result';
import type { GameDetail } from '../../service/types';
import { EXIT, type Io } from '../command';
import { withoutFolders } from '../process';
import type { Options, Values } from './args';

export interface Ctx {
  archive: Archive;
  io: Io;
  actor: string;
  /** The subcommand, for messages (`adjutant game orders: ...`). */
  name: string;
}

/** What a subcommand has before the archive is opened: the streams, who is acting, its name. */
export type ArgCtx = Omit<Ctx, 'archive'>;

/** The part of a subcommand that needs the archive, once its arguments were found good (Sub.args). */
export type OverArchive = (ctx: Ctx) => Promise<number>;

/** What every subcommand over the archive says of itself; its one-line summary is in its family's table (subcommands.ts). */
interface SubBase {
  usage: string;
  options: Options;
  /** Whether the archive file may be created (new, import). */
  creates?: boolean;
  /** Whether the command only reads: the archive is opened read-only (an empty file stays empty). */
  readsOnly?: boolean;
}

/**
 * A subcommand over the archive (over.ts runs it): `run` over the opened archive; or `args`, the
 * checks of its arguments (and of the files they name) that need no archive, run before the archive
 * is opened: an exit code when refused (the message said), else the rest of the command, run over the
 * archive. A command with bad arguments so never opens the archive.
 */
export type Sub =
  | (SubBase & { run(ctx: Ctx, values: Values, positionals: string[]): Promise<number> })
  | (SubBase & { args(ctx: ArgCtx, values: Values, positionals: string[]): Promise<number | OverArchive> });

/**
 * The answers of a family of subcommands over the archive (`game`, `tournament`, `variant`): `fail`
 * prints one line naming the command (`adjutant game orders: ...`) and answers the exit code;
 * `reply` prints a service answer, as JSON when asked, else `text`, or its error with exit 2 (1 for
 * an internal one, without the user's folders).
 */
export function answers(label: string) {
  const fail = (ctx: Pick<Ctx, 'io' | 'name'>, message: string, code: number = EXIT.badInput): number => {
    ctx.io.err(`adjutant ${label} ${ctx.name}: ${message}\n`);
    return code;
  };
  const reply = <T>(ctx: Pick<Ctx, 'io' | 'name'>, result: ServiceResult<T>, json: boolean, text: (value: T) => string): number => {
    if (!result.ok && result.error.code === 'internal') return fail(ctx, withoutFolders(result.error.message), EXIT.internal);
    if (!result.ok) return fail(ctx, result.error.message);
    ctx.io.out(json ? `${JSON.stringify(result.value, null, 2)}\n` : text(result.value));
    return EXIT.ok;
  };
  return { fail, reply };
}

export const { fail, reply } = answers('game');

/** The game a command names (`12`, `#12` or its name), or why not. */
export async function game(ctx: Ctx, positionals: string[]): Promise<ServiceResult<GameDetail>> {
  if (positionals.length === 0) return { ok: false, error: { code: 'invalid-input', message: 'name the game (its name or its number)' } };
  if (positionals.length > 1) {
    return { ok: false, error: { code: 'invalid-input', message: `one game at a time; quote a name with spaces ('${positionals.join(' ')}')` } };
  }
  const found = await findGame(ctx.archive, positionals[0]);
  if (!found.ok && found.error.code === 'not-found') {
    return { ok: false, error: { code: 'not-found', message: `no game '${positionals[0]}' in ${ctx.archive.file} (adjutant game list shows them)` } };
  }
  return found;
}

export const str = (v: Values[string]): string | undefined => (typeof v === 'string' ? v : undefined);
export const list = (v: Values[string]): string[] | undefined => (Array.isArray(v) ? v : undefined);
