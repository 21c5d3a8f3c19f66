// Reads the director's screen needs before a change: the scoring systems to choose from, and what a
// board's game says its outcome is (shown, and offered as the start of a result entered by hand).
import type { SystemChoice } from './types';
export type { SystemChoice } from './types';
import type { Archive } from '../../archive/db';
import { serveChecked, snapshot, success, type ServiceResult } from '../result';
import { object } from '../validate';
import { outcomeOfGame } from './fromGame';
import { SYSTEM_IDS, SYSTEMS } from './scoring/systems';
import type { StoredOutcome } from './stored';
import { boardRef, detail, findBoard } from './tournaments';

export const none = object({});

export function scoringSystems(_archive: Archive, input: Record<string, never> = {}): Promise<ServiceResult<SystemChoice[]>> {
  return serveChecked(none, input, () => {
    return success(SYSTEM_IDS.map((id) => ({ id, name: SYSTEMS[id].name, source: SYSTEMS[id].source })));
  });
}

export const boardShape = object(boardRef);

/** The outcome the board's game holds now (its centers, how it ended, who went out when); nothing is recorded. */
export function boardGameOutcome(archive: Archive, input: { tournament: string; round: number; board: number }): Promise<ServiceResult<StoredOutcome>> {
  return serveChecked(boardShape, input, (v) => {
    return snapshot(archive, (repos) => {
      const t = detail(archive, repos, v.tournament);
      if (!t.ok) return t;
      const b = findBoard(t.value, v.round, v.board);
      return b.ok ? outcomeOfGame(repos, b.value.gameId) : b;
    });
  });
}
