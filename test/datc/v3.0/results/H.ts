// DATC v3.0 6.H, retreating: the results as the text of each case states them (see types.ts). The
// text gives the movement orders and then, for most cases, the retreat orders (`then`).
import type { CaseResults } from './types';

export const RESULTS_H: Record<string, CaseResults> = {
  '6.H.1': { outcomes: 'fs f ssss', dislodged: ['tri', 'gre'], then: 'fi f' },
  '6.H.2': { outcomes: 'ssf ss fssf', dislodged: ['nwy', 'edi', 'hol'], then: 'f fi' },
  // The convoy is illegal in a retreat phase, and Yorkshire is out of reach: the army is disbanded.
  '6.H.3': { outcomes: 'sf ss', dislodged: ['hol'], then: 'xi' },
  '6.H.4': { outcomes: 'sf ss', dislodged: ['hol'], then: 'si' },
  '6.H.5': { outcomes: 'ss f', dislodged: ['ank'], retreats: { ank: { not: ['bla'] } } },
  '6.H.6': { outcomes: 'ss ff f', dislodged: ['vie'], retreats: { vie: { not: ['boh'] } } },
  '6.H.7': { outcomes: 'ss ss ff', dislodged: ['vie', 'boh'], then: 'ff' },
  '6.H.8': { outcomes: 'ssf ss fssf', dislodged: ['nwy', 'edi', 'hol'], then: 'f ff' },
  '6.H.9': { outcomes: 'ss sfs f', dislodged: ['kie', 'pru'], retreats: { kie: { may: ['ber'] } } },
  '6.H.10': { outcomes: 'f ssf ss', dislodged: ['kie', 'pru'], then: 'i s' },
  '6.H.11': { outcomes: 's.... f', dislodged: ['mar'], retreats: { mar: { may: ['gas'] } } },
  '6.H.12': { outcomes: 'f.f. s. s...', dislodged: ['lvp', 'eng'], retreats: { lvp: { may: ['edi'] } } },
  '6.H.13': { outcomes: 'f. ss', dislodged: ['pic'], retreats: { pic: { not: ['lon'] } } },
  '6.H.14': { outcomes: 'f. ssf ss', dislodged: ['pic', 'bur'], then: 'f f' },
  '6.H.15': { outcomes: 'f ss', dislodged: ['por'], retreats: { por: { not: ['spa/nc', 'spa'] } } },
  '6.H.16': { outcomes: 'fff ss', dislodged: ['wes'], retreats: { wes: { not: ['spa/sc', 'spa/nc', 'spa'] } } },
};
