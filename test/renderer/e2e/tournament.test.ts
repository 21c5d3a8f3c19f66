// The round console in Chromium against the browser host: a tournament's round of three boards,
// two of them played on, one with orders owed; the console at 1366x768, one click into a board and
// back, and the projector view at 1920x1080. With `npm run screenshots`, pictures in test/artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { adjudicatePhase, submitOrders } from '../../../electron/service/index';
import * as tour from '../../../electron/service/tournament/index';
import { value } from '../../electron/service/support';
import { hasChromium, hasRenderer, NO_CHROMIUM, openWorkstation, picture, type Session, shown, SIZES } from './support';

const SPRING = `England:\nF lon - nth\nF edi - nwg\nA lvp - yor\nFrance:\nA par - bur\nF bre - mao\nA mar - spa\nGermany:\nA mun - ruh\nF kie - den\nA ber - kie`;

async function prepare(a: Archive): Promise<void> {
  value(await tour.createTournament(a, { name: 'Weasel Cup', scoring: 'carnage' }));
  value(await tour.addPlayers(a, { tournament: 'Weasel Cup', names: Array.from({ length: 21 }, (_, i) => `Player ${String.fromCharCode(65 + i)}. Example`) }));
  const t = value(await tour.startRound(a, { tournament: 'Weasel Cup', endRule: { kind: 'clock', endsAt: '2026-01-01T03:30:00Z' }, seed: 1 }));
  const [b1, b2] = t.rounds[0].boards;
  value(await submitOrders(a, { gameId: b1.gameId, text: SPRING }));
  value(await adjudicatePhase(a, { gameId: b1.gameId }));
  value(await submitOrders(a, { gameId: b2.gameId, text: SPRING }));
}

const skip = !hasChromium ? NO_CHROMIUM : !hasRenderer ? 'the renderer is not built (node electron/tools/build.mjs)' : null;
describe.skipIf(skip !== null)(`the round console${skip ? ` (skipped: ${skip})` : ''}`, () => {
  // One host on one prepared archive: the console's window, then the projector's beside it (nothing
  // here writes to the archive).
  let session: Session | null = null;
  beforeAll(async () => {
    session = await openWorkstation(SIZES.laptop, prepare);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows every board at a glance at 1366x768 and opens one with a click', async () => {
    const { page } = session!;
    await shown(page, 'open-tournaments');
    await picture(page, 'tournament-gamelist-1366');
    await page.getByTestId('open-tournaments').click();
    await shown(page, 'round-console');
    await expect.poll(() => page.locator('.board-card').count()).toBe(3);
    expect(await page.locator('.board-card').nth(0).textContent()).toContain('Fall 1901 Movement');
    expect(await page.locator('.board-card').nth(1).textContent()).toContain('4 to order');
    expect(await page.locator('.board-card').nth(2).textContent()).toContain('7 to order');
    expect(await page.getByTestId('board-2-England').textContent()).toContain('in');
    expect(await page.getByTestId('board-2-Russia').textContent()).toContain('owes');
    expect(await page.getByTestId('time-left').textContent()).toMatch(/^\d+:\d\d left$/);
    expect(await page.getByTestId('leaders').textContent()).toContain('Carnage');
    await picture(page, 'tournament-console-1366');
    await page.getByTestId('open-board-1').click();
    await page.locator('.toolbar').waitFor();
    expect(await page.locator('.toolbar').textContent()).toContain('Weasel Cup R1 B1');
    await picture(page, 'tournament-board-1366');
    await page.getByRole('button', { name: /Games/ }).first().click();
    await shown(page, 'round-console');
  });

  it('the projector view at 1920x1080', async () => {
    const page = await session!.open(SIZES.projector, '?projector=Weasel%20Cup');
    await shown(page, 'room');
    // Three boards: large cards side by side (room.test.ts measures the room's screen in full).
    await expect.poll(() => page.locator('.room-card').count()).toBe(3);
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);
    expect(overflow).toBeLessThanOrEqual(0);
    const tops = await page.locator('.room-card').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await picture(page, 'tournament-projector-1920');
  });
});
