// Order sheets for face-to-face play: one printed page per power that has something to order - its
// units with a line to write each order on; in a retreat phase its dislodged units and where each
// may go; in an adjustment phase the builds or removals due, where it may build, which units it
// may remove, and a line for each.
import {
  adjustmentsDue,
  engineRules,
  withRetreatOptions,
  phaseName,
  type GameMap,
  type RuleOptions,
  type Phase,
  type Position,
  type Power,
} from '../../engine/index';
import { escapeHtml, pageCss } from './htmlParts';
import { buildSites, phaseCode, type ReportGame } from './reportModel';
import { listed, place, unitText } from './words';

export interface SheetRow {
  /** `A Mun`. */
  unit: string;
  /** `Munich`. */
  where: string;
  /** Retreat phase: where it may go (`Boh`, `Tyr`); empty: it can only disband. */
  options?: string[];
}

export interface OrderSheet {
  power: Power;
  adjective: string;
  centers: number;
  units: number;
  rows: SheetRow[];
  /** Adjustment phase: builds (> 0) or removals (< 0) due. */
  due: number;
  buildSites: string[];
  /** Lines left blank for writing orders. */
  blankLines: number;
}

export interface OrderSheets {
  game: ReportGame & { mapName: string };
  phase: { seq: number; code: string; name: string; type: Phase['type'] };
  sheets: OrderSheet[];
}

export interface SheetsInput {
  map: GameMap;
  game: ReportGame;
  seq: number;
  position: Position;
  options: RuleOptions;
}

export function orderSheetsModel(input: SheetsInput): OrderSheets {
  const { map, position } = input;
  const type = position.phase.type;
  const dislodged = type === 'retreat' ? withRetreatOptions(map, position, engineRules(input.options)) : [];
  const due = type === 'adjustment' ? adjustmentsDue(map, position) : {};
  const fullName = (province: string) => map.province(province)?.name ?? province;
  const sheets = map.powers.map((p): OrderSheet => {
    const own = position.units.filter((u) => u.power === p.name);
    const centers = position.supplyCenters[p.name]?.length ?? 0;
    const d = due[p.name] ?? 0;
    let rows: SheetRow[] = [];
    if (type === 'movement' || (type === 'adjustment' && d < 0)) rows = own.map((u) => ({ unit: unitText(u), where: fullName(u.province) }));
    if (type === 'retreat') {
      rows = dislodged
        .filter((u) => u.power === p.name)
        .map((u) => ({
          unit: unitText(u),
          where: fullName(u.province),
          options: (u.retreats ?? []).map((l) => place(l.split('/')[0], l.split('/')[1] ?? null)),
        }));
    }
    const sites = d > 0 ? buildSites(map, position, p.name) : [];
    const blankLines = type === 'movement' ? rows.length : type === 'retreat' ? rows.length : d > 0 ? Math.min(d, sites.length) : -d;
    return { power: p.name, adjective: p.adjective, centers, units: own.length, rows, due: d, buildSites: sites, blankLines };
  });
  const ph = position.phase;
  return {
    game: { ...input.game, mapName: map.name },
    phase: { seq: input.seq, code: phaseCode(ph), name: phaseName(ph), type },
    sheets: sheets.filter((s) => (type === 'adjustment' ? s.due !== 0 : s.rows.length > 0)),
  };
}

function instructions(s: OrderSheet, type: Phase['type']): string {
  if (type === 'movement') return `Write one order for each unit. A unit without an order holds.`;
  if (type === 'retreat') return `Retreat each dislodged unit to one of the places listed, or disband it. A unit without an order is disbanded.`;
  if (s.due > 0) {
    const where = s.buildSites.length ? `in ${listed(s.buildSites, 'or')}` : 'nowhere: no home center you own is free';
    const may = Math.min(s.due, s.buildSites.length);
    return `You may build ${s.due} unit${s.due === 1 ? '' : 's'} (${may} possible) ${where}. Builds not ordered are waived.`;
  }
  const n = -s.due;
  return `You must remove ${n} unit${n === 1 ? '' : 's'}. Removals not ordered are made for you under the civil disorder rule.`;
}

function sheetHtml(model: OrderSheets, s: OrderSheet): string {
  const type = model.phase.type;
  const optionsCol = type === 'retreat';
  const rows = s.rows
    .map((r) => {
      const opts = optionsCol ? `<td>${r.options?.length ? escapeHtml(r.options.join(', ')) : '<em>none: disband</em>'}</td>` : '';
      return `<tr><td class="unit">${escapeHtml(r.unit)}</td><td>${escapeHtml(r.where)}</td>${opts}<td class="write"></td></tr>`;
    })
    .join('\n');
  const head = `<tr><th>Unit</th><th>Where</th>${optionsCol ? '<th>May retreat to</th>' : ''}<th class="write">Order</th></tr>`;
  const unitTable = s.rows.length ? `<table class="sheet">${head}\n${rows}</table>` : '';
  const lines =
    type === 'adjustment' ? Array.from({ length: Math.max(1, s.blankLines) }, (_, i) => `<div class="line"><span>${i + 1}.</span></div>`).join('\n') : '';
  const due = type === 'adjustment' ? `<p class="due">${s.due > 0 ? `Builds due: <b>${s.due}</b>` : `Removals due: <b>${-s.due}</b>`}</p>` : '';
  return `<section class="sheet-page">
<header class="sheet-head"><div><h1>${escapeHtml(s.power)}</h1><p class="sub">Orders for ${escapeHtml(model.phase.name)} &middot; game ${escapeHtml(model.game.name)}</p></div>
<div class="counts"><span>${s.centers}</span> centers<br><span>${s.units}</span> units</div></header>
${due}
<p class="how">${escapeHtml(instructions(s, type))}</p>
${unitTable}
${lines}
<div class="sign"><div>Player</div><div>Handed in at</div></div>
<p class="foot">${escapeHtml(model.game.name)} &middot; phase ${model.phase.seq} ${model.phase.code} &middot; ${escapeHtml(s.adjective)} orders</p>
</section>`;
}

const SHEET_CSS = `
.sheet-page { page-break-after: always; break-after: page; padding-top: 2mm; }
.sheet-page:last-child { page-break-after: auto; break-after: auto; }
.sheet-head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #222; padding-bottom: 3mm; margin-bottom: 4mm; }
.sheet-head h1 { margin: 0; font-size: 24pt; }
.sheet-head .sub { margin: 1mm 0 0; color: #444; }
.counts { text-align: right; color: #444; }
.counts span { font-size: 14pt; font-weight: 700; color: #111; }
.how { margin: 0 0 5mm; }
.due { font-size: 13pt; margin: 0 0 2mm; }
table.sheet { width: 100%; border-collapse: collapse; }
table.sheet th { text-align: left; border-bottom: 1.5px solid #222; padding: 2mm 2mm; font-size: 9.5pt; text-transform: uppercase; letter-spacing: .04em; color: #333; }
table.sheet td { border-bottom: 1px solid #999; padding: 0 2mm; height: 12mm; vertical-align: middle; }
table.sheet td.unit { font-weight: 700; white-space: nowrap; width: 18mm; }
table.sheet .write { width: 62%; }
table.sheet td:nth-child(2) { color: #444; font-size: 9pt; }
.line { border-bottom: 1px solid #999; height: 12mm; display: flex; align-items: flex-end; }
.line span { color: #666; padding: 0 2mm 1mm 0; }
.sign { display: flex; gap: 10mm; margin-top: 12mm; }
.sign div { flex: 1; border-top: 1px solid #222; padding-top: 1mm; font-size: 9pt; color: #444; }
.foot { margin-top: 8mm; font-size: 8.5pt; color: #666; }
`;

/** The sheets as one printable HTML document, a page per power. */
export function orderSheetsHtml(model: OrderSheets): string {
  const pages = model.sheets.length
    ? model.sheets.map((s) => sheetHtml(model, s)).join('\n')
    : `<section class="sheet-page"><h1>${escapeHtml(model.phase.name)}</h1><p>No power has anything to order in this phase.</p></section>`;
  const title = `${model.game.name}: order sheets, ${model.phase.name}`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${pageCss()}${SHEET_CSS}</style></head>
<body>
${pages}
</body></html>
`;
}
