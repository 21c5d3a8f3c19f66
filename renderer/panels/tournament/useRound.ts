// A round's console and the tournament's standings, read together, again whenever any window
// changes the archive and every 20 seconds (the clock): the round console and the room's screen.
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleRound, Standings } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { reloadOnChanges } from '../../state/settledReload';

export interface RoundData {
  data: ConsoleRound | null;
  standings: Standings | null;
  problem: string | null;
  load(): Promise<void>;
}

export function useRound(tournament: string, round: number | undefined): RoundData {
  const api = useApi();
  const [data, setData] = useState<ConsoleRound | null>(null);
  const [standings, setStandings] = useState<Standings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await call(api, 'tournament:console', { tournament, round }));
      setStandings(await call(api, 'tournament:standings', { tournament }));
      setProblem(null);
    } catch (e) {
      setProblem(whatFailed(e));
    }
  }, [api, tournament, round]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), 20_000);
    const stop = reloadOnChanges(api, () => void load());
    return () => {
      clearInterval(timer);
      stop();
    };
  }, [api, load]);
  return { data, standings, problem, load };
}
