// The game screen's toolbar: the game and phase named, the gesture mode, undo and redo, the board's
// fit, adjudication, the rules, reports and export.
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../../i18n';
import type { GameDetail, PhaseDetail } from '../../../electron/ipc/contract';
import { MailButton } from '../MailButton';
import { ReportMenu } from '../ReportMenu';
import { Toolbar } from '../Toolbar';
import { exportGame, setReportLanguage, type Deps } from './handlers';
import '../mobile.css';

interface Props {
  gameId: number;
  game: GameDetail;
  phase: PhaseDetail;
  viewSeq: number | null;
  deps: Deps;
}

export function GameToolbar({ gameId, game, phase, viewSeq, deps }: Props) {
  const { t } = useTranslation('toolbar');
  const { actions, screen, state } = deps;
  const current = game.phases[game.phases.length - 1];
  const past = viewSeq !== null && current && current.seq !== phase.head.seq ? phaseLabel(current.name) : null;
  return (
    <Toolbar
      title={game.name}
      phaseName={phaseLabel(phase.head.name)}
      current={past}
      mode={screen.mode}
      onMode={screen.setMode}
      canUndo={actions.canUndo}
      canRedo={actions.canRedo}
      busy={actions.busy}
      editable={deps.editable}
      onUndo={() => void actions.undo()}
      onRedo={() => void actions.redo()}
      onFit={screen.fitBoard}
      onAdjudicate={() => void actions.preview()}
      onCurrent={() => state.view(null)}
      onExport={() => void exportGame(deps)}
      onClose={deps.onClose}
      reports={
        <>
          <button onClick={() => screen.open('rules')} data-testid="open-rules" title={t('rules.title')}>
            {t('rules.label')}
          </button>
          <MailButton onOpen={() => screen.open('mail')} />
          <button onClick={() => screen.open('help')} data-testid="open-help" title={t('help.title')} aria-label={t('help.label')}>
            ?
          </button>
          <ReportMenu
            gameId={gameId}
            seq={phase.head.seq}
            printSignal={screen.print}
            onError={screen.setNotice}
            language={game.reportLanguage}
            onLanguage={(language) => setReportLanguage(deps, language)}
          />
        </>
      }
    />
  );
}
