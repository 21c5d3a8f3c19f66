// The `game` subcommands' answers as text for people at a terminal: game lists, a game at a glance,
// a phase's orders and results (the engine's report), corrections as differences, draw votes.
import type { GameMap, Position } from '../../../engine/index';
import { phaseResultText } from '../../reports/phaseText';
import type { GameOutcome } from '../../archive/types';
import type { GameEventView } from '../../service/types';
import type { CorrectionPreview } from '../../service/corrections';
import type { SupersededPhase } from '../../service/superseded';
import type { DrawStatus } from '../../service/draws';
import type { AdjudicationView, GameDetail, GameSummary, PhaseDetail, SubmissionView } from '../../service/types';
import { deadlineWords } from '../../service/deadlines';
import { phaseCode } from './args';

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return (
    rows
      .map((r) =>
        r
          .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i])))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

export function outcomeText(o: GameOutcome | null): string {
  if (!o) return '';
  if (o.kind === 'solo') return `solo victory: ${o.winner}`;
  if (o.kind === 'draw') return `draw: ${o.powers.join(', ')}`;
  if (o.kind === 'concession') return `concession to ${o.to}`;
  return `abandoned: ${o.reason}`;
}

export function gameListText(games: GameSummary[], total: number): string {
  if (games.length === 0) return 'No games.\n';
  const rows = [['#', 'name', 'variant', 'status', 'phase', 'updated']];
  for (const g of games) {
    const phase = g.current ? `${phaseCode(g.current)} ${g.current.status}` : '-';
    rows.push([String(g.id), g.name, g.variant, g.status, phase, g.updatedAt.slice(0, 16).replace('T', ' ')]);
  }
  const more = total > games.length ? `(${games.length} of ${total} shown)\n` : '';
  return table(rows) + more;
}

export function gameText(g: GameDetail): string {
  const lines = [
    `#${g.id} ${g.name}: ${g.variant}, ${g.status}${g.outcome ? ` (${outcomeText(g.outcome)})` : ''}, ${g.drawType === 'dias' ? 'DIAS' : 'NoDIAS'}`,
  ];
  if (g.readerLanguages.length > 0) lines.push(`Orders read in: English, ${g.readerLanguages.join(', ')}`);
  if (g.reportLanguage !== 'en') lines.push(`Reports in: ${g.reportLanguage}`);
  if (g.current) lines.push(`Current phase: ${g.current.seq} ${phaseCode(g.current)} ${g.current.name} (${g.current.status})`);
  if (g.deadline) lines.push(`Deadline for orders: ${deadlineWords(g.deadline)}`);
  const open = g.current?.status === 'open';
  const rows = [['power', 'player', 'centers', 'units', open ? 'orders' : '']];
  for (const p of g.powers) {
    const player = p.players.at(-1);
    const orders = !open || !p.survivor ? '' : p.ordersIn ? 'in' : 'missing';
    rows.push([p.power, player ? player.name : '-', String(p.centers), String(p.units), p.survivor ? orders : 'out']);
  }
  lines.push('', table(rows).trimEnd(), '', 'Phases:');
  for (const p of g.phases) lines.push(`  ${String(p.seq).padStart(3)}  ${phaseCode(p).padEnd(7)} ${p.name} (${p.status})`);
  if (g.drawVotes.length) {
    lines.push('', 'Draw votes this phase:');
    for (const v of g.drawVotes) lines.push(`  ${v.power}: ${v.vote === 'draw' ? 'DRAW' : 'NODRAW'}${v.drawList ? ' ' + v.drawList.join(', ') : ''}`);
  }
  return lines.join('\n') + '\n';
}

export function submissionsText(views: SubmissionView[]): string {
  const lines: string[] = [];
  for (const { submission: s, problems, notes } of views) {
    const unread = problems.length ? `, ${problems.length} line${problems.length === 1 ? '' : 's'} NOT READ` : '';
    lines.push(`${s.power}: ${s.orders.length} order${s.orders.length === 1 ? '' : 's'} read${unread} (submission #${s.id})`);
    // Every line in sheet order, so a note that changes what a unit does is seen beside the problems.
    const all = [...problems.map((p) => ({ ...p, what: 'not read' })), ...notes.map((n) => ({ ...n, what: 'note' }))].sort((a, b) => a.line - b.line);
    for (const p of all) lines.push(`  line ${p.line}: ${p.what}: ${p.message}`);
  }
  return lines.join('\n') + '\n';
}

/** The acknowledgements to mail back, one per power, separated by a rule. */
export function acknowledgementsText(views: SubmissionView[]): string {
  return views.map((v) => v.acknowledgement.text).join('\n' + '-'.repeat(60) + '\n\n');
}

/** Why nothing was stored, with the options that confirm it. */
export function refusalText(message: string, details: unknown): string {
  const d = details as { confirm?: string[]; problems?: { line: number; message?: string }[] } | undefined;
  const lines = [message];
  for (const p of d?.problems ?? []) lines.push(`  line ${p.line}: ${p.message ?? 'not read'}`);
  if (d?.confirm?.length) lines.push(`To store it as read: ${d.confirm.map((p) => `--confirm ${p}`).join(' ')}`);
  return lines.join('\n');
}

/** The phases set aside, each with its id (for show --phase-id and orders --copy-from) and its sets. */
export function supersededText(phases: SupersededPhase[]): string {
  if (phases.length === 0) return 'No phase has been set aside.\n';
  const lines = phases.map((p) => {
    const sets = p.submissions.length ? p.submissions.map((s) => `${s.power} #${s.id} (${s.orders})`).join(', ') : 'no orders';
    return `  #${p.id}  ${String(p.head.seq).padStart(3)} ${phaseCode(p.head).padEnd(7)} ${p.head.name}, set aside ${p.supersededAt ?? ''}: ${sets}`;
  });
  return `Phases set aside (id, place, phase):\n${lines.join('\n')}\n`;
}

/** A phase's results in the words of the reports, from a stored or fresh adjudication. */
export function resultText(map: GameMap, before: Position, a: Pick<AdjudicationView, 'result' | 'next'> & { nextPosition?: Position | null }): string {
  return phaseResultText({ map, position: before, result: a.result, next: a.nextPosition?.phase ?? a.next?.phase ?? null });
}

export function adjudicationText(map: GameMap, before: Position, a: AdjudicationView): string {
  const lines = [a.committed ? '' : 'PREVIEW: nothing was written.\n', resultText(map, before, a)];
  if (a.notes.length) lines.push(...a.notes.map((n) => `Note: ${n.message}`), '');
  if (a.missing.length) lines.push(`No orders from: ${a.missing.join(', ')}.`);
  return lines.filter((l, i) => l !== '' || i > 0).join('\n') + '\n';
}

export function phaseText(map: GameMap, d: PhaseDetail): string {
  const lines = [`Phase ${d.head.seq} ${phaseCode(d.head)} ${d.head.name} (${d.head.status})`, ''];
  lines.push(d.submissions.length ? 'Submissions:' : 'No submissions.');
  for (const s of d.submissions) {
    const copied = s.copiedFrom ? `, carried over from #${s.copiedFrom}` : '';
    lines.push(
      `  #${s.id} ${s.power}, ${s.orders.length} orders, by ${s.submittedBy} at ${s.submittedAt}${s.combine !== 'unspecified' ? `, ${s.combine}` : ''}${copied}`,
    );
  }
  if (d.adjudication)
    lines.push('', resultText(map, d.position, { result: d.adjudication.result, next: null, nextPosition: d.adjudication.nextPosition }).trimEnd());
  else if (d.orders.length) lines.push('', 'Orders that count now:', ...d.orders.map((o) => `  ${o.power}: ${o.text ?? o.order.kind}`));
  if (d.supersededAdjudications) lines.push('', `(${d.supersededAdjudications} earlier adjudication${d.supersededAdjudications === 1 ? '' : 's'} set aside)`);
  if (d.adjudication) lines.push(`Version ${adjudicationVersion(d)} (what game correct --version names)`);
  return lines.join('\n') + '\n';
}

export function correctionText(c: CorrectionPreview): string {
  const lines = [
    c.committed ? `Correction committed: ${c.power}'s orders in phase ${c.seq}.` : `Correction of ${c.power}'s orders in phase ${c.seq} (not written):`,
  ];
  for (const p of c.problems) lines.push(`  line ${p.line}: ${p.message}`);
  if (!c.changed) lines.push('  Nothing else changes.');
  for (const s of c.steps) {
    const title = s.before && s.before.name !== s.after.name ? `${s.before.name} becomes ${s.after.name}` : s.after.name;
    lines.push(`  ${s.seq} ${title}${s.kind === 'open' ? ' (waits for orders)' : ''}`);
    for (const r of s.results) {
      const was = r.before ? `${r.before.outcome}${r.before.reason ? ' ' + r.before.reason : ''}` : 'not ordered';
      const now = r.after ? `${r.after.outcome}${r.after.reason ? ' ' + r.after.reason : ''}` : 'not ordered';
      lines.push(`      ${r.power}: ${r.order}: ${was} -> ${now}`);
    }
    for (const u of s.unordered)
      lines.push(
        `      ${u.power}: ${dueText(s.after.phase.type, u.due)}, and no orders were sent for it${u.was !== null && u.was !== u.due ? ` (was: ${dueText(s.after.phase.type, u.was)})` : ''}`,
      );
    if (s.position.removed.length) lines.push(`      no longer: ${s.position.removed.join(', ')}`);
    if (s.position.added.length) lines.push(`      now: ${s.position.added.join(', ')}`);
    for (const ch of s.position.centers) lines.push(`      ${ch.power}: ${[...ch.gained.map((x) => '+' + x), ...ch.lost.map((x) => '-' + x)].join(' ')}`);
  }
  if (c.dropped.length) lines.push(`  Dropped: ${c.dropped.map((p) => p.name).join(', ')}`);
  if (c.winner) lines.push(`  ${c.winner} now wins.`);
  if (!c.committed) lines.push('Run again with --yes to commit it.');
  return lines.join('\n') + '\n';
}

/** What a power that sent no orders has due: `1 removal due: civil disorder removes a unit`. */
function dueText(type: string, due: number): string {
  const n = Math.abs(due);
  const plural = n === 1 ? '' : 's';
  if (type === 'retreat') return due === 0 ? 'no dislodged unit' : `${n} dislodged unit${plural}: disbanded`;
  if (due > 0) return `${n} build${plural} due: not made`;
  if (due < 0) return `${n} removal${plural} due: civil disorder removes ${n === 1 ? 'a unit' : 'units'}`;
  return 'nothing due';
}

export function drawText(d: DrawStatus): string {
  const lines = [`${d.drawType === 'dias' ? 'DIAS' : 'NoDIAS'}; survivors: ${d.survivors.join(', ')}`];
  for (const v of d.votes) lines.push(`  ${v.power}: ${v.vote === 'draw' ? 'DRAW' : 'NODRAW'}${v.drawList ? ' ' + v.drawList.join(', ') : ''}`);
  const t = d.tally;
  if (t.kind === 'draw') lines.push(`Passed: a draw between ${t.powers.join(', ')}.`);
  else if (t.kind === 'concession') lines.push(`Passed: a concession to ${t.to}.`);
  else if (t.vetoedBy.length) lines.push(`No draw: vetoed by ${t.vetoedBy.join(', ')}.`);
  else if (t.waitingFor.length) lines.push(`No draw yet: waiting for ${t.waitingFor.join(', ')}.`);
  else lines.push('No draw: no draw is approved by every survivor.');
  lines.push(`Game: ${d.status}${d.outcome ? ` (${outcomeText(d.outcome)})` : ''}`);
  return lines.join('\n') + '\n';
}

export function eventsText(events: GameEventView[]): string {
  const why = (e: GameEventView) => (typeof e.details.reason === 'string' ? `: ${e.details.reason}` : '');
  return events.map((e) => `${e.at}  ${e.actor.padEnd(8)} ${e.action}${why(e)}`).join('\n') + '\n';
}

/** How many times a phase has been adjudicated, set-aside ones included: the version `game correct --version` names. */
export function adjudicationVersion(d: Pick<PhaseDetail, 'adjudication' | 'supersededAdjudications'>): number {
  return d.supersededAdjudications + (d.adjudication ? 1 : 0);
}
