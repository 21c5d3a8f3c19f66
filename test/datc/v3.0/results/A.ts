// DATC v3.0 6.A, basic checks: the results as the text of each case states them (see types.ts).
import type { CaseResults } from './types';

export const RESULTS_A: Record<string, CaseResults> = {
  '6.A.1': { outcomes: 'i' },
  '6.A.2': { outcomes: 'i' },
  '6.A.3': { outcomes: 'i' },
  '6.A.4': { outcomes: 'i' },
  // The move is illegal, which makes the support illegal too; London dislodges Yorkshire.
  '6.A.5': { outcomes: 'iii ss', dislodged: ['yor'] },
  '6.A.6': { board: 'England: F lon', outcomes: 'i' },
  '6.A.7': { outcomes: 'ii' },
  '6.A.8': { outcomes: 'ss i', dislodged: ['tri'] },
  '6.A.9': { outcomes: 'i' },
  '6.A.10': { outcomes: 's if' },
  '6.A.11': { outcomes: 'f f' },
  '6.A.12': { outcomes: 'f f f' },
};
