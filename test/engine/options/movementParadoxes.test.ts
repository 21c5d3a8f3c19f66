// DATC 4.A.2 (convoy paradox rules) and its backup for the 1971 and 2000 rules, under every
// alternative, on the DATC's chapter 6 paradox cases 6.F.14-6.F.24. Expected results are reasoned
// from 4.A.2's description of each rule and what it says of those cases; the preferred (Szykman)
// results are the DATC's own.
import { describe } from 'vitest';
import { datc, everyAlternativeTested, underEach } from './scenario';

// Results that several tables share.
const channelLost = { board: ['England F eng', 'England F lon', 'France A bre'], dislodged: ['France F eng'] };
const both22 = {
  board: ['England F lon', 'England F nth', 'France A bre', 'Germany F bel', 'Germany F eng', 'Russia A nwy'],
  dislodged: ['France F eng', 'Russia F nth'],
};
const nothingMoves22 = {
  board: ['England F edi', 'England F lon', 'France A bre', 'France F eng', 'Germany F bel', 'Germany F pic', 'Russia A nwy', 'Russia F nth'],
};
const north24 = {
  board: ['England F iri', 'England F lon', 'England F mao', 'England F nth', 'France A bre', 'France F bel', 'France F eng', 'Russia A nwy'],
  dislodged: ['Russia F nth'],
};
const nothingMoves24 = {
  board: ['England F edi', 'England F iri', 'England F lon', 'England F mao', 'France A bre', 'France F bel', 'France F eng', 'Russia A nwy', 'Russia F nth'],
};

describe('4.A.2 convoy disruption paradoxes', () => {
  // DATC 6.F.14: A bre - lon attacks F lon, which supports F wal - eng against the convoying fleet.
  underEach('4.A.2', 'DATC 6.F.14, simple convoy paradox', datc('6.F.14'), {
    // 1971: the army does not cut a fleet's support of a fleet attacking its convoy: F eng dislodged.
    '1971': channelLost,
    // 1982: the support is of an action in a sea holding a convoying fleet: not cut.
    '1982': channelLost,
    // 2000: the support is for an attack on a fleet the army needs: not cut.
    '2000': channelLost,
    // Szykman: the convoyed army fails and has no effect, so the support stands (the DATC result).
    szykman: channelLost,
    // All hold: every move of the paradox fails, F wal - eng included: nothing moves.
    'all-hold': { board: ['England F lon', 'England F wal', 'France A bre', 'France F eng'] },
    // DPTG: two resolutions, one with the convoy disrupted: that one is taken, as Szykman.
    dptg: channelLost,
  });

  const walesTaken = {
    board: ['England F eng', 'England F lon', 'France A bre', 'Italy A wal', 'Italy F iri', 'Italy F mao'],
    dislodged: ['France F eng'],
  };
  // DATC 6.F.15: as 6.F.14, and an Italian army is convoyed into Wales, which F wal leaves.
  underEach('4.A.2', 'DATC 6.F.15, simple convoy paradox with additional convoy', datc('6.F.15'), {
    // 1971: support not cut, F wal - eng succeeds and A naf enters the empty Wales.
    '1971': walesTaken,
    // 1982: as 1971.
    '1982': walesTaken,
    // 2000: as 1971.
    '2000': walesTaken,
    // Szykman: only the French army fails; the Italian convoy is no part of the paradox (the DATC result).
    szykman: walesTaken,
    // All hold: F wal - eng fails with the paradox, so Wales stays occupied and A naf bounces.
    'all-hold': { board: ['England F lon', 'England F wal', 'France A bre', 'France F eng', 'Italy A naf', 'Italy F iri', 'Italy F mao'] },
    // DPTG: the convoy-disrupted resolution, as Szykman.
    dptg: walesTaken,
  });

  const londonTaken = {
    board: ['England F wal', 'France A lon', 'France F eng', 'France F yor', 'Germany F bel', 'Germany F nth'],
    dislodged: ['England F lon'],
  };
  const nothingMoves17 = {
    board: ['England F lon', 'England F wal', 'France A bre', 'France F eng', 'France F yor', 'Germany F bel', 'Germany F nth'],
  };
  // DATC 6.F.17: Pandin's extended paradox: F yor supports A bre - lon.
  underEach('4.A.2', "DATC 6.F.17, Pandin's extended paradox", datc('6.F.17'), {
    // 1971: support not cut and it takes precedence over the dislodge rule: the Channel holds, the army dislodges F lon.
    '1971': londonTaken,
    // 1982: the same (a support of an action in the convoying fleet's sea).
    '1982': londonTaken,
    // 2000: the same; the only case where 2000 and Szykman differ (4.A.2 d, 5.B.9).
    '2000': londonTaken,
    // Szykman: the army fails and has no effect: nothing moves (the DATC result).
    szykman: nothingMoves17,
    // All hold: every move of the paradox fails: nothing moves.
    'all-hold': nothingMoves17,
    // DPTG: the paradox has no resolution, so all hold: nothing moves.
    dptg: nothingMoves17,
  });

  const nothingMoves18 = { board: ['England A lon', 'England F eng', 'England F nth', 'France F bel', 'Germany F hel', 'Germany F ska'] };
  // DATC 6.F.18: the betrayal paradox: F bel supports the North Sea fleet that convoys an army against it.
  underEach('4.A.2', 'DATC 6.F.18, betrayal paradox', datc('6.F.18'), {
    // 1971: no answer (betrayal paradox); the backup (Szykman by default) makes the army fail.
    '1971': nothingMoves18,
    // 1982: F bel supports a hold in a sea with a convoying fleet: not cut; the North Sea holds and the army dislodges F bel.
    '1982': { board: ['England A bel', 'England F eng', 'England F nth', 'Germany F hel', 'Germany F ska'], dislodged: ['France F bel'] },
    // 2000: no answer; the Szykman backup: nothing moves.
    '2000': nothingMoves18,
    // Szykman: the army fails: nothing moves (the DATC result).
    szykman: nothingMoves18,
    // All hold: nothing moves.
    'all-hold': nothingMoves18,
    // DPTG: no resolution, so all hold.
    dptg: nothingMoves18,
  });

  const tyrrhenianLost = { board: ['France A tun', 'France F ion', 'Italy F nap', 'Italy F tys'], dislodged: ['France F tys'] };
  const nothingMoves19 = { board: ['France A tun', 'France F ion', 'France F tys', 'Italy F nap', 'Italy F rom'] };
  // DATC 6.F.19: two routes (Tyrrhenian and Ionian); F nap supports F rom - tys.
  underEach('4.A.2', 'DATC 6.F.19, multi-route convoy disruption paradox', datc('6.F.19'), {
    // 1971: a fleet's support of a fleet attacking a convoying fleet is not cut: F tys dislodged; the army still fails 1 to 1.
    '1971': tyrrhenianLost,
    // 1982: a support of an action in a sea with a convoying fleet: not cut, F tys dislodged.
    '1982': tyrrhenianLost,
    // 2000: the Tyrrhenian is not necessary (the Ionian route), so the support is cut: nothing moves.
    '2000': nothingMoves19,
    // Szykman: no paradox at all: the army cuts the support, nothing moves (the DATC result).
    szykman: nothingMoves19,
    // All hold: no paradox.
    'all-hold': nothingMoves19,
    // DPTG: no paradox.
    dptg: nothingMoves19,
  });

  const ionianLost = { board: ['France A tun', 'France F tys', 'Italy F nap', 'Turkey F aeg', 'Turkey F ion'], dislodged: ['Italy F ion'] };
  // DATC 6.F.20: Italy orders an unwanted convoy so that F nap's support of F ion may not be cut.
  underEach('4.A.2', 'DATC 6.F.20, unwanted multi-route convoy paradox', datc('6.F.20'), {
    // 1971: F nap supports a hold, not an attack on a convoying fleet: cut, F ion dislodged.
    '1971': ionianLost,
    // 1982: a support of a hold in a sea with a convoying fleet is not cut: F ion survives (the trick 4.A.2 b warns of).
    '1982': { board: ['France A tun', 'France F tys', 'Italy F ion', 'Italy F nap', 'Turkey F aeg', 'Turkey F eas'] },
    // 2000: not a support of an attack on a needed fleet: cut.
    '2000': ionianLost,
    // Szykman: no paradox (the Tyrrhenian route always holds): cut, F ion dislodged (the DATC result).
    szykman: ionianLost,
    // All hold: no paradox.
    'all-hold': ionianLost,
    // DPTG: no paradox.
    dptg: ionianLost,
  });

  const atlanticLost = {
    board: ['England A lvp', 'France F iri', 'France F nao', 'Russia A cly', 'Russia A edi', 'Russia F nwg'],
    dislodged: ['England F cly', 'England F nao'],
  };
  // DATC 6.F.21: Dad's army convoy: F cly supports the convoying F nao and is attacked by a convoyed Russian army.
  underEach('4.A.2', "DATC 6.F.21, Dad's army convoy", datc('6.F.21'), {
    // 1971: F cly supports a hold, not an attack on a convoying fleet: cut, F nao dislodged.
    '1971': atlanticLost,
    // 1982: a support of a hold in a sea with a convoying fleet is not cut: F nao holds, only F cly falls (4.A.2 b's trick).
    '1982': {
      board: ['England A lvp', 'England F nao', 'France F iri', 'France F mao', 'Russia A cly', 'Russia A edi', 'Russia F nwg'],
      dislodged: ['England F cly'],
    },
    // 2000: not a support of an attack on a fleet: cut.
    '2000': atlanticLost,
    // Szykman: no paradox (the Russian convoy is safe): cut (the DATC result).
    szykman: atlanticLost,
    // All hold: no paradox.
    'all-hold': atlanticLost,
    // DPTG: no paradox.
    dptg: atlanticLost,
  });

  // DATC 6.F.22: two linked paradoxes with two resolutions.
  underEach('4.A.2', 'DATC 6.F.22, second order paradox with two resolutions', datc('6.F.22'), {
    // 1971: each army attacks a support against the other's convoy, which the rule does not cover; Szykman backup.
    '1971': both22,
    // 1982: both supports are of moves into seas with convoying fleets: not cut, both fleets dislodged.
    '1982': both22,
    // 2000: not covered; Szykman backup: both convoys fail.
    '2000': both22,
    // Szykman: both armies fail, both supports stand: both convoying fleets dislodged (the DATC result).
    szykman: both22,
    // All hold: every move of the paradox fails: nothing moves.
    'all-hold': nothingMoves22,
    // DPTG: two resolutions, one with every convoy disrupted: that one.
    dptg: both22,
  });

  // DATC 6.F.24: two linked paradoxes with no resolution.
  underEach('4.A.2', 'DATC 6.F.24, second order paradox with no resolution', datc('6.F.24'), {
    // 1971: not covered; Szykman backup: both armies fail, F nth dislodged, the Channel holds 2 to 2.
    '1971': north24,
    // 1982: neither support is cut (both are of actions in seas with convoying fleets): the same result.
    '1982': north24,
    // 2000: not covered; Szykman backup.
    '2000': north24,
    // Szykman: both armies fail: F nth dislodged (the DATC result).
    szykman: north24,
    // All hold: every move of the paradox fails: nothing moves.
    'all-hold': nothingMoves24,
    // DPTG: no resolution at all, so all hold.
    dptg: nothingMoves24,
  });
});

describe('4.A.2-fallback backup rule for the paradoxes 1971 and 2000 leave open', () => {
  // One row a case: the 4.A.2 rule it runs under, the DATC case, and the board under each backup.
  // 6.F.22 and 6.F.24 are second order paradoxes which neither the 1971 nor the 2000 rule settles:
  // the Szykman backup fails both convoyed armies (6.F.22: both supports stand; 6.F.24: F nth is
  // dislodged); the All hold backup fails every move of the paradox. 6.F.14 is settled by the 2000
  // rule itself (it keeps the support: F eng dislodged), so the backup is never asked. Under 4.A.2
  // Szykman the backup plays no part: the Szykman rule settles the paradox itself.
  for (const [rule, id, note, expected] of [
    ['2000', '6.F.22', '', { szykman: both22, 'all-hold': nothingMoves22 }],
    ['2000', '6.F.24', '', { szykman: north24, 'all-hold': nothingMoves24 }],
    ['1971', '6.F.22', '', { szykman: both22, 'all-hold': nothingMoves22 }],
    ['1971', '6.F.24', '', { szykman: north24, 'all-hold': nothingMoves24 }],
    ['2000', '6.F.14', ' (the 2000 rule answers)', { szykman: channelLost, 'all-hold': channelLost }],
    ['szykman', '6.F.24', ' (no backup needed)', { szykman: north24, 'all-hold': north24 }],
  ] as const) {
    underEach('4.A.2-fallback', `4.A.2 ${rule}, DATC ${id}${note}`, { ...datc(id), options: { '4.A.2': rule } }, expected);
  }
});

everyAlternativeTested(['4.A.2', '4.A.2-fallback']);
