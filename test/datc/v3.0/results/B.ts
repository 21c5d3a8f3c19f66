// DATC v3.0 6.B, coastal issues: the results as the text of each case states them (see types.ts).
import type { CaseResults } from './types';

export const RESULTS_B: Record<string, CaseResults> = {
  '6.B.1': { outcomes: 'i' },
  '6.B.2': { outcomes: 's' },
  '6.B.3': { outcomes: 'i' },
  '6.B.4': { outcomes: 'ss f' },
  '6.B.5': { outcomes: 'fi s' },
  // Gulf of Lyon cuts the support from Spain (nc); the English fleet dislodges the French one.
  '6.B.6': { outcomes: 'ss ff f', dislodged: ['mao'] },
  '6.B.7': { outcomes: 'sf sf' },
  '6.B.8': { outcomes: 'sf sf' },
  '6.B.9': { outcomes: 'vf ss' },
  // 4.B.5: the wrong coast of the ordered fleet is ignored and the move is attempted.
  '6.B.10': { board: 'France: F spa/sc', outcomes: 's' },
  '6.B.11': { board: 'France: F spa/nc', outcomes: 'i' },
  '6.B.12': { outcomes: 's' },
  '6.B.13': { outcomes: 'ff' },
  '6.B.14': { adjustment: true, board: '', supplyCenters: { Russia: ['stp'] }, outcomes: 'i' },
  // New in v3.0: a support without coast for a foreign fleet counts (4.B.4, face-to-face reading).
  '6.B.15': { outcomes: 's f sf' },
};
