// Mending the game from the app, every change logged with its reason: undo the last commit, roll
// back to any phase, correct an order in a past phase (differences shown first), edit the position
// of the phase to play, and take draw votes.
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
    if (!r.ok) return r.error.message;
    onDone(`Rolled back: ${to.name} is open again.`);
    return null;
  };

  return (
    <div className="mend" data-testid="mend">
      <section>
        <h3>Commits</h3>
        <button data-testid="undo-commit" disabled={!last} onClick={() => last && setOpen({ kind: 'rollback', to: last, undo: true })}>
          Undo the last commit{last ? ` (${last.name})` : ''}…
        </button>
        <div className="row">
          <select
            aria-label="Phase"
            data-testid="mend-phase"
            value={chosen?.seq ?? ''}
            onChange={(e) => setPick(Number(e.target.value))}
            disabled={!done.length}
          >
            {done.map((p) => (
              <option key={p.seq} value={p.seq}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="row">
          <button data-testid="rollback" disabled={!chosen} onClick={() => chosen && setOpen({ kind: 'rollback', to: chosen, undo: false })}>
            Roll back to it…
          </button>
          <button data-testid="correct" disabled={!chosen} onClick={() => chosen && setOpen({ kind: 'correct', phase: chosen })}>
            Correct an order in it…
          </button>
        </div>
      </section>
      <section>
        <h3>Position</h3>
        <button data-testid="edit-position" disabled={game.status !== 'active'} onClick={onEditPosition}>
          Edit the position of {current?.name ?? 'the open phase'}…
        </button>
      </section>
      <DrawPanel gameId={game.id} version={game.updatedAt} onError={onError} />
      {open?.kind === 'rollback' && (
        <ReasonDialog
          title={open.undo ? `Undo the commit of ${open.to.name}` : `Roll back to ${open.to.name}`}
          confirmLabel={open.undo ? 'Undo the commit' : 'Roll back'}
          onConfirm={(reason) => rollback(open.to, reason)}
          onClose={() => setOpen(null)}
        >
          <p>
            {open.to.name} opens again with its orders;{' '}
            {game.phases
              .filter((p) => p.seq > open.to.seq)
              .map((p) => p.name)
              .join(', ') || 'no later phase'}{' '}
            {game.phases.some((p) => p.seq > open.to.seq) ? 'are set aside (kept in the log, not deleted)' : ''}.
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
            onDone(`Corrected ${p.power}'s orders in ${open.phase.name}: ${p.steps.length} phase${p.steps.length === 1 ? '' : 's'} replayed.`);
          }}
        />
      )}
    </div>
  );
}
