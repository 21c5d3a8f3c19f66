// The round console: every board of a tournament's round at a glance, refreshed when the archive
// changes (any window) and every 20 seconds (the clock). The projector view (room/RoomScreen.tsx)
// shows the same round and the standings for the room.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { ConsoleRound } from '../../../electron/ipc/contract';
import { useRound } from './useRound';
import { BoardCard } from './BoardCard';
import './tournament.css';

interface Props {
  tournament: string;
  onOpenGame(gameId: number): void;
  onProjector(on: boolean): void;
}

export function timeLeft(c: ConsoleRound, tr: TFunction<'tournament'>): string {
  if (c.endRule.kind === 'year') return tr('endsAfter', { year: c.endRule.lastYear });
  const m = c.minutesLeft ?? 0;
  if (m <= 0) return tr('console.timeUp');
  return tr('console.left', { time: `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}` });
}

export function RoundConsole({ tournament, onOpenGame, onProjector }: Props) {
  const { t: tr } = useTranslation('tournament');
  const [round, setRound] = useState<number | undefined>(undefined);
  const { data, standings, problem, load } = useRound(tournament, round);

  if (problem)
    return (
      <div className="banner error" role="alert">
        {problem}
      </div>
    );
  if (!data) return <div className="empty">{tr('loading')}</div>;
  const owing = data.boards.reduce((a, b) => a + b.owing.length, 0);
  const leaders = standings?.standings.slice(0, 5) ?? [];
  return (
    <div className="round-console" data-testid="round-console">
      <header className="round-head">
        <h1>
          {data.tournament} · {tr('console.round', { round: data.round })}
          <small> {tr('console.of', { rounds: data.rounds })}</small>
        </h1>
        <span className="time" data-testid="time-left">
          {timeLeft(data, tr)}
        </span>
        <span className="owing">{owing === 0 ? tr('console.allIn') : tr('console.owed', { count: owing })}</span>
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
        <button data-testid="projector" onClick={() => onProjector(true)}>
          {tr('console.projector')}
        </button>
      </header>
      <div className="round-body">
        <div className="boards">
          {data.boards.map((b) => (
            <BoardCard key={b.number} board={b} onOpen={onOpenGame} />
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
