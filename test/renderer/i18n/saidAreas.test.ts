// Issue 32, line 1: the refusals of the game's mail, the tournament and the event's people are
// worded whole in the GM's language (`said.mail`, `said.tournament`, `said.people`), their English
// unchanged. en.json repeats each area's English word for word; French, German and Italian word
// every key with the same particulars and not as the English; a refusal about a form's field keeps
// the field first in every language, so that the forms place it next to the field; a real seating
// refusal is worded in French with the board and power placed.
import { afterEach, describe, expect, it } from 'vitest';
import '../../../electron/service/event/refusals';
import '../../../electron/service/mail/refusals';
import { saidEnglish } from '../../../electron/service/result';
import * as tour from '../../../electron/service/tournament/index';
import { errorText, i18n, LANGUAGES } from '../../../renderer/i18n/index';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { fieldError } from '../../../renderer/panels/tournament/fieldErrors';
import { cleanUp, tempArchive, value } from '../../electron/service/support';

const AREAS = ['mail', 'tournament', 'people'] as const;
const said = (lang: string, area: string) => (CATALOGUES[lang as 'en'].said as Record<string, Record<string, string>>)[area];
const vars = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** The field a template names first (`{{field}}: `, `name: `, `seating: `), or null. */
const leadingField = (text: string) => /^(\{\{field\}\}|[a-zA-Z]+) ?: /.exec(text)?.[1] ?? null;

afterEach(async () => {
  cleanUp();
  await i18n.changeLanguage('en');
});

describe.each(AREAS)('said.%s', (area) => {
  const english = () => saidEnglish().get(area) as Record<string, string>;

  it('en.json repeats the service’s English word for word', () => {
    expect(Object.keys(english()).length).toBeGreaterThan(5);
    expect(said('en', area)).toEqual(english());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s words every refusal, with the same particulars and the field first', (lang) => {
    const faults: string[] = [];
    for (const [key, en] of Object.entries(english())) {
      const text = said(lang, area)?.[key];
      if (typeof text !== 'string' || text.trim() === '') faults.push(`${key}: missing`);
      else if (vars(text).join() !== vars(en).join()) faults.push(`${key}: {{${vars(text)}}} where English has {{${vars(en)}}}`);
      else if (text === en && vars(en).join() !== 'detail,where') faults.push(`${key}: left in English`);
      else if (leadingField(en) === '{{field}}' && leadingField(text) !== '{{field}}') faults.push(`${key}: the field is not first`);
    }
    expect(faults).toEqual([]);
  });
});

describe('a real refusal of the round form in the GM’s language', () => {
  it('a seat for someone not in the tournament: worded in French and German, the board and power placed', async () => {
    const archive = await tempArchive();
    value(await tour.createTournament(archive, { name: 'Cup', scoring: 'carnage' }));
    value(await tour.addPlayers(archive, { tournament: 'Cup', names: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }));
    const seating = [{ England: 'A', France: 'B', Germany: 'C', Italy: 'D', Austria: 'E', Russia: 'F', Turkey: 'Zed' }];
    const refused = await tour.startRound(archive, { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1905 }, seating });
    if (refused.ok) expect.fail('a stranger was seated');
    expect(refused.error.message).toBe("seating[0].Turkey: 'Zed' is not a player of 'Cup'");
    expect(refused.error.said).toEqual({ key: 'tournament.seat-not-player', params: { field: 'seating[0].Turkey', name: 'Zed', tournament: 'Cup' } });
    expect(fieldError(errorText(refused.error))).toEqual({ field: 'seating[0].Turkey', message: "'Zed' is not a player of 'Cup'" });
    await i18n.changeLanguage('fr');
    expect(fieldError(errorText(refused.error))).toEqual({ field: 'seating[0].Turkey', message: '« Zed » ne joue pas dans « Cup »' });
    await i18n.changeLanguage('de');
    expect(fieldError(errorText(refused.error))).toEqual({ field: 'seating[0].Turkey', message: '„Zed“ ist kein Spieler von „Cup“' });
  });

  it('too few players: worded whole in Italian', async () => {
    const archive = await tempArchive();
    value(await tour.createTournament(archive, { name: 'Coppa', scoring: 'carnage' }));
    const refused = await tour.proposeSeating(archive, { tournament: 'Coppa', seed: 1 });
    if (refused.ok) expect.fail('a round without players was proposed');
    expect(refused.error.message).toBe("round 1 needs at least 7 players; 'Coppa' has 0 for it");
    await i18n.changeLanguage('it');
    expect(errorText(refused.error)).toBe('Il turno 1 richiede almeno 7 giocatori; «Coppa» ne ha 0');
  });
});
