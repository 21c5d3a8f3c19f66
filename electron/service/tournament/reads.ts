// Reads the director's screen needs before a change: the scoring systems to choose from, and what a
// board's game says its outcome is (shown, and offered as the start of a result entered by hand).
import type { SystemChoice } from './types';
export type { SystemChoice } from './types';
import type { Archive } from '../../archive/db';
import { failure, serve, snapshot, success, type ServiceResult } from '../result';
import { check, object } from '../validate';
import { outcomeOfGame } from './fromGame';
import { SYSTEM_IDS, SYSTEMS } from './scoring/systems';
import type { StoredOutcome } from './stored';
import { boardRef, detail, findBoard } from './tournaments';

const none = object({});

export function scoringSystems(_archive: Archive, input: Record<string, never> = {}): Promise<ServiceResult<SystemChoice[]>> {
  return serve(() => {
    const v = check(none, input);
    if (!v.ok) return failure('invalid-input', v.error);
    return success(SYSTEM_IDS.map((id) => ({ id, name: SYSTEMS[id].name, source: SYSTEMS[id].source })));
  });
}

const boardShape = object(boardRef);

/** The outcome the board's game holds now (its centers, how it ended, who went out when); nothing is recorded. */
export function boardGameOutcome(archive: Archive, input: { tournament: string; round: number; board: number }): Promise<ServiceResult<StoredOutcome>> {
  return serve(() => {
    const v = check(boardShape, input);
    if (!v.ok) return failure('invalid-input', v.error);
    return snapshot(archive, (repos) => {
      const t = detail(archive, repos, v.value.tournament);
      if (!t.ok) return t;
      const b = findBoard(t.value, v.value.round, v.value.board);
      return b.ok ? outcomeOfGame(repos, b.value.gameId) : b;
    });
  });
}
