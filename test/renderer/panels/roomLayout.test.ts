// The room's screen laid out for its count (renderer/panels/tournament/room/layout.ts): cards while
// they fit, balanced columns of rows, pages of even length, growth up to its cap; the ink on a
// power's colour chosen by WCAG contrast.
import { describe, expect, it } from 'vitest';
import { contrast, fitBoards, fitStandings, inkFor, pageColumns, ROOM } from '../../../renderer/panels/tournament/room/layout';
import { powerColours } from '../../../engine/index';

// The room's area on a 1920x1080 projector at 24 px text (the header and footer taken off).
const W = 1872;
const H = 940;

describe('the room’s layout', () => {
  it('shows a few boards as cards, grown to fill the screen', () => {
    const f = fitBoards(5, W, H, 24);
    expect(f).toMatchObject({ mode: 'cards', columns: 3, rows: 2, pages: 1 });
    expect(f.scale).toBeGreaterThanOrEqual(1);
    expect(f.scale).toBeLessThanOrEqual(ROOM.maxScale);
    // Grown, the cards still fit: their height at the scale is within the area.
    expect((f.rows * ROOM.card.height + (f.rows - 1) * ROOM.gap) * 24 * f.scale).toBeLessThanOrEqual(H + 0.01);
  });

  it('shows 30 and 40 boards as rows in two balanced columns, on one page', () => {
    expect(fitBoards(30, W, H, 24)).toMatchObject({ mode: 'rows', columns: 2, rows: 15, pages: 1 });
    expect(fitBoards(40, W, H, 24)).toMatchObject({ mode: 'rows', columns: 2, rows: 20, pages: 1 });
  });

  it('pages 100 boards in pages of even length, each page fitting', () => {
    const f = fitBoards(100, W, H, 24);
    expect(f.pages).toBe(3);
    expect(f.perPage).toBe(34);
    expect(f.rows * ROOM.row.height * 24 * f.scale).toBeLessThanOrEqual(H + 0.01);
    const cut = pageColumns(
      Array.from({ length: 100 }, (_, i) => i),
      2,
      f.perPage,
      f.columns,
      f.rows,
    );
    expect(cut.flat()).toEqual(Array.from({ length: 32 }, (_, i) => 68 + i));
  });

  it('fits standings of 70 players in two pages of 35, and 210 in even pages', () => {
    expect(fitStandings(70, 2, W, H, 24)).toMatchObject({ columns: 2, rows: 18, perPage: 35, pages: 2 });
    const big = fitStandings(210, 1, W, H, 24);
    expect(big.perPage * big.pages).toBeGreaterThanOrEqual(210);
    expect((big.rows + 1) * ROOM.standing.height * 24 * big.scale).toBeLessThanOrEqual(H + 0.01);
  });

  it('writes on every power colour in dark or light ink of at least 4.5:1', () => {
    for (const p of ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey', 'China', 'India', 'Japan', 'Carthage', 'Atlantis']) {
      const bg = powerColours(p).main;
      expect(contrast(bg, inkFor(bg)), `${p} ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});
