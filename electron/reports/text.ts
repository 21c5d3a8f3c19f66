// The phase report as plain text for mail and zines, laid out the way a Judge's results mail is
// read: a heading, every order by power with its outcome, dislodged units and where they may go,
// the supply-center table, the adjustments due, the draw, what comes next, and the rules as a
// footer. Lines wrap at 72 columns, continuation lines hang under the first.
import type { AdjustmentRow, CenterRow, PhaseReport } from './reportModel';
import { reportWords, type ReportWords } from './language';

export const WIDTH = 72;
const RULE = '-'.repeat(WIDTH);

/** `text` broken into lines of at most `width` columns: the first with `first`, the rest with `rest`. */
export function wrap(text: string, first = '', rest = `${first}    `, width = WIDTH): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else line = empty ? line + word : `${line} ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines;
}

const block = (...lines: (string | string[])[]): string => lines.flat().join('\n');

/** The words of the report's language. */
export const wordsOf = (r: Pick<PhaseReport, 'language'>): ReportWords => reportWords(r.language ?? 'en');

export function heading(r: PhaseReport): string {
  const w = wordsOf(r);
  const game = w.t('head.game', { name: r.game.name, id: r.game.id, map: w.mapName(r.game.mapName), draw: r.game.drawType === 'dias' ? 'DIAS' : 'NoDIAS' });
  const phase = w.t('head.phase', { phase: r.phase.name, seq: r.phase.seq, code: r.phase.code });
  const state = w.t(r.adjudicated ? 'head.results' : 'head.pending');
  return block(RULE, wrap(game), wrap(w.t('head.line', { phase, state })), RULE);
}

/** The phase's report as Judge-style text, ending with a newline. */
export function judgeText(r: PhaseReport, opts: { footer?: boolean; heading?: string } = {}): string {
  const w = wordsOf(r);
  const parts = [
    opts.heading ?? heading(r),
    ordersText(r),
    dislodgedText(r),
    r.standoffs.length ? block(wrap(w.t('standoffs', { list: w.list(r.standoffs) }))) : '',
    removedText(r),
    centersText(r),
    adjustmentsText(r),
    drawText(r),
    endText(r),
    opts.footer === false ? '' : rulesText(r),
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

function ordersText(r: PhaseReport): string {
  const w = wordsOf(r);
  const noOrders = w.t('noOrders');
  const sections = r.powers.map((p) => {
    const who = p.players.length ? ` (${p.players.join(', ')})` : '';
    const lines = p.lines.length ? p.lines.flatMap((l) => wrap(l.sentence, '  ', '      ')) : [`  ${noOrders}`];
    return block(titled(w, `${p.power}${who}`), lines);
  });
  return sections.length ? sections.join('\n\n') : noOrders;
}

function dislodgedText(r: PhaseReport): string {
  if (r.dislodged.length === 0) return '';
  const w = wordsOf(r);
  const lines = r.dislodged.flatMap((d) => {
    const by = w.t(d.viaConvoy ? 'dislodged.byConvoy' : 'dislodged.by', { from: d.attackerFrom });
    const then = d.retreats.length ? w.t('dislodged.mayRetreat', { list: w.list(d.retreats, 'or') }) : w.t('dislodged.nowhere');
    return wrap(w.t('dislodged.line', { adjective: d.adjective, unit: d.unit, by, then }), '  ', '    ');
  });
  return block(titled(w, w.t('dislodged.title')), lines);
}

function removedText(r: PhaseReport): string {
  if (r.removed.length === 0) return '';
  const w = wordsOf(r);
  return block(wrap(removedLine(r, w)));
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `${n}` : '0');

/** `Dislodged units:`, `Unités délogées :`: a heading ending in the language's colon. */
const titled = (w: ReportWords, text: string): string => text + w.t('colon').trimEnd();

/** `Disbanded: French A Par.`: the units removed in the phase. */
export function removedLine(r: PhaseReport, w: ReportWords = wordsOf(r)): string {
  const title = w.t(r.removed[0].why === 'civil disorder' ? 'removed.civil' : 'removed.disbanded');
  return w.t('removed.line', { title, list: w.list(r.removed.map((u) => w.t('adjectiveUnit', { adjective: u.adjective, unit: u.unit }))) });
}

/** `build 2`, `remove 1`, or nothing. */
export function dueWords(due: number, w: ReportWords = reportWords('en')): string {
  return due > 0 ? w.t('due.build', { count: due }) : due < 0 ? w.t('due.remove', { count: -due }) : '';
}

export function centersHeading(r: PhaseReport): string {
  const w = wordsOf(r);
  const phase = r.phase.name;
  if (!r.adjudicated) return w.t('centers.start', { phase });
  return w.t(r.centersUpdated ? 'centers.afterUpdated' : 'centers.after', { phase });
}

function centersText(r: PhaseReport): string {
  const w = wordsOf(r);
  const rows = r.centers.filter((c) => c.count > 0 || c.units > 0 || c.change !== 0);
  const unowned = w.t('centers.unowned');
  const width = Math.max(8, unowned.length, ...rows.map((c) => c.power.length));
  const showDue = r.adjustments?.when === 'next';
  const [centers, change, units] = [w.t('centers.count'), w.t('centers.change'), w.t('centers.units')];
  // Each number column is as wide as its heading, and at least as wide as in English.
  const [cw, chw, uw] = [Math.max(7, centers.length), Math.max(6, change.length), Math.max(5, units.length)];
  const head = `  ${w.t('centers.power').padEnd(width)}  ${centers.padStart(cw)}  ${change.padStart(chw)}  ${units.padStart(uw)}${showDue ? `  ${w.t('centers.due')}` : ''}`;
  const row = (c: CenterRow) => {
    const due = showDue ? `  ${dueWords(c.count - c.units, w)}` : '';
    return `  ${c.power.padEnd(width)}  ${String(c.count).padStart(cw)}  ${signed(c.change).padStart(chw)}  ${String(c.units).padStart(uw)}${due}`.trimEnd();
  };
  const table = [head, ...rows.map(row), `  ${unowned.padEnd(width)}  ${String(r.unowned.length).padStart(cw)}`];
  const owners = rows.filter((c) => c.count > 0).flatMap((c) => wrap(w.t('centers.owner', { power: c.power, list: c.centers.join(', ') }), '  ', '    '));
  const changes = rows
    .filter((c) => c.gained.length || c.lost.length)
    .flatMap((c) => {
      const parts = [
        c.gained.length ? w.t('centers.gains', { list: w.list(c.gained) }) : '',
        c.lost.length ? w.t('centers.loses', { list: w.list(c.lost) }) : '',
      ].filter(Boolean);
      return wrap(w.t('centers.changeLine', { power: c.power, parts: parts.join(` ${w.t('and')} `) }), '  ', '    ');
    });
  return block(titled(w, centersHeading(r)), table, '', changes.length ? [...changes, ''] : [], owners);
}

export function adjustmentWords(a: AdjustmentRow, when: 'next' | 'this', w: ReportWords = reportWords('en')): string {
  const n = Math.abs(a.due);
  const what = w.t(a.due > 0 ? 'adjust.builds' : 'adjust.removals', { count: n });
  const sites = a.due > 0 ? (a.buildSites.length ? w.t('adjust.sites', { list: w.list(a.buildSites) }) : w.t('adjust.noSites')) : '';
  const done = when === 'this' && a.done !== null ? w.t('adjust.done', { count: a.done }) : '';
  const centers = w.t('adjust.centers', { count: a.centers });
  return w.t('adjust.line', { power: a.power, centers, units: w.t('adjust.units', { count: a.units }), what, sites: when === 'next' ? sites : '', done });
}

/** `Adjustments due in Winter 1901`, `Adjustments`. */
export function adjustmentsTitle(r: PhaseReport, w: ReportWords = wordsOf(r)): string {
  return r.adjustments?.when === 'next' ? w.t('adjust.dueIn', { phase: r.next ?? w.t('adjust.theWinter') }) : w.t('adjust.title');
}

function adjustmentsText(r: PhaseReport): string {
  const a = r.adjustments;
  if (!a) return '';
  const w = wordsOf(r);
  const title = titled(w, adjustmentsTitle(r, w));
  if (a.rows.length === 0) return `${title} ${w.t('adjust.none')}.`;
  return block(
    title,
    a.rows.flatMap((row) => wrap(adjustmentWords(row, a.when, w), '  ', '    ')),
  );
}

export function voteWords(v: { power: string; vote: 'draw' | 'nodraw'; list: string[] | null }): string {
  if (v.vote === 'nodraw') return `${v.power}: NODRAW`;
  return v.list ? `${v.power}: DRAW ${v.list.join(', ')}` : `${v.power}: DRAW`;
}

function drawText(r: PhaseReport): string {
  const d = r.draw;
  if (!d) return '';
  const w = wordsOf(r);
  const kind = d.drawType === 'dias' ? w.t('draw.dias') : 'NoDIAS';
  return block(
    titled(w, w.t('draw.title', { kind: `${kind}${d.secret ? w.t('draw.secretText') : ''}` })),
    d.votes.flatMap((v) => wrap(`${voteWords(v)}.`, '  ', '    ')),
    wrap(w.t('draw.survivors', { list: w.list(d.survivors) }), '  ', '    '),
    wrap(w.t('draw.standing', { standing: d.standing }), '  ', '    '),
  );
}

function endText(r: PhaseReport): string {
  const lines: string[] = [];
  const w = wordsOf(r);
  if (r.eliminated.length) lines.push(...wrap(w.t('end.eliminated', { list: w.list(r.eliminated) })));
  if (r.winner) lines.push(w.t('end.winner', { power: r.winner }));
  if (!r.adjudicated) lines.push(w.t('end.pending'));
  else lines.push(r.next ? w.t('end.next', { phase: r.next }) : w.t('end.over'));
  return block(lines);
}

export function rulesText(r: PhaseReport): string {
  return block(
    RULE,
    wrap(r.rules.summary),
    r.rules.deviations.flatMap((d) => wrap(d, '  ', '    ')),
  );
}
