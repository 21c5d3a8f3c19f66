// Correcting a power's orders in a past phase: the GM edits the orders, the host replays the game
// from there and every downstream difference (outcomes, units, centers, phases that no longer
// happen) is shown; only then, with the reason given and a confirmation ticked, is it committed.
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../../i18n';
import { useEffect, useState } from 'react';
import type { CorrectionPreview, PhaseHead } from '../../../electron/ipc/contract';
import { formatOrder, type GameMap, type Power } from '../../../engine/index';
import { call, whatFailed, useApi } from '../../state/api';
import { CorrectionSteps } from './CorrectionSteps';
import { Notice } from '../Notice';
import { Choices } from '../Choices';
import { usePlaceNames } from '../../i18n/placeNames';

interface Props {
  gameId: number;
  map: GameMap;
  phase: PhaseHead;
  powers: Power[];
  onDone(preview: CorrectionPreview): void;
  onClose(): void;
}

export function CorrectionDialog({ gameId, map, phase, powers, onDone, onClose }: Props) {
  const { t } = useTranslation('mend');
  const names = usePlaceNames(map);
  const api = useApi();
  const [power, setPower] = useState<Power>(powers[0] ?? '');
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<CorrectionPreview | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The power's orders as they stand in that phase, to edit.
  useEffect(() => {
    let live = true;
    void call(api, 'game:phase', { gameId, seq: phase.seq }).then(
      (p) =>
        live &&
        setText(
          p.orders
            .filter((o) => o.power === power)
            .map((o) => formatOrder(o.order, map, 'short'))
            .join('\n'),
        ),
      (e: unknown) => live && setError(whatFailed(e)),
    );
    setPreview(null);
    return () => {
      live = false;
    };
  }, [api, gameId, phase.seq, power, map]);

  const input = () => ({ gameId, seq: phase.seq, power, text, combine: 'replace' as const, ...(reason.trim() ? { reason: reason.trim() } : {}) });
  const show = async () => {
    setError(null);
    setConfirmed(false);
    try {
      setPreview(await call(api, 'correction:preview', input()));
    } catch (e) {
      setError(whatFailed(e));
    }
  };
  const commit = async () => {
    if (!preview) return;
    try {
      onDone(await call(api, 'correction:commit', { ...input(), token: preview.token }));
    } catch (e) {
      setError(whatFailed(e));
      setPreview(null);
    }
  };

  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="card modal" role="dialog" aria-modal="true" aria-label={t('correct.label', { phase: phaseLabel(phase.name) })} data-testid="correction">
        <h2>{t('correct.title', { phase: phaseLabel(phase.name) })}</h2>
        <div className="row">
          <select aria-label={t('power')} value={power} onChange={(e) => setPower(e.target.value)} data-testid="correction-power">
            <Choices values={powers} shown={names.power} />
          </select>
          <span className="hint">{t('correct.replaces', { power: names.power(power) })}</span>
        </div>
        <textarea
          data-testid="correction-text"
          aria-label={t('correct.orders')}
          rows={5}
          spellCheck={false}
          value={text}
          onChange={(e) => (setText(e.target.value), setPreview(null))}
        />
        <label>
          {t('reason')}
          <input data-testid="correction-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <Notice text={error} className="banner error" testId="correction-error" />
        {preview && <CorrectionSteps preview={preview} names={names} map={map} />}
        {preview && (
          <label className="inline confirm-commit">
            <input type="checkbox" data-testid="correction-confirm" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
            {t('correct.confirm', { phase: phaseLabel(phase.name) })}
          </label>
        )}
        <div className="actions">
          <button onClick={onClose}>{t('cancel')}</button>
          <button data-testid="correction-preview" onClick={() => void show()} disabled={!reason.trim()} title={t('reasonNeeded')}>
            {t('correct.show')}
          </button>
          <button className="primary" data-testid="correction-commit" disabled={!preview || !confirmed || !reason.trim()} onClick={() => void commit()}>
            {t('correct.commit')}
          </button>
        </div>
      </div>
    </div>
  );
}
