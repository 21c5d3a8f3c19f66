// Brings an archive's schema up to date: checks an existing archive's integrity, copies it aside
// with SQLite's backup API (`<file>.bak-v<N>-<timestamp>`), then applies each missing migration
// in its own transaction, setting PRAGMA user_version in that same transaction. A failing
// migration rolls back whole: the archive stays at the last version that completed.
import type Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { err, ok, type Result } from '../../engine/index';
import { archiveError, type ArchiveError } from './errors';
import type { Migration } from './migrations/index';

export interface MigrationReport {
  from: number;
  to: number;
  /** The copy taken before migrating, or null (a new archive, or nothing to do). */
  backup: string | null;
}

export async function migrate(
  db: Database.Database,
  file: string,
  migrations: readonly Migration[],
  now: Date,
): Promise<Result<MigrationReport, ArchiveError>> {
  const from = db.pragma('user_version', { simple: true }) as number;
  const pending = migrations.filter((m) => m.version > from);
  if (pending.length === 0) return ok({ from, to: from, backup: null });
  let backup: string | null = null;
  if (from > 0) {
    const checked = quickCheck(db, file);
    if (!checked.ok) return checked;
    const copied = await backupTo(db, file, from, now);
    if (!copied.ok) return copied;
    backup = copied.value;
  }
  let at = from;
  for (const m of pending) {
    try {
      db.transaction(() => {
        // Another process may have migrated between our look and our lock: skip what is done.
        if ((db.pragma('user_version', { simple: true }) as number) >= m.version) return;
        m.up(db, now.toISOString());
        db.pragma(`user_version = ${m.version}`);
      }).immediate();
      at = m.version;
    } catch (e) {
      const where = backup ? `; a copy from before migrating is at ${backup}` : '';
      const detail = `migration ${m.name} failed: ${(e as Error).message}; the archive is still at schema version ${at}${where}`;
      return err(archiveError('migration-failed', file, detail));
    }
  }
  return ok({ from, to: at, backup });
}

/** PRAGMA quick_check: refuses to migrate a damaged file, so a migration never spreads damage. */
function quickCheck(db: Database.Database, file: string): Result<true, ArchiveError> {
  const rows = db.pragma('quick_check') as { quick_check: string }[];
  const faults = rows.map((r) => r.quick_check).filter((r) => r !== 'ok');
  if (faults.length > 0) return err(archiveError('corrupt', file, `integrity check before migrating: ${faults.slice(0, 3).join('; ')}`));
  return ok(true);
}

/** `archive.sqlite.bak-v1-20261122T101500Z`, with a counter when that name is taken. */
function backupName(file: string, version: number, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const base = `${file}.bak-v${version}-${stamp}`;
  let name = base;
  for (let i = 1; existsSync(name); i++) name = `${base}-${i}`;
  return name;
}

async function backupTo(db: Database.Database, file: string, version: number, now: Date): Promise<Result<string, ArchiveError>> {
  const target = backupName(file, version, now);
  try {
    await db.backup(target);
    return ok(target);
  } catch (e) {
    return err(archiveError('backup-failed', file, `${target}: ${(e as Error).message}; nothing was migrated`));
  }
}
