// Looks at a file before Adjutant opens it for writing: is it missing, empty, an Adjutant archive
// (and of which schema version), or something to refuse (a text file, another program's database,
// a newer archive, a damaged one)? Nothing here writes to the file: the header is read with plain
// file reads and the rest through a read-only SQLite connection.
import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync, readSync, statSync, unlinkSync } from 'node:fs';
import { err, ok, type Result } from '../../engine/index';
import type { ArchiveError } from './errors';
import { archiveError } from './errors';
import { tablesAt, type Migration } from './migrations/index';
import { foreignObjects, schemaObjects } from './schemaObjects';
import { soundForWriting } from './trust';

/** `PRAGMA application_id` of every Adjutant archive: 'ADJT'. */
export const APPLICATION_ID = 0x41444a54;
const MAGIC = 'SQLite format 3\u0000';

export type Probe =
  | { kind: 'missing' }
  /** A zero-byte file or a SQLite database with nothing in it: safe to make an archive of. */
  | { kind: 'empty' }
  /**
   * `db`: the probe's own connection, left open when the caller asked to keep it (`keep`): the
   * command then works through it rather than opening the file and reading its schema again.
   */
  | { kind: 'archive'; version: number; db?: Database.Database };

interface Header {
  pageSize: number;
  pageCount: number;
  countValid: boolean;
  applicationId: number;
}

/**
 * `check`: an archive must also pass PRAGMA quick_check (trust.ts), read here without writing.
 * `keep`: an archive found sound comes back with the probe's connection still open (its `db`),
 * which the caller then owns and must close: `read` a read-only one; `write` one that could write,
 * through which the probe only reads, for a file that nothing can make SQLite write to by reading
 * it (db.ts says when: as Adjutant left it, no journal pending).
 */
export function probeArchive(
  file: string,
  migrations: readonly Migration[],
  check = false,
  keep: false | 'read' | 'write' = false,
): Result<Probe, ArchiveError> {
  let size: number;
  try {
    const st = statSync(file);
    if (!st.isFile()) return err(archiveError('not-a-file', file, 'it is not a regular file'));
    size = st.size;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return ok({ kind: 'missing' });
    return err(archiveError('io-error', file, (e as Error).message));
  }
  if (size === 0) return ok({ kind: 'empty' });
  const header = readHeader(file);
  if (!header.ok) return header;
  if (header.value === null) return err(archiveError('not-sqlite', file));
  const h = header.value;
  if (h.applicationId !== 0 && h.applicationId !== APPLICATION_ID) {
    return err(archiveError('foreign-database', file, `its application id is ${h.applicationId}, not Adjutant's`));
  }
  // Read in this order (header, then the WAL, then the size again) so that another process's
  // checkpoint in between is never taken for damage: a checkpoint writes page 1 (the new page count)
  // before the pages that extend the file, and removes the WAL only after; with no WAL seen, the file
  // measured afterwards is complete. Measured before the header, a file being checkpointed by the
  // last writer to close looked "cut short" to a command starting at that moment (two CLI commands
  // started together, issue 26 item 1: test/electron/cli/boundRaces.test.ts).
  const walSize = fileSize(`${file}-wal`);
  const complete = walSize === 0 ? fileSize(file) : size;
  if (h.countValid && walSize === 0 && complete < h.pageCount * h.pageSize) {
    return err(archiveError('corrupt', file, `the file is ${complete} bytes but its header says ${h.pageCount * h.pageSize}: it was cut short`));
  }
  return probeWithSqlite(file, migrations, check, keep);
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** The SQLite header (first 100 bytes), or null when the file does not start like a SQLite file. */
function readHeader(file: string): Result<Header | null, ArchiveError> {
  const buf = Buffer.alloc(100);
  let fd: number | null = null;
  try {
    fd = openSync(file, 'r');
    const n = readSync(fd, buf, 0, 100, 0);
    if (n < 100 || buf.toString('latin1', 0, 16) !== MAGIC) return ok(null);
  } catch (e) {
    return err(archiveError('io-error', file, (e as Error).message));
  } finally {
    if (fd !== null) closeSync(fd);
  }
  const raw = buf.readUInt16BE(16);
  return ok({
    pageSize: raw === 1 ? 65536 : raw,
    pageCount: buf.readUInt32BE(28),
    // The page count in the header counts only when the change counter matches "version valid for".
    countValid: buf.readUInt32BE(24) === buf.readUInt32BE(92) && buf.readUInt32BE(28) > 0,
    applicationId: buf.readUInt32BE(68),
  });
}

/**
 * Reads the application id, schema version and tables through a read-only connection: SQLite sees
 * the latest committed state, WAL included, and cannot write. A read-only connection to a WAL-mode
 * file creates its -wal/-shm companions; when the file is refused, the ones it created are removed.
 */
function probeWithSqlite(file: string, migrations: readonly Migration[], check: boolean, keep: false | 'read' | 'write'): Result<Probe, ArchiveError> {
  const companions = [`${file}-wal`, `${file}-shm`].filter((f) => !existsSync(f));
  let db: Database.Database | null = null;
  let result: Result<Probe, ArchiveError>;
  try {
    db = new Database(file, { readonly: keep !== 'write', fileMustExist: true });
    result = inspect(db, file, migrations);
    if (check && result.ok && result.value.kind === 'archive') {
      const sound = soundForWriting(db, file);
      if (!sound.ok) result = sound;
    }
  } catch (e) {
    result = err(sqliteFault(e, file));
  }
  if (keep !== false && db !== null && result.ok && result.value.kind === 'archive') return ok({ ...result.value, db });
  db?.close();
  if (!result.ok || result.value.kind === 'empty') {
    for (const f of companions) if (fileSize(f) === 0 || f.endsWith('-shm')) tryUnlink(f);
  }
  return result;
}

function tryUnlink(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // It was never there, or someone else holds it now: either way it is not ours to worry about.
  }
}

function inspect(db: Database.Database, file: string, migrations: readonly Migration[]): Result<Probe, ArchiveError> {
  const applicationId = db.pragma('application_id', { simple: true }) as number;
  const version = db.pragma('user_version', { simple: true }) as number;
  // One read of the schema serves both the tables' check and the planted objects' check below.
  const objects = schemaObjects(db);
  if (applicationId === 0 && version === 0 && objects.length === 0) return ok({ kind: 'empty' });
  if (applicationId !== APPLICATION_ID) {
    return err(archiveError('foreign-database', file, `it holds ${objects.length} tables or indexes but is not marked as an Adjutant archive`));
  }
  const latest = migrations[migrations.length - 1].version;
  if (version > latest) return err(archiveError('newer-schema', file, `its schema is version ${version}; this Adjutant knows up to ${latest}`));
  const tables = new Set(objects.filter((o) => o.type === 'table').map((o) => o.name));
  if (!tables.has('adjutant_meta')) return err(archiveError('foreign-database', file, 'it has no adjutant_meta table'));
  const format = db.prepare("SELECT value FROM adjutant_meta WHERE key = 'format'").pluck().get();
  if (format !== 'adjutant-archive') return err(archiveError('foreign-database', file, 'its adjutant_meta table does not name the archive format'));
  if (version < 1) return err(archiveError('corrupt', file, 'it is marked as an archive but has no schema version'));
  const missing = tablesAt(version, migrations).filter((t) => !tables.has(t));
  if (missing.length > 0) return err(archiveError('corrupt', file, `tables missing for schema version ${version}: ${missing.join(', ')}`));
  const foreign = foreignObjects(objects, version, migrations);
  if (foreign.length > 0) {
    const shown = foreign.length > 10 ? [...foreign.slice(0, 10), `${foreign.length - 10} more`] : foreign;
    return err(archiveError('unknown-objects', file, shown.join(', ')));
  }
  return ok({ kind: 'archive', version });
}

/** An error from SQLite while probing or opening, as an ArchiveError naming the file. */
export function sqliteFault(e: unknown, file: string): ArchiveError {
  const code = (e as { code?: string }).code ?? '';
  const message = (e as Error).message ?? String(e);
  if (code === 'SQLITE_NOTADB') return archiveError('not-sqlite', file);
  if (code.startsWith('SQLITE_CORRUPT')) return archiveError('corrupt', file, message);
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return archiveError('busy', file, message);
  if (code.startsWith('SQLITE_READONLY')) return archiveError('read-only', file, message);
  if (code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_PERM')) return archiveError('io-error', file, message);
  return archiveError('io-error', file, `${code ? code + ': ' : ''}${message}`);
}
