// The shapes the mailbox channels answer with (electron/ipc/commands.ts), apart from the service's
// code so that the renderer, which sees them through the contract's types, loads nothing of the
// archive's (no better-sqlite3, no Node types: test/layerTypes.test.ts).

/** How a mail read is marked processed: a flag (keyword) or a move to a folder. */
export type Processed = { flag: string } | { moveTo: string };

export interface MailboxSettings {
  host: string;
  port: number;
  tls: 'implicit' | 'starttls';
  user: string;
  /** The folder read (INBOX when empty). */
  folder: string;
  /** Only mails sent to this address (empty: any). */
  to: string;
  /** Only mails whose subject holds these words (empty: any). */
  subject: string;
  /** How a mail read is marked processed: a flag (keyword) or a move to a folder. */
  processed: Processed;
  /** A certificate to trust besides the system's (a club's own server), PEM; empty for none. Public, not a secret. */
  ca: string;
}

export interface MailboxView {
  settings: MailboxSettings | null;
  /** Whether this host keeps passwords (the app's keychain) and holds one for this mailbox. */
  keeps: boolean;
  stored: boolean;
}

export interface FetchView {
  filed: number;
  held: number;
  /** Not the game's, read before (same Message-ID), or unreadable: left or counted, never filed. */
  skipped: number;
  total: number;
}

/** What a mail note or reason says, as its key in the `mailNotes` namespace and its particulars (mail/notes.ts). */
export interface MailWords {
  key: string;
  params: Record<string, string | number>;
}
