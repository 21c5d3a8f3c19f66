// DATC 4.C in the reader: an order that leaves out or gets wrong a unit's type (4.C.1, 4.C.2), the
// type of a build (4.C.3, 4.C.4), or a foreign unit's nationality in a support or convoy (4.C.5,
// 4.C.6). The reader never changes such an order: the adjudicator applies the same options to it,
// and the "unless another order is correct" choices (c) need the order as written. The reader only
// says what the option makes of it (a note), or rejects it where the option does (choice a).
import type { GameMap } from '../map/types';
import type { RuleOptions } from '../rules/catalogue';
import type { Order, Power, UnitSpec, UnitType } from '../types';
import { optionOf, unitNamed, type Situation } from './possible';
import { provinceName } from './places';

export interface DesignationVerdict {
  /** What the options make of a sloppy designation, one sentence each. */
  notes: string[];
  /** Why the options reject the order, or null. */
  illegal: string | null;
  /** The 4.C option whose choice c applies (the order yields to a correct one for the same unit), or null. */
  yields: '4.C.1' | '4.C.2' | '4.C.5' | '4.C.6' | null;
}

type Sloppy = 'invalid' | 'valid' | 'valid-unless-correct-order';
const LETTER: Record<Sloppy, string> = { invalid: 'a', valid: 'b', 'valid-unless-correct-order': 'c' };

/** The verdict on the designations of an order, or null when there is nothing to say (or no board to say it from). */
export function checkDesignations(order: Order, s: Situation): DesignationVerdict | null {
  if (!s.units) return null;
  const v: DesignationVerdict = { notes: [], illegal: null, yields: null };
  if (order.kind === 'build') buildType(v, s, order.province, order.unitType, order.coast !== null);
  if (order.kind !== 'hold' && order.kind !== 'move' && order.kind !== 'support' && order.kind !== 'convoy') return found(v);
  const own = unitNamed(s, order.unit);
  if (!own) return found(v);
  unitType(v, s, order.unit, own.type!, own.province, '');
  const giver = s.power ?? own.power;
  if (order.kind === 'support' || order.kind === 'convoy') {
    const spec = order.kind === 'support' ? order.target : order.army;
    const target = unitNamed(s, spec);
    const role = order.kind === 'support' ? 'supported' : 'convoyed';
    if (target && target.province !== own.province) {
      unitType(v, s, spec, target.type!, target.province, `${role} `);
      nationality(v, s, spec, target.power!, giver, role);
    }
  }
  return found(v);
}

function found(v: DesignationVerdict): DesignationVerdict | null {
  return v.notes.length > 0 || v.illegal !== null ? v : null;
}

function unitWord(type: UnitType): string {
  return type === 'A' ? 'army' : 'fleet';
}

/** 4.C.1 (type left out) and 4.C.2 (wrong type) for the ordered unit or the one it supports or convoys. */
function unitType(v: DesignationVerdict, s: Situation, spec: UnitSpec, actual: UnitType, province: string, role: string): void {
  if (spec.type === actual) return;
  const id = spec.type === null ? '4.C.1' : '4.C.2';
  const rule: Sloppy = optionOf(s.rules, id);
  const where = `${role}${unitWord(actual)} in ${provinceName(s.map, province)}`;
  const what = spec.type === null ? `no unit type given for the ${where}` : `the ${where} is called a ${unitWord(spec.type)}`;
  apply(v, id, rule, `read as ${unitWord(actual)}: ${what}`, `not followed: ${what}`, 'names its type');
}

/** 4.C.5 (nationality left out) and 4.C.6 (wrong nationality) of a supported or convoyed unit. */
function nationality(v: DesignationVerdict, s: Situation, spec: UnitSpec, actual: Power, giver: Power | null, role: string): void {
  if (spec.power === actual) return;
  // Leaving out the nationality of one's own unit is simply right (the rules ask it for foreign units).
  if (spec.power === null && (giver === null || giver === actual)) return;
  const id = spec.power === null ? '4.C.5' : '4.C.6';
  const rule: Sloppy = optionOf(s.rules, id);
  const unit = `the ${role} unit in ${provinceName(s.map, spec.province)}`;
  const what =
    spec.power === null
      ? `${unit} is ${adjective(s.map, actual)} and no nationality is given`
      : `${unit} is ${adjective(s.map, actual)}, not ${adjective(s.map, spec.power)}`;
  apply(v, id, rule, `read as ${adjective(s.map, actual)}: ${what}`, `not followed: ${what}`, 'names the right power');
}

function apply(v: DesignationVerdict, id: DesignationVerdict['yields'] & string, rule: Sloppy, read: string, rejected: string, correct: string): void {
  const cite = `(DATC ${id} ${LETTER[rule]})`;
  if (rule === 'invalid') {
    v.illegal ??= `${rejected} ${cite}`;
    return;
  }
  if (rule === 'valid') {
    v.notes.push(`${read} ${cite}`);
    return;
  }
  v.notes.push(`${read}, unless another order for the unit ${correct} ${cite}`);
  v.yields ??= id;
}

function adjective(map: GameMap, power: Power): string {
  return map.powers.find((p) => p.name === power)?.adjective ?? power;
}

/** 4.C.3 (a build without a type) and 4.C.4 (a fleet built inland). */
function buildType(v: DesignationVerdict, s: Situation, province: string, type: UnitType | null, coastWritten: boolean): void {
  const p = s.map.province(province);
  if (!p) return;
  const inland = p.kind === 'land';
  const name = provinceName(s.map, province);
  if (type === null) {
    const rule: RuleOptions['4.C.3'] = optionOf(s.rules, '4.C.3');
    const cite = `(DATC 4.C.3 ${rule === 'fails' ? 'a' : rule === 'army-inland' ? 'b' : 'c'})`;
    const byCoast = coastWritten && p.coasts.length > 0;
    if (rule !== 'fails' && inland) v.notes.push(`read as an army: no unit type given, and only an army can stand in ${name} ${cite}`);
    else if (rule === 'army-inland-fleet-by-coast' && byCoast) v.notes.push(`read as a fleet: no unit type given, but a coast is ${cite}`);
    else v.illegal = `not followed: a build in ${name} must say army or fleet ${cite}`;
    return;
  }
  if (type !== 'F' || !inland) return;
  if (optionOf(s.rules, '4.C.4') === 'army-instead') v.notes.push(`read as an army: no fleet can stand in ${name} (DATC 4.C.4 b)`);
  else v.illegal = `not followed: no fleet can stand in ${name} (DATC 4.C.4 a)`;
}
