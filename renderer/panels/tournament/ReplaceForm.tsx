// A replacement player takes over a power from a game year (the board's score at the end goes to
// them). Only players free this round can be chosen; it asks before recording.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { BoardView, TournamentDetail } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { errorAt, fieldError, type FieldError } from './fieldErrors';
import { FieldNote } from './FieldNote';
import { FormActions } from '../FormCard';
import { ConfirmStep } from './ConfirmStep';
import { Modal } from './Modal';

export function ReplaceForm({ t, round, board, onClose }: { t: TournamentDetail; round: number; board: BoardView; onClose(): void }) {
  const { t: tr } = useTranslation('tournament');
  const api = useApi();
  const powers = [...new Set(board.seats.map((s) => s.power))];
  const seated = new Set(t.rounds.find((r) => r.number === round)?.boards.flatMap((b) => b.seats.map((s) => s.playerId)));
  const free = t.players.filter((p) => !seated.has(p.id) && p.firstRound <= round && !p.withdrawnAt);
  const [power, setPower] = useState(powers[0] ?? '');
  const [player, setPlayer] = useState(free[0]?.name ?? '');
  const [fromYear, setFromYear] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  const holder = [...board.seats].reverse().find((s) => s.power === power)?.player;

  const save = async () => {
    try {
      await call(api, 'tournament:replacePlayer', { tournament: t.name, round, board: board.number, power, player, fromYear: Number(fromYear) });
      onClose();
    } catch (e) {
      setConfirming(false);
      setError(fieldError(whatFailed(e)));
    }
  };
  const yearOk = /^\d{4}$/.test(fromYear);
  return (
    <Modal label={tr('replace.label', { board: board.number })} testId="replace-form" onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!yearOk) setError({ field: 'fromYear', message: tr('replace.needYear') });
          else setConfirming(true);
        }}
      >
        <h2>{tr('replace.title', { board: board.number })}</h2>
        <label>
          {tr('replace.power')}
          <select value={power} onChange={(e) => setPower(e.target.value)} data-testid="replace-power">
            {powers.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
          {holder && <span className="hint">{tr('replace.now', { player: holder })}</span>}
        </label>
        <label>
          {tr('replace.replacement')}
          <select value={player} onChange={(e) => setPlayer(e.target.value)} data-testid="replace-player" aria-invalid={!!errorAt(error, 'player')}>
            {free.map((p) => (
              <option key={p.id}>{p.name}</option>
            ))}
          </select>
          {free.length === 0 && <span className="hint">{tr('replace.noneFree')}</span>}
          <FieldNote text={errorAt(error, 'player')} />
        </label>
        <label>
          {tr('replace.fromYear')}
          <input
            className="narrow"
            inputMode="numeric"
            placeholder={tr('replace.yearPlaceholder')}
            data-testid="replace-year"
            value={fromYear}
            onChange={(e) => setFromYear(e.target.value)}
            aria-invalid={!!errorAt(error, 'fromYear')}
          />
          <FieldNote text={errorAt(error, 'fromYear')} />
        </label>
        <FieldNote text={error && !['player', 'fromYear'].includes(error.field) ? error.message : null} />
        {confirming ? (
          <ConfirmStep
            label={tr('replace.confirmLabel')}
            action={tr('replace.replace')}
            testId="confirm-replace"
            onBack={() => setConfirming(false)}
            onConfirm={() => void save()}
          >
            {holder ? tr('replace.confirmInstead', { player, power, year: fromYear, holder }) : tr('replace.confirm', { player, power, year: fromYear })}
          </ConfirmStep>
        ) : (
          <FormActions cancel={tr('cancel')} onCancel={onClose} submit={tr('replace.replaceEllipsis')} disabled={!player} />
        )}
      </form>
    </Modal>
  );
}
