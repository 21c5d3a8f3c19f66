// Schema version 9: a game's reader languages (issue 32): the languages its orders may be written
// in besides English (`["fr"]`; engine/orders/languages/), a JSON array, empty for the games before.
// FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

export const migration0009: Migration = {
  version: 9,
  name: '0009-reader-languages',
  creates: [],
  up(db: Database.Database): void {
    // An archive that already has the column (one built whole and then marked older, as some tests do) keeps it.
    const columns = db.prepare("SELECT name FROM pragma_table_info('games')").pluck().all() as string[];
    if (columns.includes('reader_languages')) return;
    db.exec(
      `ALTER TABLE games ADD COLUMN reader_languages TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(reader_languages) AND json_type(reader_languages) = 'array');`,
    );
  },
};
