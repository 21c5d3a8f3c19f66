// Stands in for Electron's preload in the browser host: `window.adjutant` over the host's
// WebSocket, with the per-launch token the host put in the page address (#token=...). The token
// is moved out of the address bar into this tab's session storage so a reload keeps working.
// On the event network there is no token: the browser sends the session cookie with the socket's
// request (wss://). When the connection drops (the host restarted, the Wi-Fi blinked) the shim
// reconnects by itself while anyone listens, and tells the listeners the archive may have changed
// so every screen reads it again.
import type { AdjutantApi, Channel, HostEvent, Input, Output, ServiceResult } from '../../electron/ipc/contract';

const TOKEN_KEY = 'adjutant.token';

function takeToken(): string | null {
  const m = /[#&]token=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  if (m) {
    sessionStorage.setItem(TOKEN_KEY, m[1]);
    history.replaceState(null, '', window.location.pathname + window.location.search);
    return m[1];
  }
  return sessionStorage.getItem(TOKEN_KEY);
}

/** Whether the page was opened with the host's launch token (the director's own window). */
export function hasToken(): boolean {
  return /[#&]token=/.test(window.location.hash) || sessionStorage.getItem(TOKEN_KEY) !== null;
}

type Pending = (result: ServiceResult<unknown>) => void;

const RETRY_MS = [250, 500, 1000, 2000];

function disconnected(message: string): ServiceResult<never> {
  return { ok: false, error: { code: 'internal', message } };
}

/** The close code the host ends a connection with when its session was revoked or expired (electron/host/server.ts). */
const SESSION_ENDED = 4401;

/** What every request answers (those still waiting and those made after) once the host has ended the page's session: the host's own words. */
const ENDED: ServiceResult<never> = { ok: false, error: { code: 'forbidden', message: 'the session ended (expired or revoked): log in again' } };

export function createBrowserApi(): AdjutantApi {
  const token = takeToken();
  const listeners = new Set<(e: HostEvent) => void>();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let socket: WebSocket | null = null;
  let ready: Promise<WebSocket> | null = null;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // The host ended this page's session (revoked, expired): it closed the connection saying so
  // (SESSION_ENDED), or refuses a new one and its /api/me answers 401. The cookie will not open
  // another connection, so nothing is tried again: a request answers at once that the session ended,
  // instead of knocking four times (3.75 s) and answering that the host cannot be reached. Logging in
  // again loads the page anew, and with it a new connection. (A page with the launch token has no session.)
  let ended = false;
  const sessionEnded = async (): Promise<boolean> =>
    (ended ||=
      token === null &&
      (await fetch('/api/me', { credentials: 'same-origin' }).then(
        (r) => r.status === 401,
        () => false,
      )));
  // While a screen listens for pushes, a dropped connection is tried again, a little slower each time,
  // with some jitter so that a room of pages does not knock all at once when the host comes back. One
  // attempt at a time: a failed attempt both rejects and closes, and must not start two more.
  const reconnect = () => {
    if (ended || listeners.size === 0 || timer !== null || socket !== null) return;
    const wait = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)] * (0.75 + Math.random() / 2);
    retries++;
    timer = setTimeout(() => {
      timer = null;
      void connect().catch(async () => {
        await sessionEnded();
        reconnect();
      });
    }, wait);
  };
  // A request made while the host is away (restarting) waits a little for it rather than failing at once.
  const opened = async (): Promise<WebSocket> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return socket ?? (await connect());
      } catch (e) {
        if (attempt >= RETRY_MS.length || (await sessionEnded())) throw e;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS[attempt]));
      }
    }
  };

  const connect = (): Promise<WebSocket> => {
    if (ready) return ready;
    ready = new Promise((resolve, reject) => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const query = token ? `?token=${encodeURIComponent(token)}` : '';
      const ws = new WebSocket(`${scheme}://${window.location.host}/ipc${query}`);
      ws.onopen = () => {
        socket = ws;
        if (retries > 0) for (const l of listeners) l({ kind: 'archive-changed', gameId: null });
        retries = 0;
        resolve(ws);
      };
      ws.onerror = () => reject(new Error('cannot reach the Adjutant host: is it still running?'));
      ws.onclose = (e) => {
        if (e.code === SESSION_ENDED) ended = true;
        socket = null;
        ready = null;
        for (const [, settle] of pending) settle(ended ? ENDED : disconnected('the connection to the Adjutant host closed before it answered'));
        pending.clear();
        reconnect();
      };
      ws.onmessage = (msg) => {
        const data = JSON.parse(String(msg.data)) as { id?: number | null; result?: ServiceResult<unknown>; event?: HostEvent };
        if (data.event) for (const l of listeners) l(data.event);
        else if (typeof data.id === 'number' && data.result) {
          pending.get(data.id)?.(data.result);
          pending.delete(data.id);
        }
      };
    });
    ready.catch(() => {
      ready = null;
    });
    return ready;
  };

  return {
    invoke<C extends Channel>(channel: C, input: Input<C>): Promise<ServiceResult<Output<C>>> {
      const send = (ws: WebSocket) =>
        new Promise<ServiceResult<Output<C>>>((resolve) => {
          const id = nextId++;
          pending.set(id, resolve as Pending);
          ws.send(JSON.stringify({ id, channel, input }));
        });
      // On an open connection the request leaves at once, in the click that made it: the host starts
      // on it while the window renders what the click changed (a busy flag), not after.
      if (socket) return send(socket);
      if (ended) return Promise.resolve(ENDED);
      return opened().then(send, (e: unknown) => (ended ? ENDED : disconnected((e as Error).message)));
    },
    onEvent(listener) {
      listeners.add(listener);
      void connect().catch(() => undefined);
      return () => listeners.delete(listener);
    },
  };
}
