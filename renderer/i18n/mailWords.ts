// What the mail intake and the outbox say about a mail (a reading's notes, why a mail is held or
// skipped, why one failed to go out), worded in the window's language from the key and particulars
// the service gives with the English it keeps (electron/service/mail/notes.ts; the `mailNotes`
// namespace, whose English repeats the service's templates). A text without them (a refusal of the
// order reader kept as a held mail's reason, an SMTP server's words) is shown as it is.
import { errorText, i18n } from './index';

/** A note as the service gives it: its key in `mailNotes` and its particulars. */
export interface MailNoteSaid {
  key: string;
  params: Record<string, string | number>;
}

/** `70 bytes` / `12 kB` (the service's sizes) in the window's language. */
function sizeWords(size: string): string {
  const m = /^(\d+) (bytes|kB)$/.exec(size);
  return m ? i18n.t(`mailNotes:units.${m[2] === 'kB' ? 'kb' : 'bytes'}`, { n: m[1] }) : size;
}

/** `Tuesday 1 December 2026, 18:00 UTC` (the service's deadline words) in the window's language. */
function dateWords(words: string): string {
  const at = Date.parse(words.replace(/^\w+ /, '').replace(',', ''));
  if (Number.isNaN(at)) return words;
  return `${new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
}

/**
 * A note or reason in the window's language; English, or a text no template wrote, as the service
 * gave it. `power` names a power's id in the window's language (the powers a GM confirmed).
 */
export function mailNoteText(text: string, said: MailNoteSaid | null | undefined, power: (id: string) => string = (id) => id): string {
  if (!said || i18n.language === 'en') return text;
  // A refusal of the order checks kept as a held mail's reason (`orders.confirm-no-orders`): worded as the refusal is.
  if (said.key.includes('.')) return errorText({ message: text, said });
  if (!i18n.exists(`mailNotes:${said.key}`)) return text;
  const p: Record<string, string> = Object.fromEntries(Object.entries(said.params).map(([k, v]) => [k, String(v)]));
  if (p.size !== undefined) p.size = sizeWords(p.size);
  if (p.deadline !== undefined) p.deadline = dateWords(p.deadline);
  if (p.status !== undefined && i18n.exists(`mail:status.${p.status}`)) p.status = i18n.t(`mail:status.${p.status}`);
  if (p.powers !== undefined) p.powers = p.powers.split(', ').map(power).join(', ');
  return i18n.t(`mailNotes:${said.key}`, p);
}
