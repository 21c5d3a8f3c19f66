// Adjudication in two steps: the preview names the phase, every power still owing orders and every
// unit without an order (and what it will do), and shows every result; nothing is written. Commit
// then needs a deliberate act: tick the confirmation, then press Commit. Enter alone never
// commits (a habitual Enter must not adjudicate a half-ordered phase); Esc goes back to the orders.
// The confirmation and Commit stay in view at any size: the lists scroll between the heading and
// them, and the rule notes (the adjudicator's jargon) wait behind a disclosure.
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../i18n';
import { useEffect, useRef, useState } from 'react';
import type { AdjudicationView } from '../../electron/ipc/contract';
import type { GameMap, Position } from '../../engine/index';
import { withKeys } from './orderText';
import { ResultsList } from './ResultsList';
import { UnorderedList } from './UnorderedList';
import { combineNoteText } from '../i18n/serviceWords';
import { usePlaceNames } from '../i18n/placeNames';

interface Props {
  map: GameMap;
  preview: AdjudicationView;
  /** The position of the previewed phase, to list the units without orders. */
  position: Position;
  busy: boolean;
  onCommit(): void;
  onCancel(): void;
}

export function AdjudicateDialog({ map, preview, position, busy, onCommit, onCancel }: Props) {
  const { t } = useTranslation('adjudicate');
  const names = usePlaceNames(map);
  const [confirmed, setConfirmed] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.focus(), []);
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [onCancel]);
  const changes = preview.centerChanges.filter((c) => c.gained.length || c.lost.length);
  const phase = phaseLabel(preview.phase.name);
  // The service's own questions (adjudication.ts `questions`), the ones the CLI asks with exit 5 and
  // --before-deadline: ticking the confirmation answers them.
  const deadline = preview.confirm?.beforeDeadline ?? null;
  const missing = preview.missing.length > 0;
  const confirmKey = missing ? (deadline !== null ? 'confirmMissingEarly' : 'confirmMissing') : deadline !== null ? 'confirmEarly' : 'confirm';
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        tabIndex={-1}
        className="card modal preview-modal"
        role="dialog"
        aria-modal="true"
        aria-label={t('label', { phase })}
        data-testid="preview"
      >
        <h2>
          {t('preview')} <span data-testid="preview-phase">{phase}</span>
        </h2>
        <div className="preview-body">
          {preview.missing.length > 0 ? (
            <p className="banner warn" data-testid="preview-owing">
              {t('owing')} <strong>{preview.missing.map(names.power).join(', ')}</strong>. {t('owingFate')}
            </p>
          ) : (
            <p className="hint" data-testid="preview-owing">
              {t('allIn')}
            </p>
          )}
          {deadline !== null && (
            <p className="banner warn" data-testid="preview-deadline">
              {t('deadline', { deadline: new Date(deadline).toUTCString() })}
            </p>
          )}
          <UnorderedList map={map} position={position} orders={preview.orders} testId="preview-unordered" />
          {preview.notes.length > 0 && (
            <details className="rule-notes" data-testid="preview-notes">
              <summary>{t('ruleNotes', { count: preview.notes.length })}</summary>
              {withKeys(preview.notes, (n) => n.message).map(([key, n]) => (
                <p key={key} className="hint">
                  {combineNoteText(n, map)}
                </p>
              ))}
            </details>
          )}
          <ResultsList map={map} results={preview.result.results} />
          {changes.length > 0 && (
            <p>
              {t('centers')}{' '}
              {changes
                .map((c) => `${names.power(c.power)} ${c.gained.length ? `+${c.gained.join(' +')}` : ''}${c.lost.length ? ` −${c.lost.join(' −')}` : ''}`)
                .join('; ')}
            </p>
          )}
        </div>
        <p>
          {t('next')}{' '}
          <strong>{(preview.next && phaseLabel(preview.next.name)) ?? (preview.winner ? t('wins', { power: names.power(preview.winner) }) : t('ends'))}</strong>
        </p>
        <label className="inline confirm-commit">
          <input type="checkbox" data-testid="commit-confirm" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          {t(confirmKey, { phase, powers: preview.missing.map(names.power).join(', ') })}
        </label>
        <div className="actions">
          <button onClick={onCancel}>{t('back')}</button>
          <button className="primary" data-testid="commit" disabled={busy || !confirmed} onClick={onCommit}>
            {t('commit', { phase })}
          </button>
        </div>
      </div>
    </div>
  );
}
