// The scoring systems a tournament can pick, as data: a family (families.ts) with the parameters
// of its published definition, and where that definition is. docs/tournaments.md says each in words.
import { scoreWith, type FamilyParams } from './families';
import type { BoardOutcome, BoardScores } from './types';

export const SYSTEM_IDS = ['draw-size', 'sum-of-squares', 'carnage', 'c-diplo', 'c-diplo-73', 'tribute', 'open-tribute'] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];

export interface ScoringSystem {
  id: SystemId;
  name: string;
  /** Where the definition was read (docs/tournaments.md quotes none of it, it restates it). */
  source: string;
  params: FamilyParams;
}

export const SYSTEMS: Record<SystemId, ScoringSystem> = {
  'draw-size': {
    id: 'draw-size',
    name: 'Draw-size (DSS)',
    source: 'https://theembassydip.blogspot.com/2020/03/tournament-scoring-part-3-draw-size.html',
    params: { family: 'draw-size', total: 100 },
  },
  'sum-of-squares': {
    id: 'sum-of-squares',
    name: 'Sum of Squares',
    source: 'https://diplomaticon.com/2021/10/09/sum-of-squares-scoring/',
    params: { family: 'sum-of-squares', total: 100 },
  },
  carnage: {
    id: 'carnage',
    name: 'Carnage',
    source: 'https://world-diplomacy-wiki.fandom.com/wiki/Carnage_Scoring_System',
    params: { family: 'rank', solo: 28034, places: [7000, 6000, 5000, 4000, 3000, 2000, 1000], perCenter: 1, participation: 0, placesForEliminated: true },
  },
  'c-diplo': {
    id: 'c-diplo',
    name: 'C-Diplo (100 for a solo)',
    source: 'https://diplom.org/~diparch/resources/ftf/c-diplo.htm',
    params: { family: 'rank', solo: 100, places: [38, 14, 7], perCenter: 1, participation: 1, placesForEliminated: false },
  },
  'c-diplo-73': {
    id: 'c-diplo-73',
    name: 'C-Diplo (73 for a solo, the official variant)',
    source: 'https://diplomania-gen.fr/dokuwiki2/doku.php?id=scoring:system:c-diplo',
    params: { family: 'rank', solo: 73, places: [38, 14, 7], perCenter: 1, participation: 1, placesForEliminated: false },
  },
  tribute: {
    id: 'tribute',
    name: 'Tribute',
    source: 'https://world-diplomacy-wiki.fandom.com/wiki/Tribute_Scoring_System',
    params: { family: 'tribute', solo: 100, survival: 66, perCenter: 1, tributePerCenter: 1, above: 6 },
  },
  'open-tribute': {
    id: 'open-tribute',
    name: 'OpenTribute',
    source: 'https://windycityweasels.org/opentribute-scoring-system/',
    params: { family: 'open-tribute', solo: 340, base: 34, perCenter: 3, tributePerCenter: 1 },
  },
};

export function isSystemId(id: string): id is SystemId {
  return (SYSTEM_IDS as readonly string[]).includes(id);
}

export function scoreBoard(system: SystemId, outcome: BoardOutcome): BoardScores {
  return scoreWith(SYSTEMS[system].params, outcome);
}
