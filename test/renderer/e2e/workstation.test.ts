// The workstation end to end, in Chromium against the browser host: a GM creates a game, gives the
// Spring 1901 orders of all seven powers (France by dragging on the board, the others pasted as a
// mail), adjudicates with a preview, then plays a dislodgement, its retreat (dragged) and the
// winter builds (clicked) into Spring 1902. With `npm run screenshots`, a picture of every step in test/artifacts/.
// The story's steps run one after another in one window. The reports' and the rules panel's tests,
// beside it in a second window and archive until session 16, are rulesAndReports.test.ts: both in
// one file, the story (the file's longest path) shared the processor with them, and the file took
// 25 s on a loaded machine (issue 28 item 7: no file over 20 s).
import { describe, it, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { SPRING_MAIL } from './springMail';
import { confirmCommit, drag, hasChromium, NO_CHROMIUM, picture, pointOf, shown, SIZES, workstationForBlock } from './support';

interface GameView {
  phases: { name: string }[];
  position: { units: { power: string; type: string; province: string }[]; dislodged: { province: string }[] };
}

async function game(page: Page): Promise<GameView> {
  return page.evaluate(async () => {
    const list = await window.adjutant!.invoke('game:list', {});
    if (!list.ok) throw new Error(list.error.message);
    const got = await window.adjutant!.invoke('game:get', { gameId: list.value.games[0].id });
    if (!got.ok) throw new Error(got.error.message);
    return got.value as unknown as GameView;
  });
}

async function enterText(expect: ExpectStatic, page: Page, text: string): Promise<void> {
  await page.getByTestId('tab-orders').click();
  await page.getByTestId('order-text').fill(text);
  await page.getByTestId('enter-orders').click();
  await expect.poll(() => page.getByTestId('order-text').inputValue()).toBe('');
}

/** Adjudicates with a preview; after the commit the board shows the phase's results, then moves on. */
async function adjudicate(expect: ExpectStatic, page: Page, shot: string, expectResults?: RegExp): Promise<void> {
  const name = await page.getByTestId('phase-name').textContent();
  await page.getByTestId('adjudicate').click();
  await shown(page, 'preview');
  await picture(page, `${shot}-preview`);
  await confirmCommit(page);
  await phaseIs(expect, page, name ?? '');
  await shown(page, 'results');
  if (expectResults) expect(await page.getByTestId('results').textContent()).toMatch(expectResults);
  await picture(page, `${shot}-results`);
  await page.getByTestId('back-to-current').click();
}

async function phaseIs(expect: ExpectStatic, page: Page, name: string): Promise<void> {
  await expect.poll(() => page.getByTestId('phase-name').textContent()).toBe(name);
}

describe.skipIf(!hasChromium)(`the workstation in Chromium${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, { concurrent: true }, () => {
  let page: Page;
  workstationForBlock(SIZES.laptop, async (p) => {
    page = p;
  });

  it.sequential('creates a game and shows the board', async ({ expect }) => {
    await page.getByTestId('new-game').click();
    await page.getByTestId('game-name').fill('Club night, board 1');
    // The rules played today come first and are chosen; the DATC 2.4 default is offered next.
    const presets = await page.getByTestId('game-preset').locator('option').allTextContents();
    expect(presets.slice(0, 2)).toEqual(['2023 rulebook (DATC 3.0)', '2000 rulebook (DATC 2.4)']);
    expect(await page.getByTestId('game-preset').inputValue()).toBe('2023');
    await page.getByTestId('create-game').click();
    await shown(page, 'board');
    await phaseIs(expect, page, 'Spring 1901 Movement');
    await picture(page, 'e2e-01-new-game');
  });

  it.sequential('reads a pasted mail with live diagnostics, then enters it', async ({ expect }) => {
    await page.getByTestId('order-text').fill(SPRING_MAIL);
    const diagnostics = page.getByTestId('diagnostics');
    // 19 orders and 6 power headers read; the two mail headers skipped, and said so.
    await expect.poll(() => diagnostics.locator('[data-status="ok"]').count()).toBe(25);
    expect(await diagnostics.locator('[data-status="skipped"]').count()).toBe(2);
    expect(await page.getByTestId('entry-hint').textContent()).toBe('19 orders to file');
    await picture(page, 'e2e-02-pasted-mail');
    await page.getByTestId('enter-orders').click();
    await expect.poll(() => page.getByTestId('order-text').inputValue()).toBe('');
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('F Kie - Hol');
  });

  it.sequential('gives France its orders by dragging, with undo and redo', async ({ expect }) => {
    await drag(page, 'par', 'pic');
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('A Par - Pic');
    await drag(page, 'mar', 'gas');
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('A Mar - Gas');
    await page.getByTestId('undo').click();
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').not.toContain('A Mar - Gas');
    await page.getByTestId('redo').click();
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('A Mar - Gas');
    await drag(page, 'bre', 'mao');
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('F Bre - Mao');
    await picture(page, 'e2e-03-spring-orders');
  });

  it.sequential('adjudicates Spring 1901 after a preview, and the board shows Fall 1901', async ({ expect }) => {
    await adjudicate(expect, page, 'e2e-04-spring');
    await phaseIs(expect, page, 'Fall 1901 Movement');
    const g = await game(page);
    const at = (p: string) => g.position.units.find((u) => u.province === p);
    expect(at('pic')).toMatchObject({ power: 'France', type: 'A' });
    expect(at('bur')).toMatchObject({ power: 'Germany', type: 'A' });
    expect(at('bla')).toBeUndefined(); // Russia and Turkey bounced
    await page.getByTestId('history').count();
    await picture(page, 'e2e-05-fall-1901');
  });

  it.sequential('dislodges a unit in Fall 1901: a supported attack by drag, the rest by text', async ({ expect }) => {
    await drag(page, 'gas', 'bur');
    // Support mode, and the army in Picardy dropped on the arrow of the move it supports (dropped
    // on the German army in Burgundy it would support that army holding).
    await page.getByTestId('mode-support').click();
    const gas = await pointOf(page, 'gas');
    const bur = await pointOf(page, 'bur');
    const pic = await pointOf(page, 'pic');
    await page.mouse.move(pic.x, pic.y);
    await page.mouse.down();
    await page.mouse.move((pic.x + gas.x) / 2, (pic.y + gas.y) / 2, { steps: 4 });
    await page.mouse.move((gas.x + bur.x) / 2, (gas.y + bur.y) / 2, { steps: 4 });
    await page.mouse.up();
    await picture(page, 'e2e-06a-support-drag');
    await page.getByTestId('mode-move').click();
    await drag(page, 'mao', 'por');
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('A Pic S A Gas - Bur');
    await enterText(expect, page, 'Germany:\nA bur H\nA mun - ruh\nF hol H');
    await adjudicate(expect, page, 'e2e-06-fall', /A Bur holds but is dislodged by A Gas from Gascony/);
    await phaseIs(expect, page, 'Fall 1901 Retreat');
    await picture(page, 'e2e-07-retreat-phase');
  });

  it.sequential('retreats the dislodged army by dragging it to a lit retreat', async ({ expect }) => {
    await page.getByTestId('tab-orders').click();
    await drag(page, 'bur', 'mun');
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('A Bur R Mun');
    await adjudicate(expect, page, 'e2e-08-retreat');
    await phaseIs(expect, page, 'Winter 1901 Adjustment');
    const g = await game(page);
    expect(g.position.units.find((u) => u.province === 'mun')).toMatchObject({ power: 'Germany' });
    await picture(page, 'e2e-09-winter');
  });

  it.sequential('builds by clicking vacant home centers, and plays on into 1902', async ({ expect }) => {
    const par = await pointOf(page, 'par');
    await page.mouse.click(par.x, par.y);
    await page.getByTestId('build-army').click();
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('Build A Par');
    const kie = await pointOf(page, 'kie');
    await page.mouse.click(kie.x, kie.y);
    await page.getByTestId('build-fleet').click();
    await expect.poll(async () => (await page.getByTestId('orders').textContent()) ?? '').toContain('Build F Kie');
    await adjudicate(expect, page, 'e2e-10-winter');
    await phaseIs(expect, page, 'Spring 1902 Movement');
    const g = await game(page);
    expect(g.position.units.find((u) => u.province === 'par')).toMatchObject({ power: 'France', type: 'A' });
    expect(g.position.units.find((u) => u.province === 'kie')).toMatchObject({ power: 'Germany', type: 'F' });
    expect(g.phases.map((p) => p.name)).toEqual([
      'Spring 1901 Movement',
      'Fall 1901 Movement',
      'Fall 1901 Retreat',
      'Winter 1901 Adjustment',
      'Spring 1902 Movement',
    ]);
    await picture(page, 'e2e-11-spring-1902');
  });

  it.sequential('steps back through the history to a past phase, read-only, with its results', async ({ expect }) => {
    await page.getByTestId('tab-history').click();
    await page.getByTestId('history').getByRole('button', { name: 'Fall 1901 Movement' }).click();
    await phaseIs(expect, page, 'Fall 1901 Movement');
    await page.getByTestId('tab-results').click();
    expect(await page.getByTestId('results').textContent()).toMatch(/A Bur holds but is dislodged/);
    expect(await page.getByTestId('adjudicate').isDisabled()).toBe(true);
    await picture(page, 'e2e-12-history');
    await page.getByTestId('back-to-current').click();
    await phaseIs(expect, page, 'Spring 1902 Movement');
  });

  it.sequential('fills a projector (1920x1080): the board grows into the window, inside it, and nothing scrolls', async ({ expect }) => {
    const board = async () => (await page.getByTestId('board').boundingBox())!;
    const before = await board();
    await page.setViewportSize(SIZES.projector);
    // Wait for the layout to follow the window, not for a time.
    await expect.poll(async () => (await board()).width).toBeGreaterThan(before.width);
    const after = await board();
    expect(after.height).toBeGreaterThanOrEqual(before.height);
    expect(after.x).toBeGreaterThanOrEqual(0);
    expect(after.x + after.width).toBeLessThanOrEqual(SIZES.projector.width);
    expect(after.y + after.height).toBeLessThanOrEqual(SIZES.projector.height);
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
    await picture(page, 'e2e-13-projector');
  });
});
