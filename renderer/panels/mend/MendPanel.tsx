// Mending the game from the app, every change logged with its reason: undo the last commit, roll
// back to any phase, correct an order in a past phase (differences shown first), edit the position
// of the phase to play, and take draw votes.
import { errorText, phaseLabel } from '../../i18n';
import { useTranslation } from 'react-i18next';
import { placeNames } from '../../i18n/placeNames';
import { useState } from 'react';
import type { GameDetail, PhaseHead } from '../../../electron/ipc/contract';
import { type GameMap } from '../../../engine/index';
import { useApi } from '../../state/api';
import { CorrectionDialog } from './CorrectionDialog';
import { DrawPanel } from './DrawPanel';
import { ReasonDialog } from './ReasonDialog';

interface Props {
  game: GameDetail;
  map: GameMap;
  onDone(message: string): void;
  onError(message: string): void;
  onEditPosition(): void;
}

type Open = { kind: 'rollback'; to: PhaseHead; undo: boolean } | { kind: 'correct'; phase: PhaseHead } | null;

export function MendPanel({ game, map, onDone, onError, onEditPosition }: Props) {
  const { t } = useTranslation('mend');
  const api = useApi();
  const [open, setOpen] = useState<Open>(null);
  const done = game.phases.filter((p) => p.status === 'adjudicated');
  const last = done[done.length - 1] ?? null;
  const current = game.phases[game.phases.length - 1] ?? null;
  const [pick, setPick] = useState<number | null>(null);
  const chosen = done.find((p) => p.seq === pick) ?? last;

  const rollback = async (to: PhaseHead, reason: string): Promise<string | null> => {
    // Bound to the phase on screen: an undo never takes back a commit made meanwhile elsewhere.
    const expect = current && current.status === 'open' ? { expect: { seq: current.seq, phaseId: current.id } } : {};
    const r = await api.invoke('phase:rollback', { gameId: game.id, seq: to.seq, reason, ...expect });
    if (!r.ok) return errorText(r.error);
    onDone(t('rolledBack', { phase: phaseLabel(to.name) }));
    return null;
  };

  return (
    <div className="mend" data-testid="mend">
      <section>
        <h3>{t('commits')}</h3>
        <button data-testid="undo-commit" disabled={!last} onClick={() => last && setOpen({ kind: 'rollback', to: last, undo: true })}>
          {last ? t('undoLastOf', { phase: phaseLabel(last.name) }) : t('undoLast')}
        </button>
        <div className="row">
          <select
            aria-label={t('phase')}
            data-testid="mend-phase"
            value={chosen?.seq ?? ''}
            onChange={(e) => setPick(Number(e.target.value))}
            disabled={!done.length}
          >
            {done.map((p) => (
              <option key={p.seq} value={p.seq}>
                {phaseLabel(p.name)}
              </option>
            ))}
          </select>
        </div>
        <div className="row">
          <button data-testid="rollback" disabled={!chosen} onClick={() => chosen && setOpen({ kind: 'rollback', to: chosen, undo: false })}>
            {t('rollback')}
          </button>
          <button data-testid="correct" disabled={!chosen} onClick={() => chosen && setOpen({ kind: 'correct', phase: chosen })}>
            {t('correctIn')}
          </button>
        </div>
      </section>
      <section>
        <h3>{t('position')}</h3>
        <button data-testid="edit-position" disabled={game.status !== 'active'} onClick={onEditPosition}>
          {t('editPosition', { phase: current ? phaseLabel(current.name) : t('openPhase') })}
        </button>
      </section>
      <DrawPanel gameId={game.id} map={map} version={game.updatedAt} onError={onError} />
      {open?.kind === 'rollback' && (
        <ReasonDialog
          title={open.undo ? t('undoTitle', { phase: phaseLabel(open.to.name) }) : t('rollbackTitle', { phase: phaseLabel(open.to.name) })}
          confirmLabel={open.undo ? t('undoConfirm') : t('rollbackConfirm')}
          onConfirm={(reason) => rollback(open.to, reason)}
          onClose={() => setOpen(null)}
        >
          <p>
            {game.phases.some((p) => p.seq > open.to.seq)
              ? t('reopensSetAside', {
                  phase: phaseLabel(open.to.name),
                  later: game.phases
                    .filter((p) => p.seq > open.to.seq)
                    .map((p) => phaseLabel(p.name))
                    .join(', '),
                })
              : t('reopens', { phase: phaseLabel(open.to.name) })}
          </p>
        </ReasonDialog>
      )}
      {open?.kind === 'correct' && (
        <CorrectionDialog
          gameId={game.id}
          map={map}
          phase={open.phase}
          powers={game.powers.map((p) => p.power)}
          onClose={() => setOpen(null)}
          onDone={(p) => {
            setOpen(null);
            onDone(t('corrected', { power: placeNames(map).power(p.power), phase: phaseLabel(open.phase.name), count: p.steps.length }));
          }}
        />
      )}
    </div>
  );
}
