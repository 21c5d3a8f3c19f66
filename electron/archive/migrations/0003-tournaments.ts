// Schema version 3: tournaments. A tournament has its players, rounds (each with its game-end
// rule), each round's boards (each board one Adjutant game), the seat of every power on a board
// (a replacement is a later seat of the same power, from the year it took over), and the results
// the director recorded per board. A result is never edited: a correction is a new row, the
// latest one counts. Scores are not stored: they are computed from the results under the
// tournament's current system, so changing the system re-scores everything.
// FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

export const migration0003: Migration = {
  version: 3,
  name: '0003-tournaments',
  creates: ['tournaments', 'tournament_players', 'tournament_rounds', 'tournament_boards', 'tournament_seats', 'tournament_results'],
  up(db: Database.Database): void {
    db.exec(`
      CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(trim(name)) > 0),
        scoring TEXT NOT NULL,
        combine TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX tournaments_name ON tournaments (name COLLATE NOCASE);

      CREATE TABLE tournament_players (
        id INTEGER PRIMARY KEY,
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        name TEXT NOT NULL CHECK (length(trim(name)) > 0),
        first_round INTEGER NOT NULL DEFAULT 1 CHECK (first_round >= 1),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX tournament_players_name ON tournament_players (tournament_id, name COLLATE NOCASE);

      CREATE TABLE tournament_rounds (
        id INTEGER PRIMARY KEY,
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        number INTEGER NOT NULL CHECK (number >= 1),
        end_rule TEXT NOT NULL CHECK (json_valid(end_rule)),
        created_at TEXT NOT NULL,
        UNIQUE (tournament_id, number)
      ) STRICT;

      CREATE TABLE tournament_boards (
        id INTEGER PRIMARY KEY,
        round_id INTEGER NOT NULL REFERENCES tournament_rounds (id) ON DELETE CASCADE,
        number INTEGER NOT NULL CHECK (number >= 1),
        game_id INTEGER NOT NULL UNIQUE REFERENCES games (id),
        UNIQUE (round_id, number)
      ) STRICT;

      CREATE TABLE tournament_seats (
        id INTEGER PRIMARY KEY,
        board_id INTEGER NOT NULL REFERENCES tournament_boards (id) ON DELETE CASCADE,
        power TEXT NOT NULL,
        player_id INTEGER NOT NULL REFERENCES tournament_players (id),
        since_year INTEGER NOT NULL DEFAULT 0 CHECK (since_year >= 0),
        created_at TEXT NOT NULL,
        UNIQUE (board_id, power, since_year)
      ) STRICT;
      CREATE INDEX tournament_seats_player ON tournament_seats (player_id);

      CREATE TABLE tournament_results (
        id INTEGER PRIMARY KEY,
        board_id INTEGER NOT NULL REFERENCES tournament_boards (id) ON DELETE CASCADE,
        recorded_at TEXT NOT NULL,
        recorded_by TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (json_valid(outcome))
      ) STRICT;
      CREATE INDEX tournament_results_board ON tournament_results (board_id, id);
    `);
  },
};
