// The one place the service calls the adjudicator: the map of a variant, a game's stored rule
// options made whole again, and a phase adjudicated under those options.
import {
  adjudicate,
  type PhaseResult,
  type GameMap,
  resolveOptions,
  type RuleOptions,
  type RuleOptionError,
  type GivenOrder,
  type Position,
  err,
  ok,
  type Result,
  withPathCause,
} from '../../engine/index';

// The variants and their maps: one list, in the engine (engine/map/standard.ts).
export { VARIANTS, mapOf } from '../../engine/index';

/**
 * A game's stored options as a whole RuleOptions: an option added to the catalogue after the game
 * was stored takes its default; an option or alternative that no longer exists is an error.
 */
export function optionsOf(stored: Record<string, string>): Result<RuleOptions, RuleOptionError> {
  const resolved = resolveOptions({ options: stored });
  return resolved.ok ? ok(resolved.value) : err(resolved.error);
}

export function runPhase(map: GameMap, position: Position, orders: GivenOrder[], options: RuleOptions): PhaseResult {
  return withPathCause(map, adjudicate(map, position, orders, options), options);
}

/** The start of a game on this map. */
export function startPosition(map: GameMap, variant: string): Position {
  const { phase, units, supplyCenters } = map.start;
  return { variant, phase: { ...phase }, units: units.map((u) => ({ ...u })), dislodged: [], standoffs: [], supplyCenters: structuredClone(supplyCenters) };
}
