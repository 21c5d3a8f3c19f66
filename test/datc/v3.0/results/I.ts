// DATC v3.0 6.I, building: the results as the text of each case states them (see types.ts). The
// text gives the position in words; the boards below are the smallest that match them.
import type { CaseResults } from './types';

export const RESULTS_I: Record<string, CaseResults> = {
  // Germany may build one: Warsaw is no home center, Kiel is built, Munich is one too many.
  '6.I.1': { adjustment: true, board: 'Germany: A ber, A ruh', supplyCenters: { Germany: ['ber', 'kie', 'mun'] }, outcomes: 'isi' },
  '6.I.2': { adjustment: true, board: 'Russia: A stp', supplyCenters: { Russia: ['mos', 'stp'] }, outcomes: 'i' },
  '6.I.3': { adjustment: true, board: 'Germany: A ber, A ruh', supplyCenters: { Germany: ['ber', 'kie', 'mun'] }, outcomes: 'i' },
  '6.I.4': { adjustment: true, board: 'Russia: F stp/sc', supplyCenters: { Russia: ['mos', 'stp'] }, outcomes: 'i' },
  // Russia holds Berlin; Germany has captured other centers.
  '6.I.5': {
    adjustment: true,
    board: 'Germany: A hol; Russia: A pru',
    supplyCenters: { Germany: ['hol', 'kie', 'mun'], Russia: ['ber'] },
    outcomes: 'i',
  },
  '6.I.6': { adjustment: true, board: 'Germany: A ber, A kie', supplyCenters: { Germany: ['ber', 'kie', 'war'] }, outcomes: 'i' },
  '6.I.7': { adjustment: true, board: 'Russia: A war', supplyCenters: { Russia: ['mos', 'stp', 'war'] }, outcomes: 'si' },
};
