// One game: the board in the middle, the orders, results and history beside it. The open phase can
// be edited; a past phase is shown with its orders and results, read-only. The parts: the screen's
// state (game/useScreen.ts), its keys (game/shortcuts.ts, game/handlers.ts), its dialogs; the board
// drawn before the panels (game/Hold.tsx).
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../i18n/index';
import type { MenuCommand } from '../../electron/ipc/contract';
import { Board } from '../board/Board';
import { useBoardProbe } from '../board/probe';
import { BoardDescription } from '../board/BoardDescription';
import { Legend } from '../board/Legend';
import { useVariantBoard } from '../state/useVariantBoard';
import { NoDrawing } from '../board/NoDrawing';
import { useApi } from '../state/api';
import { useClock } from '../state/useClock';
import { useGame } from '../state/useGame';
import { useOrderActions } from '../state/useOrderActions';
import { useSize } from '../state/useSize';
import { GameDialogs } from './game/GameDialogs';
import { Banner } from './game/Banner';
import { GameToolbar } from './game/GameToolbar';
import { useHold } from './game/Hold';
import { afterMend, commandHandlers, keyHandlers } from './game/handlers';
import { useGameKeys } from './game/useGameKeys';
import { usePhaseTab, useScreen } from './game/useScreen';
import { SidePanel } from './SidePanel';

interface Props {
  gameId: number;
  onClose(): void;
  command: { command: MenuCommand; n: number } | null;
}

export function GameScreen({ gameId, onClose, command }: Props) {
  const { t } = useTranslation('orders');
  const api = useApi();
  const state = useGame(gameId);
  const { map, geometry, problem, loading } = useVariantBoard(state.game?.variant);
  const actions = useOrderActions(gameId, state, map);
  const screen = useScreen();
  const clock = useClock(15 * 60_000);
  const [boardRef, size] = useSize<HTMLDivElement>();
  const probe = useBoardProbe();
  const { game, phase } = state;
  const hold = useHold(game, phase);
  const editable = !!game && !!phase && game.status === 'active' && phase.head.status === 'open';
  const results = phase?.adjudication?.result.results ?? null;
  const [tab, setTab] = usePhaseTab(phase?.head.seq ?? null, editable, !!results);
  const deps = { api, gameId, state, actions, screen, editable, setTab, onClose };
  const mended = afterMend(deps);
  useGameKeys(keyHandlers(deps), commandHandlers(deps), command, !actions.pending && screen.dialog === null);

  if (!game || !phase) return <main className="loading">{state.error ?? t('opening')}</main>;
  return (
    <main className="game">
      {hold(<GameToolbar gameId={gameId} game={game} phase={phase} viewSeq={state.viewSeq} deps={deps} />)}
      <p className="sr-only" role="status" data-testid="announce-results">
        {results ? t('announce', { phase: phaseLabel(phase.head.name), count: results.length }) : ''}
      </p>
      {hold(<Banner message={actions.message} error={state.error} notice={screen.notice} info={screen.info} onDismiss={() => screen.setInfo(null)} />)}
      <div className="board-area" ref={boardRef}>
        {size.width > 0 && !geometry && <NoDrawing map={map} problem={problem} loading={loading} />}
        {size.width > 0 && screen.dialog !== 'projector' && geometry && (
          <Board
            map={map}
            geometry={geometry}
            position={phase.position}
            orders={editable ? actions.orders : phase.orders}
            results={results}
            editable={editable && !actions.pending}
            mode={screen.mode}
            onChange={(c) => void actions.change(c)}
            width={size.width}
            height={size.height}
            fitSignal={screen.fit}
            labelLanguage={game.reportLanguage}
            describedBy="board-words"
            {...probe}
          />
        )}
        {hold(<BoardDescription id="board-words" map={map} position={phase.position} />)}
        {hold(<Legend map={map} position={phase.position} />)}
      </div>
      {hold(
        <SidePanel
          {...{ tab, map, game, phase, results, editable, actions }}
          onTab={setTab}
          viewSeq={state.viewSeq}
          onView={state.view}
          focusSignal={screen.focusBox}
          onMended={mended}
          onError={screen.setNotice}
          onEditPosition={() => screen.open('position')}
        />,
      )}
      <GameDialogs {...{ gameId, map, geometry, game, phase, results, state, actions, screen, clock }} onMended={mended} />
    </main>
  );
}
