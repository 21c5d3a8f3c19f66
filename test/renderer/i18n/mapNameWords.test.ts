// Issue 32, line 1: a map's name inside a refusal (`'Narnia' is not a power of the Standard map`)
// in the GM's language. Every map Adjutant ships is named in the `mapNames` namespace of each
// language (a map added without its name fails here); a GM's own variant keeps its file's name.
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, submitOrders } from '../../../electron/service/index';
import { mapOf, VARIANTS } from '../../../engine/index';
import { errorText, i18n, LANGUAGES, mapNameWords } from '../../../renderer/i18n/index';
import { CATALOGUES } from '../../../renderer/i18n/catalogues';
import { cleanUp, errorOf, tempArchive, value } from '../../electron/service/support';

afterEach(async () => {
  cleanUp();
  await i18n.changeLanguage('en');
});

describe('a map’s name in the GM’s language', () => {
  it.each(LANGUAGES)('%s: every map Adjutant ships is named', (lang) => {
    const names = CATALOGUES[lang].mapNames as Record<string, string>;
    for (const id of VARIANTS) {
      const name = mapOf(id)!.name;
      expect(typeof names[name] === 'string' && names[name].trim() !== '', `${lang} mapNames.${name}`).toBe(true);
      if (lang === 'en') expect(names[name]).toBe(name);
    }
  });

  it('a refusal naming the standard map: English as the service says it, worded in French and Italian', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Maps' })).id;
    const refused = errorOf(await submitOrders(archive, { gameId, power: 'Narnia', text: 'A par - bur' }));
    expect(refused.message).toBe("'Narnia' is not a power of the Standard map");
    expect(errorText(refused)).toBe(refused.message);
    await i18n.changeLanguage('fr');
    expect(errorText(refused)).toContain('carte standard');
    await i18n.changeLanguage('it');
    expect(errorText(refused)).toContain('standard');
    expect(errorText(refused)).not.toContain('Standard');
  });

  it('a GM’s own variant keeps its name', async () => {
    await i18n.changeLanguage('fr');
    expect(mapNameWords('My Own Map')).toBe('My Own Map');
    expect(mapNameWords('Ancient Mediterranean')).toContain('Méditerranée');
  });
});
