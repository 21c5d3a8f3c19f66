// Whether a position can exist on its map. A position is checked once, where it enters (a file, the
// command line, a set-up in the app), and trusted from then on: the adjudicator never guesses where a
// unit "really" stands (chessops' `Position.fromSetup` draws the same line between setup and play).
// Every fault is listed at once, each with a code, its place in the position (`units[2]`) and a
// sentence that starts with the unit it concerns (`F nth: ...`), so a set-up can be fixed in one pass.
import type { GameMap, Province } from '../map/types';
import { err, ok, type Result } from '../result';
import { COASTS, PHASE_TYPES, SEASONS, UNIT_TYPES, type Coast, type Position, type Unit } from '../types';

export const POSITION_FAULT_CODES = [
  'wrong-variant',
  'bad-phase',
  'unknown-power',
  'unknown-unit-type',
  'unknown-province',
  'army-at-sea',
  'fleet-inland',
  'unknown-coast',
  'coast-on-army',
  'coast-not-split',
  'no-such-coast',
  'coast-needed',
  'two-units',
  'dislodged-outside-retreat',
  'empty-retreat',
  'two-dislodged',
  'dislodged-unattacked',
  'attacker-in-place',
  'attacker-out-of-reach',
  'standoffs-outside-retreat',
  'not-a-center',
  'center-owned-twice',
  'too-many-units',
] as const;
export type PositionFaultCode = (typeof POSITION_FAULT_CODES)[number];

export interface PositionFault {
  code: PositionFaultCode;
  /** Where in the position: `units[2]`, `dislodged[0].attackerFrom`, `supplyCenters.France[1]`, `phase.type`. */
  path: string;
  /**
   * A sentence naming what it is about: a unit's starts with the unit (`F nth: ...`, `dislodged A mun: ...`),
   * a center's with the center (`supply center bur of France: ...`); the rest say it in their words.
   */
  message: string;
}

/**
 * Thrown by `adjudicate` when it is handed a position `validatePosition` refuses: a bug of the caller,
 * which should have validated the position where it came in.
 */
export class InvalidPositionError extends Error {
  readonly faults: PositionFault[];
  constructor(faults: PositionFault[]) {
    super(`the position cannot exist (validate positions with validatePosition where they come in): ${faults.map((f) => f.message).join('; ')}`);
    this.name = 'InvalidPositionError';
    this.faults = faults;
  }
}

/**
 * The error for a position the adjudicator found it cannot set up: every fault validatePosition finds.
 * Only ever built on that cold path, so the check that led here can stay a few array reads.
 */
export function invalidPosition(map: GameMap, position: Position): Error {
  const checked = validatePosition(map, position);
  // The adjudicator's checks are a subset of validatePosition's: a position passing this one is a bug here.
  return checked.ok ? new Error('bug: the adjudicator refused a position validatePosition accepts') : new InvalidPositionError(checked.error);
}

type Faults = PositionFault[];

function add(faults: Faults, code: PositionFaultCode, path: string, message: string): void {
  faults.push({ code, path, message });
}

/** `F stp/sc`, as orders write a unit. */
function unitLabel(u: Pick<Unit, 'type' | 'province' | 'coast'>): string {
  return `${u.type} ${u.province}${u.coast ? `/${u.coast}` : ''}`;
}

/** Every fault of the position on this map; the position itself when there is none. Never throws. */
export function validatePosition(map: GameMap, position: Position): Result<Position, PositionFault[]> {
  const faults: Faults = [];
  if (position.variant !== map.id) add(faults, 'wrong-variant', 'variant', `the position is for the '${position.variant}' variant, and the map is '${map.id}'`);
  phaseFaults(position, faults);
  const occupied = new Map<string, Unit>();
  position.units.forEach((u, i) => {
    const place = unitFaults(map, u, `units[${i}]`, unitLabel(u), faults);
    const other = place ? occupied.get(place.id) : undefined;
    if (other) add(faults, 'two-units', `units[${i}]`, `${unitLabel(u)}: ${other.power}'s ${unitLabel(other)} already stands in ${place!.name}`);
    else if (place) occupied.set(place.id, u);
  });
  retreatFaults(map, position, occupied, faults);
  centerFaults(map, position, faults);
  unitCountFaults(map, position, faults);
  powerListFaults(map, position, faults);
  return faults.length === 0 ? ok(position) : err(faults);
}

function phaseFaults(position: Position, faults: Faults): void {
  const { season, year, type } = position.phase;
  const what = `${JSON.stringify(season)} ${JSON.stringify(year)} ${JSON.stringify(type)} is not a phase of the game`;
  if (!SEASONS.includes(season)) return add(faults, 'bad-phase', 'phase.season', `${what}: the seasons are ${SEASONS.join(', ')}`);
  if (!PHASE_TYPES.includes(type)) return add(faults, 'bad-phase', 'phase.type', `${what}: the phases are ${PHASE_TYPES.join(', ')}`);
  if (!Number.isInteger(year) || year < 1) return add(faults, 'bad-phase', 'phase.year', `${what}: a year is a whole number from 1`);
  if ((season === 'winter') !== (type === 'adjustment')) {
    add(faults, 'bad-phase', 'phase.type', `${what}: winter has the adjustment phase only, and spring and fall have no adjustment phase`);
  }
}

/** The faults of one unit where it stands; its province when the map has it. */
function unitFaults(map: GameMap, u: Unit, path: string, label: string, faults: Faults): Province | undefined {
  if (!map.powers.some((p) => p.name === u.power))
    add(faults, 'unknown-power', `${path}.power`, `${label}: '${u.power}' is not a power of the ${map.name} map`);
  const p = map.province(u.province);
  if (!p) {
    add(faults, 'unknown-province', `${path}.province`, `${label}: '${u.province}' is not a province of the ${map.name} map`);
    return undefined;
  }
  if (!UNIT_TYPES.includes(u.type)) add(faults, 'unknown-unit-type', `${path}.type`, `${label}: '${u.type}' is not a unit type (A or F)`);
  else if (u.type === 'A' && p.kind === 'sea') add(faults, 'army-at-sea', `${path}.province`, `${label}: an army cannot stand in ${p.name}, which is a sea`);
  else if (u.type === 'F' && p.kind === 'land') add(faults, 'fleet-inland', `${path}.province`, `${label}: a fleet cannot stand in ${p.name}, which is inland`);
  else coastFault(p, u, `${path}.coast`, label, faults);
  return p;
}

function coastFault(p: Province, u: Unit, path: string, label: string, faults: Faults): void {
  const c = u.coast;
  if (c !== null && !COASTS.includes(c as Coast)) return add(faults, 'unknown-coast', path, `${label}: '${c}' is not a coast (${COASTS.join(', ')})`);
  if (u.type === 'A') {
    if (c !== null) add(faults, 'coast-on-army', path, `${label}: an army stands in a province, never on a coast`);
    return;
  }
  const coasts = p.coasts;
  if (coasts.length === 0) {
    if (c !== null) add(faults, 'coast-not-split', path, `${label}: ${p.name} has no separate coasts`);
  } else if (c === null) {
    add(faults, 'coast-needed', path, `${label}: a fleet in ${p.name} stands on one of its coasts (${coasts.join(', ')}), and none is given`);
  } else if (!coasts.includes(c)) {
    add(faults, 'no-such-coast', path, `${label}: ${p.name} has no '${c}' coast (${coasts.join(', ')})`);
  }
}

/**
 * Dislodged units and standoffs belong to a retreat phase. A dislodged unit stands where its attacker
 * now stands (so it shares the province with a unit, and only with one), one dislodged unit per province.
 */
function retreatFaults(map: GameMap, position: Position, occupied: Map<string, Unit>, faults: Faults): void {
  const retreat = position.phase.type === 'retreat';
  if (!retreat && position.dislodged.length > 0) {
    add(faults, 'dislodged-outside-retreat', 'dislodged', `dislodged units belong to a retreat phase, not a ${position.phase.type} phase`);
  }
  if (retreat && position.dislodged.length === 0) add(faults, 'empty-retreat', 'dislodged', 'a retreat phase needs at least one dislodged unit');
  if (!retreat && position.standoffs.length > 0) {
    add(faults, 'standoffs-outside-retreat', 'standoffs', `standoffs belong to a retreat phase, not a ${position.phase.type} phase`);
  }
  const dislodgedAt = new Map<string, Unit>();
  position.dislodged.forEach((d, i) => {
    const path = `dislodged[${i}]`;
    const label = `dislodged ${unitLabel(d)}`;
    const place = unitFaults(map, d, path, label, faults);
    if (place) {
      const other = dislodgedAt.get(place.id);
      if (other) add(faults, 'two-dislodged', path, `${label}: ${other.power}'s ${unitLabel(other)} is dislodged from ${place.name} too`);
      else dislodgedAt.set(place.id, d);
      if (!occupied.has(place.id)) add(faults, 'dislodged-unattacked', path, `${label}: no unit stands in ${place.name}, so nothing dislodged it`);
    }
    const from = map.province(d.attackerFrom);
    if (!from)
      add(
        faults,
        'unknown-province',
        `${path}.attackerFrom`,
        `${label}: '${d.attackerFrom}', where its attacker came from, is not a province of the ${map.name} map`,
      );
    else if (from.id === d.province)
      add(faults, 'attacker-in-place', `${path}.attackerFrom`, `${label}: its attacker cannot have come from the province it stands in`);
    else if (place && !attackerCouldReach(map, occupied.get(place.id), from, place, d.viaConvoy === true))
      add(
        faults,
        'attacker-out-of-reach',
        `${path}.attackerFrom`,
        `${label}: its attacker cannot have come from ${from.name}, which does not reach ${place.name} (its retreats depend on where the attack came from)`,
      );
  });
  position.standoffs.forEach((s, i) => {
    if (!map.province(s)) add(faults, 'unknown-province', `standoffs[${i}]`, `standoff ${s}: '${s}' is not a province of the ${map.name} map`);
  });
}

/**
 * Whether the unit now standing in `place` could have moved there from `from`: by convoy, an army
 * between two coastal provinces; else a move to a neighbour (a fleet's from any coast of `from`).
 * With no unit there (already a fault) nothing is said.
 */
function attackerCouldReach(map: GameMap, attacker: Unit | undefined, from: Province, place: Province, viaConvoy: boolean): boolean {
  if (!attacker || !UNIT_TYPES.includes(attacker.type)) return true;
  if (viaConvoy) return attacker.type === 'A' && from.kind === 'coast' && place.kind === 'coast';
  const to = { province: place.id, coast: null };
  if (attacker.type === 'A') return map.canMove('A', { province: from.id, coast: null }, to);
  const coasts: (Coast | null)[] = from.coasts.length > 0 ? from.coasts : [null];
  return coasts.some((coast) => map.canMove('F', { province: from.id, coast }, to));
}

/** No power can have more units than the map has supply centers (dislodged ones count: they are still on the board). */
function unitCountFaults(map: GameMap, position: Position, faults: Faults): void {
  const centers = map.provinces.filter((p) => p.supplyCenter).length;
  const count = new Map<string, number>();
  for (const u of [...position.units, ...position.dislodged]) count.set(u.power, (count.get(u.power) ?? 0) + 1);
  for (const [power, n] of count) {
    if (n > centers) add(faults, 'too-many-units', 'units', `${power}: ${n} units, and the ${map.name} map has only ${centers} supply centers to keep them`);
  }
}

function centerFaults(map: GameMap, position: Position, faults: Faults): void {
  const owner = new Map<string, string>();
  for (const [power, centers] of Object.entries(position.supplyCenters)) {
    const path = `supplyCenters.${power}`;
    if (!map.powers.some((p) => p.name === power))
      add(faults, 'unknown-power', path, `supply centers of ${power}: '${power}' is not a power of the ${map.name} map`);
    centers.forEach((c, i) => {
      const p = map.province(c);
      const label = `supply center ${c} of ${power}`;
      if (!p) return add(faults, 'unknown-province', `${path}[${i}]`, `${label}: '${c}' is not a province of the ${map.name} map`);
      if (!p.supplyCenter) return add(faults, 'not-a-center', `${path}[${i}]`, `${label}: ${p.name} is not a supply center`);
      const before = owner.get(c);
      if (before !== undefined) add(faults, 'center-owned-twice', `${path}[${i}]`, `${label}: ${p.name} is owned by both ${before} and ${power}`);
      else owner.set(c, power);
    });
  }
}

/** Powers in civil disorder and proxies name powers (and provinces) of the map. */
function powerListFaults(map: GameMap, position: Position, faults: Faults): void {
  const known = (power: string) => map.powers.some((p) => p.name === power);
  (position.civilDisorder ?? []).forEach((power, i) => {
    if (!known(power)) add(faults, 'unknown-power', `civilDisorder[${i}]`, `civil disorder: '${power}' is not a power of the ${map.name} map`);
  });
  (position.proxies ?? []).forEach((x, i) => {
    if (!map.province(x.province))
      add(faults, 'unknown-province', `proxies[${i}].province`, `proxy for ${x.province}: '${x.province}' is not a province of the ${map.name} map`);
    if (!known(x.power)) add(faults, 'unknown-power', `proxies[${i}].power`, `proxy for ${x.province}: '${x.power}' is not a power of the ${map.name} map`);
  });
}
