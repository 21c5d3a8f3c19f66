// The switches the adjudicator reads, derived once from a game's rule options (engine/rules) so the
// hot path reads a field of a small flat record, not the catalogue.
import { DEFAULT_OPTIONS } from '../rules/options';
import type { RuleOptions } from '../rules/catalogue';

export interface EngineRules {
  /** The options these switches were derived from (adjustment and reading code reads them directly). */
  options: RuleOptions;
  /** 4.A.1: a multi-route convoy is disrupted when all routes are (b), any route is (a), or DPTG. */
  multiRoute: 'all' | 'any' | 'dptg';
  /** 4.A.2: how a convoy paradox is settled. */
  paradox: '1971' | '1982' | '2000' | 'szykman' | 'all-hold' | 'dptg';
  /** 4.A.2: the rule used when 1971/2000 leave a paradox unresolved. */
  paradoxFallback: 'szykman' | 'all-hold';
  /** 4.A.3 a-e: when an army that could go overland goes by convoy; `v3` is d without the land fallback. */
  adjacentConvoy: 'a' | 'b' | 'c' | 'd' | 'v3' | 'e';
  /** 4.A.4: an army convoyed from the supported move's target cuts that support (b); default not (a). */
  convoyCutsOwnAttackSupport: boolean;
  /** 4.A.5: a unit dislodged by a convoyed army may retreat to that army's origin (b, default). */
  retreatToConvoyOrigin: boolean;
  /** 4.A.6: convoy path written in the move order: ignored, allowed (must hold when given), required. */
  pathSpec: 'ignored' | 'allowed' | 'required';
  /** 4.A.7: a dislodged unit never affects the attacker's origin (a), or only in a head-to-head battle (b, default). */
  dislodgedAffectsOrigin: 'never' | 'h2h-only';
}

const ADJACENT: Record<RuleOptions['4.A.3'], EngineRules['adjacentConvoy']> = {
  'always-convoy': 'a',
  'swap-only': 'b',
  'swap-if-convoy-succeeds': 'c',
  intent: 'd',
  'intent-no-fallback': 'v3',
  'explicit-via-convoy': 'e',
};

/**
 * The engine's switches for a set of rule options: a handful of reads, made for every adjudication
 * rather than cached (an options object is the caller's and may change between calls).
 */
export function engineRules(options: RuleOptions): EngineRules {
  return {
    options,
    multiRoute: options['4.A.1'] === 'any-route-disrupted' ? 'any' : options['4.A.1'] === 'dptg' ? 'dptg' : 'all',
    paradox: options['4.A.2'],
    paradoxFallback: options['4.A.2-fallback'],
    adjacentConvoy: ADJACENT[options['4.A.3']],
    convoyCutsOwnAttackSupport: options['4.A.4'] === 'cut',
    retreatToConvoyOrigin: options['4.A.5'] === 'origin-if-convoyed',
    pathSpec: options['4.A.6'] === 'optional' ? 'allowed' : options['4.A.6'],
    dislodgedAffectsOrigin: options['4.A.7'] === 'always-no-effect' ? 'never' : 'h2h-only',
  };
}

export const DEFAULT_ENGINE_RULES: EngineRules = engineRules(DEFAULT_OPTIONS);
