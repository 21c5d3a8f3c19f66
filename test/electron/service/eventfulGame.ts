// A game with some history, for the game-file tests: phases, a rollback, a correction, a draw vote.
import type { Archive } from '../../../electron/archive/db';
import { adjudicatePhase, castDrawVote, commitCorrection, previewCorrection, rollbackTo, submitOrders } from '../../../electron/service/index';
import { value, gameWithOpening } from './support';

export async function eventfulGame(archive: Archive): Promise<number> {
  const gameId = await gameWithOpening(archive, { name: 'Exported', drawType: 'nodias', players: { France: { name: 'Fran' } } });
  value(await adjudicatePhase(archive, { gameId }));
  value(await submitOrders(archive, { gameId, power: 'France', text: 'A bur - bel' }));
  value(await adjudicatePhase(archive, { gameId }));
  value(await rollbackTo(archive, { gameId, seq: 1, reason: 'late mail' }));
  const russia = 'A war - gal\nA mos - sev\nF sev - rum\nF stp/sc - bot';
  const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia }));
  value(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia, token: preview.token }));
  value(await castDrawVote(archive, { gameId, power: 'England', vote: 'draw', drawList: ['England', 'France'] }));
  return gameId;
}
