// The phases table: a game's steps, each with the position it starts from. Rows are only ever
// added or moved along open -> adjudicated -> superseded (or back to open by a rollback).
import type Database from 'better-sqlite3';
import type { Phase, Position } from '../../../engine/index';
import type { PhaseRecord, PhaseStatus, PhaseWithPosition } from '../types';
import { readPosition, storePosition, type StoredText } from '../stored/codec';

interface PhaseRow {
  id: number;
  game_id: number;
  seq: number;
  season: Phase['season'];
  year: number;
  type: Phase['type'];
  status: PhaseStatus;
  created_at: string;
  superseded_at: string | null;
  position?: string;
}

const HEAD = 'id, game_id, seq, season, year, type, status, created_at, superseded_at';

function toPhase(r: PhaseRow): PhaseRecord {
  return {
    id: r.id,
    gameId: r.game_id,
    seq: r.seq,
    phase: { season: r.season, year: r.year, type: r.type },
    status: r.status,
    createdAt: r.created_at,
    supersededAt: r.superseded_at,
  };
}

function withPosition(r: PhaseRow): PhaseWithPosition {
  return { ...toPhase(r), position: readPosition(r.position as string, { table: 'phases', column: 'position', row: r.id }) };
}

export interface NewPhase {
  gameId: number;
  seq: number;
  position: Position;
  status: PhaseStatus;
  createdAt: string;
  /** Only for a superseded phase (an imported history). */
  supersededAt?: string | null;
  /** `position`'s text made earlier by `preStored` (already checked), stored as is. */
  storedPosition?: StoredText;
}

export function phasesRepository(db: Database.Database) {
  const insert = db.prepare(`INSERT INTO phases (game_id, seq, season, year, type, position, status, created_at, superseded_at)
    VALUES (@gameId, @seq, @season, @year, @type, @position, @status, @createdAt, @supersededAt)`);
  const get = db.prepare('SELECT * FROM phases WHERE id = ?');
  const live = db.prepare(`SELECT ${HEAD} FROM phases WHERE game_id = ? AND status <> 'superseded' ORDER BY seq`);
  const liveFull = db.prepare("SELECT * FROM phases WHERE game_id = ? AND status <> 'superseded' ORDER BY seq");
  const atSeq = db.prepare("SELECT * FROM phases WHERE game_id = ? AND seq = ? AND status <> 'superseded'");
  const open = db.prepare("SELECT * FROM phases WHERE game_id = ? AND status = 'open'");
  const all = db.prepare('SELECT * FROM phases WHERE game_id = ? ORDER BY id');
  const setStatus = db.prepare('UPDATE phases SET status = ?, superseded_at = ? WHERE id = ?');
  const supersedeFrom = db.prepare(`UPDATE phases SET status = 'superseded', superseded_at = ?
    WHERE game_id = ? AND seq >= ? AND status <> 'superseded'`);

  return {
    insert(p: NewPhase): number {
      const { season, year, type } = p.position.phase;
      const { storedPosition, ...row } = p;
      const info = insert.run({ ...row, season, year, type, position: storePosition(storedPosition ?? p.position), supersededAt: p.supersededAt ?? null });
      return Number(info.lastInsertRowid);
    },
    get(id: number): PhaseWithPosition | undefined {
      const row = get.get(id) as PhaseRow | undefined;
      return row && withPosition(row);
    },
    /** The game's line of play, in order, without positions. */
    live(gameId: number): PhaseRecord[] {
      return (live.all(gameId) as PhaseRow[]).map(toPhase);
    },
    liveWithPositions(gameId: number): PhaseWithPosition[] {
      return (liveFull.all(gameId) as PhaseRow[]).map(withPosition);
    },
    atSeq(gameId: number, seq: number): PhaseWithPosition | undefined {
      const row = atSeq.get(gameId, seq) as PhaseRow | undefined;
      return row && withPosition(row);
    },
    open(gameId: number): PhaseWithPosition | undefined {
      const row = open.get(gameId) as PhaseRow | undefined;
      return row && withPosition(row);
    },
    /** Every phase ever recorded for the game, superseded ones included, in the order written. */
    all(gameId: number): PhaseWithPosition[] {
      return (all.all(gameId) as PhaseRow[]).map(withPosition);
    },
    setStatus(id: number, status: PhaseStatus, at: string): void {
      setStatus.run(status, status === 'superseded' ? at : null, id);
    },
    /** Marks the live phases from `seq` on as superseded; returns how many. */
    supersedeFrom(gameId: number, seq: number, at: string): number {
      return supersedeFrom.run(at, gameId, seq).changes;
    },
  };
}
