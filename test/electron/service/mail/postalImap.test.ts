// The postal game year by real mail servers (issue 30 item 9): the seven players' mails (the hard
// ones among them) delivered into the GM's dovecot mailbox by IMAP APPEND; `game mail --imap` reads
// them over TLS, files or holds each and flags it processed; acknowledgements and results (with the
// map as a PNG attachment, drawn by Chromium) go out through `game outbox --send` to an SMTP server
// (smtp-server) that delivers each mail into the player's own dovecot mailbox, where the test reads
// it over IMAP. Neither password is ever in the archive or the command's output. One Chromium draws
// the maps for the whole file: each `outbox --send` closing it is counted, not done (pdfKeptBrowser.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { closeKept, closingOnce, startKept } from '../../reports/pdfKeptBrowser';
import { cleanUp, tempDir } from '../support';
import { gameCli } from './cli';
import { deliver, dovecotMissing, mailbox, startDovecot } from './dovecot';
import { FALL, POSTAL_PLAYERS, SPRING, WINTER } from './mails';
import { certificate, startServer } from './smtpServer';

vi.mock('../../../../electron/reports/pdf', async (actual) => (await import('../../reports/pdfKeptBrowser')).keptPdf(actual));

afterEach(cleanUp);
afterAll(closeKept);

const IMAP_PASSWORD = 'Imap-pw-31337';
const SMTP_PASSWORD = 'Smtp-pw-27182';
const addresses = POSTAL_PLAYERS.map((p) => /<(.+)>/.exec(p)![1]);
const chromium = existsSync(process.env.ADJUTANT_CHROMIUM || '/usr/bin/chromium');
const missing = dovecotMissing() ?? (chromium ? null : 'no Chromium to draw the map attached to the results');

describe.skipIf(missing !== null)(`a postal game year through dovecot and SMTP${missing ? ` (skipped: ${missing})` : ''}`, () => {
  it('players mails read over IMAP, acknowledgements and results with the map delivered to their mailboxes', async () => {
    // Chromium starts while the servers start and the spring's mails go back and forth.
    const chromiumStarted = startKept();
    const users = Object.fromEntries([['gm', IMAP_PASSWORD], ...addresses.map((a) => [a, `pw-${a}`])]);
    const imap = await startDovecot(users);
    const tls = certificate();
    const smtp = await startServer(tls, SMTP_PASSWORD, async (to, raw) => {
      for (const a of to) if (Object.hasOwn(users, a)) await deliver(imap, a, [raw]);
    });
    const dir = tempDir();
    writeFileSync(join(dir, 'smtp-ca.pem'), tls.cert);
    writeFileSync(join(dir, 'imap-ca.pem'), imap.ca);
    const saved = { ...process.env };
    Object.assign(process.env, {
      ADJUTANT_SMTP_HOST: '127.0.0.1',
      ADJUTANT_SMTP_PORT: String(smtp.port),
      ADJUTANT_SMTP_USER: 'gm',
      ADJUTANT_SMTP_PASSWORD: SMTP_PASSWORD,
      ADJUTANT_SMTP_FROM: 'GM <gm@postal.example>',
      ADJUTANT_SMTP_CA: join(dir, 'smtp-ca.pem'),
      ADJUTANT_IMAP_HOST: '127.0.0.1',
      ADJUTANT_IMAP_PORT: String(imap.port),
      ADJUTANT_IMAP_USER: 'gm',
      ADJUTANT_IMAP_PASSWORD: IMAP_PASSWORD,
      ADJUTANT_IMAP_CA: join(dir, 'imap-ca.pem'),
    });
    try {
      const db = join(dir, 'archive.sqlite');
      const cli = gameCli(db);
      const game = cli.game;
      const texts = async (address: string) => (await Promise.all((await mailbox(imap, address)).map((m) => simpleParser(m.raw)))).map((m) => m);
      expect((await game('new', 'Postal 42', '--preset', 'judge', ...POSTAL_PLAYERS.flatMap((p) => ['--player', p]))).code).toBe(0);
      expect((await game('outbox', 'Postal 42', '--approve-always', 'on')).code).toBe(0);
      const phase = async (mails: string[]) => {
        await deliver(imap, 'gm', mails);
        return game('mail', 'Postal 42', '--imap', '--subject', 'Postal 42', '--acknowledge');
      };
      const send = (...args: string[]) => closingOnce(`outbox ${args.join(' ')} --send`, () => game('outbox', 'Postal 42', ...args, '--send'));

      const spring = await phase(SPRING);
      expect(spring.code).toBe(3);
      expect(spring.out.match(/^ *#\d+ filed /gm)).toHaveLength(7);
      expect(spring.out.match(/^ *#\d+ held /gm)).toHaveLength(2);
      expect(spring.out).toContain('Russia: orders for Russia in a mail from fran@example.org, who plays France');
      // Every mail in the GM's mailbox is flagged processed; reading again files nothing.
      expect((await mailbox(imap, 'gm')).every((m) => m.flags.includes('$AdjutantRead') && m.flags.includes('\\Seen'))).toBe(true);
      expect((await game('mail', 'Postal 42', '--imap', '--subject', 'Postal 42')).out).toBe('No mail.\n');
      // Approved once for the game: the acknowledgements go out without --approve.
      expect((await send()).code).toBe(0);
      expect((await texts('fran@example.org')).map((m) => m.text)).toEqual([expect.stringContaining('France: Army Paris -> Burgundy.')]);
      expect((await texts('rus@example.org')).map((m) => m.text)).toEqual([expect.stringContaining('Every unit has an order.')]);
      expect((await game('adjudicate', 'Postal 42', '--confirm-missing')).code).toBe(0);
      await chromiumStarted;
      expect((await send('--results')).code).toBe(0);
      // The seven mailboxes read side by side (each on a connection of its own), checked one by one.
      const spring1901 = await Promise.all(addresses.map(texts));
      for (const mails of spring1901) {
        const results = mails.filter((m) => m.text?.includes('Spring of 1901'));
        expect(results).toHaveLength(1);
        const png = results[0].attachments.find((x) => x.contentType === 'image/png');
        expect(png?.content.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      }

      expect((await phase(FALL)).code).toBe(0);
      expect((await send()).code).toBe(0);
      expect((await texts('ann@example.org')).at(-1)?.text).toContain('Army Yorkshire -> North Sea -> Norway.');
      expect((await game('adjudicate', 'Postal 42', '--confirm-missing')).code).toBe(0);
      expect((await send('--results')).code).toBe(0);

      expect((await phase(WINTER)).code).toBe(0);
      expect((await send()).code).toBe(0);
      expect((await texts('fran@example.org')).at(-1)?.text).toMatch(/Builds an army in Paris\.[\s\S]*Builds a fleet in Brest\./);
      expect((await game('adjudicate', 'Postal 42', '--confirm-missing')).code).toBe(0);
      expect((await send('--results')).code).toBe(0);
      expect((await game('show', 'Postal 42')).out).toContain('Spring 1902');
      expect((await game('outbox', 'Postal 42')).out).not.toMatch(/pending|approved|failed/);
      // Three results mails and the acknowledgements reached every player's mailbox.
      for (const mails of await Promise.all(addresses.map(texts))) expect(mails.filter((m) => /results$/.test(m.subject ?? ''))).toHaveLength(3);
      // No password in the archive file or anything the commands printed.
      const file = readFileSync(db);
      for (const pw of [IMAP_PASSWORD, SMTP_PASSWORD]) {
        expect(file.includes(Buffer.from(pw))).toBe(false);
        expect(cli.all()).not.toContain(pw);
      }
    } finally {
      process.env = saved;
      await smtp.close();
      await imap.stop();
    }
  }, 240_000);
});
