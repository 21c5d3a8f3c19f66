// Issue 19, items 4 and 5, and issue 25, items 2, 4 and 6, in Chromium, in one window: a crowded
// phase with a 34-order sheet filed (entry.test.ts types the same sheet at 20 keys a second), whose
// illegal lines are flagged as typed with their reasons and never filed, where a key brings the focus
// back to the order box and shortcuts never type into it, and whose preview fits 1366x768 with the
// Commit tick in view; then safe commits on a game of their own (Ctrl+Enter only enters orders, F9
// previews the phase, the powers owing orders and the units without orders, Commit needs a
// deliberate confirmation and is refused once the phase changed elsewhere); then text typed for one
// phase, never filed in the next. Until session 17 the second window of entry.test.ts.
import { beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OTHER_KEYS, SHORTCUTS } from '../../../renderer/panels/game/shortcuts';
import { confirmCommit, hasChromium, invoke, NO_CHROMIUM, openGame, picture, settled, shown, SIZES, workstationForBlock } from './support';
import { picturesAtBothSizes } from './bothSizes';
import { focusedTestId, orderText, POSITION, TYPED } from './crowdedSheet';

describe.skipIf(!hasChromium)(`order entry in a crowded phase${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, { concurrent: true }, () => {
  let page: Page;
  let gameId: number;
  let filed: number;
  // The crowded phase with the sheet filed through the service (the typing is entry.test.ts's test),
  // so these tests need not wait for it.
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
    await shown(page, 'shortcut-help');
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
    await shown(page, 'preview');
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
      await shown(page, 'game-list');
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
      await shown(page, 'preview');
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
      await shown(page, 'preview');
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
      await shown(page, 'preview');
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
      await shown(page, 'preview');
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
        await shown(page, 'game-list');
        const gameId = await openGame(page, 'Moved on');
        await page.getByTestId('entry-power').selectOption('Austria');
        await page.keyboard.type('A vie - tyr', { delay: 10 });
        // Another window (or the CLI) commits Spring 1901 while the line is in the box.
        await invoke(page, 'phase:adjudicate', { gameId });
        await expect.poll(() => page.getByTestId('phase-name').textContent()).toBe('Fall 1901 Movement');
        await orderText(page).press('End');
        await page.keyboard.press('Enter');
        await shown(page, 'entry-stale');
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
