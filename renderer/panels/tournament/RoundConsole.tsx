// The round console: every board of a tournament's round at a glance, refreshed when the archive
// changes (any window) and every 20 seconds (the clock). The projector view shows the same round
// large, with the leaders, for the room.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import type { ConsoleRound, Standings } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { BoardCard } from './BoardCard';
import './tournament.css';
import { reloadOnChanges } from '../../state/settledReload';

interface Props {
  tournament: string;
  onOpenGame(gameId: number): void;
  projector: boolean;
  onProjector(on: boolean): void;
}

function timeLeft(c: ConsoleRound, tr: TFunction<'tournament'>): string {
  if (c.endRule.kind === 'year') return tr('endsAfter', { year: c.endRule.lastYear });
  const m = c.minutesLeft ?? 0;
  if (m <= 0) return tr('console.timeUp');
  return tr('console.left', { time: `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}` });
}

export function RoundConsole({ tournament, onOpenGame, projector, onProjector }: Props) {
  const { t: tr } = useTranslation('tournament');
  const api = useApi();
  const [round, setRound] = useState<number | undefined>(undefined);
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

  if (problem)
    return (
      <div className="banner error" role="alert">
        {problem}
      </div>
    );
  if (!data) return <div className="empty">{tr('loading')}</div>;
  const owing = data.boards.reduce((a, b) => a + b.owing.length, 0);
  const leaders = standings?.standings.slice(0, projector ? 10 : 5) ?? [];
  return (
    <div className={`round-console${projector ? ' projector' : ''}`} data-testid="round-console">
      <header className="round-head">
        <h1>
          {data.tournament} · {tr('console.round', { round: data.round })}
          <small> {tr('console.of', { rounds: data.rounds })}</small>
        </h1>
        <span className="time" data-testid="time-left">
          {timeLeft(data, tr)}
        </span>
        <span className="owing">{owing === 0 ? tr('console.allIn') : tr('console.owed', { count: owing })}</span>
        {!projector && (
          <>
            <label className="inline">
              {tr('round')}
              <select value={data.round} onChange={(e) => setRound(Number(e.target.value))} aria-label={tr('round')}>
                {Array.from({ length: data.rounds }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            </label>
            <button onClick={() => void load()}>{tr('console.refresh')}</button>
          </>
        )}
        <button data-testid="projector" onClick={() => onProjector(!projector)}>
          {projector ? tr('console.leaveProjector') : tr('console.projector')}
        </button>
      </header>
      <div className="round-body">
        <div className="boards">
          {data.boards.map((b) => (
            <BoardCard key={b.number} board={b} onOpen={projector ? undefined : onOpenGame} big={projector} />
          ))}
        </div>
        {standings && (
          <aside className="leaders" data-testid="leaders">
            <h2>{tr('standings')}</h2>
            <p className="hint">{standings.systemName}</p>
            <ol>
              {leaders.map((s) => (
                <li key={s.playerId}>
                  <span className="rank">
                    {s.rank}
                    {s.shared > 1 ? '=' : ''}
                  </span>
                  <span className="who">{s.player}</span>
                  <span className="pts">{Math.round(s.total * 100) / 100}</span>
                </li>
              ))}
            </ol>
          </aside>
        )}
      </div>
    </div>
  );
}
