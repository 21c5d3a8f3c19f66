// `adjutant` behaves like a tool (issue 20, item 5): an internal error is one line (the details with
// --debug), input has a size limit it names, deep JSON and absurd fields get messages naming the
// place, nothing a game file or an input says can drive the terminal, and --out never replaces a
// file unless --force says so.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES } from '../../../electron/cli/command';
import { reply } from '../../../electron/cli/game/context';
import { main } from '../../../electron/cli/main';
import { BIN, cli, cliHere, OPENING } from './fixtures';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-tool-'));
  dirs.push(dir);
  return dir;
}

/** Control characters a terminal acts on: none may be written raw. */
// eslint-disable-next-line no-control-regex
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

// The checks of what a command reads run in this process; what reaches the terminal is the
// process's output guard, so the terminal's tests start a real `adjutant`.
const adjudicate = (input: unknown) => cliHere(['adjudicate'], JSON.stringify(input));
const spawnedAdjudicate = (input: unknown) => cli(['adjudicate'], JSON.stringify(input));

describe('internal errors', () => {
  const failing = (stdin = '') => {
    let err = '';
    const io = {
      out: () => {
        throw new Error("ENOENT: no such file or directory, open '/home/gm/.secret/archive.sqlite'");
      },
      err: (t: string) => void (err += t),
      stdin: async () => stdin,
    };
    return { io, err: () => err };
  };

  it('are one line without a stack trace or folders, exit code 1', async () => {
    const run = failing();
    expect(await main(['rules'], run.io)).toBe(1);
    expect(run.err()).toBe(
      "adjutant: internal error: ENOENT: no such file or directory, open 'archive.sqlite' (a bug in Adjutant; run again with --debug for the details)\n",
    );
  });

  it('are shown in full with --debug, anywhere on the line', async () => {
    const run = failing();
    expect(await main(['rules', '--debug'], run.io)).toBe(1);
    expect(run.err()).toContain('/home/gm/.secret/archive.sqlite');
    expect(run.err()).toMatch(/\n\s+at /);
  });

  it("a service's internal error names no folders either, exit code 1", () => {
    let err = '';
    const ctx = { io: { out: () => {}, err: (t: string) => void (err += t), stdin: async () => '' }, name: 'show', actor: 'GM', archive: null as never };
    const code = reply(
      ctx,
      { ok: false, error: { code: 'internal', message: "internal error: EACCES: permission denied, open 'C:\\Users\\gm\\x.json'\nat y" } },
      false,
      () => '',
    );
    expect(code).toBe(1);
    expect(err).toBe("adjutant game show: internal error: EACCES: permission denied, open 'x.json'\n");
  });

  it('a reader that goes away (| head) ends the command quietly', async () => {
    const line = JSON.stringify(OPENING);
    const child = spawn(process.execPath, [BIN, 'adjudicate', '--jsonl'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdin.end(`${line}\n`.repeat(400));
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.once('close', (c) => resolve(c)));
    expect(err).toBe('');
    expect(code).toBe(0);
  });
});

describe('input size', () => {
  it(`refuses a file larger than ${MAX_INPUT_BYTES} bytes, saying the limit`, () => {
    const file = join(temp(), 'big.json');
    writeFileSync(file, ' '.repeat(MAX_INPUT_BYTES + 1));
    const r = cli(['adjudicate', file]);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`adjutant adjudicate: '${file}' is larger than 16 MB, the most adjutant reads from one input\n`);
  });

  it('refuses standard input larger than the limit, and reads input of exactly the limit', () => {
    const big = cli(['parse'], 'x'.repeat(MAX_INPUT_BYTES + 1));
    expect(big.status).toBe(2);
    expect(big.stderr).toBe('adjutant parse: standard input is larger than 16 MB, the most adjutant reads from one input\n');
    const text = JSON.stringify(OPENING);
    const exact = cli(['adjudicate'], text + ' '.repeat(MAX_INPUT_BYTES - Buffer.byteLength(text)));
    expect(exact.stderr).toBe('');
    expect(exact.status).toBe(0);
  });

  it('refuses a game file larger than the limit', () => {
    const dir = temp();
    const file = join(dir, 'game.json');
    writeFileSync(file, ' '.repeat(MAX_INPUT_BYTES + 1));
    const r = cli(['game', 'import', file, '--db', join(dir, 'a.sqlite')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('is larger than 16 MB');
  });
});

describe('absurd input', () => {
  it('deeply nested JSON gets a message with its place, not a stack overflow', async () => {
    const r = await cliHere(['adjudicate'], '['.repeat(100_000));
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('JSON syntax error at line 1, column 513: the JSON is nested more than 512 levels deep\n');
    const lines = await cliHere(['adjudicate', '--jsonl'], `${'{"a":'.repeat(50_000)}\n`);
    expect(JSON.parse(lines.stdout)).toEqual({ error: { line: 1, message: 'JSON syntax error at column 2561: the JSON is nested more than 512 levels deep' } });
  });

  it('a province with several coasts is refused, naming the field', async () => {
    const input = { ...OPENING, units: [{ power: 'France', type: 'F', province: 'spa/nc/sc/ec', coast: null }], orders: [] };
    const r = await adjudicate(input);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("units[0].province: 'spa/nc/sc/ec' names more than one coast; a unit is on one (spa/nc)\n");
    const standoff = await adjudicate({ ...OPENING, standoffs: ['bul/ec/sc'] });
    expect(standoff.stderr).toContain("standoffs[0]: 'bul/ec/sc' names more than one coast");
  });

  for (const year of [1e308, 2 ** 53 + 2, 10_000, 1901.5, 0, -1901, '1901']) {
    it(`year ${JSON.stringify(year)} is refused, naming phase.year`, async () => {
      const r = await adjudicate({ ...OPENING, phase: { ...OPENING.phase, year } });
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`phase.year: expected a whole number of years from 1 to 9999, got ${JSON.stringify(year)}\n`);
    });
  }

  it('the last year is read', async () => {
    const r = await adjudicate({ ...OPENING, phase: { ...OPENING.phase, year: 9999 } });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).phase.year).toBe(9999);
  });
});

describe('terminal safety', () => {
  it('an escape sequence in the input is shown, not sent to the terminal', () => {
    const r = spawnedAdjudicate({ ...OPENING, variant: '\u001b[2J\u001b]0;pwned\u0007\u009b31m\r' });
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(RAW_CONTROL);
    expect(r.stderr).toBe(
      "variant: unknown variant '\\u001b[2J\\u001b]0;pwned\\u0007\\u009b31m\\u000d'; known variants: standard, fleet-rome, 1898, chaos, ancient-mediterranean, youngstown-redux\n",
    );
    const command = cli(['\u001b[31mred']);
    expect(command.stderr).toContain("unknown command '\\u001b[31mred'");
    expect(command.stderr).not.toMatch(RAW_CONTROL);
  });

  it('JSON output keeps its meaning: an escaped control character is the same character', () => {
    const r = cli(['parse', '--json'], 'F lon - nth \u009b\n');
    expect(r.stdout).not.toMatch(RAW_CONTROL);
    expect(JSON.parse(r.stdout).lines[0].text).toBe('F lon - nth \u009b');
  });

  it("a game's or a player's name never reaches the terminal raw", () => {
    const db = join(temp(), 'a.sqlite');
    const evil = 'Evil\u001b[2J\u001b[31m';
    const outputs = [
      cli(['game', 'new', evil, '--player', 'England=Ann\u001b]0;x\u0007', '--db', db]),
      cli(['game', 'list', '--db', db]),
      cli(['game', 'show', '1', '--db', db]),
      cli(['game', 'show', evil, '--db', db]),
      cli(['game', 'report', '1', '--db', db]),
    ];
    for (const r of outputs) {
      expect(r.stdout).not.toMatch(RAW_CONTROL);
      expect(r.stderr).not.toMatch(RAW_CONTROL);
    }
    // The name is taken (then shown escaped) or refused (then the refusal is escaped): either is safe.
    if (outputs[0].status === 0) expect(outputs[1].stdout).toContain('Evil\\u001b[2J\\u001b[31m');
  });
});

describe('--out', () => {
  // The files are the commands' own doing: run in this process (the PDF and PNG test, which names
  // another Chromium in the environment, starts a process).
  async function gameArchive(): Promise<{ dir: string; db: string }> {
    const dir = temp();
    const db = join(dir, 'a.sqlite');
    expect((await cliHere(['game', 'new', 'G', '--db', db])).status).toBe(0);
    return { dir, db };
  }

  for (const command of [
    ['report', 'G'],
    ['report', 'G', '--format', 'svg'],
    ['history', 'G'],
    ['sheets', 'G'],
    ['export', 'G'],
  ]) {
    it(`${command.join(' ')} --out refuses an existing file; --force replaces it`, async () => {
      const { dir, db } = await gameArchive();
      const file = join(dir, 'out.txt');
      writeFileSync(file, 'keep me');
      const refused = await cliHere(['game', ...command, '--out', file, '--db', db]);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toBe(`adjutant game ${command[0]}: '${file}' exists already; nothing was written (--force replaces it)\n`);
      expect(readFileSync(file, 'utf8')).toBe('keep me');
      const forced = await cliHere(['game', ...command, '--out', file, '--force', '--db', db]);
      expect(forced.stderr.replace(/^Exported .*\n$/, '')).toBe('');
      expect(forced.status).toBe(0);
      expect(readFileSync(file, 'utf8')).not.toBe('keep me');
    });
  }

  it('PDF and PNG: the missing or existing --out is said before looking for Chromium', async () => {
    const { dir, db } = await gameArchive();
    const noChromium = { ADJUTANT_CHROMIUM: join(dir, 'no-chromium') };
    for (const [sub, format] of [
      ['report', 'pdf'],
      ['report', 'png'],
      ['sheets', 'pdf'],
    ]) {
      const r = cli(['game', sub, 'G', '--format', format, '--db', db], '', undefined, noChromium);
      expect(r.stderr).toBe(`adjutant game ${sub}: PDF and PNG are binary: name a file with --out FILE\n`);
      const file = join(dir, `x.${format}`);
      writeFileSync(file, 'keep me');
      const exists = cli(['game', sub, 'G', '--format', format, '--out', file, '--db', db], '', undefined, noChromium);
      expect(exists.stderr).toContain('exists already; nothing was written');
    }
  });
});
