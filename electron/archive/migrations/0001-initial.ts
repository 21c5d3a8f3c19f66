// Schema version 1: the archive as first released. FROZEN: never edit this file once released;
// change the schema with a new migration. Every table is STRICT; JSON columns are checked with
// json_valid so a broken value can never be committed, and come last in their rows, so reading
// the small columns never walks a large JSON value's overflow pages.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

/** `PRAGMA application_id`: 'ADJT'. Marks the file as an Adjutant archive for SQLite tools too. */
const APPLICATION_ID = 0x41444a54;

const SCHEMA = `
CREATE TABLE adjutant_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT;

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(trim(name)) > 0),
  variant TEXT NOT NULL,
  draw_type TEXT NOT NULL DEFAULT 'dias' CHECK (draw_type IN ('dias', 'nodias')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished', 'drawn', 'abandoned')),
  outcome TEXT CHECK (outcome IS NULL OR json_valid(outcome)),
  created_at TEXT NOT NULL,
  rule_options TEXT NOT NULL CHECK (json_valid(rule_options))
) STRICT;
CREATE UNIQUE INDEX games_name ON games (name COLLATE NOCASE);

CREATE TABLE powers (
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  power TEXT NOT NULL,
  PRIMARY KEY (game_id, power)
) STRICT, WITHOUT ROWID;

CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL,
  power TEXT NOT NULL,
  name TEXT NOT NULL,
  contact TEXT,
  since_seq INTEGER NOT NULL DEFAULT 0 CHECK (since_seq >= 0),
  created_at TEXT NOT NULL,
  FOREIGN KEY (game_id, power) REFERENCES powers (game_id, power) ON DELETE CASCADE
) STRICT;
CREATE INDEX players_game ON players (game_id, power, since_seq);

CREATE TABLE phases (
  id INTEGER PRIMARY KEY,
  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL CHECK (seq >= 0),
  season TEXT NOT NULL CHECK (season IN ('spring', 'fall', 'winter')),
  year INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('movement', 'retreat', 'adjustment')),
  status TEXT NOT NULL CHECK (status IN ('open', 'adjudicated', 'superseded')),
  created_at TEXT NOT NULL,
  superseded_at TEXT,
  position TEXT NOT NULL CHECK (json_valid(position)),
  CHECK ((status = 'superseded') = (superseded_at IS NOT NULL))
) STRICT;
-- One live phase per step of a game, and at most one open phase: enforced by the file itself.
CREATE UNIQUE INDEX phases_live ON phases (game_id, seq) WHERE status <> 'superseded';
CREATE UNIQUE INDEX phases_open ON phases (game_id) WHERE status = 'open';
CREATE INDEX phases_game ON phases (game_id, id);

CREATE TABLE submissions (
  id INTEGER PRIMARY KEY,
  phase_id INTEGER NOT NULL REFERENCES phases (id) ON DELETE CASCADE,
  power TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('text', 'structured')),
  combine TEXT NOT NULL DEFAULT 'unspecified' CHECK (combine IN ('unspecified', 'replace', 'add')),
  same_time INTEGER NOT NULL DEFAULT 0 CHECK (same_time IN (0, 1)),
  submitted_by TEXT NOT NULL,
  submitted_at TEXT NOT NULL,
  copied_from INTEGER REFERENCES submissions (id),
  raw_text TEXT,
  orders TEXT NOT NULL CHECK (json_valid(orders)),
  diagnostics TEXT NOT NULL CHECK (json_valid(diagnostics)),
  CHECK (source = 'structured' OR raw_text IS NOT NULL)
) STRICT;
CREATE INDEX submissions_phase ON submissions (phase_id, power, id);

CREATE TABLE adjudications (
  id INTEGER PRIMARY KEY,
  phase_id INTEGER NOT NULL REFERENCES phases (id) ON DELETE CASCADE,
  adjudicated_at TEXT NOT NULL,
  superseded_at TEXT,
  orders TEXT NOT NULL CHECK (json_valid(orders)),
  results TEXT NOT NULL CHECK (json_valid(results)),
  next_position TEXT CHECK (next_position IS NULL OR json_valid(next_position))
) STRICT;
CREATE UNIQUE INDEX adjudications_current ON adjudications (phase_id) WHERE superseded_at IS NULL;

CREATE TABLE draw_votes (
  id INTEGER PRIMARY KEY,
  phase_id INTEGER NOT NULL REFERENCES phases (id) ON DELETE CASCADE,
  power TEXT NOT NULL,
  vote TEXT NOT NULL CHECK (vote IN ('draw', 'nodraw')),
  draw_list TEXT CHECK (draw_list IS NULL OR json_valid(draw_list)),
  cast_by TEXT NOT NULL,
  cast_at TEXT NOT NULL,
  cleared_at TEXT
) STRICT;
CREATE INDEX draw_votes_phase ON draw_votes (phase_id, power, id);

CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  game_id INTEGER REFERENCES games (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  details TEXT NOT NULL CHECK (json_valid(details))
) STRICT;
CREATE INDEX events_game ON events (game_id, id);
`;

export const migration0001: Migration = {
  version: 1,
  name: '0001-initial',
  creates: ['adjutant_meta', 'games', 'powers', 'players', 'phases', 'submissions', 'adjudications', 'draw_votes', 'events'],
  up(db: Database.Database, now: string): void {
    db.exec(SCHEMA);
    const meta = db.prepare('INSERT INTO adjutant_meta (key, value) VALUES (?, ?)');
    meta.run('format', 'adjutant-archive');
    meta.run('created_at', now);
    db.pragma(`application_id = ${APPLICATION_ID}`);
  },
};
