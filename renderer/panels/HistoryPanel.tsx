// The line of play: every phase, the one shown marked; a click steps to it, "Current" comes back.
// Each phase says who last wrote to it (orders, adjudication, a mend): on the event network, which GM.
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../i18n';
import { HistoryCheck } from './HistoryCheck';
import type { PhaseHead } from '../../electron/ipc/contract';

interface Props {
  /** The game, whose history chain the panel's head checks. */
  gameId: number;
  phases: PhaseHead[];
  shown: number | null;
  onView(seq: number | null): void;
  /** Who last wrote to each phase, by phase id. */
  writtenBy?: Record<number, string>;
}

export function HistoryPanel({ gameId, phases, shown, onView, writtenBy = {} }: Props) {
  const { t } = useTranslation('orders');
  const { t: tEvent } = useTranslation('event');
  const current = phases[phases.length - 1]?.seq ?? 0;
  const at = shown ?? current;
  return (
    <div className="history" data-testid="history">
      <HistoryCheck gameId={gameId} version={phases} />
      <ol>
        {phases.map((p) => (
          <li key={p.seq}>
            <button
              className={p.seq === at ? 'link selected' : 'link'}
              aria-current={p.seq === at ? 'step' : undefined}
              onClick={() => onView(p.seq === current ? null : p.seq)}
            >
              {phaseLabel(p.name)}
            </button>
            <span className={`status ${p.status}`}>{t(`history.status.${p.status}`)}</span>
            {p.id !== null && writtenBy[p.id] !== undefined && (
              <span className="by" data-testid={`history-by-${p.seq}`}>
                {tEvent('by', { person: writtenBy[p.id] })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
