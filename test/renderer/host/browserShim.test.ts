// The browser host's stand-in for the preload (renderer/host/browserShim.ts) on the event network, when
// the host ends the page's session: over stand-ins for the page's WebSocket, fetch and location (the
// globals are this file's own: it runs in a process of its own), with the test's timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserApi } from '../../../renderer/host/browserShim';

const ENDED = { ok: false, error: { code: 'forbidden', message: 'the session ended (expired or revoked): log in again' } };
const AWAY = { ok: false, error: { code: 'internal', message: 'cannot reach the Adjutant host: is it still running?' } };

/** A socket the test opens, refuses or closes; `sent` holds the requests the page sent on it. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  sent: { id: number; channel: string }[] = [];
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as { id: number; channel: string });
  }
  /** The host answers the last request. */
  answer(result: unknown) {
    this.onmessage?.({ data: JSON.stringify({ id: this.sent[this.sent.length - 1].id, result }) });
  }
  refuse() {
    this.onerror?.();
    this.onclose?.({ code: 1006 });
  }
}

/** What the host's /api/me answers: 401 (no session), 200, or nothing (the host is away). */
let me: 401 | 200 | 'away';

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  me = 200;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', { location: { hash: '', protocol: 'https:', host: 'event.example:8443', pathname: '/', search: '' } });
  vi.stubGlobal('sessionStorage', { getItem: () => null, setItem: () => undefined });
  vi.stubGlobal('history', { replaceState: () => undefined });
  vi.stubGlobal('fetch', (path: string) => {
    expect(path).toBe('/api/me');
    return me === 'away' ? Promise.reject(new TypeError('failed to fetch')) : Promise.resolve({ status: me });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Settles the microtasks (a request's connection attempt, its fetch) without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('a page whose session the host ended', () => {
  it('closed with 4401: the waiting request and every later one answer that the session ended, with no new connection', async () => {
    const api = createBrowserApi();
    const first = api.invoke('tournament:list', {});
    await flush();
    const [socket] = FakeSocket.made;
    socket.onopen!();
    await flush();
    socket.answer({ ok: true, value: [] });
    expect(await first).toEqual({ ok: true, value: [] });
    const waiting = api.invoke('tournament:list', {});
    await flush();
    socket.onclose!({ code: 4401 });
    expect(await waiting).toEqual(ENDED);
    expect(await api.invoke('tournament:list', {})).toEqual(ENDED);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('refused, with /api/me answering 401: answers that the session ended after one attempt', async () => {
    me = 401;
    const api = createBrowserApi();
    const asked = api.invoke('tournament:list', {});
    await flush();
    FakeSocket.made[0].refuse();
    await flush();
    expect(await asked).toEqual(ENDED);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('refused while the host is away (no answer at /api/me): tried again 4 times, 3.75 s, then says the host cannot be reached', async () => {
    me = 'away';
    const api = createBrowserApi();
    let answer: unknown;
    void api.invoke('tournament:list', {}).then((a) => (answer = a));
    for (const wait of [250, 500, 1000, 2000]) {
      await flush();
      FakeSocket.made[FakeSocket.made.length - 1].refuse();
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
    }
    await flush();
    FakeSocket.made[FakeSocket.made.length - 1].refuse();
    await flush();
    expect(FakeSocket.made).toHaveLength(5);
    expect(answer).toEqual(AWAY);
  });

  it('a host that comes back within the retries answers the request', async () => {
    me = 'away';
    const api = createBrowserApi();
    const asked = api.invoke('tournament:list', {});
    await flush();
    FakeSocket.made[0].refuse();
    await vi.advanceTimersByTimeAsync(250);
    const back = FakeSocket.made[1];
    back.onopen!();
    await flush();
    back.answer({ ok: true, value: [] });
    expect(await asked).toEqual({ ok: true, value: [] });
  });
});
