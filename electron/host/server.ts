// The browser host: the workstation in any browser, for machines without Electron and for the
// end-to-end tests. It serves the built renderer and carries the IPC contract over a WebSocket
// on loopback; the page's shim (renderer/host/browserShim.ts) stands in for the preload. Every
// request goes through the same `dispatch` as Electron's ipcMain.
//
// Any page the user visits can make the browser send requests here, and a connected page can send
// any bytes down its socket: no request, frame or socket error may stop the host. Each is answered
// (4xx) or its connection closed, slow requests are cut off, and every socket has an error listener.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { HostEvent } from '../ipc/contract';
import { dispatch, type Caller, type HandlerContext } from '../ipc/handlers';
import { logIn, logOut, sessionPerson, SESSION_HOURS } from '../service/event/people';
import { RateLimiter, type RateLimit } from './rateLimit';
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
  /**
   * Event mode: the event's people log in (POST /api/login, a session cookie) and every request runs
   * as its person, checked against the command table's roles. The launch token still admits the
   * director's own window as the local user.
   */
  event?: EventOptions;
  /** The address to listen on (default loopback). Anything else needs `tls`: plain HTTP is refused off loopback. */
  listen?: string;
  /** Host names (without port) the server also answers to: its LAN address, its .local name. */
  hosts?: string[];
  /** The certificate and key (PEM): the server speaks HTTPS and WSS. */
  tls?: { cert: string; key: string };
  /** Told of every change made through this host too (the director's window beside the event network). */
  onChange?: (gameId: number | null) => void;
  /**
   * The built renderer's files under /assets/ (their names carry a hash of their content) may be kept
   * by the browser (`Cache-Control: max-age, immutable`) rather than fetched again (`no-store`, the
   * default): the browser tests' reused windows load the bundle from their HTTP cache instead of over
   * the socket again (V8's code cache is not used by Playwright's off-the-record contexts:
   * docs/PERFORMANCE.md, "Browser windows reused, session 15"). Nothing else is cached.
   */
  cacheAssets?: boolean;
}

/** What a file under /assets/ may be kept with when `cacheAssets` is on: its name changes with its content. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';

export interface EventOptions {
  /** Failed logins allowed per address and per name before a wait (tests shorten it). */
  rateLimit?: RateLimit;
  /** The clock of the rate limit (tests step it). */
  now?: () => number;
}

export const SESSION_COOKIE = 'adjutant_session';

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

async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  port: number,
  csp: string = contentSecurityPolicy(port),
  cacheAssets = false,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed', 'text/plain');
  const target = requestPath(req.url, port);
  if (!target) return send(res, 400, 'bad request', 'text/plain');
  const file = normalize(join(root, target.path === '/' ? '/index.html' : target.path));
  if (file !== root && !file.startsWith(root + sep)) return send(res, 404, 'not found', 'text/plain');
  try {
    const body = await readFile(file);
    const kept: Record<string, string> = cacheAssets && file.startsWith(join(root, 'assets') + sep) ? { 'Cache-Control': ASSET_CACHE } : {};
    send(res, 200, body, TYPES[extname(file)] ?? 'application/octet-stream', { 'Content-Security-Policy': csp, ...kept });
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

/** The value of one cookie of a request, or null. */
export function cookieOf(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        resolve(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const listen = options.listen ?? LOOPBACK;
  if (listen !== LOOPBACK && !options.tls) throw new Error(`plain HTTP is refused off loopback: serving on ${listen} needs a certificate (TLS)`);
  const scheme = options.tls ? 'https' : 'http';
  const names = [LOOPBACK, 'localhost', ...(options.hosts ?? [])];
  const hostOk = (host: string | undefined) => names.some((n) => host === `${n}:${port}`) || hostAllowed(host, port);
  const originOk = (origin: string | undefined) => names.some((n) => origin === `${scheme}://${n}:${port}`) || originAllowed(origin, port);
  const limiter = new RateLimiter(options.event?.rateLimit, options.event?.now);
  const token = options.token ?? newToken();
  const root = normalize(options.rendererDir);
  const sockets = new Set<WebSocket>();
  const broadcast = (event: HostEvent): void => {
    const text = JSON.stringify({ event });
    for (const s of sockets) if (s.readyState === s.OPEN) s.send(text);
  };
  const context: HandlerContext = {
    ...options.context,
    host: 'browser',
    changed: (gameId) => {
      broadcast({ kind: 'archive-changed', gameId });
      options.onChange?.(gameId);
    },
  };
  let port = 0;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const cookie = (value: string, maxAge: number) => `${SESSION_COOKIE}=${value}; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=${maxAge}`;
  const json = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) =>
    send(res, status, JSON.stringify(body), 'application/json; charset=utf-8', extra);
  /** The event's login routes; null when the request is not one of them. */
  const api = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = requestPath(req.url, port);
    if (target?.path === '/api/me' && req.method === 'GET') {
      // Who the session cookie is (the page asks before showing the login form); never the secret.
      const t = cookieOf(req.headers.cookie, SESSION_COOKIE);
      const p = t ? sessionPerson(options.context.archive, t) : null;
      return p
        ? json(res, 200, { ok: true, value: { name: p.name, role: p.role } })
        : json(res, 401, { ok: false, error: { code: 'forbidden', message: 'not logged in' } });
    }
    if (req.method !== 'POST') return json(res, 405, { ok: false, error: { code: 'invalid-input', message: 'POST only' } });
    // A page of another site cannot log anyone in or out here.
    if (!originOk(req.headers.origin)) return json(res, 403, { ok: false, error: { code: 'forbidden', message: 'wrong origin' } });
    if (target?.path === '/api/logout') {
      const t = cookieOf(req.headers.cookie, SESSION_COOKIE);
      if (t) logOut(options.context.archive, t);
      return json(res, 200, { ok: true, value: null }, { 'Set-Cookie': cookie('', 0) });
    }
    if (target?.path !== '/api/login') return json(res, 404, { ok: false, error: { code: 'not-found', message: 'no such route' } });
    const address = req.socket.remoteAddress ?? '?';
    const body = await readBody(req, 4096);
    let given: { name?: unknown; secret?: unknown } = {};
    try {
      given = body ? (JSON.parse(body) as typeof given) : {};
    } catch {
      given = {};
    }
    const keys = [
      `ip:${address}`,
      `name:${String(given.name ?? '')
        .trim()
        .toLowerCase()}`,
    ];
    const wait = Math.max(...keys.map((k) => limiter.waitFor(k)));
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      return json(
        res,
        429,
        { ok: false, error: { code: 'forbidden', message: `too many failed logins: try again in ${seconds} s` } },
        { 'Retry-After': String(seconds) },
      );
    }
    const session = await logIn(options.context.archive, given.name, given.secret);
    if (!session.ok) {
      for (const k of keys) limiter.failed(k);
      return json(res, 401, session);
    }
    const { person, expiresAt } = session.value;
    return json(
      res,
      200,
      { ok: true, value: { name: person.name, role: person.role, expiresAt } },
      { 'Set-Cookie': cookie(session.value.token, SESSION_HOURS * 3600) },
    );
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (!hostOk(req.headers.host)) return send(res, 421, 'wrong host', 'text/plain');
    const target = requestPath(req.url, port);
    const route =
      options.event && target?.path.startsWith('/api/')
        ? api(req, res)
        : serveFile(req, res, root, port, contentSecurityPolicy(port, scheme, names), options.cacheAssets);
    route.catch(() => {
      if (!res.headersSent) send(res, 500, 'internal error', 'text/plain');
      else res.destroy();
    });
  };
  const serverOptions = {
    // Node checks the header and request deadlines on this interval (30 s by default).
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: Math.min(1000, timeouts.headersMs / 2),
  };
  const server = options.tls
    ? createTlsServer({ ...serverOptions, cert: options.tls.cert, key: options.tls.key }, handle)
    : createServer(serverOptions, handle);
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
    const placeOk = target?.path === '/ipc' && hostOk(req.headers.host) && originOk(req.headers.origin);
    // The launch token admits the local user; in event mode a session cookie admits its person.
    const local = placeOk && tokenMatches(token, target.query.get('token'));
    const session = placeOk && !local && options.event ? cookieOf(req.headers.cookie, SESSION_COOKIE) : null;
    const person = session ? sessionPerson(options.context.archive, session) : null;
    if (!local && !person) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      callers.set(ws, session);
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
  // Each socket's session (null: the local user). Looked up again for every request, so a revoked or
  // expired session stops at once, not at the next connection.
  const callers = new WeakMap<WebSocket, string | null>();
  const contextOf = (ws: WebSocket): HandlerContext | null => {
    const session = callers.get(ws) ?? null;
    if (session === null) return context;
    const p = sessionPerson(options.context.archive, session);
    if (!p) return null;
    const caller: Caller = { role: p.role, name: p.name, games: p.games };
    return { ...context, caller, actor: p.name };
  };
  const answer = async (ws: WebSocket, data: Buffer): Promise<void> => {
    const request = parseRequest(data.toString());
    const ctx = contextOf(ws);
    if (!ctx) {
      ws.send(
        JSON.stringify({
          id: request?.id ?? null,
          result: { ok: false, error: { code: 'forbidden', message: 'the session ended (expired or revoked): log in again' } },
        }),
      );
      ws.close(4401, 'session ended');
      return;
    }
    const reply = request
      ? { id: request.id, result: await dispatch(request.channel, request.input, ctx) }
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
    server.listen(options.port ?? 0, listen, () => resolve());
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `${scheme}://${LOOPBACK}:${port}/#token=${token}`,
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
