// The adjudications table: what the engine made of a phase and the position that follows. A phase
// has at most one current adjudication (a unique partial index); rollbacks and corrections mark
// the old one superseded rather than deleting it.
import type Database from 'better-sqlite3';
import type { GivenOrder, Position } from '../../../engine/index';
import type { AdjudicationRecord, StoredResult } from '../types';
import { readOrders, readPosition, readResult, storeOrders, storePosition, storeResult, type StoredText } from '../stored/codec';

/** An adjudication to write: its values, or their texts made earlier by `preStored` (already checked). */
export type NewAdjudication = Omit<AdjudicationRecord, 'id' | 'orders' | 'result' | 'nextPosition'> & {
  orders: GivenOrder[] | StoredText;
  result: StoredResult | StoredText;
  nextPosition: Position | StoredText | null;
};

export interface AdjudicationRow {
  id: number;
  phase_id: number;
  orders: string;
  results: string;
  next_position: string | null;
  adjudicated_at: string;
  superseded_at: string | null;
}

function toAdjudication(r: AdjudicationRow): AdjudicationRecord {
  const at = (column: string) => ({ table: 'adjudications', column, row: r.id });
  return {
    id: r.id,
    phaseId: r.phase_id,
    orders: readOrders(r.orders, at('orders')),
    result: readResult(r.results, at('results')),
    nextPosition: r.next_position === null ? null : readPosition(r.next_position, at('next_position')),
    adjudicatedAt: r.adjudicated_at,
    supersededAt: r.superseded_at,
  };
}

export function adjudicationsRepository(db: Database.Database) {
  const insert = db.prepare(`INSERT INTO adjudications (phase_id, orders, results, next_position, adjudicated_at, superseded_at)
    VALUES (@phaseId, @orders, @results, @nextPosition, @adjudicatedAt, @supersededAt)`);
  const current = db.prepare('SELECT * FROM adjudications WHERE phase_id = ? AND superseded_at IS NULL');
  const forPhase = db.prepare('SELECT * FROM adjudications WHERE phase_id = ? ORDER BY id');
  const currentAt = db.prepare('SELECT adjudicated_at FROM adjudications WHERE phase_id = ? AND superseded_at IS NULL').pluck();
  const supersede = db.prepare('UPDATE adjudications SET superseded_at = ? WHERE phase_id = ? AND superseded_at IS NULL');

  return {
    insert(a: NewAdjudication): number {
      const info = insert.run({
        phaseId: a.phaseId,
        orders: storeOrders(a.orders),
        results: storeResult(a.result),
        nextPosition: a.nextPosition === null ? null : storePosition(a.nextPosition),
        adjudicatedAt: a.adjudicatedAt,
        supersededAt: a.supersededAt,
      });
      return Number(info.lastInsertRowid);
    },
    current(phaseId: number): AdjudicationRecord | undefined {
      const row = current.get(phaseId) as AdjudicationRow | undefined;
      return row && toAdjudication(row);
    },
    /** When the phase's current adjudication was made, without reading its results. */
    currentAt(phaseId: number): string | undefined {
      return currentAt.get(phaseId) as string | undefined;
    },
    forPhase(phaseId: number): AdjudicationRecord[] {
      return (forPhase.all(phaseId) as AdjudicationRow[]).map(toAdjudication);
    },
    supersede(phaseId: number, at: string): number {
      return supersede.run(at, phaseId).changes;
    },
  };
}
