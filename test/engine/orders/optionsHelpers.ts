// Shared by the options*.test.ts files: a sheet read under one changed option (the rest the DATC
// defaults), a compact view of its lines, and the same orders adjudicated, to check that what the
// reader says about an order is what the adjudicator then does with it.
import { standardMap } from '../../../engine/map/standard';
import { adjudicate } from '../../../engine/adjudicate/index';
import { readSheet, type LineDiagnostic, type SheetResult } from '../../../engine/orders/sheet';
import type { ReadOptions } from '../../../engine/orders/types';
import { DEFAULT_OPTIONS, type RuleOptions } from '../../../engine/rules/index';
import type { PhaseType, Unit } from '../../../engine/types';

/** `France A par, France F bre` → units (the tests' one position builder). */
export { unitsOf as units } from '../../support/positions';
import { positionAt } from '../../support/positions';

export const map = standardMap();

export function rules(over: Partial<Record<string, string>>): RuleOptions {
  return { ...DEFAULT_OPTIONS, ...over } as RuleOptions;
}

export function sheet(text: string, board: Unit[] | undefined, over: Partial<Record<string, string>>, phase: PhaseType = 'movement'): SheetResult {
  const options: ReadOptions = { phase, rules: rules(over) };
  if (board) options.units = board;
  return readSheet(text, map, options);
}

/** One line as `status: message` (the message of an order line lists its notes). */
export function view(d: LineDiagnostic): string {
  return `${d.status}: ${d.message ?? ''}`;
}

/** The lines that are not headers. */
export function orderLines(result: SheetResult): LineDiagnostic[] {
  return result.lines.filter((d) => d.header === undefined && d.status !== 'skipped');
}

/** The sheet's orders adjudicated on the board, under the same options: each order's outcome and reason. */
export function adjudicated(result: SheetResult, board: Unit[], over: Partial<Record<string, string>>): string[] {
  const position = positionAt(board, { supplyCenters: map.start.supplyCenters });
  const out = adjudicate(map, position, result.orders, rules(over));
  return out.results.map((r) => `${r.text ?? '(implicit)'}: ${r.outcome}${r.reason ? ` ${r.reason}` : ''}`);
}
