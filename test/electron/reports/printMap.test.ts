// The printed phase report's map (issue 19): read from the drawn SVG, at the width the report prints
// it across A4, units, power marks, labels and result marks are big enough to read on paper; owned
// land is hatched per power and a cut support is drawn unlike a failed convoy, so the map reads in
// black and white; the key names every power and symbol. The page itself is checked in pdf.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { A4_MAP_WIDTH_MM, PRINT_SIZES } from '../../../electron/reports/mapPrint';
import { hatchSegments } from '../../../electron/reports/hatch';
import { phaseMapKeySvg, phaseMapSvg } from '../../../electron/reports/map';
import { phaseReport } from '../../../electron/service/index';
import { standardMap as loadStandard } from '../../../engine/map/standard';
import { markShapes, type Shape } from '../../../engine/draw/shapes';
import { cleanUp, tempArchive, value } from '../service/support';
import { battles } from './scenarios';
import { positionAt } from '../../support/positions';

afterEach(cleanUp);

const standardMap = loadStandard();

const PT_PER_MM = 72 / 25.4;

/** The report's map SVG, and how many millimetres one board unit is when it fills A4's width. */
async function printedMap(): Promise<{ svg: string; mm: number }> {
  const archive = await tempArchive();
  const { gameId, seq } = await battles(archive);
  const html = value(await phaseReport(archive, { gameId, seq, format: 'html' })).body;
  const svg = /<figure class="map">(<svg[\s\S]*?<\/svg>)/.exec(html)?.[1];
  expect(svg, 'the report has a map').toBeTruthy();
  const width = Number(/viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(svg!)?.[1]);
  return { svg: svg!, mm: A4_MAP_WIDTH_MM / width };
}

const group = (svg: string, id: string) => new RegExp(`<g id="${id}">([\\s\\S]*?)</g>`).exec(svg)?.[1] ?? '';
const numbers = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => Number(m[1]));

/** Width and height of a polygon's points. */
function extent(points: string): { w: number; h: number } {
  const xy = points.split(' ').map((p) => p.split(',').map(Number));
  const xs = xy.map((p) => p[0]);
  const ys = xy.map((p) => p[1]);
  return { w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
}

describe('the printed map is legible at A4', () => {
  it('armies are at least 5 mm across, fleets at least 5 mm high and 6.5 mm wide', async () => {
    const { svg, mm } = await printedMap();
    const pieces = group(svg, 'pieces');
    const armies = numbers(pieces, /<circle [^>]*r="([\d.]+)"[^>]*data-id="d?unit:/g);
    const fleets = [...pieces.matchAll(/<polygon points="([^"]+)"[^>]*data-id="d?unit:/g)].map((m) => extent(m[1]));
    expect(armies.length).toBeGreaterThan(10);
    expect(fleets.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...armies) * 2 * mm).toBeGreaterThanOrEqual(5);
    expect(Math.min(...fleets.map((f) => f.h)) * mm).toBeGreaterThanOrEqual(5);
    expect(Math.min(...fleets.map((f) => f.w)) * mm).toBeGreaterThanOrEqual(6.5);
  });

  it('power marks on units are at least 7 pt, province labels at least 7 pt', async () => {
    const { svg, mm } = await printedMap();
    const marks = numbers(group(svg, 'pieces'), /<text [^>]*font-size="([\d.]+)"[^>]*>[A-Z][a-z]</g);
    const labels = numbers(group(svg, 'map'), /<text [^>]*font-size="([\d.]+)"/g);
    expect(marks.length).toBeGreaterThan(10);
    expect(labels.length).toBe(Object.keys(standardMap.provinces).length);
    expect(Math.min(...marks) * mm * PT_PER_MM).toBeGreaterThanOrEqual(7);
    expect(Math.min(...labels) * mm * PT_PER_MM).toBeGreaterThanOrEqual(7);
  });

  it('result marks: a bounce bar at least 3 mm long, the dislodged badge at least 2.5 mm across', async () => {
    const { svg, mm } = await printedMap();
    const pieces = group(svg, 'pieces');
    const badges = numbers(pieces, /<circle [^>]*r="([\d.]+)" fill="#d0202a"/g);
    expect(badges.length).toBeGreaterThan(0);
    expect(Math.min(...badges) * 2 * mm).toBeGreaterThanOrEqual(2.5);
    const bars = [...pieces.matchAll(/<polyline points="([^"]+)" fill="none" stroke="#d0202a"/g)].map((m) => extent(m[1]));
    expect(bars.length).toBeGreaterThan(0);
    expect(Math.max(...bars.map((b) => Math.hypot(b.w, b.h))) * mm).toBeGreaterThanOrEqual(3);
  });

  it('the screen map alone keeps the screen sizes', async () => {
    const map = phaseMapSvg({
      map: standardMap,
      position: positionAt('France A par', { supplyCenters: {} }),
      orders: [],
      results: [],
    })!;
    expect(map).toContain('r="14.5"');
    expect(map).not.toContain('<pattern');
  });
});

describe('the printed map reads in black and white', () => {
  it('owned land is hatched in vector lines, a different hatching for every power', async () => {
    const { svg } = await printedMap();
    expect(svg).not.toMatch(/<pattern|clip-path/); // Chromium prints both as bitmaps or megabytes of path
    const hatches = [...svg.matchAll(/<path d="([^"]*)"[^>]*data-hatch="([^":]+):([^"]+)"/g)];
    const byPower = new Map<string, string[]>();
    for (const [, d, power, style] of hatches) {
      expect(d.length, `${power} ${style}`).toBeGreaterThan(100);
      byPower.set(power, [...(byPower.get(power) ?? []), style].sort());
    }
    expect([...byPower.keys()].sort()).toEqual(standardMap.powers.map((p) => p.name).sort());
    expect(new Set([...byPower.values()].map((v) => v.join('+'))).size).toBe(standardMap.powers.length);
  });

  it('hatching lies inside the land: lines across a square are cut at its sides', () => {
    const square: Array<Array<[number, number]>> = [
      [
        [0, 0],
        [90, 0],
        [90, 90],
        [0, 90],
      ],
    ];
    const flat = hatchSegments(square, 0, 9);
    expect(flat).toHaveLength(10);
    for (const [x1, , x2] of flat) expect([Math.min(x1, x2), Math.max(x1, x2)]).toEqual([0, 90]);
    for (const [x1, y1, x2, y2] of hatchSegments(square, 45, 9)) {
      for (const v of [x1, y1, x2, y2]) {
        expect(v).toBeGreaterThanOrEqual(-1e-9);
        expect(v).toBeLessThanOrEqual(90 + 1e-9);
      }
    }
  });

  it('a cut support is two bars across its line, a failed convoy a cross: told apart by shape', () => {
    const lines = (shapes: Shape[]) =>
      shapes
        .filter((s): s is Extract<Shape, { t: 'poly' }> => s.t === 'poly' && s.stroke === '#d0202a')
        .map((s) => Math.atan2(s.points[3] - s.points[1], s.points[2] - s.points[0]));
    const cut = lines(markShapes({ kind: 'cut', province: 'par', x: 0, y: 0, angle: 0 }, PRINT_SIZES));
    const failed = lines(markShapes({ kind: 'failed', province: 'nth', x: 0, y: 0, angle: Math.PI / 4 }, PRINT_SIZES));
    expect(cut).toHaveLength(2);
    expect(Math.abs(cut[0] - cut[1])).toBeLessThan(1e-9); // parallel
    expect(failed).toHaveLength(2);
    expect(Math.abs(Math.abs(failed[0] - failed[1]) - Math.PI / 2)).toBeLessThan(1e-9); // crossing
  });

  it('the key names every power with its mark and hatching, and every result symbol', () => {
    const key = phaseMapKeySvg(standardMap)!;
    for (const p of standardMap.powers) {
      expect(key).toContain(`>${p.name}</text>`);
      expect(key).toContain(`>${p.name.slice(0, 2)}</text>`);
    }
    for (const words of ['army', 'fleet', 'move', 'support', 'convoy', 'bounced', 'support cut', 'convoy failed', 'dislodged'])
      expect(key).toContain(`>${words}</text>`);
  });
});
