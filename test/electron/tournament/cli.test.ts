// `adjutant tournament` mistakes: each is one line on stderr naming the problem, exit code 2,
// and nothing written.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './cliRun';
import { main } from '../../../electron/cli/main';
import { cleanUp, tempDir } from '../service/support';

afterEach(cleanUp);

const run = runCli;

describe('adjutant tournament on the command line', () => {
  it('is listed by adjutant --help', async () => {
    let out = '';
    await main(['--help'], { out: (t) => void (out += t), err: () => undefined, stdin: async () => '' });
    expect(out).toMatch(/tournament\s+run tournaments over an archive/);
  });

  it('answers each mistake with one line and exit code 2', async () => {
    const db = join(tempDir(), 'a.sqlite');
    expect((await run(['new', 'Cup', '--scoring', 'carnage', '--db', db])).code).toBe(0);
    const cases: [string[], string][] = [
      [['new', 'Other', '--db', db], '--scoring is needed'],
      [['new', 'Other', '--scoring', 'elo', '--db', db], 'scoring: expected one of "draw-size"'],
      [['new', 'Other', '--scoring', 'carnage', '--combine', 'best', '--db', db], 'combine'],
      [['round', 'Cup', '--db', db], 'give the game-end rule'],
      [['round', 'Cup', '--last-year', '1907', '--db', db], 'round 1 needs at least 7 players'],
      [['score', 'Cup', '--round', '1', '--db', db], 'a result needs --round and --board'],
      [['score', 'Cup', '--round', '1', '--board', '1', '--solo', 'eng', '--draw', 'fra', '--db', db], 'one of --solo, --draw, --time'],
      [['score', 'Cup', '--round', '1', '--board', '1', '--time', '--centers', 'eng:5', '--db', db], "'eng:5' is not POWER=NUMBER"],
      [['standings', 'Cup', '--format', 'pdf', '--db', db], 'name a file with --out'],
      [['export', 'Cup', '--what', 'everything', '--db', db], '--what: one of sheets'],
      [['standings', 'Nope', '--db', db], "no tournament 'Nope'"],
      [['bogus'], "unknown command 'bogus'"],
    ];
    for (const [args, message] of cases) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain(message);
      if (args[0] !== 'bogus') expect(r.err.trim().split('\n')[0]).toMatch(/^adjutant tournament \w+: /);
    }
  });
});
