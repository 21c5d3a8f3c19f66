// DATC 4.C in the reader: an order that leaves out or gets wrong a unit's type (4.C.1, 4.C.2), the
// type of a build (4.C.3, 4.C.4), or a foreign unit's nationality in a support or convoy (4.C.5,
// 4.C.6). The reader never changes such an order: the adjudicator applies the same options to it,
// and the "unless another order is correct" choices (c) need the order as written. The reader only
// says what the option makes of it (a note), or rejects it where the option does (choice a).
import type { GameMap } from '../map/types';
import type { RuleOptions } from '../rules/catalogue';
import type { Order, Power, UnitSpec, UnitType } from '../types';
import { optionOf, unitNamed, type Situation } from './possible';
import { said, type Said, type Say, type SayParam } from './says';

export interface DesignationVerdict {
  /** What the options make of a sloppy designation, one sentence each. */
  notes: Said[];
  /** Why the options reject the order, or null. */
  illegal: Said | null;
  /** The 4.C option whose choice c applies (the order yields to a correct one for the same unit), or null. */
  yields: '4.C.1' | '4.C.2' | '4.C.5' | '4.C.6' | null;
}

type Role = 'supported' | 'convoyed';
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
    const role: Role = order.kind === 'support' ? 'supported' : 'convoyed';
    if (target && target.province !== own.province) {
      unitType(v, s, spec, target.type!, target.province, role);
      nationality(v, s, spec, target.power!, giver, role);
    }
  }
  return found(v);
}

function found(v: DesignationVerdict): DesignationVerdict | null {
  return v.notes.length > 0 || v.illegal !== null ? v : null;
}

/** 4.C.1 (type left out) and 4.C.2 (wrong type) for the ordered unit or the one it supports or convoys. */
function unitType(v: DesignationVerdict, s: Situation, spec: UnitSpec, actual: UnitType, province: string, role: Role | ''): void {
  if (spec.type === actual) return;
  const id = spec.type === null ? '4.C.1' : '4.C.2';
  const rule: Sloppy = optionOf(s.rules, id);
  const suffix = role ? (`-${role}` as const) : ('' as const);
  const what: Say =
    spec.type === null
      ? { code: `type-missing${suffix}`, params: { unit: { unit: actual }, province: { province } } }
      : { code: `type-wrong${suffix}`, params: { unit: { unit: actual }, province: { province }, written: { unit: spec.type } } };
  apply(v, s.map, id, rule, 'type', { unit: { unit: actual }, what: { say: what } });
}

/** 4.C.5 (nationality left out) and 4.C.6 (wrong nationality) of a supported or convoyed unit. */
function nationality(v: DesignationVerdict, s: Situation, spec: UnitSpec, actual: Power, giver: Power | null, role: Role): void {
  if (spec.power === actual) return;
  // Leaving out the nationality of one's own unit is simply right (the rules ask it for foreign units).
  if (spec.power === null && (giver === null || giver === actual)) return;
  const id = spec.power === null ? '4.C.5' : '4.C.6';
  const rule: Sloppy = optionOf(s.rules, id);
  const province = { province: spec.province };
  const what: Say =
    spec.power === null
      ? { code: `nationality-missing-${role}`, params: { province, adjective: { adjective: actual } } }
      : { code: `nationality-wrong-${role}`, params: { province, adjective: { adjective: actual }, written: { adjective: spec.power } } };
  apply(v, s.map, id, rule, 'power', { adjective: { adjective: actual }, what: { say: what } });
}

function apply(
  v: DesignationVerdict,
  map: GameMap,
  id: DesignationVerdict['yields'] & string,
  rule: Sloppy,
  read: 'type' | 'power',
  params: Record<string, SayParam>,
): void {
  const cited = { ...params, id, letter: LETTER[rule] };
  if (rule === 'invalid') {
    v.illegal ??= said(map, 'sloppy-rejected', cited);
    return;
  }
  if (rule === 'valid') {
    v.notes.push(said(map, `sloppy-read-${read}`, cited));
    return;
  }
  v.notes.push(said(map, `sloppy-read-${read}-unless`, cited));
  v.yields ??= id;
}

/** 4.C.3 (a build without a type) and 4.C.4 (a fleet built inland). */
function buildType(v: DesignationVerdict, s: Situation, province: string, type: UnitType | null, coastWritten: boolean): void {
  const p = s.map.province(province);
  if (!p) return;
  const inland = p.kind === 'land';
  const params = { province: { province } };
  if (type === null) {
    const rule: RuleOptions['4.C.3'] = optionOf(s.rules, '4.C.3');
    const cited = { ...params, letter: rule === 'fails' ? 'a' : rule === 'army-inland' ? 'b' : 'c' };
    const byCoast = coastWritten && p.coasts.length > 0;
    if (rule !== 'fails' && inland) v.notes.push(said(s.map, 'build-army-inland', cited));
    else if (rule === 'army-inland-fleet-by-coast' && byCoast) v.notes.push(said(s.map, 'build-fleet-by-coast', cited));
    else v.illegal = said(s.map, 'build-needs-type', cited);
    return;
  }
  if (type !== 'F' || !inland) return;
  if (optionOf(s.rules, '4.C.4') === 'army-instead') v.notes.push(said(s.map, 'build-army-instead', params));
  else v.illegal = said(s.map, 'build-fleet-inland', params);
}
