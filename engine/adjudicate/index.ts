// One phase adjudicated, whatever its type, and the position that follows it.
//
// The position must be one that can exist: `validatePosition(map, position)` (engine/game/position.ts)
// is called once where a position comes in (the command line, a set-up or edit in the app, a game
// file) and refuses it there with every fault named. adjudicate trusts what it is given after that,
// and never guesses: a position it finds it cannot set up is a bug of the caller, and it throws
// InvalidPositionError listing every fault. A movement phase, the engine's hot path, is not validated
// in full (that would cost about a quarter of its time): only what setting up the board reads anyway
// is checked (each unit's province, power, type and coast, one unit per province, and a phase with no
// dislodged units or standoffs). Retreat and adjustment phases, rare and cheap, are validated in full.
import type { ByPower, DislodgedUnit, GivenOrder, OrderResult, Phase, Position, Power, ProvinceId, Unit } from '../types';
import type { GameMap } from '../map/types';
import { adjustmentNeeded, eliminated, phaseAfter, updateOwnership, winner } from '../game/phase';
import { adjudicateAdjustments } from './adjustment';
import { engineRules } from './engineRules';
import { DEFAULT_OPTIONS } from '../rules/options';
import type { RuleOptions } from '../rules/catalogue';
import { InvalidPositionError, validatePosition } from '../game/position';
import { adjudicateMovement } from './movement';
import { adjudicateRetreats } from './retreat';

export interface PhaseResult {
  phase: Phase;
  results: OrderResult[];
  /** Units on the board after the phase. */
  units: Unit[];
  /** Units dislodged by this phase (movement), each with its retreat options. */
  dislodged: DislodgedUnit[];
  /** Provinces left empty by a standoff (movement). */
  standoffs: ProvinceId[];
  /** Units removed: disbanded in a retreat phase, or removed in civil disorder. */
  removed: Unit[];
  /** Per power, adjustments due and used (adjustment phases). */
  adjustments: Record<Power, { due: number; done: number }> | null;
  supplyCenters: ByPower<ProvinceId[]>;
  /** The position the next phase starts from; null when the game is over. */
  next: Position | null;
  winner: Power | null;
  eliminated: Power[];
}

/** Adjudicate one phase under the game's rule options (the DATC preferences by default). */
export function adjudicate(map: GameMap, position: Position, orders: GivenOrder[], options: RuleOptions = DEFAULT_OPTIONS): PhaseResult {
  const rules = engineRules(options);
  const phase = position.phase;
  let units: Unit[];
  let results: OrderResult[];
  let dislodged: DislodgedUnit[] = [];
  let standoffs: ProvinceId[] = [];
  let removed: Unit[] = [];
  let adjustments: PhaseResult['adjustments'] = null;
  if (phase.type !== 'movement' || phase.season === 'winter' || position.dislodged.length > 0 || position.standoffs.length > 0) {
    const checked = validatePosition(map, position);
    if (!checked.ok) throw new InvalidPositionError(checked.error);
  }
  if (phase.type === 'movement') {
    const out = adjudicateMovement(map, position, orders, rules);
    ({ units, results, dislodged, standoffs } = out);
  } else if (phase.type === 'retreat') {
    const out = adjudicateRetreats(map, position, orders, rules);
    ({ units, results } = out);
    removed = out.disbanded;
  } else {
    const out = adjudicateAdjustments(map, position, orders, rules);
    ({ units, results } = out);
    removed = out.civilDisorder;
    adjustments = out.counts;
  }
  const endOfYear = phase.season === 'fall' && !(phase.type === 'movement' && dislodged.length > 0);
  const supplyCenters = endOfYear ? updateOwnership(map, units, position.supplyCenters) : position.supplyCenters;
  const won = endOfYear ? winner(map, supplyCenters) : null;
  const nextPhase = phaseAfter(phase, { dislodged: dislodged.length > 0, adjust: endOfYear && adjustmentNeeded(map, units, supplyCenters) });
  const next: Position | null = won
    ? null
    : {
        variant: position.variant,
        phase: nextPhase,
        units,
        dislodged,
        standoffs: dislodged.length > 0 ? standoffs : [],
        supplyCenters,
      };
  return {
    phase,
    results,
    units,
    dislodged,
    standoffs,
    removed,
    adjustments,
    supplyCenters,
    next,
    winner: won,
    eliminated: eliminated(map, units, supplyCenters),
  };
}
