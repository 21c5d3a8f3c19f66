// Mail out: acknowledgements, results, reminders and notices wait in the game's outbox until the GM
// approves them (one by one, or all at once), then go out through a transport (smtp.ts: SMTP over
// TLS with authentication). A mail that fails to go out stays in the outbox, failed, with the
// reason, to be sent again; nothing is lost. Every mail sent is kept in the archive (mails, 'out').
import type { Archive } from '../../archive/db';
import type { EventRecord, MailAttachment, MailRecord } from '../../archive/types';
import { logGameSetting } from '../context';
import { invalidInput, serve, snapshot, success, transact, type ServiceResult } from '../result';
import type { OutboxView } from '../types';
import { getGame } from '../games';
import { mapSvg, phaseReport } from '../reports';
import { addressOf, playersAt } from '../senders';
import { gameRefShape } from '../shapes';
import { noteSaid, noteText, sendNote } from './notes';
import type { ServerTrouble } from './trouble';
import { bool, check, int, object, optional, str } from '../validate';
import { refuse } from './refusals';

export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Uint8Array; contentType: string }[];
}

/** How a mail goes out. The SMTP one is smtp.ts; tests may give their own. */
export interface Transport {
  /** Where mails go (`smtp:HOST:PORT`), for the record. */
  readonly name: string;
  /** `error`: what the server said, in its words; `trouble`: its kind, when known (trouble.ts). */
  send(mail: OutgoingMail): Promise<{ ok: true } | { ok: false; error: string; trouble?: Exclude<ServerTrouble, 'mailbox'> }>;
}

/** The game's setting: mails queued go out without waiting for the GM's approval, one by one. */
export const APPROVAL_EVENT = 'mail-approval-set';

/** Whether the GM approved the game's mails once for all (the last 'mail-approval-set' entry). */
export function approvesAll(events: readonly EventRecord[]): boolean {
  let always = false;
  for (const e of events) if (e.action === APPROVAL_EVENT && typeof e.details.always === 'boolean') always = e.details.always;
  return always;
}

export const approvalShape = object({ gameId: int({ min: 1 }), always: bool, actor: optional(str({ min: 1, max: 100 })) });

/** The GM approves every mail of the game once for all (`always`), or goes back to approving each. */
export function setMailApproval(archive: Archive, input: { gameId: number; always: boolean; actor?: string }): Promise<ServiceResult<{ always: boolean }>> {
  return serve(() => {
    const checked = check(approvalShape, input);
    if (!checked.ok) return invalidInput(checked.error);
    return logGameSetting(archive, checked.value, APPROVAL_EVENT, { always: checked.value.always });
  });
}

/** Whether the game's mails are approved once for all. */
export function mailApproval(archive: Archive, input: { gameId: number }): Promise<ServiceResult<{ always: boolean }>> {
  return serve(() => {
    const checked = check(gameRefShape, input);
    if (!checked.ok) return invalidInput(checked.error);
    return snapshot(archive, (repos) => success({ always: approvesAll(repos.events.forGame(checked.value.gameId)) }));
  });
}

/** Draws an attachment's picture: the map's SVG as PNG, or as a one-page PDF. Given by the caller (Chromium, Electron). */
export type MapRenderer = (svg: string, format: MailAttachment['format']) => Promise<Uint8Array>;

const view = (m: MailRecord): OutboxView => ({
  id: m.id,
  to: m.to ?? '',
  subject: m.subject,
  status: m.status,
  reason: m.reason,
  reasonSaid: noteSaid(m.reason, 'outbox'),
  sentAt: m.sentAt,
  body: m.body,
});

/** Puts a mail in the game's outbox, waiting for the GM's approval (approved at once when the GM approved the game's mails once for all). */
export function queueMail(
  archive: Archive,
  input: { gameId: number; to: string; subject: string; text: string; attachments?: MailAttachment[] },
): Promise<ServiceResult<OutboxView>> {
  return serve(() => {
    const { gameId, to, subject, text, attachments = [] } = input ?? {};
    if (!Number.isInteger(gameId) || gameId < 1) return refuse('invalid-input', 'game-number');
    if (typeof to !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(to.replace(/^.*<|>$/g, '')))
      return refuse('invalid-input', 'not-an-address', { address: String(to) });
    if (typeof subject !== 'string' || typeof text !== 'string' || text.length > 1_000_000) return refuse('invalid-input', 'subject-text');
    return transact(archive, (repos) => {
      if (!repos.games.get(gameId)) return refuse('not-found', 'no-game', { gameId });
      const now = archive.now();
      const always = approvesAll(repos.events.forGame(gameId));
      const record: Omit<MailRecord, 'id'> = {
        gameId,
        direction: 'out',
        messageId: `${process.getBuiltinModule('node:crypto').randomUUID()}@adjutant`,
        from: null,
        to,
        subject,
        sentAt: null,
        status: always ? 'approved' : 'pending',
        reason: always ? noteText('approvedAlways') : null,
        body: text,
        notes: [],
        submissions: [],
        source: 'outbox',
        attachments,
        createdAt: now,
        updatedAt: now,
      };
      return success(view({ ...record, id: repos.mails.insert(record) }));
    });
  });
}

/** The game's outbox: every mail queued, approved, sent or failed, oldest first. */
export function outbox(archive: Archive, input: { gameId: number }): Promise<ServiceResult<OutboxView[]>> {
  return serve(() => {
    const checked = check(gameRefShape, input);
    if (!checked.ok) return invalidInput(checked.error);
    return snapshot(archive, (repos) => success(repos.mails.forGame(checked.value.gameId, 'out').map(view)));
  });
}

/** The GM approves one mail (`mailId`), or every mail waiting in the game's outbox (`all`). */
export const approveShape = object({
  gameId: int({ min: 1 }),
  mailId: optional(int({ min: 1 })),
  all: optional(bool),
  actor: optional(str({ min: 1, max: 100 })),
});

export function approveMail(archive: Archive, input: { gameId: number; mailId?: number; all?: boolean; actor?: string }): Promise<ServiceResult<OutboxView[]>> {
  return serve(() => {
    const checked = check(approveShape, input);
    if (!checked.ok) return invalidInput(checked.error);
    return transact(archive, (repos) => {
      // One mail: waiting for approval, or failed before (approving it again retries it); all: those waiting.
      const waiting = repos.mails
        .forGame(input.gameId, 'out')
        .filter((m) => (input.all === true ? m.status === 'pending' : m.id === input.mailId && (m.status === 'pending' || m.status === 'failed')));
      if (waiting.length === 0) return input.all ? refuse('not-found', 'none-waiting') : refuse('not-found', 'not-waiting', { mail: input.mailId ?? 0 });
      const now = archive.now();
      for (const m of waiting) repos.mails.setStatus(m.id, 'approved', null, [], now);
      return success(waiting.map((m) => view({ ...m, status: 'approved' })));
    });
  });
}

/** Sends every approved (or earlier failed) mail of the game; each one's outcome is written as it comes. */
export async function sendApproved(
  archive: Archive,
  input: { gameId: number },
  transport: Transport,
  render?: MapRenderer,
): Promise<ServiceResult<OutboxView[]>> {
  const list = await outbox(archive, input);
  if (!list.ok) return list;
  const out: OutboxView[] = [];
  // The same map goes to every player: drawn once per send.
  const drawn = new Map<string, Promise<Uint8Array>>();
  const draw: MapRenderer | undefined =
    render &&
    ((svg, format) => {
      const key = `${format}\n${svg}`;
      if (!drawn.has(key)) drawn.set(key, render(svg, format));
      return drawn.get(key)!;
    });
  for (const m of list.value.filter((x) => x.status === 'approved' || x.status === 'failed')) {
    const record = await serve(() => snapshot(archive, (repos) => success(repos.mails.get(m.id)!)));
    if (!record.ok) return record;
    const r = record.value;
    const files = await attachmentsOf(archive, r, draw);
    const sent = files.ok
      ? await transport.send({ messageId: r.messageId, to: r.to ?? '', subject: r.subject, text: r.body, attachments: files.value })
      : ({ ok: false, error: files.error } as const);
    const done = await serve(() =>
      transact(archive, (repos) => {
        const at = archive.now();
        if (sent.ok) repos.mails.markSent(r.id, at, transport.name);
        else
          repos.mails.setStatus(
            r.id,
            'failed',
            noteText('trouble' in sent ? sendNote(sent) : 'sendFailed', { transport: transport.name, detail: sent.error }),
            [],
            at,
          );
        return success(view(repos.mails.get(r.id)!));
      }),
    );
    if (!done.ok) return done;
    out.push(done.value);
  }
  return success(out);
}

/** The files a mail carries, drawn now from the archive; or why they cannot be (the mail then fails, kept to retry). */
async function attachmentsOf(
  archive: Archive,
  mail: MailRecord,
  render: MapRenderer | undefined,
): Promise<{ ok: true; value: OutgoingMail['attachments'] } | { ok: false; error: string }> {
  const out: OutgoingMail['attachments'] = [];
  for (const a of mail.attachments ?? []) {
    const svg = await mapSvg(archive, { gameId: mail.gameId!, seq: a.seq });
    if (!svg.ok) return { ok: false, error: noteText('mapNotDrawn', { seq: a.seq, detail: svg.error.message }) };
    if (!render) return { ok: false, error: noteText('noRenderer', { format: a.format.toUpperCase() }) };
    try {
      const content = await render(svg.value.body, a.format);
      out.push({
        filename: `${svg.value.fileName.replace(/\.svg$/, '')}.${a.format}`,
        content,
        contentType: a.format === 'png' ? 'image/png' : 'application/pdf',
      });
    } catch (e) {
      return { ok: false, error: noteText('renderFailed', { format: a.format.toUpperCase(), detail: (e as Error).message }) };
    }
  }
  return { ok: true, value: out };
}

/** Queues the results of the last adjudicated phase, in the judges' layout, to every player with an address. */
export async function queueResults(archive: Archive, input: { gameId: number; map?: MailAttachment['format'] }): Promise<ServiceResult<OutboxView[]>> {
  const game = await getGame(archive, { gameId: input.gameId });
  if (!game.ok) return game;
  const last = game.value.phases.filter((p) => p.status === 'adjudicated').at(-1);
  if (!last) return refuse('not-adjudicated', 'no-results', { game: game.value.name });
  const report = await phaseReport(archive, { gameId: input.gameId, seq: last.seq, format: 'judge' });
  if (!report.ok) return report;
  const players = await serve(() => snapshot(archive, (repos) => success([...playersAt(repos.players.forGame(input.gameId), last.seq + 1).values()])));
  if (!players.ok) return players;
  const out: OutboxView[] = [];
  for (const p of players.value) {
    const to = p.contact === null ? null : addressOf(p.contact);
    if (!to) continue;
    const queued = await queueMail(archive, {
      gameId: input.gameId,
      to,
      subject: `${game.value.name}: ${last.name} results`,
      text: report.value.body,
      attachments: [{ kind: 'map', seq: last.seq, format: input.map ?? 'png' }],
    });
    if (!queued.ok) return queued;
    out.push(queued.value);
  }
  return success(out);
}
