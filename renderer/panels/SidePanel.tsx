// The panel beside the board: orders (the order box and each power's orders), results, history and
// mend, as tabs (1 to 4).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../i18n/index';
import type { GameDetail, PhaseDetail } from '../../electron/ipc/contract';
import { type GameMap, type GivenOrder, type OrderResult } from '../../engine/index';
import { orderKey } from '../interaction/orders';
import type { OrderActions } from '../state/useOrderActions';
import { FiledProblems } from './FiledProblems';
import { later } from './Late';
import { HistoryPanel } from './HistoryPanel';
import { OrderEntry } from './OrderEntry';
import { OrdersPanel, powersToOrder } from './OrdersPanel';
import { ResultBy, ResultsList } from './ResultsList';
import { UnorderedList } from './UnorderedList';

// The mend tab (corrections, draws, the position editor's way in) comes when first opened.
const MendPanel = later(() => import('./mend/MendPanel').then((m) => m.MendPanel), 'mend-loading');

export type Tab = 'orders' | 'results' | 'history' | 'mend';
export const TABS: readonly Tab[] = ['orders', 'results', 'history', 'mend'];

interface Props {
  tab: Tab;
  onTab(tab: Tab): void;
  map: GameMap;
  game: GameDetail;
  phase: PhaseDetail;
  results: OrderResult[] | null;
  editable: boolean;
  actions: OrderActions;
  viewSeq: number | null;
  onView(seq: number | null): void;
  focusSignal: number;
  onMended(message: string): void;
  onError(message: string): void;
  onEditPosition(): void;
}

export function SidePanel(p: Props) {
  const { t } = useTranslation('orders');
  const { tab, map, phase, actions } = p;
  const { change } = actions;
  // The same function from render to render, so that the orders panel is not drawn again for a busy flag.
  const onClear = useCallback((power: string, o: GivenOrder) => void change({ kind: 'clear', power, province: orderKey(o.order) }), [change]);
  return (
    <aside className="side">
      <nav className="tabs" role="tablist">
        {TABS.map((id, i) => (
          <button
            key={id}
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? 'on' : ''}
            onClick={() => p.onTab(id)}
            title={`${t(`tab.${id}`)} (${i + 1})`}
            data-testid={`tab-${id}`}
          >
            {t(`tab.${id}`)}
          </button>
        ))}
      </nav>
      <div className="tab-body">
        {/* The orders tab stays mounted while hidden: the box and its set-aside lines survive a look at another tab. */}
        <div hidden={tab !== 'orders'} className="tab-orders">
          <>
            {p.editable && (
              <OrderEntry
                map={map}
                position={phase.position}
                powers={powersToOrder(map, phase.position)}
                onSubmit={actions.enterText}
                focusSignal={p.focusSignal}
                phaseKey={`${phase.head.seq}:${phase.head.id}`}
                phaseName={phaseLabel(phase.head.name)}
                orders={phase.orders}
                ruleOptions={p.game.ruleOptions}
                readerLanguages={p.game.readerLanguages}
              />
            )}
            {p.editable && actions.reply && (
              <details className="reply" data-testid="reply">
                <summary>{t('reply')}</summary>
                <pre>{actions.reply}</pre>
              </details>
            )}
            <OrdersPanel map={map} position={phase.position} orders={p.editable ? actions.orders : phase.orders} editable={p.editable} onClear={onClear} />
            <FiledProblems map={map} problems={phase.problems} />
          </>
        </div>
        {tab === 'results' &&
          (p.results ? (
            <>
              <ResultBy by={phase.resultBy} />
              <ResultsList map={map} results={p.results} />
              <UnorderedList map={map} position={phase.position} orders={phase.adjudication?.orders ?? phase.orders} testId="results-unordered" />
            </>
          ) : (
            <p className="empty">{t('notAdjudicated')}</p>
          ))}
        {tab === 'history' && <HistoryPanel gameId={p.game.id} phases={p.game.phases} shown={p.viewSeq} onView={p.onView} writtenBy={p.game.writtenBy} />}
        {tab === 'mend' && <MendPanel game={p.game} map={map} onDone={p.onMended} onError={p.onError} onEditPosition={p.onEditPosition} />}
      </div>
    </aside>
  );
}
