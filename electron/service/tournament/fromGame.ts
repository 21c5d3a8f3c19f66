// A board's outcome read from its Adjutant game: the centers of the last live position, how the
// game ended (a solo or concession is a solo, a passed draw a draw, anything else stopped by the
// game-end rule), and the year each power was eliminated (its first position with no unit and no
// center). The director can still record an outcome by hand (a face-to-face board).
import type { Repositories } from '../../archive/repositories/index';
import { survivors } from '../context';
import { variantMap } from '../variants';
import { success, type ServiceResult } from '../result';
import type { StoredOutcome } from './stored';
import { refuse } from './refusals';

export function outcomeOfGame(repos: Repositories, gameId: number): ServiceResult<StoredOutcome> {
  const game = repos.games.get(gameId);
  if (!game) return refuse('not-found', 'no-game', { gameId });
  const map = variantMap(repos, game.variant);
  if (!map) return refuse('unknown-variant', 'unknown-map', { game: game.name, variant: game.variant });
  const phases = repos.phases.liveWithPositions(gameId);
  const last = phases[phases.length - 1];
  if (!last) return refuse('not-found', 'no-position', { game: game.name });
  const powers = map.powers.map((p) => p.name);
  const centers = Object.fromEntries(powers.map((p) => [p, last.position.supplyCenters[p]?.length ?? 0]));
  const eliminated: Record<string, number | null> = {};
  for (const phase of phases) {
    const alive = survivors(map, phase.position);
    for (const p of powers) if (!alive.includes(p) && !(p in eliminated)) eliminated[p] = phase.phase.year;
  }
  const o = game.outcome;
  const year = last.status === 'open' && phases.length > 1 ? phases[phases.length - 2].phase.year : last.phase.year;
  if (o?.kind === 'solo') return success({ v: 1, outcome: { kind: 'solo', winner: o.winner, centers, eliminated }, year });
  if (o?.kind === 'concession') return success({ v: 1, outcome: { kind: 'solo', winner: o.to, centers, eliminated }, year });
  if (o?.kind === 'draw') return success({ v: 1, outcome: { kind: 'draw', members: o.powers, centers, eliminated }, year });
  return success({ v: 1, outcome: { kind: 'time', centers, eliminated }, year });
}
