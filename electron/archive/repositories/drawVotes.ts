// The draw_votes table: every SET DRAW / SET NODRAW, tied to the phase it was cast in (a vote lasts
// one phase). A resume clears the votes standing in the phase without deleting them.
import type Database from 'better-sqlite3';
import type { DrawVoteKind, DrawVoteRecord } from '../types';

interface VoteRow {
  id: number;
  phase_id: number;
  power: string;
  vote: DrawVoteKind;
  draw_list: string | null;
  cast_by: string;
  cast_at: string;
  cleared_at: string | null;
}

function toVote(r: VoteRow): DrawVoteRecord {
  return {
    id: r.id,
    phaseId: r.phase_id,
    power: r.power,
    vote: r.vote,
    drawList: r.draw_list === null ? null : (JSON.parse(r.draw_list) as string[]),
    castBy: r.cast_by,
    castAt: r.cast_at,
    clearedAt: r.cleared_at,
  };
}

export function drawVotesRepository(db: Database.Database) {
  const insert = db.prepare(`INSERT INTO draw_votes (phase_id, power, vote, draw_list, cast_by, cast_at, cleared_at)
    VALUES (@phaseId, @power, @vote, @drawList, @castBy, @castAt, @clearedAt)`);
  const standing = db.prepare('SELECT * FROM draw_votes WHERE phase_id = ? AND cleared_at IS NULL ORDER BY id');
  const forPhase = db.prepare('SELECT * FROM draw_votes WHERE phase_id = ? ORDER BY id');
  const clear = db.prepare('UPDATE draw_votes SET cleared_at = ? WHERE phase_id = ? AND cleared_at IS NULL');

  return {
    insert(v: Omit<DrawVoteRecord, 'id'>): number {
      const info = insert.run({ ...v, drawList: v.drawList === null ? null : JSON.stringify(v.drawList) });
      return Number(info.lastInsertRowid);
    },
    /** The votes that count in a phase: not cleared, oldest first (a power's last one wins). */
    standing(phaseId: number): DrawVoteRecord[] {
      return (standing.all(phaseId) as VoteRow[]).map(toVote);
    },
    forPhase(phaseId: number): DrawVoteRecord[] {
      return (forPhase.all(phaseId) as VoteRow[]).map(toVote);
    },
    clear(phaseId: number, at: string): number {
      return clear.run(at, phaseId).changes;
    },
  };
}
