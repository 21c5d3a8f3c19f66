// The events table: the log of every action on the archive (who, when, what, with details).
import type Database from 'better-sqlite3';
import type { EventRecord } from '../types';

interface EventRow {
  id: number;
  game_id: number | null;
  at: string;
  actor: string;
  action: string;
  details: string;
}

function toEvent(r: EventRow): EventRecord {
  return {
    id: r.id,
    gameId: r.game_id,
    at: r.at,
    actor: r.actor,
    action: r.action as EventRecord['action'],
    details: JSON.parse(r.details) as Record<string, unknown>,
  };
}

export function eventsRepository(db: Database.Database) {
  const insert = db.prepare('INSERT INTO events (game_id, at, actor, action, details) VALUES (?, ?, ?, ?, ?)');
  const forGame = db.prepare('SELECT * FROM events WHERE game_id = ? ORDER BY id');
  const ofActions = db.prepare('SELECT * FROM events WHERE game_id = ? AND action IN (SELECT value FROM json_each(?)) ORDER BY id');
  const lastId = db.prepare('SELECT max(id) FROM events WHERE game_id = ?').pluck();
  const latest = db.prepare('SELECT * FROM events WHERE game_id = ? ORDER BY id DESC LIMIT 1');

  return {
    insert(e: Omit<EventRecord, 'id'>): number {
      return Number(insert.run(e.gameId, e.at, e.actor, e.action, JSON.stringify(e.details)).lastInsertRowid);
    },
    forGame(gameId: number): EventRecord[] {
      return (forGame.all(gameId) as EventRow[]).map(toEvent);
    },
    /** The game's events of these actions only, in order (a view that reads a few kinds of a long log). */
    ofActions(gameId: number, actions: readonly string[]): EventRecord[] {
      return (ofActions.all(gameId, JSON.stringify(actions)) as EventRow[]).map(toEvent);
    },
    /** The game's latest event, or undefined before any. */
    latest(gameId: number): EventRecord | undefined {
      const row = latest.get(gameId) as EventRow | undefined;
      return row ? toEvent(row) : undefined;
    },
    /** The id of the game's latest event: a cheap "has anything changed since?" stamp. */
    lastId(gameId: number): number {
      return (lastId.get(gameId) as number | null) ?? 0;
    },
  };
}
