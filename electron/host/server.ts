// The browser host: the workstation in any browser, for machines without Electron and for the
// end-to-end tests. It serves the built renderer and carries the IPC contract over a WebSocket
// on loopback; the page's shim (renderer/host/browserShim.ts) stands in for the preload. Every
// request goes through the same `dispatch` as Electron's ipcMain.
//
// Any page the user visits can make the browser send requests here, and a connected page can send
// any bytes down its socket: no request, frame or socket error may stop the host. Each is answered
// (4xx) or its connection closed, slow requests are cut off, and every socket has an error listener.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Duplex } from 'node:stream';
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
  /** How long a client may take over a request; shorter in tests. */
  timeouts?: Partial<HostTimeouts>;
}

export interface HostTimeouts {
  /** From connecting to the end of the request's headers (slowloris). */
  headersMs: number;
  /** From connecting to the end of the whole request. */
  requestMs: number;
  /** An idle kept-alive connection waiting for its next request. */
  keepAliveMs: number;
}

// A page loads a handful of small files from loopback: seconds are plenty.
export const DEFAULT_TIMEOUTS: HostTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };

/** The largest WebSocket message: the contract's payload limit plus room for the request around it. */
const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;

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

/** The request's path, decoded, or null when the target is not a URL or its escapes are broken. */
export function requestPath(target: string | undefined, port: number): { path: string; query: URLSearchParams } | null {
  if (!URL.canParse(target ?? '/', `http://${LOOPBACK}:${port}`)) return null;
  const url = new URL(target ?? '/', `http://${LOOPBACK}:${port}`);
  try {
    return { path: decodeURIComponent(url.pathname), query: url.searchParams };
  } catch {
    return null;
  }
}

async function serveFile(req: IncomingMessage, res: ServerResponse, root: string, port: number): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed', 'text/plain');
  const target = requestPath(req.url, port);
  if (!target) return send(res, 400, 'bad request', 'text/plain');
  const file = normalize(join(root, target.path === '/' ? '/index.html' : target.path));
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
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const server = createServer(
    // Node checks the header and request deadlines on this interval (30 s by default).
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs / 2),
    },
    (req, res) => {
      if (!hostAllowed(req.headers.host, port)) return send(res, 421, 'wrong host', 'text/plain');
      serveFile(req, res, root, port).catch(() => {
        if (!res.headersSent) send(res, 500, 'internal error', 'text/plain');
        else res.destroy();
      });
    },
  );
  // Node's own answer to a request it cannot parse (400, 408, 431), written only while the
  // socket can still take it; a reset connection is simply dropped.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    if (socket.writable && err.code !== 'ECONNRESET') socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    else socket.destroy();
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false });
  server.on('upgrade', (req, socket, head) => {
    // Node takes its own error listener off an upgraded socket; without one, a reset kills the host.
    socket.on('error', () => socket.destroy());
    const target = requestPath(req.url, port);
    const ok =
      target?.path === '/ipc' &&
      hostAllowed(req.headers.host, port) &&
      originAllowed(req.headers.origin, port) &&
      tokenMatches(token, target.query.get('token'));
    if (!ok) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      // A protocol error (a bad frame, a message over the limit): ws has already begun closing that
      // connection with the code the protocol names; the listener only keeps the error from being
      // thrown, which would stop the host.
      ws.on('error', () => {});
      // dispatch never throws; should it ever, that page's connection ends, not the host.
      ws.on('message', (data: Buffer) => void answer(ws, data).catch(() => ws.close(1011)));
    });
  });
  const answer = async (ws: WebSocket, data: Buffer): Promise<void> => {
    const request = parseRequest(data.toString());
    const reply = request
      ? { id: request.id, result: await dispatch(request.channel, request.input, context) }
      : { id: null, result: { ok: false, error: { code: 'invalid-input', message: 'a request must be {"id": number, "channel": text, "input": object}' } } };
    if (ws.readyState !== ws.OPEN) return;
    let text: string;
    try {
      text = JSON.stringify(reply);
    } catch (e) {
      text = JSON.stringify({
        id: reply.id,
        result: { ok: false, error: { code: 'internal', message: `the answer could not be sent: ${e instanceof Error ? e.message : String(e)}` } },
      });
    }
    ws.send(text, () => {});
  };
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
