// A game's mailbox (issue 30 item 1 in the app): where its mail is read over IMAP and which mails
// are the game's, kept in the archive as a game setting (the log's last 'mailbox-set' entry), and
// the "fetch now" that runs the IMAP intake with it. The password is never part of the settings:
// the shape has no field for it, so it can reach neither the archive nor an answer. It comes from
// the caller's credential store (the app: the OS keychain through safeStorage) or, where there is
// no keychain (the browser host, the CLI), with the fetch itself, held in memory for that fetch.
import type { Archive } from '../../archive/db';
import type { EventRecord } from '../../archive/types';
import { logGameSetting } from '../context';
import { invalidInput, serve, snapshot, success, type Failure, type ServiceResult } from '../result';
import { gameRefShape } from '../shapes';
import { check, either, int, object, oneOf, optional, str } from '../validate';
import type { CredentialStore, KeychainRefusal } from './credentials';
import { readImap, validFlag, type ImapSettings } from './imap';
import type { FetchView, MailboxSettings, MailboxView } from './mailboxTypes';
import { refuse } from './refusals';

export type { FetchView, MailboxSettings, MailboxView } from './mailboxTypes';

export const MAILBOX_EVENT = 'mailbox-set';

const host = str({ min: 1, max: 253, pattern: /^[A-Za-z0-9.:[\]-]+$/ });
const folder = str({ max: 200, pattern: /^[^\r\n\0*%]*$/ });
export const settingsShape = object({
  host,
  port: int({ min: 1, max: 65535 }),
  tls: oneOf(['implicit', 'starttls'] as const),
  user: str({ min: 1, max: 320, pattern: /^[^\r\n\0]+$/ }),
  folder,
  to: str({ max: 320, pattern: /^[^\r\n\0]*$/ }),
  subject: str({ max: 200, pattern: /^[^\r\n\0]*$/ }),
  processed: either(object({ flag: str({ min: 1, max: 65 }) }), object({ moveTo: str({ min: 1, max: 200, pattern: /^[^\r\n\0*%]+$/ }) })),
  ca: str({ max: 20_000 }),
});
export const setMailboxShape = object({ gameId: int({ min: 1 }), settings: settingsShape, actor: optional(str({ min: 1, max: 100 })) });
const password = str({ min: 1, max: 1000 });
export const storePasswordShape = object({ gameId: int({ min: 1 }), password, actor: optional(str({ min: 1, max: 100 })) });
export const fetchShape = object({ gameId: int({ min: 1 }), password: optional(password), actor: optional(str({ min: 1, max: 100 })) });

/** The game's mailbox: the last settings logged, or null. */
export function mailboxOf(events: readonly EventRecord[]): MailboxSettings | null {
  let found: MailboxSettings | null = null;
  for (const e of events) {
    if (e.action !== MAILBOX_EVENT) continue;
    const read = check(settingsShape, e.details);
    found = read.ok ? read.value : null;
  }
  return found;
}

/** The credential store's key: the account, so a password serves every game read from it. */
export const accountKey = (s: Pick<MailboxSettings, 'host' | 'port' | 'user'>): string => `imap:${s.user}@${s.host}:${s.port}`;

function problem(s: MailboxSettings): Failure | null {
  if ('flag' in s.processed && !validFlag(s.processed.flag)) return refuse('invalid-input', 'bad-flag-setting', { flag: s.processed.flag });
  if ('moveTo' in s.processed && s.processed.moveTo === (s.folder || 'INBOX')) return refuse('invalid-input', 'move-to-read-setting');
  if (s.ca && !s.ca.includes('-----BEGIN CERTIFICATE-----')) return refuse('invalid-input', 'not-pem');
  return null;
}

export function setMailbox(archive: Archive, input: { gameId: number; settings: MailboxSettings; actor?: string }): Promise<ServiceResult<MailboxSettings>> {
  return serve(() => {
    const checked = check(setMailboxShape, input);
    if (!checked.ok) return invalidInput(checked.error);
    const bad = problem(checked.value.settings);
    if (bad) return bad;
    return logGameSetting(archive, checked.value, MAILBOX_EVENT, { ...checked.value.settings });
  });
}

export function getMailbox(archive: Archive, input: { gameId: number }, store?: CredentialStore): Promise<ServiceResult<MailboxView>> {
  return serve(() => {
    const checked = check(gameRefShape, input);
    if (!checked.ok) return invalidInput(checked.error);
    return snapshot(archive, (repos) => {
      if (!repos.games.get(checked.value.gameId)) return refuse('not-found', 'no-game', { gameId: checked.value.gameId });
      const settings = mailboxOf(repos.events.forGame(checked.value.gameId));
      return success({ settings, keeps: !!store, stored: !!(settings && store?.has(accountKey(settings))) });
    });
  });
}

const noKeychain = () => refuse('invalid-input', 'no-keychain');

/** The keychain's refusal by its kind; a store that gives none (a test's own) by its English. */
const keychainRefusal = (r: KeychainRefusal) =>
  r.kind === 'unreadable'
    ? refuse('invalid-input', 'keychain-unreadable', { detail: r.detail ?? r.error })
    : refuse('invalid-input', r.kind ? `keychain-${r.kind}` : 'keychain', r.kind ? {} : { detail: r.error });

/** Keeps the mailbox's password in the store (the app's keychain). Answers nothing about the password. */
export function storeMailPassword(
  archive: Archive,
  input: { gameId: number; password: string },
  store?: CredentialStore,
): Promise<ServiceResult<{ stored: true }>> {
  return serve(async () => {
    const checked = check(storePasswordShape, input);
    if (!checked.ok) return refuse('invalid-input', 'password-length');
    if (!store) return noKeychain();
    const box = await getMailbox(archive, { gameId: checked.value.gameId }, store);
    if (!box.ok) return box;
    if (!box.value.settings) return refuse('invalid-input', 'no-mailbox-yet', { gameId: checked.value.gameId });
    const saved = store.save(accountKey(box.value.settings), checked.value.password);
    if (!saved.ok) return keychainRefusal(saved);
    return success({ stored: true as const });
  });
}

/** Reads the game's mailbox now: every new mail filed or held, the counts answered. */
export function fetchMail(
  archive: Archive,
  input: { gameId: number; password?: string; actor?: string },
  store?: CredentialStore,
): Promise<ServiceResult<FetchView>> {
  return serve(async () => {
    const checked = check(fetchShape, input);
    if (!checked.ok) return invalidInput(checked.error.replace(/password.*/s, 'password: 1 to 1000 characters'));
    const box = await getMailbox(archive, { gameId: checked.value.gameId }, store);
    if (!box.ok) return box;
    const s = box.value.settings;
    if (!s) return refuse('invalid-input', 'no-mailbox', { gameId: checked.value.gameId });
    let secret = checked.value.password ?? null;
    if (secret === null && store) {
      const loaded = store.load(accountKey(s));
      if (!loaded.ok) return keychainRefusal(loaded);
      secret = loaded.value;
    }
    if (!secret) return store ? refuse('invalid-input', 'no-password', { user: s.user, host: s.host }) : noKeychain();
    const settings: ImapSettings = {
      host: s.host,
      port: s.port,
      user: s.user,
      password: secret,
      folder: s.folder || undefined,
      ca: s.ca || undefined,
      tls: s.tls,
    };
    const read = await readImap(archive, {
      gameId: checked.value.gameId,
      settings,
      match: { to: s.to || undefined, subject: s.subject || undefined },
      processed: s.processed,
      actor: checked.value.actor,
    });
    if (!read.ok) return read;
    const count = (st: string) => read.value.filter((m) => m.status === st).length;
    const filed = count('filed');
    const held = count('held');
    return success({ filed, held, skipped: read.value.length - filed - held, total: read.value.length });
  });
}
