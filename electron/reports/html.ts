// The phase report as one self-contained, printable HTML document: a heading, the map with the
// orders and results drawn, every order with its outcome, dislodged units and their retreats, the
// supply-center table, adjustments, the draw, and the rules as a footer. The same document is
// printed by Electron (webContents.printToPDF) and by Chromium in the CLI (pdf.ts).
import { escapeHtml as esc, inlineSvg, pageCss } from './htmlParts';
import { powerColour } from './map';
import type { OrderLine, PhaseReport, PowerSection } from './reportModel';
import { adjustmentWords, centersHeading, dueWords, voteWords } from './text';
import { listed } from './words';

export interface PhaseHtmlOptions {
  /** The board as an SVG document; null or absent: the report goes without a map. */
  mapSvg?: string | null;
  /** The map's key (map.ts phaseMapKeySvg), printed under it. */
  mapKeySvg?: string | null;
}

const MARK_LABEL: Record<OrderLine['mark'], string> = {
  ok: '',
  bounce: 'bounce',
  cut: 'cut',
  dislodged: 'dislodged',
  void: 'void',
  illegal: 'illegal',
  failed: 'failed',
  'no-order': 'no order',
  pending: 'pending',
};

function swatch(power: string): string {
  return `<span class="sw" style="background:${powerColour(power).main}"></span>`;
}

function orderRow(l: OrderLine): string {
  const mark = MARK_LABEL[l.mark] ? `<span class="mk mk-${l.mark}">${MARK_LABEL[l.mark]}</span> ` : '';
  return `<tr class="o-${l.mark}"><td class="ord">${esc(l.order)}</td><td>${mark}${esc(l.phrase)}</td></tr>`;
}

function powerBlock(p: PowerSection): string {
  const who = p.players.length ? ` <span class="who">${esc(p.players.join(', '))}</span>` : '';
  const rows = p.lines.length ? p.lines.map(orderRow).join('\n') : '<tr><td colspan="2" class="none">No orders.</td></tr>';
  return `<div class="power"><h3>${swatch(p.power)}${esc(p.power)}${who}</h3><table class="orders">${rows}</table></div>`;
}

function header(r: PhaseReport): string {
  const state = r.adjudicated ? 'Results' : 'Orders so far &middot; not yet adjudicated';
  const meta = [
    `Phase ${r.phase.seq} &middot; ${r.phase.code}`,
    `${esc(r.game.mapName)} map`,
    r.game.drawType === 'dias' ? 'DIAS' : 'NoDIAS',
    `Game #${r.game.id}`,
  ];
  return `<header class="top">
<div><p class="game">${esc(r.game.name)}</p><h1>${esc(r.phase.name)}</h1><p class="state">${state}</p></div>
<p class="meta">${meta.join('<br>')}</p>
</header>`;
}

function dislodgedSection(r: PhaseReport): string {
  if (r.dislodged.length === 0) return '';
  const rows = r.dislodged
    .map((d) => {
      const to = d.retreats.length
        ? esc(
            listed(
              d.retreatNames.map((n, i) => `${n} (${d.retreats[i]})`),
              'or',
            ),
          )
        : '<em>nowhere: it will be disbanded</em>';
      return `<tr><td>${swatch(d.power)}${esc(d.adjective)} <b>${esc(d.unit)}</b></td><td>${esc(d.attackerFrom)}${d.viaConvoy ? ' (by convoy)' : ''}</td><td>${to}</td></tr>`;
    })
    .join('\n');
  const standoffs = r.standoffs.length ? `<p class="note">Standoffs, where no unit may retreat: ${esc(listed(r.standoffs))}.</p>` : '';
  return `<section class="keep"><h2>Dislodged units</h2><table class="grid"><tr><th>Unit</th><th>Attacked from</th><th>May retreat to</th></tr>\n${rows}</table>${standoffs}</section>`;
}

function removedSection(r: PhaseReport): string {
  if (r.removed.length === 0) return '';
  const title = r.removed[0].why === 'civil disorder' ? 'Removed in civil disorder' : 'Disbanded';
  return `<p class="note"><b>${title}:</b> ${esc(listed(r.removed.map((u) => `${u.adjective} ${u.unit}`)))}.</p>`;
}

function centersSection(r: PhaseReport): string {
  const showDue = r.adjustments?.when === 'next';
  const rows = r.centers
    .filter((c) => c.count > 0 || c.units > 0 || c.change !== 0)
    .map((c) => {
      const change = c.change > 0 ? `<span class="up">+${c.change}</span>` : c.change < 0 ? `<span class="down">${c.change}</span>` : '0';
      const moves = [c.gained.length ? `+${c.gained.join(', ')}` : '', c.lost.length ? `\u2212${c.lost.join(', ')}` : ''].filter(Boolean).join('; ');
      const due = showDue ? `<td>${esc(dueWords(c.count - c.units))}</td>` : '';
      return `<tr><td>${swatch(c.power)}${esc(c.power)}</td><td class="n">${c.count}</td><td class="n">${change}</td><td class="n">${c.units}</td>${due}<td class="list">${esc(c.centers.join(', '))}${moves ? ` <span class="moves">(${esc(moves)})</span>` : ''}</td></tr>`;
    })
    .join('\n');
  const unowned = `<tr class="unowned"><td>Unowned</td><td class="n">${r.unowned.length}</td><td></td><td></td>${showDue ? '<td></td>' : ''}<td class="list">${esc(r.unowned.join(', '))}</td></tr>`;
  return `<section class="keep"><h2>${esc(centersHeading(r))}</h2>
<table class="grid centers"><tr><th>Power</th><th class="n">Centers</th><th class="n">Change</th><th class="n">Units</th>${showDue ? '<th>Due</th>' : ''}<th>Supply centers</th></tr>
${rows}
${unowned}</table></section>`;
}

function adjustmentsSection(r: PhaseReport): string {
  const a = r.adjustments;
  if (!a) return '';
  const title = a.when === 'next' ? `Adjustments due in ${r.next ?? 'the winter'}` : 'Adjustments';
  const body = a.rows.length ? `<ul>${a.rows.map((row) => `<li>${esc(adjustmentWords(row, a.when))}</li>`).join('')}</ul>` : '<p>None.</p>';
  return `<section class="keep"><h2>${esc(title)}</h2>${body}</section>`;
}

function drawSection(r: PhaseReport): string {
  const d = r.draw;
  if (!d) return '';
  const votes = d.votes.map((v) => `<li>${esc(voteWords(v))}</li>`).join('');
  return `<section class="keep"><h2>Draw votes (${d.drawType === 'dias' ? 'DIAS' : 'NoDIAS'}${d.secret ? '; secret' : ''})</h2>${votes ? `<ul>${votes}</ul>` : ''}
<p>Survivors: ${esc(listed(d.survivors))}. <b>${esc(d.standing[0].toUpperCase() + d.standing.slice(1))}.</b></p></section>`;
}

function endSection(r: PhaseReport): string {
  const lines: string[] = [];
  if (r.eliminated.length) lines.push(`Eliminated: ${esc(listed(r.eliminated))}.`);
  if (r.winner) lines.push(`<b>${esc(r.winner)} has won the game.</b>`);
  if (r.adjudicated) lines.push(r.next ? `The next phase is <b>${esc(r.next)}</b>.` : 'The game is over.');
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
  const title = `${r.game.name}: ${r.phase.name}`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>${pageCss()}${CSS}</style></head>
<body>
${header(r)}
${map}
<section class="orders-all${map ? ' after-map' : ''}"><h2>Orders and results</h2><div class="powers">
${r.powers.map(powerBlock).join('\n')}
</div>${removedSection(r)}</section>
${dislodgedSection(r)}
${centersSection(r)}
${adjustmentsSection(r)}
${drawSection(r)}
${endSection(r)}
${footer(r)}
</body></html>
`;
}
