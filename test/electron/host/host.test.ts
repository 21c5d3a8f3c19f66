// The browser host: loopback only, the renderer served with its CSP, the contract over a WebSocket
// that needs the per-launch token from the host's own origin.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ask } from './ask';
import { ASSET_CACHE, startBrowserHost, type BrowserHost, type BrowserHostOptions } from '../../../electron/host/server';
import { parseHostArgs } from '../../../electron/host/main';
import { hostAllowed, originAllowed, tokenMatches } from '../../../electron/host/security';
import { cleanUp, tempArchive, tempDir } from '../service/support';

let host: BrowserHost | null = null;
afterEach(async () => {
  await host?.close();
  host = null;
  cleanUp();
});

async function start(options: Partial<BrowserHostOptions> = {}): Promise<BrowserHost> {
  const dir = tempDir();
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Adjutant</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  host = await startBrowserHost({ context: { archive: await tempArchive(), version: 't', actor: 'gm' }, rendererDir: dir, ...options });
  return host;
}

function connect(h: BrowserHost, opts: { token?: string; origin?: string; host?: string } = {}): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${h.port}/ipc?token=${opts.token ?? h.token}`, {
    origin: opts.origin ?? `http://127.0.0.1:${h.port}`,
    ...(opts.host ? { headers: { Host: opts.host } } : {}),
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

describe('browser host', () => {
  it('listens on loopback only, with a fresh token each launch', async () => {
    const a = await start();
    expect(a.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]{43}$/);
    const first = a.token;
    await a.close();
    const b = await start();
    expect(b.token).not.toBe(first);
  });

  it('serves the renderer with a strict Content-Security-Policy', async () => {
    const h = await start();
    const res = await fetch(`http://127.0.0.1:${h.port}/`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`http://127.0.0.1:${h.port}/assets/app.js`)).headers.get('content-type')).toMatch(/javascript/);
  });

  it('lets the browser keep only the hashed assets, and only when asked (cacheAssets: the browser tests)', async () => {
    const cacheOf = async (h: BrowserHost, path: string) => (await fetch(`http://127.0.0.1:${h.port}${path}`)).headers.get('cache-control');
    const plain = await start();
    expect([await cacheOf(plain, '/'), await cacheOf(plain, '/assets/app.js'), await cacheOf(plain, '/favicon.svg')]).toEqual([
      'no-store',
      'no-store',
      'no-store',
    ]);
    await plain.close();
    const kept = await start({ cacheAssets: true });
    expect([await cacheOf(kept, '/'), await cacheOf(kept, '/assets/app.js'), await cacheOf(kept, '/favicon.svg')]).toEqual([
      'no-store',
      ASSET_CACHE,
      'no-store',
    ]);
    expect(ASSET_CACHE).toContain('immutable');
  });

  it('serves nothing outside the renderer folder', async () => {
    const h = await start();
    for (const path of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/assets/../../x']) {
      expect((await fetch(`http://127.0.0.1:${h.port}${path}`)).status).toBe(404);
    }
  });

  it('refuses a Host header that is not its own (DNS rebinding)', async () => {
    const h = await start();
    const status = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: h.port, path: '/', headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await status(`127.0.0.1:${h.port}`)).toBe(200);
    expect(await status(`localhost:${h.port}`)).toBe(200);
    expect(await status(`evil.example:${h.port}`)).toBe(421);
    expect(await status('127.0.0.1')).toBe(421);
    await expect(connect(h, { host: `evil.example:${h.port}` })).rejects.toThrow('refused: 403');
    expect(hostAllowed(`127.0.0.1:${h.port}`, h.port)).toBe(true);
    expect(hostAllowed(`evil.example:${h.port}`, h.port)).toBe(false);
    expect(originAllowed('http://evil.example', h.port)).toBe(false);
  });

  it('refuses a WebSocket without the token, with a wrong token, or from another origin', async () => {
    const h = await start();
    await expect(connect(h, { token: 'wrong' })).rejects.toThrow('refused: 403');
    await expect(connect(h, { token: '' })).rejects.toThrow('refused: 403');
    await expect(connect(h, { origin: 'http://evil.example' })).rejects.toThrow('refused: 403');
    expect(tokenMatches('abc', 'abd')).toBe(false);
    expect(tokenMatches('abc', undefined)).toBe(false);
  });

  it('carries the contract: a request answers with its id, errors as values', async () => {
    const h = await start();
    const ws = await connect(h);
    const created = await ask(ws, 1, 'game:create', { name: 'Over the wire' });
    expect(created.result).toMatchObject({ ok: true, value: { name: 'Over the wire' } });
    const bad = await ask(ws, 2, 'game:get', { gameId: -1 });
    expect(bad.result).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    const unknown = await ask(ws, 3, 'fs:read', {});
    expect(unknown.result.error?.message).toMatch(/unknown channel/);
    ws.close();
  });

  it('answers a request that is not JSON with an error, and stays up', async () => {
    const h = await start();
    const ws = await connect(h);
    const reply = new Promise<string>((resolve) => ws.once('message', (d) => resolve(d.toString())));
    ws.send('not json');
    expect(JSON.parse(await reply)).toMatchObject({ id: null, result: { ok: false, error: { code: 'invalid-input' } } });
    expect((await ask(ws, 4, 'game:list', {})).result.ok).toBe(true);
    ws.close();
  });

  it('tells every open page when the archive changes', async () => {
    const h = await start();
    const watcher = await connect(h);
    const actor = await connect(h);
    const event = new Promise<unknown>((resolve) =>
      watcher.on('message', (d) => {
        const msg = JSON.parse(d.toString());
        if (msg.event) resolve(msg.event);
      }),
    );
    await ask(actor, 1, 'game:create', { name: 'Seen elsewhere' });
    expect(await event).toMatchObject({ kind: 'archive-changed', gameId: expect.any(Number) });
    watcher.close();
    actor.close();
  });
});

describe('npm run web arguments', () => {
  it('reads --archive, --port and --open, and names a bad option', () => {
    expect(parseHostArgs(['--archive', '/tmp/a.sqlite', '--port', '8123', '--open'], {})).toEqual({
      ok: true,
      value: { archive: '/tmp/a.sqlite', port: 8123, open: true, lan: false },
    });
    expect(parseHostArgs(['--port', 'eighty'], {})).toEqual({ ok: false, error: "--port needs a port number (0-65535), got 'eighty'" });
    expect(parseHostArgs(['--verbose'], {})).toMatchObject({ ok: false, error: expect.stringContaining("unknown option '--verbose'") });
  });
});
