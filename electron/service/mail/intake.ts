// The GM's mailbox read into a game: each mail read (mime.ts), recognised as the game's (by the
// address it was sent to, or by words in its subject, as the GM sets; mails from a game's own
// folder need neither), and then filed as orders, or held for the GM with the reason (an unknown
// sender, orders for a power not the sender's, nothing read, a late mail the game does not take...).
// A mail is filed and recorded in one transaction; its Message-ID makes it never filed twice.
import type { Archive } from '../../archive/db';
import type { MailRecord } from '../../archive/types';
import { deadlineWords } from '../deadlines';
import { checkSubmission, fileOrders } from '../orders';
import { failure, invalidInput, serve, snapshot, success, transact, type ServiceResult, type ServiceSaid } from '../result';
import type { MailIntakeView } from '../types';
import { readMail, type ReadMail } from './mime';
import { heldReasonSaid } from './heldReason';
import { noteSaid, noteText } from './notes';
import { gameRefShape } from '../shapes';
import { array, check, int, object, optional, str } from '../validate';
import { refuse } from './refusals';

export const acceptShape = object({
  gameId: int({ min: 1 }),
  mailId: int({ min: 1 }),
  confirm: optional(array(str({ min: 1, max: 64 }), { max: 50 })),
  actor: optional(str({ min: 1, max: 100 })),
});

export interface MailMatch {
  /** Only mails sent to this address (To or Cc), any case. */
  to?: string;
  /** Only mails whose subject holds these words, any case. */
  subject?: string;
}

export interface IntakeInput {
  gameId: number;
  /** The raw mails (RFC 5322 bytes), with where each came from (`mbox:FILE`, `maildir:DIR`, `imap:HOST/FOLDER`). */
  mails: { raw: Uint8Array; source: string }[];
  match?: MailMatch;
  actor?: string;
}

/** Why a mail is not the game's, or null when it is. */
function notTheGames(mail: ReadMail, match: MailMatch | undefined): string | null {
  if (match?.to && !(mail.to ?? '').toLowerCase().includes(match.to.toLowerCase())) return noteText('notSentTo', { to: match.to });
  if (match?.subject && !mail.subject.toLowerCase().includes(match.subject.toLowerCase())) return noteText('subjectMissing', { words: match.subject });
  return null;
}

export async function takeMails(archive: Archive, input: IntakeInput): Promise<ServiceResult<MailIntakeView[]>> {
  if (!Number.isInteger(input?.gameId) || input.gameId < 1) return refuse('invalid-input', 'game-number');
  if (!Array.isArray(input.mails) || input.mails.some((m) => !(m.raw instanceof Uint8Array) || typeof m.source !== 'string'))
    return refuse('invalid-input', 'mails-shape');
  const out: MailIntakeView[] = [];
  for (const m of input.mails) {
    const read = await readMail(m.raw);
    out.push(await serve(() => fileMail(archive, input, m.source, read)).then((r) => (r.ok ? r.value : failed(r.error.message, m.source))));
  }
  return success(out);
}

function failed(message: string, source: string): MailIntakeView {
  return { id: null, messageId: '', from: null, subject: '', status: 'unreadable', ...worded(message, []), submissions: [], source };
}

/** A mail's reason and notes, with what each says as a key and particulars for the app to word. */
function worded(reason: string | null, notes: string[], map: string | null = null): Pick<MailIntakeView, 'reason' | 'notes' | 'reasonSaid' | 'notesSaid'> {
  const said = noteSaid(reason, 'inbox') ?? heldReasonSaid(reason, map);
  return { reason, notes, reasonSaid: said && { key: said.key, params: said.params ?? {} }, notesSaid: notes.map((n) => noteSaid(n, 'note')) };
}

function view(r: MailRecord, status: MailIntakeView['status'] = r.status as MailIntakeView['status'], map: string | null = null): MailIntakeView {
  return {
    id: r.id,
    messageId: r.messageId,
    from: r.from,
    subject: r.subject,
    status,
    ...worded(r.reason, r.notes, map),
    submissions: r.submissions,
    source: r.source,
    sentAt: r.sentAt,
    body: r.body,
    late: r.notes.some((n) => n.startsWith(LATE_NOTE)) || /received after the deadline/.test(r.reason ?? ''),
  };
}

/** The subject of a reply: `Re: ` once, however many the mail had. */
export const replySubject = (subject: string): string => `Re: ${subject.replace(/^(\s*re:\s*)+/i, '')}`;

/** The note on a mail filed after the deadline (its orders marked late) starts so (notes.ts, `late`). */
export const LATE_NOTE = 'late: ';

function fileMail(archive: Archive, input: IntakeInput, source: string, read: Awaited<ReturnType<typeof readMail>>): ServiceResult<MailIntakeView> {
  if (!read.ok) return success(failed(read.error, source));
  const mail = read.value;
  const other = notTheGames(mail, input.match);
  if (other) return success({ ...failed(other, source), messageId: mail.messageId, from: mail.from, subject: mail.subject, status: 'not-for-game' });
  return transact(archive, (repos) => {
    const seen = repos.mails.byMessageId('in', mail.messageId);
    if (seen) return success({ ...view(seen, 'duplicate'), ...worded(noteText('readBefore', { id: seen.id, status: seen.status }), seen.notes) });
    const now = archive.now();
    const record: Omit<MailRecord, 'id'> = {
      gameId: input.gameId,
      direction: 'in',
      messageId: mail.messageId,
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      sentAt: mail.date,
      status: 'held',
      reason: null,
      body: mail.text,
      notes: mail.notes,
      submissions: [],
      source,
      createdAt: now,
      updatedAt: now,
    };
    const { acknowledgements, lateNote, said: _said, ...filed } = fileFrom(archive, repos, record, input.gameId, [], input.actor);
    const stored = { ...record, ...filed, notes: lateNote ? [...record.notes, lateNote] : record.notes };
    const id = repos.mails.insert(stored);
    return success({
      ...view({ ...stored, id }, undefined, repos.games.get(input.gameId)?.variant ?? null),
      ...(acknowledgements ? { acknowledgements } : {}),
    });
  });
}

/** Files a mail's orders; what becomes of the mail: filed with its submissions, or held with the reason. */
function fileFrom(
  archive: Archive,
  repos: Parameters<typeof fileOrders>[1],
  mail: Pick<MailRecord, 'body' | 'from' | 'sentAt'>,
  gameId: number,
  confirm: string[],
  actor: string | undefined,
): Pick<MailRecord, 'status' | 'reason' | 'submissions'> & { acknowledgements?: string[]; lateNote?: string; said?: ServiceSaid } {
  const from = mail.from ?? 'unknown';
  const checked = checkSubmission({ gameId, text: mail.body, from, receivedAt: mail.sentAt ?? undefined, by: from.slice(0, 200), confirm, actor });
  if (!checked.ok) return { status: 'held', reason: checked.error.message, submissions: [], said: checked.error.said };
  const done = fileOrders(archive, repos, checked.value);
  if (!done.ok) return { status: 'held', reason: done.error.message, submissions: [], said: done.error.said };
  return {
    status: 'filed',
    reason: null,
    submissions: done.value.map((s) => s.submission.id),
    acknowledgements: done.value.map((s) => s.acknowledgement.text),
    ...(done.value.some((s) => s.late) ? { lateNote: noteText('late', { deadline: deadlineWords(done.value.find((s) => s.late)!.late!) }) } : {}),
  };
}

/** The GM files a held mail, confirming the powers named in its reason. */
export function acceptMail(
  archive: Archive,
  input: { gameId: number; mailId: number; confirm?: string[]; actor?: string },
): Promise<ServiceResult<MailIntakeView>> {
  return serve(() => {
    const checked = check(acceptShape, input);
    if (!checked.ok) return invalidInput(checked.error);
    const confirm = checked.value.confirm ?? [];
    return transact(archive, (repos) => {
      const mail = repos.mails.get(checked.value.mailId);
      if (!mail || mail.direction !== 'in' || mail.gameId !== checked.value.gameId)
        return refuse('not-found', 'no-mail', { mail: checked.value.mailId, gameId: checked.value.gameId });
      if (mail.status !== 'held') return refuse('invalid-input', 'not-held', { mail: mail.id, mailStatus: mail.status });
      const { acknowledgements, lateNote: _late, said, ...filed } = fileFrom(archive, repos, mail, mail.gameId, confirm, checked.value.actor);
      if (filed.status !== 'filed') return failure('needs-confirmation', filed.reason ?? 'still held', undefined, said);
      repos.mails.setStatus(
        mail.id,
        'accepted',
        confirm.length ? noteText('filedByGmConfirmed', { powers: confirm.join(', ') }) : noteText('filedByGm'),
        filed.submissions,
        archive.now(),
      );
      return success({ ...view(repos.mails.get(mail.id)!), acknowledgements: acknowledgements ?? [] });
    });
  });
}

/** The mails read in for a game, oldest first: the inbox. */
export function inbox(archive: Archive, input: { gameId: number }): Promise<ServiceResult<MailIntakeView[]>> {
  return serve(() => {
    const checked = check(gameRefShape, input);
    if (!checked.ok) return invalidInput(checked.error);
    return snapshot(archive, (repos) => {
      const map = repos.games.get(checked.value.gameId)?.variant ?? null;
      return success(repos.mails.forGame(checked.value.gameId, 'in').map((m) => view(m, undefined, map)));
    });
  });
}
