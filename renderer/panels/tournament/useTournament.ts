// One tournament as the director's screen sees it: its detail and standings, read again whenever
// any window changes the archive, and the scoring systems to choose from.
import { useCallback, useEffect, useState } from 'react';
import type { Standings, SystemChoice, TournamentDetail } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { reloadOnChanges } from '../../state/settledReload';

export interface TournamentState {
  detail: TournamentDetail | null;
  standings: Standings | null;
  systems: SystemChoice[];
  problem: string | null;
  reload(): Promise<void>;
}

export function useTournament(name: string | null): TournamentState {
  const api = useApi();
  const [detail, setDetail] = useState<TournamentDetail | null>(null);
  const [standings, setStandings] = useState<Standings | null>(null);
  const [systems, setSystems] = useState<SystemChoice[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (!name) return;
    try {
      setDetail(await call(api, 'tournament:get', { tournament: name }));
      setStandings(await call(api, 'tournament:standings', { tournament: name }));
      setProblem(null);
    } catch (e) {
      setProblem(whatFailed(e));
    }
  }, [api, name]);

  useEffect(() => {
    call(api, 'tournament:systems', {}).then(setSystems, (e: unknown) => setProblem(whatFailed(e)));
  }, [api]);

  useEffect(() => {
    void reload();
    return reloadOnChanges(api, () => void reload());
  }, [api, reload]);

  return { detail, standings, systems, problem, reload };
}
