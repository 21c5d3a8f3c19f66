// A phase's results as Judge-style text where no stored game heads them: `adjutant adjudicate
// --text` (one position read from a file) and the command line's adjudication of a game's phase.
// The one writer of that text is text.ts (judgeText); this gives it a heading that names only the
// map and the phase, and leaves out the rules footer.
import { DEFAULT_OPTIONS, type GameMap, type GivenOrder, type Phase, type Position, type RuleOptions } from '../../engine/index';
import type { StoredResult } from '../archive/types';
import { buildPhaseReport, type ReportGame } from './reportModel';
import { judgeText, wrap, WIDTH } from './text';

export interface LoosePhase {
  map: GameMap;
  /** The position the phase started from. */
  position: Position;
  result: StoredResult;
  /** The phase that follows; null when the game ended. */
  next: Phase | null;
  /** The orders given, shown only for a phase without results. */
  orders?: GivenOrder[];
  /** Only the rules footer reads them, and it is left out here. */
  options?: RuleOptions;
}

const NO_GAME: ReportGame = { id: 0, name: '', variant: '', drawType: 'dias', status: 'active', outcome: null };

export function phaseResultText(p: LoosePhase): string {
  const report = buildPhaseReport({
    map: p.map,
    game: NO_GAME,
    seq: 0,
    position: p.position,
    orders: p.orders ?? [],
    result: p.result,
    next: p.next,
    options: p.options ?? DEFAULT_OPTIONS,
  });
  const rule = '-'.repeat(WIDTH);
  const heading = [rule, ...wrap(`${p.map.name} map, ${report.phase.name} (${report.phase.code}): results`), rule].join('\n');
  return judgeText(report, { footer: false, heading });
}
