// A player who leaves the tournament (ill, gone home) is withdrawn: left out of every seating from
// then on and shown as withdrawn; their past boards and scores stay. Returning brings them back into
// the next seating. Each change is logged with who made it.
import type { Archive } from '../../archive/db';
import { tournamentsRepository } from '../../archive/repositories/tournaments';
import { DEFAULT_ACTOR, logEvent } from '../context';
import { failure, serveChecked, transact, type ServiceResult } from '../result';
import { bool, object, optional, str } from '../validate';
import type { TournamentDetail } from './types';
import { detail } from './tournaments';

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
  return serveChecked(withdrawShape, input, (v) =>
    transact(archive, (repos) => {
      const t = detail(archive, repos, v.tournament);
      if (!t.ok) return t;
      const wanted = v.player.trim().toLowerCase();
      const player = t.value.players.find((p) => p.name.toLowerCase() === wanted);
      if (!player) return failure('not-found', `player: '${v.player}' is not a player of '${t.value.name}'`);
      if ((player.withdrawnAt !== null) === v.withdrawn)
        return failure('invalid-input', `player: '${player.name}' is ${v.withdrawn ? 'already withdrawn' : 'not withdrawn'}`);
      const now = archive.now();
      tournamentsRepository(archive.db).setWithdrawn(player.id, v.withdrawn ? now : null);
      logEvent(archive, repos, null, v.actor ?? DEFAULT_ACTOR, v.withdrawn ? 'tournament-player-withdrawn' : 'tournament-player-returned', {
        tournament: t.value.name,
        player: player.name,
        afterRound: t.value.rounds.length,
      });
      return detail(archive, repos, t.value.id);
    }),
  );
}
