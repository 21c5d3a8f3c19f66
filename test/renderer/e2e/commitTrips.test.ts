// Issue 25, item 9, guarded by structure rather than by time: from the click on Commit the window
// sends one request (the commit, whose answer carries the game and the phase to show) and draws the
// results once, from that answer; the host's news of its own change is not read again. A second round trip or a second drawing here is what made the commit
// slow (a reload of the game, then of the phase, each redrawing the screen). The map's layer
// (provinces, centres) is not drawn again when no centre changes owner: here the French army in
// Paris is dislodged, so the name of Paris moves up (it sat under the army), and the names are
// drawn with the pieces for that reason. The results' marks (here the dislodged badge, the bounce)
// are one Konva node: react-konva making and destroying a node per line and circle of them was a
// good part of the commit's frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ORDER, UNIT } from '../../../engine/index';
import { positionAt } from '../../support/positions';
import { hasChromium, invoke, NO_CHROMIUM, openGame, openWorkstation, type Session, shown, SIZES } from './support';

interface Probe {
  __sent: string[];
}

/** The pieces layer's drawings showing results, and the map layer's drawings, since `t0` (in the page). */
function drawsSince(t0: number): { results: number; map: number } {
  const since = (window.__adjutantDraws ?? []).filter((d) => d.start >= t0);
  return { results: since.filter((d) => d.phase.endsWith(' results')).length, map: since.filter((d) => d.phase === 'map').length };
}

interface KonvaNode {
  getClassName(): string;
  stroke(): unknown;
  fill(): unknown;
}
interface KonvaGlobal {
  Konva: { stages: { getLayers(): { getChildren(): KonvaNode[] }[] }[] };
}

/**
 * The board's pieces layer (units, orders, marks): its custom shapes, and its own lines and circles
 * in the marks' red (ORDER.failed, UNIT.dislodgedMark: no power's colour), which were the marks' nodes.
 */
function piecesNodes(red: string): { custom: number; red: number } {
  const layers = (window as unknown as KonvaGlobal).Konva.stages[0].getLayers();
  const nodes = layers[1].getChildren();
  return {
    custom: nodes.filter((n) => n.getClassName() === 'Shape').length,
    red: nodes.filter((n) => n.getClassName() !== 'Shape' && (n.stroke() === red || n.fill() === red)).length,
  };
}

/** Spring 1901 with German armies beside Paris: A Bur-Par supported from Picardy dislodges A Par. */
const POSITION = positionAt('France A par, France A mar, France F bre, Germany A bur, Germany A pic, Germany A mun', {
  supplyCenters: { France: ['par', 'mar', 'bre'], Germany: ['mun'] },
});

describe.skipIf(!hasChromium)(`a commit's round trips${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  let s: Session;
  let page: Page;
  let gameId: number;
  beforeAll(async () => {
    s = await openWorkstation(SIZES.laptop);
    page = s.page;
    gameId = await openGame(page, 'Round trips', POSITION);
    await invoke(page, 'orders:submit', { gameId, text: 'France\nA Par-Bur\nA Mar-Spa\nF Bre-Mao\nGermany\nA Bur-Par\nA Pic S A Bur-Par\nA Mun-Ruh' });
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

  it('sends only the commit, and draws the results once, from its answer, the map not at all', async () => {
    await page.getByTestId('adjudicate').click();
    await shown(page, 'preview');
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
    expect(await page.evaluate(drawsSince, before)).toEqual({ results: 1, map: 0 });
    expect(await page.getByTestId('results').textContent()).toMatch(/Bur/);
    // The army in Paris is shown dislodged: the case that redrew the whole map for one name.
    expect(await page.getByTestId('results').textContent()).toMatch(/dislodged/i);
    // Every mark is drawn by one node, none by a line or circle of its own.
    expect(ORDER.failed).toBe(UNIT.dislodgedMark);
    expect(await page.evaluate(piecesNodes, ORDER.failed)).toEqual({ custom: 1, red: 0 });
  }, 60_000);
});
