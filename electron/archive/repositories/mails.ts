// The mails table: every mail read in or sent out for a game, with what became of it. Message-IDs
// are unique per direction (migration 0006), so `byMessageId` finds a mail read before.
import type Database from 'better-sqlite3';
import type { MailAttachment, MailRecord } from '../types';

interface MailRow {
  id: number;
  game_id: number | null;
  direction: MailRecord['direction'];
  message_id: string;
  from_address: string | null;
  to_address: string | null;
  subject: string;
  sent_at: string | null;
  status: MailRecord['status'];
  reason: string | null;
  body: string;
  notes: string;
  submissions: string;
  source: string;
  attachments?: string;
  created_at: string;
  updated_at: string;
}

function toMail(r: MailRow): MailRecord {
  return {
    id: r.id,
    gameId: r.game_id,
    direction: r.direction,
    messageId: r.message_id,
    from: r.from_address,
    to: r.to_address,
    subject: r.subject,
    sentAt: r.sent_at,
    status: r.status,
    reason: r.reason,
    body: r.body,
    notes: JSON.parse(r.notes) as string[],
    submissions: JSON.parse(r.submissions) as number[],
    source: r.source,
    attachments: JSON.parse(r.attachments ?? '[]') as MailAttachment[],
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function mailsRepository(db: Database.Database) {
  const insert = db.prepare(`INSERT INTO mails (game_id, direction, message_id, from_address, to_address, subject, sent_at, status, reason, body, notes,
    submissions, source, attachments, created_at, updated_at) VALUES (@gameId, @direction, @messageId, @from, @to, @subject, @sentAt, @status, @reason,
    @body, @notes, @submissions, @source, @attachments, @createdAt, @updatedAt)`);
  const byMessageId = db.prepare('SELECT * FROM mails WHERE direction = ? AND message_id = ?');
  const get = db.prepare('SELECT * FROM mails WHERE id = ?');
  const forGame = db.prepare('SELECT * FROM mails WHERE game_id = ? AND direction = ? ORDER BY id');
  const setStatus = db.prepare('UPDATE mails SET status = ?, reason = ?, submissions = ?, updated_at = ? WHERE id = ?');
  const markSent = db.prepare("UPDATE mails SET status = 'sent', reason = NULL, sent_at = ?, updated_at = ?, source = ? WHERE id = ?");

  return {
    insert(m: Omit<MailRecord, 'id'>): number {
      return Number(
        insert.run({ ...m, notes: JSON.stringify(m.notes), submissions: JSON.stringify(m.submissions), attachments: JSON.stringify(m.attachments ?? []) })
          .lastInsertRowid,
      );
    },
    byMessageId(direction: MailRecord['direction'], messageId: string): MailRecord | undefined {
      const row = byMessageId.get(direction, messageId) as MailRow | undefined;
      return row && toMail(row);
    },
    get(id: number): MailRecord | undefined {
      const row = get.get(id) as MailRow | undefined;
      return row && toMail(row);
    },
    forGame(gameId: number, direction: MailRecord['direction']): MailRecord[] {
      return (forGame.all(gameId, direction) as MailRow[]).map(toMail);
    },
    setStatus(id: number, status: MailRecord['status'], reason: string | null, submissions: number[], at: string): void {
      setStatus.run(status, reason, JSON.stringify(submissions), at, id);
    },
    markSent(id: number, at: string, via: string): void {
      markSent.run(at, at, via, id);
    },
  };
}
