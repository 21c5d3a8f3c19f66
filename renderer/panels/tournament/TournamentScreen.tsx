// Tournaments in the workstation: pick one (or create one), then its tabs: the round console, the
// players, the rounds (start one, record results, replacements), the standings (and the change of
// system), the printouts. The boards are ordinary games: one click opens a board in the game screen,
// and closing it comes back here. Each change goes through its own IPC channel.
import { useTranslation } from 'react-i18next';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { call, useApi, whatFailed } from '../../state/api';
import { NewTournamentForm } from './NewTournamentForm';
import { PlayersPanel } from './PlayersPanel';
import { PrintoutsPanel } from './PrintoutsPanel';
import { RoundConsole } from './RoundConsole';
import { RoomScreen } from './room/RoomScreen';
import { RoundsPanel } from './RoundsPanel';
import { StandingsPanel } from './StandingsPanel';
import { useTournament } from './useTournament';
import './director.css';

interface Props {
  onOpenGame(gameId: number): void;
  onClose(): void;
  projector: boolean;
  onProjector(on: boolean): void;
  /** The tournament to show first (from the address: #tournament=NAME). */
  initial?: string;
}

const TABS = [['console'], ['players'], ['rounds'], ['standings'], ['printouts']] as const;
type Tab = (typeof TABS)[number][0];

export function TournamentScreen({ onOpenGame, onClose, projector, onProjector, initial }: Props) {
  const { t: tr } = useTranslation('tournament');
  const api = useApi();
  const [list, setList] = useState<{ id: number; name: string }[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(initial ?? null);
  const [creating, setCreating] = useState(false);
  const [tab, setTab] = useState<Tab>('console');
  const [problem, setProblem] = useState<string | null>(null);
  const state = useTournament(chosen);

  useEffect(() => {
    const load = () =>
      call(api, 'tournament:list', {}).then(
        (l) => {
          setList(l);
          setChosen((c) => c ?? l[l.length - 1]?.name ?? null);
        },
        (e: unknown) => setProblem(whatFailed(e)),
      );
    void load();
    return api.onEvent((e) => e.kind === 'archive-changed' && void load());
  }, [api]);

  const tabKeys = (e: KeyboardEvent) => {
    const i = TABS.findIndex(([id]) => id === tab);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const j = (i + step + TABS.length) % TABS.length;
    setTab(TABS[j][0]);
    e.currentTarget.querySelectorAll<HTMLElement>('[role=tab]')[j]?.focus();
  };

  const t = state.detail;
  if (projector && chosen)
    return (
      <main className="tournaments-room">
        <RoomScreen tournament={chosen} onLeave={() => onProjector(false)} />
      </main>
    );
  return (
    <main className="tournaments">
      <nav className="tournament-nav">
        <button onClick={onClose}>← {tr('games')}</button>
        {list && list.length > 0 && (
          <select value={chosen ?? ''} onChange={(e) => (setChosen(e.target.value), setCreating(false))} aria-label={tr('tournament')}>
            {list.map((x) => (
              <option key={x.id} value={x.name}>
                {x.name}
              </option>
            ))}
          </select>
        )}
        <button onClick={() => setCreating(true)} data-testid="new-tournament">
          {tr('newTournament')}
        </button>
        {chosen && !creating && (
          <div className="tabs" role="tablist" aria-label={tr('tournament')} onKeyDown={tabKeys}>
            {TABS.map(([id]) => (
              <button
                key={id}
                role="tab"
                aria-selected={tab === id}
                tabIndex={tab === id ? 0 : -1}
                className={tab === id ? 'on' : ''}
                data-testid={`ttab-${id}`}
                onClick={() => setTab(id)}
              >
                {tr(`tab.${id}`)}
              </button>
            ))}
          </div>
        )}
      </nav>
      {(problem ?? state.problem) && (
        <div className="banner error" role="alert">
          {problem ?? state.problem}
        </div>
      )}
      {creating || (list && list.length === 0) ? (
        <NewTournamentForm
          systems={state.systems}
          onCancel={() => setCreating(false)}
          onCreated={(name) => (setCreating(false), setChosen(name), setTab('players'))}
        />
      ) : !t ? null : tab === 'console' ? (
        t.rounds.length === 0 ? (
          <p className="empty">
            {tr('noRound')}{' '}
            <button className="link" onClick={() => setTab(t.players.length < 7 ? 'players' : 'rounds')}>
              {t.players.length < 7 ? tr('registerPlayers') : tr('startRound', { round: 1 })}
            </button>
          </p>
        ) : (
          <RoundConsole tournament={t.name} onOpenGame={onOpenGame} onProjector={onProjector} />
        )
      ) : tab === 'players' ? (
        <PlayersPanel t={t} />
      ) : tab === 'rounds' ? (
        <RoundsPanel t={t} onOpenGame={onOpenGame} />
      ) : tab === 'standings' ? (
        state.standings && <StandingsPanel key={`${t.scoring}-${JSON.stringify(t.combine)}`} t={t} standings={state.standings} systems={state.systems} />
      ) : (
        <PrintoutsPanel t={t} />
      )}
    </main>
  );
}
