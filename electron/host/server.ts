// The browser host: the workstation in any browser, for machines without Electron and for the
// end-to-end tests. It serves the built renderer and carries the IPC contract over a WebSocket
// on loopback; the page's shim (renderer/host/browserShim.ts) stands in for the preload. Every
// request goes through the same `dispatch` as Electron's ipcMain.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import type { HostEvent } from '../ipc/contract';
import { dispatch, type HandlerContext } from '../ipc/handlers';
import { contentSecurityPolicy, hostAllowed, LOOPBACK, newToken, originAllowed, SECURITY_HEADERS, tokenMatches } from './security';

export interface BrowserHostOptions {
  context: Omit<HandlerContext, 'changed' | 'host'>;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** A fixed token, for tests; normally a new random one per launch. */
  token?: string;
}

export interface BrowserHost {
  url: string;
  port: number;
  token: string;
  /** Sends a host event (a menu command, a change) to every open page. */
  broadcast(event: HostEvent): void;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

function send(res: ServerResponse, status: number, body: string | Buffer, type: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, ...extra });
  res.end(body);
}

async function serveFile(req: IncomingMessage, res: ServerResponse, root: string, port: number): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed', 'text/plain');
  const url = new URL(req.url ?? '/', `http://${LOOPBACK}:${port}`);
  const wanted = url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname);
  const file = normalize(join(root, wanted));
  if (file !== root && !file.startsWith(root + sep)) return send(res, 404, 'not found', 'text/plain');
  try {
    const body = await readFile(file);
    const csp = { 'Content-Security-Policy': contentSecurityPolicy(port) };
    send(res, 200, body, TYPES[extname(file)] ?? 'application/octet-stream', csp);
  } catch {
    send(res, 404, 'not found', 'text/plain');
  }
}

interface Request {
  id: number;
  channel: string;
  input: unknown;
}

function parseRequest(data: string): Request | null {
  try {
    const v = JSON.parse(data) as Partial<Request>;
    return typeof v === 'object' && v !== null && typeof v.id === 'number' && typeof v.channel === 'string' ? (v as Request) : null;
  } catch {
    return null;
  }
}

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const token = options.token ?? newToken();
  const root = normalize(options.rendererDir);
  const sockets = new Set<WebSocket>();
  const broadcast = (event: HostEvent): void => {
    const text = JSON.stringify({ event });
    for (const s of sockets) if (s.readyState === s.OPEN) s.send(text);
  };
  const context: HandlerContext = { ...options.context, host: 'browser', changed: (gameId) => broadcast({ kind: 'archive-changed', gameId }) };
  let port = 0;
  const server = createServer((req, res) => {
    if (!hostAllowed(req.headers.host, port)) return send(res, 421, 'wrong host', 'text/plain');
    void serveFile(req, res, root, port);
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 40 * 1024 * 1024 });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', `http://${LOOPBACK}:${port}`);
    const ok = url.pathname === '/ipc' && hostAllowed(req.headers.host, port) && originAllowed(req.headers.origin, port) && tokenMatches(token, url.searchParams.get('token'));
    if (!ok) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.on('message', async (data) => {
        const request = parseRequest(data.toString());
        if (!request) {
          ws.send(JSON.stringify({ id: null, result: { ok: false, error: { code: 'invalid-input', message: 'a request must be {"id": number, "channel": text, "input": object}' } } }));
          return;
        }
        const result = await dispatch(request.channel, request.input, context);
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id: request.id, result }));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, LOOPBACK, () => resolve());
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${LOOPBACK}:${port}/#token=${token}`,
    port,
    token,
    broadcast,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
