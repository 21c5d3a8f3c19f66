// Issue 29 item 5 in Chromium, over TLS: two board GMs of one board and the room's display, each in
// their own browser (their own session cookie). GM A commits; GM B's board and the display's round
// console follow, pushed over the WebSocket (the test sees the push frame arrive); the director
// records a result and the display's board follows. Then the server is killed mid-round and
// started again on the same port: every page reconnects by itself with its session (kept in the
// archive), nothing committed is lost, and the next commit reaches everyone again. The latency is
// measured by `npm run bench event`, not here: this waits for conditions only.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeArchive, openArchive, type Archive } from '../../../electron/archive/db';
import { eventCertificate, type EventCertificate } from '../../../electron/host/certificate';
import { RENDERER_DIR } from '../../../electron/host/main';
import { startBrowserHost, type BrowserHost } from '../../../electron/host/server';
import * as people from '../../../electron/service/event/people';
import { getGame } from '../../../electron/service/index';
import * as tour from '../../../electron/service/tournament/index';
import { cleanUp, tempArchive, tempDir, value } from '../../electron/service/support';
import { adjudicateFrom } from './eventWindow';
import { browserContexts, hasChromium, hasRenderer, NO_CHROMIUM, picture } from './support';

let host: BrowserHost | null = null;
let archive: Archive | null = null;
const contexts = browserContexts();
afterEach(async () => {
  await contexts.closeAll();
  await host?.close();
  if (archive) closeArchive(archive);
  host = archive = null;
  cleanUp();
});

const serve = (a: Archive, cert: EventCertificate, port = 0) =>
  startBrowserHost({ context: { archive: a, version: 'e2e', actor: 'director' }, rendererDir: RENDERER_DIR, tls: cert, event: {}, port });

interface Client {
  page: Page;
  /** Pushes (archive-changed events) this page received over its WebSocket. */
  pushes: number;
  /** WebSockets this page opened (a reconnection opens another). */
  sockets: number;
}

/** A person's own browser (a context of the worker's Chromium), logged in, at `path` on the event's host. */
async function client(base: string, name: string, code: string, path: string, viewport = { width: 1366, height: 768 }): Promise<Client> {
  const context = await contexts.open({ viewport, ignoreHTTPSErrors: true });
  // The browser context's requests share its cookies: the session cookie is the page's from here on.
  const res = await context.request.post(`${base}/api/login`, { headers: { Origin: base }, data: { name, secret: code } });
  expect(res.status(), `${name} logs in`).toBe(200);
  const page = await context.newPage();
  const c: Client = { page, pushes: 0, sockets: 0 };
  page.on('websocket', (ws) => {
    c.sockets++;
    ws.on('framereceived', (f) => {
      if (String(f.payload).includes('"archive-changed"')) c.pushes++;
    });
  });
  await page.goto(`${base}${path}`);
  return c;
}

describe.skipIf(!hasChromium || !hasRenderer)(hasChromium ? 'live pushes over TLS' : NO_CHROMIUM, () => {
  it("every client follows a GM's commit; after the server is killed and restarted they reconnect and nothing is lost", async () => {
    // The real clock: the sessions must still be valid when the archive is opened again.
    archive = await tempArchive({ clock: () => new Date() });
    const a = archive;
    value(await tour.createTournament(a, { name: 'Cup', scoring: 'carnage' }));
    value(await tour.addPlayers(a, { tournament: 'Cup', names: Array.from({ length: 14 }, (_, i) => `Player ${String.fromCharCode(65 + i)}`) }));
    const t = value(await tour.startRound(a, { tournament: 'Cup', endRule: { kind: 'year', lastYear: 1905 }, seed: 1 }));
    const [b1] = t.rounds[0].boards;
    const codes = {
      alice: value(await people.addPerson(a, { name: 'Alice', role: 'boardGm', games: [b1.gameId] })).pairingCode,
      bob: value(await people.addPerson(a, { name: 'Bob', role: 'boardGm', games: [b1.gameId] })).pairingCode,
      wall: value(await people.addPerson(a, { name: 'Wall', role: 'display' })).pairingCode,
      tess: value(await people.addPerson(a, { name: 'Tess', role: 'director' })).pairingCode,
    };
    const cert = await eventCertificate(join(tempDir(), 'event-cert.pem'), ['127.0.0.1', 'localhost']);
    host = await serve(a, cert);
    const port = host.port;
    const base = `https://127.0.0.1:${port}`;

    const gmA = await client(base, 'Alice', codes.alice, '/');
    const gmB = await client(base, 'Bob', codes.bob, '/');
    const wall = await client(base, 'Wall', codes.wall, '/?projector=Cup', { width: 1920, height: 1080 });
    const director = await client(base, 'Tess', codes.tess, '/');
    for (const gm of [gmA, gmB]) {
      await gm.page.getByRole('button', { name: 'Cup R1 B1' }).click();
      await gm.page.locator('.toolbar').waitFor();
      await expect.poll(() => gm.page.locator('.toolbar').textContent()).toContain('Spring 1901');
    }
    // The room's screen (issue 29 item 7): a card per board; board 2's says what it owes until its result.
    const card = wall.page.getByTestId('room-board-1');
    await expect.poll(() => card.textContent(), { timeout: 20_000 }).toContain('Spring 1901 Movement');
    const board2 = wall.page.getByTestId('room-board-2');
    const board2Before = await board2.textContent();
    const pushed = { b: gmB.pushes, wall: wall.pushes };

    // GM A commits: GM B's board and the display's console follow, by a push each.
    expect((await adjudicateFrom(gmA.page, b1.gameId)).ok).toBe(true);
    await expect.poll(() => gmB.page.locator('.toolbar').textContent(), { timeout: 10_000 }).toContain('Fall 1901');
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain('Fall 1901 Movement');
    expect(gmB.pushes).toBeGreaterThan(pushed.b);
    expect(wall.pushes).toBeGreaterThan(pushed.wall);
    // Who made it is on the director's round console.
    await director.page.getByTestId('open-tournaments').click();
    await expect.poll(() => director.page.getByTestId('board-1-last').textContent(), { timeout: 10_000 }).toContain('by Alice');
    // And on GM B's history (issue 29 item 4): Spring 1901 was written by Alice.
    await gmB.page.getByTestId('tab-history').click();
    await expect.poll(() => gmB.page.getByTestId('history-by-0').textContent()).toBe('by Alice');
    await picture(gmB.page, 'event-history-by-1366');

    // The director records board 1's result from the game: the display's standings follow.
    const recorded = await director.page.evaluate(() =>
      window.adjutant!.invoke('tournament:recordResult', { tournament: 'Cup', round: 1, board: 2, fromGame: true }),
    );
    expect(recorded.ok).toBe(true);
    await expect.poll(() => board2.textContent(), { timeout: 10_000 }).not.toBe(board2Before);

    // Kill the server mid-round (every connection cut), the archive closed; start it again on the same port.
    const socketsBefore = { b: gmB.sockets, wall: wall.sockets };
    await host.close();
    host = null;
    closeArchive(a);
    const reopened = await openArchive(a.file, {});
    if (!reopened.ok) throw new Error(reopened.error.message);
    archive = reopened.value;
    host = await serve(archive, cert, port);
    // Every page reconnects by itself, with the session it had (no new login).
    await expect.poll(() => gmB.sockets, { timeout: 20_000 }).toBeGreaterThan(socketsBefore.b);
    await expect.poll(() => wall.sockets, { timeout: 20_000 }).toBeGreaterThan(socketsBefore.wall);
    // Nothing committed was lost: the board is still at Fall 1901 on every screen.
    expect(value(await getGame(archive, { gameId: b1.gameId })).phases.map((p) => p.name)).toEqual(['Spring 1901 Movement', 'Fall 1901 Movement']);
    expect(await gmB.page.locator('.toolbar').textContent()).toContain('Fall 1901');
    expect(await card.textContent()).toContain('Fall 1901 Movement');
    // And the next commit reaches everyone again.
    const again = await adjudicateFrom(gmA.page, b1.gameId);
    expect(again.ok, again.error?.message).toBe(true);
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).not.toContain('Fall 1901');
    await expect.poll(() => gmB.page.locator('.toolbar').textContent(), { timeout: 10_000 }).not.toContain('Fall 1901');
    // Those came by pushes on the new connections (no page was reloaded, no one logged in again).
    expect(wall.pushes).toBeGreaterThan(pushed.wall + 1);
  }, 120_000);
});
