// Issue 32, line 1: the service's refusals worded whole in the GM's language. Each refusal carries
// its words as data (`said`: a key and its particulars, electron/service/result.ts `refusals`); the
// English templates the service declares are repeated word for word in en.json's `said` namespace,
// and French, German and Italian word every one with the same particulars and no English left. A
// refusal declared without wording in a language, or worded with other particulars, fails here.
import { afterEach, describe, expect, it } from 'vitest';
import '../../../electron/service/index';
import '../../../electron/service/positionEdit';
// Every area's refusals, whatever else this worker has imported: the tournament's, the results', the
// event network's and the mail's are declared by modules the service's index does not import.
import '../../../electron/service/tournament/refusals';
import '../../../electron/service/tournament/resultChecks';
import '../../../electron/service/event/refusals';
import '../../../electron/service/mail/refusals';
import { saidEnglish, type RefusalEnglish } from '../../../electron/service/result';
import { createGame } from '../../../electron/service/games';
import { errorText, i18n, LANGUAGES } from '../../../renderer/i18n/index';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { cleanUp, tempArchive, value } from '../../electron/service/support';

/** The service's English, as en.json writes it: a template by count as `key_one` / `key_other`. */
function declared(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [area, table] of saidEnglish()) {
    out[area] = {};
    for (const [key, english] of Object.entries<RefusalEnglish>(table)) {
      if (typeof english === 'string') out[area][key] = english;
      else Object.assign(out[area], { [`${key}_one`]: english.one, [`${key}_other`]: english.other });
    }
  }
  return out;
}

const said = (lang: string) => CATALOGUES[lang as 'en'].said as Record<string, Record<string, string>>;
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * Words an English template and its translation may share: names (Adjutant, MILA, jDip, the Judge,
 * the diplomacy package), words the language writes the same (option, format, version, text, mail,
 * standard, phases, correction, vote, token, England, province; Italian file and come, German Bytes).
 */
const SHARED = new Set(
  'adjutant sqlite mila jdip json judge diplomacy gzip base bytes file come dias nodias draw nodraw variante variant phase phases position archive import export option options format version text mail standard correction vote token england name province'.split(
    ' ',
  ),
);

/** What a template quotes or names as code (`--past`, "format", `adjutant game import`, a leading field name) is not its words. */
const unquoted = (text: string) =>
  text
    .replace(/\{\{\w+\}\}/g, ' ')
    .replace(/--[\w-]+|"[^"]*"|`[^`]*`|„[^“]*“|«[^»]*»|'[^']*'|\([^)]*\.md\)/g, ' ')
    .replace(/^\w+(\[ \])?( \( \))? ?: /, ' ');

/** The English words (4 letters or more) of a template still in its translation. */
/**
 * Words a language has taken from English or writes the same, only in that language: the protocol's
 * and the tools' names (IMAP, HTML, libsecret, KWallet), the game's `solo`, a field named as code
 * (`fromGame`), German's Server, Port, Flag and Mails, French's session, source and port, Italian's
 * password, flag and server. English's `server` left in French is still found.
 */
const LOANWORDS: Record<string, ReadonlySet<string>> = {
  fr: new Set(['imap', 'html', 'solo', 'libsecret', 'kwallet', 'fromgame', 'session', 'source', 'port']),
  de: new Set(['imap', 'html', 'solo', 'libsecret', 'kwallet', 'fromgame', 'server', 'port', 'flag', 'mails']),
  it: new Set(['imap', 'html', 'solo', 'libsecret', 'kwallet', 'fromgame', 'password', 'flag', 'server']),
};

function englishLeft(english: string, text: string, lang = ''): string[] {
  const words = unquoted(english)
    .toLowerCase()
    .match(/[a-z]{4,}/g);
  const there = new Set(
    unquoted(text)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [],
  );
  return [...new Set(words ?? [])].filter((w) => !SHARED.has(w) && !LOANWORDS[lang]?.has(w) && there.has(w));
}

describe('the refusals the service declares', () => {
  const english = declared();

  it('are many, by area', () => {
    expect(Object.keys(english)).toEqual(expect.arrayContaining(['service', 'game', 'games']));
  });

  it('en.json repeats the service’s English word for word', () => {
    for (const [area, table] of Object.entries(english)) expect(said('en')[area], `said.${area}`).toEqual(table);
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
    it('words every refusal, with the particulars English has and no English word left', () => {
      const faults: string[] = [];
      for (const [area, table] of Object.entries(english)) {
        for (const [key, en] of Object.entries(table)) {
          const text = said(lang)[area]?.[key];
          if (typeof text !== 'string' || text.trim() === '') faults.push(`said.${area}.${key}: missing`);
          else if (variables(text).join() !== variables(en).join())
            faults.push(`said.${area}.${key}: {{${variables(text)}}} where English has {{${variables(en)}}}`);
          else if (englishLeft(en, text, lang).length > 0) faults.push(`said.${area}.${key}: English left: ${englishLeft(en, text, lang).join(', ')}`);
        }
      }
      expect(faults).toEqual([]);
    });
  });
});

describe('a real refusal in the GM’s language', () => {
  afterEach(async () => {
    cleanUp();
    await i18n.changeLanguage('en');
  });

  it.each([
    ['fr', 'Une partie nommée « Lyon 3 » est déjà dans l’archive'.replace('’', "'")],
    ['de', 'Eine Partie namens „Lyon 3“ ist bereits im Archiv'],
    ['it', "Una partita chiamata «Lyon 3» è già nell'archivio"],
  ])('%s: a taken name, worded whole with the name as typed, nothing in English', async (lang, want) => {
    const archive = await tempArchive();
    value(await createGame(archive, { name: 'Lyon 3' }));
    const refused = await createGame(archive, { name: 'Lyon 3' });
    if (refused.ok) expect.fail('a second game of the same name was made');
    expect(refused.error.message).toBe("a game named 'Lyon 3' is already in the archive");
    expect(refused.error.said).toEqual({ key: 'games.name-taken', params: { name: 'Lyon 3' } });
    await i18n.changeLanguage(lang);
    expect(errorText(refused.error)).toBe(want);
  });

  it('names powers, provinces, phases and statuses in the language', async () => {
    await i18n.changeLanguage('fr');
    const text = i18n.t('said:game.cannot-adjudicate', { game: 'X', status: i18n.t('games:status.finished') });
    expect(
      errorText({
        code: 'game-not-active',
        message: "cannot adjudicate: game 'X' is finished",
        said: { key: 'game.cannot-adjudicate', params: { game: 'X', status: 'finished' } },
      }),
    ).toBe(text);
    expect(text).toContain('terminée');
  });

  it('English shows the service’s message; a refusal without words (an older service) keeps the code’s sentence and the detail', async () => {
    const error = {
      code: 'name-taken',
      message: "a game named 'Lyon 3' is already in the archive",
      said: { key: 'games.name-taken', params: { name: 'Lyon 3' } },
    };
    expect(errorText(error)).toBe(error.message);
    await i18n.changeLanguage('fr');
    expect(errorText({ code: error.code, message: error.message })).toBe(`Ce nom est déjà pris (${error.message})`);
    expect(errorText({ ...error, said: { key: 'games.no-such-key' } })).toBe(`Ce nom est déjà pris (${error.message})`);
  });
});
