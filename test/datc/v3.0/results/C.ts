// DATC v3.0 6.C, circular movement: the results as the text of each case states them (see types.ts).
import type { CaseResults } from './types';

export const RESULTS_C: Record<string, CaseResults> = {
  '6.C.1': { outcomes: 'sss' },
  '6.C.2': { outcomes: 'ssss' },
  '6.C.3': { outcomes: 'ffff' },
  // The fleet in the Ionian Sea is attacked but not dislodged: the circle moves.
  '6.C.4': { outcomes: 'ss ssss f' },
  '6.C.5': { outcomes: 'ff f.f. ss', dislodged: ['ion'] },
  '6.C.6': { outcomes: 'ss ss' },
  '6.C.7': { outcomes: '.f .ff' },
  '6.C.8': { outcomes: 'ff. f f' },
  '6.C.9': { outcomes: 'f. f ff' },
};
