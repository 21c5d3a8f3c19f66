// A change that rewrites the game's history (a rollback, an undo of a commit, a position edit)
// asks why, and the reason goes in the game's log. Nothing happens until the GM confirms.
import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { Notice } from '../Notice';

interface Props {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Answers an error message to show, or null when done. */
  onConfirm(reason: string): Promise<string | null>;
  onClose(): void;
}

export function ReasonDialog({ title, children, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation('mend');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const problem = await onConfirm(reason.trim());
    setBusy(false);
    if (problem) setError(problem);
    else onClose();
  };
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="card modal" role="dialog" aria-modal="true" aria-label={title} data-testid="reason-dialog">
        <h2>{title}</h2>
        {children}
        <label>
          {t('reason')}
          <input autoFocus data-testid="reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <Notice text={error} className="banner error" testId="reason-error" />
        <div className="actions">
          <button onClick={onClose}>{t('cancel')}</button>
          <button className="primary" data-testid="reason-confirm" disabled={busy || !reason.trim()} onClick={() => void confirm()}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
