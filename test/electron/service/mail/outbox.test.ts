// Mail out (issue 30 item 4): mails wait in the outbox until the GM approves them, go out by SMTP
// over TLS with authentication to a real SMTP server the test starts on loopback (smtp-server, with
// a certificate made for the test), are logged as sent; a failed send is reported and kept, and
// goes out on the next try; the password never reaches the archive.
import { simpleParser } from 'mailparser';
import type { Archive } from '../../../../electron/archive/db';
import { afterEach, describe, expect, it } from 'vitest';
import { adjudicatePhase, createGame } from '../../../../electron/service/index';
import { approveMail, outbox, queueMail, queueResults, sendApproved, setMailApproval, type MapRenderer } from '../../../../electron/service/mail/outbox';
import { smtpTransport } from '../../../../electron/service/mail/smtp';
import { cleanUp, errorOf, tempArchive, value } from '../support';
import { certificate, hasOpenssl, startServer } from './smtpServer';

afterEach(cleanUp);

/** A test with an SMTP server on loopback (password `password`) and a fresh archive; the server closes after. */
async function withServer(
  password: string,
  body: (s: { tls: ReturnType<typeof certificate>; smtp: Awaited<ReturnType<typeof startServer>>; archive: Archive }) => Promise<void>,
): Promise<void> {
  const tls = certificate();
  const smtp = await startServer(tls, password);
  try {
    await body({ tls, smtp, archive: await tempArchive() });
  } finally {
    await smtp.close();
  }
}

describe.skipIf(!hasOpenssl())('the outbox, through a real SMTP server on loopback (skipped without openssl to make its certificate)', () => {
  it('nothing goes out before approval; approved mails go out over TLS with authentication and are logged as sent', async () => {
    await withServer('s3cret-pw', async ({ tls, smtp, archive }) => {
      const gameId = value(await createGame(archive, { name: 'Postal 42' })).id;
      value(await queueMail(archive, { gameId, to: 'ann@example.org', subject: 'Postal 42: orders received', text: 'England: Fleet London -> North Sea.\n' }));
      value(
        await queueMail(archive, {
          gameId,
          to: 'Fran <fran@example.org>',
          subject: 'Postal 42: Spring 1901 Movement results',
          text: 'France: Army Paris -> Burgundy.\n',
        }),
      );
      const transport = smtpTransport({ host: '127.0.0.1', port: smtp.port, user: 'gm', password: 's3cret-pw', from: 'GM <gm@postal.example>', ca: tls.cert });
      expect(value(await sendApproved(archive, { gameId }, transport))).toEqual([]);
      expect(smtp.received).toEqual([]);
      const approved = value(await approveMail(archive, { gameId, all: true }));
      expect(approved.map((m) => m.status)).toEqual(['approved', 'approved']);
      const sent = value(await sendApproved(archive, { gameId }, transport));
      expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
      expect(smtp.received.map((r) => [r.to, r.secure, r.user])).toEqual([
        [['ann@example.org'], true, 'gm'],
        [['fran@example.org'], true, 'gm'],
      ]);
      const first = await simpleParser(smtp.received[0].raw);
      expect(first.subject).toBe('Postal 42: orders received');
      expect(first.text?.trim()).toBe('England: Fleet London -> North Sea.');
      expect(value(await outbox(archive, { gameId })).every((m) => m.status === 'sent' && m.sentAt !== null)).toBe(true);
      // Sent once: a second run sends nothing again.
      expect(value(await sendApproved(archive, { gameId }, transport))).toEqual([]);
      expect(smtp.received).toHaveLength(2);
    });
  });

  it('a failed send is reported and kept, with no password in it; the next try sends it', async () => {
    await withServer('right-pw', async ({ tls, smtp, archive }) => {
      const gameId = value(await createGame(archive, { name: 'Postal 42' })).id;
      const queued = value(await queueMail(archive, { gameId, to: 'ann@example.org', subject: 'Results', text: 'x\n' }));
      value(await approveMail(archive, { gameId, mailId: queued.id }));
      const wrong = smtpTransport({ host: '127.0.0.1', port: smtp.port, user: 'gm', password: 'wrong-pw', from: 'gm@postal.example', ca: tls.cert });
      const failed = value(await sendApproved(archive, { gameId }, wrong));
      expect(failed[0].status).toBe('failed');
      expect(failed[0].reason).toMatch(/^smtp:127\.0\.0\.1:\d+: .*Invalid username or password/);
      const stored = JSON.stringify(archive.db.prepare('SELECT * FROM mails').all());
      expect(stored).not.toContain('wrong-pw');
      // A server whose certificate is not trusted is refused, never sent to in clear.
      const untrusted = smtpTransport({ host: '127.0.0.1', port: smtp.port, user: 'gm', password: 'right-pw', from: 'gm@postal.example' });
      expect(value(await sendApproved(archive, { gameId }, untrusted))[0].status).toBe('failed');
      const right = smtpTransport({ host: '127.0.0.1', port: smtp.port, user: 'gm', password: 'right-pw', from: 'gm@postal.example', ca: tls.cert });
      expect(value(await sendApproved(archive, { gameId }, right))[0].status).toBe('sent');
      expect(smtp.received).toHaveLength(1);
    });
  });

  it('approved once for the game, later mails go out without asking; turned off, they wait again', async () => {
    await withServer('pw-once', async ({ tls, smtp, archive }) => {
      const gameId = value(await createGame(archive, { name: 'Postal 42' })).id;
      const transport = smtpTransport({ host: '127.0.0.1', port: smtp.port, user: 'gm', password: 'pw-once', from: 'gm@postal.example', ca: tls.cert });
      value(await setMailApproval(archive, { gameId, always: true }));
      const queued = value(await queueMail(archive, { gameId, to: 'ann@example.org', subject: 'Ack 1', text: 'a\n' }));
      expect([queued.status, queued.reason]).toEqual(['approved', 'approved once for all mails of this game']);
      expect(value(await sendApproved(archive, { gameId }, transport)).map((m) => m.status)).toEqual(['sent']);
      expect(smtp.received.map((r) => r.to)).toEqual([['ann@example.org']]);
      value(await setMailApproval(archive, { gameId, always: false }));
      expect(value(await queueMail(archive, { gameId, to: 'ann@example.org', subject: 'Ack 2', text: 'b\n' })).status).toBe('pending');
      expect(value(await sendApproved(archive, { gameId }, transport))).toEqual([]);
      expect(smtp.received).toHaveLength(1);
      expect(errorOf(await setMailApproval(archive, { gameId, always: 'yes' as unknown as boolean })).code).toBe('invalid-input');
    });
  });

  it('the results carry the phase map; a map that cannot be drawn fails the mail, kept and retried', async () => {
    await withServer('pw-map', async ({ tls, smtp, archive }) => {
      const gameId = value(await createGame(archive, { name: 'Postal 42', players: { England: { name: 'Ann', contact: 'ann@example.org' } } })).id;
      value(await adjudicatePhase(archive, { gameId, beforeDeadline: true }));
      value(await setMailApproval(archive, { gameId, always: true }));
      expect(value(await queueResults(archive, { gameId })).map((m) => [m.to, m.status])).toEqual([['ann@example.org', 'approved']]);
      const transport = smtpTransport({ host: '127.0.0.1', port: smtp.port, user: 'gm', password: 'pw-map', from: 'gm@postal.example', ca: tls.cert });
      const broken: MapRenderer = () => Promise.reject(new Error('the browser crashed'));
      const failed = value(await sendApproved(archive, { gameId }, transport, broken));
      expect([failed[0].status, failed[0].reason]).toEqual(['failed', 'smtp:127.0.0.1:' + smtp.port + ': the map (PNG) was not drawn: the browser crashed']);
      expect(smtp.received).toEqual([]);
      const svgs: string[] = [];
      const png: MapRenderer = (svg, format) => (svgs.push(svg), Promise.resolve(new Uint8Array([0x89, 0x50, 0x4e, 0x47, format.length])));
      expect(value(await sendApproved(archive, { gameId }, transport, png)).map((m) => m.status)).toEqual(['sent']);
      expect(svgs[0]).toMatch(/<svg[^>]*>[\s\S]*Lon/);
      const got = await simpleParser(smtp.received[0].raw);
      expect(got.subject).toBe('Postal 42: Spring 1901 Movement results');
      expect(got.attachments.map((a) => [a.filename, a.contentType, [...a.content]])).toEqual([
        [expect.stringMatching(/\.png$/), 'image/png', [0x89, 0x50, 0x4e, 0x47, 3]],
      ]);
    });
  });

  it('a mail to no address is refused before it is queued', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Postal 42' })).id;
    expect(errorOf(await queueMail(archive, { gameId, to: 'nobody', subject: 's', text: 't' })).code).toBe('invalid-input');
  });
});
