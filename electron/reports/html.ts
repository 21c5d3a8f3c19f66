// The phase report as one self-contained, printable HTML document: a heading, the map with the
// orders and results drawn, every order with its outcome, dislodged units and their retreats, the
// supply-center table, adjustments, the draw, and the rules as a footer. The same document is
// printed by Electron (webContents.printToPDF) and by Chromium in the CLI (pdf.ts).
import { escapeHtml as esc, inlineSvg, pageCss } from './htmlParts';
import { powerColour } from './map';
import type { OrderLine, PhaseReport, PowerSection } from './reportModel';
import type { ReportWords } from './language';
import { adjustmentWords, adjustmentsTitle, centersHeading, dueWords, removedLine, voteWords, wordsOf } from './text';

export interface PhaseHtmlOptions {
  /** The board as an SVG document; null or absent: the report goes without a map. */
  mapSvg?: string | null;
  /** The map's key (map.ts phaseMapKeySvg), printed under it. */
  mapKeySvg?: string | null;
}

function swatch(power: string): string {
  return `<span class="sw" style="background:${powerColour(power).main}"></span>`;
}

function orderRow(l: OrderLine, w: ReportWords): string {
  const mark = l.mark === 'ok' ? '' : `<span class="mk mk-${l.mark}">${esc(w.t(`html.mark.${l.mark}`))}</span> `;
  return `<tr class="o-${l.mark}"><td class="ord">${esc(l.order)}</td><td>${mark}${esc(l.phrase)}</td></tr>`;
}

function powerBlock(p: PowerSection, w: ReportWords): string {
  const who = p.players.length ? ` <span class="who">${esc(p.players.join(', '))}</span>` : '';
  const rows = p.lines.length ? p.lines.map((l) => orderRow(l, w)).join('\n') : `<tr><td colspan="2" class="none">${esc(w.t('noOrders'))}</td></tr>`;
  return `<div class="power"><h3>${swatch(p.id)}${esc(p.power)}${who}</h3><table class="orders">${rows}</table></div>`;
}

function header(r: PhaseReport, w: ReportWords): string {
  const state = esc(w.t(r.adjudicated ? 'html.results' : 'html.pending'));
  const meta = [
    esc(w.t('html.phase', { seq: r.phase.seq, code: r.phase.code })),
    esc(w.t('html.map', { map: w.mapName(r.game.mapName) })),
    r.game.drawType === 'dias' ? 'DIAS' : 'NoDIAS',
    esc(w.t('html.game', { id: r.game.id })),
  ];
  return `<header class="top">
<div><p class="game">${esc(r.game.name)}</p><h1>${esc(r.phase.name)}</h1><p class="state">${state}</p></div>
<p class="meta">${meta.join('<br>')}</p>
</header>`;
}

function dislodgedSection(r: PhaseReport, w: ReportWords): string {
  if (r.dislodged.length === 0) return '';
  const rows = r.dislodged
    .map((d) => {
      const to = d.retreats.length
        ? esc(
            w.list(
              d.retreatNames.map((n, i) => `${n} (${d.retreats[i]})`),
              'or',
            ),
          )
        : `<em>${esc(w.t('dislodged.nowhereHtml'))}</em>`;
      const unit = esc(w.t('adjectiveUnit', { adjective: '\u0001', unit: '\u0002' }))
        .replace('\u0001', esc(d.adjective))
        .replace('\u0002', `<b>${esc(d.unit)}</b>`);
      return `<tr><td>${swatch(d.id)}${unit}</td><td>${esc(d.attackerFrom)}${d.viaConvoy ? ` ${esc(w.t('dislodged.viaConvoy'))}` : ''}</td><td>${to}</td></tr>`;
    })
    .join('\n');
  const standoffs = r.standoffs.length ? `<p class="note">${esc(w.t('standoffs', { list: w.list(r.standoffs) }))}</p>` : '';
  const th = ['dislodged.unit', 'dislodged.from', 'dislodged.to'].map((k) => `<th>${esc(w.t(k))}</th>`).join('');
  return `<section class="keep"><h2>${esc(w.t('dislodged.title'))}</h2><table class="grid"><tr>${th}</tr>\n${rows}</table>${standoffs}</section>`;
}

function removedSection(r: PhaseReport): string {
  if (r.removed.length === 0) return '';
  return `<p class="note">${esc(removedLine(r))}</p>`;
}

function centersSection(r: PhaseReport, w: ReportWords): string {
  const showDue = r.adjustments?.when === 'next';
  const rows = r.centers
    .filter((c) => c.count > 0 || c.units > 0 || c.change !== 0)
    .map((c) => {
      const change = c.change > 0 ? `<span class="up">+${c.change}</span>` : c.change < 0 ? `<span class="down">${c.change}</span>` : '0';
      const moves = [c.gained.length ? `+${c.gained.join(', ')}` : '', c.lost.length ? `\u2212${c.lost.join(', ')}` : ''].filter(Boolean).join('; ');
      const due = showDue ? `<td>${esc(dueWords(c.count - c.units, w))}</td>` : '';
      return `<tr><td>${swatch(c.id)}${esc(c.power)}</td><td class="n">${c.count}</td><td class="n">${change}</td><td class="n">${c.units}</td>${due}<td class="list">${esc(c.centers.join(', '))}${moves ? ` <span class="moves">(${esc(moves)})</span>` : ''}</td></tr>`;
    })
    .join('\n');
  const unowned = `<tr class="unowned"><td>${esc(w.t('centers.unowned'))}</td><td class="n">${r.unowned.length}</td><td></td><td></td>${showDue ? '<td></td>' : ''}<td class="list">${esc(r.unowned.join(', '))}</td></tr>`;
  return `<section class="keep"><h2>${esc(centersHeading(r))}</h2>
<table class="grid centers"><tr><th>${esc(w.t('centers.power'))}</th><th class="n">${esc(w.t('centers.count'))}</th><th class="n">${esc(w.t('centers.change'))}</th><th class="n">${esc(w.t('centers.units'))}</th>${showDue ? `<th>${esc(w.t('centers.due'))}</th>` : ''}<th>${esc(w.t('centers.list'))}</th></tr>
${rows}
${unowned}</table></section>`;
}

function adjustmentsSection(r: PhaseReport, w: ReportWords): string {
  const a = r.adjustments;
  if (!a) return '';
  const body = a.rows.length
    ? `<ul>${a.rows.map((row) => `<li>${esc(adjustmentWords(row, a.when, w))}</li>`).join('')}</ul>`
    : `<p>${esc(w.t('adjust.noneHtml'))}</p>`;
  return `<section class="keep"><h2>${esc(adjustmentsTitle(r, w))}</h2>${body}</section>`;
}

function drawSection(r: PhaseReport, w: ReportWords): string {
  const d = r.draw;
  if (!d) return '';
  const votes = d.votes.map((v) => `<li>${esc(voteWords(v))}</li>`).join('');
  const kind = `${d.drawType === 'dias' ? 'DIAS' : 'NoDIAS'}${d.secret ? w.t('draw.secretHtml') : ''}`;
  return `<section class="keep"><h2>${esc(w.t('draw.title', { kind }))}</h2>${votes ? `<ul>${votes}</ul>` : ''}
<p>${esc(w.t('draw.survivors', { list: w.list(d.survivors) }))} <b>${esc(d.standing[0].toUpperCase() + d.standing.slice(1))}.</b></p></section>`;
}

/** `text` escaped, with `bold` set in bold where the sentence puts it. */
function withBold(text: (marker: string) => string, bold: string): string {
  return esc(text('\u0001')).replace('\u0001', `<b>${esc(bold)}</b>`);
}

function endSection(r: PhaseReport, w: ReportWords): string {
  const lines: string[] = [];
  if (r.eliminated.length) lines.push(esc(w.t('end.eliminated', { list: w.list(r.eliminated) })));
  if (r.winner) lines.push(`<b>${esc(w.t('end.winner', { power: r.winner }))}</b>`);
  if (r.adjudicated) lines.push(r.next ? withBold((phase) => w.t('end.next', { phase }), r.next) : esc(w.t('end.over')));
  return lines.length ? `<p class="end">${lines.join(' ')}</p>` : '';
}

function footer(r: PhaseReport): string {
  const devs = r.rules.deviations.length ? `<ul>${r.rules.deviations.map((d) => `<li>${esc(d)}</li>`).join('')}</ul>` : '';
  return `<footer class="rules"><p>${esc(r.rules.summary)}</p>${devs}<p class="made">Adjutant &middot; ${esc(r.game.name)} &middot; ${esc(r.phase.name)}</p></footer>`;
}

const CSS = `
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2.5px solid #1b1b1b; padding-bottom: 2mm; margin-bottom: 3mm; }
.top h1 { font-size: 22pt; margin: 0; line-height: 1.1; }
.top .game { margin: 0; font-size: 11pt; color: #555; text-transform: uppercase; letter-spacing: .06em; }
.top .state { margin: 1mm 0 0; color: #333; }
.top .meta { margin: 0; text-align: right; font-size: 9pt; color: #444; }
figure.map { margin: 0; break-inside: avoid; page-break-inside: avoid; }
figure.map > svg { display: block; width: 100%; height: auto; border: 0.3mm solid #555; }
figure.map figcaption svg { display: block; width: 100%; height: auto; margin-top: 1.5mm; }
section.after-map { break-before: page; page-break-before: always; }
section.after-map > h2:first-child { margin-top: 0; }
.powers { columns: 2; column-gap: 7mm; }
.power { break-inside: avoid; page-break-inside: avoid; margin: 0 0 3.5mm; }
.power h3 { font-size: 11.5pt; margin: 0 0 1mm; }
.power .who { font: 400 9pt "Liberation Sans", Arial, sans-serif; color: #555; }
.sw { display: inline-block; width: 3.2mm; height: 3.2mm; border-radius: 50%; margin-right: 1.5mm; vertical-align: -0.3mm; border: 0.3mm solid rgba(0,0,0,.35); }
table.orders { width: 100%; font-size: 9.2pt; }
table.orders td { padding: 0.6mm 1mm; border-bottom: 0.25mm solid #ddd; vertical-align: top; }
table.orders td.ord { font-family: "Liberation Mono", "DejaVu Sans Mono", monospace; font-weight: 700; white-space: nowrap; width: 1%; padding-right: 2.5mm; }
tr.o-bounce td, tr.o-failed td, tr.o-dislodged td, tr.o-cut td, tr.o-illegal td, tr.o-void td { color: #5a1014; }
.mk { display: inline-block; font-size: 7.2pt; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; padding: 0 1.2mm; border-radius: 1mm; color: #fff; background: #777; vertical-align: 0.2mm; }
.mk-bounce { background: #b5462d; } .mk-cut { background: #8a5a00; } .mk-dislodged { background: #b0162a; }
.mk-illegal { background: #5b2a86; } .mk-void { background: #666; } .mk-failed { background: #b5462d; }
.mk-no-order { background: #999; } .mk-pending { background: #3b6ea5; }
table.grid { width: 100%; font-size: 9.5pt; }
table.grid th { text-align: left; font-size: 8.5pt; text-transform: uppercase; letter-spacing: .04em; color: #444; border-bottom: 1.5px solid #333; padding: 1mm 1.5mm; }
table.grid td { border-bottom: 0.25mm solid #ccc; padding: 1mm 1.5mm; vertical-align: top; }
table.grid .n { text-align: right; width: 1%; white-space: nowrap; }
table.centers td.list { font-size: 8.8pt; color: #333; }
.moves { color: #666; }
.up { color: #17692b; font-weight: 700; } .down { color: #a0161f; font-weight: 700; }
tr.unowned td { color: #666; }
section.keep { break-inside: avoid; page-break-inside: avoid; }
table.grid td:first-child { white-space: nowrap; }
ul { margin: 1mm 0; padding-left: 5mm; }
.note { margin: 2mm 0; }
.end { margin: 5mm 0 0; font-size: 11pt; }
footer.rules { margin-top: 6mm; padding-top: 2mm; border-top: 1px solid #888; font-size: 8.5pt; color: #444; break-inside: avoid; }
footer.rules p { margin: 0 0 1mm; }
footer.rules .made { color: #888; }
`;

/** The whole report as an HTML document (A4 or Letter, no external resources, no scripts). */
export function phaseHtml(r: PhaseReport, opts: PhaseHtmlOptions = {}): string {
  const key = opts.mapKeySvg ? `<figcaption>${opts.mapKeySvg}</figcaption>` : '';
  const map = opts.mapSvg ? `<figure class="map">${inlineSvg(opts.mapSvg)}${key}</figure>` : '';
  const w = wordsOf(r);
  const title = w.t('html.title', { game: r.game.name, phase: r.phase.name });
  return `<!DOCTYPE html>
<html lang="${w.lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>${pageCss()}${CSS}</style></head>
<body>
${header(r, w)}
${map}
<section class="orders-all${map ? ' after-map' : ''}"><h2>${esc(w.t('html.orders'))}</h2><div class="powers">
${r.powers.map((p) => powerBlock(p, w)).join('\n')}
</div>${removedSection(r)}</section>
${dislodgedSection(r, w)}
${centersSection(r, w)}
${adjustmentsSection(r, w)}
${drawSection(r, w)}
${endSection(r, w)}
${footer(r)}
</body></html>
`;
}
