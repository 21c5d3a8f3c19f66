// DATC v3.0 6.G, convoying to adjacent provinces: the results as the text of each case states them
// (see types.ts). `rulebooks` holds the results the text gives under the 1971 rules (preset 1971,
// 4.A.3 c), the literal dislodge rule (preset 2000, 4.A.7 a), the DPTG (preset dptg, 4.A.3 e) and
// the DATC v2.4 preference (preset datc, the land route as fallback).
import type { CaseResults, PhaseResults } from './types';

const same = (r: PhaseResults, ...presets: string[]): Record<string, PhaseResults> => Object.fromEntries(presets.map((p) => [p, r]));

const G1: PhaseResults = { outcomes: 'ss s' };
const G3: PhaseResults = { outcomes: 'sss. x', dislodged: ['eng'] };
const G4: PhaseResults = { outcomes: 'ss.. xf', dislodged: ['eng', 'bel'] };
const G6: PhaseResults = { outcomes: 's. s .. ..' };
const G7: PhaseResults = { outcomes: '.f fi' };

export const RESULTS_G: Record<string, CaseResults> = {
  '6.G.1': { ...G1, rulebooks: { ...same(G1, '1971', '1982', '2000'), dptg: { outcomes: 'f. f' } } },
  // Only the 1971 rules let the German fleet kidnap the English army.
  '6.G.2': { outcomes: 'f f .', rulebooks: { '1971': { outcomes: 's s .' } } },
  '6.G.3': { ...G3, rulebooks: same(G3, '1971') },
  '6.G.4': { ...G4, rulebooks: same(G4, '1971', 'dptg') },
  '6.G.5': { outcomes: 's. s.', rulebooks: { dptg: { outcomes: 'f. f.' } } },
  '6.G.6': { ...G6, rulebooks: { ...same(G6, '1971'), dptg: { outcomes: 'f. f .. ..' } } },
  // The Russian convoy from the Gulf of Bothnia is impossible, so it shows no intent.
  '6.G.7': { ...G7, rulebooks: { '1971': { outcomes: '.s s.' }, dptg: G7 } },
  // v3.0 prefers no fallback to the land route; v2.4 preferred it (4.A.3).
  '6.G.8': { outcomes: 'f ss', rulebooks: { dptg: { outcomes: 'f ss' }, datc: { outcomes: 's ss' } } },
  '6.G.9': { outcomes: 's.. s', rulebooks: { dptg: { outcomes: 's.. f', dislodged: ['swe'] } } },
  '6.G.10': {
    outcomes: 's.. . f. f.',
    dislodged: ['swe'],
    rulebooks: { '2000': { outcomes: 's.. . f. s.', dislodged: ['swe'] } },
  },
  // No fallback: the simplest convoy paradox; Szykman fails the convoy and Skagerrak is dislodged.
  '6.G.11': { outcomes: 'ss ff.', dislodged: ['ska'] },
  '6.G.12': { outcomes: 'sss ssss' },
  '6.G.13': { outcomes: '.f ss', dislodged: ['tri'], rulebooks: { '1971': { outcomes: '.f ss', dislodged: ['tri'] } } },
  '6.G.14': {
    outcomes: 's.. f. . f.',
    dislodged: ['swe'],
    rulebooks: { '2000': { outcomes: 's.. s. . f.', dislodged: ['swe'] } },
  },
  '6.G.15': {
    outcomes: '..fs .f',
    dislodged: ['bel'],
    rulebooks: { '2000': { outcomes: '..ss .f', dislodged: ['bel'] } },
  },
  '6.G.16': { outcomes: 's..f s..' },
  '6.G.17': { outcomes: 's...f s.' },
  '6.G.18': { outcomes: '..fs. .s.' },
  // New in v3.0: Western Mediterranean is on no route, so its convoy is illegal and shows no intent.
  '6.G.19': { outcomes: 'fi .f', rulebooks: { '1971': { outcomes: 's. .s' }, dptg: { outcomes: 'f. .f' } } },
  // New in v3.0: no fallback to the land route when the ordered convoy is disrupted.
  '6.G.20': { outcomes: 'sf.. f', dislodged: ['eng'] },
};
