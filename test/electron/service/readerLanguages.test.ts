// A game's reader languages (issue 32 item 2): set when the game is created, kept by the archive,
// shown with the game, and used to read its orders as text (with English always).
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, getGame, submitOrders } from '../../../electron/service/index';
import { join } from 'node:path';
import { runGame } from '../../../electron/cli/game';
import { cleanUp, errorOf, tempArchive, tempDir, value } from './support';

afterEach(cleanUp);

describe('reader languages', () => {
  it('a French game reads French and English orders; a game without reads neither French name', async () => {
    const archive = await tempArchive();
    const french = value(await createGame(archive, { name: 'Paris 1901', languages: ['fr'] }));
    expect(french.readerLanguages).toEqual(['fr']);
    expect(value(await getGame(archive, { gameId: french.id })).readerLanguages).toEqual(['fr']);
    const text = 'A Paris - Bourgogne\nA Marseille soutient A Paris - Bourgogne\nF Brest - Manche';
    const [view] = value(await submitOrders(archive, { gameId: french.id, power: 'France', text }));
    expect(view.problems).toEqual([]);
    expect(view.submission.orders).toHaveLength(3);

    const english = value(await createGame(archive, { name: 'London 1901' }));
    expect(english.readerLanguages).toEqual([]);
    const refused = errorOf(await submitOrders(archive, { gameId: english.id, power: 'France', text }));
    expect(refused.code).toBe('needs-confirmation');
    expect(refused.message).toContain('3 lines not read: 1, 2, 3');
  });

  it('refuses an unknown language by name', async () => {
    const archive = await tempArchive();
    const e = errorOf(await createGame(archive, { name: 'Madrid', languages: ['fr', 'es'] }));
    expect(e.code).toBe('invalid-input');
    expect(e.message).toBe("languages: unknown language 'es' (expected en, fr, de, it)");
  });
});

describe('adjutant game new --language', () => {
  it('creates a game that reads French orders, and names a language it does not know', async () => {
    const db = join(tempDir(), 'archive.sqlite');
    const run = async (args: string[], stdin = '') => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runGame([...args, '--db', db], {
        out: (t: string) => void out.push(t),
        err: (t: string) => void err.push(t),
        stdin: async () => stdin,
      });
      return { code, out: out.join(''), err: err.join('') };
    };
    const created = await run(['new', 'Lyon', '--language', 'fr']);
    expect(created.code).toBe(0);
    expect(created.out).toContain('Orders read in: English, fr');
    const sent = await run(['orders', 'Lyon', '--power', 'France'], 'A Paris - Bourgogne\nA Marseille soutient A Paris - Bourgogne\nF Brest - Manche\n');
    expect(sent.code).toBe(0);
    expect(sent.out).toMatch(/^France: 3 orders read/);
    const bad = await run(['new', 'Madrid', '--language', 'es']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("languages: unknown language 'es' (expected en, fr, de, it)");
  });
});
