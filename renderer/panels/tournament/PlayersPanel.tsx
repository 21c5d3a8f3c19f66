// The tournament's players and the form that registers more, one name per line (pasted from a
// sign-up sheet). Once rounds have started a new player is late: they join at the next round.
// A refused name is pointed at by its line; nothing of a refused list is kept. A player who leaves is
// withdrawn (left out of seating, shown as withdrawn) and can be brought back.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { TournamentDetail } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { fieldError, lineOf, type FieldError } from './fieldErrors';
import { FieldNote } from './FieldNote';
import { FormCard } from '../FormCard';
import { Notice } from '../Notice';

export function PlayersPanel({ t }: { t: TournamentDetail }) {
  const { t: tr } = useTranslation('tournament');
  const api = useApi();
  const [text, setText] = useState('');
  const [error, setError] = useState<FieldError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const names = text.split(/\r?\n/).map((l) => l.trim());
  const given = names.filter(Boolean);
  const next = t.rounds.length + 1;

  const setWithdrawn = async (player: string, withdrawn: boolean) => {
    setDone(null);
    try {
      await call(api, 'tournament:withdraw', { tournament: t.name, player, withdrawn });
      setError(null);
      setDone(tr(withdrawn ? 'players.withdrawnDone' : 'players.returnedDone', { player }));
    } catch (e) {
      setError(fieldError(whatFailed(e)));
    }
  };

  const add = async () => {
    setDone(null);
    try {
      // Blank lines are skipped; the service's `names[i]` then counts the names, so keep the map back to lines.
      await call(api, 'tournament:addPlayers', { tournament: t.name, names: given });
      setText('');
      setError(null);
      setDone(t.rounds.length > 0 ? tr('players.addedLate', { count: given.length, round: next }) : tr('players.added', { count: given.length }));
    } catch (e) {
      const f = fieldError(whatFailed(e));
      const i = lineOf(f);
      const line = i === null ? null : names.findIndex((n, k) => n && names.slice(0, k + 1).filter(Boolean).length === i) + 1;
      setError(line ? { field: 'names', message: tr('line', { line, message: f.message }) } : f);
    }
  };

  return (
    <div className="director-grid">
      <section className="card">
        <h2>
          {tr('tab.players')} <small data-testid="player-count">{t.players.length}</small>
        </h2>
        {t.players.length === 0 ? (
          <p className="empty">{tr('players.none')}</p>
        ) : (
          <ol className="player-list" data-testid="player-list">
            {t.players.map((p) => (
              <li key={p.id} className={p.withdrawnAt ? 'withdrawn' : undefined} data-testid="player">
                <span className="name">{p.name}</span>
                {p.firstRound > 1 && <span className="tag">{tr('players.late', { round: p.firstRound })}</span>}
                {p.withdrawnAt && <span className="tag">{tr('players.withdrawn')}</span>}
                <button
                  type="button"
                  className="link"
                  onClick={() => void setWithdrawn(p.name, !p.withdrawnAt)}
                  data-testid={p.withdrawnAt ? 'return-player' : 'withdraw-player'}
                  aria-label={tr(p.withdrawnAt ? 'players.returnName' : 'players.withdrawName', { player: p.name })}
                >
                  {p.withdrawnAt ? tr('players.return') : tr('players.withdraw')}
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <FormCard className="director-form" title={tr('players.addTitle')} onSubmit={() => void add()}>
        <label>
          {tr('players.perLine')}
          <textarea
            rows={12}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && given.length > 0) {
                e.preventDefault();
                void add();
              }
            }}
            data-testid="player-names"
            aria-invalid={!!error}
            placeholder={tr('players.placeholder')}
          />
          <FieldNote text={error?.message ?? null} />
        </label>
        <p className="hint">
          {t.rounds.length > 0 ? tr('players.lateHint', { round: t.rounds.length, next }) : tr('players.fromOne')} {tr('players.ctrlEnter')}
        </p>
        <Notice text={done} className="ok" role="status" />
        <div className="actions">
          <button type="submit" className="primary" data-testid="add-players" disabled={given.length === 0}>
            {given.length ? tr('players.add', { count: given.length }) : tr('players.addNone')}
          </button>
        </div>
      </FormCard>
    </div>
  );
}
