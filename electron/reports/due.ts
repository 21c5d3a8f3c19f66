// The "orders due" notice a GM mails when a phase opens: every power's units in full, each
// dislodged unit's retreats (or that it must disband), the builds and removals due with the
// places a power may build in, the centers no one owns, and the deadline. Plain text, the way the
// email judges word it, wrapped for mail.
import {
  adjustmentsDue,
  engineRules,
  withRetreatOptions,
  phaseName,
  type GameMap,
  judgeUnitText,
  placeName,
  type RuleOptions,
  type DislodgedUnit,
  type Position,
  type Power,
} from '../../engine/index';
import { wrap } from './text';
import { listed } from './words';

export interface DueInput {
  map: GameMap;
  game: { id: number; name: string };
  position: Position;
  options: RuleOptions;
  /** The players of each power, to name them beside it. */
  players: Record<Power, string[]>;
  /** The deadline in words, or null when none is set. */
  deadline: string | null;
}

/** A place a unit may go to, as written in an engine list (`spa/nc`), in full. */
function where(map: GameMap, written: string): string {
  const [province, coast] = written.split('/');
  return placeName(map, province, (coast as 'nc' | 'sc' | 'ec' | 'wc' | undefined) ?? null);
}

/** `Austria: Army Serbia, dislodged from Bulgaria, may retreat to Albania or Greece, or disband.` */
export function retreatLine(map: GameMap, d: DislodgedUnit): string[] {
  const unit = judgeUnitText(map, d);
  const from = placeName(map, d.attackerFrom);
  const options = d.retreats ?? [];
  const then = options.length
    ? `may retreat to ${listed(
        options.map((o) => where(map, o)),
        'or',
      )}, or disband`
    : 'has nowhere to go and will be disbanded';
  return wrap(`${d.power}: ${unit}, dislodged from ${from}, ${then}.`, '  ', '    ');
}

function adjustmentLines(input: DueInput): string[] {
  const { map, position } = input;
  const due = adjustmentsDue(map, position);
  const occupied = new Set(position.units.map((u) => u.province));
  return map.powers.flatMap((p) => {
    const n = due[p.name] ?? 0;
    if (n === 0) return [];
    const centers = position.supplyCenters[p.name]?.length ?? 0;
    const units = position.units.filter((u) => u.power === p.name).length;
    const sites = (position.supplyCenters[p.name] ?? []).filter((c) => map.canBuildIn(p.name, c) && !occupied.has(c)).map((c) => placeName(map, c));
    const what =
      n > 0
        ? `${n} build${n === 1 ? '' : 's'} due${sites.length ? `, in ${listed(sites, 'or')}` : `, but no ${map.buildRule === 'any-owned-center' ? 'owned' : 'home'} center is free`}`
        : `${-n} removal${n === -1 ? '' : 's'} due`;
    const counted = (k: number, noun: string) => `${k} ${noun}${k === 1 ? '' : 's'}`;
    return wrap(`${p.name}: ${counted(centers, 'center')}, ${counted(units, 'unit')}: ${what}.`, '  ', '    ');
  });
}

/** The notice, ending with a newline. */
export function dueNotice(input: DueInput): string {
  const { map, position } = input;
  const type = position.phase.type;
  const out = [`Orders due: game '${input.game.name}' (#${input.game.id}), ${phaseName(position.phase)}.`, ''];
  for (const p of map.powers) {
    const units = position.units.filter((u) => u.power === p.name);
    if (units.length === 0 && (position.supplyCenters[p.name]?.length ?? 0) === 0) continue;
    const who = input.players[p.name]?.length ? ` (${input.players[p.name].join(', ')})` : '';
    out.push(...wrap(`${p.name}${who}: ${units.length ? units.map((u) => judgeUnitText(map, u)).join(', ') : 'no units'}.`, '', '    '));
  }
  if (type === 'retreat') {
    const dislodged = position.dislodged.some((d) => d.retreats === undefined)
      ? withRetreatOptions(map, position, engineRules(input.options))
      : position.dislodged;
    out.push('', 'Dislodged units, to retreat or disband:', ...dislodged.flatMap((d) => retreatLine(map, d)));
  }
  if (type === 'adjustment') {
    const lines = adjustmentLines(input);
    out.push('', lines.length ? 'Adjustments due:' : 'No adjustments are due.', ...lines);
  }
  const owned = new Set(Object.values(position.supplyCenters).flat());
  const unowned = map.provinces.filter((p) => p.supplyCenter && !owned.has(p.id)).map((p) => p.name);
  if (unowned.length) out.push('', ...wrap(`Unowned supply centers: ${listed(unowned)}.`, '', '    '));
  out.push('', input.deadline ? `The deadline for orders is ${input.deadline}.` : 'No deadline has been set for this phase.');
  return out.join('\n') + '\n';
}
