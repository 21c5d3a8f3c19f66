// Whether a game lets powers that sent no orders at all simply hold (their units hold, their
// retreats are disbanded, their builds waived, their removals made by civil disorder) without the
// GM confirming it at each adjudication. The default is to ask: a repeated or mistaken command must
// never adjudicate an empty phase silently (issue 26). The setting is an entry of the game's log
// ('missing-orders-policy'), like the visibility of draw votes, so it travels with the game.
import type { Archive } from '../archive/db';
import type { EventRecord } from '../archive/types';
import { logGameSetting, refuse as refuseGame } from './context';
import { serveChecked, snapshot, success, type ServiceResult } from './result';
import { bool, int, object, optional, str } from './validate';

export const MISSING_ORDERS_EVENT = 'missing-orders-policy';

export interface MissingOrdersPolicy {
  /** true: powers without orders hold without asking; false (the default): adjudicating asks first. */
  hold: boolean;
}

/** The last setting logged, else ask. */
export function missingOrdersHold(events: readonly EventRecord[]): boolean {
  let hold = false;
  for (const e of events) if (e.action === MISSING_ORDERS_EVENT) hold = e.details.hold === true;
  return hold;
}

const refShape = object({ gameId: int({ min: 1 }) });
const policyShape = object({ gameId: int({ min: 1 }), hold: bool, actor: optional(str({ min: 1, max: 100 })) });

export function getMissingOrdersPolicy(archive: Archive, input: { gameId: number }): Promise<ServiceResult<MissingOrdersPolicy>> {
  return serveChecked(refShape, input, (checked) => {
    return snapshot(archive, (repos) => {
      const game = repos.games.get(checked.gameId);
      if (!game) return refuseGame('not-found', 'no-game', { id: checked.gameId });
      return success({ hold: missingOrdersHold(repos.events.forGame(game.id)) });
    });
  });
}

export function setMissingOrdersPolicy(
  archive: Archive,
  input: { gameId: number; hold: boolean; actor?: string },
): Promise<ServiceResult<MissingOrdersPolicy>> {
  return serveChecked(policyShape, input, (checked) => logGameSetting(archive, checked, MISSING_ORDERS_EVENT, { hold: checked.hold }));
}
