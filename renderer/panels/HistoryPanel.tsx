// The line of play: every phase, the one shown marked; a click steps to it, "Current" comes back.
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../i18n';
import type { PhaseHead } from '../../electron/ipc/contract';

interface Props {
  phases: PhaseHead[];
  shown: number | null;
  onView(seq: number | null): void;
}

export function HistoryPanel({ phases, shown, onView }: Props) {
  const { t } = useTranslation('orders');
  const current = phases[phases.length - 1]?.seq ?? 0;
  const at = shown ?? current;
  return (
    <div className="history" data-testid="history">
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
          </li>
        ))}
      </ol>
    </div>
  );
}
