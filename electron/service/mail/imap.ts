// Mail in straight from the GM's IMAP mailbox (through imapflow): TLS always (implicit TLS on 993,
// STARTTLS required elsewhere; a server without TLS, or whose certificate is not trusted, is
// refused), the game's folder read, each mail not yet processed taken into the game (intake.ts:
// filed or held; a Message-ID read before is never filed twice) and then marked processed on the
// server: a keyword flag (`$AdjutantRead` unless the GM names another, `\Seen` too) or moved to a
// folder. Mails that are not the game's (by address or subject, as the GM sets) are left as they
// were, for another game, and so are mails that could not be read (the GM sees them unread). The
// password is given by the caller (the app's keychain, the environment or a prompt in the CLI) and
// never written anywhere: not the archive, not a log.
import type { ImapFlow } from 'imapflow';
import type { Archive } from '../../archive/db';
import { success, type ServiceResult } from '../result';
import type { MailIntakeView } from '../types';
import { takeMails, type MailMatch } from './intake';

export interface ImapSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The game's folder (default INBOX). */
  folder?: string;
  /** Certificates to trust besides the system's (a club's own server); PEM. */
  ca?: string;
  /** Implicit TLS (the default on 993) or STARTTLS, required (the default elsewhere). Never clear text. */
  tls?: 'implicit' | 'starttls';
}

/** How a mail read is marked processed on the server. */
export type { Processed } from './mailboxTypes';
import type { Processed } from './mailboxTypes';
import { refuse } from './refusals';
import { serverTrouble } from './trouble';

export const DEFAULT_FLAG = '$AdjutantRead';

export interface ImapIntake {
  gameId: number;
  settings: ImapSettings;
  match?: MailMatch;
  processed?: Processed;
  actor?: string;
}

/** The error text with the password masked: an error must never carry it to a log or the outbox. */
const masked = (e: unknown, password: string): string => {
  const text = String((e as { responseText?: string }).responseText ?? (e as Error)?.message ?? e);
  return password ? text.replaceAll(password, '***') : text;
};

/** An IMAP flag or keyword as RFC 3501 allows one (no spaces, brackets, quotes or wildcards). */
export function validFlag(flag: string): boolean {
  return /^\\?[!#-'*+\-.0-9:<=>?@A-Z^_`a-z|~$]{1,64}$/.test(flag) && !/[(){%*"\\\]]/.test(flag.slice(1));
}

export async function readImap(archive: Archive, input: ImapIntake): Promise<ServiceResult<MailIntakeView[]>> {
  const s = input.settings;
  const folder = s.folder || 'INBOX';
  const processed = input.processed ?? { flag: DEFAULT_FLAG };
  if ('flag' in processed && !validFlag(processed.flag)) return refuse('invalid-input', 'bad-flag', { flag: processed.flag });
  if ('moveTo' in processed && (processed.moveTo === folder || !processed.moveTo)) return refuse('invalid-input', 'move-to-read');
  if (!s.host || !Number.isInteger(s.port) || s.port < 1 || s.port > 65535) return refuse('invalid-input', 'bad-server', { server: `${s.host}:${s.port}` });
  const implicit = (s.tls ?? (s.port === 993 ? 'implicit' : 'starttls')) === 'implicit';
  // Loaded when the first mailbox is read, as nodemailer and mailparser are: commands that read no
  // mail do not pay for it at start-up.
  const { ImapFlow: Client } = await import('imapflow');
  const client: ImapFlow = new Client({
    host: s.host,
    port: s.port,
    secure: implicit,
    doSTARTTLS: implicit ? undefined : true,
    auth: { user: s.user, pass: s.password },
    tls: { ca: s.ca, minVersion: 'TLSv1.2', rejectUnauthorized: true },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 30_000,
  });
  // imapflow reports a dropped connection as an event: without a listener it would throw.
  client.on('error', () => undefined);
  const where = `imap:${s.host}/${folder}`;
  try {
    await client.connect();
  } catch (e) {
    // By kind, the server's (or the network's) own words as the detail.
    const trouble = serverTrouble(e);
    const params = { server: `${s.host}:${s.port}`, detail: masked(e, s.password) };
    if (trouble === 'auth') return refuse('mail-server', 'imap-auth', { ...params, user: s.user });
    return refuse('mail-server', trouble && trouble !== 'mailbox' ? `imap-${trouble}` : 'refused', params);
  }
  try {
    const locked = await client.getMailboxLock(folder).then(
      (lock) => ({ lock }),
      (e: unknown) => ({ refused: { server: `${s.host}:${s.port}`, folder, detail: masked(e, s.password), missing: serverTrouble(e) === 'mailbox' } }),
    );
    if ('refused' in locked) {
      const { missing, ...params } = locked.refused;
      return refuse('mail-server', missing ? 'imap-no-folder' : 'imap-folder', params);
    }
    const { lock } = locked;
    try {
      if ('moveTo' in processed) await client.mailboxCreate(processed.moveTo).catch(() => undefined);
      const query = 'flag' in processed ? (processed.flag === '\\Seen' ? { seen: false } : { unKeyword: processed.flag }) : { all: true };
      const uids = (await client.search(query, { uid: true })) || [];
      const mails: { raw: Uint8Array; source: string; uid: number }[] = [];
      for (const uid of uids.sort((a, b) => a - b)) {
        const m = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (m && m.source) mails.push({ raw: new Uint8Array(m.source), source: where, uid });
      }
      const taken = await takeMails(archive, { gameId: input.gameId, mails, match: input.match, actor: input.actor });
      if (!taken.ok) return taken;
      // Another game's mails, and mails that could not be read (not kept in the archive), stay unmarked
      // on the server, as the Maildir reading leaves them: nothing the GM has not seen is put away.
      const done = mails.filter((_, i) => taken.value[i].status !== 'not-for-game' && taken.value[i].status !== 'unreadable').map((m) => m.uid);
      if (done.length) {
        if ('flag' in processed) await client.messageFlagsAdd(done, processed.flag === '\\Seen' ? ['\\Seen'] : [processed.flag, '\\Seen'], { uid: true });
        else await client.messageMove(done, processed.moveTo, { uid: true });
      }
      return success(taken.value);
    } finally {
      lock.release();
    }
  } catch (e) {
    return refuse('mail-server', 'server-said', { where, detail: masked(e, s.password) });
  } finally {
    await client.logout().catch(() => client.close());
  }
}
