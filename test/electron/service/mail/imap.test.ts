// Mail in over IMAP (issue 30 items 1 and 9): a real dovecot on loopback, TLS only; the players'
// mails delivered into the GM's mailbox by IMAP APPEND; Adjutant reads the game's mails (by subject,
// address or folder), files or holds each, marks it processed (a keyword flag, or moved to a
// folder), leaves another game's mails alone, and never files the same Message-ID twice. A wrong
// password or an untrusted certificate is refused with a clear error that never carries the password.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../../../electron/archive/db';
import { createGame } from '../../../../electron/service/index';
import { readImap, type ImapSettings } from '../../../../electron/service/mail/imap';
import { cleanUp, tempArchive, value } from '../support';
import { ENGLAND_ATTACHMENT, FRANCE_ALTERNATIVE, GERMANY_HTML, OTHER_GAME, STRANGER } from './mails';
import { deliver, dovecotMissing, mailbox, startDovecot, type Dovecot } from './dovecot';

afterEach(cleanUp);

const PASSWORD = 'imap-Secret-4711';
const missing = dovecotMissing();

const PLAYERS = {
  England: { name: 'Ann', contact: 'ann@example.org' },
  France: { name: 'Fran', contact: 'fran@example.org' },
  Germany: { name: 'Gerd', contact: 'gerd@example.org' },
};
const postal = async (archive: Archive) => value(await createGame(archive, { name: 'Postal 42', players: PLAYERS })).id;

describe.skipIf(missing !== null)(`reading a game's mail over IMAP from dovecot${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let server: Dovecot;
  const users: Record<string, string> = { gm: PASSWORD, gm2: PASSWORD, gm3: PASSWORD };
  beforeAll(async () => {
    server = await startDovecot(users);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const settings = (user: string, extra: Partial<ImapSettings> = {}): ImapSettings => ({
    host: '127.0.0.1',
    port: server.port,
    user,
    password: PASSWORD,
    ca: server.ca,
    ...extra,
  });

  it('files the game mails, flags each one processed, leaves the others, and never files a mail twice', async () => {
    const archive = await tempArchive();
    const gameId = await postal(archive);
    await deliver(server, 'gm', [FRANCE_ALTERNATIVE, GERMANY_HTML, OTHER_GAME, STRANGER]);
    const first = value(await readImap(archive, { gameId, settings: settings('gm'), match: { subject: 'Postal 42' } }));
    expect(first.map((m) => [m.messageId, m.status])).toEqual([
      ['fr-1901s@mail.example', 'filed'],
      ['de-1901s@mail.example', 'filed'],
      ['other-1@mail.example', 'not-for-game'],
      ['x-1@mail.example', 'held'],
    ]);
    expect(first.every((m) => m.source === 'imap:127.0.0.1/INBOX' || m.status === 'not-for-game')).toBe(true);
    const flags = (await mailbox(server, 'gm')).map((m) => m.flags.sort());
    expect(flags).toEqual([['$AdjutantRead', '\\Seen'], ['$AdjutantRead', '\\Seen'], [], ['$AdjutantRead', '\\Seen']]);

    // Read again: only the other game's mail is unflagged, and it is still not this game's.
    const again = value(await readImap(archive, { gameId, settings: settings('gm'), match: { subject: 'Postal 42' } }));
    expect(again.map((m) => m.status)).toEqual(['not-for-game']);
    // The same mail delivered a second time (a resend, a copy): read, never filed twice.
    await deliver(server, 'gm', [FRANCE_ALTERNATIVE]);
    const copy = value(await readImap(archive, { gameId, settings: settings('gm'), match: { subject: 'Postal 42' } }));
    expect(copy.map((m) => m.status)).toEqual(['not-for-game', 'duplicate']);
    const filed = archive.db.prepare("SELECT count(*) AS n FROM mails WHERE direction = 'in' AND message_id = 'fr-1901s@mail.example'").get() as { n: number };
    expect(filed.n).toBe(1);
    // The password is nowhere in the archive.
    archive.db.pragma('wal_checkpoint(TRUNCATE)');
    expect(readFileSync(archive.file).includes(Buffer.from(PASSWORD))).toBe(false);
  });

  it('reads a game folder and moves each mail processed to another folder', async () => {
    const archive = await tempArchive();
    const gameId = await postal(archive);
    const c = await server.client('gm2');
    await c.mailboxCreate('Postal 42');
    await c.logout();
    await deliver(server, 'gm2', [ENGLAND_ATTACHMENT, FRANCE_ALTERNATIVE], 'Postal 42');
    const read = value(await readImap(archive, { gameId, settings: settings('gm2', { folder: 'Postal 42' }), processed: { moveTo: 'Postal 42/Done' } }));
    expect(read.map((m) => m.status)).toEqual(['filed', 'filed']);
    expect(await mailbox(server, 'gm2', 'Postal 42')).toEqual([]);
    expect((await mailbox(server, 'gm2', 'Postal 42/Done')).length).toBe(2);
  });

  it('takes only the mails sent to the game address when the GM says so', async () => {
    const archive = await tempArchive();
    const gameId = await postal(archive);
    await deliver(server, 'gm3', [
      FRANCE_ALTERNATIVE,
      FRANCE_ALTERNATIVE.replace('fr-1901s', 'fr-x').replace('To: GM <gm@postal.example>', 'To: club@other.example'),
    ]);
    // Over implicit TLS this time (the other tests use STARTTLS).
    const read = value(
      await readImap(archive, { gameId, settings: settings('gm3', { port: server.tlsPort, tls: 'implicit' }), match: { to: 'gm@postal.example' } }),
    );
    expect(read.map((m) => m.status)).toEqual(['filed', 'not-for-game']);
  });

  it('refuses a wrong password, and an untrusted certificate, without the password in the error', async () => {
    const archive = await tempArchive();
    const gameId = await postal(archive);
    const wrong = await readImap(archive, { gameId, settings: { ...settings('gm'), password: 'not-the-Password-99' } });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(wrong.error.code).toBe('mail-server');
      expect(wrong.error.message).toMatch(/IMAP server 127\.0\.0\.1:\d+/);
      expect(wrong.error.message).not.toContain('not-the-Password-99');
    }
    const untrusted = await readImap(archive, { gameId, settings: { ...settings('gm'), ca: undefined } });
    expect(untrusted.ok).toBe(false);
    if (!untrusted.ok) expect(untrusted.error.message).toMatch(/certificate/i);
  });

  it('refuses a processed flag or folder that cannot work', async () => {
    const archive = await tempArchive();
    const gameId = await postal(archive);
    const flag = await readImap(archive, { gameId, settings: settings('gm'), processed: { flag: 'two words' } });
    expect(flag.ok || flag.error.message).toBe("'two words' is not an IMAP flag or keyword");
    const same = await readImap(archive, { gameId, settings: settings('gm'), processed: { moveTo: 'INBOX' } });
    expect(same.ok || same.error.message).toBe('the folder mails are moved to must not be the one read');
  });
});
