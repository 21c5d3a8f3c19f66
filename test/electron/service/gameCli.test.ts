// `adjutant game` end to end through runGame, on a temporary archive: a GM creates a game, hands in
// all seven powers' orders as text, adjudicates, looks, rolls back, corrects, votes, exports and
// imports; and every mistake is one line on stderr with exit code 2.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runGame } from '../../../electron/cli/game';
import { defaultArchivePath } from '../../../electron/cli/game/paths';
import { cleanUp, springMails, tempDir } from './support';
import { gameCli } from '../cli/inProcess';

afterEach(cleanUp);

const cli = gameCli;

describe('a game run from the terminal', () => {
  it('goes from new game to export and import', async () => {
    const dir = tempDir();
    const game = cli(join(dir, 'archive.sqlite'));
    const created = await game(['new', 'Postal 42', '--player', 'England=Ann', '--actor', 'Gustav']);
    expect(created).toEqual(expect.objectContaining({ code: 0, err: '' }));
    expect(created.out).toContain("Created game #1 'Postal 42'");

    for (const [power, text] of Object.entries(springMails())) {
      const sent = await game(['orders', 'Postal 42', '--power', power], text);
      expect(sent.code).toBe(0);
      expect(sent.out).toMatch(new RegExp(`^${power}: [34] orders read`));
    }
    const shown = await game(['show', 'postal 42']);
    expect(shown.out).toMatch(/England\s+Ann\s+3\s+3\s+in/);

    const preview = await game(['adjudicate', 'Postal 42', '--preview']);
    expect(preview.out).toContain('PREVIEW: nothing was written.');
    const done = await game(['adjudicate', '1', '--confirm-missing']);
    expect(done.code).toBe(0);
    expect(done.out).toContain('Spring 1901 Movement');
    expect(done.out).toContain('F Sev - Bla bounced: 1 against 1 with F Ank - Bla.');

    const json = JSON.parse((await game(['show', 'Postal 42', '--json'])).out);
    expect(json.phases.map((p: { name: string }) => p.name)).toEqual(['Spring 1901 Movement', 'Fall 1901 Movement']);
    const past = await game(['show', 'Postal 42', '--phase', 'S1901M']);
    expect(past.out).toContain('Submissions:');
    expect(past.out).toContain('  A Mos - Ukr moved.');

    const back = await game(['rollback', 'Postal 42', '--to', '0', '--reason', 'Russia phoned a change', '--actor', 'Gustav']);
    expect(back.code).toBe(0);
    expect(back.out).toContain('Rolled back to 0 S1901M');
    const events = await game(['show', 'Postal 42', '--events']);
    expect(events.out).toMatch(/Gustav\s+game-created/);
    expect(events.out).toMatch(/Gustav\s+rolled-back: Russia phoned a change/);

    const file = join(dir, 'postal42.json');
    expect((await game(['export', 'Postal 42', '--out', file])).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).format).toBe('adjutant-game');
    const imported = await game(['import', file, '--name', 'Postal 42 copy']);
    expect(imported.out).toContain("'Postal 42 copy'");
    const listed = await game(['list']);
    expect(listed.out).toContain('Postal 42 copy');
    expect(listed.out).toMatch(/Postal 42\s+standard\s+active\s+S1901M open/);
  });

  it('reads a whole sheet from standard input, corrects a past phase, and votes a draw', async () => {
    const game = cli(join(tempDir(), 'archive.sqlite'));
    await game(['new', 'Sheet game', '--nodias']);
    const sheet = Object.entries(springMails())
      .map(([p, t]) => `${p}:\n${t}`)
      .join('\n\n');
    expect((await game(['orders', 'Sheet game'], sheet)).out.split('\n').filter(Boolean)).toHaveLength(7);
    await game(['adjudicate', 'Sheet game', '--confirm-missing']);
    const russia = 'A war - gal\nA mos - sev\nF sev - rum\nF stp/sc - bot';
    const preview = await game(['correct', 'Sheet game', '--phase', 'S1901M', '--power', 'Russia'], russia);
    expect(preview.out).toContain('(not written)');
    expect(preview.out).toContain('Turkey: F ank - bla: fails bounce -> succeeds');
    expect(preview.out).toContain('Run again with --yes');
    const committed = await game(['correct', 'Sheet game', '--phase', '0', '--power', 'Russia', '--yes'], russia);
    expect(committed.out).toContain('Correction committed');
    for (const power of ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia']) {
      expect((await game(['draw', 'Sheet game', '--power', power, '--list', 'AEF'])).code).toBe(0);
    }
    const last = await game(['draw', 'Sheet game', '--power', 'Turkey', '--list', 'England,France,Austria']);
    expect(last.out).toContain('Passed: a draw between Austria, England, France.');
    expect((await game(['show', 'Sheet game'])).out).toContain('drawn (draw: Austria, England, France)');
  });
});

describe('mistakes', () => {
  it('answers each with one clear line and exit code 2', async () => {
    const dir = tempDir();
    const game = cli(join(dir, 'archive.sqlite'));
    const missing = await game(['list']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/archive\.sqlite does not exist \(adjutant game new NAME creates/);
    await game(['new', 'Real']);
    const cases: [string[], string, RegExp][] = [
      [['show', 'Imaginary'], '', /no game 'Imaginary'/],
      [['orders', 'Real', '--power', 'Narnia'], 'A par H', /'Narnia' is not a power/],
      [['orders', 'Real'], 'Hello, GM', /no orders found/],
      [['rollback', 'Real', '--to', '0'], '', /--reason/],
      [['rollback', 'Real', '--to', 'X1901Q', '--reason', 'r'], '', /names no phase/],
      [['list', '--colour'], '', /Unknown option '--colour'/],
      [['new', 'Real'], '', /already in the archive/],
      [['import', join(dir, 'none.json')], '', /cannot read .*no such file/],
      [['draw', 'Real', '--power', 'England', '--list', 'EF'], '', /DIAS: a draw includes all survivors/],
    ];
    for (const [args, stdin, message] of cases) {
      const run = await game(args, stdin);
      expect([args.join(' '), run.code]).toEqual([args.join(' '), 2]);
      expect(run.err).toMatch(message);
      expect(run.err.startsWith(`adjutant game ${args[0]}: `)).toBe(true);
    }
    const unknown = await runGame(['frobnicate'], { out: () => {}, err: () => {}, stdin: async () => '' });
    expect(unknown).toBe(2);
  });

  it('refuses a file that is not an archive, leaving it unchanged', async () => {
    const file = join(tempDir(), 'notes.txt');
    writeFileSync(file, 'my notes\n');
    const run = await cli(file)(['new', 'Oops']);
    expect(run.code).toBe(2);
    expect(run.err).toContain('is not an Adjutant archive: it is not a SQLite database');
    expect(readFileSync(file, 'utf8')).toBe('my notes\n');
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});

describe('the default archive', () => {
  it('lives in the user data folder of each platform', () => {
    expect(defaultArchivePath('linux', {}, '/home/gm')).toBe('/home/gm/.local/share/adjutant/archive.sqlite');
    expect(defaultArchivePath('linux', { XDG_DATA_HOME: '/data' }, '/home/gm')).toBe('/data/adjutant/archive.sqlite');
    expect(defaultArchivePath('linux', { XDG_DATA_HOME: 'relative' }, '/home/gm')).toBe('/home/gm/.local/share/adjutant/archive.sqlite');
    expect(defaultArchivePath('darwin', {}, '/Users/gm')).toBe('/Users/gm/Library/Application Support/Adjutant/archive.sqlite');
    expect(defaultArchivePath('win32', { APPDATA: 'C:\\Users\\gm\\AppData\\Roaming' }, 'C:\\Users\\gm')).toBe(
      'C:\\Users\\gm\\AppData\\Roaming\\Adjutant\\archive.sqlite',
    );
    expect(defaultArchivePath('linux', { ADJUTANT_ARCHIVE: '/srv/games.sqlite' }, '/home/gm')).toBe('/srv/games.sqlite');
  });
});
