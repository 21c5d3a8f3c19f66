// A game's mailbox in the app (issue 30 item 1): the settings kept in the archive without the
// password; the password kept by the credential store (safeStorage faked: ciphertext only on disk)
// or, where the host keeps none (the browser host), given with each fetch; "fetch now" through the
// channels against the tests' dovecot. The password is never in the archive file, an answer or an error.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../../../electron/archive/db';
import { dispatch, type HandlerContext } from '../../../../electron/ipc/handlers';
import { createGame } from '../../../../electron/service/index';
import { appCredentialStore, MAIL_PASSWORDS_FILE, type SecretCipher } from '../../../../electron/service/mail/credentials';
import type { MailboxSettings } from '../../../../electron/service/mail/mailbox';
import { cleanUp, errorOf, tempArchive, tempDir, value } from '../support';
import { deliver, dovecotMissing, mailbox, startDovecot, type Dovecot } from './dovecot';
import { FRANCE_ALTERNATIVE, GERMANY_HTML, OTHER_GAME, STRANGER } from './mails';

afterEach(cleanUp);

const PASSWORD = 'mbox-Secret-0815';

/** A stand-in for safeStorage: a reversible scramble, enough to show nothing is written in clear. */
const cipher = (available = true): SecretCipher => ({
  isEncryptionAvailable: () => available,
  getSelectedStorageBackend: () => 'gnome_libsecret',
  encryptString: (s) => Buffer.from([...Buffer.from(s, 'utf8')].map((b) => b ^ 0x5a)),
  decryptString: (d) => Buffer.from([...d].map((b) => b ^ 0x5a)).toString('utf8'),
});

const PLAYERS = { France: { name: 'Fran', contact: 'fran@example.org' }, Germany: { name: 'Gerd', contact: 'gerd@example.org' } };

const SETTINGS = (extra: Partial<MailboxSettings> = {}): MailboxSettings => ({
  host: '127.0.0.1',
  port: 993,
  tls: 'implicit',
  user: 'gm',
  folder: '',
  to: '',
  subject: 'Postal 42',
  processed: { flag: '$AdjutantRead' },
  ca: '',
  ...extra,
});

async function setup(keychain: 'app' | 'none' | 'refused' = 'app') {
  const archive = await tempArchive();
  const gameId = value(await createGame(archive, { name: 'Postal 42', players: PLAYERS })).id;
  const userData = tempDir();
  const file = join(userData, MAIL_PASSWORDS_FILE);
  const ctx: HandlerContext = {
    archive,
    host: keychain === 'none' ? 'browser' : 'electron',
    version: 'test',
    actor: 'gm',
    secrets: keychain === 'none' ? undefined : appCredentialStore(userData, cipher(keychain === 'app')),
  };
  return { archive, gameId, file, ctx };
}

/** Nothing the archive file, the answers or the log hold carries the password in clear. */
function passwordNowhere(archive: Archive, answers: unknown[]): void {
  archive.db.pragma('wal_checkpoint(TRUNCATE)');
  expect(readFileSync(archive.file).includes(Buffer.from(PASSWORD))).toBe(false);
  for (const a of answers) expect(JSON.stringify(a)).not.toContain(PASSWORD);
  const events = archive.db.prepare('SELECT details FROM events').pluck().all() as string[];
  expect(events.join('\n')).not.toContain(PASSWORD);
}

describe("a game's mailbox settings and password", () => {
  it('keeps the settings in the archive and the password encrypted in the store, never in clear', async () => {
    const { archive, gameId, file, ctx } = await setup();
    expect(value(await dispatch('mail:mailbox', { gameId }, ctx))).toEqual({ settings: null, keeps: true, stored: false });
    const set = await dispatch('mail:setMailbox', { gameId, settings: SETTINGS() }, ctx);
    expect(value(set)).toEqual(SETTINGS());
    const stored = await dispatch('mail:storePassword', { gameId, password: PASSWORD }, ctx);
    expect(value(stored)).toEqual({ stored: true });
    const view = await dispatch('mail:mailbox', { gameId }, ctx);
    expect(value(view)).toEqual({ settings: SETTINGS(), keeps: true, stored: true });
    // Ciphertext only on disk: the store file holds no clear password.
    expect(readFileSync(file, 'utf8')).not.toContain(PASSWORD);
    expect(ctx.secrets!.load('imap:gm@127.0.0.1:993')).toEqual({ ok: true, value: PASSWORD });
    passwordNowhere(archive, [set, stored, view]);
  });

  it('refuses a password in the settings, and bad settings, naming the field', async () => {
    const { gameId, ctx } = await setup();
    const withPassword = await dispatch('mail:setMailbox', { gameId, settings: { ...SETTINGS(), password: PASSWORD } }, ctx);
    expect(errorOf(withPassword).code).toBe('invalid-input');
    expect(JSON.stringify(withPassword)).not.toContain(PASSWORD);
    expect(errorOf(await dispatch('mail:setMailbox', { gameId, settings: SETTINGS({ processed: { flag: 'a b' } }) }, ctx)).message).toMatch(
      /processed: 'a b' is not an IMAP flag/,
    );
    expect(errorOf(await dispatch('mail:setMailbox', { gameId, settings: SETTINGS({ processed: { moveTo: 'INBOX' } }) }, ctx)).message).toMatch(
      /must not be the one read/,
    );
    expect(errorOf(await dispatch('mail:setMailbox', { gameId, settings: SETTINGS({ port: 0 }) }, ctx)).message).toMatch(/port/);
    expect(errorOf(await dispatch('mail:setMailbox', { gameId, settings: SETTINGS({ ca: 'not a cert' }) }, ctx)).message).toMatch(/ca: not a PEM/);
    expect(errorOf(await dispatch('mail:setMailbox', { gameId: 999, settings: SETTINGS() }, ctx)).code).toBe('not-found');
  });

  it('says so when the keychain is unavailable, and stores nothing', async () => {
    const { gameId, file, ctx } = await setup('refused');
    value(await dispatch('mail:setMailbox', { gameId, settings: SETTINGS() }, ctx));
    const refused = await dispatch('mail:storePassword', { gameId, password: PASSWORD }, ctx);
    expect(errorOf(refused).message).toMatch(/keychain is not available/);
    expect(JSON.stringify(refused)).not.toContain(PASSWORD);
    expect(() => readFileSync(file)).toThrow();
  });

  it('in the browser host keeps no password: it is asked for with each fetch', async () => {
    const { gameId, ctx } = await setup('none');
    value(await dispatch('mail:setMailbox', { gameId, settings: SETTINGS() }, ctx));
    expect(value(await dispatch('mail:mailbox', { gameId }, ctx))).toMatchObject({ keeps: false, stored: false });
    expect(errorOf(await dispatch('mail:storePassword', { gameId, password: PASSWORD }, ctx)).message).toMatch(/keeps no passwords.*with each fetch/);
    expect(errorOf(await dispatch('mail:fetch', { gameId }, ctx)).message).toMatch(/keeps no passwords/);
  });

  it('cannot fetch without a mailbox, nor be used by a display', async () => {
    const { gameId, ctx } = await setup();
    expect(errorOf(await dispatch('mail:fetch', { gameId }, ctx)).message).toMatch(/has no mailbox/);
    const display = { ...ctx, caller: { role: 'display' as const, name: 'screen' } };
    expect(errorOf(await dispatch('mail:setMailbox', { gameId, settings: SETTINGS() }, display)).code).toBe('forbidden');
    expect(errorOf(await dispatch('mail:fetch', { gameId, password: PASSWORD }, display)).code).toBe('forbidden');
  });
});

const missing = dovecotMissing();
describe.skipIf(missing !== null)(`fetching a game's mailbox now, from dovecot${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let server: Dovecot;
  beforeAll(async () => {
    server = await startDovecot({ gm: PASSWORD, gm2: PASSWORD });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reads with the kept password: files and holds the new mails, answers the counts, flags them processed', async () => {
    const { archive, gameId, ctx } = await setup();
    await deliver(server, 'gm', [FRANCE_ALTERNATIVE, GERMANY_HTML, OTHER_GAME, STRANGER]);
    value(await dispatch('mail:setMailbox', { gameId, settings: SETTINGS({ port: server.tlsPort, ca: server.ca }) }, ctx));
    value(await dispatch('mail:storePassword', { gameId, password: PASSWORD }, ctx));
    const fetched = await dispatch('mail:fetch', { gameId }, ctx);
    expect(value(fetched)).toEqual({ filed: 2, held: 1, skipped: 1, total: 4 });
    const inbox = value(await dispatch('mail:inbox', { gameId }, ctx)) as { messageId: string }[];
    expect(inbox.map((m) => m.messageId).sort()).toEqual(['de-1901s@mail.example', 'fr-1901s@mail.example', 'x-1@mail.example']);
    expect((await mailbox(server, 'gm')).filter((m) => m.flags.includes('$AdjutantRead')).length).toBe(3);
    // Again: nothing new.
    expect(value(await dispatch('mail:fetch', { gameId }, ctx))).toEqual({ filed: 0, held: 0, skipped: 1, total: 1 });
    passwordNowhere(archive, [fetched]);
  });

  it('over STARTTLS with the password typed for this fetch (no keychain); a wrong one is refused without echoing it', async () => {
    const { archive, gameId, ctx } = await setup('none');
    await deliver(server, 'gm2', [FRANCE_ALTERNATIVE]);
    value(await dispatch('mail:setMailbox', { gameId, settings: SETTINGS({ user: 'gm2', port: server.port, tls: 'starttls', ca: server.ca }) }, ctx));
    const wrong = await dispatch('mail:fetch', { gameId, password: `${PASSWORD}-wrong` }, ctx);
    expect(errorOf(wrong).code).toBe('mail-server');
    expect(JSON.stringify(wrong)).not.toContain(PASSWORD);
    expect(value(await dispatch('mail:fetch', { gameId, password: PASSWORD }, ctx))).toEqual({ filed: 1, held: 0, skipped: 0, total: 1 });
    passwordNowhere(archive, []);
  });
});
