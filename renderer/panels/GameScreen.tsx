// One game: the board in the middle, the orders, results and history beside it. The open phase can
// be edited; a past phase is shown with its orders and results, read-only.
import { useEffect, useMemo, useState } from 'react';
import type { MenuCommand } from '../../electron/ipc/contract';
import { Board, type GestureMode } from '../board/Board';
import { orderKey } from '../interaction/orders';
import { standardGeometry, standardMap } from '../../engine/index';
import { call, useApi } from '../state/api';
import { fileStem, saveFile } from '../state/download';
import { useGame } from '../state/useGame';
import { useOrderActions } from '../state/useOrderActions';
import { useShortcuts } from '../state/useShortcuts';
import { useSize } from '../state/useSize';
import { AdjudicateDialog } from './AdjudicateDialog';
import { HistoryPanel } from './HistoryPanel';
import { OrderEntry } from './OrderEntry';
import { OrdersPanel, powersToOrder } from './OrdersPanel';
import { ReportMenu } from './ReportMenu';
import { RulesPanel } from './RulesPanel';
import { ResultsList } from './ResultsList';
import { Toolbar } from './Toolbar';

type Tab = 'orders' | 'results' | 'history';

interface Props {
  gameId: number;
  onClose(): void;
  command: { command: MenuCommand; n: number } | null;
}

export function GameScreen({ gameId, onClose, command }: Props) {
  const api = useApi();
  const state = useGame(gameId);
  const actions = useOrderActions(gameId, state);
  const map = standardMap();
  const [mode, setMode] = useState<GestureMode>('move');
  const [tab, setTab] = useState<Tab>('orders');
  const [fit, setFit] = useState(0);
  const [print, setPrint] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
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
      'ctrl+enter': () => editable && void actions.preview(),
      'ctrl+o': onClose,
      'ctrl+p': () => setPrint((n) => n + 1),
      'ctrl+e': () => void exportGame(),
      'ctrl+arrowright': () => state.view(null),
      '1': () => setTab('orders'),
      '2': () => setTab('results'),
      '3': () => setTab('history'),
    }),
    // `actions` is new on every render, so this is rebuilt with it and exportGame and state are never stale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [actions, editable, onClose],
  );
  useShortcuts(shortcuts, !actions.pending);

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
      {(actions.message || state.error || notice) && (
        <div className={`banner ${actions.message?.tone ?? 'error'}`} role="alert" data-testid="message">
          {actions.message?.text ?? state.error ?? notice}
        </div>
      )}
      <div className="board-area" ref={boardRef}>
        {size.width > 0 && (
          <Board
            map={map}
            geometry={standardGeometry}
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
      </div>
      <aside className="side">
        <nav className="tabs" role="tablist">
          {(['orders', 'results', 'history'] as const).map((t, i) => (
            <button key={t} role="tab" aria-selected={tab === t} className={tab === t ? 'on' : ''} onClick={() => setTab(t)} title={`${t} (${i + 1})`} data-testid={`tab-${t}`}>
              {t[0].toUpperCase() + t.slice(1)}
            </button>
          ))}
        </nav>
        <div className="tab-body">
          {tab === 'orders' && (
            <>
              {editable && <OrderEntry map={map} position={phase.position} powers={powersToOrder(map, phase.position)} onSubmit={actions.enterText} />}
              <OrdersPanel map={map} position={phase.position} orders={phase.orders} editable={editable} onClear={(power, o) => void actions.change({ kind: 'clear', power, province: orderKey(o.order) })} />
            </>
          )}
          {tab === 'results' && (results ? <ResultsList map={map} results={results} /> : <p className="empty">Not adjudicated yet.</p>)}
          {tab === 'history' && <HistoryPanel phases={game.phases} shown={state.viewSeq} onView={state.view} />}
        </div>
      </aside>
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
      {actions.pending && <AdjudicateDialog map={map} preview={actions.pending} busy={actions.busy} onCommit={() => void actions.commit()} onCancel={actions.cancelPreview} />}
    </main>
  );
}
