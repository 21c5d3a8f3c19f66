// Realistic mails for the intake tests, written out here as a mail program sends them: MIME
// multipart/alternative with quoted-printable, HTML-only in base64, Latin-1, an attachment, a
// DAIDE SUB message, a Russian order in France's mail, a stranger, another game's mail.

const b64 = (s: string, enc: BufferEncoding = 'utf8') => Buffer.from(s, enc).toString('base64').replace(/.{76}/g, '$&\n');

export function mail(id: string, from: string, subject: string, date: string, body: string, headers = ''): string {
  return `From: ${from}\nTo: GM <gm@postal.example>\nSubject: ${subject}\nDate: ${date}\nMessage-ID: <${id}@mail.example>\nMIME-Version: 1.0\n${headers}${body}`;
}

export const FRANCE_ALTERNATIVE = mail(
  'fr-1901s',
  'Fran Dupont <fran@example.org>',
  'Postal 42: France S1901',
  'Mon, 1 Jun 2026 10:00:00 +0000',
  `Content-Type: multipart/alternative; boundary="alt"

--alt
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Bonjour GM,

A Par - Bur
A Mar S A Par - Bur
F Bre - Mao

Amiti=C3=A9s,
Fran
--alt
Content-Type: text/html; charset=utf-8

<p>Bonjour GM,</p><p>A Par - Bur<br>A Mar S A Par - Bur<br>F Bre - Mao</p><p>Amiti&eacute;s,<br>Fran</p>
--alt--
`,
);

export const GERMANY_HTML = mail(
  'de-1901s',
  'Gerd <gerd@example.org>',
  'Re: Postal 42 orders',
  'Mon, 1 Jun 2026 11:00:00 +0000',
  `Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: base64

${b64('<html><body><div>Orders:</div><ul><li>A Mun - Ruh</li><li>F Kie - Den</li><li>A Ber - Kie</li></ul><div>Gr&uuml;&szlig;e, Gerd</div></body></html>')}
`,
);

export const AUSTRIA_LATIN1 = mail(
  'at-1901s',
  'Anna <anna@example.org>',
  'Postal 42 - =?ISO-8859-1?Q?=D6sterreich?=',
  'Mon, 1 Jun 2026 12:00:00 +0000',
  `Content-Type: text/plain; charset=iso-8859-1
Content-Transfer-Encoding: base64

${b64('Servus,\n\nRetreat: A Vie - Gal\n\nGrüße\nAnna\n'.replace('Retreat: ', ''), 'latin1')}
`,
);

export const ENGLAND_ATTACHMENT = mail(
  'en-1901s',
  'Ann <ann@example.org>',
  'Postal 42 England',
  'Mon, 1 Jun 2026 13:00:00 +0000',
  `Content-Type: multipart/mixed; boundary="mix"

--mix
Content-Type: text/plain; charset=us-ascii

F Lon - Nth
F Edi - Nwg
A Lvp - Yor
--mix
Content-Type: image/png; name="plan.png"
Content-Disposition: attachment; filename="plan.png"
Content-Transfer-Encoding: base64

iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==
--mix--
`,
);

export const RUSSIA_DAIDE = mail(
  'ru-1901s',
  'Bot <rus@example.org>',
  'Postal 42',
  'Mon, 1 Jun 2026 14:00:00 +0000',
  `Content-Type: text/plain

SUB ( ( RUS AMY MOS ) MTO UKR ) ( ( RUS AMY WAR ) MTO GAL ) ( ( RUS FLT SEV ) MTO BLA )
 ( ( RUS FLT ( STP SCS ) ) MTO BOT )
`,
);

/** France's player writes Russia's order too: held, never Russia's. */
export const FRANCE_WITH_RUSSIAN = mail(
  'fr-extra',
  'fran@example.org',
  'Postal 42 more',
  'Mon, 1 Jun 2026 15:00:00 +0000',
  `Content-Type: text/plain

A War - Sil
`,
);

export const STRANGER = mail(
  'x-1',
  'Mallory <mallory@evil.example>',
  'Postal 42 Italy',
  'Mon, 1 Jun 2026 16:00:00 +0000',
  'Content-Type: text/plain\n\nA Ven - Tyr\n',
);

export const OTHER_GAME = mail('other-1', 'ann@example.org', 'Postal 43: England', 'Mon, 1 Jun 2026 17:00:00 +0000', 'Content-Type: text/plain\n\nF Lon H\n');

/** An mbox of the mails (mboxrd: `From ` lines quoted inside bodies). */
export function mbox(mails: string[]): string {
  return mails.map((m) => `From sender@example Mon Jun  1 10:00:00 2026\n${m.replace(/^(>*From )/gm, '>$1')}\n`).join('\n');
}

/** The seven players of the postal game year (game new --player). */
export const POSTAL_PLAYERS = [
  'England=Ann <ann@example.org>',
  'France=Fran <fran@example.org>',
  'Germany=Gerd <gerd@example.org>',
  'Italy=Ita <ita@example.org>',
  'Austria=Anna <anna@example.org>',
  'Russia=Bot <rus@example.org>',
  'Turkey=Tarik <tarik@example.org>',
];

const plain = (id: string, from: string, date: string, body: string) => mail(id, from, 'Postal 42', date, `Content-Type: text/plain; charset=utf-8\n\n${body}`);

/** The year's mails: spring (the hard ones), fall, winter. */
export const SPRING = [
  FRANCE_ALTERNATIVE,
  GERMANY_HTML,
  AUSTRIA_LATIN1,
  ENGLAND_ATTACHMENT,
  RUSSIA_DAIDE,
  plain('it-s', 'ita@example.org', 'Mon, 1 Jun 2026 09:00:00 +0000', '( ITA AMY VEN ) HLD\n( ITA AMY ROM ) MTO APU\n( ITA FLT NAP ) MTO ION\n'),
  plain('tu-s', 'Tarik <tarik@example.org>', 'Mon, 1 Jun 2026 09:30:00 +0000', 'Orders: F Ank - Bla\nA Con - Bul\nA Smy - Arm\n\nCheers,\nTarik\n'),
  STRANGER,
  FRANCE_WITH_RUSSIAN,
];

export const FALL = [
  plain('fr-f', 'fran@example.org', 'Mon, 8 Jun 2026 09:00:00 +0000', 'A Bur - Bel\nF Mao - Por\nA Mar - Spa\n'),
  plain('en-f', 'ann@example.org', 'Mon, 8 Jun 2026 09:00:00 +0000', 'F Nth C A Yor - Nwy\nA Yor - Nth - Nwy\nF Nwg - Bar\n'),
  plain('de-f', 'gerd@example.org', 'Mon, 8 Jun 2026 09:00:00 +0000', 'F Den H\nA Kie - Hol\nA Ruh - Bur\n'),
  plain('tu-f', 'tarik@example.org', 'Mon, 8 Jun 2026 09:00:00 +0000', 'A Bul - Gre\nF Bla H\nA Arm H\n'),
];

export const WINTER = [
  plain('fr-w', 'fran@example.org', 'Mon, 15 Jun 2026 09:00:00 +0000', 'Build: A Par\nBuild: F Bre\n'),
  plain('en-w', 'ann@example.org', 'Mon, 15 Jun 2026 09:00:00 +0000', 'Build: F Lon\n'),
];
