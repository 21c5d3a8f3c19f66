// The browser tests' harness (support.ts, setup.ts): one Chromium per worker process, shared by the
// files it runs; a file's contexts closed after its last test, the browser kept for the next file;
// contexts a test makes by itself, closed together; a resize waited for by conditions, not by time.
import { describe, expect, it } from 'vitest';
import { browserContexts, closeFileContexts, hasChromium, NO_CHROMIUM, resizeTo, settled, sharedBrowser } from './support';
import { idleContexts } from './windows';

describe.skipIf(!hasChromium)(`the worker's browser${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  it('is one browser for every caller, its contexts closed after a file, itself kept', async () => {
    const browser = await sharedBrowser();
    expect(await sharedBrowser()).toBe(browser);
    const before = browser.contexts().length;
    await browser.newContext();
    await browser.newContext();
    expect(browser.contexts()).toHaveLength(before + 2);
    // What setup.ts does after each file's last test.
    await closeFileContexts();
    expect(browser.contexts().filter((c) => !idleContexts().has(c))).toHaveLength(0);
    expect(browser.isConnected()).toBe(true);
    expect(await sharedBrowser()).toBe(browser);
  });

  it('is one browser for callers at the same moment, and one again after it was closed', async () => {
    await (await sharedBrowser()).close();
    const [a, b, c] = await Promise.all([sharedBrowser(), sharedBrowser(), browserContexts().open()]);
    expect(b).toBe(a);
    expect(c.browser()).toBe(a);
    expect(a.isConnected()).toBe(true);
    await c.close();
  });

  it("makes a test's own contexts on it, each with its options, and closes those only", async () => {
    const browser = await sharedBrowser();
    const other = await browser.newContext();
    const contexts = browserContexts();
    const phone = await contexts.open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    expect(await page.evaluate(() => [screen.width, navigator.maxTouchPoints > 0])).toEqual([390, true]);
    await contexts.open();
    expect(browser.contexts()).toHaveLength(3);
    await contexts.closeAll();
    // Given back to the worker's pool (windows.ts): kept open, idle, for the next caller.
    expect(browser.contexts().filter((c) => !idleContexts().has(c))).toEqual([other]);
    await other.close();
  });

  it('waits after a resize until the page has stopped changing, however late its renders come', async () => {
    const contexts = browserContexts();
    const page = await (await contexts.open({ viewport: { width: 800, height: 600 } })).newPage();
    // A page that, after each resize, grows its canvas towards the window's width one step a frame,
    // each step a task after the frame (as a ResizeObserver's setState renders in React): 40 frames.
    await page.setContent(`<canvas width="10" height="10"></canvas><script>
      const canvas = document.querySelector('canvas');
      const step = () => requestAnimationFrame(() => setTimeout(() => {
        if (canvas.width >= window.innerWidth) return;
        canvas.width = Math.min(window.innerWidth, canvas.width + Math.ceil(window.innerWidth / 40));
        step();
      }, 0));
      window.addEventListener('resize', step);
      step();
    </script>`);
    await settled(page);
    expect(await page.evaluate(() => document.querySelector('canvas')!.width)).toBe(800);
    await resizeTo(page, { width: 1366, height: 768 });
    expect(await page.evaluate(() => [window.innerWidth, window.innerHeight, document.querySelector('canvas')!.width])).toEqual([1366, 768, 1366]);
    await contexts.closeAll();
  });
});
