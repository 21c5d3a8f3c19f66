// Whether an archive may be opened the way it is asked: for writing, the file and its folder must
// be writable (SQLite writes its journal, `-wal` and `-shm`, beside the file, and a connection to a
// read-only file would leave those behind after failing) and the file must pass PRAGMA
// quick_check, so that Adjutant never writes into a damaged b-tree and spreads the damage. A
// refusal names what is wrong and where the last good copy is.
//
// quick_check reads every page: on the 10,000-game archive of archive.bench.ts (4.3 GiB) it takes
// about 10 s with the file in the page cache and a minute without. So the check is skipped when
// the file is exactly as Adjutant left it after a check: closing an archive that was checked (or
// made) at its opening writes a fingerprint beside it, `<file>.checked` (size, modification and
// change times, inode); the next opening for writing that finds the file unchanged trusts it. Anything else that
// wrote to the file, a crash before a clean close, a copy elsewhere: the fingerprint does not match
// and the file is checked. `adjutant game check` runs the full integrity_check at any time.
import type Database from 'better-sqlite3';
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { err, ok, type Result } from '../../engine/index';
import { archiveError, type ArchiveError } from './errors';

const writable = (path: string): boolean => {
  try {
    accessSync(path, constants.W_OK);
    // Root passes access() on a file without write bits; the bits are what the owner meant.
    return (statSync(path).mode & 0o222) !== 0;
  } catch {
    return false;
  }
};

/** The companion files a connection may create beside the archive. */
export const companions = (file: string): string[] => [`${file}-wal`, `${file}-shm`];

/** Why the archive cannot be opened for writing, or null. */
export function writeProblem(file: string): ArchiveError | null {
  if (existsSync(file) && !writable(file)) {
    return archiveError(
      'read-only',
      file,
      'the file is read-only; Adjutant opens an archive only to read and write it here (adjutant game list, show, export and report only read)',
    );
  }
  const folder = dirname(file);
  if (existsSync(folder) && !writable(folder)) {
    return archiveError(
      'read-only',
      file,
      `its folder ${folder} is read-only, and SQLite writes its journal (${basename(file)}-wal, -shm) beside the archive; copy the archive to a folder you can write to`,
    );
  }
  return null;
}

/** Why the archive cannot even be read here, or null: SQLite must create `-shm` beside a WAL archive to read it. */
export function readProblem(file: string): ArchiveError | null {
  const folder = dirname(file);
  if (!writable(folder) && !existsSync(`${file}-shm`)) {
    return archiveError(
      'read-only',
      file,
      `its folder ${folder} is read-only, and SQLite must create ${basename(file)}-shm beside the archive even to read it; copy the archive to a folder you can write to`,
    );
  }
  return null;
}

/** Removes the companions in `created` (those that were not there before we opened); never fails. */
export function removeCompanions(created: readonly string[]): void {
  for (const f of created) {
    try {
      unlinkSync(f);
    } catch {
      // Gone already, or never made: either way nothing of ours is left.
    }
  }
}

/** The backups Adjutant made of this archive (before migrating), newest first. */
function backupsOf(file: string): string[] {
  const prefix = `${basename(file)}.bak-v`;
  try {
    return readdirSync(dirname(file))
      .filter((n) => n.startsWith(prefix))
      .map((n) => join(dirname(file), n))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  } catch {
    return [];
  }
}

function backupAdvice(file: string): string {
  const [newest] = backupsOf(file);
  if (newest)
    return `the newest copy Adjutant kept is ${newest}: set the damaged file aside and copy that one in its place (games played since that copy are not in it)`;
  return 'Adjutant has no copy of it (it keeps one only before migrating an archive): restore your own backup, or try to save what is readable with sqlite3 and its .recover command';
}

/** PRAGMA quick_check before writing; a damaged file is refused with where its last good copy is. */
export function soundForWriting(db: Database.Database, file: string): Result<true, ArchiveError> {
  let faults: string[];
  try {
    const rows = (db.pragma('quick_check') as { quick_check: string }[]).map((r) => r.quick_check).filter((r) => r !== 'ok');
    // SQLite puts a `*** in database main ***` header and line breaks inside its rows: one line per fault.
    faults = rows.flatMap((r) => r.split('\n')).filter((r) => r.trim() !== '' && !r.startsWith('***'));
  } catch (e) {
    faults = [(e as Error).message];
  }
  if (faults.length === 0) return ok(true);
  const shown = faults.slice(0, 3).join('; ') + (faults.length > 3 ? `; and ${faults.length - 3} more` : '');
  return err(archiveError('corrupt', file, `PRAGMA quick_check: ${shown}. Adjutant will not write to a damaged archive; ${backupAdvice(file)}`));
}

/** The file that remembers the archive as Adjutant last left it, checked. */
const fingerprintFile = (file: string): string => `${file}.checked`;

function fingerprint(file: string): string | null {
  try {
    const st = statSync(file);
    // ctime too: a write that keeps the size on a file system with coarse modification times still moves it.
    return JSON.stringify({ size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs, ino: st.ino });
  } catch {
    return null;
  }
}

/** Whether the file is exactly as Adjutant left it after a check: no journal pending, same fingerprint. */
export function unchangedSinceChecked(file: string): boolean {
  if (existsSync(`${file}-wal`) && statSync(`${file}-wal`).size > 0) return false;
  try {
    const stored = JSON.parse(readFileSync(fingerprintFile(file), 'utf8')) as { file?: unknown };
    return stored.file === fingerprint(file);
  } catch {
    return false;
  }
}

/**
 * After a clean close of an archive that was sound at its opening: remember it as it is now. Not
 * when another connection still holds it (its journal is still there): the file will change again.
 */
export function rememberChecked(file: string): void {
  const print = existsSync(`${file}-wal`) ? null : fingerprint(file);
  try {
    if (print) writeFileSync(fingerprintFile(file), `${JSON.stringify({ file: print, at: new Date().toISOString() })}\n`);
    else unlinkSync(fingerprintFile(file));
  } catch {
    // Only a shortcut for the next opening: without it, that opening checks the file.
  }
}
