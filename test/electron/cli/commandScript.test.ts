// `adjutant` as a program (issue 28 item 8): npm's link, `sh bin.mjs`, node itself, from any folder;
// Node 24 is the process started and no launcher stays between. Until session 17 the last block of
// startup.test.ts (21 s on a fresh clone beside the other lane, against the goal of 20 s a file).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readlinkSync, realpathSync, symlinkSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOO_OLD } from '../../../electron/runtime/node24.mjs';
import { BIN, cli, oldNode } from './fixtures';
import { probeIn } from './probe';
import { alive, childrenOf, ended, hasProc, launchScope, until } from './processes';

const root = fileURLToPath(new URL('../../..', import.meta.url));

// `adjutant` as a program (npm's node_modules/.bin/adjutant, `npm link`, `sh bin.mjs`): bin.mjs is
// also a shell script, which execs the project's Node 24 on itself: no older Node starts and no
// launcher process stays (issue 28 line 8). Node 24 is where electron/runtime/node24.mjs looks.
const node24 = join(root, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin/node');
const hasNode24 = existsSync(node24);
describe.skipIf(process.platform === 'win32' || !hasNode24)(
  `the adjutant command, a shell script that execs the project's Node 24${hasNode24 ? '' : ' (skipped: no Node 24 in node_modules)'}`,
  () => {
    const { children, temp } = launchScope('startup');
    const old = oldNode();
    // The older Node first on the PATH, as on the machines: the command must not use it.
    const env = { PATH: `${old ? `${dirname(old)}${delimiter}` : ''}${process.env.PATH}` };
    /** npm's links: node_modules/adjutant -> the project, node_modules/.bin/adjutant -> ../adjutant/electron/cli/bin.mjs, in a folder with spaces. */
    const linked = () => {
      const here = join(temp(), 'GM files');
      mkdirSync(join(here, 'node_modules/.bin'), { recursive: true });
      symlinkSync(root, join(here, 'node_modules/adjutant'));
      symlinkSync('../adjutant/electron/cli/bin.mjs', join(here, 'node_modules/.bin/adjutant'));
      return { here, bin: join(here, 'node_modules/.bin/adjutant') };
    };

    it('run through a link, from any folder and paths with spaces: Node 24 is the process started, with its exit codes and streams, and --debug', () => {
      const { here, bin } = linked();
      const probe = probeIn(temp());
      const run = (args: string[]) => probe.run(bin, args, { cwd: here, env });
      const made = run(['game', 'new', 'Club night', '--db', 'club games.sqlite']);
      expect(made.run.stderr).toBe('');
      expect(made.run.status).toBe(0);
      // The process the shell started is Node 24 itself (exec): one process, no launcher, no older Node.
      expect(made.records).toHaveLength(1);
      expect(realpathSync(made.record.execPath)).toBe(realpathSync(node24));
      expect(realpathSync(made.record.argv[0])).toBe(realpathSync(BIN));
      expect(existsSync(join(here, 'club games.sqlite'))).toBe(true);
      const listed = run(['game', 'list', '--db', 'club games.sqlite']);
      expect(listed.run.status).toBe(0);
      expect(listed.run.stdout).toContain('Club night');
      const missing = run(['game', 'show', 'nothing', '--db', 'club games.sqlite']);
      expect(missing.run.status).toBe(2);
      expect(missing.run.stdout).toBe('');
      expect(missing.run.stderr).toContain('adjutant game show:');
      expect(run(['rules']).record.sourceMaps).toBe(false);
      const debug = run(['rules', '--debug']);
      expect(debug.run.status).toBe(0);
      expect(debug.run.stdout).toContain('Rule options');
      expect(debug.record.sourceMaps).toBe(true);
    });

    it('run by sh, from its folder or by path, and by node itself, it is the same command', () => {
      const probe = probeIn(temp());
      for (const [program, args, cwd] of [
        ['sh', ['bin.mjs', '--version'], join(root, 'electron/cli')],
        ['sh', [linked().bin, '--version'], temp()],
        [BIN, ['--version'], temp()],
      ] as const) {
        const { run, record, records } = probe.run(program, [...args], { cwd, env });
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout).toBe('adjutant 0.1.0\n');
        expect(records).toHaveLength(1);
        expect(realpathSync(record.execPath)).toBe(realpathSync(node24));
      }
      // `node bin.mjs` (Windows, or anyone typing it) reads the shell's lines as a comment.
      expect(cli(['--version']).stdout).toBe('adjutant 0.1.0\n');
    });

    it.skipIf(!hasProc)('stopping the command stops Node 24 itself: no launcher stays between (SIGTERM, SIGKILL)', async () => {
      const bin = linked().bin;
      for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
        const db = join(temp(), 'a.sqlite');
        // `game import -` waits on standard input, which a process of its own keeps open.
        const writer = spawn('sleep', ['60'], { stdio: ['ignore', 'pipe', 'ignore'] });
        children.push(writer);
        const command = spawn(bin, ['game', 'import', '-', '--db', db], { stdio: [writer.stdout!, 'pipe', 'pipe'], env: { ...process.env, ...env } });
        children.push(command);
        const exe = () => {
          try {
            return readlinkSync(`/proc/${command.pid}/exe`);
          } catch {
            return '';
          }
        };
        // The shell becomes Node 24 (its exec), which starts no process of its own.
        await until('the shell to exec Node 24', () => (exe() === realpathSync(node24) ? true : null));
        expect(childrenOf(command.pid!)).toEqual([]);
        const exit = ended(command);
        command.kill(signal);
        expect(await exit).toEqual({ code: null, signal });
        expect(alive(command.pid!)).toBe(false);
        writer.kill('SIGKILL');
      }
    });

    it('without Node 24 in node_modules the node on the PATH runs it: the tables, and what the archive needs; without any node, the shell says so', () => {
      // The project as installed without Node 24: bin.mjs copied, everything else linked (and kept
      // as linked: --preserve-symlinks), so that every path the command takes from its files is here.
      const base = join(temp(), 'no node 24');
      mkdirSync(join(base, 'electron/cli'), { recursive: true });
      mkdirSync(join(base, 'node_modules'));
      for (const name of readdirSync(root))
        if (!name.startsWith('.') && !['electron', 'node_modules'].includes(name)) symlinkSync(join(root, name), join(base, name));
      for (const name of readdirSync(join(root, 'electron'))) if (name !== 'cli') symlinkSync(join(root, 'electron', name), join(base, 'electron', name));
      for (const name of readdirSync(join(root, 'electron/cli')))
        if (name !== 'bin.mjs') symlinkSync(join(root, 'electron/cli', name), join(base, 'electron/cli', name));
      for (const name of readdirSync(join(root, 'node_modules')))
        if (!name.startsWith('.') && name !== `node-${process.platform}-${process.arch}`)
          symlinkSync(join(root, 'node_modules', name), join(base, 'node_modules', name));
      const bin = join(base, 'electron/cli/bin.mjs');
      copyFileSync(BIN, bin);
      chmodSync(bin, 0o755);
      expect(cli(['--version']).status).toBe(0);
      if (old) {
        const probe = probeIn(temp());
        const run = (args: string[]) => probe.run(bin, args, { cwd: temp(), env, options: '--preserve-symlinks' });
        const table = run(['game', '--help']);
        expect(table.run.status, table.run.stderr).toBe(0);
        expect(table.run.stdout).toMatch(/^Usage: adjutant game/);
        expect(table.records).toHaveLength(1);
        expect(realpathSync(table.record.execPath)).toBe(realpathSync(old));
        const list = run(['game', 'list', '--db', 'x.sqlite']);
        expect(list.run.status).toBe(2);
        expect(list.run.stderr).toBe(`adjutant game list: ${TOO_OLD.replace(process.versions.node, list.record.node)}\n`);
        expect(list.records).toHaveLength(1);
      }
      // No node at all: the shell's own message (uname is all it runs).
      const tools = temp();
      symlinkSync(execFileSync('sh', ['-c', 'command -v uname'], { encoding: 'utf8' }).trim(), join(tools, 'uname'));
      const none = spawnSync(bin, ['game', 'list'], { env: { ...process.env, PATH: tools }, encoding: 'utf8' });
      expect(none.status).toBe(127);
      expect(none.stdout).toBe('');
      expect(none.stderr).toBe("adjutant: cannot start: no Node to run on (run `npm install` to get the project's Node 24, or install Node 24)\n");
    });
  },
);
