// sceneToSvg: the board as a standalone SVG document, for the reports' map export (SVG, and PDF/PNG
// printed from it). Draws the same primitives as the Konva view (shapes.ts); no React, Konva or DOM.
import type { Scene } from './sceneTypes';
import { sceneShapes, type Shape } from './shapes';
import { BOARD } from './style';

export interface SvgOptions {
  /** A caption across the top (`Spring 1901 Movement`), and the document's <title>. */
  title?: string;
  /** Width attribute in px; the height follows the board's proportions. Default: the board's width. */
  width?: number;
  /** SVG drawn over the provinces and under the centres, labels and pieces, with the <defs> it names (the print's hatching of owned land). */
  overlay?: { defs: string[]; elements: string[] };
}

const FONT = "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const num = (v: number): string => String(Math.round(v * 10) / 10);

function paint(s: Exclude<Shape, { t: 'text' }>): string {
  const a: string[] = [];
  a.push(`fill="${s.fill ?? 'none'}"`);
  if (s.stroke) {
    a.push(`stroke="${s.stroke}"`, `stroke-width="${num(s.width ?? 1)}"`, 'stroke-linejoin="round"', 'stroke-linecap="round"');
    if (s.dash) a.push(`stroke-dasharray="${s.dash.join(' ')}"`);
  }
  if (s.opacity !== undefined) a.push(`opacity="${s.opacity}"`);
  if (s.hit) a.push(`data-id="${escapeXml(s.hit)}"`);
  return a.join(' ');
}

/** One drawing primitive as an SVG element. */
export function shapeToSvg(s: Shape): string {
  switch (s.t) {
    case 'path':
      return `<path d="${s.d}" ${paint(s)}/>`;
    case 'poly': {
      const points = [];
      for (let i = 0; i < s.points.length; i += 2) points.push(`${num(s.points[i])},${num(s.points[i + 1])}`);
      return `<${s.closed ? 'polygon' : 'polyline'} points="${points.join(' ')}" ${paint(s)}/>`;
    }
    case 'circle':
      return `<circle cx="${num(s.x)}" cy="${num(s.y)}" r="${num(s.r)}" ${paint(s)}/>`;
    case 'text': {
      const style = [`font-size="${s.size}"`, s.bold ? 'font-weight="bold"' : '', s.italic ? 'font-style="italic"' : ''].filter(Boolean);
      const halo = s.halo ? ` stroke="${s.halo}" stroke-width="3" stroke-linejoin="round" paint-order="stroke"` : '';
      return `<text x="${num(s.x)}" y="${num(s.y)}" text-anchor="middle" dominant-baseline="central" fill="${s.fill}" ${style.join(' ')}${halo}>${escapeXml(s.text)}</text>`;
    }
  }
}

export function sceneToSvg(scene: Scene, opts: SvgOptions = {}): string {
  const [x, y, w, h] = scene.viewBox;
  const caption = opts.title ? 40 : 0;
  const width = opts.width ?? w;
  const height = Math.round((width * (h + caption)) / w);
  const { map, pieces } = sceneShapes(scene);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y - caption} ${w} ${h + caption}" font-family="${escapeXml(FONT)}">`,
  ];
  if (opts.title) lines.push(`<title>${escapeXml(opts.title)}</title>`);
  if (opts.overlay?.defs.length) lines.push('<defs>', ...opts.overlay.defs, '</defs>');
  lines.push(`<rect x="${x}" y="${y - caption}" width="${w}" height="${h + caption}" fill="${opts.title ? '#ffffff' : BOARD.background}"/>`);
  if (opts.title) {
    lines.push(
      `<text x="${x + 14}" y="${y - caption / 2}" dominant-baseline="central" font-size="22" font-weight="bold" fill="#1d1d1d">${escapeXml(opts.title)}</text>`,
    );
  }
  lines.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${BOARD.background}"/>`);
  // The map's areas (provinces, impassable land, highlights) are its paths; centres and labels follow.
  const found = map.findIndex((s) => s.t !== 'path');
  const areas = found < 0 ? map.length : found;
  const overlay = opts.overlay?.elements ?? [];
  lines.push('<g id="map">', ...map.slice(0, areas).map(shapeToSvg), ...overlay, ...map.slice(areas).map(shapeToSvg), '</g>');
  lines.push('<g id="pieces">', ...pieces.map(shapeToSvg), '</g>');
  lines.push('</svg>');
  return lines.join('\n') + '\n';
}
