// `node test/bench/run.mjs report` on Node 24: a phase report as PDF, the way the CLI makes one -
// the report read from the archive and laid out as HTML with its map (the service), then printed
// by headless Chromium (electron/reports/pdf.ts, one browser kept across calls). The phase is a
// bot-played Fall 1901 with every unit ordered. Goal: under 1.5 s at the median. Also prints the
// first call (which starts the browser) and the parts. Asserts nothing.
//   --samples N (15)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeArchive, openArchive } from '../../electron/archive/db';
import { standardMap } from '../../engine/map/standard';
import { closeBrowser, findChromium, htmlToPdf } from '../../electron/reports/pdf';
import { adjudicatePhase, createGame, getGame, phaseReport, submitOrders } from '../../electron/service/index';
import type { Position } from '../../engine/types';
import { botOrders } from '../support/bot';

const { values: args } = parseArgs({ options: { samples: { type: 'string' } } });
const SAMPLES = Number(args.samples ?? 15);

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function main(): Promise<void> {
  const chromium = findChromium();
  if (!chromium.ok) {
    console.log(`report: skipped, ${chromium.error}`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-report-bench-'));
  const archive = must(await openArchive(join(dir, 'bench.sqlite'), { create: true }));
  try {
    const map = standardMap();
    const gameId = must(await createGame(archive, { name: 'Bench' })).id;
    // Spring 1901, then Fall 1901: the report is about the fall, where centers change hands.
    for (let k = 0; k < 2; k++) {
      const position = must(await getGame(archive, { gameId })).position as Position;
      const orders = botOrders(map, position, 'France', 1000 + k);
      for (const power of [...new Set(orders.map((o) => o.power))]) {
        must(await submitOrders(archive, { gameId, power, orders: orders.filter((o) => o.power === power) }));
      }
      must(await adjudicatePhase(archive, { gameId }));
    }
    const once = async () => {
      const t0 = performance.now();
      const html = must(await phaseReport(archive, { gameId, seq: 1, format: 'html' })).body;
      const t1 = performance.now();
      const pdf = await htmlToPdf(html, { footer: 'Bench' });
      const t2 = performance.now();
      return { html: t1 - t0, pdf: t2 - t1, all: t2 - t0, bytes: pdf.length };
    };
    const first = await once();
    const runs = [];
    for (let i = 0; i < SAMPLES; i++) runs.push(await once());
    const all = runs.map((r) => r.all);
    console.log(`report: first call (starts Chromium) ${ms(first.all)}; PDF ${(first.bytes / 1024).toFixed(0)} KiB`);
    console.log(
      `report: phase report to PDF: median ${ms(median(all))}, p90 ${ms(pct(all, 0.9))}, max ${ms(Math.max(...all))} over ${SAMPLES} ` +
        `(report + HTML ${ms(median(runs.map((r) => r.html)))}, Chromium print ${ms(median(runs.map((r) => r.pdf)))}; goal < 1.5 s at the median)`,
    );
  } finally {
    await closeBrowser();
    closeArchive(archive);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
