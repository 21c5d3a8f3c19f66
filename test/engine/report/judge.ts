// Small positions for the report tests: units written `Germany A mun`, orders as text, adjudicated
// by the real engine, so every sentence under test comes from a real result.
import { adjudicate, type PhaseResult } from '../../../engine/adjudicate/index';
import { parseOrder } from '../../../engine/orders/parse';
import type { DislodgedUnit, OrderResult, Phase, Position } from '../../../engine/types';
import { resolveOptions, type RuleOptions, withPathCause } from '../../../engine/rules/index';
import { standardMap } from '../../../engine/map/standard';
import { positionAt } from '../../support/positions';

export const map = standardMap();

export interface Setup {
  phase?: Phase;
  dislodged?: DislodgedUnit[];
  standoffs?: string[];
  supplyCenters?: Position['supplyCenters'];
  /** Rule choices by option id (`{ '4.C.2': 'invalid' }`); the DATC preferences otherwise. */
  options?: Record<string, string>;
}

function optionsOf(chosen: Record<string, string> = {}): RuleOptions {
  const resolved = resolveOptions({ options: chosen });
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}

export const SPRING: Phase = { season: 'spring', year: 1901, type: 'movement' };
export const RETREAT: Phase = { season: 'spring', year: 1901, type: 'retreat' };
export const WINTER: Phase = { season: 'winter', year: 1901, type: 'adjustment' };

export function positionOf(units: string[], setup: Setup = {}): Position {
  return positionAt(units, { ...setup, supplyCenters: setup.supplyCenters ?? map.start.supplyCenters });
}

/** Adjudicates `orders` (`[power, text]`) on the units; a text the reader refuses fails the test. */
export function judge(units: string[], orders: [string, string][], setup: Setup = {}): { result: PhaseResult; position: Position } {
  const position = positionOf(units, setup);
  const given = orders.map(([power, text]) => {
    const read = parseOrder(text, map, { phase: position.phase.type, rules: optionsOf(setup.options) });
    if (!read.ok) throw new Error(`the reader refused '${text}': ${read.error.message}`);
    return { power, order: read.value, text };
  });
  // As the service and the command line adjudicate: a missing convoy path named as the cause.
  return { result: withPathCause(map, adjudicate(map, position, given, optionsOf(setup.options)), optionsOf(setup.options)), position };
}

/** The result of the order written `text`. */
export function resultOf(result: PhaseResult, text: string): OrderResult {
  const found = result.results.find((r) => r.text === text);
  if (!found) throw new Error(`no result for '${text}'`);
  return found;
}
