// Issue 26 item 6: every name that enters (games, players, tournaments and their players, game
// files) is refused when it holds control characters, and trimmed of outer and doubled spaces, in
// the service (so the app, the CLI and imports alike).
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGame } from '../../../electron/cli/game';
import { runTournament } from '../../../electron/cli/tournament';
import { createGame, exportGame, importGame, setPlayer } from '../../../electron/service/index';
import { addPlayers, createTournament } from '../../../electron/service/tournament/index';
import { name } from '../../../electron/service/validate';
import { check } from '../../../electron/service/validate';
import { cleanUp, errorOf, tempArchive, tempDir, value } from './support';

afterEach(cleanUp);

const CONTROLS = ['Q\u0000xx', 'Ann\u0007', 'Line\nBreak', 'Tab\there', 'Esc\u001b[31m', 'Del\u007f', 'C1\u009b', 'Sep\u2028x'];

describe('name()', () => {
  it('trims outer spaces and folds doubled ones', () => {
    expect(check(name(), '  Ann   Smith  ')).toEqual({ ok: true, value: 'Ann Smith' });
  });
  it.each(CONTROLS)('refuses %j, naming the character', (text) => {
    const r = check(name(), text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/control character U\+[0-9A-F]{4}/);
  });
  it('refuses a blank name with a message', () => {
    expect(check(name(), '   ')).toEqual({ ok: false, error: 'must not be blank' });
  });
});

describe('names entering the service', () => {
  it('games and their players', async () => {
    const a = await tempArchive();
    expect(errorOf(await createGame(a, { name: 'Q\u0000xx' })).message).toMatch(/^name: .*control character U\+0000/);
    expect(errorOf(await createGame(a, { name: 'G', players: { England: { name: 'Ann\u0007' } } })).message).toMatch(/control character U\+0007/);
    const g = value(await createGame(a, { name: '  Club   night ', players: { England: { name: ' Ann   Smith ' } } }));
    expect(g.name).toBe('Club night');
    expect(g.powers.find((p) => p.power === 'England')!.players[0].name).toBe('Ann Smith');
    expect(errorOf(await setPlayer(a, { gameId: g.id, power: 'France', name: 'Bob\u001b' })).message).toMatch(/control character U\+001B/);
    value(await setPlayer(a, { gameId: g.id, power: 'France', name: '  Bob  Jones ' }));
  });

  it('tournaments and their players; a blank name is refused with a message, not a constraint', async () => {
    const a = await tempArchive();
    for (const blank of ['', '   ']) {
      const e = errorOf(await createTournament(a, { name: blank, scoring: 'carnage' }));
      expect(e.message).toBe('name: must not be blank');
      expect(e.message).not.toMatch(/CHECK|constraint/i);
    }
    expect(errorOf(await createTournament(a, { name: 'Cup\u0000', scoring: 'carnage' })).message).toMatch(/control character/);
    const t = value(await createTournament(a, { name: ' Grand   Prix ', scoring: 'carnage' }));
    expect(t.name).toBe('Grand Prix');
    expect(errorOf(await addPlayers(a, { tournament: 'Grand Prix', names: ['Q\u0000yy'] })).message).toMatch(/names\[0\]: .*control character/);
    expect(errorOf(await addPlayers(a, { tournament: 'Grand Prix', names: ['  '] })).message).toMatch(/names\[0\]: must not be blank/);
    const added = value(await addPlayers(a, { tournament: 'Grand Prix', names: ['  Ann   Smith '] }));
    expect(added.players.map((p) => p.name)).toEqual(['Ann Smith']);
  });

  it('game files: a name with a control character is refused on import', async () => {
    const a = await tempArchive();
    const g = value(await createGame(a, { name: 'Exported', players: { England: { name: 'Ann' } } }));
    const file = value(await exportGame(a, { gameId: g.id }));
    const text = typeof file === 'string' ? file : JSON.stringify(file);
    const hostile = text.replace('"Exported"', '"Ex\\u0000ported"');
    const b = await tempArchive();
    const r = await importGame(b, { text: hostile } as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/control character U\+0000/);
  });
});

describe('the command line', () => {
  it('says what is wrong with a name, exit 2', async () => {
    const db = join(tempDir(), 'a.sqlite');
    const run = async (f: typeof runGame, ...args: string[]) => {
      let err = '';
      const code = await f([...args, '--db', db], { out: () => {}, err: (t) => void (err += t), stdin: async () => '' });
      return { code, err };
    };
    const g = await run(runGame, 'new', 'Bad\u0001Name');
    expect(g.code).toBe(2);
    expect(g.err).toContain('control character U+0001');
    const t = await run(runTournament, 'new', '  ', '--scoring', 'carnage');
    expect(t.code).toBe(2);
    expect(t.err).toContain('must not be blank');
  });
});

describe('KEY=VALUE arguments', () => {
  it('a __proto__ key is refused by name, never dropped in silence', async () => {
    const db = join(tempDir(), 'a.sqlite');
    for (const [flag, words] of [
      ['--player', 'players.__proto__'],
      ['--option', '__proto__'],
    ]) {
      let err = '';
      const code = await runGame(['new', 'G', flag, '__proto__=Ann', '--db', db], { out: () => {}, err: (t) => void (err += t), stdin: async () => '' });
      expect(code, err).toBe(2);
      expect(err).toContain(words);
    }
  });
});
