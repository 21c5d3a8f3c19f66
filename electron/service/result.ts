// What every service function answers: `{ ok: true, value }` or `{ ok: false, error: { code,
// message } }`, never an exception. `serve` is the boundary: it turns anything thrown (a bug, a
// full disk, a locked or damaged file) into an error value. `transact` runs a mutation in ONE
// immediate transaction and rolls it back when the mutation answers an error.
import type { ServiceErrorCode } from './types';
export type { ServiceErrorCode } from './types';
import type { ServiceError, ServiceResult } from './types';
export type { ServiceError, ServiceResult } from './types';
import type { Archive } from '../archive/db';
import { clearPending, sealPending } from '../archive/historySeal';
import { repositories, type Repositories } from '../archive/repositories/index';
import { check, type Check } from './validate';

export type Failure = { ok: false; error: ServiceError };

export function success<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** An error for the caller. A blank message is a bug (the caller would see an error saying nothing), so it throws. */
export function failure(code: ServiceErrorCode, message: string, details?: unknown): Failure {
  if (typeof message !== 'string' || message.trim() === '') throw new TypeError(`a '${code}' failure without a message`);
  const error: ServiceError = { code, message };
  if (details !== undefined) error.details = details;
  return { ok: false, error };
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
    return checked.ok ? fn(checked.value) : failure('invalid-input', checked.error);
  });
}

function thrown(e: unknown): Failure {
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : String(e);
  if (typeof code === 'string' && code.startsWith('SQLITE_')) {
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      return failure('archive-busy', `the archive is busy: another program is writing to it; try again (${message})`);
    }
    if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
      return failure('archive-corrupt', `the archive is damaged: ${message}; nothing was changed`);
    }
    if (code.startsWith('SQLITE_READONLY')) return failure('archive-readonly', `the archive cannot be written: ${message}`);
    if (code === 'SQLITE_FULL') return failure('disk-full', `the disk is full: ${message}; nothing was changed`);
    return failure('internal', `the archive answered ${code}: ${message}`);
  }
  return failure('internal', `internal error: ${message}`);
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
