// `npm run bench event`: the convention network under a round's load (issue 29 item 9). On loopback
// over TLS, the host in its own process (as `adjutant serve --lan` runs it) serves a tournament round;
// every board's GM is a WebSocket client speaking the host's protocol (log in with the pairing code,
// the session cookie on the socket, requests bound to the phase the GM saw), and the room's displays
// read the round console and the standings again after pushes, once per burst of changes (SETTLE_MS,
// as the app's room screens do). Each board plays game years at a compressed realistic pace: the GM
// enters each power's orders (a pause between powers), commits (adjudicates), pauses, and so on.
// Reported (with the server's CPU time, which the machine's load changes far less than the clock):
//   - commit latency (phase:adjudicate, request to answer): p50/p95/p99 (goal p95 < 150 ms);
//   - push latency to the displays (commit sent to the display's push): p50/p95/p99 (goal p95 < 500 ms);
//   - a ramp (5, 10, 20, 30, 40 boards, one game year each): the boards at which p95 passes 150 ms;
//   - the server killed (SIGKILL) mid-round and started again: every client reconnects by itself
//     (backoff, same session cookie), and the time it took;
//   - commits lost or doubled, counted in the archive; PRAGMA integrity_check.
// Options: --boards 30 --years 3 --displays 3 --ramp 5,10,20,30,40 (--ramp '' skips it) --seed N.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { closeArchive, openArchive } from '../../electron/archive/db';
import { eventCertificate } from '../../electron/host/certificate';
import { startBrowserHost } from '../../electron/host/server';
import * as people from '../../electron/service/event/people';
import * as tour from '../../electron/service/tournament/index';
import { standardMap } from '../../engine/map/standard';
import type { GivenOrder, Position } from '../../engine/types';
import { botOrders } from '../support/bot';
import { rng } from '../support/randomBoard';
import { SETTLE_MS } from '../../renderer/state/settledReload';

/**
 * A process's CPU time (user + system, ms) from /proc: the server's work whatever the machine's
 * load, which inflates every wall-clock figure (null where /proc is absent).
 */
function cpuOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s (USER_HZ)
  } catch {
    return null;
  }
}

/** The reconnect backoff's jitter, seeded like every other number the bench draws. */
const jitter = rng(0x5eed);

interface Answer {
  ok: boolean;
  value?: any;
  error?: { code: string; message: string };
}

const pct = (xs: number[], p: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] : NaN);
const ms = (x: number) => `${x.toFixed(1)} ms`;
const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));
const line = (name: string, xs: number[]) => `${name}: n=${xs.length} p50 ${ms(pct(xs, 0.5))}, p95 ${ms(pct(xs, 0.95))}, p99 ${ms(pct(xs, 0.99))}`;

/** A client of the host's protocol: one WebSocket with the session cookie, reconnecting with backoff when it drops. */
class Client {
  ws: WebSocket | null = null;
  private next = 1;
  private pending = new Map<number, (a: Answer) => void>();
  reconnects = 0;
  closed = false;
  onPush: (gameId: number | null) => void = () => {};
  private opening: Promise<void> | null = null;
  constructor(
    private url: string,
    private cookie: string,
    private ca: string,
  ) {}
  open(): Promise<void> {
    this.opening ??= new Promise<void>((resolve) => {
      const attempt = (n: number) => {
        const ws = new WebSocket(this.url, { ca: this.ca, origin: this.url.replace('wss', 'https').replace('/ipc', ''), headers: { Cookie: this.cookie } });
        ws.once('open', () => {
          this.ws = ws;
          this.opening = null;
          resolve();
        });
        ws.on('message', (m: Buffer) => {
          const msg = JSON.parse(m.toString()) as { id?: number; result?: Answer; event?: { kind: string; gameId: number | null } };
          if (msg.event?.kind === 'archive-changed') this.onPush(msg.event.gameId);
          else if (typeof msg.id === 'number') {
            this.pending.get(msg.id)?.(msg.result!);
            this.pending.delete(msg.id);
          }
        });
        ws.once('error', () => {});
        ws.once('close', () => {
          if (this.ws === ws) {
            this.ws = null;
            for (const [, settle] of this.pending) settle({ ok: false, error: { code: 'disconnected', message: 'the connection closed' } });
            this.pending.clear();
            if (!this.closed) {
              this.reconnects++;
              void this.open();
            }
          } else if (!this.closed) setTimeout(() => attempt(n + 1), Math.min(2000, 100 * 2 ** n) * (0.75 + jitter() / 2));
        });
      };
      attempt(0);
    });
    return this.opening;
  }
  async ask(channel: string, input: unknown): Promise<Answer> {
    if (!this.ws) await this.open();
    const id = this.next++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.ws!.send(JSON.stringify({ id, channel, input }));
    });
  }
  close() {
    this.closed = true;
    this.ws?.close();
  }
}

function login(base: string, name: string, secret: string, ca: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/login`, { method: 'POST', ca, headers: { Origin: base, 'Content-Type': 'application/json' } }, (res) => {
      res.resume();
      if (res.statusCode !== 200) reject(new Error(`${name}: login ${res.statusCode}`));
      res.on('end', () => resolve(String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ name, secret }));
  });
}

function startServer(db: string, port: number, certFile: string): Promise<{ child: ChildProcess; port: number }> {
  // ADJUTANT_BENCH_PROFILE=dir: the server writes a CPU profile there (node --cpu-prof) when it stops.
  const profile = process.env.ADJUTANT_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.ADJUTANT_BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, process.argv[1], '--serve', db, String(port), certFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const m = /listening (\d+)/.exec(d.toString());
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the server left (${code})`)));
  });
}

async function bench(): Promise<void> {
  const { values } = parseArgs({
    options: { boards: { type: 'string' }, years: { type: 'string' }, displays: { type: 'string' }, ramp: { type: 'string' }, seed: { type: 'string' } },
  });
  const BOARDS = Number(values.boards ?? 30);
  const YEARS = Number(values.years ?? 3);
  const DISPLAYS = Number(values.displays ?? 3);
  const RAMP = (values.ramp ?? '5,10,20,30,40').split(',').filter(Boolean).map(Number);
  const SEED = Number(values.seed ?? 20261126);
  const TOTAL = Math.max(BOARDS, ...RAMP);
  console.log(`seed ${SEED}; ${BOARDS} boards x ${YEARS} years, ${DISPLAYS} displays; ramp ${RAMP.join(', ') || 'none'} (one year each)`);
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-event-bench-'));
  const db = join(dir, 'event.sqlite');
  const certFile = join(dir, 'event-cert.pem');
  const map = standardMap();
  const random = rng(SEED);

  // The round and its people, made before the host starts.
  const made = await openArchive(db, { create: true });
  if (!made.ok) throw new Error(made.error.message);
  const a = made.value;
  await tour.createTournament(a, { name: 'Bench Cup', scoring: 'carnage' });
  await tour.addPlayers(a, { tournament: 'Bench Cup', names: Array.from({ length: TOTAL * 7 }, (_, i) => `Player ${i + 1}`) });
  const round = await tour.startRound(a, { tournament: 'Bench Cup', endRule: { kind: 'year', lastYear: 1920 }, seed: SEED });
  if (!round.ok) throw new Error(round.error.message);
  const boards = round.value.rounds[0].boards.map((b) => b.gameId);
  const codes: { name: string; code: string; game?: number }[] = [];
  for (let i = 0; i < boards.length; i++) {
    const p = await people.addPerson(a, { name: `GM ${i + 1}`, role: 'boardGm', games: [boards[i]] });
    if (!p.ok) throw new Error(p.error.message);
    codes.push({ name: `GM ${i + 1}`, code: p.value.pairingCode, game: boards[i] });
  }
  for (let i = 0; i < DISPLAYS; i++) {
    const p = await people.addPerson(a, { name: `Wall ${i + 1}`, role: 'display' });
    if (!p.ok) throw new Error(p.error.message);
    codes.push({ name: `Wall ${i + 1}`, code: p.value.pairingCode });
  }
  closeArchive(a);
  const cert = await eventCertificate(certFile, ['127.0.0.1', 'localhost']);
  let server = await startServer(db, 0, certFile);
  // Whatever happens to the bench, its server does not outlive it.
  process.on('exit', () => server.child.kill('SIGKILL'));
  const base = `https://127.0.0.1:${server.port}`;
  const clients = new Map<string, Client>();
  for (const c of codes) {
    const cookie = await login(base, c.name, c.code, cert.cert);
    const client = new Client(`wss://127.0.0.1:${server.port}/ipc`, cookie, cert.cert);
    await client.open();
    clients.set(c.name, client);
  }

  // The displays: on a push they read the console and the standings again (one read at a time).
  const sentAt = new Map<number, number>();
  let pushes: number[] = [];
  const walls = codes.filter((c) => !c.game).map((c) => clients.get(c.name)!);
  for (const w of walls) {
    // The commit (by its send time) each game's last push on this display was counted for.
    const seen = new Map<number, number>();
    let reading = false;
    let again = false;
    let waiting = false;
    const read = async () => {
      if (reading) return void (again = true);
      reading = true;
      do {
        again = false;
        await w.ask('tournament:console', { tournament: 'Bench Cup' });
        await w.ask('tournament:standings', { tournament: 'Bench Cup' });
      } while (again);
      reading = false;
    };
    w.onPush = (gameId) => {
      const sent = gameId === null ? undefined : sentAt.get(gameId);
      if (gameId !== null && sent !== undefined && seen.get(gameId) !== sent) {
        seen.set(gameId, sent);
        pushes.push(performance.now() - sent);
      }
      // As the room's screens do (renderer/state/settledReload.ts): one read per burst of changes.
      if (waiting) return;
      waiting = true;
      setTimeout(() => {
        waiting = false;
        void read();
      }, SETTLE_MS);
    };
  }

  let commits: number[] = [];
  const acknowledged = new Map<number, number>();
  let lostAnswers = 0;
  /** One board's GM plays `years` game years: each power's orders, then the commit. */
  const play = async (name: string, gameId: number, years: number): Promise<void> => {
    const gm = clients.get(name)!;
    let start: number | null = null;
    for (;;) {
      const g = await gm.ask('game:get', { gameId });
      if (!g.ok) {
        await sleep(200);
        continue;
      }
      const pos = g.value.position as Position;
      start ??= pos.phase.year;
      if (pos.phase.year >= start + years) return;
      const cur = g.value.phases[g.value.phases.length - 1];
      const expect = { seq: cur.seq, phaseId: cur.id };
      const orders = botOrders(map, pos, 'England', Math.floor(random() * 1e9));
      const byPower = new Map<string, GivenOrder[]>();
      for (const o of orders) byPower.set(o.power, [...(byPower.get(o.power) ?? []), o]);
      let failed = false;
      for (const [power, list] of byPower) {
        await sleep(60 + random() * 140); // the GM types the next power's orders
        const s = await gm.ask('orders:submit', { gameId, power, orders: list, expect });
        if (!s.ok) failed = true;
      }
      if (failed) continue; // a restart cut a request: read the board again
      await sleep(100 + random() * 200);
      sentAt.set(gameId, performance.now());
      const t0 = performance.now();
      const c = await gm.ask('phase:adjudicate', { gameId, expect });
      if (c.ok) {
        commits.push(performance.now() - t0);
        acknowledged.set(gameId, (acknowledged.get(gameId) ?? 0) + 1);
      } else if (c.error?.code === 'disconnected') lostAnswers++;
      await sleep(300 + random() * 500); // the players read the results
    }
  };
  const gmsOf = (n: number) => codes.filter((c) => c.game).slice(0, n);

  // The round: BOARDS boards, YEARS game years; the server killed and restarted half way.
  const t0 = performance.now();
  const serverCpu: (number | null)[] = [];
  const restart: { value: { downMs: number; reconnectedMs: number; reconnects: number } | null } = { value: null };
  const killer = (async () => {
    const total = BOARDS * YEARS * 2;
    while (commits.length < total / 2) await sleep(50);
    const before = [...clients.values()].reduce((s, c) => s + c.reconnects, 0);
    const killedAt = performance.now();
    serverCpu.push(cpuOf(server.child.pid));
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    server = await startServer(db, server.port, certFile);
    const upAt = performance.now();
    while ([...clients.values()].some((c) => !c.ws)) await sleep(20);
    restart.value = {
      downMs: upAt - killedAt,
      reconnectedMs: performance.now() - upAt,
      reconnects: [...clients.values()].reduce((s, c) => s + c.reconnects, 0) - before,
    };
  })();
  await Promise.all(gmsOf(BOARDS).map((c) => play(c.name, c.game!, YEARS)));
  await killer;
  const roundSeconds = (performance.now() - t0) / 1000;
  console.log(`\n-- the round: ${BOARDS} boards, ${YEARS} years, ${roundSeconds.toFixed(1)} s (the server killed and restarted half way)`);
  console.log(line('commit latency', commits) + '   (goal p95 < 150 ms)');
  console.log(line(`push latency to ${DISPLAYS} displays`, pushes) + '   (goal p95 < 500 ms)');
  serverCpu.push(cpuOf(server.child.pid));
  const cpu = serverCpu.every((c) => c !== null) ? serverCpu.reduce((a, c) => a! + c!, 0)! : null;
  if (cpu !== null)
    console.log(
      `server CPU over the round (both processes, start-up included): ${(cpu / 1000).toFixed(2)} s, ${(cpu / Math.max(1, commits.length)).toFixed(1)} ms per commit`,
    );
  const r = restart.value;
  if (r)
    console.log(
      `restart: server down ${ms(r.downMs)} (kill to listening), all ${clients.size} clients back ${ms(r.reconnectedMs)} after; ${r.reconnects} reconnections, ${lostAnswers} commit answers cut by the kill`,
    );

  // The ramp: one game year on the first N boards at once.
  const ramp: string[] = [];
  let passedAt: number | null = null;
  for (const n of RAMP) {
    commits = [];
    pushes = [];
    const cpu0 = cpuOf(server.child.pid);
    await Promise.all(gmsOf(n).map((c) => play(c.name, c.game!, 1)));
    const cpu1 = cpuOf(server.child.pid);
    const p95 = pct(commits, 0.95);
    const perCommit = cpu0 !== null && cpu1 !== null ? `; server CPU ${((cpu1 - cpu0) / Math.max(1, commits.length)).toFixed(1)} ms per commit` : '';
    ramp.push(`${n} boards: commit p95 ${ms(p95)}, push p95 ${ms(pct(pushes, 0.95))}${perCommit}`);
    if (passedAt === null && p95 > 150) passedAt = n;
  }
  if (RAMP.length) {
    console.log('\n-- ramp (one game year each)');
    for (const l of ramp) console.log(l);
    console.log(passedAt === null ? `commit p95 stayed under 150 ms up to ${Math.max(...RAMP)} boards` : `commit p95 passes 150 ms at ${passedAt} boards`);
  }

  for (const c of clients.values()) c.close();
  await new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
  // Counted in the archive: each acknowledged commit is one adjudicated phase, none twice.
  const after = await openArchive(db, {});
  if (!after.ok) throw new Error(after.error.message);
  let lost = 0;
  let extra = 0;
  let doubled = 0;
  for (const gameId of boards) {
    const live = after.value.db
      .prepare(
        "SELECT p.id, (SELECT count(*) FROM adjudications a WHERE a.phase_id = p.id AND a.superseded_at IS NULL) AS n FROM phases p WHERE p.game_id = ? AND p.status = 'adjudicated'",
      )
      .all(gameId) as { id: number; n: number }[];
    const acked = acknowledged.get(gameId) ?? 0;
    if (live.length < acked) lost += acked - live.length;
    if (live.length > acked) extra += live.length - acked;
    doubled += live.filter((p) => p.n > 1).length;
  }
  const integrity = after.value.db.pragma('integrity_check', { simple: true });
  closeArchive(after.value);
  console.log(`\ncommits lost ${lost}, doubled ${doubled}; landed without an answer (cut by the kill) ${extra}; integrity_check ${String(integrity)}`);
  rmSync(dir, { recursive: true, force: true });
  if (lost || doubled || integrity !== 'ok') process.exitCode = 1;
}

// --- the server: this same file, run with --serve (a process of its own, to be killed) ---
if (process.argv[2] === '--serve') {
  const [, , , db, port, certFile] = process.argv;
  const archive = await openArchive(db, {});
  if (!archive.ok) throw new Error(archive.error.message);
  const cert = await eventCertificate(certFile, ['127.0.0.1', 'localhost']);
  const host = await startBrowserHost({
    context: { archive: archive.value, version: 'bench', actor: 'director' },
    rendererDir: tmpdir(),
    port: Number(port),
    tls: cert,
    event: {},
  });
  process.stdout.write(`listening ${host.port}\n`);
  process.on('SIGTERM', () => void host.close().then(() => (closeArchive(archive.value), process.exit(0))));
} else {
  await bench();
}
