// Issue 31, item 5, in Chromium: New game offers the variants (the shipped ones and the archive's
// own), each game shows its own map (powers in the legend, the board drawn when Adjutant has a
// drawing of it, a note with the map's facts when it has none), and File > Import variant stores a
// GM's own. Screenshots of each board at 1920x1080 and 1366x768; Youngstown Redux (issue 31 lines 3
// and 5) and Ancient Mediterranean through the same steps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { drag, hasChromium, invoke, NO_CHROMIUM, openWorkstation, picture, pointOf, resizeTo, SCREENSHOTS, type Session, shown, SIZES } from './support';
import { shootBoth } from './steps';
import { tempDir } from '../../electron/service/support';
import { mapOf } from '../../../engine/index';

async function createGame(page: Page, name: string, variant: string): Promise<number> {
  return page.evaluate(
    async ([name, variant]) => {
      const g = await window.adjutant!.invoke('game:create', { name, variant });
      if (!g.ok) throw new Error(g.error.message);
      return g.value.id;
    },
    [name, variant],
  );
}

async function toList(page: Page): Promise<void> {
  const back = page.getByRole('button', { name: '◀ Games' });
  if (await back.count()) await back.click();
  await shown(page, 'game-list');
}

async function openGame(page: Page, name: string): Promise<void> {
  await toList(page);
  await page.getByRole('button', { name, exact: true }).click();
}

const YR_POWERS = ['Turkey', 'Austria', 'Britain', 'China', 'Japan', 'Italy', 'Germany', 'India', 'Russia', 'France'];

/**
 * A new game of a variant with its own board: the board drawn, no note of a missing drawing, its
 * powers in the legend; a screenshot at the window's size, or at both sizes (`both`: the window is
 * then left at the other, steps.ts).
 */
async function opensOnItsBoard(page: Page, name: string, variant: string, powers: string[], both: boolean): Promise<number> {
  const id = await createGame(page, name, variant);
  await openGame(page, name);
  await shown(page, 'board');
  expect(await page.getByTestId('no-drawing').count()).toBe(0);
  const legend = await page.locator('.legend').textContent();
  for (const power of powers) expect(legend).toContain(power);
  if (both) await shootBoth(page, `variants-${variant}`);
  else await picture(page, `variants-${variant}-${page.viewportSize()!.width}`);
  return id;
}

/**
 * The open game's board draws a unit on exactly the provinces that hold one, each inside the board;
 * a drag from one unit to a neighbour gives that move; the projector view draws them all too.
 */
async function playsOnItsBoard(page: Page, gameId: number, variant: string, units: string[], [from, to]: [string, string]): Promise<void> {
  const drawn = () =>
    page.evaluate(() =>
      window
        .__adjutantBoard!.sizes()
        .units.map((u) => u.hit.replace(/^unit:/, ''))
        .sort(),
    );
  await expect.poll(drawn).toEqual([...units].sort());
  const box = (await page.getByTestId('board').boundingBox())!;
  for (const province of units) {
    const p = await pointOf(page, province);
    expect(p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height, `${province} at ${p.x},${p.y}`).toBe(true);
  }
  await drag(page, from, to);
  const moves = async () =>
    (await invoke<{ orders: { order: { kind: string; unit?: { province: string }; to?: string } }[] }>(page, 'game:phase', { gameId })).orders
      .filter((o) => o.order.kind === 'move')
      .map((o) => `${o.order.unit?.province}-${o.order.to}`);
  await expect.poll(moves, { timeout: 10_000 }).toEqual([`${from}-${to}`]);
  await page.getByTestId('board').focus();
  await page.keyboard.press('p');
  await shown(page, 'projector');
  await expect.poll(drawn).toEqual([...units].sort());
  await picture(page, `variants-${variant}-projector-1920`);
  await page.keyboard.press('p');
}

describe.skipIf(!hasChromium)(`variants in the workstation${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  let s: Session;
  let page: Page;
  let ancientId = 0;
  let youngstownId = 0;
  beforeAll(async () => {
    s = await openWorkstation(SIZES.projector);
    page = s.page;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('New game offers every shipped variant, tells what each changes, and starts a game on it', async () => {
    await page.getByTestId('new-game').click();
    const select = page.getByTestId('game-variant');
    await expect.poll(async () => (await select.locator('option').allTextContents()).length).toBe(6);
    expect(await select.locator('option').allTextContents()).toEqual(['Standard', 'Fleet Rome', '1898', 'Chaos', 'Ancient Mediterranean', 'Youngstown Redux']);
    await select.selectOption('chaos');
    expect(await page.getByTestId('variant-description').textContent()).toContain('34 powers, 34 centers, 18 to win');
    await page.getByTestId('game-name').fill('Chaos night');
    // The form at 1366x768 too, for people to look at: resized only when pictures are taken.
    if (SCREENSHOTS) {
      await picture(page, 'variants-new-game-1920');
      await resizeTo(page, SIZES.laptop);
      await picture(page, 'variants-new-game-1366');
      await resizeTo(page, SIZES.projector);
    }
    await page.getByTestId('create-game').click();
    await shown(page, 'board');
    const legend = await page.locator('.legend').textContent();
    expect(legend).toContain('Ankara');
    expect(legend).toContain('Warsaw');
    await picture(page, 'variants-chaos-1920');
  });

  it('Fleet Rome and 1898 draw on the standard board with their own starts', async () => {
    await createGame(page, 'Fleet Rome game', 'fleet-rome');
    await createGame(page, '1898 game', '1898');
    await openGame(page, 'Fleet Rome game');
    await shown(page, 'board');
    await picture(page, 'variants-fleet-rome-1920');
    await openGame(page, '1898 game');
    await shown(page, 'board');
    expect(await page.getByTestId('board').isVisible()).toBe(true);
    await picture(page, 'variants-1898-1920');
  });

  // Two resizes for the two boards' pictures at both sizes, not four: Ancient Mediterranean is shot
  // at 1920x1080, played there, then shot at 1366x768 (its move drawn); Youngstown Redux is opened at
  // 1366x768, shot, then shot and played at 1920x1080 (a resize costs about 0.6 s of Chromium's CPU).
  // Without pictures (SCREENSHOTS unset) neither resize is made: both boards are played at 1920x1080.
  it('Ancient Mediterranean draws on its own board, with its five powers in the legend', async () => {
    ancientId = await opensOnItsBoard(page, 'Ancient game', 'ancient-mediterranean', ['Rome', 'Carthage', 'Greece', 'Persia', 'Egypt'], false);
  });

  it('Ancient Mediterranean: a unit drawn on every province with one, a drag gives an order, the projector shows the board', async () => {
    const units = ['nea', 'rom', 'rav', 'tha', 'cir', 'car', 'spa', 'ath', 'mac', 'sid', 'ant', 'dam', 'ale', 'mem', 'the'];
    await playsOnItsBoard(page, ancientId, 'ancient-mediterranean', units, ['rom', 'etr']);
    if (SCREENSHOTS) {
      await resizeTo(page, SIZES.laptop);
      await picture(page, 'variants-ancient-mediterranean-1366');
    }
  });

  it('Youngstown Redux draws on its own board (no note of a missing drawing), with its ten powers in the legend', async () => {
    youngstownId = await opensOnItsBoard(page, 'Youngstown game', 'youngstown-redux', YR_POWERS, true);
    expect(page.viewportSize()).toEqual(SIZES.projector);
  });

  it('Youngstown Redux: a unit drawn on each of the 44 provinces with one, a drag gives an order, the projector shows the board', async () => {
    const units = mapOf('youngstown-redux')!.start.units.map((u) => u.province);
    expect(units).toHaveLength(44);
    await playsOnItsBoard(page, youngstownId, 'youngstown-redux', units, ['pek', 'man']);
  });

  it('Import variant stores a GM’s own variant; New game then offers it and its game draws on its base board', async () => {
    await toList(page);
    const file = join(tempDir(), 'club.json');
    writeFileSync(
      file,
      JSON.stringify({ format: 1, id: 'club-night', name: 'Club Night', base: 'standard', description: 'Twenty to win.', victoryCenters: 20 }),
    );
    await page.getByTestId('import-variant-file').setInputFiles(file);
    await expect.poll(() => page.locator('.banner').textContent()).toContain("imported variant 'Club Night' (club-night)");
    const bad = join(tempDir(), 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 1, id: 'bad', name: 'Bad', base: 'standard', victoryCenters: 99 }));
    await page.getByTestId('import-variant-file').setInputFiles(bad);
    await expect.poll(() => page.locator('.banner').textContent()).toContain('victoryCenters 99 should be a whole number from 1 to 34');
    await page.getByTestId('new-game').click();
    await page.getByTestId('game-variant').selectOption('club-night');
    expect(await page.getByTestId('variant-description').textContent()).toContain('(imported into this archive)');
    await page.getByTestId('game-name').fill('Friday');
    await page.getByTestId('create-game').click();
    await shown(page, 'board');
  });
});
