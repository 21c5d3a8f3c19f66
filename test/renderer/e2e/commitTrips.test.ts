// Issue 25, item 9, guarded by structure rather than by time: from the click on Commit the window
// sends one request (the commit, whose answer carries the game and the phase to show) and draws the
// results once, from that answer; the host's news of its own change is not read again. A second round trip or a second drawing here is what made the commit
// slow (a reload of the game, then of the phase, each redrawing the screen).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, invoke, NO_CHROMIUM, openGame, openWorkstation, SIZES, type Session } from './support';

interface Probe {
  __sent: string[];
}

/** The pieces layer's drawings showing results since `t0` (in the page). */
function resultDraws(t0: number): number {
  return (window.__adjutantDraws ?? []).filter((d) => d.start >= t0 && d.phase.endsWith(' results')).length;
}

describe.skipIf(!hasChromium)(`a commit's round trips${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  let s: Session;
  let page: Page;
  let gameId: number;
  beforeAll(async () => {
    s = await openWorkstation(SIZES.laptop);
    page = s.page;
    gameId = await openGame(page, 'Round trips');
    await invoke(page, 'orders:submit', { gameId, text: 'France\nA Par-Bur\nA Mar-Spa\nF Bre-Mao\nGermany\nA Mun-Bur' });
    // Every request the page sends from now on, by channel, and every answer it receives.
    await page.evaluate(() => {
      const w = window as unknown as Probe;
      w.__sent = [];
      const send = WebSocket.prototype.send;
      WebSocket.prototype.send = function (this: WebSocket, data: string) {
        w.__sent.push((JSON.parse(data) as { channel: string }).channel);
        return send.call(this, data);
      };
    });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('sends only the commit, and draws the results once, from its answer', async () => {
    await page.getByTestId('adjudicate').click();
    await page.getByTestId('preview').waitFor();
    await page.getByTestId('commit-confirm').check();
    const before = await page.evaluate(() => {
      const w = window as unknown as Probe;
      w.__sent = [];
      return performance.now();
    });
    await page.getByTestId('commit').click();
    await page.waitForFunction((t0) => (window.__adjutantDraws ?? []).some((d) => d.start >= t0 && d.phase.endsWith(' results')), before);
    // The host's news of the commit (its "archive changed", sent before the answer) is covered by
    // the answer: nothing is read again. A request of ours, answered after anything the news could
    // have started, closes the count.
    await invoke(page, 'game:get', { gameId });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => [...(window as unknown as Probe).__sent])).toEqual(['phase:adjudicate', 'game:get']);
    expect(await page.evaluate(resultDraws, before)).toBe(1);
    expect(await page.getByTestId('results').textContent()).toMatch(/Bur/);
  }, 60_000);
});
