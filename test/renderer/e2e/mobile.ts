// Issue 29 item 6 in Chromium with touch emulation: a board GM on a tablet (768x1024) and on a phone
// (390x844) logs in over TLS with a pairing code, enters a whole movement phase by tapping units (the
// action sheet: hold, move, support, convoy) and by typing (the same order box), commits and reads
// the results. Measured on the way: nothing overflows sideways, every control is a 44 px target and
// reachable, the board's units are at least 24 px on the phone, the text 16 px on the phone, the order
// box stays in view above an on-screen keyboard, the province names do not overlap, a tap is not a
// pan, two fingers pinch the board, axe finds nothing serious on the screen.
// The device's flow, for mobileTablet.test.ts and mobilePhone.test.ts: one device a file, each with
// an archive, a host and a board of its own (until session 16 both devices ran side by side in
// mobile.test.ts, each at half the processor: 18 to 22 s for the file on a loaded machine).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventCertificate } from '../../../electron/host/certificate';
import { RENDERER_DIR } from '../../../electron/host/main';
import { startBrowserHost, type BrowserHost } from '../../../electron/host/server';
import * as people from '../../../electron/service/event/people';
import { createGame } from '../../../electron/service/index';
import type { Archive } from '../../../electron/archive/db';
import type { Position } from '../../../engine/types';
import { cleanUp, tempArchive, tempDir, value } from '../../electron/service/support';
import { audit, browserContexts, hasChromium, hasRenderer, NO_CHROMIUM, picture, pointOf, resizeTo, shown } from './support';

/** The devices: their window, and the smallest unit the board may draw there. */
export const TABLET = { name: 'tablet', width: 768, height: 1024, unitPx: 20 } as const;
export const PHONE = { name: 'phone', width: 390, height: 844, unitPx: 24 } as const;
type Device = typeof TABLET | typeof PHONE;

interface Drawn {
  scale: number;
  units: { width: number; height: number }[];
  labelPx: number;
  labels: { text: string; x: number; y: number; width: number; height: number }[];
}
const drawn = (page: Page) => page.evaluate(() => (window as unknown as { __adjutantBoard: { sizes(): Drawn } }).__adjutantBoard.sizes());

/** England's fleet in the North Sea and an army in London, so that a convoy can be tapped. */
async function boardGame(archive: Archive, name: string): Promise<number> {
  const seed = value(await createGame(archive, { name: `${name} seed` }));
  const position = structuredClone(seed.position) as Position;
  position.units = position.units.map((u) => {
    if (u.province === 'edi') return { ...u, province: 'nth' };
    if (u.province === 'lon') return { ...u, type: 'A' as const };
    return u;
  });
  return value(await createGame(archive, { name, position })).id;
}

type Finger = { x: number; y: number };

/** Fingers on the screen through the debugging protocol (Playwright's touchscreen only taps): each step moves every finger. */
async function touch(page: Page, path: Finger[][]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const points = (fingers: Finger[]) => fingers.map((f, id) => ({ x: f.x, y: f.y, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(path[0]) });
  for (const step of path.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const steps = (from: Finger, to: Finger, n = 8): Finger[] =>
  Array.from({ length: n + 1 }, (_, i) => ({ x: from.x + ((to.x - from.x) * i) / n, y: from.y + ((to.y - from.y) * i) / n }));

/** Brings a province into the open part of the board (clear of the hint above and the key below) with a one-finger swipe. */
async function reveal(page: Page, province: string): Promise<Finger> {
  const box = (await page.getByTestId('board').boundingBox())!;
  const open = { left: box.x + 30, right: box.x + box.width - 30, top: box.y + 70, bottom: box.y + box.height - 80 };
  const p = await pointOf(page, province);
  if (p.x >= open.left && p.x <= open.right && p.y >= open.top && p.y <= open.bottom) return p;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await touch(
    page,
    steps(centre, { x: 2 * centre.x - p.x, y: 2 * centre.y - p.y }).map((f) => [f]),
  );
  return pointOf(page, province);
}

/** Taps a province's unit (or the province) with a finger, the board swiped to it first if need be. */
async function tap(page: Page, province: string): Promise<void> {
  const p = await reveal(page, province);
  await page.touchscreen.tap(p.x, p.y);
}

/** Taps a unit, then an item of its action sheet. */
async function sheet(page: Page, province: string, item: string): Promise<void> {
  await tap(page, province);
  await shown(page, 'context-menu');
  await page.getByTestId(`menu-${item}`).tap();
}

const ordersText = async (page: Page) => (await page.getByTestId('orders').textContent()) ?? '';

/** Elements wider than the window, or whose right edge is past it. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > w) out.push(`page ${document.documentElement.scrollWidth} > ${w}`);
    for (const el of document.querySelectorAll('.game *, .login-screen *')) {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      if (r.width === 0 || s.visibility === 'hidden' || el.closest('.sr-only')) continue;
      if (r.right > w + 1) out.push(`${el.tagName.toLowerCase()}.${el.className} right ${Math.round(r.right)}`);
    }
    return out.slice(0, 10);
  });

/** Visible controls smaller than a finger (44 x 44 px). */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      '.game button, .game select, .game summary, .game input, .game textarea, .modal button, .modal input',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('.sr-only')) continue;
      const input = el as HTMLInputElement;
      // A checkbox is hit through its label, which is the target.
      const hit = input.type === 'checkbox' && el.closest('label') ? el.closest('label')!.getBoundingClientRect() : r;
      if (hit.width < 44 || hit.height < 44)
        out.push(
          `${el.tagName.toLowerCase()} "${el.textContent?.trim() || el.getAttribute('aria-label') || el.outerHTML.slice(0, 160)}" ${Math.round(hit.width)}x${Math.round(hit.height)}`,
        );
    }
    return out;
  });

/** The smallest font of visible text in the game screen, in px. */
const smallestText = (page: Page) =>
  page.evaluate(() => {
    let min = Infinity;
    let what = '';
    for (const el of document.querySelectorAll<HTMLElement>('.game *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim());
      // The marks drawn inside a power's swatch are pictures (as on the board), not text to read.
      if (!own || el.getBoundingClientRect().width === 0 || el.closest('.sr-only') || el.closest('svg')) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      // Text hidden by a zero size (the key's power names on a phone, kept for screen readers) is not shown.
      if (px > 0 && px < min) [min, what] = [px, `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent!.trim().slice(0, 30)}`];
    }
    return { min, what };
  });

/** The device's test: its own archive, board and host over TLS, and a context emulating it. */
export function boardGmOn(size: Device): void {
  let host: BrowserHost | null = null;
  const contexts = browserContexts();
  let archive: Archive;
  let code = '';

  describe.skipIf(!hasChromium || !hasRenderer)(hasChromium ? `the board GM on a ${size.name}` : NO_CHROMIUM, () => {
    beforeAll(async () => {
      archive = await tempArchive();
      const game = await boardGame(archive, `Board ${size.name}`);
      code = value(await people.addPerson(archive, { name: 'Alice', role: 'boardGm', games: [game] })).pairingCode;
      const cert = await eventCertificate(join(tempDir(), 'c.pem'), ['127.0.0.1', 'localhost']);
      host = await startBrowserHost({ context: { archive, version: 'e2e', actor: 'director' }, rendererDir: RENDERER_DIR, tls: cert, event: {} });
    });
    afterAll(async () => {
      await contexts.closeAll();
      await host?.close();
      cleanUp();
    });

    // A context of its own (the device's emulation) in the worker's Chromium.
    it(`${size.name} (${size.width}x${size.height}): a whole movement phase by taps and typing, committed, its results read`, async ({ expect }) => {
      const context = await contexts.open({
        viewport: { width: size.width, height: size.height },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 1,
        ignoreHTTPSErrors: true,
      });
      const page = await context.newPage();
      page.setDefaultTimeout(120_000);
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`https://127.0.0.1:${host!.port}/`);

      // The login page fits the phone; its inputs are 16 px (no zoom on focus).
      await shown(page, 'login-name');
      expect(await overflow(page)).toEqual([]);
      expect(await page.getByTestId('login-name').evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
      await picture(page, `mobile-login-${size.width}`);
      await page.getByTestId('login-name').fill('Alice');
      if (size.name === 'tablet') {
        // The pairing code works once; the phone logs in with the session's password instead.
        await page.getByTestId('login-secret').fill(code);
      } else {
        value(await people.setPassword(archive, { name: 'Alice', password: 'a long password' }));
        await page.getByTestId('login-secret').fill('a long password');
      }
      await page.getByTestId('login-submit').tap();
      await page.getByRole('button', { name: `Board ${size.name}`, exact: true }).tap();
      await shown(page, 'board');
      await page.locator('.toolbar').waitFor();
      await expect.poll(() => page.locator('.toolbar').textContent()).toContain('Spring 1901');

      // The layout: nothing sideways, the board on top and the orders below it, targets for fingers.
      expect(await overflow(page)).toEqual([]);
      const board = (await page.getByTestId('board').boundingBox())!;
      const side = (await page.locator('.side').boundingBox())!;
      expect(board.width).toBeGreaterThanOrEqual(size.width - 1);
      expect(side.y).toBeGreaterThanOrEqual(board.y + board.height - 1);
      expect(await smallTargets(page)).toEqual([]);
      if (size.name === 'phone') {
        const text = await smallestText(page);
        expect(text.min, text.what).toBeGreaterThanOrEqual(16);
      }

      // A readable board: units of at least 24 px on the phone, their names apart.
      const sizes = await drawn(page);
      expect(Math.min(...sizes.units.map((u) => Math.min(u.width, u.height)))).toBeGreaterThanOrEqual(size.unitPx);
      expect(sizes.labelPx).toBeGreaterThanOrEqual(size.name === 'phone' ? 12 : 10);
      const clash = sizes.labels.flatMap((a, i) =>
        sizes.labels
          .slice(i + 1)
          .filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
          .map((b) => `${a.text}/${b.text}`),
      );
      expect(sizes.labels.length).toBeGreaterThan(70);
      expect(clash).toEqual([]);
      await picture(page, `mobile-board-${size.width}`);
      expect(await audit(page)).toEqual([]);

      // A tap on the empty sea is not a pan: the board stays where it was.
      const sea = await reveal(page, 'hel');
      const before = await pointOf(page, 'par');
      await page.touchscreen.tap(sea.x, sea.y);
      expect(await pointOf(page, 'par')).toEqual(before);

      // One finger across the board pans it, even from a unit, and orders nothing; two fingers pinch it.
      const vie = await pointOf(page, 'vie');
      await touch(
        page,
        steps(vie, { x: vie.x - 40, y: vie.y + 30 }).map((f) => [f]),
      );
      await expect.poll(async () => (await pointOf(page, 'vie')).x).toBeCloseTo(vie.x - 40, -1);
      expect(await ordersText(page)).not.toMatch(/A Vie/i);
      const scale = (await drawn(page)).scale;
      const c = { x: board.x + board.width / 2, y: board.y + board.height / 2 };
      await touch(
        page,
        steps({ x: c.x - 30, y: c.y }, { x: c.x - 90, y: c.y }).map((a, i) => [a, steps({ x: c.x + 30, y: c.y }, { x: c.x + 90, y: c.y })[i]]),
      );
      await expect.poll(async () => (await drawn(page)).scale).toBeGreaterThan(scale * 2.5);
      await page.getByTestId('toolbar-menu').tap();
      await page.getByRole('button', { name: 'Fit' }).tap();
      await expect.poll(async () => (await drawn(page)).scale).toBeCloseTo(scale, 3);

      // Orders by tapping: move, support (two taps), hold, convoy (two taps), the convoyed move.
      await sheet(page, 'par', 'move');
      await shown(page, 'tap-hint');
      await tap(page, 'bur');
      await expect.poll(() => ordersText(page)).toMatch(/A Par\s*[-–]\s*Bur/i);
      await tap(page, 'mar');
      await shown(page, 'context-menu');
      await picture(page, `mobile-action-sheet-${size.width}`);
      await page.getByTestId('menu-support').tap();
      await tap(page, 'par');
      await expect.poll(() => page.getByTestId('tap-hint').textContent()).toContain('PAR');
      await picture(page, `mobile-tap-support-${size.width}`);
      await tap(page, 'bur');
      await expect.poll(() => ordersText(page)).toMatch(/A Mar\s*S\s*A Par\s*[-–]\s*Bur/i);
      await sheet(page, 'bre', 'hold');
      await expect.poll(() => ordersText(page)).toMatch(/F Bre\s*(H|Hold)/i);
      await sheet(page, 'nth', 'convoy');
      await tap(page, 'lon');
      await tap(page, 'nwy');
      await expect.poll(() => ordersText(page)).toMatch(/F Nth\s*C\s*A Lon\s*[-–]\s*Nwy/i);
      await sheet(page, 'lon', 'move');
      await tap(page, 'nwy');
      await expect.poll(() => ordersText(page)).toMatch(/A Lon\s*[-–]\s*Nwy/i);
      // Cancel on the sheet orders nothing.
      await tap(page, 'lvp');
      await page.getByTestId('menu-cancel').tap();
      expect(await ordersText(page)).not.toMatch(/A Lvp/i);

      // Orders by typing: the same order box; with the on-screen keyboard up (a shorter window) it stays in view.
      await page.getByTestId('tab-orders').tap();
      const box = page.getByTestId('order-text');
      await resizeTo(page, { width: size.width, height: Math.round(size.height * 0.5) });
      await box.tap();
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect
        .poll(async () => {
          const r = (await box.boundingBox())!;
          return r.y >= 0 && r.y + Math.min(r.height, 60) <= size.height * 0.5;
        })
        .toBe(true);
      expect(await box.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
      await box.fill('Germany:\nA mun - ruh\nF kie - hol\nA ber - kie');
      await picture(page, `mobile-typing-${size.width}`);
      await page.getByTestId('enter-orders').tap();
      await expect.poll(() => ordersText(page)).toMatch(/F Kie\s*[-–]\s*Hol/i);
      await resizeTo(page, { width: size.width, height: size.height });
      await picture(page, `mobile-orders-${size.width}`);

      // Commit from the toolbar, then read the results.
      await page.getByTestId('adjudicate').tap();
      await shown(page, 'preview');
      expect(await overflow(page)).toEqual([]);
      await page.getByTestId('commit-confirm').tap();
      await page.getByTestId('commit').tap();
      await page.getByTestId('preview').waitFor({ state: 'detached' });
      await page.getByTestId('tab-results').tap();
      await shown(page, 'results');
      expect(await page.getByTestId('results').textContent()).toMatch(/Nwy|Norway/);
      await expect.poll(() => page.locator('.toolbar').textContent()).toContain('1901');
      await page.getByTestId('results').scrollIntoViewIfNeeded();
      await picture(page, `mobile-results-${size.width}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await picture(page, `mobile-results-board-${size.width}`);

      // The folded toolbar: every command is there, reachable.
      await page.getByTestId('toolbar-menu').tap();
      expect(await audit(page)).toEqual([]);
      for (const id of ['mode-move', 'undo', 'redo', 'open-rules', 'open-help', 'reports'])
        await expect.poll(() => page.getByTestId(id).isVisible()).toBe(true);
      expect(await overflow(page)).toEqual([]);
      await picture(page, `mobile-menu-${size.width}`);
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);
  });
}
