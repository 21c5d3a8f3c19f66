// The end-to-end postal game (issue 30 item 9): a game year by mail. Seven players' mails come in
// as an mbox (the hard ones among them: DAIDE without brackets and as a SUB message, an HTML-only
// mail, a label before an order, a quoted-printable alternative, a Latin-1 mail, an attachment, a
// stranger, another power's order in France's mail); `game mail --acknowledge` files or holds each
// and queues the acknowledgements; `game outbox --approve-all --send` sends them by SMTP over TLS
// with authentication to a real server on loopback; `game outbox --results` sends each phase's
// results. Every player's mailbox is checked. The results' map is drawn by one Chromium for the file:
// each `outbox --send` closing it is counted, not done (test/electron/reports/pdfKeptBrowser.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { closeKept, closingOnce, startKept } from '../../reports/pdfKeptBrowser';
import { cleanUp, tempDir } from '../support';
import { FALL, mbox, POSTAL_PLAYERS as PLAYERS, SPRING, WINTER } from './mails';
import { gameCli } from './cli';
import { certificate, hasOpenssl, startServer } from './smtpServer';

vi.mock('../../../../electron/reports/pdf', async (actual) => (await import('../../reports/pdfKeptBrowser')).keptPdf(actual));

afterEach(cleanUp);
afterAll(closeKept);

describe.skipIf(!hasOpenssl())('a postal game year by mail (needs openssl for the SMTP server certificate)', () => {
  it('mails in, acknowledgements and results out, checked in the players mailboxes', async () => {
    // Chromium starts while the server starts and the spring's mails go in and out.
    const chromiumStarted = startKept();
    const tls = certificate();
    const smtp = await startServer(tls, 'gm-password');
    const dir = tempDir();
    const ca = join(dir, 'ca.pem');
    writeFileSync(ca, tls.cert);
    const saved = { ...process.env };
    Object.assign(process.env, {
      ADJUTANT_SMTP_HOST: '127.0.0.1',
      ADJUTANT_SMTP_PORT: String(smtp.port),
      ADJUTANT_SMTP_USER: 'gm',
      ADJUTANT_SMTP_PASSWORD: 'gm-password',
      ADJUTANT_SMTP_FROM: 'GM <gm@postal.example>',
      ADJUTANT_SMTP_CA: ca,
    });
    try {
      const db = join(dir, 'archive.sqlite');
      const { game } = gameCli(db);
      expect((await game('new', 'Postal 42', '--preset', 'judge', ...PLAYERS.flatMap((p) => ['--player', p]))).code).toBe(0);
      const phase = async (name: string, mails: string[]) => {
        const file = join(dir, `${name}.mbox`);
        writeFileSync(file, mbox(mails));
        return game('mail', 'Postal 42', '--mbox', file, '--acknowledge');
      };
      /** `game outbox ARGS --send`, which closes its Chromium once. */
      const send = (...args: string[]) => closingOnce(`outbox ${args.join(' ')} --send`, () => game('outbox', 'Postal 42', ...args, '--send'));

      const spring = await phase('spring', SPRING);
      expect(spring.code).toBe(3);
      expect(spring.out.match(/^ *#\d+ filed /gm)).toHaveLength(7);
      expect(spring.out.match(/^ *#\d+ held /gm)).toHaveLength(2);
      expect(spring.out).toContain('mallory@evil.example, who plays no power in this game');
      expect(spring.out).toContain('Russia: orders for Russia in a mail from fran@example.org, who plays France');
      expect((await send('--approve-all')).code).toBe(0);
      const inbox = async (address: string) =>
        Promise.all(smtp.received.filter((r) => r.to.includes(address)).map(async (r) => (await simpleParser(r.raw)).text ?? ''));
      expect(await inbox('fran@example.org')).toEqual([expect.stringContaining('France: Army Paris -> Burgundy.')]);
      expect(await inbox('rus@example.org')).toEqual([expect.stringContaining('Every unit has an order.')]);
      expect(await inbox('mallory@evil.example')).toEqual([]);
      expect((await game('adjudicate', 'Postal 42', '--confirm-missing')).code).toBe(0);
      await chromiumStarted;
      expect((await send('--results', '--approve-all')).code).toBe(0);
      for (const p of PLAYERS) {
        const address = /<(.+)>/.exec(p)![1];
        expect((await inbox(address)).some((t) => t.includes('Spring of 1901'))).toBe(true);
      }

      const fall = await phase('fall', FALL);
      expect(fall.code).toBe(0);
      // England's path is written: nothing flagged under the judge preset.
      expect((await send('--approve-all')).code).toBe(0);
      expect((await inbox('ann@example.org')).at(-1)).toContain('Army Yorkshire -> North Sea -> Norway.');
      expect((await game('adjudicate', 'Postal 42', '--confirm-missing')).code).toBe(0);
      expect((await send('--results', '--approve-all')).code).toBe(0);

      const winter = await phase('winter', WINTER);
      expect(winter.code).toBe(0);
      expect((await send('--approve-all')).code).toBe(0);
      expect((await inbox('fran@example.org')).at(-1)).toMatch(/Builds an army in Paris\.[\s\S]*Builds a fleet in Brest\./);
      expect((await game('adjudicate', 'Postal 42', '--confirm-missing')).code).toBe(0);
      expect((await send('--results', '--approve-all')).code).toBe(0);
      expect((await game('show', 'Postal 42')).out).toContain('Spring 1902');
      const sent = (await game('outbox', 'Postal 42')).out;
      expect(sent).not.toMatch(/pending|approved|failed/);
      expect(sent).not.toContain('gm-password');
    } finally {
      process.env = saved;
      await smtp.close();
    }
  });
});
