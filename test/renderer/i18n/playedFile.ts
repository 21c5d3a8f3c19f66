// A game file of one adjudicated phase (a bounce in Burgundy, France played by Fran), exported from a
// fresh archive: the sound file that the tests of a game file's inconsistencies break one way each
// (readReasons.test.ts, readReasonsData.test.ts).
import type { Archive } from '../../../electron/archive/db';
import { adjudicatePhase, createGame, submitOrders } from '../../../electron/service/index';
import { exportGame } from '../../../electron/service/exchange';
import { value } from '../../electron/service/support';

export async function playedFile(archive: Archive) {
  const gameId = value(await createGame(archive, { name: 'G', players: { France: { name: 'Fran', contact: 'f@example.org' } } })).id;
  value(await submitOrders(archive, { gameId, text: 'France: A Par - Bur\nGermany: A Mun - Bur\n' }));
  value(await adjudicatePhase(archive, { gameId }));
  return value(await exportGame(archive, { gameId }));
}
