// The switches the adjudicator reads, derived from the game's rule options (engine/rules). Kept as a
// small flat record so the hot path reads a field, not a catalogue.

export interface EngineRules {
  /** 4.A.1: a multi-route convoy is disrupted when all routes are (2000) or any route is (1971). */
  multiRoute: 'all' | 'any';
  /** 4.A.2: how a convoy paradox is settled. */
  paradox: '1971' | '1982' | '2000' | 'szykman' | 'all-hold' | 'dptg';
  /** 4.A.2: the rule used when 1971/1982/2000 leave a paradox unresolved. */
  paradoxFallback: 'szykman' | 'all-hold';
  /** 4.A.3 a-e: when an army that could go overland goes by convoy. */
  adjacentConvoy: 'a' | 'b' | 'c' | 'd' | 'e';
  /** 4.A.4: an army convoyed from the supported move's target cuts that support (b); default not (a). */
  convoyCutsOwnAttackSupport: boolean;
  /** 4.A.5: a unit dislodged by a convoyed army may retreat to that army's origin (b, default). */
  retreatToConvoyOrigin: boolean;
  /** 4.A.6: convoy path written in the move order: ignored, allowed (must hold when given), required. */
  pathSpec: 'ignored' | 'allowed' | 'required';
  /** 4.A.7: a dislodged unit never affects the attacker's origin (a), or only in a head-to-head battle (b, default). */
  dislodgedAffectsOrigin: 'never' | 'h2h-only';
}

export const DEFAULT_ENGINE_RULES: EngineRules = {
  multiRoute: 'all',
  paradox: 'szykman',
  paradoxFallback: 'szykman',
  adjacentConvoy: 'd',
  convoyCutsOwnAttackSupport: false,
  retreatToConvoyOrigin: true,
  pathSpec: 'ignored',
  dislodgedAffectsOrigin: 'h2h-only',
};
