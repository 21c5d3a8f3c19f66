// The Board in a real browser: the harness built with Vite, driven with Playwright's mouse through
// window.__adjutantBoard. Skipped where there is no Chromium at /usr/bin/chromium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Server } from 'node:http';
import type { BoardView as BoardTestHook } from '../../../renderer/board/probe';
import { buildHarness, CHROMIUM, launch, serve } from './serve';

const haveChromium = existsSync(CHROMIUM);
type Hooked = { __adjutantBoard?: BoardTestHook; __open?(name: string): void; __opened?: number };

describe.skipIf(!haveChromium)('Board in Chromium (skipped: no /usr/bin/chromium)', () => {
  let dir: string;
  let browser: Browser;
  let server: Server;
  let base: string;
  // One page walked through the fixtures: each test starts on its fixture with the board mounted
  // anew and no changes (harness.tsx's __open), as a fresh page would, without a page load each.
  let page: Page;
  let opened = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'board-e2e-'));
    await buildHarness(dir);
    ({ url: base, server } = await serve(dir));
    browser = await launch();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(base);
    await page.waitForFunction(() => Boolean((window as Hooked).__adjutantBoard));
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The page, started again on the fixture: once the new board is mounted and its hook installed. */
  async function open(fixture: string): Promise<Page> {
    const count = ++opened;
    await page.evaluate((name) => (window as Hooked).__open!(name), fixture);
    await page.waitForFunction((n) => {
      const w = window as Hooked;
      return w.__opened === n && Boolean(w.__adjutantBoard);
    }, count);
    return page;
  }

  const point = (page: Page, province: string, coast?: string) =>
    page.evaluate(([p, c]) => (window as Hooked).__adjutantBoard!.clientPoint(p!, c), [province, coast] as const);

  async function drag(page: Page, from: string, to: string, toCoast?: string) {
    const a = (await point(page, from))!;
    const b = (await point(page, to, toCoast))!;
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
    await page.mouse.up();
  }

  /** Clicks the province's point on the board (the right button for a context menu). */
  async function clickAt(page: Page, province: string, button: 'left' | 'right' = 'left') {
    const p = (await point(page, province))!;
    await page.mouse.click(p.x, p.y, { button });
  }

  const changes = async (page: Page) => {
    const text = (await page.getByTestId('changes').textContent()) ?? '';
    return text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  };

  it('drag a unit to move it: exactly one change', async () => {
    const page = await open('opening-orders');
    await drag(page, 'par', 'pic');
    expect(await changes(page)).toEqual([
      {
        kind: 'set',
        power: 'France',
        order: { kind: 'move', unit: { type: 'A', province: 'par', coast: null, power: null }, to: 'pic', coast: null, viaConvoy: false, path: null },
      },
    ]);
  });

  it('click for hold; Esc in a drag gives nothing', async () => {
    const page = await open('opening-orders');
    const a = (await point(page, 'vie'))!;
    await page.mouse.click(a.x, a.y);
    const b = (await point(page, 'bud'))!;
    const c = (await point(page, 'rum'))!;
    await page.mouse.move(b.x, b.y);
    await page.mouse.down();
    await page.mouse.move(c.x, c.y, { steps: 5 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    const list = await changes(page);
    expect(list).toHaveLength(1);
    expect(list[0].order.kind).toBe('hold');
  });

  it('coast picker for a fleet that reaches two coasts', async () => {
    const page = await open('mid');
    // France's F mao reaches both coasts of Spain.
    await drag(page, 'mao', 'spa');
    await page.getByTestId('coast-nc').click();
    const list = await changes(page);
    expect(list).toHaveLength(1);
    expect(list[0].order).toMatchObject({ kind: 'move', to: 'spa', coast: 'nc' });
  });

  it('build chooser in an adjustment phase', async () => {
    const page = await open('winter');
    await clickAt(page, 'lon');
    await page.getByTestId('build-army').click();
    await clickAt(page, 'stp');
    await page.getByTestId('build-fleet').click();
    await page.getByTestId('coast-sc').click();
    const list = await changes(page);
    expect(list.map((c) => c.order)).toEqual([
      { kind: 'build', unitType: 'A', province: 'lon', coast: null },
      { kind: 'build', unitType: 'F', province: 'stp', coast: 'sc' },
    ]);
  });

  it('a reload of the same position keeps the open chooser; another position closes it', async () => {
    const page = await open('winter');
    await clickAt(page, 'lon');
    await page.getByTestId('build-chooser').waitFor();
    // The app reloads the game after every archive change, its own included, a moment later.
    await page.evaluate(() => (window as unknown as { __reload(): void }).__reload());
    await page.getByTestId('build-army').click();
    expect((await changes(page)).map((c) => c.order)).toEqual([{ kind: 'build', unitType: 'A', province: 'lon', coast: null }]);
    await clickAt(page, 'kie');
    await page.getByTestId('build-chooser').waitFor();
    await page.evaluate(() => (window as unknown as { __showFixture(name: string): void }).__showFixture('mid'));
    await page.getByTestId('build-chooser').waitFor({ state: 'detached' });
    expect(await changes(page)).toHaveLength(1);
  });

  it('context menu on right click; retreat by drag', async () => {
    const page = await open('retreat');
    await drag(page, 'bel', 'pic');
    await clickAt(page, 'ion', 'right');
    await page.getByTestId('menu-disband').click();
    const list = await changes(page);
    expect(list.map((c) => c.order.kind)).toEqual(['retreat', 'disband']);
    expect(list[0].order.to).toBe('pic');
  });
});
