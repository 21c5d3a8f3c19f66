// Issue 32, line 1: what a mail server answered, worded in the GM's language. Real servers on
// loopback (dovecot for IMAP, smtp-server for SMTP) refuse on purpose: a wrong password, a
// certificate not trusted, a port where nothing listens, a folder that does not exist; so does the
// keychain (not available, not running, a password it cannot decrypt). Each
// refusal comes by kind (electron/service/mail/trouble.ts), and French, German and Italian word the
// kind with the server's own words only as a quoted detail, marked as the server's (or the
// connection's), no English word of the app's around it. The English, the CLI's, keeps the
// server's words as before.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../../../electron/service/index';
import { credentialStore, type SecretCipher } from '../../../../electron/service/mail/credentials';
import { readImap, type ImapSettings } from '../../../../electron/service/mail/imap';
import { fetchMail, setMailbox, storeMailPassword } from '../../../../electron/service/mail/mailbox';
import { approveMail, queueMail, sendApproved } from '../../../../electron/service/mail/outbox';
import { smtpTransport } from '../../../../electron/service/mail/smtp';
import type { ServiceError } from '../../../../electron/service/result';
import { errorText, i18n } from '../../../../renderer/i18n/index';
import { mailNoteText } from '../../../../renderer/i18n/mailWords';
import { cleanUp, tempArchive, tempDir, value } from '../support';
import { dovecotMissing, startDovecot, type Dovecot } from './dovecot';
import { certificate, hasOpenssl, startServer } from './smtpServer';

afterEach(async () => {
  cleanUp();
  await i18n.changeLanguage('en');
});

const LANGS = ['fr', 'de', 'it'] as const;
/** How each language marks words that are not its own: quoted, after whose they are. */
const QUOTED: Record<(typeof LANGS)[number], RegExp> = {
  fr: /\((réponse du serveur|détail de la connexion) : « [\s\S]* »\)/,
  de: /\((Antwort des Servers|Verbindungsdetail): „[\s\S]*“\)/,
  it: /\((risposta del server|dettaglio della connessione): «[\s\S]*»\)/,
};

/** A port on loopback where nothing listens. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/**
 * Worded in each language: the detail only inside its marked quote, and no English word of the
 * message (4 letters or more, the particulars left out: the server's words, the names) outside it.
 */
async function expectWorded(english: string, params: Record<string, string | number>, word: () => string): Promise<void> {
  const detail = String(params.detail);
  expect(english).toContain(detail);
  const theirs = Object.values(params).reduce<string>((text, p) => text.replace(String(p), ' '), english);
  const own = new Set(theirs.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  // Names, and words French writes the same (port).
  for (const name of ['imap', 'smtp', 'server', 'port']) own.delete(name);
  for (const lang of LANGS) {
    await i18n.changeLanguage(lang);
    const text = word();
    expect(text, lang).toMatch(QUOTED[lang]);
    expect(text, lang).toContain(detail);
    const outside = new Set(
      text
        .replace(QUOTED[lang], ' ')
        .toLowerCase()
        .match(/\p{L}+/gu),
    );
    expect(
      [...own].filter((w) => outside.has(w)),
      `${lang}: ${text}`,
    ).toEqual([]);
  }
  await i18n.changeLanguage('en');
}

const refusedWith = async (error: ServiceError, key: string) => {
  expect(error.code).toBe('mail-server');
  expect(error.said?.key).toBe(`mail.${key}`);
  await expectWorded(error.message, error.said?.params ?? {}, () => errorText(error));
};

const PASSWORD = 'imap-Secret-4711';
const missing = dovecotMissing();

describe.skipIf(missing !== null)(`an IMAP server refusing, by kind${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let server: Dovecot;
  beforeAll(async () => {
    server = await startDovecot({ gm: PASSWORD });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const settings = (extra: Partial<ImapSettings> = {}): ImapSettings => ({
    host: '127.0.0.1',
    port: server.port,
    user: 'gm',
    password: PASSWORD,
    ca: server.ca,
    ...extra,
  });
  const refused = async (extra: Partial<ImapSettings>): Promise<ServiceError> => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Postal 42' })).id;
    const out = await readImap(archive, { gameId, settings: settings(extra) });
    if (out.ok) expect.fail('the server took it');
    return out.error;
  };

  it('a login refused: imap-auth, the password nowhere', async () => {
    const error = await refused({ password: 'not-the-Password-99' });
    expect(JSON.stringify(error)).not.toContain('not-the-Password-99');
    await refusedWith(error, 'imap-auth');
    expect(error.said?.params?.user).toBe('gm');
  });

  it('a certificate not trusted: imap-tls', async () => {
    await refusedWith(await refused({ ca: undefined }), 'imap-tls');
  });

  it('nothing listening: imap-refused', async () => {
    await refusedWith(await refused({ port: await closedPort() }), 'imap-refused');
  });

  it('a folder that does not exist: imap-no-folder', async () => {
    const error = await refused({ folder: 'Nowhere' });
    await refusedWith(error, 'imap-no-folder');
    expect(error.said?.params?.folder).toBe('Nowhere');
  });
});

describe.skipIf(!hasOpenssl())('an SMTP server refusing, by kind (skipped without openssl to make its certificate)', () => {
  it('a login refused, a certificate not trusted, nothing listening: each mail failed with its kind, worded', async () => {
    const tls = certificate();
    const smtp = await startServer(tls, 'right-pw');
    try {
      const archive = await tempArchive();
      const gameId = value(await createGame(archive, { name: 'Postal 42' })).id;
      const queued = value(await queueMail(archive, { gameId, to: 'ann@example.org', subject: 'Results', text: 'x\n' }));
      value(await approveMail(archive, { gameId, mailId: queued.id }));
      const base = { host: '127.0.0.1', port: smtp.port, user: 'gm', password: 'right-pw', from: 'gm@postal.example', ca: tls.cert };
      for (const [transport, key] of [
        [smtpTransport({ ...base, password: 'wrong-pw' }), 'sendAuth'],
        [smtpTransport({ ...base, ca: undefined }), 'sendTls'],
        [smtpTransport({ ...base, port: await closedPort() }), 'sendRefused'],
      ] as const) {
        const [failed] = value(await sendApproved(archive, { gameId }, transport));
        expect(failed.status).toBe('failed');
        expect(failed.reasonSaid?.key, failed.reason ?? '').toBe(key);
        expect(failed.reason).not.toContain('wrong-pw');
        await expectWorded(failed.reason!, failed.reasonSaid!.params, () => mailNoteText(failed.reason!, failed.reasonSaid));
      }
    } finally {
      await smtp.close();
    }
  });
});

describe('the keychain refusing, by kind', () => {
  /** Electron's safeStorage as a stand-in: `available`, its backend, and whether it can decrypt what is kept. */
  const cipher = (available: boolean, backend: string, decrypts = true): SecretCipher => ({
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (s) => Buffer.from(s, 'utf8').reverse(),
    decryptString: (d) => {
      if (!decrypts) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return Buffer.from(d).reverse().toString('utf8');
    },
  });
  const SERVER = { host: '127.0.0.1', port: 993, tls: 'implicit', user: 'gm' } as const;
  const SETTINGS = { ...SERVER, folder: '', to: '', subject: 'Postal 42', processed: { flag: '$AdjutantRead' }, ca: '' } as const;

  it.each([
    ['keychain-unavailable', cipher(false, 'gnome_libsecret')],
    ['keychain-none', cipher(true, 'basic_text')],
  ])('%s: worded in French, German and Italian', async (key, store) => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Postal 42' })).id;
    value(await setMailbox(archive, { gameId, settings: SETTINGS }));
    const refused = await storeMailPassword(archive, { gameId, password: 'pw' }, credentialStore(join(tempDir(), 'secrets.json'), store));
    if (refused.ok) expect.fail('kept without a keychain');
    expect(refused.error.said).toEqual({ key: `mail.${key}` });
    for (const lang of LANGS) {
      await i18n.changeLanguage(lang);
      expect(errorText(refused.error), lang).toMatch(/libsecret|trousseau|Schlüsselbund|portachiavi/);
      expect(errorText(refused.error), lang).not.toMatch(/keychain|asked|instead|available|running/i);
    }
  });

  it('keychain-unreadable: what the keychain said, quoted and marked as its own', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Postal 42' })).id;
    value(await setMailbox(archive, { gameId, settings: SETTINGS }));
    const file = join(tempDir(), 'secrets.json');
    value(await storeMailPassword(archive, { gameId, password: 'pw' }, credentialStore(file, cipher(true, 'gnome_libsecret'))));
    const refused = await fetchMail(archive, { gameId }, credentialStore(file, cipher(true, 'gnome_libsecret', false)));
    if (refused.ok) expect.fail('read a password the keychain could not decrypt');
    expect(refused.error.said?.key).toBe('mail.keychain-unreadable');
    const detail = String(refused.error.said?.params?.detail);
    expect(detail).toContain('decrypting');
    const marks = {
      fr: `(réponse du trousseau : « ${detail} »)`,
      de: `(Antwort des Schlüsselbunds: „${detail}“)`,
      it: `(risposta del portachiavi: «${detail}»)`,
    };
    for (const lang of LANGS) {
      await i18n.changeLanguage(lang);
      const text = errorText(refused.error);
      expect(text, lang).toContain(marks[lang]);
      expect(text.replace(marks[lang], ''), lang).not.toMatch(/stored|cannot|type it|again/i);
    }
  });
});
