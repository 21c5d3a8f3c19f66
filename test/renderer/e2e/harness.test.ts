// The browser tests' harness (support.ts, setup.ts): one Chromium per worker process, shared by the
// files it runs; a file's contexts closed after its last test, the browser kept for the next file.
import { describe, expect, it } from 'vitest';
import { closeFileContexts, hasChromium, NO_CHROMIUM, sharedBrowser } from './support';

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
    expect(browser.contexts()).toHaveLength(0);
    expect(browser.isConnected()).toBe(true);
    expect(await sharedBrowser()).toBe(browser);
  });
});
