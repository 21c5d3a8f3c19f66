// One game as a screen needs it: the game, the phase being looked at (the open one unless the GM
// steps back through the history), and a reload after every change, here or in another window.
// A write of this window that answers with what the screen shows (a commit) is drawn from its
// answer at once, with no second round trip; the host's "archive changed" that the write itself
// caused is not read again (see `write`). A read that brings what the screen holds draws nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
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
  /**
   * Runs one of this window's writes. While it is on its way, the host's news of changes waits:
   * when the write answers with the game and the phase to show (`shown`), they are shown at once
   * (`seq`: the phase to stay on, null to follow the current one) and the news is covered by them;
   * otherwise the news that came in the meantime is read once the write is done.
   */
  write<T>(send: () => Promise<T>, shown: (answer: T) => { game: GameDetail; phase: PhaseDetail; seq: number | null } | null): Promise<T>;
}

/** Two reads of the same thing: the second is not drawn again. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export function useGame(gameId: number): GameState {
  const api = useApi();
  const [game, setGame] = useState<GameDetail | null>(null);
  const [phase, setPhase] = useState<PhaseDetail | null>(null);
  const [viewSeq, setViewSeq] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What the screen holds, for the skip of identical reads; which view it was read for; the
  // reads under way (a read started before something newer was shown is dropped).
  const held = useRef<{ game: GameDetail | null; phase: PhaseDetail | null }>({ game: null, phase: null });
  const loadedFor = useRef<string | null>(null);
  const generation = useRef(0);
  const writes = useRef(0);
  const newsWaiting = useRef(false);
  const viewRef = useRef(viewSeq);
  viewRef.current = viewSeq;

  const put = useCallback((g: GameDetail, p: PhaseDetail) => {
    if (!same(held.current.game, g)) setGame(g);
    if (!same(held.current.phase, p)) setPhase(p);
    held.current = { game: g, phase: p };
    setError(null);
  }, []);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    const seen = viewRef.current;
    try {
      const g = await call(api, 'game:get', { gameId });
      const current = g.phases[g.phases.length - 1]?.seq ?? 0;
      const seq = seen === null || seen > current ? current : seen;
      const p = await call(api, 'game:phase', { gameId, seq });
      if (mine !== generation.current) return;
      loadedFor.current = `${gameId}:${seen}`;
      put(g, p);
    } catch (e) {
      if (mine === generation.current) setError(whatFailed(e));
    }
  }, [api, gameId, put]);

  // A new game or another phase looked at: read it (unless a write's answer brought it already).
  useEffect(() => {
    if (loadedFor.current !== `${gameId}:${viewSeq}`) void reload();
  }, [gameId, viewSeq, reload]);

  useEffect(
    () =>
      api.onEvent((e) => {
        if (e.kind !== 'archive-changed' || (e.gameId !== null && e.gameId !== gameId)) return;
        if (writes.current > 0) newsWaiting.current = true;
        else void reload();
      }),
    [api, gameId, reload],
  );

  const write = useCallback<GameState['write']>(
    async (send, shown) => {
      writes.current++;
      try {
        const answer = await send();
        const show = shown(answer);
        if (show) {
          // The news that came while the write was on its way is in the answer already: the host
          // runs one request at a time and read `shown` after every change it announced before
          // answering (its own included); a change made after that is announced after the answer.
          newsWaiting.current = false;
          generation.current++;
          loadedFor.current = `${gameId}:${show.seq}`;
          viewRef.current = show.seq;
          setViewSeq(show.seq);
          put(show.game, show.phase);
        }
        return answer;
      } finally {
        writes.current--;
        if (newsWaiting.current && writes.current === 0) {
          newsWaiting.current = false;
          void reload();
        }
      }
    },
    [gameId, put, reload],
  );

  return { game, phase, viewSeq, error, view: setViewSeq, reload, write };
}
