// A phase's results as a Judge-style text for people: the heading, every order grouped by power with
// its outcome, dislodged units and their retreats, standoffs, removed units, supply-center changes,
// adjustments, and what comes next. It reads the PhaseResult and the position before it; it never
// adjudicates anything again.
import type { PhaseResult } from '../adjudicate/index';
import type { GameMap } from '../map/types';
import { phaseName } from '../game/phase';
import type { DislodgedUnit, OrderResult, Position, Power, Unit } from '../types';
import { describeResult } from './explain';
import { adjective, counted, listWords, placeName, unitName } from './words';

const INDENT = '  ';

/** The whole phase as a block of text, ending with a newline. */
export function describePhase(result: PhaseResult, map: GameMap, position: Position): string {
  const title = `${phaseName(result.phase)}`;
  const blocks = [
    `${title}\n${'='.repeat(title.length)}`,
    ordersBlock(result, map, position),
    dislodgedBlock(result.dislodged, map),
    result.standoffs.length ? `Standoffs: ${listWords(result.standoffs.map((p) => placeName(map, p)))}.` : '',
    removedBlock(result, map),
    centersBlock(result, map, position),
    adjustmentsBlock(result, map),
    endBlock(result),
  ];
  return `${blocks.filter((b) => b.length > 0).join('\n\n')}\n`;
}

/** Powers in map order, then any other power an order named. */
function powersOf(map: GameMap, results: OrderResult[]): Power[] {
  const known = map.powers.map((p) => p.name);
  const others = results.map((r) => r.power).filter((p, i, all) => !known.includes(p) && all.indexOf(p) === i);
  return [...known, ...others];
}

function ordersBlock(result: PhaseResult, map: GameMap, position: Position): string {
  const sections: string[] = [];
  for (const power of powersOf(map, result.results)) {
    const lines = result.results.filter((r) => r.power === power).map((r) => INDENT + describeResult(r, map));
    lines.push(...unordered(result, position, power).map((line) => INDENT + line));
    if (lines.length > 0) sections.push(`${power}:\n${lines.join('\n')}`);
  }
  return sections.length > 0 ? sections.join('\n\n') : 'No orders.';
}

/** Units of the power that no accepted or rejected order of its own was matched to. */
function unordered(result: PhaseResult, position: Position, power: Power): string[] {
  const ordered = (u: Unit): boolean =>
    result.results.some((r) => r.power === power && r.unit !== null && r.unit.province === u.province);
  if (result.phase.type === 'movement') {
    return position.units.filter((u) => u.power === power && !ordered(u)).map((u) => `${unitName(u)} has no order and holds.`);
  }
  if (result.phase.type === 'retreat') {
    return position.dislodged.filter((u) => u.power === power && !ordered(u)).map((u) => `${unitName(u)} has no order and is disbanded.`);
  }
  return [];
}

function dislodgedBlock(dislodged: DislodgedUnit[], map: GameMap): string {
  if (dislodged.length === 0) return '';
  const lines = dislodged.map((d) => {
    const by = `dislodged by the attack from ${placeName(map, d.attackerFrom)}${d.viaConvoy ? ' (by convoy)' : ''}`;
    const options = (d.retreats ?? []).map((loc) => {
      const [province, coast] = loc.split('/');
      return placeName(map, province, (coast ?? null) as Unit['coast']);
    });
    const then = options.length ? `can retreat to ${listWords(options, 'or')}` : 'cannot retreat and will be disbanded';
    return `${INDENT}${adjective(map, d.power)} ${unitName(d)}, ${by}, ${then}.`;
  });
  return `Dislodged:\n${lines.join('\n')}`;
}

function removedBlock(result: PhaseResult, map: GameMap): string {
  if (result.removed.length === 0) return '';
  const title = result.phase.type === 'adjustment' ? 'Removed in civil disorder' : 'Disbanded';
  return `${title}: ${listWords(result.removed.map((u) => `${adjective(map, u.power)} ${unitName(u)}`))}.`;
}

function centersBlock(result: PhaseResult, map: GameMap, position: Position): string {
  const changes: string[] = [];
  for (const power of map.powers.map((p) => p.name)) {
    const before = position.supplyCenters[power] ?? [];
    const after = result.supplyCenters[power] ?? [];
    const gained = after.filter((c) => !before.includes(c)).map((c) => placeName(map, c));
    const lost = before.filter((c) => !after.includes(c)).map((c) => placeName(map, c));
    const parts = [gained.length ? `gains ${listWords(gained)}` : '', lost.length ? `loses ${listWords(lost)}` : ''];
    if (gained.length || lost.length) changes.push(`${INDENT}${power} ${parts.filter(Boolean).join(' and ')}.`);
  }
  const adjusting = result.next?.phase.type === 'adjustment';
  if (changes.length === 0 && !adjusting) return '';
  const counts = map.powers.map((p) => {
    const centers = result.supplyCenters[p.name]?.length ?? 0;
    const units = result.units.filter((u) => u.power === p.name).length;
    const diff = centers - units;
    const due = diff > 0 ? `: ${counted(diff, 'build')}` : diff < 0 ? `: ${counted(-diff, 'removal')}` : '';
    return `${INDENT}${p.name}: ${counted(centers, 'center')}, ${counted(units, 'unit')}${due}`;
  });
  const head = changes.length ? `Supply-center changes:\n${changes.join('\n')}\n\n` : '';
  return `${head}Supply centers and units:\n${counts.join('\n')}`;
}

function adjustmentsBlock(result: PhaseResult, map: GameMap): string {
  if (!result.adjustments) return '';
  const lines: string[] = [];
  for (const p of map.powers) {
    const a = result.adjustments[p.name];
    if (!a || a.due === 0) continue;
    const noun = a.due > 0 ? 'build' : 'removal';
    const due = Math.abs(a.due);
    const cd = result.removed.filter((u) => u.power === p.name).map(unitName);
    const extra = cd.length ? `; civil disorder removes ${listWords(cd)}` : '';
    lines.push(`${INDENT}${p.name}: ${counted(due, noun)} due, ${a.done} carried out${extra}.`);
  }
  return lines.length ? `Adjustments:\n${lines.join('\n')}` : 'Adjustments: none due.';
}

function endBlock(result: PhaseResult): string {
  const lines: string[] = [];
  if (result.eliminated.length) lines.push(`Eliminated: ${listWords(result.eliminated)}.`);
  if (result.winner) {
    const n = result.supplyCenters[result.winner]?.length ?? 0;
    lines.push(`${result.winner} wins with ${counted(n, 'supply center')}.`);
  }
  lines.push(result.next ? `Next phase: ${phaseName(result.next.phase)}.` : 'The game is over.');
  return lines.join('\n');
}
