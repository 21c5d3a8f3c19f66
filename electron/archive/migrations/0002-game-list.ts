// Schema version 2: what the game list needs to stay fast at thousands of games. Adds
// games.updated_at (backfilled from each game's last event), indexes for listing by status and
// variant, most recently touched first, and a covering index that gives each game's current
// phase without reading the phase rows. FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

export const migration0002: Migration = {
  version: 2,
  name: '0002-game-list',
  creates: [],
  up(db: Database.Database): void {
    db.exec(`
      ALTER TABLE games ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
      UPDATE games SET updated_at = coalesce((SELECT max(at) FROM events WHERE events.game_id = games.id), created_at);
      CREATE INDEX games_status ON games (status, updated_at);
      CREATE INDEX games_variant ON games (variant, updated_at);
      CREATE INDEX games_updated ON games (updated_at);
      CREATE INDEX phases_current ON phases (game_id, seq, season, year, type, status) WHERE status <> 'superseded';
    `);
  },
};
