// What a legality check answers (legality.ts and the order kinds' own checks), and the unit
// designation rules every kind's check shares. A verdict is legal (with the coast a fleet moves to),
// legal but "sloppy" (a designation the `valid-unless-correct-order` alternatives set aside when a
// correct order exists), a move that counts but cannot succeed (4.E.1 a-c), or illegal with a reason.
import type { Coast, IllegalReason, Unit, UnitSpec } from '../types';
import type { EngineRules } from './engineRules';

export type Verdict = { legal: true; coast: Coast | null; sloppy: boolean; doomed: IllegalReason | null } | { legal: false; reason: IllegalReason };

export type LegalVerdict = Extract<Verdict, { legal: true }>;

export const LEGAL: LegalVerdict = { legal: true, coast: null, sloppy: false, doomed: null };

/** The illegal verdict for a reason (a new small object: illegal orders are few). */
export function no(reason: IllegalReason): Verdict {
  return { legal: false, reason };
}

/** A legal order whose designation was sloppy. */
export function sloppy(v: LegalVerdict): LegalVerdict {
  return { ...v, sloppy: true };
}

type Designation = 'invalid' | 'valid' | 'valid-unless-correct-order';

/** 4.C.1/4.C.2 (unit type) or 4.C.5/4.C.6 (nationality): 'ok', 'sloppy', or illegal. */
function designation(written: unknown, actual: unknown, missing: Designation, wrong: Designation): 'ok' | 'sloppy' | 'bad' {
  if (written === actual) return 'ok';
  const rule = written === null ? missing : wrong;
  return rule === 'invalid' ? 'bad' : rule === 'valid' ? 'ok' : 'sloppy';
}

/** The ordered unit's own designation: type (4.C.1/4.C.2) and coast (4.B.5). */
export function ownDesignation(unit: Unit, spec: UnitSpec, rules: EngineRules): 'ok' | 'sloppy' | IllegalReason {
  const o = rules.options;
  const type = designation(spec.type, unit.type, o['4.C.1'], o['4.C.2']);
  if (type === 'bad') return 'wrong-unit-type';
  if (spec.coast !== null && spec.coast !== unit.coast && o['4.B.5'] === 'fails') return 'wrong-coast';
  return type;
}

/** A supported or convoyed unit as named: type (4.C.1/4.C.2) and nationality (4.C.5/4.C.6). */
export function targetDesignation(unit: Unit, spec: UnitSpec, giver: string, rules: EngineRules): 'ok' | 'sloppy' | IllegalReason {
  const o = rules.options;
  const type = spec.type === null && o['4.C.1'] === 'valid' ? 'ok' : designation(spec.type, unit.type, o['4.C.1'], o['4.C.2']);
  if (type === 'bad') return 'wrong-unit-type';
  // Nationality matters only for a foreign unit (an unmarked own unit is simply right).
  const foreign = unit.power !== giver;
  const written = spec.power === null && !foreign ? unit.power : spec.power;
  const nation = designation(written, unit.power, o['4.C.5'], o['4.C.6']);
  if (nation === 'bad') return 'foreign-unit';
  return type === 'sloppy' || nation === 'sloppy' ? 'sloppy' : 'ok';
}

/** 4.E.1 c/d (and v3.0's d): only an order that could be valid is legal; a and b also let orders that never can be stand. */
export function validOnly(rules: EngineRules): boolean {
  const legality = rules.options['4.E.1'];
  return legality === 'possible-on-map' || legality === 'possible-now' || legality === 'possible-now-needed';
}
