// The tournament's printouts, as HTML for the print and PDF machinery (pdf.ts) and as plain text
// for a terminal: a score sheet per board, a round's standings, the seating chart, the final
// standings. Built from the service's plain data (the tree and its computed standings), so it lives
// with the tournament service (the reports layer below knows nothing of tournaments).
import type { EndRule } from './stored';
import type { ScoredBoard, Standings, TournamentDetail } from './types';
import { escapeHtml, pageCss } from '../../reports/htmlParts';

const h = escapeHtml;

const CSS = `
table.t { width: 100%; margin: 2mm 0 4mm; }
table.t th, table.t td { border: 1px solid #999; padding: 1.2mm 2mm; text-align: left; }
table.t td.n, table.t th.n { text-align: right; font-variant-numeric: tabular-nums; }
table.t td.blank { height: 9mm; }
.counted { font-weight: 700; }
.sheet { break-after: page; page-break-after: always; }
.sheet:last-child { break-after: auto; page-break-after: auto; }
.meta { color: #444; margin: 0 0 2mm; }
.sign { margin-top: 10mm; display: flex; gap: 12mm; }
.sign div { flex: 1; border-top: 1px solid #333; padding-top: 1mm; font-size: 9pt; color: #444; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${h(title)}</title><style>${pageCss()}${CSS}</style></head><body>${body}</body></html>`;
}

/** Points as printed: at most two decimals, no trailing zeros. */
export function points(n: number | null): string {
  if (n === null) return '';
  return String(Math.round(n * 100) / 100);
}

export function endRuleText(rule: EndRule): string {
  return rule.kind === 'year'
    ? `game ends after ${rule.lastYear}`
    : `game ends at ${rule.endsAt
        .replace('T', ' ')
        .replace(/:00(\.0+)?Z$/, ' UTC')
        .replace(/Z$/, ' UTC')}`;
}

function resultText(b: ScoredBoard): string {
  const o = b.result?.outcome;
  if (!o) return 'no result yet';
  if (o.kind === 'solo') return `solo: ${o.winner}`;
  if (o.kind === 'draw') return `draw: ${(o.members ?? []).join(', ')}`;
  return `ended by time${b.result?.year ? ` after ${b.result.year}` : ''}`;
}

function sheet(t: TournamentDetail, st: Standings, round: number, b: ScoredBoard): string {
  const view = t.rounds.find((r) => r.number === round)?.boards.find((x) => x.number === b.board);
  const rule = t.rounds.find((r) => r.number === round)?.endRule;
  const rows = b.lines
    .map((l) => {
      const replaced = view?.seats.filter((s) => s.power === l.power && s.playerId !== l.playerId).map((s) => s.player) ?? [];
      const who = replaced.length > 0 ? `${h(l.player)} <small>(replacing ${h(replaced.join(', '))})</small>` : h(l.player);
      const year = b.result?.outcome.eliminated?.[l.power];
      const cls = b.result ? 'n' : 'n blank';
      return `<tr><td>${h(l.power)}</td><td>${who}</td><td class="${cls}">${l.centers ?? ''}</td><td class="${cls}">${year ?? ''}</td><td class="${cls}">${l.rank ?? ''}</td><td class="${cls}">${points(l.score)}</td></tr>`;
    })
    .join('');
  return `<section class="sheet"><h1>${h(t.name)}: round ${round}, board ${b.board}</h1>
<p class="meta">${h(b.gameName)} · ${rule ? h(endRuleText(rule)) : ''} · scored by ${h(st.systemName)} · ${h(resultText(b))}</p>
<table class="t"><thead><tr><th>Power</th><th>Player</th><th class="n">Centers</th><th class="n">Out in</th><th class="n">Place</th><th class="n">Score</th></tr></thead><tbody>${rows}</tbody></table>
<p>Result: ☐ solo ☐ draw of ____ ☐ ended by time after ____</p>
<div class="sign"><div>Director</div><div>Board witness</div></div></section>`;
}

export function scoreSheetsHtml(t: TournamentDetail, st: Standings, round: number): string {
  const boards = st.boards.filter((b) => b.round === round);
  return page(`${t.name}: score sheets, round ${round}`, boards.map((b) => sheet(t, st, round, b)).join(''));
}

export function roundStandingsHtml(st: Standings, round: number): string {
  const lines = st.boards.filter((b) => b.round === round).flatMap((b) => b.lines.map((l) => ({ ...l, board: b.board })));
  lines.sort((a, b) => (b.score ?? -Infinity) - (a.score ?? -Infinity) || a.player.localeCompare(b.player));
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${h(l.player)}</td><td class="n">${l.board}</td><td>${h(l.power)}</td><td class="n">${l.centers ?? ''}</td><td class="n">${points(l.score)}</td></tr>`,
    )
    .join('');
  return page(
    `${st.tournament}: round ${round}`,
    `<h1>${h(st.tournament)}: round ${round} standings</h1><p class="meta">${h(st.systemName)}</p>
<table class="t"><thead><tr><th>Player</th><th class="n">Board</th><th>Power</th><th class="n">Centers</th><th class="n">Score</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function seatingChartHtml(t: TournamentDetail, round: number): string {
  const r = t.rounds.find((x) => x.number === round);
  if (!r) return page(`${t.name}: seating`, `<h1>${h(t.name)}: no round ${round}</h1>`);
  const boards = r.boards
    .map(
      (b) =>
        `<h2>Board ${b.number} <small>${h(b.gameName)}</small></h2><table class="t"><tbody>${b.seats
          .filter((s) => s.sinceYear === 0)
          .map((s) => `<tr><td>${h(s.power)}</td><td>${h(s.player)}</td></tr>`)
          .join('')}</tbody></table>`,
    )
    .join('');
  const byPlayer = r.boards.flatMap((b) => b.seats.filter((s) => s.sinceYear === 0).map((s) => ({ player: s.player, board: b.number, power: s.power })));
  byPlayer.sort((a, b) => a.player.localeCompare(b.player));
  const seated = new Set(byPlayer.map((x) => x.player));
  const out = t.players.filter((p) => p.firstRound <= round && !seated.has(p.name)).map((p) => p.name);
  const index = `<h2>Find your seat</h2><table class="t"><tbody>${byPlayer.map((x) => `<tr><td>${h(x.player)}</td><td class="n">board ${x.board}</td><td>${h(x.power)}</td></tr>`).join('')}</tbody></table>${out.length ? `<p>Sitting out: ${h(out.join(', '))}</p>` : ''}`;
  return page(
    `${t.name}: seating, round ${round}`,
    `<h1>${h(t.name)}: seating for round ${round}</h1><p class="meta">${h(endRuleText(r.endRule))}</p>${boards}${index}`,
  );
}

export function finalStandingsHtml(st: Standings, rounds: number): string {
  const heads = Array.from({ length: rounds }, (_, i) => `<th class="n">R${i + 1}</th>`).join('');
  const rows = st.standings
    .map(
      (s) =>
        `<tr><td class="n">${s.rank}${s.shared > 1 ? '=' : ''}</td><td>${h(s.player)}</td>${s.rounds.map((v, i) => `<td class="n${s.counted.includes(i) ? ' counted' : ''}">${points(v)}</td>`).join('')}<td class="n counted">${points(s.total)}</td></tr>`,
    )
    .join('');
  const how = st.combine.kind === 'sum' ? 'sum of all rounds' : `best ${st.combine.n} rounds (in bold)`;
  return page(
    `${st.tournament}: standings`,
    `<h1>${h(st.tournament)}: standings</h1><p class="meta">${h(st.systemName)}, ${h(how)}</p>
<table class="t"><thead><tr><th class="n">Rank</th><th>Player</th>${heads}<th class="n">Total</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

/** The standings as text columns, for a terminal. */
export function standingsText(st: Standings, rounds: number): string {
  const width = Math.max(6, ...st.standings.map((s) => s.player.length));
  const head = `${'Rank'.padEnd(5)} ${'Player'.padEnd(width)} ${Array.from({ length: rounds }, (_, i) => `R${i + 1}`.padStart(9)).join(' ')} ${'Total'.padStart(9)}`;
  const lines = st.standings.map(
    (s) =>
      `${`${s.rank}${s.shared > 1 ? '=' : ''}`.padEnd(5)} ${s.player.padEnd(width)} ${s.rounds.map((v, i) => `${points(v)}${s.counted.includes(i) ? '' : ' '}`.padStart(9)).join(' ')} ${points(s.total).padStart(9)}`,
  );
  return [`${st.tournament}: ${st.systemName}, ${st.combine.kind === 'sum' ? 'sum' : `best ${st.combine.n}`}`, head, ...lines, ''].join('\n');
}

/** A round's seating as text: one line per seat. */
export function seatingText(t: TournamentDetail, round: number): string {
  const r = t.rounds.find((x) => x.number === round);
  if (!r) return '';
  return [
    `${t.name}: round ${round} (${endRuleText(r.endRule)})`,
    ...r.boards.flatMap((b) => [
      `Board ${b.number}: ${b.gameName}`,
      ...b.seats.map((s) => `  ${s.power.padEnd(8)} ${s.player}${s.sinceYear ? ` (from ${s.sinceYear})` : ''}`),
    ]),
    '',
  ].join('\n');
}
