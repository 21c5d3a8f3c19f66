// The phase report as plain text for mail and zines, laid out the way a Judge's results mail is
// read: a heading, every order by power with its outcome, dislodged units and where they may go,
// the supply-center table, the adjustments due, the draw, what comes next, and the rules as a
// footer. Lines wrap at 72 columns, continuation lines hang under the first.
import type { AdjustmentRow, CenterRow, PhaseReport } from './reportModel';
import { listed } from './words';

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

export function heading(r: PhaseReport): string {
  const game = `Game '${r.game.name}' (#${r.game.id}), ${r.game.mapName} map, ${r.game.drawType === 'dias' ? 'DIAS' : 'NoDIAS'}`;
  const phase = `${r.phase.name} (phase ${r.phase.seq}, ${r.phase.code})`;
  const state = r.adjudicated ? 'results' : 'orders so far, not yet adjudicated';
  return block(RULE, wrap(game), wrap(`${phase}: ${state}`), RULE);
}

/** The phase's report as Judge-style text, ending with a newline. */
export function judgeText(r: PhaseReport, opts: { footer?: boolean; heading?: string } = {}): string {
  const parts = [
    opts.heading ?? heading(r),
    ordersText(r),
    dislodgedText(r),
    r.standoffs.length ? block(wrap(`Standoffs, where no unit may retreat: ${listed(r.standoffs)}.`)) : '',
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
  const sections = r.powers.map((p) => {
    const who = p.players.length ? ` (${p.players.join(', ')})` : '';
    const lines = p.lines.length ? p.lines.flatMap((l) => wrap(l.sentence, '  ', '      ')) : ['  No orders.'];
    return block(`${p.power}${who}:`, lines);
  });
  return sections.length ? sections.join('\n\n') : 'No orders.';
}

function dislodgedText(r: PhaseReport): string {
  if (r.dislodged.length === 0) return '';
  const lines = r.dislodged.flatMap((d) => {
    const by = `dislodged by the attack from ${d.attackerFrom}${d.viaConvoy ? ' by convoy' : ''}`;
    const then = d.retreats.length ? `may retreat to ${listed(d.retreats, 'or')}, or disband` : 'has nowhere to go and will be disbanded';
    return wrap(`The ${d.adjective} ${d.unit}, ${by}, ${then}.`, '  ', '    ');
  });
  return block('Dislodged units:', lines);
}

function removedText(r: PhaseReport): string {
  if (r.removed.length === 0) return '';
  const title = r.removed[0].why === 'civil disorder' ? 'Removed in civil disorder' : 'Disbanded';
  return block(wrap(`${title}: ${listed(r.removed.map((u) => `${u.adjective} ${u.unit}`))}.`));
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `${n}` : '0');

/** `build 2`, `remove 1`, or nothing. */
export function dueWords(due: number): string {
  return due > 0 ? `build ${due}` : due < 0 ? `remove ${-due}` : '';
}

export function centersHeading(r: PhaseReport): string {
  if (!r.adjudicated) return `Supply centers at the start of ${r.phase.name}`;
  return r.centersUpdated ? `Supply centers after ${r.phase.name} (ownership updated)` : `Supply centers after ${r.phase.name}`;
}

function centersText(r: PhaseReport): string {
  const rows = r.centers.filter((c) => c.count > 0 || c.units > 0 || c.change !== 0);
  const width = Math.max(8, ...rows.map((c) => c.power.length));
  const showDue = r.adjustments?.when === 'next';
  const head = `  ${'Power'.padEnd(width)}  Centers  Change  Units${showDue ? '  Due' : ''}`;
  const row = (c: CenterRow) => {
    const due = showDue ? `  ${dueWords(c.count - c.units)}` : '';
    return `  ${c.power.padEnd(width)}  ${String(c.count).padStart(7)}  ${signed(c.change).padStart(6)}  ${String(c.units).padStart(5)}${due}`.trimEnd();
  };
  const table = [head, ...rows.map(row), `  ${'Unowned'.padEnd(width)}  ${String(r.unowned.length).padStart(7)}`];
  const owners = rows.filter((c) => c.count > 0).flatMap((c) => wrap(`${c.power}: ${c.centers.join(', ')}.`, '  ', '    '));
  const changes = rows
    .filter((c) => c.gained.length || c.lost.length)
    .flatMap((c) => {
      const parts = [c.gained.length ? `gains ${listed(c.gained)}` : '', c.lost.length ? `loses ${listed(c.lost)}` : ''].filter(Boolean);
      return wrap(`${c.power} ${parts.join(' and ')}.`, '  ', '    ');
    });
  return block(`${centersHeading(r)}:`, table, '', changes.length ? [...changes, ''] : [], owners);
}

export function adjustmentWords(a: AdjustmentRow, when: 'next' | 'this'): string {
  const count = `${a.centers} center${a.centers === 1 ? '' : 's'}, ${a.units} unit${a.units === 1 ? '' : 's'}`;
  const n = Math.abs(a.due);
  const what = a.due > 0 ? `${n} build${n === 1 ? '' : 's'}` : `${n} removal${n === 1 ? '' : 's'}`;
  const sites = a.due > 0 ? (a.buildSites.length ? `, may build in ${listed(a.buildSites)}` : ', no home center free to build in') : '';
  const done = when === 'this' && a.done !== null ? `; ${a.done} carried out` : '';
  return `${a.power}: ${count}: ${what} due${when === 'next' ? sites : ''}${done}.`;
}

function adjustmentsText(r: PhaseReport): string {
  const a = r.adjustments;
  if (!a) return '';
  const title = a.when === 'next' ? `Adjustments due in ${r.next ?? 'the winter'}:` : 'Adjustments:';
  if (a.rows.length === 0) return `${title} none.`;
  return block(
    title,
    a.rows.flatMap((row) => wrap(adjustmentWords(row, a.when), '  ', '    ')),
  );
}

export function voteWords(v: { power: string; vote: 'draw' | 'nodraw'; list: string[] | null }): string {
  if (v.vote === 'nodraw') return `${v.power}: NODRAW`;
  return v.list ? `${v.power}: DRAW ${v.list.join(', ')}` : `${v.power}: DRAW`;
}

function drawText(r: PhaseReport): string {
  const d = r.draw;
  if (!d) return '';
  const kind = d.drawType === 'dias' ? 'DIAS, a draw includes all survivors' : 'NoDIAS';
  return block(
    `Draw votes (${kind}${d.secret ? '; the votes are secret' : ''}):`,
    d.votes.flatMap((v) => wrap(`${voteWords(v)}.`, '  ', '    ')),
    wrap(`Survivors: ${listed(d.survivors)}.`, '  ', '    '),
    wrap(`Standing: ${d.standing}.`, '  ', '    '),
  );
}

function endText(r: PhaseReport): string {
  const lines: string[] = [];
  if (r.eliminated.length) lines.push(...wrap(`Eliminated: ${listed(r.eliminated)}.`));
  if (r.winner) lines.push(`${r.winner} has won the game.`);
  if (!r.adjudicated) lines.push('This phase has not been adjudicated yet.');
  else lines.push(r.next ? `The next phase is ${r.next}.` : 'The game is over.');
  return block(lines);
}

export function rulesText(r: PhaseReport): string {
  return block(
    RULE,
    wrap(r.rules.summary),
    r.rules.deviations.flatMap((d) => wrap(d, '  ', '    ')),
  );
}
