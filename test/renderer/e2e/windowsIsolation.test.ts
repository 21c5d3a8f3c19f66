// The worker's pooled windows (windows.ts): a session gets a window an earlier session gave back, on
// the port its host used, and sees nothing that session left in it (issue 28 item 7: a browser window
// costs less, while each test still starts from nothing).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, hasRenderer, NO_CHROMIUM, openWorkstation, sharedBrowser, shown, SIZES } from './support';
import { borrowWindow, giveBack, poolKey, type Window } from './windows';

const skip = !hasChromium || !hasRenderer;
const why = !hasChromium ? NO_CHROMIUM : 'the renderer is not built';

/** What a page can see of what an earlier session left, read in the page. */
function traces(page: Page) {
  return page.evaluate(async () => ({
    cookie: document.cookie,
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    sessionKeys: Object.keys(sessionStorage),
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
    size: [innerWidth, innerHeight],
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    routed: (await fetch('/favicon.svg')).status,
  }));
}

/** The ids of the worker's Chromium's renderer processes. */
async function renderers(): Promise<number[]> {
  const cdp = await (await sharedBrowser()).newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
    return processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
  } finally {
    await cdp.detach();
  }
}

describe.skipIf(skip)(`pooled windows${skip ? ` (skipped: ${why})` : ''}`, () => {
  it('give the next session the same window and port, with nothing the last one left in it', async () => {
    const a = await openWorkstation(SIZES.laptop);
    const page = a.page;
    const context = page.context();
    await shown(page, 'new-game');
    // What a test may leave: storage of every kind, a cookie, a permission, a route, a listener,
    // a held key, emulated media, another size, history, and an alert nobody answered.
    await page.evaluate(async () => {
      document.cookie = 'left=1; path=/';
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
      await new Promise((resolve) => (indexedDB.open('left').onsuccess = resolve));
      await caches.open('left');
    });
    await context.grantPermissions(['clipboard-read']);
    await page.route('**/favicon.svg', (route) => route.fulfill({ status: 299, body: 'routed' }));
    let heard = 0;
    page.on('console', () => heard++);
    await page.keyboard.down('Shift');
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 700, height: 500 });
    expect(await traces(page)).toMatchObject({
      cookie: 'left=1',
      local: '1',
      session: '1',
      databases: ['left'],
      caches: ['left'],
      size: [700, 500],
      dark: true,
      routed: 299,
    });
    await page.evaluate(() => history.pushState(null, '', '#left'));
    const dialog = new Promise((resolve) => page.once('dialog', resolve));
    void page.evaluate(() => alert('left open')).catch(() => undefined);
    await dialog;
    const oldToken = a.host.token;
    const oldPort = a.host.port;
    await a.close();
    // The window waits on an empty page of the app's origin (windows.ts, park), not at about:blank.
    expect(new URL(page.url()).origin).toBe(new URL(a.host.url).origin);
    const before = await renderers();

    const b = await openWorkstation(SIZES.laptop);
    try {
      // The same window (no new context) on the same port (the bundle's address unchanged).
      expect(b.page).toBe(page);
      expect(b.host.port).toBe(oldPort);
      await shown(b.page, 'new-game');
      // The same renderer process too: the app's Cross-Origin-Opener-Policy moves a page that comes
      // from another origin (about:blank) to a new one, where the bundle is compiled again.
      expect((await renderers()).filter((id) => !before.includes(id))).toEqual([]);
      expect(await traces(b.page)).toEqual({
        cookie: '',
        local: null,
        session: null,
        // The page's own: the token of this session's host, not the last one's.
        sessionKeys: expect.any(Array),
        databases: [],
        caches: [],
        size: [SIZES.laptop.width, SIZES.laptop.height],
        dark: false,
        reduced: false,
        clipboard: 'prompt',
        routed: 200,
      });
      const stored = await b.page.evaluate(() => Object.values(sessionStorage).join(' '));
      expect(stored).toContain(b.host.token);
      expect(stored).not.toContain(oldToken);
      // The history holds nothing of the last session (its address carried its token).
      const cdp = await b.page.context().newCDPSession(b.page);
      const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
      await cdp.detach();
      expect(entries.map((e) => e.url).join(' ')).not.toContain(oldToken);
      expect(entries.map((e) => e.url).join(' ')).not.toContain('#left');
      // The last session's listener hears nothing; no key is held (a typed "a" is a lower-case a).
      await b.page.evaluate(() => console.log('heard?'));
      expect(heard).toBe(0);
      await b.page.evaluate(() => {
        const input = document.createElement('input');
        input.id = 'probe';
        document.body.append(input);
        input.focus();
      });
      await b.page.keyboard.press('a');
      expect(await b.page.locator('#probe').inputValue()).toBe('a');
      // No dialog left open, and none answered for this session by the last one's handler: an
      // alert now is dismissed as in a new window (no listener), and the page goes on.
      expect(await b.page.evaluate(() => (alert('new'), confirm('new')))).toBe(false);
    } finally {
      await b.close();
    }
  });

  /** Windows borrowed from the pool, given back together (as a session does). */
  const pool = () => {
    const made: Window[] = [];
    return {
      async open(options: Parameters<typeof borrowWindow>[1]) {
        const w = await borrowWindow(await sharedBrowser(), options);
        made.push(w);
        return w.context;
      },
      closeAll: () => Promise.all(made.splice(0).map(giveBack)),
    };
  };

  it('lend contexts by their options: the same options get the window back, cleaned and at the size asked; others get a new one', async () => {
    const contexts = pool();
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
    const first = await contexts.open(phone);
    const page = await first.newPage();
    await page.goto('about:blank');
    await first.addCookies([{ name: 'left', value: '1', url: 'http://127.0.0.1:1/' }]);
    await contexts.closeAll();

    const again = await contexts.open({ ...phone, viewport: { width: 768, height: 1024 } });
    expect(again).toBe(first);
    const same = await again.newPage();
    expect(same).toBe(page);
    expect(same.viewportSize()).toEqual({ width: 768, height: 1024 });
    expect(await same.evaluate(() => [screen.width, screen.height, navigator.maxTouchPoints > 0])).toEqual([768, 1024, true]);
    expect(await again.cookies()).toEqual([]);
    // A second page of the context is a new one, closed when the context is given back.
    const second = await again.newPage();
    expect(second).not.toBe(page);
    // Other options (no touch; a user agent, which no pooled context takes) get other contexts.
    const desk = await contexts.open({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const agent = await contexts.open({ userAgent: 'probe' });
    expect(new Set([again, desk, agent]).size).toBe(3);
    await contexts.closeAll();
    expect(second.isClosed()).toBe(true);
    expect(agent.pages()).toEqual([]);
    expect(poolKey({ userAgent: 'probe' })).toBeNull();
    expect(poolKey({ viewport: { width: 1, height: 1 }, locale: 'fr' })).toBe(poolKey({ viewport: { width: 2, height: 2 }, locale: 'fr' }));
    expect(poolKey({ locale: 'fr' })).not.toBe(poolKey({ locale: 'de' }));
  });

  it('close a window that took an init script rather than lend it again', async () => {
    const contexts = pool();
    const context = await contexts.open({ locale: 'it' });
    await context.addInitScript(() => undefined);
    await contexts.closeAll();
    const next = await contexts.open({ locale: 'it' });
    expect(next).not.toBe(context);
    await contexts.closeAll();
  });
});
