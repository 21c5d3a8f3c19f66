// Whether a position the GM sets up (or a file brings) makes sense on its map: a phase that exists,
// units where such units can stand, one unit per province, dislodged units only in a retreat phase,
// supply centers that are supply centers and owned once. Every problem is listed, each naming its
// place, so a GM can fix a set-up in one pass.
import type { GameMap } from '../../engine/map/types';
import type { Position, Unit } from '../../engine/types';

function where(u: { type: string; province: string; coast: string | null; power: string }): string {
  return `${u.power} ${u.type} ${u.province}${u.coast ? '/' + u.coast : ''}`;
}

/** Why a unit cannot stand where it is, or null. */
function placeProblem(map: GameMap, u: Unit): string | null {
  const p = map.province(u.province);
  if (!p) return `${where(u)}: no province '${u.province}' on the ${map.name} map`;
  if (!map.powers.some((x) => x.name === u.power)) return `${where(u)}: no power '${u.power}' on the ${map.name} map`;
  if (u.type === 'A') {
    if (p.kind === 'sea') return `${where(u)}: an army cannot stand at sea`;
    if (u.coast !== null) return `${where(u)}: an army stands in a province, not on a coast`;
    return null;
  }
  if (p.kind === 'land') return `${where(u)}: a fleet cannot stand inland`;
  if (p.coasts.length > 0 && (u.coast === null || !p.coasts.includes(u.coast))) {
    return `${where(u)}: a fleet in ${p.name} must be on one of its coasts (${p.coasts.join(', ')})`;
  }
  if (p.coasts.length === 0 && u.coast !== null) return `${where(u)}: ${p.name} has no separate coasts`;
  return null;
}

function phaseProblems(position: Position): string[] {
  const { season, type } = position.phase;
  if (type === 'adjustment' && season !== 'winter') return [`an adjustment phase is in winter, not in ${season}`];
  if (type !== 'adjustment' && season === 'winter') return [`winter has only the adjustment phase, not a ${type} phase`];
  return [];
}

function unitProblems(map: GameMap, position: Position): string[] {
  const problems: string[] = [];
  const seen = new Map<string, Unit>();
  for (const u of position.units) {
    const place = placeProblem(map, u);
    if (place) problems.push(place);
    const other = seen.get(u.province);
    if (other) problems.push(`${where(u)}: ${where(other)} already stands in ${u.province}`);
    seen.set(u.province, u);
  }
  return problems;
}

function retreatProblems(map: GameMap, position: Position): string[] {
  const problems: string[] = [];
  const retreat = position.phase.type === 'retreat';
  if (!retreat && position.dislodged.length > 0) problems.push(`dislodged units belong to a retreat phase, not a ${position.phase.type} phase`);
  if (!retreat && position.standoffs.length > 0) problems.push(`standoffs belong to a retreat phase, not a ${position.phase.type} phase`);
  if (retreat && position.dislodged.length === 0) problems.push('a retreat phase needs at least one dislodged unit');
  const occupied = new Set(position.units.map((u) => u.province));
  const dislodgedAt = new Set<string>();
  for (const d of position.dislodged) {
    const place = placeProblem(map, d);
    if (place) problems.push(`dislodged ${place}`);
    if (!occupied.has(d.province)) problems.push(`dislodged ${where(d)}: no unit stands in ${d.province}, so nothing dislodged it`);
    if (dislodgedAt.has(d.province)) problems.push(`dislodged ${where(d)}: two dislodged units in ${d.province}`);
    dislodgedAt.add(d.province);
    if (!map.province(d.attackerFrom)) problems.push(`dislodged ${where(d)}: no province '${d.attackerFrom}' to have been attacked from`);
  }
  for (const s of position.standoffs) if (!map.province(s)) problems.push(`standoff in '${s}': no such province`);
  return problems;
}

function centerProblems(map: GameMap, position: Position): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const [power, centers] of Object.entries(position.supplyCenters)) {
    if (!map.powers.some((p) => p.name === power)) problems.push(`supply centers of '${power}': no such power on the ${map.name} map`);
    for (const c of centers) {
      const p = map.province(c);
      if (!p) problems.push(`${power}'s supply center '${c}': no such province`);
      else if (!p.supplyCenter) problems.push(`${power}'s supply center '${c}': ${p.name} is not a supply center`);
      const before = owner.get(c);
      if (before) problems.push(`supply center '${c}' is owned by both ${before} and ${power}`);
      owner.set(c, power);
    }
  }
  return problems;
}

/** Every problem with the position, or [] when it can start a game on this map. */
export function positionProblems(map: GameMap, position: Position): string[] {
  const problems: string[] = [];
  if (position.variant !== map.id) problems.push(`the position is for the '${position.variant}' variant, not '${map.id}'`);
  problems.push(...phaseProblems(position), ...unitProblems(map, position), ...retreatProblems(map, position), ...centerProblems(map, position));
  return problems;
}
