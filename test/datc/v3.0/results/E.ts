// DATC v3.0 6.E, head-to-head battles and beleaguered garrisons: the results as the text of each
// case states them (see types.ts).
import type { CaseResults } from './types';

export const RESULTS_E: Record<string, CaseResults> = {
  '6.E.1': { outcomes: 'sss f', dislodged: ['pru'] },
  '6.E.2': { outcomes: 'ff.' },
  '6.E.3': { outcomes: 'f. f' },
  '6.E.4': { outcomes: 'f.. f. ..f .f' },
  // The French fleet is dislodged by the English, not by the German fleet, so it still holds Holland.
  '6.E.5': { outcomes: 'f.. f. ..s. .f', dislodged: ['nth'] },
  '6.E.6': { outcomes: 'f. f.. .f' },
  '6.E.7': { outcomes: 's. .f .f' },
  '6.E.8': { outcomes: 'f. .f .f' },
  '6.E.9': { outcomes: 's. .f .s' },
  '6.E.10': { outcomes: 'f. .ff .f' },
  '6.E.11': { outcomes: 's.. .f s.' },
  '6.E.12': { outcomes: 'f. f f.' },
  '6.E.13': { outcomes: '.f f. s f.' },
  '6.E.14': { outcomes: 'f i' },
  '6.E.15': { outcomes: '.f f.. f.. .f' },
};
