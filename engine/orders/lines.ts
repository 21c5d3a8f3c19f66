// The parts of a mailed order sheet that are not orders: mail headers, quoted text, the
// signature, comments and headings (`Orders for Spring 1901`). Recognised so that they are
// skipped and reported, never read as orders.

export interface SheetLine {
  /** 1-based. */
  number: number;
  text: string;
  /** Offset of the line's first character in the sheet. */
  offset: number;
}

/** Lines with their offsets; `\r\n`, `\n` and `\r` all end a line and are not part of it. */
export function splitLines(text: string): SheetLine[] {
  const out: SheetLine[] = [];
  const re = /\r\n|\n|\r/g;
  let offset = 0;
  let number = 1;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ number: number++, text: text.slice(offset, m.index), offset });
    offset = m.index + m[0].length;
  }
  out.push({ number, text: text.slice(offset), offset });
  return out;
}

const MAIL_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'reply-to',
  'sender',
  'message-id',
  'in-reply-to',
  'references',
  'received',
  'return-path',
  'delivered-to',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'content-disposition',
  'organization',
  'user-agent',
  'importance',
  'sent',
]);

/** `From: ...`, `X-Mailer: ...`. */
export function isMailHeader(line: string): boolean {
  const m = /^([A-Za-z][A-Za-z0-9-]*):/.exec(line);
  if (!m) return false;
  const name = m[1].toLowerCase();
  return MAIL_HEADERS.has(name) || name.startsWith('x-');
}

/** The signature separator `-- ` (and `--` whose trailing space a mail program ate). */
export function isSignatureStart(line: string): boolean {
  return /^--\s*$/.test(line);
}

export function isQuoted(line: string): boolean {
  return /^\s*>/.test(line);
}

const SEASON_AND_YEAR = /\b(spring|summer|fall|autumn|winter)\b.*\b\d{3,4}\b|\b\d{3,4}\b.*\b(spring|summer|fall|autumn|winter)\b/i;
const JUDGE_COMMANDS = /^\s*(signon|signoff|end)\b/i;

/** A section title of a mail: `Builds:`, `Retreats`, `Moves:`. */
const SECTION = /^\s*(builds?|retreats?|removals?|moves?|movements?|adjustments?|disbands?)\s*:?\s*$/i;

/** `Orders for Spring 1901`, `Spring 1901 movement`, `orders:`, `Builds:`, `SIGNON`. */
export function isHeading(line: string): boolean {
  return SEASON_AND_YEAR.test(line) || /^\s*orders?\b/i.test(line) || JUDGE_COMMANDS.test(line) || SECTION.test(line);
}

/** The line without a `#` or `//` comment: the offset where the comment starts, or the length. */
export function commentStart(line: string): number {
  const hash = line.indexOf('#');
  const slashes = line.indexOf('//');
  const found = [hash, slashes].filter((at) => at >= 0);
  return found.length ? Math.min(...found) : line.length;
}
