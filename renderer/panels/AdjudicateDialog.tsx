// Adjudication in two steps: the preview shows every result and nothing is written; Commit writes
// it and opens the next phase. Enter commits, Esc goes back to the orders.
import { useEffect } from 'react';
import type { AdjudicationView } from '../../electron/ipc/contract';
import type { GameMap } from '../../engine/index';
import { ResultsList } from './ResultsList';

interface Props {
  map: GameMap;
  preview: AdjudicationView;
  busy: boolean;
  onCommit(): void;
  onCancel(): void;
}

export function AdjudicateDialog({ map, preview, busy, onCommit, onCancel }: Props) {
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
      if (e.key === 'Enter' && !busy) onCommit();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [busy, onCommit, onCancel]);
  const changes = preview.centerChanges.filter((c) => c.gained.length || c.lost.length);
  return (
    <div className="modal-backdrop">
      <div className="card modal" role="dialog" aria-modal="true" aria-label="Adjudication preview" data-testid="preview">
        <h2>{preview.phase.name}: preview</h2>
        {preview.missing.length > 0 && <p className="banner warn">No orders from {preview.missing.join(', ')}: their units hold, retreats disband, builds are waived.</p>}
        {preview.notes.map((n, i) => (
          <p key={i} className="hint">
            {n.message}
          </p>
        ))}
        <ResultsList map={map} results={preview.result.results} />
        {changes.length > 0 && (
          <p>
            Centers:{' '}
            {changes.map((c) => `${c.power} ${c.gained.length ? `+${c.gained.join(' +')}` : ''}${c.lost.length ? ` −${c.lost.join(' −')}` : ''}`).join('; ')}
          </p>
        )}
        <p>
          Next: <strong>{preview.next?.name ?? (preview.winner ? `${preview.winner} wins` : 'the game ends')}</strong>
        </p>
        <div className="actions">
          <button onClick={onCancel}>Back to orders (Esc)</button>
          <button className="primary" data-testid="commit" disabled={busy} onClick={onCommit} autoFocus>
            Commit (Enter)
          </button>
        </div>
      </div>
    </div>
  );
}
