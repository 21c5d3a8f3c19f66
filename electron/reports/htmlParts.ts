// What every printable report page shares: escaping, and the print stylesheet (A4 and Letter alike:
// the page size comes from the printer or the PDF call, the margins from here). No external fonts,
// images or scripts: the document must print the same offline, in Electron and in Chromium.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** An SVG document made fit to sit inside HTML: no XML declaration or doctype. */
export function inlineSvg(svg: string): string {
  return svg.replace(/^\s*<\?xml[^>]*>\s*/, '').replace(/^\s*<!DOCTYPE[^>]*>\s*/i, '');
}

export function pageCss(): string {
  return `
@page { margin: 13mm 13mm 14mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: "Liberation Sans", "Helvetica Neue", Arial, "DejaVu Sans", sans-serif; font-size: 10pt; line-height: 1.35; color: #1b1b1b; background: #fff; }
h1, h2, h3 { font-family: "Liberation Serif", Georgia, "Times New Roman", "DejaVu Serif", serif; font-weight: 700; }
h2 { font-size: 13pt; margin: 6mm 0 2mm; padding-bottom: 1mm; border-bottom: 1.5px solid #333; break-after: avoid; page-break-after: avoid; }
table { border-collapse: collapse; }
@media screen { body { max-width: 190mm; margin: 10mm auto; } }
`;
}
