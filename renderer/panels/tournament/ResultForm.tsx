// Recording a board's result: a solo (its winner), a draw (its members), ended by time (the
// centres), or taken as the board's game has it. The form starts from what the game says. Recording
// over an existing result is a correction: it asks first (the earlier one stays on record).
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import type { BoardView, StoredOutcome } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { errorAt, fieldError, type FieldError } from './fieldErrors';
import { FieldNote } from './FieldNote';
import { FormActions } from '../FormCard';
import { Modal } from './Modal';
import { draftFrom, outcomeOf, type OutcomeDraft, type Source } from './outcomeDraft';
import { OutcomeFields } from './OutcomeFields';
import { resultSummary } from './words';

interface Props {
  tournament: string;
  round: number;
  board: BoardView;
  onClose(): void;
}

const SOURCES: Source[] = ['solo', 'draw', 'time', 'game'];

export function ResultForm({ tournament, round, board, onClose }: Props) {
  const { t: tr } = useTranslation('tournament');
  const api = useApi();
  const powers = [...new Set(board.seats.map((s) => s.power))];
  const ref = { tournament, round, board: board.number };
  const [fromGame, setFromGame] = useState<StoredOutcome | null>(null);
  const [draft, setDraft] = useState<OutcomeDraft>(() => draftFrom(board.result?.outcome ?? null, powers, board.result?.year ?? null));
  const [error, setError] = useState<FieldError | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    call(api, 'tournament:boardOutcome', ref).then(
      (o) => {
        setFromGame(o);
        if (!board.result) setDraft((d) => ({ ...draftFrom(o.outcome, powers, o.year), source: d.source }));
      },
      (e: unknown) => setError({ field: '', message: tr('result.gameFailed', { problem: whatFailed(e) }) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, tournament, round, board.number]);

  const save = async () => {
    const made = draft.source === 'game' ? null : outcomeOf(draft, powers);
    if (made && 'field' in made) return setError(made);
    try {
      await call(api, 'tournament:recordResult', { ...ref, ...(made ?? { fromGame: true }) });
      onClose();
    } catch (e) {
      setError(fieldError(whatFailed(e)));
    }
  };

  const correcting = board.result !== null;
  const placed = ['outcome', 'year'].some((f) => errorAt(error, f));
  return (
    <Modal label={tr('result.label', { board: board.number })} testId="result-form" onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h2>
          {tr(correcting ? 'result.correctTitle' : 'result.recordTitle', { board: board.number })} <small>{board.gameName}</small>
        </h2>
        <div className="segmented" role="radiogroup" aria-label={tr('result.how')}>
          {SOURCES.map((s) => (
            <button
              type="button"
              role="radio"
              aria-checked={draft.source === s}
              key={s}
              className={draft.source === s ? 'on' : ''}
              data-testid={`result-${s}`}
              onClick={() => setDraft({ ...draft, source: s })}
            >
              {tr(`result.source.${s}`)}
            </button>
          ))}
        </div>
        {draft.source === 'game' ? (
          <p className="hint" data-testid="game-outcome">
            {fromGame
              ? `${tr(fromGame.year ? 'result.gameSaysYear' : 'result.gameSays', { outcome: resultSummary(fromGame.outcome, tr), year: fromGame.year })} ${Object.entries(
                  fromGame.outcome.centers,
                )
                  .map(([p, n]) => `${p} ${n}`)
                  .join(', ')}.`
              : tr('result.reading')}
          </p>
        ) : (
          <OutcomeFields draft={draft} powers={powers} error={error} onChange={setDraft} />
        )}
        <FieldNote text={error && !placed ? error.message : null} />
        {correcting && (
          <label className="inline confirm-commit">
            <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} data-testid="confirm-correction" />
            {tr('result.replaceRecorded', { outcome: resultSummary(board.result!.outcome, tr), by: board.result!.recordedBy })}
          </label>
        )}
        <FormActions
          cancel={tr('cancel')}
          onCancel={onClose}
          submit={correcting ? tr('result.correct') : tr('result.record')}
          testId="save-result"
          disabled={correcting && !confirmed}
        />
      </form>
    </Modal>
  );
}
