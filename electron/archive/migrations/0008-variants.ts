// Schema version 8: a GM's own variants (docs/variants.md), imported from a file and kept in the
// archive, so that a game on one plays on any copy of the archive without rebuilding Adjutant. The
// variant file is kept as it was validated (`data`, a map file in JSON) with its drawn board
// (`geometry`, or null to draw it with its base map's board). A variant is never edited: a game
// records the variant's id, and a change would change every game played on it.
// FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

export const migration0008: Migration = {
  version: 8,
  name: '0008-variants',
  creates: ['variants'],
  up(db: Database.Database): void {
    db.exec(`
      CREATE TABLE variants (
        id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 64),
        name TEXT NOT NULL CHECK (length(trim(name)) > 0),
        data TEXT NOT NULL CHECK (json_valid(data)),
        geometry TEXT CHECK (geometry IS NULL OR json_valid(geometry)),
        imported_at TEXT NOT NULL,
        imported_by TEXT NOT NULL
      ) STRICT;
    `);
  },
};
