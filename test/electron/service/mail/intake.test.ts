// Mail in (issue 30 items 1-3): mails read from an mbox and a Maildir through mailparser (MIME
// multipart/alternative, HTML-only, quoted-printable, base64, Latin-1, an attachment noted), each
// filed as orders or held for the GM (an unknown sender, another power's orders); the same mail
// (Message-ID) never filed twice; a Maildir mail marked Seen; a held mail filed by the GM.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../../electron/archive/db';
import { runGame } from '../../../../electron/cli/game';
import { createGame, getPhase } from '../../../../electron/service/index';
import { acceptMail, inbox, takeMails } from '../../../../electron/service/mail/intake';
import { htmlText } from '../../../../electron/service/mail/mime';
import { mboxMails } from '../../../../electron/service/mail/sources';
import { cleanUp, tempArchive, tempDir, value } from '../support';
import { AUSTRIA_LATIN1, ENGLAND_ATTACHMENT, FRANCE_ALTERNATIVE, FRANCE_WITH_RUSSIAN, GERMANY_HTML, OTHER_GAME, RUSSIA_DAIDE, STRANGER, mbox } from './mails';

afterEach(cleanUp);

const PLAYERS = {
  England: { name: 'Ann', contact: 'ann@example.org' },
  France: { name: 'Fran', contact: 'fran@example.org' },
  Germany: { name: 'Gerd', contact: 'gerd@example.org' },
  Austria: { name: 'Anna', contact: 'anna@example.org' },
  Russia: { name: 'Bot', contact: 'rus@example.org' },
  Italy: { name: 'Ita', contact: 'ita@example.org' },
};

async function postal(archive: Archive): Promise<number> {
  return value(await createGame(archive, { name: 'Postal 42', players: PLAYERS })).id;
}

const raw = (m: string) => ({ raw: Buffer.from(m, 'utf8'), source: 'test' });

describe('reading mails', () => {
  it('files each player mail, whatever its MIME, and notes what it left out', async () => {
    const archive = await tempArchive();
    const gameId = await postal(archive);
    const taken = value(
      await takeMails(archive, { gameId, mails: [FRANCE_ALTERNATIVE, GERMANY_HTML, AUSTRIA_LATIN1, ENGLAND_ATTACHMENT, RUSSIA_DAIDE].map(raw) }),
    );
    expect(taken.map((m) => [m.from, m.status, m.reason])).toEqual([
      ['Fran Dupont <fran@example.org>', 'filed', null],
      ['Gerd <gerd@example.org>', 'filed', null],
      ['Anna <anna@example.org>', 'filed', null],
      ['Ann <ann@example.org>', 'filed', null],
      ['Bot <rus@example.org>', 'filed', null],
    ]);
    expect(taken[1].notes).toEqual(['an HTML-only mail: its HTML read as text']);
    expect(taken[2].subject).toBe('Postal 42 - Österreich');
    expect(taken[3].notes).toEqual(["attachment 'plan.png' (image/png, 70 bytes) ignored: orders are read from the text only"]);
    const phase = value(await getPhase(archive, { gameId }));
    const orders = (power: string) => phase.submissions.filter((s) => s.power === power).flatMap((s) => s.orders.map((o) => o.text));
    expect(orders('France')).toEqual(['A Par - Bur', 'A Mar S A Par - Bur', 'F Bre - Mao']);
    expect(orders('Germany')).toEqual(['A Mun - Ruh', 'F Kie - Den', 'A Ber - Kie']);
    expect(orders('Austria')).toEqual(['A Vie - Gal']);
    expect(orders('England')).toEqual(['F Lon - Nth', 'F Edi - Nwg', 'A Lvp - Yor']);
    expect(orders('Russia')).toHaveLength(4);
    // The sender's time is the mail's Date.
    expect(phase.submissions.find((s) => s.power === 'France')!.submittedBy).toBe('Fran Dupont <fran@example.org>');
  });

  it("holds a stranger and another power's orders, never files them; the GM files a held one", async () => {
    const archive = await tempArchive();
    const gameId = await postal(archive);
    const taken = value(await takeMails(archive, { gameId, mails: [STRANGER, FRANCE_WITH_RUSSIAN].map(raw) }));
    expect(taken.map((m) => m.status)).toEqual(['held', 'held']);
    expect(taken[0].reason).toContain('the mail is from mallory@evil.example, who plays no power in this game: held for the GM');
    expect(taken[1].reason).toContain('Russia: orders for Russia in a mail from fran@example.org, who plays France: held for the GM');
    expect(value(await getPhase(archive, { gameId })).submissions).toEqual([]);
    const accepted = value(await acceptMail(archive, { gameId, mailId: taken[1].id!, confirm: ['Russia'] }));
    expect(accepted.status).toBe('accepted');
    expect(value(await getPhase(archive, { gameId })).submissions.map((s) => s.power)).toEqual(['Russia']);
    expect(value(await inbox(archive, { gameId })).map((m) => m.status)).toEqual(['held', 'accepted']);
  });

  it("never files the same mail twice (Message-ID), and leaves another game's mail alone", async () => {
    const archive = await tempArchive();
    const gameId = await postal(archive);
    value(await takeMails(archive, { gameId, mails: [raw(FRANCE_ALTERNATIVE)] }));
    const again = value(await takeMails(archive, { gameId, mails: [raw(FRANCE_ALTERNATIVE), raw(OTHER_GAME)], match: { subject: 'Postal 42' } }));
    expect(again.map((m) => m.status)).toEqual(['duplicate', 'not-for-game']);
    expect(again[0].reason).toMatch(/^read before \(mail #1, filed\): not filed again$/);
    expect(again[1].reason).toBe("its subject does not name 'Postal 42'");
    expect(value(await getPhase(archive, { gameId })).submissions).toHaveLength(1);
  });
});

describe('sources', () => {
  it('an mbox splits into its mails, quoted From lines unquoted', () => {
    const body = 'Content-Type: text/plain\n\nA Par H\nFrom the front: all quiet\n';
    const mails = mboxMails(Buffer.from(mbox([FRANCE_ALTERNATIVE, `From: x@example.org\nSubject: s\n${body}`])));
    expect(mails).toHaveLength(2);
    expect(Buffer.from(mails[1]).toString()).toContain('\nFrom the front: all quiet');
  });

  it('HTML as text: breaks, lists, entities', () => {
    expect(htmlText('<p>A Par&nbsp;- Bur</p><ul><li>F Bre &amp; co</li></ul><script>x</script>')).toBe('A Par - Bur\n- F Bre & co');
  });

  it('game mail reads an mbox and a Maildir; Maildir mails are marked Seen; a held mail exits 3', async () => {
    const dir = tempDir();
    const db = join(dir, 'archive.sqlite');
    let out = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (out += t), stdin: async () => '' };
    const game = (args: string[]) => runGame([...args, '--db', db], io);
    await game([
      'new',
      'Postal 42',
      '--player',
      'France=Fran <fran@example.org>',
      '--player',
      'England=Ann <ann@example.org>',
      '--player',
      'Germany=Gerd <gerd@example.org>',
    ]);
    const file = join(dir, 'inbox.mbox');
    writeFileSync(file, mbox([FRANCE_ALTERNATIVE, OTHER_GAME]));
    out = '';
    expect(await game(['mail', 'Postal 42', '--mbox', file, '--subject', 'Postal 42'])).toBe(0);
    expect(out).toMatch(/^ #1 filed {8}Fran Dupont <fran@example.org>: Postal 42: France S1901\n {6}filed as set #1\n {2}- not-for-game/);
    const maildir = join(dir, 'Maildir');
    for (const sub of ['new', 'cur', 'tmp']) mkdirSync(join(maildir, sub), { recursive: true });
    writeFileSync(join(maildir, 'new', '1.eng'), ENGLAND_ATTACHMENT);
    writeFileSync(join(maildir, 'new', '2.stranger'), STRANGER);
    out = '';
    expect(await game(['mail', 'Postal 42', '--maildir', maildir])).toBe(3);
    expect(out).toContain('held');
    expect(readdirSync(join(maildir, 'new'))).toEqual([]);
    expect(readdirSync(join(maildir, 'cur')).sort()).toEqual(['1.eng:2,S', '2.stranger:2,S']);
    out = '';
    expect(await game(['mail', 'Postal 42', '--maildir', maildir])).toBe(0);
    expect(out).toBe('No mail.\n');
  });
});
