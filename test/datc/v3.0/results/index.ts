// Every hand-written result of DATC v3.0 chapter 6, by case id.
import { RESULTS_A } from './A';
import { RESULTS_B } from './B';
import { RESULTS_C } from './C';
import { RESULTS_D } from './D';
import { RESULTS_E } from './E';
import { RESULTS_F } from './F';
import { RESULTS_G } from './G';
import { RESULTS_H } from './H';
import { RESULTS_I } from './I';
import { RESULTS_J } from './J';
import type { CaseResults } from './types';

export const ALL_RESULTS: Record<string, CaseResults> = {
  ...RESULTS_A,
  ...RESULTS_B,
  ...RESULTS_C,
  ...RESULTS_D,
  ...RESULTS_E,
  ...RESULTS_F,
  ...RESULTS_G,
  ...RESULTS_H,
  ...RESULTS_I,
  ...RESULTS_J,
};
