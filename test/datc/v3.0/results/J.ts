// DATC v3.0 6.J, civil disorder and disbands, rewritten in v3.0 for the 2023 rule: distance to the
// nearest owned supply center, armies and fleets both over land and sea (see types.ts). The text
// gives the position in words; the boards below are exactly what it lists.
import type { CaseResults } from './types';

const cd = (board: string, owned: string[], removed: string[]): CaseResults => {
  const power = board.split(':')[0];
  return { adjustment: true, board, supplyCenters: { [power]: owned }, outcomes: '', removed };
};

export const RESULTS_J: Record<string, CaseResults> = {
  '6.J.1': { adjustment: true, board: 'France: A par, A pic', supplyCenters: { France: ['par'] }, outcomes: 'isi' },
  // The second removal of Paris does not count; the civil disorder rule removes the Gulf of Lyon fleet.
  '6.J.2': {
    adjustment: true,
    board: 'France: A par, A pic, F lyo',
    supplyCenters: { France: ['par'] },
    outcomes: 'sx',
    removed: ['lyo'],
  },
  '6.J.3': cd('Russia: A lvn, A swe', ['stp'], ['swe']),
  '6.J.4': cd('Russia: A lvn, A ukr', ['mos'], ['lvn']),
  '6.J.5': cd('Russia: F ska, F ber', ['stp'], ['ber']),
  '6.J.6': cd('Russia: F bot, F nth', ['mun'], ['bot']),
  '6.J.7': cd('Russia: A boh, F ska, F nth', ['stp', 'war'], ['nth']),
  '6.J.8': cd('Russia: A tyr, F bal', ['war'], ['tyr']),
  '6.J.9': cd('Russia: A gre, A sev, F bal', ['stp', 'sev'], ['gre']),
  '6.J.9.2': { ...cd('Russia: A gre, A sev, F ska', ['stp', 'sev'], ['gre']), source: '6.J.9' },
  '6.J.10': cd('Italy: A gre, A pie', ['nap'], ['pie']),
  // Under the older rulebooks (distance to home centers) the army in Warsaw goes instead.
  '6.J.11': { ...cd('Italy: A war, A tus', ['war'], ['tus']), rulebooks: { datc: { outcomes: '', removed: ['war'] } } },
};
