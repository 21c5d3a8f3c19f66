// `node test/bench/run.mjs commit [--samples N]`: the host's side of the app's commit, as the browser
// host serves it (`dispatch`, then the answer's JSON), on the e2e bench's 34-unit boards: a preview,
// then the commit that reuses it. Prints the CPU and wall time of the commit (and the preview's CPU) (the transaction, the
// history chain's reseal, the answer read back) and the answer's size by part. The whole path, click
// to redrawn, is the e2e bench's (issue 25 item 9); this one isolates the service.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeArchive, openArchive } from '../../electron/archive/db';
import { dispatch, type HandlerContext } from '../../electron/ipc/handlers';
import { createGame, submitOrders } from '../../electron/service/index';
import { loadWorkload } from './workload';
import type { Position, Unit } from '../../engine/types';
import { SUPPLY_CENTERS } from '../../electron/tools/geometry/types';

const { values: args } = parseArgs({ options: { samples: { type: 'string', default: '40' } } });
const SAMPLES = Number(args.samples);

function fullBoard(units: Unit[]): Position {
  const supplyCenters: Record<string, string[]> = {};
  const centers = new Set<string>(SUPPLY_CENTERS);
  for (const u of units) if (centers.has(u.province)) (supplyCenters[u.power] ??= []).push(u.province);
  return { variant: 'standard', phase: { season: 'spring', year: 1905, type: 'movement' }, units, dislodged: [], standoffs: [], supplyCenters };
}

const kib = (x: unknown): string => ((JSON.stringify(x)?.length ?? 0) / 1024).toFixed(1);
const parts = (o: object): string =>
  Object.entries(o)
    .filter(([, x]) => (JSON.stringify(x)?.length ?? 0) >= 512)
    .map(([k, x]) => `${k} ${kib(x)}`)
    .join(', ');
const median = (a: number[]): number => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

const boards = loadWorkload()
  .movement.map((p) => ({ units: p.position.units, orders: p.orders }))
  .sort((a, b) => b.units.length - a.units.length)
  .slice(0, 30);
const dir = mkdtempSync(join(tmpdir(), 'adjutant-commit-bench-'));
const archive = await openArchive(join(dir, 'bench.sqlite'), { create: true });
if (!archive.ok) throw new Error(archive.error.message);
const ctx: HandlerContext = { archive: archive.value, host: 'browser', version: 'bench', actor: 'gm' };
const cpu: number[] = [];
const wall: number[] = [];
const previewCpu: number[] = [];
try {
  for (let i = 0; i < SAMPLES; i++) {
    const w = boards[i % boards.length];
    const game = await createGame(archive.value, { name: `Bench ${i}`, position: fullBoard(w.units) });
    if (!game.ok) throw new Error(game.error.message);
    const sent = await submitOrders(archive.value, { gameId: game.value.id, orders: w.orders });
    if (!sent.ok) throw new Error(sent.error.message);
    const input = { gameId: game.value.id, confirmMissing: true };
    const p0 = process.cpuUsage();
    if (!(await dispatch('phase:preview', input, ctx)).ok) throw new Error('no preview');
    const pc = process.cpuUsage(p0);
    previewCpu.push((pc.user + pc.system) / 1000);
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await dispatch('phase:adjudicate', input, ctx);
    const text = JSON.stringify({ id: 1, result: out });
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (!out.ok) throw new Error(out.error.message);
    if (i === 0) {
      const v = out.value as { shown: { game: object; phase: object } };
      console.log(
        `commit: the answer ${(text.length / 1024).toFixed(1)} KiB: ${parts(v)}; shown.game: ${parts(v.shown.game)}; shown.phase: ${parts(v.shown.phase)}`,
      );
    }
  }
  console.log(
    `commit: ${SAMPLES} commits after their preview, 34-unit boards: host CPU median ${median(cpu).toFixed(2)} ms (min ${Math.min(...cpu).toFixed(2)}), wall median ${median(wall).toFixed(2)} ms (min ${Math.min(...wall).toFixed(2)}); the preview before it: host CPU median ${median(previewCpu).toFixed(2)} ms`,
  );
} finally {
  closeArchive(archive.value);
  rmSync(dir, { recursive: true, force: true });
}
