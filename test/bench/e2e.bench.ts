// `node test/bench/run.mjs e2e`: the workstation as a GM feels it, in Chromium against the browser
// host (1366x768). The fullest boards (every unit ordered) of the engine workload's games:
//   - Adjudicate: from the click on Adjudicate to the preview drawn, and from the click on Commit
//     to the board redrawn with the results (the pieces layer's draw, window.__adjutantDraws).
//   - Dragging a unit across the board: time between animation frames, and the cost of each
//     drawing of the drag layer and of the pieces layer while the pointer moves.
// Goals (issue 6): adjudicate to redrawn board under 100 ms at the median; frames under 16 ms.
//   --samples N (20)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { closeArchive, openArchive } from '../../electron/archive/db';
import { startBrowserHost } from '../../electron/host/server';
import { createGame } from '../../electron/service/index';
import { loadWorkload } from './workload';
import type { Position, Unit } from '../../engine/types';
import { SUPPLY_CENTERS } from '../../electron/tools/geometry/types';

// The runner bundles this file elsewhere and runs it from the project folder.
const root = process.cwd();
const { values: args } = parseArgs({
  options: {
    samples: { type: 'string' },
    size: { type: 'string' },
    trace: { type: 'boolean' },
    profile: { type: 'string' },
    'chrome-trace': { type: 'string' },
  },
});
const SAMPLES = Number(args.samples ?? 20);
/** `--size 1920x1080` measures at a projector's size (issue 19's goal is stated there). */
const [WIDTH, HEIGHT] = (args.size ?? '1366x768').split('x').map(Number);
const CHROMIUM = process.env.ADJUTANT_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const f = (x: number) => `${x.toFixed(1)} ms`;

function fullBoard(units: Unit[]): Position {
  const supplyCenters: Record<string, string[]> = {};
  const centers = new Set<string>(SUPPLY_CENTERS);
  for (const u of units) if (centers.has(u.province)) (supplyCenters[u.power] ??= []).push(u.province);
  return { variant: 'standard', phase: { season: 'spring', year: 1905, type: 'movement' }, units, dislodged: [], standoffs: [], supplyCenters };
}

/** Runs in the page: clicks, then waits for the pieces layer to be drawn showing `phase`. */
async function clickUntilDrawn(page: Page, testId: string, until: { drawnPhase?: string; selector?: string }): Promise<number> {
  return page.evaluate(
    ([id, drawn, selector]) =>
      new Promise<number>((resolve) => {
        const t0 = performance.now();
        (document.querySelector(`[data-testid="${id}"]`) as HTMLElement).click();
        const give_up = t0 + 10_000;
        const check = () => {
          if (performance.now() > give_up) return resolve(-1);
          if (selector) {
            if (document.querySelector(selector)) return requestAnimationFrame(() => resolve(performance.now() - t0));
          } else {
            const d = window.__adjutantDraws?.find((x) => x.phase === drawn && x.start >= t0);
            if (d) return resolve(d.end - t0);
          }
          requestAnimationFrame(check);
        };
        check();
      }),
    [testId, until.drawnPhase ?? null, until.selector ?? null] as const,
  );
}

// --trace: where Commit's time goes. Every message over the host's WebSocket is logged in the page
// with its time (sent: channel; answered: id and size; pushed: event), with the long tasks and the
// pieces layer's drawings, from the click on Commit (the last 'phase:adjudicate' sent).
function traceSocket(): void {
  type Entry = { t: number; what: string };
  const log: Entry[] = ((window as unknown as { __socketLog: Entry[] }).__socketLog = []);
  const names = new Map<number, string>();
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (this: WebSocket, data: string) {
    const m = JSON.parse(data) as { id: number; channel: string };
    names.set(m.id, m.channel);
    log.push({ t: performance.now(), what: `-> ${m.channel}` });
    if (!(this as unknown as { __traced?: boolean }).__traced) {
      (this as unknown as { __traced?: boolean }).__traced = true;
      this.addEventListener('message', (e) => {
        const d = JSON.parse(String(e.data)) as { id?: number; event?: { kind: string } };
        const size = String(e.data).length;
        log.push({ t: performance.now(), what: d.event ? `<- event ${d.event.kind}` : `<- ${names.get(d.id ?? -1)} (${(size / 1024).toFixed(1)} KiB)` });
      });
    }
    return send.call(this, data);
  };
  // DOM nodes added and removed, counted per animation frame.
  let added = 0;
  let removed = 0;
  const count = (node: Node): number => (node.nodeType === 1 ? (node as Element).getElementsByTagName('*').length + 1 : 1);
  addEventListener('DOMContentLoaded', () =>
    new MutationObserver((ms) => {
      if (added + removed === 0)
        requestAnimationFrame(() => {
          log.push({ t: performance.now(), what: `DOM: ${added} nodes added, ${removed} removed` });
          added = removed = 0;
        });
      for (const m of ms) {
        for (const n of m.addedNodes) added += count(n);
        removed += m.removedNodes.length;
      }
    }).observe(document.body, { childList: true, subtree: true }),
  );
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) log.push({ t: e.startTime, what: `long task ${e.duration.toFixed(0)} ms (ends ${(e.startTime + e.duration).toFixed(1)})` });
  }).observe({ entryTypes: ['longtask'] });
}

// CPU time, which the machine's load changes far less than the clock: the page's main thread
// (Chromium's ThreadTime) and this process, which runs the host and its service (process.cpuUsage).
const pageMetrics = new WeakMap<Page, import('playwright-core').CDPSession>();
async function cpuNow(page: Page): Promise<Record<string, number>> {
  let cdp = pageMetrics.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    pageMetrics.set(page, cdp);
  }
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value * 1000]));
  const host = process.cpuUsage();
  return {
    'page main thread CPU': m.ThreadTime,
    'page script': m.ScriptDuration,
    'page layout + style': m.LayoutDuration + m.RecalcStyleDuration,
    'host CPU (this process)': (host.user + host.system) / 1000,
  };
}

function cpuSince(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.keys(a).map((k) => [k, b[k] - a[k]]));
}

async function commitTrace(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const log = (window as unknown as { __socketLog: { t: number; what: string }[] }).__socketLog;
    const start = log.findLastIndex((e) => e.what === '-> phase:adjudicate');
    const t0 = log[start].t;
    const draws = (window.__adjutantDraws ?? [])
      .filter((d) => d.start >= t0)
      .map((d) => ({ t: d.start, what: `draw ${d.phase} (${(d.end - d.start).toFixed(1)} ms)` }));
    const lines = [...log.slice(start), ...draws].sort((a, b) => a.t - b.t).map((e) => `${(e.t - t0).toFixed(1).padStart(7)} ms  ${e.what}`);
    log.length = 0;
    return lines;
  });
}

/** Konva nodes made in the page so far (each takes the next id; the node made to read it counts too). */
function konvaNodeCount(): number {
  return new (window as unknown as { Konva: { Group: new () => { _id: number } } }).Konva.Group()._id;
}

function printTraces(traces: string[][]): void {
  for (const [i, lines] of traces.entries()) console.log(`trace: commit ${i}\n${lines.map((l) => `  ${l}`).join('\n')}`);
}

async function main(): Promise<void> {
  execFileSync(process.execPath, [join(root, 'electron/tools/build.mjs'), '--quiet'], { stdio: 'inherit' });
  // The fullest boards of the engine workload's games.
  const boards = loadWorkload()
    .movement.map((p) => ({ units: p.position.units, orders: p.orders }))
    .sort((a, b) => b.units.length - a.units.length);
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-e2e-bench-'));
  const archive = await openArchive(join(dir, 'bench.sqlite'), { create: true });
  if (!archive.ok) throw new Error(archive.error.message);
  const host = await startBrowserHost({ context: { archive: archive.value, version: 'bench', actor: 'gm' }, rendererDir: join(root, 'out/renderer') });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const names: string[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const w = boards[i];
      const created = await createGame(archive.value, { name: `Bench ${i}`, position: fullBoard(w.units) });
      if (!created.ok) throw new Error(created.error.message);
      const { submitOrders } = await import('../../electron/service/index');
      const sent = await submitOrders(archive.value, { gameId: created.value.id, orders: w.orders });
      if (!sent.ok) throw new Error(sent.error.message);
      names.push(`Bench ${i}`);
    }
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    if (args.trace) await page.addInitScript(traceSocket);
    await page.goto(host.url);
    // --profile FILE: a CPU profile of the page over the last commit; --chrome-trace FILE: Chromium's
    // trace of it (both open in Chromium's DevTools).
    const cdp = args.profile ? await page.context().newCDPSession(page) : null;
    if (cdp) await cdp.send('Profiler.enable');
    // Samples every 100 µs (Chromium's default, 1 ms, puts a few samples in a commit's frame).
    if (cdp) await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const toPreview: number[] = [];
    const toBoard: number[] = [];
    const traces: string[][] = [];
    const profiles: unknown[] = [];
    const cpuSpent: Record<string, number>[] = [];
    const nodesMade: number[] = [];
    for (const name of names) {
      await page.getByRole('button', { name, exact: true }).click();
      await page.getByTestId('board').waitFor();
      await page.waitForTimeout(150);
      const a = await clickUntilDrawn(page, 'adjudicate', { selector: '[data-testid="preview"]' });
      // Commit needs its confirmation ticked (issue 19); the time runs from the click on Commit.
      await page.getByTestId('commit-confirm').check();
      if (cdp) await cdp.send('Profiler.start');
      const tracing = args['chrome-trace'] && name === names[names.length - 1];
      if (tracing)
        await browser.startTracing(page, {
          path: args['chrome-trace'],
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'],
        });
      const cpu0 = args.trace ? await cpuNow(page) : null;
      const node0 = args.trace ? await page.evaluate(konvaNodeCount) : 0;
      const b = await clickUntilDrawn(page, 'commit', { drawnPhase: 'spring 1905 movement results' });
      if (cpu0) cpuSpent.push(cpuSince(cpu0, await cpuNow(page)));
      if (args.trace) nodesMade.push((await page.evaluate(konvaNodeCount)) - node0 - 1);
      if (tracing) await browser.stopTracing();
      if (cdp) profiles.push((await cdp.send('Profiler.stop')).profile);
      if (a < 0 || b < 0) throw new Error(`${name}: the preview or the redrawn board did not appear within 10 s (${a}, ${b})`);
      toPreview.push(a);
      toBoard.push(b);
      if (args.trace) traces.push(await commitTrace(page));
      await page.getByRole('button', { name: '◀ Games' }).click();
    }
    console.log(`e2e: ${SAMPLES} full boards (34 units, all ordered), Chromium ${browser.version()}, ${WIDTH}x${HEIGHT}`);
    console.log(`e2e: click Adjudicate -> preview drawn: median ${f(median(toPreview))}, p90 ${f(pct(toPreview, 0.9))}`);
    console.log(
      `e2e: click Commit -> board redrawn with results: median ${f(median(toBoard))}, p90 ${f(pct(toBoard, 0.9))}, p95 ${f(pct(toBoard, 0.95))} (goal, issue 25: median < 50 ms, p95 < 100 ms)`,
    );

    if (args.trace) printTraces(traces);
    if (args.trace)
      for (const k of Object.keys(cpuSpent[0] ?? {}))
        console.log(`cpu: click Commit -> redrawn: ${k} median ${f(median(cpuSpent.map((c) => c[k])))}, min ${f(Math.min(...cpuSpent.map((c) => c[k])))}`);
    if (args.trace) console.log(`konva: click Commit -> redrawn: nodes made median ${median(nodesMade)}, max ${Math.max(...nodesMade)}`);
    if (args.profile) writeFileSync(args.profile, JSON.stringify(profiles[profiles.length - 1]));

    // Dragging: a unit carried across the board in 120 pointer moves, frames timed in the page.
    await page.getByRole('button', { name: 'Bench 0', exact: true }).click();
    await page
      .getByTestId('back-to-current')
      .click()
      .catch(() => undefined);
    await page.getByTestId('board').waitFor();
    await page.evaluate(() => {
      (window as unknown as { __frames: number[] }).__frames = [];
      window.__adjutantDraws = [];
      const tick = (t: number) => {
        const frames = (window as unknown as { __frames: number[] | null }).__frames;
        if (frames) {
          frames.push(t);
          requestAnimationFrame(tick);
        }
      };
      requestAnimationFrame(tick);
    });
    const unit = await page.evaluate(() => {
      const units = ['par', 'mun', 'vie', 'war', 'ber', 'bur', 'gal', 'boh', 'tyr', 'ruh'];
      for (const p of units) {
        const pt = window.__adjutantBoard?.clientPoint(p);
        if (pt) return { p, ...pt };
      }
      return null;
    });
    if (!unit) throw new Error('no unit to drag');
    await page.mouse.move(unit.x, unit.y);
    await page.mouse.down();
    for (let i = 1; i <= 120; i++) {
      await page.mouse.move(unit.x + Math.sin(i / 10) * 200, unit.y + (i % 40) * 4);
    }
    await page.keyboard.press('Escape');
    await page.mouse.up();
    const { frames, draws } = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[] | null };
      const frames = w.__frames ?? [];
      w.__frames = null;
      return { frames, draws: window.__adjutantDraws ?? [] };
    });
    const intervals = frames.slice(1).map((t, i) => t - frames[i]);
    const dragDraws = draws.filter((d) => d.phase === 'drag').map((d) => d.end - d.start);
    const pieceDraws = draws.filter((d) => d.phase !== 'drag' && d.phase !== 'map').map((d) => d.end - d.start);
    console.log(
      `drag: ${intervals.length} frames: interval median ${f(median(intervals))}, p95 ${f(pct(intervals, 0.95))}, max ${f(Math.max(...intervals))}, over 20 ms: ${intervals.filter((x) => x > 20).length}, over 33 ms: ${intervals.filter((x) => x > 33).length}`,
    );
    console.log(`drag: frame interval p95 ${f(pct(intervals, 0.95))} (goal, issue 25: <= 17 ms)`);
    console.log(
      `drag: drag-layer drawing ${dragDraws.length}x: median ${f(median(dragDraws))}, p95 ${f(pct(dragDraws, 0.95))}; pieces-layer drawing ${pieceDraws.length}x: median ${f(median(pieceDraws) ?? 0)}, max ${f(Math.max(0, ...pieceDraws))} (goal: frames < 16 ms)`,
    );

    // A real drop (the unit moved to a neighbour), then the frames of the next 600 ms: the order is
    // drawn at once and sent; no frame may stall on it (goal, issue 25: none over 50 ms).
    const NEXT: Record<string, string> = {
      par: 'bur',
      mun: 'boh',
      vie: 'gal',
      war: 'ukr',
      ber: 'pru',
      bur: 'par',
      gal: 'vie',
      boh: 'mun',
      tyr: 'mun',
      ruh: 'bur',
    };
    const target = await page.evaluate((p) => window.__adjutantBoard?.clientPoint(p) ?? null, NEXT[unit.p]);
    if (!target) throw new Error(`no point for ${NEXT[unit.p]}`);
    const afterDrop: number[] = [];
    for (let round = 0; round < 5; round++) {
      const [from, to] = round % 2 === 0 ? [unit, target] : [target, unit];
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
      await page.mouse.move(to.x, to.y, { steps: 5 });
      // Frames are timed in the page from just before the button goes up until 600 ms after.
      await page.evaluate(() => {
        const w = window as unknown as { __after: number[] };
        w.__after = [];
        const t0 = performance.now();
        const tick = (t: number) => {
          w.__after.push(t);
          if (t - t0 < 600) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.mouse.up();
      await page.waitForFunction(() => {
        const a = (window as unknown as { __after: number[] }).__after;
        return a.length > 1 && a[a.length - 1] - a[0] >= 590;
      });
      const times = await page.evaluate(() => (window as unknown as { __after: number[] }).__after);
      const gaps = times.slice(1).map((x, k) => x - times[k]);
      afterDrop.push(...gaps);
    }
    console.log(
      `drop: frames within 600 ms of a drop: ${afterDrop.length}, max interval ${f(Math.max(...afterDrop))}, over 50 ms: ${afterDrop.filter((x) => x > 50).length} (goal, issue 25: none over 50 ms)`,
    );
  } finally {
    await browser.close();
    await host.close();
    closeArchive(archive.value);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
