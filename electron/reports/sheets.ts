// Order sheets for face-to-face play: one printed page per power that has something to order - its
// units with a line to write each order on; in a retreat phase its dislodged units and where each
// may go; in an adjustment phase the builds or removals due, where it may build, which units it
// may remove, and a line for each.
import { adjustmentsDue, engineRules, withRetreatOptions, type GameMap, type RuleOptions, type Phase, type Position, type Power } from '../../engine/index';
import { escapeHtml, pageCss } from './htmlParts';
import { buildSites, phaseCode, type ReportGame } from './reportModel';
import { reportWords, type ReportLanguage, type ReportWords } from './language';
import { unitText } from './words';

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
  language: ReportLanguage;
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
  /** The game's report language (English when left out). */
  language?: ReportLanguage;
}

export function orderSheetsModel(input: SheetsInput): OrderSheets {
  const { map, position } = input;
  const type = position.phase.type;
  const dislodged = type === 'retreat' ? withRetreatOptions(map, position, engineRules(input.options)) : [];
  const due = type === 'adjustment' ? adjustmentsDue(map, position) : {};
  const w = reportWords(input.language ?? 'en', map);
  const fullName = (province: string) => w.name(province);
  const sheets = map.powers.map((p): OrderSheet => {
    const own = position.units.filter((u) => u.power === p.name);
    const centers = position.supplyCenters[p.name]?.length ?? 0;
    const d = due[p.name] ?? 0;
    let rows: SheetRow[] = [];
    if (type === 'movement' || (type === 'adjustment' && d < 0)) rows = own.map((u) => ({ unit: unitText(u, w), where: fullName(u.province) }));
    if (type === 'retreat') {
      rows = dislodged
        .filter((u) => u.power === p.name)
        .map((u) => ({
          unit: unitText(u, w),
          where: fullName(u.province),
          options: (u.retreats ?? []).map((l) => w.place(l.split('/')[0], l.split('/')[1] ?? null)),
        }));
    }
    const sites = d > 0 ? buildSites(map, position, p.name, w) : [];
    const blankLines = type === 'movement' ? rows.length : type === 'retreat' ? rows.length : d > 0 ? Math.min(d, sites.length) : -d;
    return { power: w.power(p.name), adjective: w.adjective(p.name), centers, units: own.length, rows, due: d, buildSites: sites, blankLines };
  });
  const ph = position.phase;
  return {
    language: w.lang,
    game: { ...input.game, mapName: map.name },
    phase: { seq: input.seq, code: phaseCode(ph), name: w.phase(ph), type },
    sheets: sheets.filter((s) => (type === 'adjustment' ? s.due !== 0 : s.rows.length > 0)),
  };
}

function instructions(s: OrderSheet, type: Phase['type'], w: ReportWords): string {
  if (type === 'movement') return w.t('sheets.movement');
  if (type === 'retreat') return w.t('sheets.retreat');
  if (s.due > 0) {
    const where = s.buildSites.length ? w.t('sheets.buildIn', { list: w.list(s.buildSites, 'or') }) : w.t('sheets.buildNowhere');
    return w.t('sheets.build', { count: s.due, possible: Math.min(s.due, s.buildSites.length), where });
  }
  return w.t('sheets.remove', { count: -s.due });
}

/** `label` escaped, with its number in bold. */
function boldNumber(label: string, n: number): string {
  return escapeHtml(label).replace(String(n), `<b>${n}</b>`);
}

function sheetHtml(model: OrderSheets, s: OrderSheet, w: ReportWords): string {
  const type = model.phase.type;
  const optionsCol = type === 'retreat';
  const rows = s.rows
    .map((r) => {
      const opts = optionsCol ? `<td>${r.options?.length ? escapeHtml(r.options.join(', ')) : `<em>${escapeHtml(w.t('sheets.disbandOnly'))}</em>`}</td>` : '';
      return `<tr><td class="unit">${escapeHtml(r.unit)}</td><td>${escapeHtml(r.where)}</td>${opts}<td class="write"></td></tr>`;
    })
    .join('\n');
  const th = (key: string) => escapeHtml(w.t(key));
  const head = `<tr><th>${th('sheets.unit')}</th><th>${th('sheets.where')}</th>${optionsCol ? `<th>${th('sheets.mayRetreat')}</th>` : ''}<th class="write">${th('sheets.order')}</th></tr>`;
  const unitTable = s.rows.length ? `<table class="sheet">${head}\n${rows}</table>` : '';
  const lines =
    type === 'adjustment' ? Array.from({ length: Math.max(1, s.blankLines) }, (_, i) => `<div class="line"><span>${i + 1}.</span></div>`).join('\n') : '';
  const due =
    type === 'adjustment'
      ? `<p class="due">${s.due > 0 ? boldNumber(w.t('sheets.buildsDue', { count: s.due }), s.due) : boldNumber(w.t('sheets.removalsDue', { count: -s.due }), -s.due)}</p>`
      : '';
  return `<section class="sheet-page">
<header class="sheet-head"><div><h1>${escapeHtml(s.power)}</h1><p class="sub">${escapeHtml(w.t('sheets.sub', { phase: model.phase.name, game: model.game.name }))}</p></div>
<div class="counts"><span>${s.centers}</span> ${th('sheets.centers')}<br><span>${s.units}</span> ${th('sheets.units')}</div></header>
${due}
<p class="how">${escapeHtml(instructions(s, type, w))}</p>
${unitTable}
${lines}
<div class="sign"><div>${th('sheets.player')}</div><div>${th('sheets.handedIn')}</div></div>
<p class="foot">${escapeHtml(w.t('sheets.foot', { game: model.game.name, seq: model.phase.seq, code: model.phase.code, power: s.power }))}</p>
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
  const w = reportWords(model.language ?? 'en');
  const pages = model.sheets.length
    ? model.sheets.map((s) => sheetHtml(model, s, w)).join('\n')
    : `<section class="sheet-page"><h1>${escapeHtml(model.phase.name)}</h1><p>${escapeHtml(w.t('sheets.none'))}</p></section>`;
  const title = w.t('sheets.title', { game: model.game.name, phase: model.phase.name });
  return `<!DOCTYPE html>
<html lang="${w.lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${pageCss()}${SHEET_CSS}</style></head>
<body>
${pages}
</body></html>
`;
}
