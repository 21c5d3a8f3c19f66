// Game file version 3 (issue 32): the game's reader languages and report language travel with it;
// a game with neither (English only) is still written as version 1; version 1 and 2 files import
// with no reader languages and English reports, and a version 1 or 2 file that carries languages,
// or carries a language Adjutant does not have, is refused naming the problem, storing nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, exportGame, getGame, importGame, listGames, setReportLanguage, submitOrders } from '../../../electron/service/index';
import { cleanUp, errorOf, SPRING_1901, tempArchive, value } from './support';

afterEach(cleanUp);

describe('game file version 3: the languages', () => {
  it('round-trips the reader languages and the report language', async () => {
    const source = await tempArchive();
    const gameId = value(await createGame(source, { name: 'Convention', languages: ['fr', 'de'], reportLanguage: 'fr' })).id;
    value(await submitOrders(source, { gameId, text: SPRING_1901 }));
    const file = value(await exportGame(source, { gameId }));
    expect(file.version).toBe(3);
    expect(file.game).toMatchObject({ readerLanguages: ['fr', 'de'], reportLanguage: 'fr' });
    const target = await tempArchive();
    const imported = value(await importGame(target, { text: JSON.stringify(file) }));
    expect(imported).toMatchObject({ readerLanguages: ['fr', 'de'], reportLanguage: 'fr' });
    const again = value(await exportGame(target, { gameId: imported.id }));
    expect(again.version).toBe(3);
    expect(again.game).toMatchObject({ readerLanguages: ['fr', 'de'], reportLanguage: 'fr' });
  });

  it('a report language alone makes a version 3 file; English only stays version 1', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Plain' })).id;
    const plain = value(await exportGame(archive, { gameId }));
    expect(plain.version).toBe(1);
    expect(plain.game).not.toHaveProperty('readerLanguages');
    expect(plain.game).not.toHaveProperty('reportLanguage');
    value(await setReportLanguage(archive, { gameId, language: 'it' }));
    const it3 = value(await exportGame(archive, { gameId }));
    expect(it3.version).toBe(3);
    expect(it3.game).toMatchObject({ readerLanguages: [], reportLanguage: 'it' });
  });

  it('imports version 1 and 2 files with no reader languages and English reports', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Old' })).id;
    const file = value(await exportGame(archive, { gameId }));
    for (const version of [1, 2]) {
      const target = await tempArchive();
      const imported = value(await importGame(target, { data: { ...file, version } }));
      expect(imported.readerLanguages).toEqual([]);
      expect(imported.reportLanguage).toBe('en');
      expect(value(await getGame(target, { gameId: imported.id })).reportLanguage).toBe('en');
    }
  });

  it('refuses languages in an older version, an unknown language, and a newer version, storing nothing', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Langs', reportLanguage: 'de' })).id;
    const file = value(await exportGame(archive, { gameId }));
    const target = await tempArchive();
    const old = errorOf(await importGame(target, { data: { ...file, version: 2 } }));
    expect(old.code).toBe('bad-file');
    expect(old.message).toBe("the game file is version 2 but carries the game's languages, which version 3 files do");
    const unknown = errorOf(await importGame(target, { data: { ...file, game: { ...file.game, reportLanguage: 'tlh' } } }));
    expect(unknown.code).toBe('bad-file');
    expect(unknown.message).toMatch(/reportLanguage/);
    const reader = errorOf(await importGame(target, { data: { ...file, game: { ...file.game, readerLanguages: ['fr', 'xx'] } } }));
    expect(reader.code).toBe('bad-file');
    expect(reader.message).toMatch(/readerLanguages/);
    const newer = errorOf(await importGame(target, { data: { ...file, version: 4 } }));
    expect(newer.code).toBe('unsupported-version');
    expect(newer.message).toContain('this one reads versions 1, 2 and 3');
    expect(value(await listGames(target)).total).toBe(0);
  });
});
