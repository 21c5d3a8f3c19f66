// `adjutant game import` and `export` with the foreign formats, end to end through runGame: the
// format recognised by content, the audit printed, nothing stored without --accept-differences,
// a file of no known format refused naming its line, exports in the Judge's and MILA's formats.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, tempDir } from '../service/support';
import { gameCli } from '../cli/inProcess';

afterEach(cleanUp);

const samples = join(__dirname, 'samples');
const judge = readFileSync(join(samples, 'judge-history.txt'), 'utf8');

const cli = gameCli;

describe('adjutant game import / export with the Judge and MILA formats', () => {
  it('imports a Judge history and a MILA game by content, and exports them again', async () => {
    const dir = tempDir();
    const game = cli(join(dir, 'a.sqlite'));
    const j = await game(['import', join(samples, 'judge-history.txt')]);
    expect(j).toMatchObject({ code: 0, err: '' });
    expect(j.out).toBe("Read a Judge history: 7 phases played again by Adjutant, no difference.\nImported game #1 'demo' (8 phases in play).\n");
    const m = await game(['import', join(samples, 'mila-game.json')]);
    expect(m.out).toContain("Read a MILA saved game: 3 phases played again by Adjutant, no difference.\nImported game #2 'mila-demo'");

    const history = await game(['export', 'demo', '--format', 'judge']);
    expect(history.code).toBe(0);
    expect(history.out).toMatch(/^Summary of game 'demo' through Movement for Spring of 1903\./);
    const phase = await game(['export', 'demo', '--format', 'judge', '--phase', 'S1902R']);
    expect(phase.out).toMatch(
      /^Retreat results for Spring of 1902\. {2}\(demo, #1\)\n\nAustria: Fleet Trieste -> Adriatic Sea\.\nGermany: Army Burgundy DISBAND\.\n\n/,
    );
    expect(phase.out).toMatch(/\nThe next phase of 'demo' will be Fall 1902 Movement\.\n$/);
    // One writer: the report in the judges' layout prints the same phase the same way (issue 28).
    const report = await game(['report', 'demo', '--phase', 'S1902R', '--format', 'judge']);
    expect(report.out).toBe(phase.out);
    const mila = JSON.parse((await game(['export', 'mila-demo', '--format', 'mila'])).out);
    expect(mila.phases.map((p: { name: string }) => p.name)).toEqual(['S1901M', 'F1901M', 'W1901A', 'S1902M']);

    // Adjutant's own game file goes the same way, said as before.
    const own = join(dir, 'demo.json');
    expect((await game(['export', 'demo', '--out', own])).code).toBe(0);
    expect((await game(['import', own, '--name', 'demo copy'])).out).toBe("Imported game #3 'demo copy' (8 phases in play).\n");

    // What Adjutant writes, it reads back: into a second archive, without a difference.
    const file = join(dir, 'demo.txt');
    writeFileSync(file, history.out);
    const again = await cli(join(dir, 'b.sqlite'))(['import', file]);
    expect(again.out).toContain('no difference');
  });

  it('prints the audit and stores nothing until --accept-differences', async () => {
    const dir = tempDir();
    const game = cli(join(dir, 'a.sqlite'));
    const file = join(dir, 'wrong.txt');
    writeFileSync(file, judge.replace('Austria: Army Vienna -> Galicia.  (*bounce*)', 'Austria: Army Vienna -> Galicia.'));
    const first = await game(['import', file]);
    expect(first.code).toBe(3);
    expect(first.out).toBe(
      "Read a Judge history: 7 phases played again by Adjutant, 1 difference with the file's results:\n" +
        '  S1901M (line 32): Austria: Army Vienna -> Galicia.: the file has no flag (it stands); Adjutant gives (*bounce*)\n',
    );
    expect(first.err).toMatch(/nothing was stored.*--accept-differences/);
    expect((await game(['list'])).out).not.toContain('demo');
    const accepted = await game(['import', file, '--accept-differences']);
    expect(accepted.code).toBe(0);
    expect(accepted.out).toContain("Imported game #1 'demo'");
  });

  it('refuses a file of no known format, naming the line or field', async () => {
    const dir = tempDir();
    const game = cli(join(dir, 'a.sqlite'));
    const cases: [string, RegExp][] = [
      ['Dear GM,\nhere are my orders.\nA par - bur\n', /line 1 \('Dear GM,'\) begins no format Adjutant reads/],
      ['{"players": []}', /the JSON has neither a "format" field \(an Adjutant game file\) nor a "phases" field/],
      ['{"format": "othergame"}', /field "format": 'othergame' is no format Adjutant knows/],
      ['{"phases": [', /not valid JSON/],
      ['{"id": "x", "map": "standard", "rules": [], "phases": [{"name": "S1901M"}]}', /phases\[0\]\.state/],
    ];
    for (const [text, message] of cases) {
      const file = join(dir, 'f.txt');
      writeFileSync(file, text);
      const r = await game(['import', file]);
      expect(r.code, text).toBe(2);
      expect(r.err, text).toMatch(message);
    }
  });

  it('says which formats export knows', async () => {
    const game = cli(join(tempDir(), 'a.sqlite'));
    await game(['import', join(samples, 'mila-game.json')]);
    expect((await game(['export', 'mila-demo', '--format', 'pbem'])).err).toMatch(/--format 'pbem': one of adjutant, judge, mila/);
    expect((await game(['export', 'mila-demo', '--format', 'mila', '--phase', '1'])).err).toMatch(/--phase goes with --format judge/);
  });
});
