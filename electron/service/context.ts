// What most service functions start from: the game with its map and rule options, its open phase,
// the survivors of a position, and the event every action leaves in the log.
import { type GameMap, type RuleOptionError, type RuleOptions, phaseName, type Position, type Power } from '../../engine/index';
import type { Archive } from '../archive/db';
import type { Repositories } from '../archive/repositories/index';
import type { EventAction, GameRecord, PhaseRecord, PhaseWithPosition } from '../archive/types';
import { optionsOf } from './engine';
import { variantMap } from './variants';
import { changeBy, refusals, success, transact, type ServiceResult } from './result';
import type { PhaseHead } from './types';

/** What a change to a game that is not being played was refused for (`requireActive`). */
const CANNOT = {
  'set a deadline': 'cannot-deadline',
  adjudicate: 'cannot-adjudicate',
  'take orders': 'cannot-take-orders',
  'change its rules': 'cannot-change-rules',
  'edit the position': 'cannot-edit-position',
  'vote on a draw': 'cannot-vote',
} as const;
export type Doing = keyof typeof CANNOT;

export const refuse = refusals('game', {
  'no-game': 'no game #{{id}} in the archive',
  'no-map': "game '{{game}}' is played on the '{{variant}}' map, which this Adjutant does not have",
  'unknown-rules': "game '{{game}}' has rule options this Adjutant does not know: {{said}}",
  'cannot-deadline': "cannot set a deadline: game '{{game}}' is {{status}}",
  'cannot-deadline-drawn': "cannot set a deadline: game '{{game}}' is drawn; resume it first",
  'cannot-adjudicate': "cannot adjudicate: game '{{game}}' is {{status}}",
  'cannot-adjudicate-drawn': "cannot adjudicate: game '{{game}}' is drawn; resume it first",
  'cannot-take-orders': "cannot take orders: game '{{game}}' is {{status}}",
  'cannot-take-orders-drawn': "cannot take orders: game '{{game}}' is drawn; resume it first",
  'cannot-change-rules': "cannot change its rules: game '{{game}}' is {{status}}",
  'cannot-change-rules-drawn': "cannot change its rules: game '{{game}}' is drawn; resume it first",
  'cannot-edit-position': "cannot edit the position: game '{{game}}' is {{status}}",
  'cannot-edit-position-drawn': "cannot edit the position: game '{{game}}' is drawn; resume it first",
  'cannot-vote': "cannot vote on a draw: game '{{game}}' is {{status}}",
  'cannot-vote-drawn': "cannot vote on a draw: game '{{game}}' is drawn; resume it first",
  'no-open-phase': "game '{{game}}' has no phase waiting for orders",
  'not-a-power': "'{{written}}' is not a power of the {{mapName}} map",
  // The engine's rule option errors (engine/rules/options.ts resolveOptions), word for word.
  'unknown-preset': "unknown preset '{{written}}'; choose one of: {{choices}}",
  'unknown-option': "unknown option '{{written}}'; choose one of: {{choices}}",
  'unknown-alternative': "unknown alternative '{{written}}' for {{option}}; choose one of: {{choices}}",
});

/**
 * Rule options a stored game or a file names that the engine refused, as the particulars of a refusal
 * whose frame says `{{said}}`: the engine's error by its key (`game.unknown-option`) and particulars,
 * the option ids kept as stored.
 */
export function storedRulesSaid(error: RuleOptionError): Record<string, string> {
  return { said: `game.${error.code}`, ...(error.params ?? {}) };
}

/** Rule options the engine refused (`resolveOptions`), as a refusal worded from the error's code and particulars. */
export function rulesRefused(error: RuleOptionError) {
  return refuse('bad-rule-options', error.code, error.params ?? {});
}

export interface GameContext {
  game: GameRecord;
  map: GameMap;
  options: RuleOptions;
}

export function loadGame(repos: Repositories, gameId: number): ServiceResult<GameContext> {
  const game = repos.games.get(gameId);
  if (!game) return refuse('not-found', 'no-game', { id: gameId });
  const map = variantMap(repos, game.variant);
  if (!map) return refuse('unknown-variant', 'no-map', { game: game.name, variant: game.variant });
  const options = optionsOf(game.ruleOptions);
  if (!options.ok) return refuse('bad-rule-options', 'unknown-rules', { game: game.name, ...storedRulesSaid(options.error) });
  return success({ game, map, options: options.value });
}

/** A change to one game (`changeBy`): the game loaded with its map and rule options. */
export const changeGame = changeBy('gameId', (_archive, repos, gameId: number): ServiceResult<GameContext> => loadGame(repos, gameId));

export function requireActive(game: GameRecord, doing: Doing): ServiceResult<true> {
  if (game.status === 'active') return success(true);
  if (game.status === 'drawn') return refuse('game-not-active', `${CANNOT[doing]}-drawn`, { game: game.name });
  return refuse('game-not-active', CANNOT[doing], { game: game.name, status: game.status });
}

export function openPhase(repos: Repositories, game: GameRecord): ServiceResult<PhaseWithPosition> {
  const phase = repos.phases.open(game.id);
  if (!phase) return refuse('no-open-phase', 'no-open-phase', { game: game.name });
  return success(phase);
}

/** The game an action changes: loaded, still being played, with the phase waiting for orders. */
export function activeGame(repos: Repositories, gameId: number, doing: Doing): ServiceResult<{ ctx: GameContext; phase: PhaseWithPosition }> {
  const ctx = loadGame(repos, gameId);
  if (!ctx.ok) return ctx;
  const active = requireActive(ctx.value.game, doing);
  if (!active.ok) return active;
  const phase = openPhase(repos, ctx.value.game);
  if (!phase.ok) return phase;
  return success({ ctx: ctx.value, phase: phase.value });
}

export function head(p: Pick<PhaseRecord, 'seq' | 'phase' | 'status'> & { id?: number | null }): PhaseHead {
  return { id: p.id ?? null, seq: p.seq, phase: p.phase, name: phaseName(p.phase), status: p.status };
}

/** Powers still in the game: they have a unit or a supply center. */
export function survivors(map: GameMap, position: Position): Power[] {
  return map.powers.map((p) => p.name).filter((name) => position.units.some((u) => u.power === name) || (position.supplyCenters[name]?.length ?? 0) > 0);
}

/** The power as the map names it, from any case (`england` -> `England`), or null. */
export function powerNamed(map: GameMap, written: string): Power | null {
  const w = written.trim().toLowerCase();
  const found = map.powers.find((p) => p.name.toLowerCase() === w || p.aliases.includes(w));
  return found ? found.name : null;
}

/** Writes one entry of the events log and marks the game as just updated. */
export function logEvent(
  archive: Archive,
  repos: Repositories,
  gameId: number | null,
  actor: string,
  action: EventAction,
  details: Record<string, unknown>,
): void {
  const at = archive.now();
  repos.events.insert({ gameId, at, actor, action, details });
  if (gameId !== null) repos.games.touch(gameId, at);
}

export const DEFAULT_ACTOR = 'GM';

/** A game setting kept as the last entry of its kind in the game's log (draw votes' visibility, missing orders). */
export function logGameSetting<T extends Record<string, unknown>>(
  archive: Archive,
  input: { gameId: number; actor?: string },
  action: EventAction,
  details: T,
): ServiceResult<T> {
  return transact(archive, (repos) => {
    const game = repos.games.get(input.gameId);
    if (!game) return refuse('not-found', 'no-game', { id: input.gameId });
    logEvent(archive, repos, game.id, input.actor ?? DEFAULT_ACTOR, action, details);
    return success(details);
  });
}
