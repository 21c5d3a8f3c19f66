// The board as the phase report prints it: the screen's drawing with units, labels and result marks
// sized for paper, owned land hatched per power (hatch.ts) so ownership reads in black and white, a cut drawn
// unlike a failed convoy, and a key under the map. docs/reports.md gives the sizes on paper.
import { type GameMap, type Scene, markShapes, unitShapes, escapeXml, shapeToSvg, ORDER, UNIT, powerColours, type BoardSizes } from '../../engine/index';
import { dotsAlong, dotsPath, hatchSegments, rings, segmentsPath } from './hatch';
import { ENGLISH, type ReportWords } from './language';

/**
 * The map's printed width: A4's 210 mm less the 13 mm margins either side (Letter is 6 mm wider,
 * so A4 is the smaller print). The report lays the map across the whole width (html.ts).
 */
export const A4_MAP_WIDTH_MM = 210 - 2 * 13;

/**
 * On a 1400-unit board printed 184 mm wide a unit is 0.131 mm: units 1.4 times the screen's (an
 * army 5.3 mm across, its power mark 7.8 pt), labels 20 units (7.5 pt), result marks 1.5 times.
 */
export const PRINT_SIZES: BoardSizes = { unitScale: 1.4, labelSize: 20, seaLabelSize: 20, labelGap: 12, markScale: 1.5, cutAsBreak: true };

/** Hatching per power, in the map's order: line angles, or dots. Seven that tell apart in greyscale. */
const HATCHES: ReadonlyArray<{ angles: readonly number[]; dots?: true }> = [
  { angles: [0] },
  { angles: [90] },
  { angles: [45] },
  { angles: [135] },
  { angles: [0], dots: true },
  { angles: [0, 90] },
  { angles: [45, 135] },
];
const SPACING = 9;

/** One power's hatching over the areas, in its dark colour. */
function hatch(i: number, power: string, areas: Array<Array<[number, number]>>): string {
  const c = powerColours(power);
  const style = HATCHES[i % HATCHES.length];
  return style.angles
    .map((a) => {
      const lines = hatchSegments(areas, a, SPACING);
      if (style.dots)
        return `<path d="${dotsPath(dotsAlong(lines, a, SPACING))}" fill="none" stroke="${c.dark}" stroke-opacity="0.6" stroke-width="3.4" stroke-linecap="round" data-hatch="${power}:dots"/>`;
      return `<path d="${segmentsPath(lines)}" fill="none" stroke="${c.dark}" stroke-opacity="0.6" stroke-width="1.3" data-hatch="${power}:${a}"/>`;
    })
    .join('');
}

/** Owned land hatched per power, as sceneToSvg's overlay (over the land, under centres and labels). */
export function hatchOwnedLand(scene: Scene, map: GameMap): { defs: string[]; elements: string[] } {
  const elements: string[] = [];
  map.powers.forEach((p, i) => {
    const land = scene.provinces.filter((s) => s.owner === p.name).flatMap((s) => rings(s.path));
    if (land.length) elements.push(hatch(i, p.name, land));
  });
  return { defs: [], elements };
}

/** A swatch of one power's owned land for the key: its tint and hatching in a small box. */
function hatchSwatch(i: number, power: string, x: number, y: number, w: number, h: number): string {
  const c = powerColours(power);
  const box: Array<[number, number]> = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.land}"/>${hatch(i, power, [box])}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${c.dark}" stroke-width="1"/>`;
}

const KEY_ROW = 56;
const TEXT = 20;

function label(x: number, y: number, text: string): string {
  return `<text x="${x}" y="${y}" dominant-baseline="central" font-size="${TEXT}" fill="#1b1b1b">${escapeXml(text)}</text>`;
}

function powerCell(i: number, power: string, x: number, y: number, name: string): string {
  const c = powerColours(power);
  const patch = hatchSwatch(i, power, x + 40, y - 17, 40, 34);
  const unit = unitShapes({ type: 'A', x: x + 17, y, fill: c.main, stroke: c.dark, ink: c.ink, power }, {}, PRINT_SIZES.unitScale).map(shapeToSvg);
  return [...unit, patch, label(x + 90, y, name)].join('');
}

/** A line with an arrowhead, in the board's order ink (no power): the key's move symbol. */
function arrowSymbol(y: number, length = 48): string {
  return `<line x1="0" y1="${y}" x2="${length - 12}" y2="${y}" stroke="#333" stroke-width="${ORDER.width}"/><polygon points="${length},${y} ${length - 13},${y - 6} ${length - 13},${y + 6}" fill="#333"/>`;
}

function symbols(y: number, w: ReportWords): string[] {
  const word = (key: string) => w.t(`key.${key}`);
  const k = PRINT_SIZES.unitScale * 0.8;
  const grey = { fill: '#ffffff', stroke: '#333', ink: '#333' };
  const r = UNIT.radius * k;
  const mark = (kind: 'bounce' | 'cut' | 'failed' | 'dislodged', x: number, angle = 0) =>
    markShapes({ kind, province: '', x, y, angle }, PRINT_SIZES).map(shapeToSvg).join('');
  const line = (x: number, dash: readonly number[]) =>
    `<line x1="${x}" y1="${y}" x2="${x + 48}" y2="${y}" stroke="#333" stroke-width="${ORDER.width - 0.8}" stroke-dasharray="${dash.join(' ')}"/>`;
  return [
    unitShapes({ type: 'A', x: r, y, ...grey }, {}, k)
      .map(shapeToSvg)
      .join('') + label(2 * r + 8, y, word('army')),
    unitShapes({ type: 'F', x: r + 6, y, ...grey }, {}, k)
      .map(shapeToSvg)
      .join('') + label(2 * r + 20, y, word('fleet')),
    arrowSymbol(y) + label(58, y, word('move')),
    line(0, ORDER.supportDash) + label(58, y, word('support')),
    `<circle cx="${r + 4}" cy="${y}" r="${r + 4}" fill="none" stroke="#333" stroke-width="2" stroke-dasharray="${ORDER.convoyDash.join(' ')}"/>` +
      label(2 * r + 16, y, word('convoy')),
    arrowSymbol(y, 30) + mark('bounce', 32) + label(58, y, word('bounced')),
    line(0, ORDER.supportDash) + mark('cut', 24) + label(58, y, word('supportCut')),
    `<circle cx="${r + 4}" cy="${y}" r="${r + 4}" fill="none" stroke="#333" stroke-width="2" stroke-dasharray="${ORDER.convoyDash.join(' ')}"/>` +
      mark('failed', r + 4, Math.PI / 4) +
      label(2 * r + 16, y, word('convoyFailed')),
    unitShapes({ type: 'A', x: r, y, ...grey }, {}, k)
      .map(shapeToSvg)
      .join('') +
      mark('dislodged', r) +
      label(2 * r + 14, y, word('dislodged')),
  ];
}

/** The printed map's key, as wide as the board: each power's hatching and mark, then the symbols. */
export function printKeySvg(map: GameMap, boardWidth: number, w: ReportWords = ENGLISH): string {
  const perRow = 4;
  const powerRows = Math.ceil(map.powers.length / perRow);
  const cells: string[] = map.powers.map((p, i) => {
    const x = 14 + (i % perRow) * (boardWidth / perRow);
    const y = KEY_ROW / 2 + Math.floor(i / perRow) * KEY_ROW;
    return powerCell(i, p.name, x, y, w.power(p.name));
  });
  const sym = symbols(0, w);
  const symPerRow = 5;
  const symRows = Math.ceil(sym.length / symPerRow);
  sym.forEach((s, i) => {
    const x = 14 + (i % symPerRow) * (boardWidth / symPerRow);
    const y = (powerRows + Math.floor(i / symPerRow) + 0.5) * KEY_ROW + 8;
    cells.push(`<g transform="translate(${x} ${y})">${s}</g>`);
  });
  const height = (powerRows + symRows) * KEY_ROW + 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" class="key" viewBox="0 0 ${boardWidth} ${height}" font-family="'Liberation Sans', Arial, sans-serif"><title>${escapeXml(w.t('key.title'))}</title>${cells.join('')}</svg>`;
}
