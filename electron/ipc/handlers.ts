// The command table's dispatch, shared by Electron's ipcMain.handle and the browser host. It is the
// boundary: an unknown channel, a caller whose role may not use it, a payload that is not a plain
// JSON object, is too large or does not fit the channel's schema, and anything the service refuses
// all come back as `{ ok: false, error }`; nothing thrown crosses it. The checks, the caller's name
// on every write and the announcement of every change are made here once, for every channel.
import type { Archive } from '../archive/db';
import type { ServiceResult } from '../service/index';
import { check } from '../service/validate';
import type { Caller, Command, HandlerContext } from './command';
import { COMMANDS } from './commands';
import { MAX_PAYLOAD_BYTES, type Channel } from './contract';
import type { Renderer } from './reports';
import type { CredentialStore } from '../service/mail/credentials';

export type { HandlerContext, Caller, Role } from './command';

declare module './command' {
  // What only the main process knows: added here so that command.ts and the contract stay free of
  // Node's types (the archive's better-sqlite3 handle, the renderer's bytes).
  interface HandlerContext {
    archive: Archive;
    /** Makes PDF and PNG files; without it those formats answer an error. */
    render?: Renderer;
    /**
     * Where mail passwords are kept: the app's OS keychain (safeStorage). Absent in the browser host
     * and the CLI, which keep none: there the password comes with each fetch, in memory only.
     */
    secrets?: CredentialStore;
  }
}

/** Every channel of the table, for ipcMain's registrations and for tests that walk them all. */
export const CHANNELS = Object.keys(COMMANDS) as Channel[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(COMMANDS, name);
}

function refused(code: 'invalid-input' | 'forbidden', message: string): ServiceResult<never> {
  return { ok: false, error: { code, message } };
}

/** Why a payload cannot be handed to the service, or null when it is a plain JSON object. */
export function payloadProblem(payload: unknown): string | null {
  if (payload === undefined) return null;
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return 'the payload must be an object';
  if (Object.getPrototypeOf(payload) !== Object.prototype && Object.getPrototypeOf(payload) !== null) return 'the payload must be a plain object';
  let text: string;
  try {
    text = JSON.stringify(payload);
  } catch {
    return 'the payload is not plain data (it refers to itself or holds values JSON cannot carry)';
  }
  if (text.length > MAX_PAYLOAD_BYTES) return `the payload is larger than ${MAX_PAYLOAD_BYTES / (1024 * 1024)} MB`;
  return null;
}

/** Why `caller` may not make this request, or null. A board GM writes only to the games given to them. */
export function accessProblem(channel: Channel, command: Command<unknown, unknown>, input: unknown, caller: Caller): string | null {
  if (!command.roles.includes(caller.role)) return `${channel}: ${ROLE_NAMES[caller.role]} may not ${command.writes ? 'make this change' : 'read this'}`;
  if (caller.role !== 'boardGm' || !command.writes) return null;
  const game = command.game?.(input) ?? null;
  if (game === null) return `${channel}: a board GM may not make this change`;
  if (!caller.games?.includes(game)) return `${channel}: game #${game} is not one of ${caller.name}'s boards`;
  return null;
}

const ROLE_NAMES: Record<Caller['role'], string> = { local: 'this window', director: 'the director', boardGm: 'a board GM', display: 'a display' };

/** Channels whose answer or input names the game they changed. */
const GAME_AREAS = /^(game|orders|phase|position|correction|draw):/;

function gameOf(input: unknown, value: unknown): number | null {
  for (const v of [value, input]) {
    const id = (v as { gameId?: unknown; id?: unknown } | null)?.gameId ?? (v as { id?: unknown } | null)?.id;
    if (typeof id === 'number') return id;
  }
  return null;
}

/** Runs one request. Never throws. */
export async function dispatch(channel: unknown, payload: unknown, ctx: HandlerContext): Promise<ServiceResult<unknown>> {
  if (!isChannel(channel)) return refused('invalid-input', `unknown channel ${JSON.stringify(String(channel)).slice(0, 80)}`);
  const problem = payloadProblem(payload);
  if (problem) return refused('invalid-input', `${channel}: ${problem}`);
  const command = COMMANDS[channel] as Command<unknown, unknown>;
  const caller: Caller = ctx.caller ?? { role: 'local', name: ctx.actor };
  try {
    // A structured clone of the payload, so the service never holds objects the caller can change.
    const checked = check(command.input, payload === undefined ? {} : JSON.parse(JSON.stringify(payload)));
    if (!checked.ok) return refused('invalid-input', checked.error);
    const denied = accessProblem(channel, command, checked.value, caller);
    if (denied) return refused('forbidden', denied);
    // The log names the caller, never whom the payload says.
    const input = command.writes ? { ...(checked.value as object), actor: caller.name } : checked.value;
    const out = await command.run(input, ctx);
    // A tournament's or a person's answer carries its own id, not a game's: announce it as a change of the archive.
    if (out.ok && command.writes) ctx.changed?.(GAME_AREAS.test(channel) ? gameOf(input, out.value) : null);
    return out;
  } catch (e) {
    return { ok: false, error: { code: 'internal', message: `internal error on ${channel}: ${e instanceof Error ? e.message : String(e)}` } };
  }
}
