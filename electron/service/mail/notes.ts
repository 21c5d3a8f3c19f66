// What the mail intake and the outbox say about a mail (a reading's notes, why a mail is held or
// skipped, why one failed to go out), as a key and its particulars the app words in the window's
// language (the renderer's `mailNotes` namespace), and as the English the archive keeps and the CLI
// prints. One template per key is the English: the service writes a note with `noteText`, and
// `noteSaid` reads a kept note back into its key and particulars (the archive keeps the English
// only, so the mails read before this read back the same). Pure: no Node, no archive.
import type { MailWords } from './mailboxTypes';
import { fillPlaceholders, readBackText } from '../../../engine/index';

/** The English of each note, `{{name}}` for its particulars (the same templates as `mailNotes` in en.json). */
export const MAIL_NOTES = {
  // A reading's notes (mime.ts, intake.ts).
  htmlOnly: 'an HTML-only mail: its HTML read as text',
  attachment: "attachment '{{name}}' ({{type}}, {{size}}) ignored: orders are read from the text only",
  late: 'late: received after the deadline ({{deadline}}): its orders are marked late',
  // Why a mail is held, skipped or was not read (mime.ts, intake.ts).
  tooBig: 'the mail is {{size}}, more than the 10 MB a mail may be',
  unreadable: 'the mail cannot be read: {{detail}}',
  notSentTo: 'not sent to {{to}}',
  subjectMissing: "its subject does not name '{{words}}'",
  readBefore: 'read before (mail #{{id}}, {{status}}): not filed again',
  filedByGm: 'filed by the GM',
  filedByGmConfirmed: 'filed by the GM (confirmed: {{powers}})',
  // Why a mail of the outbox is approved or failed to go out (outbox.ts).
  approvedAlways: 'approved once for all mails of this game',
  mapNotDrawn: 'the map of phase {{seq}} cannot be drawn: {{detail}}',
  noRenderer: 'the map ({{format}}) cannot be drawn here: no renderer was given',
  renderFailed: 'the map ({{format}}) was not drawn: {{detail}}',
  // Why a mail did not go out, by kind (trouble.ts); the note of any other failure reads any text
  // after the transport's name; `{{detail}}`: the server's own words.
  sendAuth: '{{transport}}: the server did not accept the login ({{detail}})',
  sendRefused: '{{transport}}: nothing answers at that address and port ({{detail}})',
  sendTls: '{{transport}}: the secure connection failed or the certificate is not trusted ({{detail}})',
  sendTimeout: '{{transport}}: the server did not answer in time ({{detail}})',
  sendHost: '{{transport}}: no such host is known ({{detail}})',
  sendFailed: '{{transport}}: {{detail}}',
} as const;

export type MailNoteKey = keyof typeof MAIL_NOTES;

/** The English of a note with its particulars. */
export function noteText(key: MailNoteKey, params: Record<string, string | number> = {}): string {
  return fillPlaceholders(MAIL_NOTES[key], params, String);
}

/** A size as the notes write it: `70 bytes`, `12 kB`. */
export function sizeText(bytes: number): string {
  return bytes < 1024 ? `${bytes} bytes` : `${Math.round(bytes / 1024)} kB`;
}

/** Which keys a place may say (a reading's note, an inbox mail's reason, an outbox mail's reason). */
const WHERE: Record<'note' | 'inbox' | 'outbox', readonly MailNoteKey[]> = {
  note: ['htmlOnly', 'attachment', 'late'],
  inbox: ['tooBig', 'unreadable', 'notSentTo', 'subjectMissing', 'readBefore', 'filedByGm', 'filedByGmConfirmed'],
  outbox: ['approvedAlways', 'mapNotDrawn', 'noRenderer', 'renderFailed', 'sendAuth', 'sendRefused', 'sendTls', 'sendTimeout', 'sendHost', 'sendFailed'],
};

const SEND_NOTES = { auth: 'sendAuth', refused: 'sendRefused', tls: 'sendTls', timeout: 'sendTimeout', host: 'sendHost' } as const;

/** The note of a mail that did not go out: by the kind of the server's trouble, else the server's words alone. */
export function sendNote(sent: { trouble?: keyof typeof SEND_NOTES }): MailNoteKey {
  return sent.trouble ? SEND_NOTES[sent.trouble] : 'sendFailed';
}

/** A kept note read back into its key and particulars; null for a text no template writes (shown as it is). */
export function noteSaid(text: string | null, where: keyof typeof WHERE): MailWords | null {
  if (text === null) return null;
  // engine/readBack.ts reads by the template with the most fixed text first: a kind of send
  // failure before the bare `{{transport}}: {{detail}}`.
  return readBackText(placeTemplates(where), text);
}

// Each place's templates, made at the first reading (readBackText keeps their patterns by table).
const placeTables = new Map<keyof typeof WHERE, Record<string, string>>();
function placeTemplates(where: keyof typeof WHERE): Record<string, string> {
  let table = placeTables.get(where);
  if (!table) placeTables.set(where, (table = Object.fromEntries(WHERE[where].map((key) => [key, MAIL_NOTES[key]]))));
  return table;
}
