// The powers and players tables: which powers a game has and who played each, from which phase on
// (a replacement player is a new row, the earlier player stays on record).
import type Database from 'better-sqlite3';
import type { PlayerRecord } from '../types';

interface PlayerRow {
  id: number;
  game_id: number;
  power: string;
  name: string;
  contact: string | null;
  since_seq: number;
  created_at: string;
}

function toPlayer(r: PlayerRow): PlayerRecord {
  return { id: r.id, gameId: r.game_id, power: r.power, name: r.name, contact: r.contact, sinceSeq: r.since_seq, createdAt: r.created_at };
}

export function playersRepository(db: Database.Database) {
  const insertPower = db.prepare('INSERT INTO powers (game_id, power) VALUES (?, ?)');
  const powers = db.prepare('SELECT power FROM powers WHERE game_id = ? ORDER BY power').pluck();
  const insert = db.prepare(`INSERT INTO players (game_id, power, name, contact, since_seq, created_at)
    VALUES (@gameId, @power, @name, @contact, @sinceSeq, @createdAt)`);
  const forGame = db.prepare('SELECT * FROM players WHERE game_id = ? ORDER BY power, since_seq, id');

  return {
    insertPower(gameId: number, power: string): void {
      insertPower.run(gameId, power);
    },
    powers(gameId: number): string[] {
      return powers.all(gameId) as string[];
    },
    insert(p: Omit<PlayerRecord, 'id'>): number {
      return Number(insert.run(p).lastInsertRowid);
    },
    forGame(gameId: number): PlayerRecord[] {
      return (forGame.all(gameId) as PlayerRow[]).map(toPlayer);
    },
  };
}
