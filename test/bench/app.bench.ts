// `npm run bench app [-- --ref REF]`: what the renderer spends on one app load, in Chromium against
// the browser host (1366x768), as a GM's evening starts: the game list; a game opened and its board
// drawn; an order dragged on the board; orders typed into the order box and entered; the phase
// adjudicated and committed (the board redrawn with the results); the side panel's tabs visited.
// Each load is a new browser context (a new renderer process, as every e2e test's window is).
// Measured per load, CPU time, not the clock (the machine is shared): the page's main thread
// (Chromium's Performance.getMetrics ThreadTime, with its script, layout and style parts; and by
// step) and the app's renderer processes (SystemInfo.getProcessInfo; Chromium's own WebUI renderer,
// which each new window starts, left out). With `--ref REF` the renderer built at that git ref is
// served too, by a second host on the same archive, and loads alternate (ref, tree, tree, ref, ...),
// so that both meet the same swings of the machine; the median of the paired ratios is the figure.
// The tree's renderer is out/renderer, built first if older than its sources.
// Options: --rounds N (8 loads each), --ref REF, --profile FILE (a CPU profile of the page over the
// tree's last load), --trace FILE (Chromium's trace of it, every process; both open in DevTools), --size WxH,
// --pictures DIR (the screen at each step of each load, named after the renderer: to compare the ref's and the tree's).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { closeArchive, openArchive } from '../../electron/archive/db';
import { startBrowserHost } from '../../electron/host/server';
import { createGame } from '../../electron/service/index';

const root = process.cwd();
const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string' },
    ref: { type: 'string' },
    profile: { type: 'string' },
    trace: { type: 'string' },
    pictures: { type: 'string' },
    size: { type: 'string' },
  },
});
const ROUNDS = Number(args.rounds ?? 8);
const [WIDTH, HEIGHT] = (args.size ?? '1366x768').split('x').map(Number);
const CHROMIUM = process.env.ADJUTANT_CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const ORDERS = 'England:\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Yor\nGermany:\nA Mun - Ruh\nF Kie - Hol\n';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The renderer at `ref`, built by Vite into a temporary folder (the tree's node_modules lent to it). */
function buildRef(ref: string, work: string): string {
  const dir = join(work, 'ref');
  mkdirSync(dir);
  let tar: Buffer;
  try {
    tar = execFileSync('git', ['archive', ref, 'renderer', 'engine', 'electron', 'resources', 'package.json', 'tsconfig.json'], {
      cwd: root,
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (e) {
    throw new Error(
      `app: cannot export the renderer at '${ref}': ${
        String((e as { stderr?: Buffer }).stderr ?? e)
          .trim()
          .split('\n')[0]
      }`,
    );
  }
  execFileSync('tar', ['-x', '-C', dir], { input: tar, maxBuffer: 1 << 30 });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'renderer/vite.config.ts', '--logLevel', 'error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  return join(dir, 'out/renderer');
}

interface Cpu {
  /** The page's main thread, ms. */
  thread: number;
  script: number;
  layoutStyle: number;
  /** The app's renderer processes, ms. */
  renderers: number;
  /** The main thread's CPU ms in each step of the workload. */
  steps: Record<string, number>;
}

/**
 * CPU ms of each renderer process but Chromium's own pages (a new window's browser UI loads one of
 * its own, chrome://omnibox-popup.top-chrome, which is none of the app's doing), by process id.
 */
async function renderersCpu(cdp: CDPSession): Promise<Map<number, number>> {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number; cpuTime: number }[] };
  const own = (id: number) => {
    try {
      return !/--[a-z-]*webui/.test(readFileSync(`/proc/${id}/cmdline`, 'utf8'));
    } catch {
      return true;
    }
  };
  return new Map(processInfo.filter((p) => p.type === 'renderer' && own(p.id)).map((p) => [p.id, p.cpuTime * 1000]));
}

/** CPU ms the renderers spent from `a` to `b` (a process new in `b` counts whole). */
const spent = (a: Map<number, number>, b: Map<number, number>) => [...b].reduce((sum, [id, ms]) => sum + ms - (a.get(id) ?? 0), 0);

/** Where a province's unit stands on screen (the board's probe, as the e2e tests read it). */
async function pointOf(page: Page, province: string): Promise<{ x: number; y: number }> {
  const p = await page.waitForFunction((prov) => window.__adjutantBoard?.clientPoint(prov) ?? null, province);
  return (await p.jsonValue()) as { x: number; y: number };
}

/** One app load and the GM's first actions in it; the renderer's CPU it cost. */
async function oneLoad(
  browser: Browser,
  browserCdp: CDPSession,
  label: string,
  url: string,
  game: string,
  profile: string | null,
  trace: string | null,
): Promise<Cpu> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
  try {
    const before = await renderersCpu(browserCdp);
    const page = await context.newPage();
    if (trace)
      await browser.startTracing(undefined, {
        path: trace,
        categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'cc', 'gpu', 'viz', 'benchmark', 'loading'],
      });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const steps: Record<string, number> = {};
    let lastTime = 0;
    const step = async (name: string) => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const time = metrics.find((x) => x.name === 'ThreadTime')!.value * 1000;
      steps[name] = time - lastTime;
      lastTime = time;
    };
    await page.goto(url);
    await page.getByRole('button', { name: game, exact: true }).waitFor();
    await step('game list');
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.getByRole('button', { name: game, exact: true }).click();
    await page.getByTestId('board').waitFor();
    await pointOf(page, 'par');
    await step('game opened');
    const picture = async (what: string) => {
      if (args.pictures) await page.screenshot({ path: join(args.pictures, `${label}-${WIDTH}x${HEIGHT}-${what}.png`) });
    };
    await picture('opened');
    // An order dragged: A Par to Bur.
    const from = await pointOf(page, 'par');
    const to = await pointOf(page, 'bur');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await picture('dragging');
    await page.mouse.up();
    await page.getByTestId('orders').filter({ hasText: 'A Par - Bur' }).waitFor();
    await step('order dragged');
    await picture('dropped');
    // Orders typed into the box and entered.
    await page.getByTestId('tab-orders').click();
    await page.getByTestId('order-text').fill(ORDERS);
    await page.getByTestId('enter-orders').click();
    await page.getByTestId('orders').filter({ hasText: 'F Kie - Hol' }).waitFor();
    await step('orders typed');
    // The phase adjudicated and committed: the board redrawn with the results.
    await page.getByTestId('adjudicate').click();
    await page.getByTestId('preview').waitFor();
    await page.getByTestId('commit-confirm').check();
    await page.getByTestId('commit').click();
    await page.getByTestId('results').waitFor();
    await step('committed');
    await picture('committed');
    // The tabs, each once, and back to the orders.
    for (const tab of ['results', 'history', 'mend', 'orders']) {
      await page.getByTestId(`tab-${tab}`).click();
      await page.locator(`[data-testid="tab-${tab}"][aria-selected="true"]`).waitFor();
    }
    await page.getByTestId('tab-mend').click();
    await page.getByTestId('tab-orders').click();
    // Let the last drawing happen: two animation frames.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await step('tabs');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value * 1000]));
    if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    if (trace) await browser.stopTracing();
    const renderers = spent(before, await renderersCpu(browserCdp));
    return { thread: m.ThreadTime, script: m.ScriptDuration, layoutStyle: m.LayoutDuration + m.RecalcStyleDuration, renderers, steps };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  execFileSync(process.execPath, [join(root, 'electron/tools/build.mjs'), '--quiet', '--if-stale'], { stdio: 'inherit' });
  const work = mkdtempSync(join(tmpdir(), 'adjutant-app-bench-'));
  let refDir: string | null = null;
  try {
    refDir = args.ref ? buildRef(args.ref, work) : null;
  } catch (e) {
    rmSync(work, { recursive: true, force: true });
    throw e;
  }
  const archive = await openArchive(join(work, 'bench.sqlite'), { create: true });
  if (!archive.ok) throw new Error(archive.error.message);
  const context = { archive: archive.value, version: 'bench', actor: 'gm' } as const;
  const hosts = [
    ...(refDir ? [{ name: args.ref!, host: await startBrowserHost({ context, rendererDir: refDir, cacheAssets: true }) }] : []),
    { name: 'working tree', host: await startBrowserHost({ context, rendererDir: join(root, 'out/renderer'), cacheAssets: true }) },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const browserCdp = await browser.newBrowserCDPSession();
    const runs = new Map<string, Cpu[]>(hosts.map((h) => [h.name, []]));
    let n = 0;
    // A warm-up load each (the host's caches, Chromium's disk cache), then the rounds, alternating.
    for (let round = -1; round < ROUNDS; round++) {
      const order = round % 2 ? hosts : [...hosts].reverse();
      for (const h of order) {
        const game = `Load ${n++}`;
        const created = await createGame(archive.value, { name: game });
        if (!created.ok) throw new Error(created.error.message);
        const last = round === ROUNDS - 1 && h.name === 'working tree';
        const cpu = await oneLoad(
          browser,
          browserCdp,
          h.name.replace(/\W+/g, '-'),
          h.host.url,
          game,
          last ? (args.profile ?? null) : null,
          last ? (args.trace ?? null) : null,
        );
        if (round >= 0) runs.get(h.name)!.push(cpu);
      }
    }
    console.log(
      `app: ${ROUNDS} loads each (game list, open a game, drag an order, enter 5 orders, adjudicate and commit, the tabs), Chromium ${browser.version()}, ${WIDTH}x${HEIGHT}; CPU ms per load, median`,
    );
    console.log('renderer'.padEnd(16), 'main thread'.padStart(12), 'script'.padStart(10), 'layout+style'.padStart(14), 'renderer processes'.padStart(20));
    for (const [name, cpu] of runs) {
      const c = (k: Exclude<keyof Cpu, 'steps'>) =>
        median(cpu.map((x) => x[k]))
          .toFixed(0)
          .padStart(k === 'renderers' ? 20 : k === 'layoutStyle' ? 14 : k === 'thread' ? 12 : 10);
      console.log(name.padEnd(16), c('thread'), c('script'), c('layoutStyle'), c('renderers'));
    }
    console.log('main thread CPU ms by step, median:');
    for (const [name, cpu] of runs)
      console.log(
        `  ${name.padEnd(14)} ${Object.keys(cpu[0].steps)
          .map((k) => `${k} ${median(cpu.map((x) => x.steps[k])).toFixed(0)}`)
          .join(', ')}`,
      );
    if (refDir) {
      const [ref, tree] = [...runs.values()];
      const ratio = (k: Exclude<keyof Cpu, 'steps'>) => median(tree.map((t, i) => t[k] / ref[i][k]));
      console.log(
        `app: working tree / ${args.ref}: main thread ${ratio('thread').toFixed(3)}x, renderer processes ${ratio('renderers').toFixed(3)}x (median of paired ratios)`,
      );
    }
  } finally {
    await browser.close();
    for (const h of hosts) await h.host.close();
    closeArchive(archive.value);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
