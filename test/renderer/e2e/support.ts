// End-to-end support: the built renderer served by the browser host over a fresh archive, driven
// in Debian's Chromium through playwright-core. Without Chromium the tests are skipped, saying so.
import axe from 'axe-core';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startBrowserHost, type BrowserHost, type BrowserHostOptions } from '../../../electron/host/server';
import { RENDERER_DIR } from '../../../electron/host/main';
import { CHROMIUM_ARGS, printerOn } from '../../../electron/reports/pdf';
import { tempArchive } from '../../electron/service/support';
import type { Archive } from '../../../electron/archive/db';
import type { Position } from '../../../engine/types';
import { borrowWindow, giveBack, idleContexts, lentWindows, type Window } from './windows';

export const CHROMIUM = process.env.ADJUTANT_CHROMIUM ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const NO_CHROMIUM = `no Chromium at ${CHROMIUM} (apt-get install chromium, or set ADJUTANT_CHROMIUM)`;
export const hasRenderer = existsSync(join(RENDERER_DIR, 'index.html'));
export const ARTIFACTS = fileURLToPath(new URL('../../artifacts/', import.meta.url));
export const DOCS_SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

export { CHROMIUM_ARGS };

export const SIZES = {
  laptop: { width: 1366, height: 768 },
  projector: { width: 1920, height: 1080 },
} as const;

export interface Session {
  host: BrowserHost;
  browser: Browser;
  page: Page;
  /** Another window on the same host and archive (a context of its own, from the pool), given back with the session. */
  open(size?: { width: number; height: number }, query?: string): Promise<Page>;
  close(): Promise<void>;
}

// One Chromium per worker process, shared by every browser test file the worker runs (the e2e project
// in test/vitest.config.ts: isolate: false), started by the first session that needs it. A session's
// windows are lent by the worker's pool (windows.ts: a context and its page, cleaned of everything
// the last session left), and its host listens on a port the worker used before, so a window loads
// the bundle from its HTTP cache (and, parked on the origin, compiled already in its renderer's V8: an
// off-the-record context keeps no code cache on disk, and a persistent one did not pay, docs/PERFORMANCE.md
// session 16) while a test still starts from nothing (issue 28 item 7: suite time). After each file's last test
// setup.ts closes the contexts the file left open; the browser ends with the worker (Playwright kills
// the browsers it launched when the process exits, and Chromium quits when its pipe closes).
let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium (started again if it crashed or was closed). Contexts made on it are the
 * caller's to close. Callers at the same moment (a file's blocks side by side) share one start: the
 * start is recorded before anything is awaited (each such caller started a browser of its own until
 * session 14, four in entry.test.ts, three of them left running until the worker ended).
 */
export async function sharedBrowser(): Promise<Browser> {
  const starting = (workerBrowser ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }));
  const browser = await starting.catch((e: unknown) => {
    if (workerBrowser === starting) workerBrowser = undefined;
    throw e;
  });
  if (browser.isConnected()) return browser;
  if (workerBrowser === starting) workerBrowser = undefined;
  return sharedBrowser();
}

/**
 * The hosts' printer (PDF and PNG) on the worker's Chromium: before session 16 each worker whose files
 * printed started a second Chromium for it (electron/reports/pdf.ts's own). Its pages are contexts
 * of their own; closeFileContexts closes them with the file's others, and the next print makes one.
 */
const printer = printerOn(sharedBrowser);

/**
 * After a file's last test: closes the browser contexts it left open in the worker's Chromium (a
 * session gives its windows back; a test that failed half-way may not have: they are given back
 * now, cleaned or closed). The browser, its idle windows (windows.ts) and the host's PDF printer stay
 * for the worker's next file.
 */
export async function closeFileContexts(): Promise<void> {
  const browser = await workerBrowser?.catch(() => undefined);
  await Promise.all(lentWindows().map(giveBack));
  const kept = idleContexts();
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((c) => (kept.has(c) ? undefined : c.close().catch(() => undefined))));
}

/**
 * The ports the worker's hosts listened on, in the order they were first used, and those in use
 * now. A session's host takes the first one free (two when a file's blocks run side by side), so
 * the bundle's address (http://127.0.0.1:PORT/assets/...) is the same from window to window, and
 * Chromium's HTTP cache and V8's in-memory compilation cache, both keyed by it, hit (docs/PERFORMANCE.md,
 * "Browser windows reused, session 15").
 */
const ports: number[] = [];
const busyPorts = new Set<number>();

/**
 * A browser host serving the built renderer (its assets kept by the browser: `cacheAssets`) on a
 * port the worker used before when one is free, else on a new one; its `close` frees the port.
 */
export async function sessionHost(options: Omit<BrowserHostOptions, 'port' | 'rendererDir' | 'cacheAssets'>): Promise<BrowserHost> {
  for (;;) {
    const port = ports.find((p) => !busyPorts.has(p));
    let host: BrowserHost;
    try {
      host = await startBrowserHost({ ...options, rendererDir: RENDERER_DIR, cacheAssets: true, port: port ?? 0 });
    } catch (e) {
      // Another process took it while it was free: forget it.
      if (port === undefined || (e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
      ports.splice(ports.indexOf(port), 1);
      continue;
    }
    if (!ports.includes(host.port)) ports.push(host.port);
    busyPorts.add(host.port);
    let closing: Promise<void> | undefined;
    return {
      ...host,
      close: () =>
        (closing ??= host.close().finally(() => {
          busyPorts.delete(host.port);
        })),
    };
  }
}

/** Contexts a test opens on the worker's Chromium by itself (a device's, a login's over TLS), closed together. */
export interface Contexts {
  /** A new context (cookies, storage and cache of its own), kept to be closed by `closeAll`. */
  open(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes every context opened since the last call. */
  closeAll(): Promise<void>;
}

/**
 * For files that make their own contexts rather than a workstation's: the event network's pages (a
 * host over TLS: `ignoreHTTPSErrors: true` on each context, as the browser is shared), the phone's and
 * the tablet's (device emulation is a context's option).
 */
export function browserContexts(): Contexts {
  // New contexts, not the pool's (windows.ts): with pooled ones here, the whole e2e project hung twice
  // in network.test.ts (not reproduced with that file alone); the sessions' windows are pooled.
  const made: BrowserContext[] = [];
  return {
    async open(options) {
      const context = await (await sharedBrowser()).newContext(options);
      made.push(context);
      return context;
    },
    async closeAll() {
      await Promise.all(made.splice(0).map((c) => c.close().catch(() => undefined)));
    },
  };
}

/** `prepare` fills the fresh archive before the host serves it (a tournament, games...). */
export async function openWorkstation(
  size: { width: number; height: number } = SIZES.laptop,
  prepare?: (archive: Archive) => Promise<void>,
  query = '',
): Promise<Session> {
  if (!hasRenderer) throw new Error('the renderer is not built: npm test builds it (node electron/tools/build.mjs)');
  const archive = await tempArchive();
  if (prepare) await prepare(archive);
  const host = await sessionHost({
    context: { archive, version: 'e2e', actor: 'gm', render: { pdf: (html, paper) => printer.htmlToPdf(html, { paper }), png: printer.svgToPng } },
  });
  const browser = await sharedBrowser();
  const windows: Window[] = [];
  const problems: string[] = [];
  const open = async (viewport: { width: number; height: number } = size, q = query): Promise<Page> => {
    // A window of the worker's pool (windows.ts), cleaned since its last session.
    const window = await borrowWindow(browser, { viewport, deviceScaleFactor: 1 });
    windows.push(window);
    const page = window.page;
    // Playwright's waits (30 s by default) are safety nets here: a loaded machine may be slow.
    page.setDefaultTimeout(120_000);
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    // The token travels in the address's hash; a query (?projector=...) goes before it.
    await page.goto(q ? host.url.replace('/#', `/${q}#`) : host.url);
    return page;
  };
  const page = await open();
  return {
    host,
    browser,
    page,
    open,
    async close() {
      await Promise.all(windows.map(giveBack));
      await host.close();
      if (problems.length) throw new Error(problems.join('\n'));
    },
  };
}

/**
 * The page as it is, into test/artifacts/NAME.png, always: for a test that reads the picture's pixels
 * (a colour-blind simulation...) or copies it. A picture only for people to look at is `picture`'s.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * Whether the screens are photographed for people (`npm run screenshots`: ADJUTANT_SCREENSHOTS=1).
 * A full-window PNG costs Chromium 0.15 s of CPU at 1366x768 and 0.3 s at 1920x1080 (docs/PERFORMANCE.md,
 * "The browser harness, session 14"): about a hundred of them a run were a tenth of the browser tests'
 * work, and rewrote docs/screenshots/ on every run. What a test checks of what a person sees (sizes,
 * contrast, overlap, what lies over a control) is measured on the page whether or not it is asked.
 */
export const SCREENSHOTS = process.env.ADJUTANT_SCREENSHOTS === '1';

/** The page as it is, for people to look at: test/artifacts/NAME.png when screenshots are asked for, else nothing. */
export async function picture(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await screenshot(page, name);
}

/** As `picture`, and copied into docs/screenshots/NAME.png, the picture the docs show. */
export async function docsPicture(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
  copyFileSync(await screenshot(page, name), join(DOCS_SCREENSHOTS, `${name}.png`));
}

/**
 * Sets the window's size and waits until the page is laid out at it: the window reports the new size,
 * then `settled`. A condition, not a pause, so it holds on a loaded machine (issue 28 item 7).
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [size.width, size.height] as const);
  await settled(page);
}

/**
 * Waits until the page's layout has stopped changing: the window's and the document's sizes, the
 * board's box, every canvas's size (the board's Konva stage follows its box through a ResizeObserver
 * and a React render) and the board's drawn scale read the same at three animation frames in a row,
 * with the page's pending tasks run between frames (React renders in tasks). Fails, saying so, if
 * the page is still changing after 600 frames.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const look = () => {
          const board = document.querySelector<HTMLElement>('[data-testid="board"]');
          const canvases = [...document.querySelectorAll('canvas')].map((c) => `${c.width}x${c.height}`);
          const scale = (window as unknown as { __adjutantBoard?: { sizes(): { scale: number } } }).__adjutantBoard?.sizes().scale;
          const doc = document.documentElement;
          return JSON.stringify([
            window.innerWidth,
            window.innerHeight,
            doc.scrollWidth,
            doc.scrollHeight,
            board?.clientWidth,
            board?.clientHeight,
            canvases,
            scale,
          ]);
        };
        let last = '';
        let same = 0;
        let frames = 0;
        const frame = () => {
          const now = look();
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 2) return resolve();
          if (++frames > 600) return reject(new Error(`the page is still changing after 600 frames: ${now}`));
          // A task first (React's renders are tasks), then the next frame.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => requestAnimationFrame(frame);
          channel.port2.postMessage(null);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Where a province's unit stands on screen, from the board's test hook. */
export async function pointOf(page: Page, province: string, coast?: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate(
    ([prov, c]) =>
      (window as unknown as { __adjutantBoard?: { clientPoint(p: string, c?: string): { x: number; y: number } | null } }).__adjutantBoard?.clientPoint(
        prov,
        c ?? undefined,
      ) ?? null,
    [province, coast ?? null] as const,
  );
  if (!p) throw new Error(`no point on the board for ${province}`);
  return p;
}

/** Drags from one province's unit to another province, as a GM's mouse would. */
export async function drag(page: Page, from: string, to: string, opts: { toCoast?: string; modifier?: 'Shift' | 'Alt' } = {}): Promise<void> {
  const a = await pointOf(page, from);
  const b = await pointOf(page, to, opts.toCoast);
  if (opts.modifier) await page.keyboard.down(opts.modifier);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  if (opts.modifier) await page.keyboard.up(opts.modifier);
}

interface Invoke {
  invoke(channel: string, input: unknown): Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>;
}

/** Calls the service as the page does, through its bridge; a refusal throws with its message. */
export async function invoke<T>(page: Page, channel: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ([c, i]) => {
      const out = await (window as unknown as { adjutant: Invoke }).adjutant.invoke(c as string, i);
      if (!out.ok) throw new Error(out.error!.message);
      return out.value;
    },
    [channel, input] as const,
  ) as Promise<T>;
}

/**
 * Waits until the element with data-testid `testId` is shown: Playwright's own wait, raced by a look
 * inside the page every 16 ms (a box of some size, not `visibility: hidden`) that ends it sooner.
 * Playwright alone looks from outside the page at 0, 20, 50, 100 and 100 ms, then every 500 ms: the
 * board, there 440 to 890 ms after the click that opens a game, was seen 120 to 415 ms late, 860 to
 * 1010 ms after the click (docs/PERFORMANCE.md, "Waits, session 17"). The look inside the page only
 * hurries it: a page's timers can be held back (a page the browser counts as hidden has its timers
 * slowed, down to one a minute; network.test.ts's wait ran out at 30 s so, with two copies of the
 * suite side by side, when the look inside the page was the only wait), and Playwright's wait does
 * not depend on them. The same condition, not a shorter one: it ends when the element shows, however
 * long that takes (the page's default timeout is the only deadline, as before).
 */
export async function shown(page: Page, testId: string): Promise<void> {
  const inside = page
    .waitForFunction(
      (id) => {
        const e = document.querySelector(`[data-testid="${CSS.escape(id)}"]`);
        if (!e) return false;
        const box = e.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
      },
      testId,
      { polling: 16 },
    )
    // When Playwright's wait ends first, this one is left to end with the page (or its timeout): its answer is not needed.
    .then(
      () => undefined,
      () => undefined,
    );
  await Promise.race([inside, page.getByTestId(testId).waitFor()]);
  // Whichever came first, Playwright's own wait for the same element (at once when it is there).
  await page.getByTestId(testId).waitFor();
}

/** Creates a game (from a position, if given) and opens it from the game list. */
export async function openGame(page: Page, name: string, position?: Position): Promise<number> {
  const g = await invoke<{ id: number }>(page, 'game:create', { name, ...(position ? { position } : {}) });
  await page.getByRole('button', { name }).click();
  await shown(page, 'board');
  return g.id;
}

/**
 * One workstation for one test: `fn` runs on its page, and it is closed (reporting page errors) after,
 * whatever happens. `prepare` and `query` as for openWorkstation.
 */
export async function withWorkstation<T>(
  size: { width: number; height: number },
  fn: (page: Page) => Promise<T>,
  { prepare, query }: { prepare?: (archive: Archive) => Promise<void>; query?: string } = {},
): Promise<T> {
  const s = await openWorkstation(size, prepare, query);
  try {
    return await fn(s.page);
  } finally {
    await s.close();
  }
}

/**
 * One workstation for a describe block: opened before its tests, closed (reporting page errors)
 * after. `open`, if given, runs on the page once it is open (a game created and opened...);
 * `prepare`, on the archive before the window opens, as for openWorkstation.
 */
export function workstationForBlock(
  size: { width: number; height: number } = SIZES.laptop,
  open?: (page: Page) => Promise<void>,
  prepare?: (archive: Archive) => Promise<void>,
): { readonly page: Page; readonly session: Session } {
  let s: Session | undefined;
  beforeAll(async () => {
    s = await openWorkstation(size, prepare);
    await open?.(s.page);
  });
  afterAll(async () => {
    await s?.close();
  });
  return {
    get page() {
      return this.session.page;
    },
    get session() {
      if (!s) throw new Error('the workstation is not open yet');
      return s;
    },
  };
}

/** One workstation for a describe block with one game, created (from `position`, if given) and opened before its tests. */
export function gameForBlock(size: { width: number; height: number }, name: string, position?: Position): { readonly page: Page; readonly gameId: number } {
  let gameId: number | undefined;
  const ws = workstationForBlock(size, async (page) => {
    gameId = await openGame(page, name, position);
  });
  return {
    get page() {
      return ws.page;
    },
    get gameId() {
      if (gameId === undefined) throw new Error('the game is not open yet');
      return gameId;
    },
  };
}

/** axe-core's own script, as its package hands it to browser drivers. */
const AXE_SOURCE: string = axe.source;

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical findings of axe on the page as it is now, one line each. */
export async function audit(page: Page, skip: string[] = []): Promise<string[]> {
  // Evaluated through the debugging protocol: the page's CSP (script-src 'self') stays as it is.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (off) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Finding[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'], rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])) })).violations;
  }, skip);
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

/** In an open preview: ticks the confirmation, commits, and waits for the preview to close. */
export async function confirmCommit(page: Page): Promise<void> {
  await page.getByTestId('commit-confirm').check();
  await page.getByTestId('commit').click();
  await page.getByTestId('preview').waitFor({ state: 'detached' });
}
