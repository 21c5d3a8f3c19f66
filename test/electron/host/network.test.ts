// The event network started from the window (issue 29 item 1): the `event:network` channel is the
// workstation's own window's (a person on the network may not even read it: one test per role),
// a start gives one HTTPS host whatever the clicks, a change made on the network reaches the
// director's window, and a stop ends it.
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eventNetwork, type EventNetwork } from '../../../electron/host/lan';
import { SESSION_COOKIE } from '../../../electron/host/server';
import { dispatch, type HandlerContext } from '../../../electron/ipc/handlers';
import type { NetworkView } from '../../../electron/service/event/types';
import * as people from '../../../electron/service/event/people';
import { cleanUp, tempArchive, tempDir, value } from '../service/support';

let network: EventNetwork | null = null;
afterEach(async () => {
  await network?.stop();
  network = null;
  cleanUp();
});

async function setUp() {
  const archive = await tempArchive();
  const dir = tempDir();
  const told: (number | null)[] = [];
  network = eventNetwork({
    context: { archive, version: 't', actor: 'gm' },
    rendererDir: dir,
    certificateFile: join(dir, 'event-cert.pem'),
    addresses: () => [],
    onChange: (gameId) => told.push(gameId),
  });
  const ctx: HandlerContext = { archive, version: 't', actor: 'gm', host: 'browser', network };
  return { archive, ctx, told, network };
}

function post(url: string, body: unknown, ca: string): Promise<{ status: number; cookie: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request(
      { host: u.hostname, port: u.port, path: u.pathname, method: 'POST', ca, headers: { Origin: u.origin, 'Content-Type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: String(res.headers['set-cookie']?.[0] ?? '').split(';')[0] }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('event:network', () => {
  it('keeps its usual port, and takes a free one when another program holds it', async () => {
    const { archive } = await setUp();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const held = (holder.address() as AddressInfo).port;
    const dir = tempDir();
    const other = eventNetwork({
      context: { archive, version: 't', actor: 'gm' },
      rendererDir: dir,
      certificateFile: join(dir, 'c.pem'),
      port: held,
      addresses: () => [],
      onChange: () => {},
    });
    const on = value(await other.start());
    expect(on.serving).toBe(true);
    expect(new URL(on.url!).port).not.toBe(String(held));
    await other.stop();
    holder.close();
  });

  for (const role of ['director', 'boardGm', 'display'] as const) {
    it(`refuses a ${role} on the network`, async () => {
      const { ctx } = await setUp();
      const out = await dispatch('event:network', { action: 'stop' }, { ...ctx, caller: { role, name: 'Someone', games: [] } });
      expect(out).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    });
  }

  it('says where it cannot serve, and refuses an unknown action', async () => {
    const { ctx } = await setUp();
    expect(await dispatch('event:network', {}, { ...ctx, network: undefined })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: expect.stringContaining('adjutant serve --lan') },
    });
    expect(await dispatch('event:network', { action: 'reboot' }, ctx)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('starts one HTTPS host however often asked, tells the window of changes made there, and stops', async () => {
    const { archive, ctx, told } = await setUp();
    expect(value(await dispatch('event:network', {}, ctx))).toMatchObject({ serving: false, url: null, fingerprint: null });
    const [a, b] = await Promise.all([dispatch('event:network', { action: 'start' }, ctx), dispatch('event:network', { action: 'start' }, ctx)]);
    const on = value(a) as NetworkView & { url: string };
    expect((value(b) as NetworkView).url).toBe(on.url);
    expect(on).toMatchObject({ serving: true, stoppable: true, url: expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+\/$/) });
    expect(on.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);

    // The director on the network creates a game: the window beside is told.
    const code = value(await people.addPerson(archive, { name: 'Tess', role: 'director' })).pairingCode;
    const ca = readFileSync(on.certificate!.match(/\((.*)\)$/)![1], 'utf8');
    const login = await post(`${on.url}api/login`, { name: 'Tess', secret: code }, ca);
    expect(login.status).toBe(200);
    expect(login.cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    const ws = new WebSocket(`${on.url.replace('https', 'wss')}ipc`, { ca, origin: on.url.slice(0, -1), headers: { Cookie: login.cookie } });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const answered = new Promise<{ ok: boolean }>((resolve) =>
      ws.on('message', (m: Buffer) => {
        const msg = JSON.parse(m.toString());
        if (msg.id === 1) resolve(msg.result);
      }),
    );
    ws.send(JSON.stringify({ id: 1, channel: 'game:create', input: { name: 'From the floor' } }));
    expect((await answered).ok).toBe(true);
    expect(told).toHaveLength(1);
    ws.close();

    expect(value(await dispatch('event:network', { action: 'stop' }, ctx))).toMatchObject({ serving: false, url: null });
  });
});
