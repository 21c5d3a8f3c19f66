// Schema version 6: the game's mail. Every mail read in (an IMAP folder, an mbox or Maildir
// export) or going out (acknowledgements, results, reminders) is a row of `mails`: who, what, when,
// its text, what became of it (filed, held for the GM, not the game's; waiting for approval, sent,
// failed) and why. A mail's Message-ID is unique per direction, so the same mail is never filed
// twice however often a mailbox is read. Version 5 belongs to another branch; the migrator applies
// whatever versions are above the archive's. FROZEN: never edit this file once released.
import type Database from 'better-sqlite3';
import type { Migration } from './types';

export const migration0006: Migration = {
  version: 6,
  name: '0006-mail',
  creates: ['mails'],
  up(db: Database.Database): void {
    db.exec(`
      CREATE TABLE mails (
        id INTEGER PRIMARY KEY,
        game_id INTEGER REFERENCES games (id) ON DELETE CASCADE,
        direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
        message_id TEXT NOT NULL,
        from_address TEXT,
        to_address TEXT,
        subject TEXT NOT NULL DEFAULT '',
        sent_at TEXT,
        status TEXT NOT NULL CHECK (status IN ('filed', 'held', 'not-for-game', 'unreadable', 'accepted', 'pending', 'approved', 'sent', 'failed')),
        reason TEXT,
        body TEXT NOT NULL DEFAULT '',
        notes TEXT NOT NULL DEFAULT '[]',
        submissions TEXT NOT NULL DEFAULT '[]',
        source TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX mails_message ON mails (direction, message_id);
      CREATE INDEX mails_game ON mails (game_id, direction, status, id);
    `);
  },
};
