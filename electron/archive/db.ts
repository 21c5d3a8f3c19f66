// Opens a game archive: a SQLite file that belongs to Adjutant. The file is probed first without
// writing (probe.ts), so a text file, another program's database, a newer or damaged archive is
// refused untouched. Then the connection is set up for durability and the schema brought up to date.
//
// Durability: WAL with synchronous=FULL. In WAL mode NORMAL already survives a crash of the
// process (a commit is in the WAL before it returns), but not a power cut or an OS crash: the last
// commits can vanish. FULL syncs the WAL at every commit, so a transaction that has returned is on
// disk. A GM commits a few times a minute at most; one fsync per commit costs nothing they notice.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { err, ok, type Result } from '../../engine/index';
import { archiveError, type ArchiveError } from './errors';
import { migrate } from './migrate';
import { MIGRATIONS, type Migration } from './migrations/index';
import { probeArchive, sqliteFault, type Probe } from './probe';
import { supportsArchive } from '../runtime/node24.mjs';
import { companions, readProblem, rememberChecked, removeCompanions, unchangedSinceChecked, writeProblem } from './trust';

export { APPLICATION_ID } from './probe';
export type { ArchiveError, ArchiveErrorCode } from './errors';

/** How long a statement waits for another connection's lock before answering "busy". */
const BUSY_TIMEOUT_MS = 5000;

export interface Archive {
  readonly db: Database.Database;
  readonly file: string;
  /** The schema version (PRAGMA user_version) after opening. */
  readonly version: number;
  /** The copy taken before migrating at this opening, or null. */
  readonly backup: string | null;
  /** Opened only to read: nothing can be written through it. */
  readonly readOnly: boolean;
  /**
   * How the file was found sound before writing: `new` (created or empty), `quick-check` (PRAGMA
   * quick_check at this opening), `unchanged` (as Adjutant left it after a check; trust.ts), or
   * `not-checked` (opened to read).
   */
  readonly checked: 'new' | 'quick-check' | 'unchanged' | 'not-checked';
  /** The time stamps are written with (ISO 8601, UTC). */
  now(): string;
}

export interface OpenOptions {
  /** Create the file (and its folder) when it does not exist. Default: false. */
  create?: boolean;
  /**
   * Only read: the file is opened read-only, never created, migrated or made an archive of (an
   * empty file stays empty), and an older schema is refused rather than migrated. Default: false.
   */
  readOnly?: boolean;
  /** The migrations to apply: the app's own unless a test says otherwise. */
  migrations?: readonly Migration[];
  /** The clock, for tests. */
  clock?: () => Date;
}

/** Whether this Node can run better-sqlite3 13 (on older ones it crashes the process). */
export { supportsArchive as nodeSupportsArchive } from '../runtime/node24.mjs';

export async function openArchive(file: string, options: OpenOptions = {}): Promise<Result<Archive, ArchiveError>> {
  if (!supportsArchive()) return err(archiveError('node-too-old', file, `this is Node ${process.versions.node}`));
  const migrations = options.migrations ?? MIGRATIONS;
  const clock = options.clock ?? (() => new Date());
  // Before the probe, whose read-only connection would fail in a read-only folder with a vaguer message.
  const access = existsSync(file) ? (options.readOnly ? readProblem(file) : writeProblem(file)) : null;
  if (access) return err(access);
  // Companions that are not there yet: the probe's read-only connection may create them.
  const absent = companions(file).filter((f) => !existsSync(f));
  const trusted = !options.readOnly && unchangedSinceChecked(file);
  // The probe's connection is the one the command works through (`keep`): one opening of the file and
  // one reading of its schema instead of two. To read, its read-only one. To write, a writing one
  // only when reading cannot make SQLite write to the file, so that a file the probe refuses is still
  // left untouched: as Adjutant left it after a check (trusted: no WAL pending, so closing folds
  // nothing in) and no rollback journal beside it (which a writing connection would play back).
  // Otherwise the probe reads through a read-only connection and the writer is opened after it.
  const oneConnection = trusted && !existsSync(`${file}-journal`);
  const probe = probeArchive(file, migrations, !options.readOnly && !trusted, options.readOnly ? 'read' : oneConnection ? 'write' : false);
  if (!probe.ok) return probe;
  if (options.readOnly && probe.value.kind === 'archive' && probe.value.version < migrations[migrations.length - 1].version) {
    probe.value.db?.close();
    return upgradeThenRead(file, probe.value.version, options, absent);
  }
  if (options.readOnly) return openToRead(file, probe.value, migrations, clock, absent);
  if (probe.value.kind === 'missing') {
    if (!options.create) return err(archiveError('not-found', file));
    try {
      mkdirSync(dirname(file), { recursive: true });
    } catch (e) {
      return err(archiveError('io-error', file, (e as Error).message));
    }
  }
  const kept = probe.value.kind === 'archive' ? probe.value.db : undefined;
  const created = kept ? absent : companions(file).filter((f) => !existsSync(f));
  const unwritable = writeProblem(file);
  if (unwritable) {
    kept?.close();
    return err(unwritable);
  }
  let db: Database.Database | undefined = kept;
  try {
    db ??= new Database(file);
    configure(db);
  } catch (e) {
    db?.close();
    removeCompanions(created);
    return err(sqliteFault(e, file));
  }
  let migrated;
  try {
    migrated = await migrate(db, file, migrations, clock());
  } catch (e) {
    migrated = err(sqliteFault(e, file));
  }
  if (!migrated.ok) {
    db.close();
    return migrated;
  }
  const checked = probe.value.kind !== 'archive' ? 'new' : trusted ? 'unchanged' : 'quick-check';
  return ok({ db, file, version: migrated.value.to, backup: migrated.value.backup, readOnly: false, checked, now: () => clock().toISOString() });
}

/**
 * An older archive asked for only to read: whichever command opens it first brings it up to date
 * (checked, copied aside, migrated, as a write would), then it is opened to read. The backup is
 * reported as for a write. A file that cannot be written is refused untouched, saying what to do.
 */
async function upgradeThenRead(file: string, version: number, options: OpenOptions, created: string[]): Promise<Result<Archive, ArchiveError>> {
  const migrations = options.migrations ?? MIGRATIONS;
  const latest = migrations[migrations.length - 1].version;
  const unwritable = writeProblem(file);
  if (unwritable) {
    removeCompanions(created);
    const why = `its schema is version ${version} and this Adjutant reads version ${latest}; ${unwritable.message.replace(/\.? The file was left unchanged\.$/, '')}`;
    return err(archiveError('outdated', file, why));
  }
  const written = await openArchive(file, { ...options, readOnly: false, create: false });
  if (!written.ok) return written;
  const backup = written.value.backup;
  closeArchive(written.value);
  const read = await openArchive(file, options);
  return read.ok ? ok({ ...read.value, backup }) : read;
}

const OPENED_TO_READ = new WeakMap<Database.Database, string[]>();

function openToRead(file: string, probe: Probe, migrations: readonly Migration[], clock: () => Date, created: string[]): Result<Archive, ArchiveError> {
  if (probe.kind === 'missing') return err(archiveError('not-found', file));
  if (probe.kind === 'empty') return err(archiveError('empty', file));
  const latest = migrations[migrations.length - 1].version;
  if (probe.version < latest) {
    probe.db?.close();
    return err(archiveError('outdated', file, `its schema is version ${probe.version}; this Adjutant reads version ${latest}`));
  }
  let db = probe.db;
  try {
    db ??= new Database(file, { readonly: true, fileMustExist: true });
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    OPENED_TO_READ.set(db, created);
    return ok({ db, file, version: probe.version, backup: null, readOnly: true, checked: 'not-checked', now: () => clock().toISOString() });
  } catch (e) {
    db?.close();
    removeCompanions(created);
    return err(sqliteFault(e, file));
  }
}

function configure(db: Database.Database): void {
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/**
 * Closes the archive; the last connection to close folds the WAL back into the file. A read-only
 * connection cannot do that and would leave the `-wal`/`-shm` it created behind: when the archive
 * itself is read-only (so no writer can be sharing them), they are removed.
 */
export function closeArchive(archive: Archive): void {
  if (!archive.db.open) return;
  if (archive.readOnly) {
    archive.db.close();
    if (writeProblem(archive.file)) removeCompanions(OPENED_TO_READ.get(archive.db) ?? []);
    return;
  }
  try {
    archive.db.pragma('optimize');
  } catch {
    // Only statistics for the query planner: never a reason not to close.
  }
  archive.db.close();
  rememberChecked(archive.file);
}

/** PRAGMA integrity_check: ['ok'] for a sound file, else SQLite's list of faults. */
export function checkArchive(archive: Archive): string[] {
  const rows = archive.db.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check);
}
