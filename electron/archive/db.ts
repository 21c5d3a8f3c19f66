// Opens a game archive: a SQLite file that belongs to Adjutant. The file is probed first without
// writing (probe.ts), so a text file, another program's database, a newer or damaged archive is
// refused untouched. Then the connection is set up for durability and the schema brought up to date.
//
// Durability: WAL with synchronous=FULL. In WAL mode NORMAL already survives a crash of the
// process (a commit is in the WAL before it returns), but not a power cut or an OS crash: the last
// commits can vanish. FULL syncs the WAL at every commit, so a transaction that has returned is on
// disk. A GM commits a few times a minute at most; one fsync per commit costs nothing they notice.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { err, ok, type Result } from '../../engine/index';
import { archiveError, type ArchiveError } from './errors';
import { migrate } from './migrate';
import { MIGRATIONS, type Migration } from './migrations/index';
import { probeArchive, sqliteFault } from './probe';
import { supportsArchive } from '../runtime/node24.mjs';

export { APPLICATION_ID } from './probe';
export type { ArchiveError, ArchiveErrorCode } from './errors';

/** How long a statement waits for another connection's lock before answering "busy". */
export const BUSY_TIMEOUT_MS = 5000;

export interface Archive {
  readonly db: Database.Database;
  readonly file: string;
  /** The schema version (PRAGMA user_version) after opening. */
  readonly version: number;
  /** The copy taken before migrating at this opening, or null. */
  readonly backup: string | null;
  /** The time stamps are written with (ISO 8601, UTC). */
  now(): string;
}

export interface OpenOptions {
  /** Create the file (and its folder) when it does not exist. Default: false. */
  create?: boolean;
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
  const probe = probeArchive(file, migrations);
  if (!probe.ok) return probe;
  if (probe.value.kind === 'missing') {
    if (!options.create) return err(archiveError('not-found', file));
    try {
      mkdirSync(dirname(file), { recursive: true });
    } catch (e) {
      return err(archiveError('io-error', file, (e as Error).message));
    }
  }
  let db: Database.Database;
  try {
    db = new Database(file);
    configure(db);
  } catch (e) {
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
  return ok({
    db,
    file,
    version: migrated.value.to,
    backup: migrated.value.backup,
    now: () => clock().toISOString(),
  });
}

function configure(db: Database.Database): void {
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/** Closes the archive; the last connection to close folds the WAL back into the file. */
export function closeArchive(archive: Archive): void {
  if (!archive.db.open) return;
  try {
    archive.db.pragma('optimize');
  } catch {
    // Only statistics for the query planner: never a reason not to close.
  }
  archive.db.close();
}

/** PRAGMA integrity_check: ['ok'] for a sound file, else SQLite's list of faults. */
export function checkArchive(archive: Archive): string[] {
  const rows = archive.db.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((r) => r.integrity_check);
}
