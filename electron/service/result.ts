// What every service function answers: `{ ok: true, value }` or `{ ok: false, error: { code,
// message } }`, never an exception. `serve` is the boundary: it turns anything thrown (a bug, a
// full disk, a locked or damaged file) into an error value. `transact` runs a mutation in ONE
// immediate transaction and rolls it back when the mutation answers an error.
import type { ServiceErrorCode } from './types';
export type { ServiceErrorCode } from './types';
import type { ServiceError, ServiceResult, ServiceSaid } from './types';
export type { ServiceError, ServiceResult, ServiceSaid } from './types';
import { fillPlaceholders, saidParamKind, type GameMap } from '../../engine/index';
import type { Archive } from '../archive/db';
import { clearPending, sealPending } from '../archive/historySeal';
import { repositories, type Repositories } from '../archive/repositories/index';
import { check, type Check } from './validate';
import { deadlineWords } from './timeWords';

export type Failure = { ok: false; error: ServiceError };

export function success<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/**
 * An error for the caller. A blank message is a bug (the caller would see an error saying nothing), so it throws.
 * `said` is the message as data for the window to word (made by `refusals`; a refusal passed on keeps its own).
 */
export function failure(code: ServiceErrorCode, message: string, details?: unknown, said?: ServiceSaid): Failure {
  if (typeof message !== 'string' || message.trim() === '') throw new TypeError(`a '${code}' failure without a message`);
  const error: ServiceError = { code, message };
  if (details !== undefined) error.details = details;
  if (said !== undefined) error.said = said;
  return { ok: false, error };
}

/**
 * One refusal's English, `{{name}}` for a particular (named by kind: engine/placeholders.ts
 * `saidParamKind`); by count when it has a `{{count}}` that changes the words (`_one` / `_other` in
 * the catalogues, i18next's plurals).
 */
export type RefusalEnglish = string | { one: string; other: string };
export type SaidParams = Readonly<Record<string, string | number>>;

const SAID_ENGLISH = new Map<string, Readonly<Record<string, RefusalEnglish>>>();

/**
 * Every area's refusals in English by key (`games` -> `name-taken` -> its template), as the modules
 * loaded so far declared them: resources/i18n/en.json's `said` namespace repeats them
 * (test/renderer/i18n/saidWords.test.ts).
 */
export function saidEnglish(): ReadonlyMap<string, Readonly<Record<string, RefusalEnglish>>> {
  return SAID_ENGLISH;
}

/** A refusal's English from its template and particulars: provinces by the map's names, the rest as given. */
export function saidInEnglish(english: RefusalEnglish, params: SaidParams, map?: GameMap): string {
  const template = typeof english === 'string' ? english : params.count === 1 ? english.one : english.other;
  const word = (value: string | number, name: string) => {
    const kind = saidParamKind(name);
    if (kind === 'province') return map?.province(String(value))?.name ?? String(value);
    if (kind === 'said') return saidAgain(String(value), params, map);
    return kind === 'time' ? deadlineWords(String(value)) : String(value);
  };
  return fillPlaceholders(template, params, word);
}

/** A refusal inside another's frame (a particular named `said`), in English with the frame's other particulars. */
function saidAgain(key: string, params: SaidParams, map?: GameMap): string {
  const dot = key.indexOf('.');
  const english = SAID_ENGLISH.get(key.slice(0, dot))?.[key.slice(dot + 1)];
  const { said: _, ...rest } = params;
  return english === undefined ? key : saidInEnglish(english, rest, map);
}

/**
 * The refusals of one area of the service (`games`, `exchange`), declared once with their English:
 * answers the function that makes one, `refuse(code, key, params, details, map)`, whose `message` is
 * the English template filled and whose `said` carries the key (`games.name-taken`) and the
 * particulars for the window to word in its language. `map` names the provinces among the
 * particulars (in English here; in the window, in its language) and rides along as `params.map`.
 */
export function refusals<K extends string>(area: string, english: Readonly<Record<K, RefusalEnglish>>) {
  const known = SAID_ENGLISH.get(area);
  if (known !== undefined && known !== english) throw new TypeError(`two tables of refusals for the area '${area}'`);
  SAID_ENGLISH.set(area, english);
  return (code: ServiceErrorCode, key: K, params: SaidParams = {}, details?: unknown, map?: GameMap): Failure => {
    const message = saidInEnglish(english[key], params, map);
    const all = map === undefined ? params : { ...params, map: map.id };
    return failure(code, message, details, Object.keys(all).length === 0 ? { key: `${area}.${key}` } : { key: `${area}.${key}`, params: { ...all } });
  };
}

/** The service boundary: runs `fn`, and whatever it throws comes back as an error value. */
export async function serve<T>(fn: () => ServiceResult<T> | Promise<ServiceResult<T>>): Promise<ServiceResult<T>> {
  try {
    return await fn();
  } catch (e) {
    return thrown(e);
  }
}

/**
 * The service's prologue, once: the boundary (`serve`), then the input checked against `shape`
 * (a refusal names the faulty field), then `fn` with the checked value. The IPC dispatch checks each
 * payload with the same schema from the command table first; the command line arrives here directly.
 */
export function serveChecked<I, T>(shape: Check<I>, input: unknown, fn: (value: I) => ServiceResult<T> | Promise<ServiceResult<T>>): Promise<ServiceResult<T>> {
  return serve(() => {
    const checked = check(shape, input);
    return checked.ok ? fn(checked.value) : invalidInput(checked.error);
  });
}

const refuse = refusals('service', {
  // A check's faults (validate.ts `check`): the field named, the check's English in the message.
  'invalid-field': 'the request is not valid: {{field}}',
  // The check's whole sentence (`{{checked}}`, validate.ts), which the window reads back fault by fault (checkFaults.ts).
  'invalid-checked': 'the request is not valid: {{checked}}',
  invalid: 'the request is not valid',
  'blank-name': 'name: must not be blank',
  // What SQLite answered (`thrown`), by kind; `{{detail}}` is SQLite's own sentence, for the log and
  // the CLI, which the other languages show quoted and marked as SQLite's.
  busy: 'the archive is busy: another program is writing to it; try again ({{detail}})',
  corrupt: 'the archive is damaged: {{detail}}; nothing was changed',
  readonly: 'the archive cannot be written: {{detail}}',
  full: 'the disk is full: {{detail}}; nothing was changed',
  cantopen: 'the archive file cannot be opened: {{detail}}',
  constraint: 'the archive refused the change, which breaks one of its rules ({{detail}}); nothing was changed',
  io: 'the archive file could not be read or written, a fault of the disk or its file system ({{detail}}); nothing was changed',
  sqlite: 'the archive answered {{sqlite}}: {{detail}}',
  internal: 'internal error: {{detail}}',
});

/**
 * A refusal of input that failed its check (validate.ts `check`): the check's sentence as the
 * message, the first faulty field (`orders[3].unit.province`) for the window to word.
 */
export function invalidInput(checkError: string): Failure {
  const field = /^([\w$[\].-]+): /.exec(checkError)?.[1];
  const said = (field === undefined ? refuse('invalid-input', 'invalid') : refuse('invalid-input', 'invalid-checked', { field, checked: checkError })).error
    .said;
  return failure('invalid-input', checkError, undefined, said);
}

/** `name: must not be blank`, for a name given blank. */
export const blankName = (): Failure => refuse('invalid-input', 'blank-name');

/**
 * What SQLite answers, by better-sqlite3's error code (the primary code before any `_` extension:
 * `SQLITE_BUSY_SNAPSHOT` is busy), as the refusal of that kind: its code for a program, its key for
 * the window's words. SQLite's own sentence rides along as the detail.
 */
const SQLITE_KINDS: readonly [prefix: string, code: ServiceErrorCode, key: 'busy' | 'corrupt' | 'readonly' | 'full' | 'cantopen' | 'constraint' | 'io'][] = [
  ['SQLITE_BUSY', 'archive-busy', 'busy'],
  ['SQLITE_LOCKED', 'archive-busy', 'busy'],
  ['SQLITE_CORRUPT', 'archive-corrupt', 'corrupt'],
  ['SQLITE_NOTADB', 'archive-corrupt', 'corrupt'],
  ['SQLITE_READONLY', 'archive-readonly', 'readonly'],
  ['SQLITE_PERM', 'archive-readonly', 'readonly'],
  ['SQLITE_FULL', 'disk-full', 'full'],
  ['SQLITE_CANTOPEN', 'internal', 'cantopen'],
  ['SQLITE_CONSTRAINT', 'internal', 'constraint'],
  ['SQLITE_IOERR', 'internal', 'io'],
];

function thrown(e: unknown): Failure {
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : String(e);
  const detail = { detail: message };
  if (typeof code === 'string' && code.startsWith('SQLITE_')) {
    const kind = SQLITE_KINDS.find(([prefix]) => code === prefix || code.startsWith(`${prefix}_`));
    return kind ? refuse(kind[1], kind[2], detail) : refuse('internal', 'sqlite', { sqlite: code, ...detail });
  }
  return refuse('internal', 'internal', detail);
}

const ROLLBACK = Symbol('rollback');

/**
 * Runs `fn` in one BEGIN IMMEDIATE transaction (the write lock is taken up front, so two writers
 * never deadlock upgrading a read). An error value from `fn` rolls the transaction back.
 */
export function transact<T>(archive: Archive, fn: (repos: Repositories) => ServiceResult<T>): ServiceResult<T> {
  const repos = repositories(archive.db);
  let out: ServiceResult<T> | undefined;
  try {
    archive.db
      .transaction(() => {
        clearPending(archive.db);
        out = fn(repos);
        if (!out.ok) throw ROLLBACK;
        // The history chain of every phase this write changed, in the same transaction.
        sealPending(archive.db);
      })
      .immediate();
  } catch (e) {
    if (e !== ROLLBACK) throw e;
  }
  return out as ServiceResult<T>;
}

/**
 * The prologue of a change to one thing (a game, a tournament), once: the input checked against
 * `shape`, then one transaction in which `load` reads the thing and `fn` changes it (a failure of
 * either rolls the change back).
 */
export function changeOne<I, C, T>(
  archive: Archive,
  shape: Check<I>,
  input: unknown,
  load: (repos: Repositories, v: I) => ServiceResult<C>,
  fn: (v: I, repos: Repositories, loaded: C) => ServiceResult<T>,
): Promise<ServiceResult<T>> {
  return serveChecked(shape, input, (v) =>
    transact(archive, (repos) => {
      const loaded = load(repos, v);
      return loaded.ok ? fn(v, repos, loaded.value) : loaded;
    }),
  );
}

/**
 * `changeOne` for one kind of thing (a game, a tournament): `load` reads it by the input's `key`
 * (`gameId`, `tournament`) inside the change's transaction.
 */
export function changeBy<K extends string, V, C>(key: K, load: (archive: Archive, repos: Repositories, value: V) => ServiceResult<C>) {
  return <I extends Record<K, V>, T>(
    archive: Archive,
    shape: Check<I>,
    input: unknown,
    fn: (v: I, repos: Repositories, loaded: C) => ServiceResult<T>,
  ): Promise<ServiceResult<T>> => changeOne(archive, shape, input, (repos, v) => load(archive, repos, v[key]), fn);
}

/** Runs `fn` in one read transaction: every read inside sees the same committed state. */
export function snapshot<T>(archive: Archive, fn: (repos: Repositories) => ServiceResult<T>): ServiceResult<T> {
  const repos = repositories(archive.db);
  return archive.db.transaction(() => fn(repos)).deferred();
}
