// DATC v3.0 6.F, convoys: the results as the text of each case states them (see types.ts). Where
// the text gives the result under older rulebooks too, `rulebooks` holds it under that preset.
import type { CaseResults, PhaseResults } from './types';

const same = (r: PhaseResults, ...presets: string[]): Record<string, PhaseResults> => Object.fromEntries(presets.map((p) => [p, r]));

const F14: PhaseResults = { outcomes: 'ss ff', dislodged: ['eng'] };
const F16: PhaseResults = { outcomes: 'sf f. .f' };
const F22: PhaseResults = { outcomes: 'ss ff ss ff', dislodged: ['eng', 'nth'] };
const F23: PhaseResults = { outcomes: 'f. f. ss f. f.' };
const F24: PhaseResults = { outcomes: 'ssf. f.s ff', dislodged: ['nth'] };

export const RESULTS_F: Record<string, CaseResults> = {
  // Constantinople cannot convoy, so the army does not reach Sevastopol.
  '6.F.1': { outcomes: 'x.i.' },
  '6.F.2': { outcomes: 'sf f' },
  '6.F.3': { outcomes: 'sss f' },
  '6.F.4': { outcomes: 'ss f' },
  '6.F.5': { outcomes: 'ss f. f.' },
  '6.F.6': { outcomes: 'ff s..s f.', dislodged: ['nth'] },
  '6.F.7': { outcomes: 'ff .s', dislodged: ['nth'], retreats: { nth: { may: ['hol'] } } },
  '6.F.8': { outcomes: 'ff .ss', dislodged: ['nth'] },
  '6.F.9': {
    outcomes: 'f.s .s',
    dislodged: ['eng'],
    rulebooks: { '1971': { outcomes: 'f.f .s', dislodged: ['eng'] } },
  },
  '6.F.10': {
    outcomes: '.s f .s',
    dislodged: ['eng'],
    rulebooks: { '1971': { outcomes: '.f f .s', dislodged: ['eng'] } },
  },
  '6.F.11': {
    outcomes: 's f . .s',
    dislodged: ['eng'],
    rulebooks: { '1971': { outcomes: 'f f . .s', dislodged: ['eng'] } },
  },
  // The dislodged Irish Sea fleet is on no route, so even the 1971 rule leaves the convoy whole.
  '6.F.12': {
    outcomes: '.s. .s',
    dislodged: ['iri'],
    rulebooks: { '1971': { outcomes: '.s. .s', dislodged: ['iri'] } },
  },
  '6.F.13': { outcomes: 'sf s .s', dislodged: ['nth'] },
  '6.F.14': { ...F14, rulebooks: same(F14, '1971', '1982', '2000') },
  '6.F.15': { outcomes: 'ss ff sss', dislodged: ['eng'] },
  '6.F.16': { ...F16, rulebooks: same(F16, '1971', '1982', '2000') },
  // Szykman: the convoy fails and nothing is dislodged; the rulebooks' rules let it dislodge London.
  '6.F.17': {
    outcomes: '.f f.. .f',
    rulebooks: same({ outcomes: 'sf s.. .f', dislodged: ['lon'] }, '1971', '1982', '2000'),
  },
  '6.F.18': {
    outcomes: 'xf. s .f',
    rulebooks: { '1982': { outcomes: '.s. . .f', dislodged: ['bel'] } },
  },
  '6.F.19': {
    outcomes: 'f.. ff',
    rulebooks: {
      '2000': { outcomes: 'f.. ff' },
      '1982': { outcomes: 'f.. ss', dislodged: ['tys'] },
      '1971': { outcomes: 'f.. ss', dislodged: ['tys'] },
    },
  },
  '6.F.20': {
    outcomes: 'f. ff ss',
    dislodged: ['ion'],
    rulebooks: { '2000': { outcomes: 'f. ff ss', dislodged: ['ion'] }, '1982': { outcomes: 'f. s. .f' } },
  },
  // Clyde's support is cut by the Russian army, which (supported from Edinburgh) dislodges it.
  '6.F.21': {
    outcomes: 's.s .s .ff',
    dislodged: ['nao', 'cly'],
    rulebooks: { '1982': { outcomes: '... .f ..s', unsettled: ['cly', 'nwy'] } },
  },
  '6.F.22': { ...F22, rulebooks: same(F22, '1982') },
  '6.F.23': { ...F23, rulebooks: same(F23, '1982') },
  '6.F.24': { ...F24, rulebooks: same(F24, '1982') },
  // New in v3.0: the supports are cut by moves that succeed only after the convoys are settled.
  '6.F.25': { outcomes: 'ffss. ss.s fff', dislodged: ['hol', 'nwy'] },
};
