// Whether a position can exist on its map. A position is checked once, where it enters (a file, the
// command line, a set-up in the app), and trusted from then on: the adjudicator never guesses where a
// unit "really" stands (chessops' `Position.fromSetup` draws the same line between setup and play).
// Every fault is listed at once, each with a code, its place in the position (`units[2]`) and a
// sentence that starts with the unit it concerns (`F nth: ...`), so a set-up can be fixed in one pass.
import type { GameMap, Province } from '../map/types';
import { err, ok, type Result } from '../result';
import { COASTS, PHASE_TYPES, SEASONS, UNIT_TYPES, type Coast, type Position, type Unit } from '../types';
import type { FaultParams } from '../map/faults';
import { positionFaultEnglish, type PositionFaultKey, type UnitFaultCode } from './positionFaults';

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
  /** The sentence's key (`army-at-sea.dislodged`) and particulars, for the window to word (positionFaults.ts). */
  key: PositionFaultKey;
  params: FaultParams;
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

/** The faults found so far, with the map whose names their English sentences use (validatePosition answers a plain copy). */
type Faults = PositionFault[] & { map: GameMap };

function add(faults: Faults, key: PositionFaultKey, path: string, params: FaultParams = {}): void {
  const { code, message } = positionFaultEnglish(faults.map, key, params);
  faults.push({ code: code as PositionFaultCode, path, message, key, params });
}

/** `F stp/sc`, as orders write a unit. */
function unitLabel(u: Pick<Unit, 'type' | 'province' | 'coast'>): string {
  return `${u.type} ${u.province}${u.coast ? `/${u.coast}` : ''}`;
}

/** Every fault of the position on this map; the position itself when there is none. Never throws. */
export function validatePosition(map: GameMap, position: Position): Result<Position, PositionFault[]> {
  const faults: Faults = Object.assign([], { map });
  if (position.variant !== map.id) add(faults, 'wrong-variant', 'variant', { variant: position.variant, mapId: map.id });
  phaseFaults(position, faults);
  const occupied = new Map<string, Unit>();
  position.units.forEach((u, i) => {
    const place = unitFaults(map, u, `units[${i}]`, { unit: unitLabel(u), as: 'unit' }, faults);
    const other = place ? occupied.get(place.id) : undefined;
    if (other) add(faults, 'two-units', `units[${i}]`, { unit: unitLabel(u), power: other.power, other: unitLabel(other), province: place!.id });
    else if (place) occupied.set(place.id, u);
  });
  retreatFaults(map, position, occupied, faults);
  centerFaults(map, position, faults);
  unitCountFaults(map, position, faults);
  powerListFaults(map, position, faults);
  return faults.length === 0 ? ok(position) : err([...faults]);
}

function phaseFaults(position: Position, faults: Faults): void {
  const { season, year, type } = position.phase;
  const given = `${JSON.stringify(season)} ${JSON.stringify(year)} ${JSON.stringify(type)}`;
  if (!SEASONS.includes(season)) return add(faults, 'bad-phase.season', 'phase.season', { given, seasons: SEASONS.join(', ') });
  if (!PHASE_TYPES.includes(type)) return add(faults, 'bad-phase.type', 'phase.type', { given, types: PHASE_TYPES.join(', ') });
  if (!Number.isInteger(year) || year < 1) return add(faults, 'bad-phase.year', 'phase.year', { given });
  if ((season === 'winter') !== (type === 'adjustment')) add(faults, 'bad-phase.winter', 'phase.type', { given });
}

/** A unit as faults name it: `F stp/sc`, on the board or dislodged (the sentences of `.dislodged` say so). */
interface Subject {
  unit: string;
  as: 'unit' | 'dislodged';
}

/** The faults of one unit where it stands; its province when the map has it. */
function unitFaults(map: GameMap, u: Unit, path: string, subject: Subject, faults: Faults): Province | undefined {
  const add1 = (code: UnitFaultCode, at: string, params: FaultParams = {}) => add(faults, `${code}.${subject.as}`, at, { unit: subject.unit, ...params });
  const mapName = map.name;
  if (!map.powers.some((p) => p.name === u.power)) add1('unknown-power', `${path}.power`, { written: u.power, mapName });
  const p = map.province(u.province);
  if (!p) {
    add1('unknown-province', `${path}.province`, { written: u.province, mapName });
    return undefined;
  }
  if (!UNIT_TYPES.includes(u.type)) add1('unknown-unit-type', `${path}.type`, { written: u.type });
  else if (u.type === 'A' && p.kind === 'sea') add1('army-at-sea', `${path}.province`, { province: p.id });
  else if (u.type === 'F' && p.kind === 'land') add1('fleet-inland', `${path}.province`, { province: p.id });
  else coastFault(p, u, `${path}.coast`, add1);
  return p;
}

function coastFault(p: Province, u: Unit, path: string, add1: (code: UnitFaultCode, at: string, params?: FaultParams) => void): void {
  const c = u.coast;
  if (c !== null && !COASTS.includes(c as Coast)) return add1('unknown-coast', path, { written: c, coasts: COASTS.join(', ') });
  if (u.type === 'A') {
    if (c !== null) add1('coast-on-army', path);
    return;
  }
  const coasts = p.coasts;
  if (coasts.length === 0) {
    if (c !== null) add1('coast-not-split', path, { province: p.id });
  } else if (c === null) {
    add1('coast-needed', path, { province: p.id, coasts: coasts.join(', ') });
  } else if (!coasts.includes(c)) {
    add1('no-such-coast', path, { province: p.id, written: c, coasts: coasts.join(', ') });
  }
}

/**
 * Dislodged units and standoffs belong to a retreat phase. A dislodged unit stands where its attacker
 * now stands (so it shares the province with a unit, and only with one), one dislodged unit per province.
 */
function retreatFaults(map: GameMap, position: Position, occupied: Map<string, Unit>, faults: Faults): void {
  const retreat = position.phase.type === 'retreat';
  if (!retreat && position.dislodged.length > 0) {
    add(faults, 'dislodged-outside-retreat', 'dislodged', { type: position.phase.type });
  }
  if (retreat && position.dislodged.length === 0) add(faults, 'empty-retreat', 'dislodged');
  if (!retreat && position.standoffs.length > 0) {
    add(faults, 'standoffs-outside-retreat', 'standoffs', { type: position.phase.type });
  }
  const dislodgedAt = new Map<string, Unit>();
  position.dislodged.forEach((d, i) => {
    const path = `dislodged[${i}]`;
    const unit = unitLabel(d);
    const place = unitFaults(map, d, path, { unit, as: 'dislodged' }, faults);
    if (place) {
      const other = dislodgedAt.get(place.id);
      if (other) add(faults, 'two-dislodged', path, { unit, power: other.power, other: unitLabel(other), province: place.id });
      else dislodgedAt.set(place.id, d);
      if (!occupied.has(place.id)) add(faults, 'dislodged-unattacked', path, { unit, province: place.id });
    }
    const from = map.province(d.attackerFrom);
    const at = `${path}.attackerFrom`;
    if (!from) add(faults, 'unknown-province.attacker', at, { unit, written: d.attackerFrom, mapName: map.name });
    else if (from.id === d.province) add(faults, 'attacker-in-place', at, { unit });
    else if (place && !attackerCouldReach(map, occupied.get(place.id), from, place, d.viaConvoy === true))
      add(faults, 'attacker-out-of-reach', at, { unit, provinceFrom: from.id, province: place.id });
  });
  position.standoffs.forEach((s, i) => {
    if (!map.province(s)) add(faults, 'unknown-province.standoff', `standoffs[${i}]`, { written: s, mapName: map.name });
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
    if (n > centers) add(faults, 'too-many-units', 'units', { power, units: n, mapName: map.name, centers });
  }
}

function centerFaults(map: GameMap, position: Position, faults: Faults): void {
  const owner = new Map<string, string>();
  for (const [power, centers] of Object.entries(position.supplyCenters)) {
    const path = `supplyCenters.${power}`;
    if (!map.powers.some((p) => p.name === power)) add(faults, 'unknown-power.centers', path, { written: power, mapName: map.name });
    centers.forEach((c, i) => {
      const p = map.province(c);
      const center = { center: c, power };
      if (!p) return add(faults, 'unknown-province.center', `${path}[${i}]`, { ...center, mapName: map.name });
      if (!p.supplyCenter) return add(faults, 'not-a-center', `${path}[${i}]`, { ...center, province: p.id });
      const before = owner.get(c);
      if (before !== undefined) add(faults, 'center-owned-twice', `${path}[${i}]`, { ...center, province: p.id, powerBefore: before });
      else owner.set(c, power);
    });
  }
}

/** Powers in civil disorder and proxies name powers (and provinces) of the map. */
function powerListFaults(map: GameMap, position: Position, faults: Faults): void {
  const known = (power: string) => map.powers.some((p) => p.name === power);
  (position.civilDisorder ?? []).forEach((power, i) => {
    if (!known(power)) add(faults, 'unknown-power.civil-disorder', `civilDisorder[${i}]`, { written: power, mapName: map.name });
  });
  (position.proxies ?? []).forEach((x, i) => {
    const mapName = map.name;
    if (!map.province(x.province)) add(faults, 'unknown-province.proxy', `proxies[${i}].province`, { place: x.province, mapName });
    if (!known(x.power)) add(faults, 'unknown-power.proxy', `proxies[${i}].power`, { place: x.province, written: x.power, mapName });
  });
}
