// The one dialog open over the game screen, if any: the projector, the position editor, the rule
// options, the list of shortcuts; and the adjudication preview while one is pending.
import { errorText, phaseLabel } from '../../i18n';
import type { BoardGeometry, GameMap, OrderResult } from '../../../engine/index';
import type { GameDetail, PhaseDetail } from '../../../electron/ipc/contract';
import { useApi } from '../../state/api';
import type { Clock } from '../../state/useClock';
import type { GameState } from '../../state/useGame';
import type { OrderActions } from '../../state/useOrderActions';
import { AdjudicateDialog } from '../AdjudicateDialog';
import { later } from '../Late';
import { ShortcutHelp } from './ShortcutHelp';
import type { Screen } from './useScreen';

// The dialogs a GM opens now and then come when first opened (chunks of their own), so a game opens
// without them; `Late` stands in for the moment one takes.
const ProjectorView = later(() => import('../ProjectorView').then((m) => m.ProjectorView));
const PositionEditor = later(() => import('../mend/PositionEditor').then((m) => m.PositionEditor));
const RulesPanel = later(() => import('../RulesPanel').then((m) => m.RulesPanel));
const MailPanel = later(() => import('../MailPanel').then((m) => m.MailPanel));

interface Props {
  gameId: number;
  map: GameMap;
  /** The board's drawing; null for a map that has none (no projector then). */
  geometry: BoardGeometry | null;
  game: GameDetail;
  phase: PhaseDetail;
  results: OrderResult[] | null;
  state: GameState;
  actions: OrderActions;
  screen: Screen;
  clock: Clock;
  onMended(message: string): void;
}

export function GameDialogs({ gameId, map, geometry, game, phase, results, state, actions, screen, clock, onMended }: Props) {
  const api = useApi();
  const current = game.phases[game.phases.length - 1];
  return (
    <>
      {screen.dialog === 'projector' && geometry && (
        <ProjectorView
          map={map}
          geometry={geometry}
          phaseName={phaseLabel(phase.head.name)}
          labelLanguage={game.reportLanguage}
          position={phase.position}
          orders={phase.orders}
          results={results}
          clock={clock}
          onLeave={screen.close}
        />
      )}
      {screen.dialog === 'position' && current && <PositionEditor gameId={gameId} map={map} phase={current} onClose={screen.close} onDone={onMended} />}
      {screen.dialog === 'rules' && (
        <RulesPanel
          current={game.ruleOptions}
          editable={game.status === 'active'}
          onClose={screen.close}
          onSave={async (options, reason) => {
            const r = await api.invoke('game:setRules', { gameId, rules: { options }, ...(reason ? { reason } : {}) });
            if (!r.ok) return errorText(r.error);
            await state.reload();
            return null;
          }}
        />
      )}
      {screen.dialog === 'help' && <ShortcutHelp onClose={screen.close} />}
      {screen.dialog === 'mail' && <MailPanel gameId={gameId} map={map} powers={game.powers.map((p) => p.power)} onClose={screen.close} />}
      {actions.pending && (
        <AdjudicateDialog
          map={map}
          preview={actions.pending}
          position={phase.position}
          busy={actions.busy}
          onCommit={() => void actions.commit()}
          onCancel={() => {
            actions.cancelPreview();
            screen.focusOrderBox();
          }}
        />
      )}
    </>
  );
}
