// Schema version 12: the history chain stored with each phase (issue 30 line 8). Each phase row
// keeps its chain hash and the digests of its four parts (position, submissions, adjudications,
// corrections; archive/historySeal.ts); triggers note in `chain_pending` every phase whose parts a
// write changes, and the service reseals those phases at the end of the same transaction. The
// existing games are sealed here, as they stand when migrated: one-time step, sealGame(…, 'all').
// FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import { sealGame } from '../historySeal';
import type { Migration } from './types';

const mark = (table: string, row: 'NEW' | 'OLD', when: string): string => `
CREATE TRIGGER chain_${table}_${when.toLowerCase()} AFTER ${when} ON ${table} BEGIN
  INSERT OR IGNORE INTO chain_pending (game_id, phase_id) SELECT game_id, id FROM phases WHERE id = ${row}.phase_id;
END;`;

const eventMark = (row: 'NEW' | 'OLD', when: string): string => `
CREATE TRIGGER chain_events_${when.toLowerCase()} AFTER ${when} ON events WHEN ${row}.action = 'phase-corrected' BEGIN
  INSERT OR IGNORE INTO chain_pending (game_id, phase_id)
    SELECT game_id, id FROM phases WHERE game_id = ${row}.game_id AND seq = json_extract(${row}.details, '$.seq');
END;`;

export const migration0012: Migration = {
  version: 12,
  name: '0012-history-chain',
  creates: ['chain_pending'],
  up(db: Database.Database): void {
    db.exec(`
ALTER TABLE phases ADD COLUMN chain_hash TEXT;
ALTER TABLE phases ADD COLUMN chain_parts TEXT CHECK (chain_parts IS NULL OR json_valid(chain_parts));
CREATE TABLE chain_pending (
  game_id INTEGER NOT NULL,
  phase_id INTEGER NOT NULL,
  PRIMARY KEY (game_id, phase_id)
) STRICT, WITHOUT ROWID;
CREATE TRIGGER chain_phases_insert AFTER INSERT ON phases BEGIN
  INSERT OR IGNORE INTO chain_pending (game_id, phase_id) VALUES (NEW.game_id, NEW.id);
END;
CREATE TRIGGER chain_phases_update AFTER UPDATE OF seq, status, position, superseded_at ON phases BEGIN
  INSERT OR IGNORE INTO chain_pending (game_id, phase_id) VALUES (NEW.game_id, NEW.id);
END;
CREATE TRIGGER chain_phases_delete AFTER DELETE ON phases BEGIN
  INSERT OR IGNORE INTO chain_pending (game_id, phase_id) VALUES (OLD.game_id, OLD.id);
END;
${['submissions', 'adjudications'].map((t) => mark(t, 'NEW', 'INSERT') + mark(t, 'NEW', 'UPDATE') + mark(t, 'OLD', 'DELETE')).join('\n')}
${eventMark('NEW', 'INSERT')}
${eventMark('NEW', 'UPDATE')}
${eventMark('OLD', 'DELETE')}
`);
    const games = db.prepare('SELECT id FROM games ORDER BY id').pluck().all() as number[];
    for (const id of games) sealGame(db, id, 'all');
    db.prepare('DELETE FROM chain_pending').run();
  },
};
