// Schema version 7: the convention network. A tournament's player can be withdrawn (left out of
// seating from then on, shown as withdrawn; returning clears it). The people of an event: the
// director's board GMs and displays, each with a role, the games given to a board GM, and how they
// join: a one-time pairing code or a password, both kept only as scrypt hashes. Their sessions are
// kept as the SHA-256 of the cookie's token (never the token), with an expiry and a revocation.
// FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

export const migration0007: Migration = {
  version: 7,
  name: '0007-event-network',
  creates: ['event_people', 'event_boards', 'event_sessions'],
  up(db: Database.Database): void {
    db.exec(`
      ALTER TABLE tournament_players ADD COLUMN withdrawn_at TEXT;

      CREATE TABLE event_people (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(trim(name)) > 0),
        role TEXT NOT NULL CHECK (role IN ('director', 'boardGm', 'display')),
        password_hash TEXT,
        pairing_hash TEXT,
        pairing_expires_at TEXT,
        created_at TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
      CREATE UNIQUE INDEX event_people_name ON event_people (name COLLATE NOCASE);

      CREATE TABLE event_boards (
        person_id INTEGER NOT NULL REFERENCES event_people (id) ON DELETE CASCADE,
        game_id INTEGER NOT NULL REFERENCES games (id),
        PRIMARY KEY (person_id, game_id)
      ) STRICT;

      CREATE TABLE event_sessions (
        id INTEGER PRIMARY KEY,
        person_id INTEGER NOT NULL REFERENCES event_people (id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      ) STRICT;
      CREATE INDEX event_sessions_person ON event_sessions (person_id);
    `);
  },
};
