// One game as a screen needs it: the game, the phase being looked at (the open one unless the GM
// steps back through the history), and a reload after every change, here or in another window.
import { useCallback, useEffect, useState } from 'react';
import type { GameDetail, PhaseDetail } from '../../electron/ipc/contract';
import { call, whatFailed, useApi } from './api';

export interface GameState {
  game: GameDetail | null;
  phase: PhaseDetail | null;
  /** The phase shown, by its place in the line of play; null follows the current phase. */
  viewSeq: number | null;
  error: string | null;
  view(seq: number | null): void;
  reload(): Promise<void>;
}

export function useGame(gameId: number): GameState {
  const api = useApi();
  const [game, setGame] = useState<GameDetail | null>(null);
  const [phase, setPhase] = useState<PhaseDetail | null>(null);
  const [viewSeq, setViewSeq] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const g = await call(api, 'game:get', { gameId });
      const current = g.phases[g.phases.length - 1]?.seq ?? 0;
      const seq = viewSeq === null || viewSeq > current ? current : viewSeq;
      const p = await call(api, 'game:phase', { gameId, seq });
      setGame(g);
      setPhase(p);
      setError(null);
    } catch (e) {
      setError(whatFailed(e));
    }
  }, [api, gameId, viewSeq]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(
    () =>
      api.onEvent((e) => {
        if (e.kind === 'archive-changed' && (e.gameId === null || e.gameId === gameId)) void reload();
      }),
    [api, gameId, reload],
  );

  return { game, phase, viewSeq, error, view: setViewSeq, reload };
}
