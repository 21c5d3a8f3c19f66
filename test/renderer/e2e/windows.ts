// The browser tests' windows, reused (issue 28 item 7: suite time). A new Playwright context with a
// page is a new renderer process with a cold HTTP cache, the 2.6 MB bundle fetched and compiled
// again: about 1.6 s of Chromium's CPU to show the game list, 0.9 s in a window that had shown it
// before. So each worker keeps the windows (a context and its page) its sessions gave back, keyed by
// the context options they were made with, and lends one to the next caller asking for the same
// options, cleaned first of everything a test could leave in it: cookies, every origin's storage
// (local and session storage, IndexedDB, Cache Storage, service workers), permissions, routes, the
// listeners the test added, an open dialog, the emulated media, the page's history, its other pages,
// its downloads, the keys and mouse buttons held down; the page is left on an empty page of the
// origin it was at (park: the next load on that origin stays in the same renderer process) or at
// about:blank, and its viewport is set to the next caller's. A window whose state cannot be put back
// (an init script, an exposed function, a closed page) is closed instead. windowsIsolation.test.ts
// proves what a session leaves is not seen by the next.
import type { Browser, BrowserContext, BrowserContextOptions, Dialog, Download, Page } from 'playwright-core';

/**
 * The context options a pooled window can be asked for: its key. `viewport` counts only as present
 * or null (no emulated size): its size is set on each loan. Any other option (a storage state, a
 * proxy, a recorded video, extra headers...) gets a fresh context, closed when given back.
 */
const KEYED = [
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'locale',
  'ignoreHTTPSErrors',
  'colorScheme',
  'reducedMotion',
  'forcedColors',
  'timezoneId',
] as const;

/** The size a window gets when its caller names none (Playwright's own default). */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** The key of the pool a context with these options comes from, or null when no pooled context can take them. */
export function poolKey(options: BrowserContextOptions = {}): string | null {
  for (const [name, value] of Object.entries(options))
    if (value !== undefined && name !== 'viewport' && !(KEYED as readonly string[]).includes(name)) return null;
  return JSON.stringify([options.viewport === null, ...KEYED.map((k) => options[k] ?? null)]);
}

/** A context and its first page, lent to one caller at a time. */
export interface Window {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Null: made for options no pooled context takes, closed when given back. */
  readonly key: string | null;
  /** How many loans this window has had (1: new). */
  loans: number;
}

interface Pooled extends Window {
  options: BrowserContextOptions;
  /** The origins the window's frames have been at (their storage is cleared when given back). */
  origins: Set<string>;
  downloads: Download[];
  /** Dialogs the borrower's own listeners were told of (and may have left open). */
  dialogs: Dialog[];
  /** The listeners the pool keeps on the page and the context; any other is the borrower's. */
  own: Set<unknown>;
  /** Whether the page was handed out by the context's newPage (browserContexts' callers make their page). */
  handed: boolean;
  /** Something was added that no call takes back (an init script, an exposed function). */
  tainted: boolean;
}

const idle = new Map<string, Pooled[]>();
const lent = new Map<BrowserContext, Pooled>();

/** The idle windows' contexts (for closeFileContexts: those stay open). */
export function idleContexts(): Set<BrowserContext> {
  return new Set([...idle.values()].flat().map((w) => w.context));
}

/** The windows lent and not given back (for closeFileContexts: a test that failed half-way may have kept one). */
export function lentWindows(): Window[] {
  return [...lent.values()];
}

function alive(w: Pooled, browser: Browser): boolean {
  return w.context.browser() === browser && browser.isConnected() && !w.page.isClosed();
}

/**
 * A window with `options` on `browser`: an idle one of the same key, made ready for them (its
 * viewport set), or a new one. `newPage` on its context answers its page first, then new pages.
 */
export async function borrowWindow(browser: Browser, options: BrowserContextOptions = {}): Promise<Window> {
  const key = poolKey(options);
  const list = key === null ? [] : (idle.get(key) ?? []);
  let w: Pooled | undefined;
  while ((w = list.pop()) && !alive(w, browser)) void w.context.close().catch(() => undefined);
  if (w) {
    w.loans++;
    w.handed = false;
    w.options = options;
    if (options.viewport !== null) await w.page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
  } else w = await newWindow(browser, options, key);
  lent.set(w.context, w);
  return w;
}

async function newWindow(browser: Browser, options: BrowserContextOptions, key: string | null): Promise<Pooled> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const w: Pooled = { context, page, key, loans: 1, options, origins: new Set(), downloads: [], dialogs: [], own: new Set(), handed: false, tainted: false };
  const record = (frame: { url(): string }) => {
    const url = URL.canParse(frame.url()) ? new URL(frame.url()) : null;
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) w.origins.add(url.origin);
  };
  const saved = (d: Download) => w.downloads.push(d);
  // Playwright dismisses a dialog nobody listens to (accepts a beforeunload): so does this listener
  // when it is the only one; else it keeps the dialog, to be dismissed when the window is given back.
  const answered = (d: Dialog) => {
    if (listeners(page, 'dialog').length + listeners(context, 'dialog').length > 1) w.dialogs.push(d);
    else void (d.type() === 'beforeunload' ? d.accept() : d.dismiss()).catch(() => undefined);
  };
  // Pages the window's context opens beside its own (popups, a caller's newPage) have their origins recorded too.
  const opened = (p: Page) => p.on('framenavigated', record);
  page.on('framenavigated', record);
  page.on('download', saved);
  page.on('dialog', answered);
  context.on('page', opened);
  w.own = new Set([record, saved, answered, opened]);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    if (w.handed || page.isClosed()) return newPage();
    w.handed = true;
    return page;
  };
  // What no call takes back marks the window, to be closed rather than lent again.
  for (const target of [page, context])
    for (const name of ['addInitScript', 'exposeFunction', 'exposeBinding']) {
      const methods = target as unknown as Record<string, (...a: unknown[]) => unknown>;
      const method = methods[name].bind(target);
      methods[name] = (...a: unknown[]) => {
        w.tainted = true;
        return method(...a);
      };
    }
  return w;
}

type Listener = (...a: unknown[]) => void;
/** Playwright's emitters, as Node's (their types name only on, once, off). */
const emitter = (e: Page | BrowserContext) => e as unknown as { eventNames(): string[]; listeners(n: string): Listener[]; off(n: string, l: Listener): void };
const listeners = (e: Page | BrowserContext, name: string) => emitter(e).listeners(name);

/** Takes off `target`'s listeners that are not the pool's own. */
function dropListeners(target: Page | BrowserContext, own: Set<unknown>): void {
  const e = emitter(target);
  for (const name of e.eventNames()) for (const l of e.listeners(name)) if (!own.has(l)) e.off(name, l);
}

const STORAGE_TYPES = 'cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql,shader_cache';

/**
 * Gives a window back: cleaned and kept for the next caller with the same options, or closed (made
 * for other options, tainted, broken, or its browser gone). The listeners its borrower added are
 * taken off first, so nothing the page does on its way out is reported to the borrower.
 */
export async function giveBack(window: Window): Promise<void> {
  const w = lent.get(window.context);
  if (!w) return;
  lent.delete(window.context);
  const browser = w.context.browser();
  if (w.key === null || w.tainted || !browser || !alive(w, browser) || !(await clean(w).catch(() => false))) {
    await w.context.close().catch(() => undefined);
    return;
  }
  const list = idle.get(w.key) ?? [];
  list.push(w);
  idle.set(w.key, list);
}

/** Where a window waits between loans on an origin: an address no host serves a page at (its answer is a short "not found"). */
export const PARKING_PATH = '/.parked-window';

/**
 * Leaves the page's document for an empty one, and answers the origin it waits at (null: about:blank).
 * A page at an http(s) origin waits at that origin (PARKING_PATH, answered by its host with the same
 * headers as the app), not at about:blank: the host's Cross-Origin-Opener-Policy (same-origin) puts
 * a page that comes from or goes to another origin in a new browsing context group, that is a new
 * renderer process, on the way out and again on the way in (two processes a loan, the bundle
 * compiled again in each). Parked at the origin, the next session's load on the same port stays in
 * the process, whose V8 and Blink caches already hold the bundle. The origin's storage is cleared
 * as before (Storage.clearDataForOrigin's local_storage clears the tab's session storage of the origin too).
 * A page whose host is gone goes to about:blank (a navigation that fails throws: the window is closed).
 */
async function park(page: Page): Promise<string | null> {
  const url = URL.canParse(page.url()) ? new URL(page.url()) : null;
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) {
    const parking = url.origin + PARKING_PATH;
    // Still parked from its last loan (its borrower never left it): nothing to leave, even with its host gone.
    const there = url.href === parking;
    if (there || (await answers(parking))) {
      if (!there) await page.goto(parking);
      return url.origin;
    }
  }
  await page.goto('about:blank');
  return null;
}

/** Whether something answers at `address` (the window's host still listens). */
async function answers(address: string): Promise<boolean> {
  return fetch(address).then(
    async (r) => (await r.body?.cancel(), true),
    () => false,
  );
}

async function clean(w: Pooled): Promise<boolean> {
  const { page, context } = w;
  dropListeners(page, w.own);
  dropListeners(context, w.own);
  await Promise.all(context.pages().map((p) => (p === page ? undefined : p.close())));
  // A dialog left open (an alert nobody answered) would hold the page's navigation.
  await Promise.all(w.dialogs.splice(0).map((d) => d.dismiss().catch(() => undefined)));
  await Promise.all([context.unrouteAll({ behavior: 'ignoreErrors' }), page.unrouteAll({ behavior: 'ignoreErrors' })]);
  // Session storage belongs to the page (its tab), not to the origin's partition: cleared in each
  // frame before it is left (an origin the tab left earlier in the loan keeps its own: none here does).
  await Promise.all(page.frames().map((f) => f.evaluate(() => sessionStorage.clear()).catch(() => undefined)));
  const parkedAt = await park(page);
  // A session of its own each time: the app's answers (Cross-Origin-Opener-Policy) move the page to
  // another renderer process when it goes to another origin, and a session on the process left behind hangs.
  const cdp = await context.newCDPSession(page);
  try {
    await Promise.all([
      cdp.send('Page.resetNavigationHistory'),
      // Local storage, IndexedDB, Cache Storage, service workers: every origin the window was at.
      ...[...w.origins].map((origin) => cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES })),
      context.clearCookies(),
      context.clearPermissions(),
      context.setExtraHTTPHeaders({}),
      context.setOffline(false),
      context.setGeolocation(null),
      page.emulateMedia({
        media: null,
        // A new context's own values (Playwright's defaults) unless the window's options named others.
        colorScheme: w.options.colorScheme ?? 'light',
        reducedMotion: w.options.reducedMotion ?? 'no-preference',
        forcedColors: w.options.forcedColors ?? 'none',
      }),
      ...w.downloads.splice(0).map((d) => d.delete().catch(() => undefined)),
    ]);
  } finally {
    // Detached whatever happens: a context closed with such a session still attached hung in a trial.
    await cdp.detach().catch(() => undefined);
  }
  w.origins.clear();
  if (parkedAt) w.origins.add(parkedAt);
  for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
  await page.mouse.up();
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(30_000);
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(30_000);
  return true;
}
