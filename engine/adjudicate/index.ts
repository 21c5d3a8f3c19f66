// One phase adjudicated, whatever its type, and the position that follows it.
import type { ByPower, DislodgedUnit, GivenOrder, OrderResult, Phase, Position, Power, ProvinceId, Unit } from '../types';
import type { GameMap } from '../map/types';
import { adjustmentNeeded, eliminated, phaseAfter, updateOwnership, winner } from '../game/phase';
import { adjudicateAdjustments } from './adjustment';
import { engineRules } from './engineRules';
import { DEFAULT_OPTIONS } from '../rules/options';
import type { RuleOptions } from '../rules/catalogue';
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
