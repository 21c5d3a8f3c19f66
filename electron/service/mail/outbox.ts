// Mail out: acknowledgements, results, reminders and notices wait in the game's outbox until the GM
// approves them (one by one, or all at once), then go out through a transport (smtp.ts: SMTP over
// TLS with authentication). A mail that fails to go out stays in the outbox, failed, with the
// reason, to be sent again; nothing is lost. Every mail sent is kept in the archive (mails, 'out').
import { randomUUID } from 'node:crypto';
import type { Archive } from '../../archive/db';
import type { MailRecord } from '../../archive/types';
import { failure, serve, snapshot, success, transact, type ServiceResult } from '../result';
import type { OutboxView } from '../types';
import { getGame } from '../games';
import { phaseReport } from '../reports';
import { addressOf, playersAt } from '../senders';
import { gameRefShape } from '../shapes';
import { bool, check, int, object, optional, str } from '../validate';

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
  send(mail: OutgoingMail): Promise<{ ok: true } | { ok: false; error: string }>;
}

const view = (m: MailRecord): OutboxView => ({
  id: m.id,
  to: m.to ?? '',
  subject: m.subject,
  status: m.status,
  reason: m.reason,
  sentAt: m.sentAt,
  body: m.body,
});

/** Puts a mail in the game's outbox, waiting for the GM's approval. */
export function queueMail(archive: Archive, input: { gameId: number; to: string; subject: string; text: string }): Promise<ServiceResult<OutboxView>> {
  return serve(() => {
    const { gameId, to, subject, text } = input ?? {};
    if (!Number.isInteger(gameId) || gameId < 1) return failure('invalid-input', 'gameId: a game number');
    if (typeof to !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(to.replace(/^.*<|>$/g, '')))
      return failure('invalid-input', `to: '${String(to)}' is not a mail address`);
    if (typeof subject !== 'string' || typeof text !== 'string' || text.length > 1_000_000) return failure('invalid-input', 'subject and text: strings');
    return transact(archive, (repos) => {
      if (!repos.games.get(gameId)) return failure('not-found', `no game #${gameId} in the archive`);
      const now = archive.now();
      const record: Omit<MailRecord, 'id'> = {
        gameId,
        direction: 'out',
        messageId: `${randomUUID()}@adjutant`,
        from: null,
        to,
        subject,
        sentAt: null,
        status: 'pending',
        reason: null,
        body: text,
        notes: [],
        submissions: [],
        source: 'outbox',
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
    if (!checked.ok) return failure('invalid-input', checked.error);
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
    if (!checked.ok) return failure('invalid-input', checked.error);
    return transact(archive, (repos) => {
      const waiting = repos.mails.forGame(input.gameId, 'out').filter((m) => m.status === 'pending' && (input.all === true || m.id === input.mailId));
      if (waiting.length === 0) return failure('not-found', input.all ? 'no mail waits for approval' : `no mail #${input.mailId} waits for approval`);
      const now = archive.now();
      for (const m of waiting) repos.mails.setStatus(m.id, 'approved', null, [], now);
      return success(waiting.map((m) => view({ ...m, status: 'approved' })));
    });
  });
}

/** Sends every approved (or earlier failed) mail of the game; each one's outcome is written as it comes. */
export async function sendApproved(archive: Archive, input: { gameId: number }, transport: Transport): Promise<ServiceResult<OutboxView[]>> {
  const list = await outbox(archive, input);
  if (!list.ok) return list;
  const out: OutboxView[] = [];
  for (const m of list.value.filter((x) => x.status === 'approved' || x.status === 'failed')) {
    const record = await serve(() => snapshot(archive, (repos) => success(repos.mails.get(m.id)!)));
    if (!record.ok) return record;
    const r = record.value;
    const sent = await transport.send({ messageId: r.messageId, to: r.to ?? '', subject: r.subject, text: r.body, attachments: [] });
    const done = await serve(() =>
      transact(archive, (repos) => {
        const at = archive.now();
        if (sent.ok) repos.mails.markSent(r.id, at, transport.name);
        else repos.mails.setStatus(r.id, 'failed', `${transport.name}: ${sent.error}`, [], at);
        return success(view(repos.mails.get(r.id)!));
      }),
    );
    if (!done.ok) return done;
    out.push(done.value);
  }
  return success(out);
}

/** Queues the results of the last adjudicated phase, in the judges' layout, to every player with an address. */
export async function queueResults(archive: Archive, input: { gameId: number }): Promise<ServiceResult<OutboxView[]>> {
  const game = await getGame(archive, input);
  if (!game.ok) return game;
  const last = game.value.phases.filter((p) => p.status === 'adjudicated').at(-1);
  if (!last) return failure('not-adjudicated', `game '${game.value.name}' has no adjudicated phase to send the results of`);
  const report = await phaseReport(archive, { gameId: input.gameId, seq: last.seq, format: 'judge' });
  if (!report.ok) return report;
  const players = await serve(() => snapshot(archive, (repos) => success([...playersAt(repos.players.forGame(input.gameId), last.seq + 1).values()])));
  if (!players.ok) return players;
  const out: OutboxView[] = [];
  for (const p of players.value) {
    const to = p.contact === null ? null : addressOf(p.contact);
    if (!to) continue;
    const queued = await queueMail(archive, { gameId: input.gameId, to, subject: `${game.value.name}: ${last.name} results`, text: report.value.body });
    if (!queued.ok) return queued;
    out.push(queued.value);
  }
  return success(out);
}
