// Rolling a game back to an earlier phase: that phase is open again (its adjudication set aside),
// every later phase is marked superseded, nothing is deleted, and the reason goes in the log. A
// solo victory that the rollback undoes puts the game back in play.
import type { RollbackInput } from './types';
export type { RollbackInput } from './types';
import type { Archive } from '../archive/db';
import { DEFAULT_ACTOR, head, loadGame, logEvent } from './context';
import { gameDetail } from './gameViews';
import { refusals, serveChecked, transact, type ServiceResult } from './result';
import type { GameDetail } from './types';
import { int, object, optional, str } from './validate';

const refuse = refusals('rollback', {
  'no-reason': 'reason: say why the game is rolled back',
  cannot: "cannot roll back: game '{{game}}' is {{status}}",
  'cannot-drawn': "cannot roll back: game '{{game}}' is drawn; resume it first",
  'no-phase': "game '{{game}}' has no phase {{seq}} (its phases are 0 to {{last}})",
  'still-open': 'phase {{seq}} ({{phase}}) is still open: nothing to roll back',
});

export const rollbackShape = object({
  gameId: int({ min: 1 }),
  seq: int({ min: 0 }),
  reason: str({ min: 1, max: 2000 }),
  actor: optional(str({ min: 1, max: 100 })),
});

export function rollbackTo(archive: Archive, input: RollbackInput): Promise<ServiceResult<GameDetail>> {
  return serveChecked(rollbackShape, input, (v) => {
    if (!v.reason.trim()) return refuse('invalid-input', 'no-reason');
    return transact(archive, (repos) => {
      const ctx = loadGame(repos, v.gameId);
      if (!ctx.ok) return ctx;
      const game = ctx.value.game;
      const solo = game.status === 'finished' && game.outcome?.kind === 'solo';
      if (game.status !== 'active' && !solo) {
        return game.status === 'drawn'
          ? refuse('game-not-active', 'cannot-drawn', { game: game.name })
          : refuse('game-not-active', 'cannot', { game: game.name, status: game.status });
      }
      const line = repos.phases.live(game.id);
      const target = line.find((p) => p.seq === v.seq);
      if (!target) return refuse('not-found', 'no-phase', { game: game.name, seq: v.seq, last: line.length - 1 });
      if (target.status !== 'adjudicated') return refuse('nothing-to-roll-back', 'still-open', { seq: v.seq, phase: head(target).name });
      const now = archive.now();
      const later = line.filter((p) => p.seq > v.seq);
      repos.phases.supersedeFrom(game.id, v.seq + 1, now);
      repos.adjudications.supersede(target.id, now);
      repos.phases.setStatus(target.id, 'open', now);
      if (solo) repos.games.setStatus(game.id, 'active', null, now);
      logEvent(archive, repos, game.id, v.actor ?? DEFAULT_ACTOR, 'rolled-back', {
        to: head({ ...target, status: 'open' }),
        superseded: later.map((p) => ({ id: p.id, seq: p.seq, name: head(p).name })),
        reason: v.reason,
        undid: solo ? game.outcome : null,
      });
      return gameDetail(repos, game.id);
    });
  });
}
