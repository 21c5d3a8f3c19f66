// A player who leaves the tournament (ill, gone home) is withdrawn: left out of every seating from
// then on and shown as withdrawn; their past boards and scores stay. Returning brings them back into
// the next seating. Each change is logged with who made it.
import type { Archive } from '../../archive/db';
import { tournamentsRepository } from '../../archive/repositories/tournaments';
import { DEFAULT_ACTOR, logEvent } from '../context';
import { type ServiceResult } from '../result';
import { bool, object, optional, str } from '../validate';
import type { TournamentDetail } from './types';
import { changeTournament, detail } from './tournaments';
import { refuse } from './refusals';

export const withdrawShape = object({
  tournament: str({ min: 1, max: 200 }),
  player: str({ min: 1, max: 200 }),
  /** true withdraws the player, false brings them back. */
  withdrawn: bool,
  actor: optional(str({ min: 1, max: 100 })),
});

export function setWithdrawn(
  archive: Archive,
  input: { tournament: string; player: string; withdrawn: boolean; actor?: string },
): Promise<ServiceResult<TournamentDetail>> {
  return changeTournament(archive, withdrawShape, input, (v, repos, t) => {
    const wanted = v.player.trim().toLowerCase();
    const player = t.players.find((p) => p.name.toLowerCase() === wanted);
    if (!player) return refuse('not-found', 'not-a-player', { name: v.player, tournament: t.name });
    if ((player.withdrawnAt !== null) === v.withdrawn)
      return refuse('invalid-input', v.withdrawn ? 'already-withdrawn' : 'not-withdrawn', { name: player.name });
    const now = archive.now();
    tournamentsRepository(archive.db).setWithdrawn(player.id, v.withdrawn ? now : null);
    logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, v.withdrawn ? 'tournament-player-withdrawn' : 'tournament-player-returned', {
      tournament: t.name,
      player: player.name,
      afterRound: t.rounds.length,
    });
    return detail(archive, repos, t.id);
  });
}
