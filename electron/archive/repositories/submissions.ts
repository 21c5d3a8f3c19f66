// The submissions table: every order set handed in for a phase, as received and as read. Rows are
// never updated or deleted; a correction is a new submission.
import type Database from 'better-sqlite3';
import type { CombineMode, StoredDiagnostic, SubmissionRecord } from '../types';
import { readOrders, storeOrders } from '../stored/codec';

export interface SubmissionRow {
  id: number;
  phase_id: number;
  power: string;
  source: 'text' | 'structured';
  raw_text: string | null;
  combine: CombineMode;
  same_time: number;
  orders: string;
  diagnostics: string;
  submitted_by: string;
  submitted_at: string;
  copied_from: number | null;
}

function toSubmission(r: SubmissionRow): SubmissionRecord {
  return {
    id: r.id,
    phaseId: r.phase_id,
    power: r.power,
    source: r.source,
    rawText: r.raw_text,
    combine: r.combine,
    sameTime: r.same_time === 1,
    orders: readOrders(r.orders, { table: 'submissions', column: 'orders', row: r.id }),
    diagnostics: JSON.parse(r.diagnostics) as StoredDiagnostic[],
    submittedBy: r.submitted_by,
    submittedAt: r.submitted_at,
    copiedFrom: r.copied_from,
  };
}

export function submissionsRepository(db: Database.Database) {
  const insert = db.prepare(`INSERT INTO submissions
    (phase_id, power, source, raw_text, combine, same_time, orders, diagnostics, submitted_by, submitted_at, copied_from)
    VALUES (@phaseId, @power, @source, @rawText, @combine, @sameTime, @orders, @diagnostics, @submittedBy, @submittedAt, @copiedFrom)`);
  const forPhase = db.prepare('SELECT * FROM submissions WHERE phase_id = ? ORDER BY id');
  const get = db.prepare('SELECT * FROM submissions WHERE id = ?');

  return {
    insert(s: Omit<SubmissionRecord, 'id'>): number {
      const info = insert.run({
        ...s,
        sameTime: s.sameTime ? 1 : 0,
        orders: storeOrders(s.orders),
        diagnostics: JSON.stringify(s.diagnostics),
      });
      return Number(info.lastInsertRowid);
    },
    get(id: number): SubmissionRecord | undefined {
      const row = get.get(id) as SubmissionRow | undefined;
      return row && toSubmission(row);
    },
    /** A phase's submissions in the order they were recorded. */
    forPhase(phaseId: number): SubmissionRecord[] {
      return (forPhase.all(phaseId) as SubmissionRow[]).map(toSubmission);
    },
  };
}
