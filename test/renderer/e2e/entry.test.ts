// Issue 19, items 4 and 5, in Chromium: safe commits (Ctrl+Enter only enters orders, F9 previews,
// the preview names the phase, the powers owing orders and the units without orders, Commit needs a
// deliberate confirmation and is refused once the phase changed elsewhere) and order entry at a
// GM's speed (lossless typing of a 34-order sheet at 20 keys/s, legality flags as typed, focus).
// Two windows side by side, each with an archive of its own (one browser): the sheet alone takes 16 s
// to type (322 keys), and the other window need not wait for it. The other window plays three games
// one after another: the crowded phase with the same sheet filed through the service (the flags, the
// keys and the crowded preview), then the safe commits, then the text typed for a phase the game
// moved on from (four windows until session 15, each about 2.5 s of Chromium's CPU to open). It
// opens once the sheet's window has its game (since session 16: both opening at once, the typing
// started about 5 s into the file on a loaded machine).
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { positionAt, unitsOf } from '../../support/positions';
import { standardMap } from '../../../engine/map/standard';
import { formatOrder } from '../../../engine/orders/format';
import type { GivenOrder } from '../../../engine/types';
import { OTHER_KEYS, SHORTCUTS } from '../../../renderer/panels/game/shortcuts';
import { allFiled } from './steps';
import { confirmCommit, hasChromium, invoke, NO_CHROMIUM, openGame, picture, settled, SIZES, typeAt, workstationForBlock } from './support';
import { picturesAtBothSizes } from './bothSizes';

/** A crowded Spring 1905: 34 units, so a full order sheet is 34 orders. */
const UNITS = unitsOf([
  'England F lon, England F edi, England A lvp, England F nth, England F nwg, England A yor',
  'France A par, France A mar, France F bre, France A bur, France F mao',
  'Germany A mun, Germany F kie, Germany A ber, Germany A ruh, Germany F hol',
  'Austria A vie, Austria A bud, Austria F tri, Austria A gal, Austria A ser',
  'Italy A ven, Italy A rom, Italy F nap, Italy F ion',
  'Russia A mos, Russia A war, Russia F sev, Russia F stp/sc, Russia A ukr',
  'Turkey A con, Turkey F ank, Turkey A smy, Turkey F bla',
]);

const POSITION = positionAt(UNITS, {
  phase: { season: 'spring', year: 1905, type: 'movement' },
  supplyCenters: {
    England: ['lon', 'edi', 'lvp', 'nwy', 'swe', 'den'],
    France: ['par', 'mar', 'bre', 'spa', 'por'],
    Germany: ['ber', 'kie', 'mun', 'hol', 'bel'],
    Austria: ['vie', 'bud', 'tri', 'ser', 'gre'],
    Italy: ['ven', 'rom', 'nap', 'tun'],
    Russia: ['mos', 'war', 'sev', 'stp', 'rum'],
    Turkey: ['con', 'ank', 'smy', 'bul'],
  },
});

/**
 * The sheet as GMs and players write it: tersely (`par-pic`, `lon h`, the unit's type left out where
 * the province tells it, powers as `eng:`), with a few long forms kept (`Germany:`, `A mun - tyr`,
 * `F stp/sc - bot`), a convoy and supports: 34 orders in 322 keys (405 when every order was written
 * out, `England:` and `F lon H`). Each line: the power's header, then [as typed, as read: the engine's short notation of the order filed].
 */
const SHEET: [header: string, power: string, lines: [typed: string, read: string][]][] = [
  [
    'eng:',
    'England',
    [
      ['f nth c a yor-nwy', 'F nth C A yor - nwy'],
      ['a yor-nwy', 'A yor - nwy'],
      ['lon h', 'lon H'],
      ['edi h', 'edi H'],
      ['nwg-bar', 'nwg - bar'],
      ['lvp h', 'lvp H'],
    ],
  ],
  [
    'fra:',
    'France',
    [
      ['par-pic', 'par - pic'],
      ['mar-pie', 'mar - pie'],
      ['bre h', 'bre H'],
      ['bur-bel', 'bur - bel'],
      ['mao-por', 'mao - por'],
    ],
  ],
  [
    'Germany:',
    'Germany',
    [
      ['A mun - tyr', 'A mun - tyr'],
      ['kie-den', 'kie - den'],
      ['ber-pru', 'ber - pru'],
      ['ruh s bur-bel', 'ruh S bur - bel'],
      ['hol h', 'hol H'],
    ],
  ],
  [
    'aus:',
    'Austria',
    [
      ['vie h', 'vie H'],
      ['bud-rum', 'bud - rum'],
      ['tri-alb', 'tri - alb'],
      ['gal s bud-rum', 'gal S bud - rum'],
      ['ser-gre', 'ser - gre'],
    ],
  ],
  [
    'ita:',
    'Italy',
    [
      ['ven h', 'ven H'],
      ['rom-tus', 'rom - tus'],
      ['nap h', 'nap H'],
      ['ion-tun', 'ion - tun'],
    ],
  ],
  [
    'rus:',
    'Russia',
    [
      ['mos h', 'mos H'],
      ['war-sil', 'war - sil'],
      ['sev-arm', 'sev - arm'],
      ['F stp/sc - bot', 'F stp/sc - bot'],
      ['ukr h', 'ukr H'],
    ],
  ],
  [
    'tur:',
    'Turkey',
    [
      ['con-bul', 'con - bul'],
      ['ank h', 'ank H'],
      ['smy-syr', 'smy - syr'],
      ['bla h', 'bla H'],
    ],
  ],
];
const ORDER_LINES = SHEET.flatMap(([, , lines]) => lines.map(([typed]) => typed));
/** Typed as a GM reads a sheet aloud: a power header, Enter, its orders, each ended by Enter. */
const TYPED = SHEET.map(([header, , lines]) => `${header}\n${lines.map(([typed]) => typed).join('\n')}\n`).join('');

const orderText = (page: Page) => page.getByTestId('order-text');
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? null);

/**
 * Settled once the sheet's window has its game open (or failed to): the other window starts then,
 * while the keys are typed, so that the two windows' starts do not share the processor and the
 * typing, the file's longest path (16 s of keys), starts as early as it can.
 */
let sheetReady: () => void = () => undefined;
const sheetOpen = new Promise<void>((resolve) => {
  sheetReady = resolve;
});

describe.skipIf(!hasChromium)(`order entry at a GM's speed${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, { concurrent: true }, () => {
  let page: Page;
  let gameId: number;
  workstationForBlock(SIZES.laptop, async (p) => {
    try {
      page = p;
      gameId = await openGame(page, 'Crowded 1905', POSITION);
    } finally {
      sheetReady();
    }
  });
  // If the window could not open, the block's hook failed before `open`: the other window goes on.
  afterAll(sheetReady);

  it.sequential('loses no key when a 34-order sheet is typed at 20 keys a second', async ({ expect }) => {
    expect(ORDER_LINES).toHaveLength(34);
    expect(TYPED).toHaveLength(322);
    await expect.poll(() => focusedTestId(page)).toBe('order-text');
    await typeAt(page, TYPED, 20);
    // Read the phase once the last line is filed, not only out of the box (steps.ts).
    await allFiled(page, expect);
    const phase = await invoke<{ submissions: { rawText: string | null; power: string }[]; orders: GivenOrder[] }>(page, 'game:phase', { gameId });
    // Every line arrived whole, in the order typed, under its header's power.
    expect(phase.submissions.map((x) => x.rawText?.trim())).toEqual(ORDER_LINES);
    expect(phase.submissions.map((x) => x.power)).toEqual(SHEET.flatMap(([, power, lines]) => lines.map(() => power)));
    // And each is the order meant: the unit, the kind and the provinces (the type as typed or left out).
    const map = standardMap();
    expect(phase.orders.map((o) => [o.power, formatOrder(o.order, map, 'short')])).toEqual(
      SHEET.flatMap(([, power, lines]) => lines.map(([, read]) => [power, read])),
    );
    expect(await focusedTestId(page)).toBe('order-text');
    await picture(page, 'entry-01-typed-sheet-1366');
  });
});

describe.skipIf(!hasChromium)(`order entry in a crowded phase${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, { concurrent: true }, () => {
  let page: Page;
  let gameId: number;
  let filed: number;
  // After the sheet's window has opened its game (sheetOpen).
  beforeAll(() => sheetOpen);
  // The same crowded phase with the sheet filed through the service (the typing is the block above's
  // test), so these tests need not wait for it.
  workstationForBlock(SIZES.laptop, async (p) => {
    page = p;
    gameId = await openGame(page, 'Crowded 1905', POSITION);
    await invoke(page, 'orders:submit', { gameId, text: TYPED });
    const phase = await invoke<{ submissions: unknown[]; orders: unknown[] }>(page, 'game:phase', { gameId });
    if (phase.orders.length !== 34) throw new Error(`the sheet filed ${phase.orders.length} orders, not 34`);
    filed = phase.submissions.length;
    // A hook has no test's expect (a concurrent block's global expect.poll throws here): Playwright
    // waits for the 34th line of the orders list, then the list must hold exactly 34.
    const lines = page.getByTestId('orders').locator('li');
    await lines.nth(33).waitFor();
    const shown = await lines.count();
    if (shown !== 34) throw new Error(`the orders list shows ${shown} lines, not 34`);
  });

  it.sequential('flags illegal orders as typed, with the reason, and files none of them', async ({ expect }) => {
    await page.getByTestId('entry-power').selectOption('England');
    expect(await focusedTestId(page)).toBe('order-text');
    await page.keyboard.type('A vie - tyr\n', { delay: 20 });
    await expect
      .poll(async () => (await page.getByTestId('not-filed').textContent()) ?? '')
      .toContain("the army in Vienna is Austria's, not England's: not filed");
    await page.getByTestId('entry-power').selectOption('Russia');
    await page.keyboard.type('A Mos - Ber\nBuild F Mun\n', { delay: 20 });
    // Each flagged line left the box on Enter for the "not filed" list, with its power and reason.
    const held = page.getByTestId('not-filed-line');
    await expect.poll(() => held.count()).toBe(3);
    const text = (await held.allTextContents()).join('\n');
    expect(text).toContain("the army in Vienna is Austria's, not England's: not filed");
    expect(text).toContain('the army in Moscow cannot reach Berlin');
    expect(text).toContain('not followed: no fleet can stand in Munich (DATC 4.C.4 a)');
    expect(await orderText(page).inputValue()).toBe('');
    // Nothing more filed.
    const phase = await invoke<{ submissions: unknown[] }>(page, 'game:phase', { gameId });
    expect(phase.submissions).toHaveLength(filed);
    await picturesAtBothSizes(page, 'entry-02-flagged');
    for (let n = 3; n > 0; n--) await page.getByTestId('not-filed-drop').first().click();
  });

  it.sequential('a key brings the focus back to the order box', async ({ expect }) => {
    await page.getByTestId('tab-history').click();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    expect(await focusedTestId(page)).not.toBe('order-text');
    await page.keyboard.press('/');
    await expect.poll(() => focusedTestId(page)).toBe('order-text');
  });
  it.sequential('shortcuts never type into the order box: Esc leaves it, ? lists every key (issue 25, item 2)', async ({ expect }) => {
    // In the box every key is the box's (`/` too: F stp/sc); Esc leaves it.
    expect(await focusedTestId(page)).toBe('order-text');
    await page.keyboard.type('A par h', { delay: 20 });
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedTestId(page)).not.toBe('order-text');
    const modeOn = (label: string) => page.getByRole('radio', { name: new RegExp(`^${label}`) }).getAttribute('aria-checked');
    await page.keyboard.press('s');
    await expect.poll(() => modeOn('Support')).toBe('true');
    await page.keyboard.press('c');
    await expect.poll(() => modeOn('Convoy')).toBe('true');
    await page.keyboard.press('3');
    await expect.poll(() => page.getByTestId('tab-history').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('1');
    await page.keyboard.press('m');
    await expect.poll(() => modeOn('Move')).toBe('true');
    // Not one of those keys reached the box.
    expect(await orderText(page).inputValue()).toBe('A par h');
    await page.keyboard.press('?');
    await page.getByTestId('shortcut-help').waitFor();
    const rows = await page.getByTestId('shortcut-row').allTextContents();
    for (const k of [...SHORTCUTS, ...OTHER_KEYS]) expect(rows.some((r) => r.startsWith(k.label) && r.includes(k.does))).toBe(true);
    await picturesAtBothSizes(page, 'keys-01-help');
    await page.keyboard.press('Escape');
    await page.getByTestId('shortcut-help').waitFor({ state: 'detached' });
    await page.keyboard.press('/');
    await expect.poll(() => focusedTestId(page)).toBe('order-text');
    expect(await orderText(page).inputValue()).toBe('A par h');
    await orderText(page).fill('');
  });

  it.sequential('the preview of a crowded phase fits 1366x768 with the Commit tick in view (issue 25, item 6)', async ({ expect }) => {
    await page.keyboard.press('F9');
    await page.getByTestId('preview').waitFor();
    expect(await page.getByTestId('preview').getByTestId('results').locator('li').count()).toBeGreaterThanOrEqual(34);
    for (const id of ['commit-confirm', 'commit']) {
      const box = (await page.getByTestId(id).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(SIZES.laptop.height);
      // Nothing lies over it: the point at its middle is the control itself.
      const top = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid]')?.getAttribute('data-testid'), [
        box.x + box.width / 2,
        box.y + box.height / 2,
      ] as const);
      expect(top).toBe(id);
    }
    // Rule detail, when there is any, waits behind a closed disclosure.
    if (await page.getByTestId('preview-notes').count()) expect(await page.getByTestId('preview-notes').getAttribute('open')).toBeNull();
    await picturesAtBothSizes(page, 'commit-03-crowded-preview');
    await page.keyboard.press('Escape');
    await page.getByTestId('preview').waitFor({ state: 'detached' });
  });

  // The safe commits' tests on a game of their own in the same window, after the crowded phase's
  // (a window of their own until session 15).
  describe.sequential('safe commits', () => {
    let gameId: number;
    beforeAll(async () => {
      await page.getByRole('button', { name: /Games/ }).click();
      await page.getByTestId('game-list').waitFor();
      gameId = await openGame(page, 'Safe commits');
    });

    it.sequential('Ctrl+Enter only enters orders: no preview opens', async ({ expect }) => {
      await page.getByTestId('entry-power').selectOption('England');
      await orderText(page).fill('F lon - nth\nF edi - nwg');
      await page.keyboard.press('Control+Enter');
      await expect.poll(() => orderText(page).inputValue()).toBe('');
      await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('F Edi - Nwg');
      // Until the page has stopped changing (a condition, not a pause): a preview would be open by then.
      await settled(page);
      expect(await page.getByTestId('preview').count()).toBe(0);
      expect(await page.getByTestId('phase-name').textContent()).toBe('Spring 1901 Movement');
    });

    it.sequential('shows orders as the report prints them, the text as typed one click away (issue 25, item 4)', async ({ expect }) => {
      const line = page.getByTestId('orders').locator('details', { hasText: 'F Edi - Nwg' });
      expect(await line.getByTestId('as-typed').isVisible()).toBe(false);
      await line.locator('summary').click();
      await expect.poll(() => line.getByTestId('as-typed').isVisible()).toBe(true);
      expect(await line.getByTestId('as-typed').textContent()).toBe('F edi - nwg');
    });

    it.sequential('F9 previews: the phase, the powers owing orders, the units without orders; Enter does not commit', async ({ expect }) => {
      await page.keyboard.press('F9');
      await page.getByTestId('preview').waitFor();
      expect(await page.getByTestId('preview-phase').textContent()).toBe('Spring 1901 Movement');
      const owing = (await page.getByTestId('preview-owing').textContent()) ?? '';
      for (const p of ['Austria', 'France', 'Germany', 'Italy', 'Russia', 'Turkey']) expect(owing).toContain(p);
      expect(owing).not.toContain('England');
      const idle = (await page.getByTestId('preview-unordered').textContent()) ?? '';
      expect(idle).toContain('Units without orders (20)');
      expect(idle).toMatch(/England\s*A Liverpool: holds/);
      expect(idle).toMatch(/Austria\s*A Budapest: holds, A Vienna: holds, F Trieste: holds/);
      expect(await page.getByTestId('commit').isDisabled()).toBe(true);
      // The preview's results name the orders as the report does.
      expect(await page.getByTestId('preview').getByTestId('results').textContent()).toContain('F Edi - Nwg');
      await picturesAtBothSizes(page, 'commit-01-preview');
      // A habitual Enter (twice) does nothing: the preview stays and nothing is committed.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+Enter');
      await settled(page);
      expect(await page.getByTestId('preview').count()).toBe(1);
      const g = await invoke<{ phases: unknown[] }>(page, 'game:get', { gameId });
      expect(g.phases).toHaveLength(1);
      await page.keyboard.press('Escape');
      await page.getByTestId('preview').waitFor({ state: 'detached' });
      await expect.poll(() => focusedTestId(page)).toBe('order-text');
    });

    it.sequential('refuses a commit once the phase was committed elsewhere, with a message', async ({ expect }) => {
      await page.keyboard.press('F9');
      await page.getByTestId('preview').waitFor();
      await page.getByTestId('commit-confirm').check();
      // Another window (or the CLI) commits Spring 1901 meanwhile.
      await invoke(page, 'phase:adjudicate', { gameId });
      await page.getByTestId('commit').click();
      await page.getByTestId('preview').waitFor({ state: 'detached' });
      const message = (await page.getByTestId('message').textContent()) ?? '';
      expect(message).toMatch(/nothing was committed: the game is now at Fall 1901 Movement/);
      const g = await invoke<{ phases: { name: string }[] }>(page, 'game:get', { gameId });
      expect(g.phases.map((p) => p.name)).toEqual(['Spring 1901 Movement', 'Fall 1901 Movement']);
      await picture(page, 'commit-02-refused-1366');
    });

    it.sequential('commits after the deliberate confirmation', async ({ expect }) => {
      await expect.poll(() => page.getByTestId('phase-name').textContent()).toBe('Fall 1901 Movement');
      await page.keyboard.press('F9');
      await page.getByTestId('preview').waitFor();
      await confirmCommit(page);
      const g = await invoke<{ phases: { name: string }[] }>(page, 'game:get', { gameId });
      expect(g.phases.map((p) => p.name)).toEqual(['Spring 1901 Movement', 'Fall 1901 Movement', 'Spring 1902 Movement']);
    });

    it.sequential('asks what the CLI asks: before a deadline with powers missing, the confirmation names both, and ticked it commits (issue 26)', async ({
      expect,
    }) => {
      // The view stays on the phase just committed; the toolbar goes on to the phase to play.
      await page.getByTestId('back-to-current').click();
      await expect.poll(() => page.getByTestId('phase-name').textContent()).toBe('Spring 1902 Movement');
      await invoke(page, 'game:setDeadline', { gameId, deadline: '2099-06-01 18:00' });
      await page.keyboard.press('F9');
      await page.getByTestId('preview').waitFor();
      expect(await page.getByTestId('preview-deadline').textContent()).toContain('The deadline (Mon, 01 Jun 2099 18:00:00 GMT) has not passed.');
      const label = (await page.locator('label.confirm-commit').textContent()) ?? '';
      expect(label).toMatch(/Commit Spring 1902 Movement without orders from Austria, England, .*Turkey before its deadline: it cannot be undone/);
      await picturesAtBothSizes(page, 'commit-04-before-deadline');
      await confirmCommit(page);
      const g = await invoke<{ phases: { name: string }[] }>(page, 'game:get', { gameId });
      expect(g.phases.map((p) => p.name)).toContain('Fall 1902 Movement');
    });

    // The window's third game (it.sequential: after the tests above, on a game of its own).
    describe.sequential('text typed for one phase', () => {
      it.sequential('is never filed in the next phase when the game moved on elsewhere', async ({ expect }) => {
        // Another game in the same window, opened from the game list.
        await page.getByRole('button', { name: /Games/ }).click();
        await page.getByTestId('game-list').waitFor();
        const gameId = await openGame(page, 'Moved on');
        await page.getByTestId('entry-power').selectOption('Austria');
        await page.keyboard.type('A vie - tyr', { delay: 10 });
        // Another window (or the CLI) commits Spring 1901 while the line is in the box.
        await invoke(page, 'phase:adjudicate', { gameId });
        await expect.poll(() => page.getByTestId('phase-name').textContent()).toBe('Fall 1901 Movement');
        await orderText(page).press('End');
        await page.keyboard.press('Enter');
        await page.getByTestId('entry-stale').waitFor();
        expect(await page.getByTestId('entry-stale').textContent()).toMatch(/Typed for Spring 1901 Movement; the game is now at Fall 1901 Movement/);
        expect((await invoke<{ submissions: unknown[] }>(page, 'game:phase', { gameId })).submissions).toHaveLength(0);
        await picture(page, 'entry-03-stale-1366');
        // The GM decides: file it in the phase now on screen.
        await page.getByTestId('entry-keep').click();
        await orderText(page).press('End');
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await invoke<{ submissions: unknown[] }>(page, 'game:phase', { gameId })).submissions.length).toBe(1);
      });
    });
  });
});
