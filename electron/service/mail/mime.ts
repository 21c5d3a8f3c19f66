// One mail as the GM's mailbox holds it (RFC 5322 with MIME), read through mailparser: the plain
// text (a multipart/alternative's text part; an HTML-only mail's HTML as text), quoted-printable and
// base64 undone, character sets decoded; attachments ignored, each with a note. Never throws: a
// mail that cannot be read comes back as an error naming why.
import type { AddressObject } from 'mailparser';
import { noteText, sizeText } from './notes';

export interface ReadMail {
  /** The Message-ID without angle brackets; `sha256:...` of the raw mail when it has none. */
  messageId: string;
  /** `Name <address>` as written, or null. */
  from: string | null;
  to: string | null;
  subject: string;
  /** The Date header as ISO 8601, or null when there is none or it names no time. */
  date: string | null;
  text: string;
  notes: string[];
}

const MAX_MAIL_BYTES = 10 * 1024 * 1024;

function addressText(a: AddressObject | AddressObject[] | undefined): string | null {
  if (!a) return null;
  const list = (Array.isArray(a) ? a : [a]).flatMap((x) => x.value);
  return list.map((x) => (x.name ? `${x.name} <${x.address ?? ''}>` : (x.address ?? ''))).join(', ') || null;
}

export async function readMail(raw: Uint8Array): Promise<{ ok: true; value: ReadMail } | { ok: false; error: string }> {
  if (raw.byteLength > MAX_MAIL_BYTES) return { ok: false, error: noteText('tooBig', { size: sizeText(raw.byteLength) }) };
  try {
    // Loaded on first use: mailparser is a tenth of a second of start for every command otherwise.
    const { simpleParser } = await import('mailparser');
    const parsed = await simpleParser(Buffer.from(raw), { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
    const notes: string[] = [];
    let text = parsed.text ?? '';
    // An HTML-only mail (no text/plain part anywhere, and HTML): its HTML read as text, said so.
    const plainPart = /^content-type:\s*text\/plain/im.test(Buffer.from(raw).toString('latin1')) || !parsed.headers.has('content-type');
    if (!plainPart && typeof parsed.html === 'string') {
      text = htmlText(parsed.html);
      notes.push(noteText('htmlOnly'));
    }
    for (const a of parsed.attachments) {
      notes.push(noteText('attachment', { name: a.filename ?? 'unnamed', type: a.contentType, size: sizeText(a.size) }));
    }
    const id = parsed.messageId?.replace(/^<|>$/g, '').trim();
    const date = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null;
    return {
      ok: true,
      value: {
        messageId: id || `sha256:${process.getBuiltinModule('node:crypto').createHash('sha256').update(raw).digest('hex')}`,
        from: addressText(parsed.from),
        to: addressText(parsed.to),
        subject: parsed.subject ?? '',
        date,
        text,
        notes,
      },
    };
  } catch (e) {
    return { ok: false, error: noteText('unreadable', { detail: (e as Error).message }) };
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML as the text a reader sees: blocks and breaks as line ends, tags gone, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote|pre|table)\s*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') return String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
