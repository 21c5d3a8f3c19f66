// `node --import tsx test/bench/archive.bench.ts` on Node 24: the archive at scale. Builds an
// archive of 10,000 games of 20 phases each (real positions, results, order texts and reader
// diagnostics from bot-played games, written in one transaction with prepared statements), then
// measures opening it and listing every game (goal < 200 ms), and adjudicating and committing one
// phase through the service (goal < 20 ms at the median). Prints figures; asserts nothing.
//   --games N (10000)  --phases N (20)  --samples N (300)  --file PATH  --keep (keep the file)
import type Database from 'better-sqlite3';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { adjudicate } from '../../engine/adjudicate/index';
import { formatOrder } from '../../engine/orders/format';
import { readSheet } from '../../engine/orders/sheet';
import { DEFAULT_OPTIONS } from '../../engine/rules/index';
import type { GivenOrder, Position } from '../../engine/types';
import { closeArchive, openArchive, type Archive } from '../../electron/archive/db';
import { storeOrders, storePosition, storeResult } from '../../electron/archive/stored/codec';
import { standardMap } from '../../engine/map/standard';
import { adjudicatePhase } from '../../electron/service/adjudication';
import { getGame, listGames } from '../../electron/service/games';
import { submitOrders } from '../../electron/service/orders';
import { botOrders, startingPosition } from '../support/bot';

const { values: args } = parseArgs({
  options: { games: { type: 'string' }, phases: { type: 'string' }, samples: { type: 'string' }, file: { type: 'string' }, keep: { type: 'boolean' } },
});
const GAMES = Number(args.games ?? 10_000);
const PHASES = Number(args.phases ?? 20);
const SAMPLES = Number(args.samples ?? 300);
const FILE = args.file ?? join(tmpdir(), `adjutant-bench-${process.pid}.sqlite`);
const TEMPLATES = 8;
const map = standardMap();

/** One phase as it is stored, every JSON column already a string. */
interface PhaseRow {
  season: string;
  year: number;
  type: string;
  position: string;
  submissions: { power: string; raw: string; orders: string; diagnostics: string }[];
  results: string;
  orders: string;
  next: string | null;
}

/** A bot-played game, phase by phase, as the archive would hold it. */
function template(seed: number): PhaseRow[] {
  let position: Position | null = startingPosition(map);
  const strong = map.powers[seed % map.powers.length].name;
  const rows: PhaseRow[] = [];
  for (let k = 0; k < PHASES && position; k++) {
    const orders = botOrders(map, position, strong, seed * 1000 + k);
    const byPower = new Map<string, GivenOrder[]>();
    for (const o of orders) byPower.set(o.power, [...(byPower.get(o.power) ?? []), o]);
    const submissions = [...byPower].map(([power, own]) => {
      const raw = own.map((o) => formatOrder(o.order, map, 'short')).join('\n');
      const sheet = readSheet(raw, map, { phase: position!.phase.type, defaultPower: power, units: position!.units });
      const diagnostics = sheet.lines.map((d) => ({ line: d.line, start: d.start, end: d.end, status: d.status, power }));
      return { power, raw, orders: storeOrders(sheet.orders), diagnostics: JSON.stringify(diagnostics) };
    });
    const result = adjudicate(map, position, orders, DEFAULT_OPTIONS);
    const { next, ...stored } = result;
    const { season, year, type } = position.phase;
    rows.push({
      season,
      year,
      type,
      position: storePosition(position),
      submissions,
      results: storeResult(stored),
      orders: storeOrders(orders),
      next: next === null ? null : storePosition(next),
    });
    position = next;
  }
  return rows;
}

function statements(db: Database.Database) {
  return {
    game: db.prepare("INSERT INTO games (name, variant, rule_options, draw_type, status, created_at, updated_at) VALUES (?, 'standard', ?, ?, ?, ?, ?)"),
    power: db.prepare('INSERT INTO powers (game_id, power) VALUES (?, ?)'),
    player: db.prepare('INSERT INTO players (game_id, power, name, contact, since_seq, created_at) VALUES (?, ?, ?, ?, 0, ?)'),
    phase: db.prepare('INSERT INTO phases (game_id, seq, season, year, type, position, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'),
    submission: db.prepare(`INSERT INTO submissions (phase_id, power, source, raw_text, orders, diagnostics, submitted_by, submitted_at)
      VALUES (?, ?, 'text', ?, ?, ?, ?, ?)`),
    adjudication: db.prepare('INSERT INTO adjudications (phase_id, orders, results, next_position, adjudicated_at) VALUES (?, ?, ?, ?, ?)'),
    event: db.prepare("INSERT INTO events (game_id, at, actor, action, details) VALUES (?, ?, 'GM', ?, ?)"),
  };
}

const STATUSES = ['active', 'active', 'active', 'active', 'active', 'active', 'finished', 'drawn', 'abandoned', 'active'];

function fill(archive: Archive, templates: PhaseRow[][]): void {
  const s = statements(archive.db);
  const options = JSON.stringify(DEFAULT_OPTIONS);
  const day = 86_400_000;
  archive.db.transaction(() => {
    for (let g = 0; g < GAMES; g++) {
      const at = (i: number) => new Date(Date.UTC(2005, 0, 1) + g * day * 0.3 + i * day * 3).toISOString();
      const rows = templates[g % templates.length];
      const id = Number(
        s.game.run(
          `Game ${String(g + 1).padStart(5, '0')} ${['Postal', 'Zine', 'Email', 'Club'][g % 4]}`,
          options,
          g % 5 ? 'dias' : 'nodias',
          STATUSES[g % 10],
          at(0),
          at(rows.length),
        ).lastInsertRowid,
      );
      for (const p of map.powers) {
        s.power.run(id, p.name);
        s.player.run(id, p.name, `Player ${g}-${p.name}`, `p${g}.${p.name.toLowerCase()}@example.org`, at(0));
      }
      s.event.run(id, at(0), 'game-created', '{"variant":"standard","drawType":"dias","start":"standard"}');
      rows.forEach((row, seq) => {
        const open = seq === rows.length - 1;
        const phaseId = Number(s.phase.run(id, seq, row.season, row.year, row.type, row.position, open ? 'open' : 'adjudicated', at(seq)).lastInsertRowid);
        for (const sub of row.submissions) {
          s.submission.run(phaseId, sub.power, sub.raw, sub.orders, sub.diagnostics, sub.power.toLowerCase(), at(seq));
          s.event.run(id, at(seq), 'orders-submitted', `{"phase":${seq},"power":"${sub.power}"}`);
        }
        if (open) return;
        s.adjudication.run(phaseId, row.orders, row.results, row.next, at(seq + 1));
        s.event.run(id, at(seq + 1), 'phase-adjudicated', `{"phase":${seq}}`);
      });
    }
  })();
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function openOrDie(): Promise<Archive> {
  const opened = await openArchive(FILE, { create: true });
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

async function measureOpenAndList(): Promise<void> {
  const open: number[] = [];
  const listed: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const archive = await openOrDie();
    const t1 = performance.now();
    const list = await listGames(archive, { limit: GAMES });
    const t2 = performance.now();
    if (!list.ok || list.value.games.length !== GAMES) throw new Error('listing failed');
    open.push(t1 - t0);
    listed.push(t2 - t1);
    closeArchive(archive);
  }
  const both = open.map((o, i) => o + listed[i]);
  console.log(`archive: open ${ms(median(open))}, list all ${GAMES} games ${ms(median(listed))}, together ${ms(median(both))} (median of 7; goal < 200 ms)`);
}

async function measureAdjudication(): Promise<void> {
  const archive = await openOrDie();
  const active = await listGames(archive, { status: 'active', limit: GAMES });
  if (!active.ok) throw new Error(active.error.message);
  const games = active.value.games.slice(0, Math.ceil(SAMPLES / 3)).map((g) => g.id);
  const times: number[] = [];
  for (let round = 0; times.length < SAMPLES && round < 50; round++) {
    for (const gameId of games) {
      if (times.length >= SAMPLES) break;
      if (round > 0) {
        const game = await getGame(archive, { gameId });
        // A bot game can reach a solo during the measurement; it then has nothing left to adjudicate.
        if (!game.ok || !game.value.position || game.value.status !== 'active') continue;
        const orders = botOrders(map, game.value.position, 'France', gameId * 31 + round);
        if (orders.length) await submitOrders(archive, { gameId, orders });
      }
      const t0 = performance.now();
      const done = await adjudicatePhase(archive, { gameId });
      times.push(performance.now() - t0);
      if (!done.ok) throw new Error(done.error.message);
    }
  }
  closeArchive(archive);
  console.log(
    `archive: adjudicate and commit one phase: median ${ms(median(times))}, p90 ${ms(pct(times, 0.9))}, max ${ms(Math.max(...times))} over ${times.length} phases (goal < 20 ms at the median)`,
  );
}

async function main(): Promise<void> {
  rmSync(FILE, { force: true });
  try {
    const t0 = performance.now();
    const templates = Array.from({ length: TEMPLATES }, (_, i) => template(i + 1));
    const archive = await openOrDie();
    const t1 = performance.now();
    fill(archive, templates);
    const t2 = performance.now();
    closeArchive(archive);
    const size = statSync(FILE).size;
    console.log(
      `archive: built ${GAMES} games x ${PHASES} phases in ${((t2 - t1) / 1000).toFixed(1)} s (templates ${((t1 - t0) / 1000).toFixed(1)} s), ${(size / 2 ** 20).toFixed(0)} MiB, ${(size / GAMES / PHASES / 1024).toFixed(1)} KiB per phase`,
    );
    await measureOpenAndList();
    await measureAdjudication();
  } finally {
    // Several GiB: never left behind unless asked for.
    if (args.keep) console.log(`archive: kept ${FILE}`);
    else for (const f of [FILE, `${FILE}-wal`, `${FILE}-shm`]) rmSync(f, { force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
