// A plain SVG of a geometry file, for looking at the board without the app
// (`npm run build:geometry -- --svg test/artifacts/board.svg`, then any SVG viewer or rsvg-convert).
import type { GeometryFile } from './types';

const COLOURS = { land: '#e8dcb5', sea: '#b7d3e6', impassable: '#9a9a9a', border: '#3b3b3b', text: '#222' };

export function previewSvg(geometry: GeometryFile): string {
  const [x, y, w, h] = geometry.viewBox;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}">`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#ffffff"/>`,
  ];
  for (const d of geometry.impassable) out.push(`<path d="${d}" fill="${COLOURS.impassable}" stroke="${COLOURS.border}" stroke-width="0.5"/>`);
  const ids = Object.keys(geometry.provinces).sort();
  for (const id of ids) {
    const p = geometry.provinces[id];
    out.push(`<path d="${p.path}" fill="${COLOURS[p.kind]}" stroke="${COLOURS.border}" stroke-width="0.8" stroke-linejoin="round"/>`);
  }
  for (const id of ids) {
    const p = geometry.provinces[id];
    out.push(`<circle cx="${p.unit[0]}" cy="${p.unit[1]}" r="3" fill="#000"/>`);
    if (p.sc) out.push(`<circle cx="${p.sc[0]}" cy="${p.sc[1]}" r="4" fill="none" stroke="#c00" stroke-width="2"/>`);
    for (const [coast, at] of Object.entries(p.coasts ?? {})) {
      out.push(`<circle cx="${at[0]}" cy="${at[1]}" r="2.5" fill="#06c"/>`);
      out.push(`<text x="${at[0] + 4}" y="${at[1] - 3}" font-size="8" font-family="sans-serif" fill="#06c">${coast}</text>`);
    }
    out.push(`<text x="${p.label[0]}" y="${p.label[1] + 4}" font-size="11" font-family="sans-serif" text-anchor="middle" fill="${COLOURS.text}">${id}</text>`);
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
