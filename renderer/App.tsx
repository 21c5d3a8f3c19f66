// The workstation: the archive's game list, or one game. Menu commands from the host (Electron's
// application menu) arrive as host events; in the browser host the same commands are buttons.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from './i18n';
import type { AdjutantApi, ArchiveInfo, MenuCommand } from '../electron/ipc/contract';
import { GameListPanel } from './panels/GameListPanel';
import { later } from './panels/Late';
import { hasToken } from './host/browserShim';
import { ApiContext, call, whatFailed } from './state/api';
import './styles.css';

// The screens past the game list come when first opened (each a chunk of its own: the board's
// Konva, the tournament's and the event network's panels), so a window starts on the list alone.
const GameScreen = later(() => import('./panels/GameScreen').then((m) => m.GameScreen), 'screen-loading');
const TournamentScreen = later(() => import('./panels/tournament/TournamentScreen').then((m) => m.TournamentScreen), 'screen-loading');
const NetworkScreen = later(() => import('./panels/event/NetworkScreen').then((m) => m.NetworkScreen), 'screen-loading');

export function App({ api }: { api: AdjutantApi }) {
  const { t } = useTranslation('app');
  const [gameId, setGameId] = useState<number | null>(null);
  const [info, setInfo] = useState<ArchiveInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [command, setCommand] = useState<{ command: MenuCommand; n: number } | null>(null);
  // The event network's screen (issue 29 item 1): the menu item, or the button on the game list.
  const [network, setNetwork] = useState(false);
  const { t: tEvent } = useTranslation('event');
  // Tournaments: ?tournament=NAME opens its round console, ?projector=NAME the projector view (a
  // second window on the room's screen). The query, not the hash: the browser host's hash is its token.
  const [address] = useState(() => new URLSearchParams(window.location.search));
  const [tournaments, setTournaments] = useState(() => address.has('tournament') || address.has('projector'));
  const [projector, setProjector] = useState(() => address.has('projector'));
  const initialTournament = address.get('projector') || address.get('tournament') || undefined;

  useEffect(() => {
    call(api, 'archive:info', {}).then(setInfo, (e: unknown) => setProblem(whatFailed(e)));
  }, [api]);

  useEffect(() => {
    let n = 0;
    return api.onEvent((e) => {
      if (e.kind === 'language') chooseLanguage(e.language);
      if (e.kind !== 'command') return;
      if (e.command === 'event-network') {
        setNetwork(true);
        return;
      }
      if (e.command === 'open-games' || e.command === 'new-game' || e.command === 'import' || e.command === 'import-variant') setGameId(null);
      setCommand({ command: e.command, n: ++n });
    });
  }, [api]);

  const value = useMemo(() => api, [api]);
  return (
    <ApiContext.Provider value={value}>
      <div className="app">
        {problem && (
          <div className="banner error" role="alert">
            {problem}
          </div>
        )}
        {network ? (
          <NetworkScreen onClose={() => setNetwork(false)} />
        ) : gameId === null && tournaments ? (
          <TournamentScreen
            onOpenGame={setGameId}
            onClose={() => setTournaments(false)}
            projector={projector}
            onProjector={setProjector}
            initial={initialTournament}
          />
        ) : gameId === null ? (
          <>
            {/* Always there: the director creates the first tournament from the tournament screen. */}
            <div className="ways-in">
              <button className="to-tournaments" data-testid="open-tournaments" onClick={() => setTournaments(true)}>
                {t('tournaments')}
              </button>
              {/* The director's own window only: the network's people cannot start or stop it. */}
              {info?.host === 'electron' || hasToken() ? (
                <button data-testid="open-network" onClick={() => setNetwork(true)}>
                  {tEvent('network.open')}
                </button>
              ) : null}
            </div>
            <GameListPanel info={info} onOpen={setGameId} command={command} />
          </>
        ) : (
          <GameScreen key={gameId} gameId={gameId} onClose={() => setGameId(null)} command={command} />
        )}
      </div>
    </ApiContext.Provider>
  );
}
