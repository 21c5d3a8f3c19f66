// The position editor: edits of the open phase's position typed one a line (positionEdits.ts),
// each read back in words, then applied with a reason as one logged correction.
import { errorText, phaseLabel } from '../../i18n';
import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import type { PhaseHead } from '../../../electron/ipc/contract';
import { type GameMap } from '../../../engine/index';
import { useApi } from '../../state/api';
import { readEdits } from './positionEdits';
import { Notice } from '../Notice';

interface Props {
  gameId: number;
  map: GameMap;
  phase: PhaseHead;
  onDone(message: string): void;
  onClose(): void;
}

export function PositionEditor({ gameId, map, phase, onDone, onClose }: Props) {
  const { t } = useTranslation('mend');
  const api = useApi();
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lines = useMemo(() => readEdits(map, text), [map, text]);
  const edits = lines.flatMap((l) => ('edit' in l ? [l.edit] : []));
  const bad = lines.some((l) => 'error' in l);
  const apply = async () => {
    const r = await api.invoke('position:edit', { gameId, edits, reason: reason.trim(), expect: { seq: phase.seq, phaseId: phase.id } });
    if (!r.ok) return setError(errorText(r.error));
    onDone(t('edit.done', { phase: phaseLabel(phase.name), count: edits.length }));
  };
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="card modal" role="dialog" aria-modal="true" aria-label={t('edit.label')} data-testid="position-editor">
        <h2>{t('edit.title', { phase: phaseLabel(phase.name) })}</h2>
        <p className="hint">{t('edit.hint')}</p>
        <textarea
          autoFocus
          rows={5}
          spellCheck={false}
          aria-label={t('edit.changes')}
          data-testid="position-edits"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <ul className="diagnostics">
          {lines.map((l) => (
            <li key={l.line} className={`diag ${'error' in l ? 'error' : 'ok'}`}>
              <span className="line-no">{l.line}</span>
              <span className="status">{'error' in l ? t('edit.notRead') : t('edit.ok')}</span>
              <span className="text">{'error' in l ? l.error : l.says}</span>
            </li>
          ))}
        </ul>
        <label>
          {t('reason')}
          <input data-testid="position-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <Notice text={error} className="banner error" testId="position-error" />
        <div className="actions">
          <button onClick={onClose}>{t('cancel')}</button>
          <button className="primary" data-testid="position-apply" disabled={!edits.length || bad || !reason.trim()} onClick={() => void apply()}>
            {edits.length ? t('edit.apply', { count: edits.length }) : t('edit.applyNone')}
          </button>
        </div>
      </div>
    </div>
  );
}
