// Schema version 11: what an outgoing mail carries besides its text (issue 30 item 4). The results
// mailed to the players carry the phase's map; the outbox keeps which map (`[{"kind":"map","seq":3,
// "format":"png"}]`), and the picture is drawn from the archive when the mail goes out, so a mail
// retried after a failure carries the same map. A JSON array, empty for the mails before.
// FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

export const migration0011: Migration = {
  version: 11,
  name: '0011-mail-attachments',
  creates: [],
  up(db: Database.Database): void {
    const columns = db.prepare("SELECT name FROM pragma_table_info('mails')").pluck().all() as string[];
    if (columns.includes('attachments')) return;
    db.exec(`ALTER TABLE mails ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(attachments) AND json_type(attachments) = 'array');`);
  },
};
