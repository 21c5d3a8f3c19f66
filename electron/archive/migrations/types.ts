// What a migration is: one frozen step of the archive's schema, applied once, in its own transaction.
import type Database from 'better-sqlite3';

export interface Migration {
  /** The schema version the archive has after this migration (PRAGMA user_version). */
  readonly version: number;
  /** File name without extension, for messages (`0001-initial`). */
  readonly name: string;
  /** Tables this migration creates: the schema check on open expects them from this version on. */
  readonly creates: readonly string[];
  /**
   * Applies the step. Runs inside a transaction opened by the migrator, with `now` the ISO time of
   * the migration. It must not change journal mode or foreign_keys (neither works in a transaction).
   */
  up(db: Database.Database, now: string): void;
}
