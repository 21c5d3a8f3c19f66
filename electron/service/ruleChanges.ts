// Changing a game's rule options after it started: the GM confirms it (the app asks), it is logged
// with the phase it applies from and the reason, and it applies from the next adjudication.
// Phases adjudicated before keep the options they were adjudicated under: when a correction
// replays them, `optionsAt` finds those options again from the log.
import { resolveOptions, type RuleOptions } from '../../engine/index';
import type { Archive } from '../archive/db';
import type { Repositories } from '../archive/repositories/index';
import type { EventAction } from '../archive/types';
import { activeGame, DEFAULT_ACTOR, logEvent, rulesRefused } from './context';
import { optionsOf } from './engine';
import { gameDetail } from './gameViews';
import { serveChecked, transact, type ServiceResult } from './result';
import type { GameDetail } from './types';
import { int, object, optional, record, str } from './validate';

export const RULES_CHANGED = 'rules-changed' satisfies EventAction;

export interface SetRulesInput {
  gameId: number;
  rules: { preset?: string; options?: Record<string, string> };
  reason?: string;
  actor?: string;
}

export const setRulesShape = object({
  gameId: int({ min: 1 }),
  rules: object({ preset: optional(str({ max: 64 })), options: optional(record(str({ max: 64 }))) }),
  reason: optional(str({ max: 2000 })),
  actor: optional(str({ min: 1, max: 100 })),
});

interface RulesChange {
  from: Record<string, string>;
  to: Record<string, string>;
  fromSeq: number;
}

function changesOf(repos: Repositories, gameId: number): RulesChange[] {
  return repos.events
    .forGame(gameId)
    .filter((e) => e.action === RULES_CHANGED)
    .map((e) => e.details as unknown as RulesChange);
}

/**
 * The options a phase was (or will be) adjudicated under: the game's options, less every change
 * made after that phase was played, undone newest first.
 */
export function optionsAt(repos: Repositories, gameId: number, current: Record<string, string>, seq: number): RuleOptions | null {
  let options = current;
  for (const change of changesOf(repos, gameId).reverse()) if (change.fromSeq > seq) options = change.from;
  const resolved = optionsOf(options);
  return resolved.ok ? resolved.value : null;
}

export function setRuleOptions(archive: Archive, input: SetRulesInput): Promise<ServiceResult<GameDetail>> {
  return serveChecked(setRulesShape, input, (v) => {
    const options = resolveOptions(v.rules);
    if (!options.ok) return rulesRefused(options.error);
    return transact(archive, (repos) => {
      const open = activeGame(repos, v.gameId, 'change its rules');
      if (!open.ok) return open;
      const { ctx, phase } = open.value;
      const from = ctx.game.ruleOptions;
      const to: Record<string, string> = { ...options.value };
      if (JSON.stringify(from) === JSON.stringify(to)) return gameDetail(repos, v.gameId);
      repos.games.setRuleOptions(v.gameId, to, archive.now());
      const changed = Object.keys(to).filter((k) => from[k] !== to[k]);
      logEvent(archive, repos, v.gameId, v.actor ?? DEFAULT_ACTOR, RULES_CHANGED, { from, to, fromSeq: phase.seq, changed, reason: v.reason ?? null });
      return gameDetail(repos, v.gameId);
    });
  });
}
