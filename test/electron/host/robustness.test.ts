// The browser host never dies of a request. Any web page the user visits can make the browser send
// requests to 127.0.0.1 (an <img> with a bad address, say), and a connected page can send any bytes
// down its WebSocket; none of that may stop the host. The host runs in a child process
// (hostProcess.ts), so a request that kills it shows as that process exiting; each case sends its
// bytes through a raw socket (node:net), so they can be as malformed as needed, then checks that
// the host is still running and still answers a real, authenticated call.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { connect as tcp, type Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ask } from './ask';
import { cleanUp, tempDir } from '../service/support';
import { bundledScript } from '../../support/bundled';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const script = fileURLToPath(new URL('./hostProcess.ts', import.meta.url));
// Short limits, so the slow-request cases finish in seconds; the defaults are in server.ts.
const TIMEOUTS = { headersMs: 1000, requestMs: 2000, keepAliveMs: 1000 };

interface Running {
  child: ChildProcess;
  port: number;
  token: string;
  stderr: () => string;
}

let running: Running | null = null;

async function startHost(): Promise<Running> {
  const dir = tempDir();
  const bundled = await bundledScript(script);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Adjutant</title>');
  const child = spawn(process.execPath, [bundled, join(dir, 'archive.sqlite'), dir, JSON.stringify(TIMEOUTS)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\d+) (\S+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]), token: m[2], stderr: () => stderr });
    });
    child.once('exit', (code) => reject(new Error(`the host exited (${code}) before listening: ${stderr}`)));
  });
}

const isUp = (r: Running): boolean => r.child.exitCode === null && r.child.signalCode === null;

/** Whether the host still takes connections: its process may not have reported its exit yet. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = tcp(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

// A host per case only when the last case killed it: starting one takes a second or two.
beforeEach(async () => {
  if (running && isUp(running) && (await accepts(running.port))) return;
  running?.child.kill('SIGKILL');
  running = await startHost();
});

afterAll(() => {
  running?.child.kill('SIGKILL');
  cleanUp();
});

function host(): Running {
  if (!running) throw new Error('no host');
  return running;
}

/**
 * Opens a raw connection; `response()` is everything the host sent until it closed or `waitMs`
 * passed. The host closes each of these connections itself (at the latest after its 1 s keep-alive),
 * so the wait is a safety net, long enough for a machine running two suites at once.
 */
function raw(port: number): Promise<{ socket: Socket; response: (waitMs?: number) => Promise<{ text: string; closed: boolean }> }> {
  return new Promise((resolve, reject) => {
    const socket = tcp(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = false;
    const waiters: Array<() => void> = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      for (const w of waiters.splice(0)) w();
    });
    const response = (waitMs = 60_000) =>
      new Promise<{ text: string; closed: boolean }>((done) => {
        const finish = () => done({ text: Buffer.concat(chunks).toString('latin1'), closed });
        if (closed) return finish();
        const timer = setTimeout(finish, waitMs);
        waiters.push(() => {
          clearTimeout(timer);
          finish();
        });
      });
    socket.once('connect', () => resolve({ socket, response }));
    socket.once('error', reject);
  });
}

async function exchange(bytes: string | Buffer, waitMs?: number): Promise<{ text: string; closed: boolean }> {
  const { socket, response } = await raw(host().port);
  socket.write(bytes);
  const r = await response(waitMs);
  socket.destroy();
  return r;
}

function get(target: string, headers: Record<string, string> = {}): string {
  const all = { Host: `127.0.0.1:${host().port}`, Connection: 'close', ...headers };
  return `GET ${target} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
}

function upgrade(target: string, extra: Record<string, string> = {}): string {
  return get(target, {
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
    Origin: `http://127.0.0.1:${host().port}`,
    ...extra,
  });
}

/** A WebSocket connection opened by hand: the frames after the handshake are ours to make. */
async function openRawSocket(): Promise<{ socket: Socket; response: (waitMs?: number) => Promise<{ text: string; closed: boolean }>; handshake: string }> {
  const conn = await raw(host().port);
  const handshake = await new Promise<string>((resolve) => {
    let seen = '';
    const onData = (d: Buffer) => {
      seen += d.toString('latin1');
      if (seen.includes('\r\n\r\n')) {
        conn.socket.off('data', onData);
        resolve(seen);
      }
    };
    conn.socket.on('data', onData);
    conn.socket.write(upgrade(`/ipc?token=${host().token}`));
  });
  return { ...conn, handshake };
}

interface FrameSpec {
  opcode?: number;
  payload?: Buffer;
  /** The length the header claims, when it should lie. */
  claimed?: number;
  masked?: boolean;
  rsv?: number;
}

function frame({ opcode = 1, payload = Buffer.alloc(0), claimed, masked = true, rsv = 0 }: FrameSpec): Buffer {
  const length = claimed ?? payload.length;
  const head: number[] = [0x80 | (rsv << 4) | opcode];
  const maskBit = masked ? 0x80 : 0;
  let ext = Buffer.alloc(0);
  if (length < 126) head.push(maskBit | length);
  else if (length < 65536) {
    head.push(maskBit | 126);
    ext = Buffer.alloc(2);
    ext.writeUInt16BE(length);
  } else {
    head.push(maskBit | 127);
    ext = Buffer.alloc(8);
    ext.writeBigUInt64BE(BigInt(length));
  }
  const key = masked ? randomBytes(4) : Buffer.alloc(0);
  const body = Buffer.from(payload);
  if (masked) for (let i = 0; i < body.length; i++) body[i] ^= key[i % 4];
  return Buffer.concat([Buffer.from(head), ext, key, body]);
}

/** The status code of an HTTP answer, or the WebSocket close code of a frame-level answer. */
const status = (text: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

function closeCode(text: string): number | null {
  const at = text.indexOf('\r\n\r\n');
  const frames = Buffer.from(text.slice(at + 4), 'latin1');
  for (let i = 0; i + 1 < frames.length;) {
    const opcode = frames[i] & 0x0f;
    let len = frames[i + 1] & 0x7f;
    let start = i + 2;
    if (len === 126) {
      len = frames.readUInt16BE(start);
      start += 2;
    }
    if (opcode === 8) return len >= 2 ? frames.readUInt16BE(start) : null;
    i = start + len;
  }
  return null;
}

function connect(r: Running): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${r.port}/ipc?token=${r.token}`, { origin: `http://127.0.0.1:${r.port}` });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const died = (r: Running): Error => new Error(`the host died: ${r.stderr().split('\n').slice(0, 6).join('\n')}`);

/** `work`'s result, or a rejection naming the host's death as soon as its process exits. */
async function whileUp<T>(r: Running, work: () => Promise<T>): Promise<T> {
  let onExit = (): void => {};
  const dead = new Promise<never>((_, reject) => {
    onExit = () => reject(died(r));
    if (isUp(r)) r.child.once('exit', onExit);
    else onExit();
  });
  try {
    return await Promise.race([dead, work()]);
  } finally {
    r.child.off('exit', onExit);
  }
}

/**
 * The host is still running, and a real call with the token works: it creates a game. Called once
 * the bad input has been answered or its connection closed, so the host has handled it; the call
 * is a full round trip through the host's event loop after that, and the process is checked again
 * after it. A condition, not a pause: the process's exit fails the check whenever it comes.
 */
async function expectStillServing(): Promise<void> {
  const r = host();
  const created = await whileUp(r, async () => {
    if (!(await accepts(r.port))) throw died(r);
    const ws = await connect(r);
    const answer = await ask(ws, 1, 'game:create', { name: `Still here ${randomBytes(4).toString('hex')}` });
    ws.close();
    return answer;
  });
  expect(created.result.ok).toBe(true);
  expect((await whileUp(r, () => fetch(`http://127.0.0.1:${r.port}/`))).status).toBe(200);
  expect(isUp(r), died(r).message).toBe(true);
}

describe('the browser host survives malformed HTTP requests', () => {
  it('a path with bad percent-encoding (GET /%) answers 400', async () => {
    expect(status((await exchange(get('/%'))).text)).toBe(400);
    await expectStillServing();
  });

  it('a request target that is not a URL (GET //[) answers 400', async () => {
    expect(status((await exchange(get('//['))).text)).toBe(400);
    await expectStillServing();
  });

  it('a header larger than the limit answers 431', async () => {
    expect(status((await exchange(get('/', { 'X-Big': 'a'.repeat(64 * 1024) }))).text)).toBe(431);
    await expectStillServing();
  });

  it('a request line that is not HTTP answers 400', async () => {
    expect(status((await exchange('\x00\x01\x02 garbage\r\n\r\n')).text)).toBe(400);
    await expectStillServing();
  });

  it('a POST with a body that is not JSON answers 405: the host takes no HTTP bodies', async () => {
    const body = '{"id": 1, "channel": ';
    const r = await exchange(
      `POST /ipc HTTP/1.1\r\nHost: 127.0.0.1:${host().port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(status(r.text)).toBe(405);
    await expectStillServing();
  });

  /** Sends `head`, then `more` every 200 ms, until the host closes the connection (checked). */
  async function dribbleUntilCut(head: string, more: string): Promise<void> {
    const { socket, response } = await raw(host().port);
    socket.write(head);
    const dribble = setInterval(() => socket.write(more), 200);
    const r = await response();
    clearInterval(dribble);
    socket.destroy();
    expect(r.closed).toBe(true);
  }

  it('a request that never finishes its headers is cut off (slowloris)', async () => {
    const started = Date.now();
    await dribbleUntilCut(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${host().port}\r\nX-Slow: `, 'a');
    // Cut by the host's 1 s header limit, checked every 0.5 s, not by Node's own (60 s, checked every
    // 30 s): the bound sits between, with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(20_000);
    await expectStillServing();
  });

  it('a request that never finishes its body is cut off', async () => {
    const started = Date.now();
    await dribbleUntilCut(`PUT / HTTP/1.1\r\nHost: 127.0.0.1:${host().port}\r\nContent-Length: 100000\r\n\r\n{`, ' ');
    // Cut by the host's 2 s request limit, not by Node's own (300 s, checked every 30 s).
    expect(Date.now() - started).toBeLessThan(20_000);
    await expectStillServing();
  });

  it('a connection reset in the middle of a request', async () => {
    for (const bytes of [get('/'), upgrade('/ipc?token=wrong'), upgrade(`/ipc?token=${host().token}`)]) {
      const { socket } = await raw(host().port);
      socket.write(bytes);
      socket.resetAndDestroy();
    }
    await expectStillServing();
  });
});

describe('the browser host survives bad WebSocket upgrades', () => {
  it('an upgrade to a target that is not a URL (//[) is refused', async () => {
    const r = await exchange(upgrade('//['));
    expect([400, 403]).toContain(status(r.text));
    expect(r.closed).toBe(true);
    await expectStillServing();
  });

  it('an upgrade without a token, or with a bad one, is refused with 403', async () => {
    for (const target of ['/ipc', '/ipc?token=', '/ipc?token=%', `/ipc?token=${host().token}x`]) {
      expect(status((await exchange(upgrade(target))).text)).toBe(403);
    }
    await expectStillServing();
  });

  it('an upgrade with a broken key or version is refused with 400', async () => {
    const token = host().token;
    expect(status((await exchange(upgrade(`/ipc?token=${token}`, { 'Sec-WebSocket-Key': 'short' }))).text)).toBe(400);
    expect(status((await exchange(upgrade(`/ipc?token=${token}`, { 'Sec-WebSocket-Version': '7' }))).text)).toBe(400);
    await expectStillServing();
  });
});

describe('the browser host survives WebSocket protocol errors from a connected page', () => {
  // Each sends one frame the protocol forbids: the host closes that connection with the code the
  // protocol names, and stays up.
  const cases: Array<[string, FrameSpec, number]> = [
    ['a frame claiming more than the 40 MB limit', { claimed: 2 ** 40 }, 1009],
    ['an unmasked frame from the client', { payload: Buffer.from('{}'), masked: false }, 1002],
    ['a text frame that is not UTF-8', { payload: Buffer.from([0xc3, 0x28, 0xff]) }, 1007],
    ['a reserved opcode', { opcode: 3, payload: Buffer.from('x') }, 1002],
    ['reserved bits set', { rsv: 4, payload: Buffer.from('{}') }, 1002],
  ];
  for (const [name, spec, code] of cases) {
    it(`${name}: closed with ${code}`, async () => {
      const { socket, response, handshake } = await openRawSocket();
      expect(status(handshake)).toBe(101);
      socket.write(frame(spec));
      const r = await response();
      socket.destroy();
      expect(r.closed).toBe(true);
      expect(closeCode(r.text)).toBe(code);
      await expectStillServing();
    });
  }
});

describe('the browser host answers bad messages with errors', () => {
  it('a message that is not JSON, not a request, or names an unknown channel', async () => {
    const ws = await connect(host());
    const replies: unknown[] = [];
    ws.on('message', (d) => replies.push(JSON.parse(d.toString())));
    for (const text of ['not json', '[]', 'null', '{"id": "one", "channel": "game:list"}', '{"id": 1}']) ws.send(text);
    // Wait for the five answers, however long a loaded machine takes, then check no sixth came.
    await expect.poll(() => replies.length).toBeGreaterThanOrEqual(5);
    expect(replies).toHaveLength(5);
    for (const reply of replies) expect(reply).toMatchObject({ id: null, result: { ok: false, error: { code: 'invalid-input' } } });
    expect((await ask(ws, 7, 'fs:readFile', { path: '/etc/passwd' })).result.error?.message).toMatch(/unknown channel/);
    ws.close();
    await expectStillServing();
  });

  it('a binary message is read as its text', async () => {
    const ws = await connect(host());
    const reply = new Promise<{ id: number; result: { ok: boolean } }>((resolve) => ws.once('message', (d) => resolve(JSON.parse(d.toString()))));
    ws.send(Buffer.from(JSON.stringify({ id: 9, channel: 'game:list', input: {} })));
    expect(await reply).toMatchObject({ id: 9, result: { ok: true } });
    ws.close();
  });

  it('a payload nested a million deep answers an error', async () => {
    const ws = await connect(host());
    const depth = 1_000_000;
    const reply = new Promise<{ id: number; result: { ok: boolean; error?: { code: string } } }>((resolve) =>
      ws.once('message', (d) => resolve(JSON.parse(d.toString()))),
    );
    ws.send(`{"id": 5, "channel": "game:create", "input": {"name": "deep", "x": ${'['.repeat(depth)}${']'.repeat(depth)}}}`);
    expect(await reply).toMatchObject({ id: 5, result: { ok: false, error: { code: 'invalid-input' } } });
    ws.close();
    await expectStillServing();
  });

  it('a payload over the contract limit (32 MB) but under the frame limit answers an error', async () => {
    const ws = await connect(host());
    const reply = new Promise<{ id: number; result: { ok: boolean; error?: { message: string } } }>((resolve) =>
      ws.once('message', (d) => resolve(JSON.parse(d.toString()))),
    );
    ws.send(`{"id": 6, "channel": "game:import", "input": {"text": "${'a'.repeat(33 * 1024 * 1024)}"}}`);
    expect(await reply).toMatchObject({ id: 6, result: { ok: false, error: { message: expect.stringContaining('larger than 32 MB') } } });
    ws.close();
    await expectStillServing();
  });
});
