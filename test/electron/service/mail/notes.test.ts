// Issue 32, line 1: what the mail intake and the outbox say about a mail (a reading's notes, why a
// mail is held or skipped, why one failed to go out) is worded in English, French, German and
// Italian from a key and its particulars, while the archive and the CLI keep the service's English
// byte for byte: `mailNotes` in en.json repeats the service's templates exactly, every key is
// worded in every language with the same particulars, a kept note reads back into its key and
// particulars, and the words in French, German and Italian hold none of the English.
import { afterEach, describe, expect, it } from 'vitest';
import { createGame } from '../../../../electron/service/index';
import { inbox, takeMails } from '../../../../electron/service/mail/intake';
import { MAIL_NOTES, noteSaid, noteText, sizeText, type MailNoteKey } from '../../../../electron/service/mail/notes';
import { i18n, LANGUAGES } from '../../../../renderer/i18n/index';
import { CATALOGUES } from '../../../../renderer/i18n/catalogues';
import { mailNoteText } from '../../../../renderer/i18n/mailWords';
import { cleanUp, tempArchive, value } from '../support';
import { FRANCE_WITH_RUSSIAN, STRANGER } from './mails';

afterEach(() => void i18n.changeLanguage('en'));

const KEYS = Object.keys(MAIL_NOTES) as MailNoteKey[];
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Particulars as the service gives them, some holding the template's own punctuation (': ', parentheses, quotes). */
const SAMPLE: Record<string, string> = {
  name: 'plan (v2).png',
  type: 'image/png',
  size: sizeText(70),
  deadline: 'Tuesday 1 December 2026, 18:00 UTC',
  detail: 'Unexpected end of input: at line 3',
  to: 'orders@club.example',
  words: 'Postal 42',
  id: '7',
  status: 'filed',
  powers: 'England, France',
  seq: '3',
  format: 'PNG',
  transport: 'smtp:mail.example.org:465',
};
const sample = (key: MailNoteKey) => Object.fromEntries(vars(MAIL_NOTES[key]).map((n) => [n, SAMPLE[n]]));
const where = (key: MailNoteKey) =>
  (['htmlOnly', 'attachment', 'late'].includes(key)
    ? 'note'
    : ['approvedAlways', 'mapNotDrawn', 'noRenderer', 'renderFailed'].includes(key) || key.startsWith('send')
      ? 'outbox'
      : 'inbox') as 'note' | 'inbox' | 'outbox';

describe('the mail notes', () => {
  it("en.json's mailNotes repeat the service's English exactly", () => {
    const en = CATALOGUES.en.mailNotes as Record<string, unknown>;
    for (const key of KEYS) expect(en[key], key).toBe(MAIL_NOTES[key]);
    expect(
      Object.keys(en)
        .filter((k) => k !== 'units')
        .sort(),
    ).toEqual([...KEYS].sort());
  });

  it.each(KEYS)('%s reads back into its key and particulars', (key) => {
    const text = noteText(key, sample(key));
    expect(text).not.toMatch(/\{\{|undefined/);
    expect(noteSaid(text, where(key))).toEqual({ key, params: sample(key) });
  });

  it('a text no template writes reads back as nothing (shown as it is)', () => {
    expect(noteSaid("orders for Germany, not the sender's power", 'inbox')).toBeNull();
    expect(noteSaid(null, 'inbox')).toBeNull();
    expect(noteSaid('filed by the GM', 'note')).toBeNull();
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: every note worded, with the same particulars and none of the English', (lang) => {
    const words = CATALOGUES[lang].mailNotes as Record<string, string>;
    for (const key of KEYS) {
      expect(typeof words[key] === 'string' && words[key].trim() !== '', `${lang} mailNotes.${key}`).toBe(true);
      expect(vars(words[key]), `${lang} mailNotes.${key}`).toEqual(vars(MAIL_NOTES[key]));
      if (key !== 'sendFailed') expect(words[key], `${lang} mailNotes.${key} is English`).not.toBe(MAIL_NOTES[key]);
    }
  });
});

describe('a note on screen', () => {
  it('English: the service text as it is, byte for byte', () => {
    for (const key of KEYS) {
      const text = noteText(key, sample(key));
      expect(mailNoteText(text, noteSaid(text, where(key)))).toBe(text);
    }
  });

  it('French: the size, the deadline, the status and the powers in French too', async () => {
    await i18n.changeLanguage('fr');
    const said = (key: MailNoteKey, params: Record<string, string | number>) => {
      const text = noteText(key, params);
      return mailNoteText(text, noteSaid(text, where(key)), (p) => ({ England: 'Angleterre' })[p] ?? p);
    };
    expect(said('attachment', { name: 'plan.png', type: 'image/png', size: sizeText(70) })).toBe(
      'pièce jointe « plan.png » (image/png, 70 octets) ignorée : les ordres ne sont lus que dans le texte',
    );
    expect(said('attachment', { name: 'a.pdf', type: 'application/pdf', size: sizeText(12 * 1024) })).toContain('12 Ko');
    const late = said('late', { deadline: 'Tuesday 1 December 2026, 18:00 UTC' });
    expect(late).toMatch(/^en retard : reçu après la date limite \(mardi 1 décembre 2026.*18:00 UTC\)/);
    expect(said('readBefore', { id: 4, status: 'held' })).toBe('déjà lu (courrier n°4, retenu) : pas classé une seconde fois');
    expect(said('filedByGmConfirmed', { powers: 'England, France' })).toBe("classé par l'arbitre (confirmé : Angleterre, France)");
    // A text no template wrote stays as it is.
    expect(mailNoteText('orders for Germany', null)).toBe('orders for Germany');
  });

  it('German and Italian: the attachment note in the language', async () => {
    const text = noteText('attachment', { name: 'plan.png', type: 'image/png', size: sizeText(70) });
    await i18n.changeLanguage('de');
    expect(mailNoteText(text, noteSaid(text, 'note'))).toBe('Anhang „plan.png“ (image/png, 70 Byte) übergangen: Befehle werden nur aus dem Text gelesen');
    await i18n.changeLanguage('it');
    expect(mailNoteText(text, noteSaid(text, 'note'))).toBe('allegato «plan.png» (image/png, 70 byte) ignorato: gli ordini si leggono solo dal testo');
  });
});

describe('a held mail’s reason (a refusal of the order checks, kept in English)', () => {
  afterEach(cleanUp);

  it('reads back into the refusal’s key and particulars, and is worded whole in French with the powers in French', async () => {
    const archive = await tempArchive();
    const players = { France: { name: 'Fran', contact: 'fran@example.org' }, Russia: { name: 'Rus', contact: 'rus@example.org' } };
    const gameId = value(await createGame(archive, { name: 'Postal 42', players })).id;
    value(await takeMails(archive, { gameId, mails: [FRANCE_WITH_RUSSIAN, STRANGER].map((m) => ({ raw: Buffer.from(m), source: 'test' })) }));
    const held = value(await inbox(archive, { gameId })).filter((m) => m.status === 'held');
    expect(held).toHaveLength(2);
    for (const m of held) {
      expect(m.reasonSaid?.key, m.reason!).toMatch(/^orders\./);
      expect(m.reasonSaid?.params.map).toBe('standard');
      expect(mailNoteText(m.reason!, m.reasonSaid)).toBe(m.reason);
    }
    const russian = held.find((m) => m.reasonSaid?.key === 'orders.confirm-sender-other')!;
    expect(russian.reasonSaid!.params).toEqual({ map: 'standard', power: 'Russia', address: 'fran@example.org', powersSender: 'France' });
    // Worded as the refusal is (errorText, the `said` namespace: wt-lang1 words the orders' refusals), the powers in French.
    await i18n.changeLanguage('fr');
    const said = i18n.getResourceBundle('fr', 'said') as Record<string, unknown>;
    const kept = said.orders;
    i18n.addResource('fr', 'said', 'orders.confirm-sender-other', 'rien de gardé : {{power}} par {{address}}, qui joue {{powersSender}}');
    try {
      expect(mailNoteText(russian.reason!, russian.reasonSaid)).toBe('rien de gardé : Russie par fran@example.org, qui joue France');
    } finally {
      if (kept === undefined) delete said.orders;
      else said.orders = kept;
    }
  });
});
