// Answers that many readers ask for again and again between writes (the room's displays read the
// round console and the standings on every push: 3 displays x 30 boards, issue 29 item 9), kept for
// the archive's generation: a stamp that changes with every committed write, by this connection
// (SQLite's total_changes(), which counts trigger writes too) or by any other (PRAGMA data_version:
// the CLI writing the same file). An answer is computed once per generation and shared by the
// readers after; the first write after it makes the next read compute it again.
import type Database from 'better-sqlite3';
import type { Archive } from '../archive/db';
import type { ServiceResult } from './result';

const STAMPS = new WeakMap<Database.Database, Database.Statement>();

/**
 * The archive's generation. Read it FIRST in a read transaction: the snapshot then starts at or
 * after it, so what is computed is never older than the stamp it is kept under.
 */
export function archiveGeneration(db: Database.Database): string {
  let stamp = STAMPS.get(db);
  if (!stamp) STAMPS.set(db, (stamp = db.prepare('SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version')));
  const { changes, version } = stamp.get() as { changes: number; version: number };
  return `${version}:${changes}`;
}

const KEPT = new WeakMap<Archive, Map<string, { generation: string; value: ServiceResult<unknown> }>>();

/**
 * `compute()`'s answer for `key`, computed again only when the archive changed since it was kept
 * (one entry per key: the latest). Only in a read transaction (snapshot), never in a write: a
 * write rolled back would leave an answer kept that was never committed. `generation` is the one
 * read first in that transaction (archiveGeneration). The answer is shared: callers must not change it.
 */
export function keptForGeneration<T>(archive: Archive, generation: string, key: string, compute: () => ServiceResult<T>): ServiceResult<T> {
  let kept = KEPT.get(archive);
  if (!kept) KEPT.set(archive, (kept = new Map()));
  const hit = kept.get(key);
  if (hit?.generation === generation) return hit.value as ServiceResult<T>;
  const value = compute();
  kept.set(key, { generation, value });
  return value;
}
