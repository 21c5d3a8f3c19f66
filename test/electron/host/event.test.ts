// The event network's people, checked on the server (issue 29 item 3): board GMs and displays join
// with a one-time pairing code or a password (scrypt), get an HttpOnly Secure SameSite=Strict session
// cookie that expires and can be revoked; logins are rate-limited; every channel is checked against
// the caller's role. One test per refusal.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Archive } from '../../../electron/archive/db';
import { startBrowserHost, SESSION_COOKIE, type BrowserHost } from '../../../electron/host/server';
import * as people from '../../../electron/service/event/people';
import { createGame } from '../../../electron/service/index';
import { cleanUp, SPRING_1901, tempArchive, tempDir, value } from '../service/support';

let host: BrowserHost | null = null;
afterEach(async () => {
  await host?.close();
  host = null;
  cleanUp();
});

interface Setup {
  h: BrowserHost;
  archive: Archive;
  clock: { ms: number };
  games: number[];
  codes: Record<string, string>;
}

async function setUp(): Promise<Setup> {
  const dir = tempDir();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Adjutant</title>');
  mkdirSync(join(dir, 'assets'));
  // The archive's clock and the rate limit's clock are the same stepped clock.
  const clock = { ms: Date.UTC(2026, 4, 1, 9) };
  const archive = await tempArchive({ clock: () => new Date(clock.ms) });
  const games = [value(await createGame(archive, { name: 'R1 B1' })).id, value(await createGame(archive, { name: 'R1 B2' })).id];
  const codes: Record<string, string> = {};
  codes.Alice = value(await people.addPerson(archive, { name: 'Alice', role: 'boardGm', games: [games[0]] })).pairingCode;
  codes.Wall = value(await people.addPerson(archive, { name: 'Wall', role: 'display' })).pairingCode;
  codes.Tess = value(await people.addPerson(archive, { name: 'Tess', role: 'director' })).pairingCode;
  host = await startBrowserHost({
    context: { archive, version: 't', actor: 'gm' },
    rendererDir: dir,
    event: { rateLimit: { attempts: 3, windowMs: 60_000 }, now: () => clock.ms },
  });
  return { h: host, archive, clock, games, codes };
}

const origin = (h: BrowserHost) => `http://127.0.0.1:${h.port}`;

async function login(h: BrowserHost, name: string, secret: string, from = origin(h)): Promise<{ status: number; cookie: string | null; body: unknown }> {
  const res = await fetch(`${origin(h)}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: from },
    body: JSON.stringify({ name, secret }),
  });
  return { status: res.status, cookie: res.headers.get('set-cookie'), body: await res.json() };
}

function connect(h: BrowserHost, cookie: string | null): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${h.port}/ipc`, { origin: origin(h), headers: cookie ? { Cookie: cookie.split(';')[0] } : {} });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

let nextId = 1;
function ask(ws: WebSocket, channel: string, input: unknown): Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }> {
  const id = nextId++;
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const msg = JSON.parse(data.toString());
      if (msg.id === id) {
        ws.off('message', onMessage);
        resolve(msg.result);
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ id, channel, input }));
  });
}

describe('the event network: people and roles', () => {
  it('keeps no secret in clear: scrypt hashes for passwords and codes, SHA-256 for session tokens', async () => {
    const { h, archive, codes } = await setUp();
    const { cookie } = await login(h, 'Alice', codes.Alice);
    value(await people.setPassword(archive, { name: 'Wall', password: 'projector-7781' }));
    const dump =
      JSON.stringify(archive.db.prepare('SELECT * FROM event_people').all()) + JSON.stringify(archive.db.prepare('SELECT * FROM event_sessions').all());
    expect(dump).not.toContain(codes.Wall);
    expect(dump).not.toContain('projector-7781');
    expect(dump).not.toContain(cookie!.split(';')[0].split('=')[1]);
    expect(dump).toMatch(/scrypt\$16384\$8\$1\$/);
  });

  it('a pairing code logs in once and gives an HttpOnly, Secure, SameSite=Strict cookie that expires', async () => {
    const { h, codes } = await setUp();
    const first = await login(h, 'alice', codes.Alice.toLowerCase());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ok: true, value: { name: 'Alice', role: 'boardGm' } });
    expect(first.cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{43}; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=\\d+$`));
    const again = await login(h, 'Alice', codes.Alice);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ ok: false, error: { code: 'forbidden', message: 'wrong name, pairing code or password' } });
  });

  it('refuses a wrong code, a wrong name and a revoked person with the same answer', async () => {
    const { h, archive, codes } = await setUp();
    expect((await login(h, 'Alice', 'AAAA-AAAA')).status).toBe(401);
    expect((await login(h, 'Mallory', codes.Alice)).status).toBe(401);
    value(await people.revokePerson(archive, { name: 'Wall' }));
    const revoked = await login(h, 'Wall', codes.Wall);
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ ok: false, error: { code: 'forbidden', message: 'wrong name, pairing code or password' } });
  });

  it('rate-limits failed logins by address, and lets them in again once the window has passed', async () => {
    const { h, clock, codes } = await setUp();
    for (let i = 0; i < 3; i++) expect((await login(h, 'Tess', `WRONG-${i}`)).status).toBe(401);
    // Even the right code waits: the limit is on attempts, not on wrong ones only.
    const limited = await login(h, 'Tess', codes.Tess);
    expect(limited.status).toBe(429);
    expect((limited.body as { error: { message: string } }).error.message).toMatch(/^too many failed logins: try again in \d+ s$/);
    clock.ms += 61_000;
    expect((await login(h, 'Tess', codes.Tess)).status).toBe(200);
  });

  it('refuses a login posted from another origin', async () => {
    const { h, codes } = await setUp();
    expect((await login(h, 'Alice', codes.Alice, 'https://evil.example')).status).toBe(403);
  });

  it('refuses a socket without a session, and one whose session expired or was revoked', async () => {
    const { h, archive, clock, codes } = await setUp();
    await expect(connect(h, null)).rejects.toThrow('refused: 403');
    await expect(connect(h, `${SESSION_COOKIE}=made-up-token`)).rejects.toThrow('refused: 403');
    const { cookie } = await login(h, 'Wall', codes.Wall);
    const ws = await connect(h, cookie);
    expect((await ask(ws, 'tournament:list', {})).ok).toBe(true);
    // Revoked while connected: the next request is refused and the socket closes.
    value(await people.revokePerson(archive, { name: 'Wall' }));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    expect((await ask(ws, 'tournament:list', {})).error).toMatchObject({ code: 'forbidden', message: expect.stringContaining('session ended') });
    expect(await closed).toBe(4401);
    await expect(connect(h, cookie)).rejects.toThrow('refused: 403');
    // Expired: a session lasts a convention day.
    const tess = await login(h, 'Tess', codes.Tess);
    expect((await connect(h, tess.cookie)).readyState).toBe(WebSocket.OPEN);
    clock.ms += (people.SESSION_HOURS + 1) * 3_600_000;
    await expect(connect(h, tess.cookie)).rejects.toThrow('refused: 403');
  });

  it("the people list counts each person's open sessions and their last login (the People screen's columns)", async () => {
    const { h, archive, clock, codes } = await setUp();
    const of = async (name: string) => value(await people.listPeople(archive)).find((p) => p.name === name)!;
    expect(await of('Alice')).toMatchObject({ activeSessions: 0, lastLogin: null });
    const first = new Date(clock.ms).toISOString();
    expect((await login(h, 'Alice', codes.Alice)).status).toBe(200);
    value(await people.setPassword(archive, { name: 'Alice', password: 'a long password' }));
    clock.ms += 3_600_000;
    const second = new Date(clock.ms).toISOString();
    expect((await login(h, 'Alice', 'a long password')).status).toBe(200);
    expect(await of('Alice')).toMatchObject({ activeSessions: 2, lastLogin: second });
    expect(second > first).toBe(true);
    // The first session expires: one left open; the last login stays.
    clock.ms += (people.SESSION_HOURS - 0.5) * 3_600_000;
    expect(await of('Alice')).toMatchObject({ activeSessions: 1, lastLogin: second });
    // Revoked: none open.
    value(await people.revokePerson(archive, { name: 'Alice' }));
    expect(await of('Alice')).toMatchObject({ activeSessions: 0, lastLogin: second });
    expect(await of('Wall')).toMatchObject({ activeSessions: 0, lastLogin: null });
  });

  it('a display reads standings and boards and writes nothing', async () => {
    const { h, games, codes } = await setUp();
    const ws = await connect(h, (await login(h, 'Wall', codes.Wall)).cookie);
    expect((await ask(ws, 'game:phase', { gameId: games[0] })).ok).toBe(true);
    expect(await ask(ws, 'orders:submit', { gameId: games[0], text: SPRING_1901 })).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'orders:submit: a display may not make this change' },
    });
    expect((await ask(ws, 'game:create', { name: 'Sneaky' })).error?.code).toBe('forbidden');
    expect((await ask(ws, 'event:people', {})).error?.code).toBe('forbidden');
  });

  it('a board GM writes to their boards only, and the log names them', async () => {
    const { h, archive, games, codes } = await setUp();
    const ws = await connect(h, (await login(h, 'Alice', codes.Alice)).cookie);
    expect((await ask(ws, 'orders:submit', { gameId: games[0], text: SPRING_1901 })).ok).toBe(true);
    expect(await ask(ws, 'orders:submit', { gameId: games[1], text: SPRING_1901 })).toEqual({
      ok: false,
      error: { code: 'forbidden', message: `orders:submit: game #${games[1]} is not one of Alice's boards` },
    });
    expect((await ask(ws, 'phase:adjudicate', { gameId: games[1] })).error?.code).toBe('forbidden');
    expect((await ask(ws, 'tournament:create', { name: 'Mine', scoring: 'carnage' })).error?.code).toBe('forbidden');
    expect((await ask(ws, 'event:addPerson', { name: 'Bob', role: 'director' })).error?.code).toBe('forbidden');
    // The payload cannot choose who the log names.
    expect((await ask(ws, 'phase:adjudicate', { gameId: games[0], actor: 'Tess' })).ok).toBe(true);
    const actors = archive.db.prepare("SELECT actor FROM events WHERE action IN ('orders-submitted', 'phase-adjudicated') ORDER BY id").all();
    expect(actors).toEqual([{ actor: 'Alice' }, { actor: 'Alice' }]);
  });

  it('the director may do everything, including adding people', async () => {
    const { h, codes } = await setUp();
    const ws = await connect(h, (await login(h, 'Tess', codes.Tess)).cookie);
    const added = await ask(ws, 'event:addPerson', { name: 'Bob', role: 'boardGm' });
    expect(added.value).toMatchObject({ person: { name: 'Bob', role: 'boardGm' }, pairingCode: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/) });
    expect((await ask(ws, 'game:create', { name: 'R2 B1' })).ok).toBe(true);
  });

  it('logging out ends the session', async () => {
    const { h, codes } = await setUp();
    const { cookie } = await login(h, 'Tess', codes.Tess);
    const res = await fetch(`${origin(h)}/api/logout`, { method: 'POST', headers: { Origin: origin(h), Cookie: cookie!.split(';')[0] } });
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    await expect(connect(h, cookie)).rejects.toThrow('refused: 403');
  });
});
