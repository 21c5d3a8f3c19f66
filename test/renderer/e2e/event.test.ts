// The event network in a browser (issue 29 items 3 and 5): a board GM opens the address over HTTPS,
// logs in with the pairing code, and works on their board as themselves; a display connected beside
// sees the GM's commit pushed over the WebSocket without asking.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eventCertificate } from '../../../electron/host/certificate';
import { RENDERER_DIR } from '../../../electron/host/main';
import { startBrowserHost, type BrowserHost } from '../../../electron/host/server';
import * as people from '../../../electron/service/event/people';
import { createGame } from '../../../electron/service/index';
import { cleanUp, tempArchive, tempDir, value } from '../../electron/service/support';
import { browserContexts, hasChromium, hasRenderer, NO_CHROMIUM, picture } from './support';

let host: BrowserHost | null = null;
const contexts = browserContexts();
afterEach(async () => {
  await contexts.closeAll();
  await host?.close();
  host = null;
  cleanUp();
});

describe.skipIf(!hasChromium || !hasRenderer)(hasChromium ? 'the event network in a browser' : NO_CHROMIUM, () => {
  it('a board GM logs in with the pairing code; a wrong code is refused on the page', async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Cup R1 B1' }));
    const { pairingCode } = value(await people.addPerson(archive, { name: 'Alice', role: 'boardGm', games: [game.id] }));
    const cert = await eventCertificate(join(tempDir(), 'c.pem'), ['127.0.0.1', 'localhost']);
    host = await startBrowserHost({ context: { archive, version: 't', actor: 'director' }, rendererDir: RENDERER_DIR, tls: cert, event: {} });
    // The worker's Chromium, shared: the host's self-signed certificate is accepted by this context only.
    const page = await (await contexts.open({ viewport: { width: 768, height: 1024 }, ignoreHTTPSErrors: true })).newPage();
    await page.goto(`https://127.0.0.1:${host.port}/`);
    await page.getByTestId('login-name').fill('Alice');
    await page.getByTestId('login-secret').fill('WRNG-CODE');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBe('wrong name, pairing code or password');
    await picture(page, 'event-login-768');
    await page.getByTestId('login-secret').fill(pairingCode);
    await page.getByTestId('login-submit').click();
    // In: the workstation lists the games, over wss with the session cookie.
    await expect.poll(async () => (await page.content()).includes('Cup R1 B1')).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'adjutant_session')).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
  });
});

describe('pushes to every client', () => {
  it("a display sees a GM's commit without asking; a commit for a phase already gone is refused", async () => {
    const archive = await tempArchive();
    const game = value(await createGame(archive, { name: 'Live' }));
    host = await startBrowserHost({ context: { archive, version: 't', actor: 'director' }, rendererDir: tempDir(), event: {} });
    const origin = `http://127.0.0.1:${host.port}`;
    const login = async (name: string, code: string) => {
      const res = await fetch(`${origin}/api/login`, { method: 'POST', headers: { Origin: origin }, body: JSON.stringify({ name, secret: code }) });
      return res.headers.get('set-cookie')!.split(';')[0];
    };
    const gm = value(await people.addPerson(archive, { name: 'Alice', role: 'boardGm', games: [game.id] })).pairingCode;
    const wall = value(await people.addPerson(archive, { name: 'Wall', role: 'display' })).pairingCode;
    const open = (cookie: string) =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${host!.port}/ipc`, { origin, headers: { Cookie: cookie } });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      });
    const a = await open(await login('Alice', gm));
    const d = await open(await login('Wall', wall));
    const pushed = new Promise<unknown>((resolve) => d.on('message', (m: Buffer) => resolve(JSON.parse(m.toString()))));
    const answer = (ws: WebSocket, id: number, channel: string, input: unknown) =>
      new Promise<{ ok: boolean; error?: { code: string } }>((resolve) => {
        ws.on('message', (m: Buffer) => {
          const msg = JSON.parse(m.toString());
          if (msg.id === id) resolve(msg.result);
        });
        ws.send(JSON.stringify({ id, channel, input }));
      });
    const shown = { seq: 0, phaseId: game.current!.id };
    expect((await answer(a, 1, 'phase:adjudicate', { gameId: game.id, expect: shown })).ok).toBe(true);
    expect(await pushed).toEqual({ event: { kind: 'archive-changed', gameId: game.id } });
    // The same screen commits again: it has not seen Fall 1901, so it is refused, never merged.
    expect((await answer(a, 2, 'phase:adjudicate', { gameId: game.id, expect: shown })).error?.code).toBe('stale-preview');
    a.close();
    d.close();
  });
});
