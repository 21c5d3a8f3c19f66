// Stands in for Electron's preload in the browser host: `window.adjutant` over the host's
// WebSocket, with the per-launch token the host put in the page address (#token=...). The token
// is moved out of the address bar into this tab's session storage so a reload keeps working.
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

type Pending = (result: ServiceResult<unknown>) => void;

function disconnected(message: string): ServiceResult<never> {
  return { ok: false, error: { code: 'internal', message } };
}

export function createBrowserApi(): AdjutantApi {
  const token = takeToken();
  const listeners = new Set<(e: HostEvent) => void>();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let socket: WebSocket | null = null;
  let ready: Promise<WebSocket> | null = null;

  const connect = (): Promise<WebSocket> => {
    if (ready) return ready;
    ready = new Promise((resolve, reject) => {
      if (!token) return reject(new Error('this page was opened without its access token: open the address the host printed'));
      const ws = new WebSocket(`ws://${window.location.host}/ipc?token=${encodeURIComponent(token)}`);
      ws.onopen = () => {
        socket = ws;
        resolve(ws);
      };
      ws.onerror = () => reject(new Error('cannot reach the Adjutant host: is it still running?'));
      ws.onclose = () => {
        socket = null;
        ready = null;
        for (const [, settle] of pending) settle(disconnected('the connection to the Adjutant host closed before it answered'));
        pending.clear();
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
    async invoke<C extends Channel>(channel: C, input: Input<C>): Promise<ServiceResult<Output<C>>> {
      let ws: WebSocket;
      try {
        ws = socket ?? (await connect());
      } catch (e) {
        return disconnected((e as Error).message);
      }
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve as Pending);
        ws.send(JSON.stringify({ id, channel, input }));
      });
    },
    onEvent(listener) {
      listeners.add(listener);
      void connect().catch(() => undefined);
      return () => listeners.delete(listener);
    },
  };
}
