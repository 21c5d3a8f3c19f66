// `npm run web` as a user starts it: electron/host/bin.mjs runs the host bundled in out/host
// (nothing compiled at run time, nothing written to the temporary folder) and stops on SIGTERM; on a
// Node older than 22.14 it runs the host on Node 24 and stopping it stops that child too.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { oldNode } from '../cli/fixtures';
import { alive, childrenOf, ended, hasProc, launchScope, until } from '../cli/processes';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const HOST = join(root, 'electron/host/bin.mjs');
const built = existsSync(join(root, 'out/renderer/index.html'));
const old = oldNode();

const { children, orphans, temp } = launchScope('web');

interface Started {
  host: ChildProcess;
  url: string;
  tmp: string;
}

/** Starts the host as `npm run web` does and waits for the address it prints. */
async function startHost(node: string): Promise<Started> {
  const tmp = temp();
  const host = spawn(node, [HOST, '--port', '0', '--db', join(temp(), 'a.sqlite')], {
    env: { ...process.env, TMPDIR: tmp },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(host);
  let out = '';
  let err = '';
  host.stderr!.on('data', (d) => (err += d));
  const url = await new Promise<string>((resolve, reject) => {
    host.stdout!.on('data', (d) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+\/#token=\S+/.exec(out);
      if (m) resolve(m[0]);
    });
    host.once('exit', (code) => reject(new Error(`the host ended (${code}): ${err}`)));
  });
  return { host, url, tmp };
}

describe('the browser host launcher', () => {
  it('says what is wrong with its arguments in one line, escapes and all shown, not acted on', () => {
    const r = spawnSync(process.execPath, [HOST, '--\u001b]0;pwned\u0007'], { encoding: 'utf8', timeout: 120_000 });
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      "adjutant web: unknown option '--\\u001b]0;pwned\\u0007' (options: --archive FILE, --port N, --open, --lan, --cert FILE --key FILE)\n",
    );
  });
});

describe.skipIf(!built)(`the browser host as started by npm run web${built ? '' : ' (skipped: the renderer is not built; npm test builds it)'}`, () => {
  it('serves the workstation from its bundle, writes nothing to the temporary folder, and stops on SIGTERM', async () => {
    const { host, url, tmp } = await startHost(process.execPath);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const exit = ended(host);
    host.kill('SIGTERM');
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(readdirSync(tmp)).toEqual([]);
  });

  it.skipIf(!old || !hasProc)(
    `on an older Node, SIGTERM stops the Node 24 host it started${old ? '' : ' (skipped: no Node older than 22.14 on PATH)'}`,
    async () => {
      const { host, url } = await startHost(old!);
      const child = await until('the Node 24 child', () => childrenOf(host.pid!)[0]);
      orphans.push(child);
      expect((await fetch(url)).status).toBe(200);
      const exit = ended(host);
      host.kill('SIGTERM');
      // The child closes the archive and answers 0; the launcher ends with its code.
      expect(await exit).toEqual({ code: 0, signal: null });
      await until('the child to end', () => (alive(child) ? null : true));
      await expect(fetch(url)).rejects.toThrow();
    },
  );
});
