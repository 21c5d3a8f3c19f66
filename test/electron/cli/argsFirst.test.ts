// Issue 28 lines 7 and 8: a `game` command whose arguments are wrong says so before its archive is
// opened (over.ts runs Sub.args first), and so does `game import` for a file refused on its own (not
// a known format, not JSON, not a game file's shape). Each bad command line below gets the same answer (message
// and exit code) over an archive that does not exist as over a real one, and the missing archive is
// neither created (new and import create one) nor named in the answer: nothing was opened.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../../electron/cli/command';
import { main } from '../../../electron/cli/main';
import { cleanUp, tempDir } from '../service/support';
import { gameCli, type GameRun } from './inProcess';

afterAll(cleanUp);

type Cli = (args: string[], stdin?: string) => Promise<GameRun>;
type Bad = { args: string[]; stdin?: string; says: string };

/** Command lines refused on their arguments alone (stdin given where it is read). */
const BAD: Bad[] = [
  { args: ['new', 'A', 'B'], says: 'give the game one name' },
  { args: ['new', 'G2', '--option', 'x'], says: "--option 'x' should be KEY=VALUE" },
  { args: ['new', 'G2', '--player', 'England=Ann', '--player', 'England=Bob'], says: '--player England is given twice' },
  { args: ['new', 'G2', '--report-language', 'xx'], says: 'xx' },
  { args: ['new', 'G2', '--position', '-'], stdin: '{"units": [', says: '-:' },
  { args: ['new', 'G2', '--position', '-'], stdin: '{"units": "England"}', says: 'is not a position' },
  { args: ['import'], says: 'give one game file' },
  { args: ['import', 'a.json', 'b.json'], says: 'give one game file' },
  { args: ['import', '/no/such/folder/game.json'], says: 'game.json' },
  { args: ['import', '-'], stdin: 'Dear GM, my orders follow.', says: '' },
  { args: ['import', '-'], stdin: '{"format": "adjutant-game", "version": 1, "game": {', says: '' },
  { args: ['import', '-'], stdin: '{"a": 1}', says: '' },
  { args: ['list', '--limit', '0'], says: "--limit '0' should be a whole number above 0" },
  { args: ['rollback', 'G', '--reason', 'r'], says: '--to: which phase' },
  { args: ['rollback', 'G', '--to', '0'], says: '--reason: say why' },
  { args: ['correct', 'G', '--phase', '0'], says: '--phase and --power say which orders to correct' },
  { args: ['export', 'G', '--format', 'xml'], says: "--format 'xml': one of" },
  { args: ['export', 'G', '--phase', '1'], says: '--phase goes with --format judge' },
  { args: ['export', 'G', '--format', 'jdip'], says: 'a jDip saved game is binary' },
];

/** A bad command line answers the same over a real archive and a missing one, which it neither creates nor names. */
async function sameWithoutArchive(real: Cli, none: Cli, missing: string, { args, stdin, says }: Bad): Promise<void> {
  const over = await real(args, stdin);
  const without = await none(args, stdin);
  expect(over.code).toBe(EXIT.badInput);
  expect(over.err).toContain(says);
  expect(without).toEqual(over);
  expect(without.err).not.toContain('archive.sqlite');
  expect(existsSync(missing)).toBe(false);
}

describe('argument errors before the archive', () => {
  const real = gameCli();
  const missing = join(tempDir(), 'none', 'archive.sqlite');
  const none = gameCli(missing);
  beforeAll(async () => {
    expect((await real(['new', 'G'])).code).toBe(EXIT.ok);
  });

  it.each(BAD)('game $args.0: $says', (bad) => sameWithoutArchive(real, none, missing, bad));

  it('an exported game file broken in its shape is refused before the archive too', async () => {
    const exported = await real(['export', 'G']);
    const file = JSON.parse(exported.out) as Record<string, unknown>;
    for (const broken of [
      { ...file, phases: 'none' },
      { ...file, version: 99 },
      { ...file, game: { ...(file.game as object), name: 7 } },
    ]) {
      const text = JSON.stringify(broken);
      const over = await real(['import', '-', '--name', 'Copy'], text);
      expect(over.code).toBe(EXIT.badInput);
      expect(await none(['import', '-', '--name', 'Copy'], text)).toEqual(over);
      expect(existsSync(missing)).toBe(false);
    }
  });

  it('good arguments still reach the archive: its absence is the answer', async () => {
    const listed = await none(['list']);
    expect(listed.code).toBe(EXIT.badInput);
    expect(listed.err).toContain('archive.sqlite');
    const created = await none(['new', 'G']);
    expect(created.code).toBe(EXIT.ok);
    expect(existsSync(missing)).toBe(true);
  });
});

/** `adjutant tournament ARGS --db DB`, in this process. */
function tournamentCli(db: string): Cli {
  return async (args, stdin = '') => {
    let out = '';
    let err = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (err += t), stdin: async () => stdin };
    const code = await main(['tournament', ...args, '--db', db], io);
    return { code, out, err };
  };
}

const TOURNAMENT_BAD: Bad[] = [
  { args: ['new'], says: 'name the tournament' },
  { args: ['new', 'A', 'B', '--scoring', 'carnage'], says: 'one tournament at a time' },
  { args: ['new', 'Cup2'], says: '--scoring is needed' },
  { args: ['players', 'T', '--from-round', 'x'], says: 'from-round' },
  { args: ['players', 'T', '--file', '/no/such/folder/names.txt'], says: 'names.txt' },
  { args: ['round', 'T'], says: 'give the game-end rule' },
  { args: ['round', 'T', '--last-year', '1910', '--seed', 'x'], says: 'seed' },
  { args: ['round', 'T', '--last-year', '1910', '--seating', '-'], stdin: '[{', says: '-:' },
];

describe('tournament argument errors before the archive', () => {
  const real = tournamentCli(join(tempDir(), 'archive.sqlite'));
  const missing = join(tempDir(), 'none', 'archive.sqlite');
  const none = tournamentCli(missing);
  beforeAll(async () => {
    expect((await real(['new', 'T', '--scoring', 'carnage'])).code).toBe(EXIT.ok);
  });

  it.each(TOURNAMENT_BAD)('tournament $args.0: $says', (bad) => sameWithoutArchive(real, none, missing, bad));
});
