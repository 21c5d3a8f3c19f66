// The one place the service calls the adjudicator: the map of a variant, a game's stored rule
// options made whole again, and a phase adjudicated under those options.
import { adjudicate, type PhaseResult } from '../../engine/adjudicate/index';
import type { GameMap } from '../../engine/map/types';
import { resolveOptions, type RuleOptions } from '../../engine/rules/index';
import type { GivenOrder, Position } from '../../engine/types';
import { err, ok, type Result } from '../../engine/result';
import { standardMap } from '../maps/standard';

export const VARIANTS = ['standard'] as const;

/** The map of a variant Adjutant knows, or null. */
export function mapOf(variant: string): GameMap | null {
  return variant === 'standard' ? standardMap() : null;
}

/**
 * A game's stored options as a whole RuleOptions: an option added to the catalogue after the game
 * was stored takes its default; an option or alternative that no longer exists is an error.
 */
export function optionsOf(stored: Record<string, string>): Result<RuleOptions, string> {
  const resolved = resolveOptions({ options: stored });
  return resolved.ok ? ok(resolved.value) : err(resolved.error.message);
}

export function runPhase(map: GameMap, position: Position, orders: GivenOrder[], options: RuleOptions): PhaseResult {
  return adjudicate(map, position, orders, options);
}

/** The start of a game on this map. */
export function startPosition(map: GameMap, variant: string): Position {
  const { phase, units, supplyCenters } = map.start;
  return { variant, phase: { ...phase }, units: units.map((u) => ({ ...u })), dislodged: [], standoffs: [], supplyCenters: structuredClone(supplyCenters) };
}
