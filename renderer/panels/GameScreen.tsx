// One game: the board in the middle, the orders, results and history beside it. The open phase can
// be edited; a past phase is shown with its orders and results, read-only.
import { useEffect, useMemo, useState } from 'react';
import type { MenuCommand } from '../../electron/ipc/contract';
import { Board, type GestureMode } from '../board/Board';
import { Legend } from '../board/Legend';
import { useVariantBoard } from '../state/useVariantBoard';
import { NoDrawing } from '../board/NoDrawing';
import { call, useApi } from '../state/api';
import { fileStem, saveFile } from '../state/download';
import { useGame } from '../state/useGame';
import { useOrderActions } from '../state/useOrderActions';
import { useShortcuts } from '../state/useShortcuts';
import { useSize } from '../state/useSize';
import { AdjudicateDialog } from './AdjudicateDialog';
import { ReportMenu } from './ReportMenu';
import { RulesPanel } from './RulesPanel';
import { Toolbar } from './Toolbar';
import { SidePanel, type Tab } from './SidePanel';
import { PositionEditor } from './mend/PositionEditor';
import { ProjectorView } from './ProjectorView';
import { useClock } from '../state/useClock';

interface Props {
  gameId: number;
  onClose(): void;
  command: { command: MenuCommand; n: number } | null;
}

export function GameScreen({ gameId, onClose, command }: Props) {
  const api = useApi();
  const state = useGame(gameId);
  const actions = useOrderActions(gameId, state);
  const { map, geometry, problem } = useVariantBoard(state.game?.variant);
  const [mode, setMode] = useState<GestureMode>('move');
  const [tab, setTab] = useState<Tab>('orders');
  const [fit, setFit] = useState(0);
  const [print, setPrint] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [focusBox, setFocusBox] = useState(0);
  const [info, setInfo] = useState<string | null>(null);
  const [editingPosition, setEditingPosition] = useState(false);
  const [projector, setProjector] = useState(false);
  const clock = useClock(15 * 60_000);
  const mended = (message: string) => {
    setInfo(message);
    setNotice(null);
    state.view(null);
    void state.reload();
  };
  const [boardRef, size] = useSize<HTMLDivElement>();
  const { game, phase } = state;
  const editable = !!game && !!phase && game.status === 'active' && phase.head.status === 'open';
  const results = phase?.adjudication?.result.results ?? null;

  const exportGame = async () => {
    try {
      const file = await call(api, 'game:export', { gameId });
      saveFile({ fileName: `${fileStem(file.game.name)}.adjutant.json`, mimeType: 'application/json', encoding: 'utf8', data: JSON.stringify(file, null, 2) });
    } catch (e) {
      alert((e as Error).message);
    }
  };

  const shortcuts = useMemo(
    () => ({
      m: () => setMode('move'),
      s: () => setMode('support'),
      c: () => setMode('convoy'),
      f: () => setFit((n) => n + 1),
      'ctrl+z': () => void actions.undo(),
      'ctrl+shift+z': () => void actions.redo(),
      'ctrl+y': () => void actions.redo(),
      // Adjudication has its own key, far from Enter: Ctrl+Enter only ever enters orders.
      f9: () => editable && void actions.preview(),
      '/': () => {
        setTab('orders');
        setFocusBox((n) => n + 1);
      },
      'ctrl+o': onClose,
      'ctrl+p': () => setPrint((n) => n + 1),
      'ctrl+e': () => void exportGame(),
      'ctrl+arrowright': () => state.view(null),
      '1': () => setTab('orders'),
      '2': () => setTab('results'),
      '3': () => setTab('history'),
      '4': () => setTab('mend'),
      p: () => setProjector(true),
    }),
    // `actions` is new on every render, so this is rebuilt with it and exportGame and state are never stale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [actions, editable, onClose],
  );
  useShortcuts(shortcuts, !actions.pending && !projector);

  useEffect(() => {
    if (!command) return;
    const run: Partial<Record<MenuCommand, () => void>> = {
      undo: () => void actions.undo(),
      redo: () => void actions.redo(),
      'fit-board': () => setFit((n) => n + 1),
      adjudicate: () => editable && void actions.preview(),
      export: () => void exportGame(),
      print: () => setPrint((n) => n + 1),
      rules: () => setRulesOpen(true),
    };
    run[command.command]?.();
    // Only a new command runs; the actions change on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [command]);

  // A past phase opens on its results; the phase to play opens on its orders.
  useEffect(() => {
    if (results && !editable && tab === 'orders') setTab('results');
    if (editable && tab === 'results') setTab('orders');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase?.head.seq, editable]);

  if (!game || !phase) return <main className="loading">{state.error ?? 'Opening the game…'}</main>;
  const current = game.phases[game.phases.length - 1];
  const past = state.viewSeq !== null && current && current.seq !== phase.head.seq ? current.name : null;
  return (
    <main className="game">
      <Toolbar
        title={game.name}
        phaseName={phase.head.name}
        current={past}
        mode={mode}
        onMode={setMode}
        canUndo={actions.canUndo}
        canRedo={actions.canRedo}
        busy={actions.busy}
        editable={editable}
        onUndo={() => void actions.undo()}
        onRedo={() => void actions.redo()}
        onFit={() => setFit((n) => n + 1)}
        onAdjudicate={() => void actions.preview()}
        onCurrent={() => state.view(null)}
        onExport={() => void exportGame()}
        onClose={onClose}
        reports={
          <>
            <button onClick={() => setRulesOpen(true)} data-testid="open-rules" title="The game's rule options (DATC chapter 4)">
              Rules
            </button>
            <ReportMenu gameId={gameId} seq={phase.head.seq} printSignal={print} onError={setNotice} />
          </>
        }
      />
      {actions.message || state.error || notice ? (
        <div className={`banner ${actions.message?.tone ?? 'error'}`} role="alert" data-testid="message">
          {actions.message?.text ?? state.error ?? notice}
        </div>
      ) : (
        info && (
          <div className="banner ok" role="status" data-testid="info" onClick={() => setInfo(null)}>
            {info}
          </div>
        )
      )}
      <div className="board-area" ref={boardRef}>
        {size.width > 0 && !geometry && <NoDrawing map={map} problem={problem} />}
        {size.width > 0 && !projector && geometry && (
          <Board
            map={map}
            geometry={geometry}
            position={phase.position}
            orders={phase.orders}
            results={results}
            editable={editable && !actions.busy}
            mode={mode}
            onChange={(c) => void actions.change(c)}
            width={size.width}
            height={size.height}
            fitSignal={fit}
          />
        )}
        <Legend map={map} position={phase.position} />
      </div>
      <SidePanel
        tab={tab}
        onTab={setTab}
        map={map}
        game={game}
        phase={phase}
        results={results}
        editable={editable}
        actions={actions}
        viewSeq={state.viewSeq}
        onView={state.view}
        focusSignal={focusBox}
        onMended={mended}
        onError={setNotice}
        onEditPosition={() => setEditingPosition(true)}
      />
      {projector && geometry && (
        <ProjectorView
          map={map}
          geometry={geometry}
          phaseName={phase.head.name}
          position={phase.position}
          orders={phase.orders}
          results={results}
          clock={clock}
          onLeave={() => setProjector(false)}
        />
      )}
      {editingPosition && current && (
        <PositionEditor
          gameId={gameId}
          map={map}
          phase={current}
          onClose={() => setEditingPosition(false)}
          onDone={(m) => {
            setEditingPosition(false);
            mended(m);
          }}
        />
      )}
      {rulesOpen && (
        <RulesPanel
          current={game.ruleOptions}
          editable={game.status === 'active'}
          onClose={() => setRulesOpen(false)}
          onSave={async (options, reason) => {
            const r = await api.invoke('game:setRules', { gameId, rules: { options }, ...(reason ? { reason } : {}) });
            if (!r.ok) return r.error.message;
            await state.reload();
            return null;
          }}
        />
      )}
      {actions.pending && (
        <AdjudicateDialog
          map={map}
          preview={actions.pending}
          position={phase.position}
          busy={actions.busy}
          onCommit={() => void actions.commit()}
          onCancel={() => {
            actions.cancelPreview();
            setFocusBox((n) => n + 1);
          }}
        />
      )}
    </main>
  );
}
