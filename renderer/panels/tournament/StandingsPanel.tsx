// The standings under the tournament's system (the rounds that count in bold), and the change of
// system: it asks first, then every board is scored again and the table changes at once.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { Standings, SystemChoice, TournamentDetail } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { CombineField } from './CombineField';
import { ConfirmStep } from './ConfirmStep';
import { errorAt, fieldError, type FieldError } from './fieldErrors';
import { FieldNote } from './FieldNote';
import { FormCard } from '../FormCard';
import { NamedChoices } from '../Choices';

const combineText = (c: TournamentDetail['combine']): string => (c.kind === 'sum' ? 'sum' : `best-${c.n}`);
const pts = (v: number | null): string => (v === null ? '–' : String(Math.round(v * 100) / 100));

export function StandingsPanel({ t, standings, systems }: { t: TournamentDetail; standings: Standings; systems: SystemChoice[] }) {
  const { t: tr } = useTranslation('tournament');
  const api = useApi();
  const [scoring, setScoring] = useState<string>(t.scoring);
  const [combine, setCombine] = useState(combineText(t.combine));
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  const dirty = scoring !== t.scoring || combine !== combineText(t.combine);
  const name = (id: string) => systems.find((s) => s.id === id)?.name ?? id;

  const apply = async () => {
    try {
      await call(api, 'tournament:setScoring', { tournament: t.name, scoring: scoring as SystemChoice['id'], combine });
      setError(null);
    } catch (e) {
      setError(fieldError(whatFailed(e)));
    }
    setConfirming(false);
  };

  return (
    <div className="director-grid standings-grid">
      <section className="card">
        <h2>
          {tr('standings')} <small data-testid="standings-system">{standings.systemName}</small>
        </h2>
        {t.combine.kind === 'best' && <p className="hint">{tr('scoring.bestHint', { count: t.combine.n })}</p>}
        <table className="director-table standings-table" data-testid="standings-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{tr('scoring.player')}</th>
              {t.rounds.map((r) => (
                <th key={r.number}>{tr('scoring.roundShort', { round: r.number })}</th>
              ))}
              <th>{tr('scoring.total')}</th>
            </tr>
          </thead>
          <tbody>
            {standings.standings.map((s) => (
              <tr key={s.playerId}>
                <td>
                  {s.rank}
                  {s.shared > 1 ? '=' : ''}
                </td>
                <td>{s.player}</td>
                {/* A round's number is its name: the key is that name, not a place in a list. */}
                {s.rounds
                  .map((v, i) => ({ v, round: i, name: `round ${i + 1}` }))
                  .map(({ v, round, name }) => (
                    <td key={name} className={t.combine.kind === 'best' && s.counted.includes(round) ? 'counted' : 'num'}>
                      {pts(v)}
                    </td>
                  ))}
                <td className="total">{pts(s.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <FormCard className="director-form" title={tr('scoring.title')} onSubmit={() => setConfirming(true)}>
        <label>
          {tr('scoring.system')}
          <select value={scoring} onChange={(e) => setScoring(e.target.value)} data-testid="scoring-system" aria-invalid={!!errorAt(error, 'scoring')}>
            <NamedChoices items={systems} />
          </select>
          <FieldNote text={errorAt(error, 'scoring')} />
        </label>
        <CombineField value={combine} onChange={setCombine} error={errorAt(error, 'combine')} />
        <FieldNote text={error && !['scoring', 'combine'].includes(error.field) ? error.message : null} />
        {confirming ? (
          <ConfirmStep
            label={tr('scoring.confirmLabel')}
            action={tr('scoring.rescore')}
            testId="confirm-scoring"
            onBack={() => setConfirming(false)}
            onConfirm={() => void apply()}
          >
            {tr('scoring.confirmBefore')} <strong>{name(scoring)}</strong> (
            {combine === 'sum' ? tr('scoring.summed') : tr('scoring.best', { count: Number(combine.slice(5)) })}){tr('scoring.confirmAfter')}
          </ConfirmStep>
        ) : (
          <div className="actions">
            <button type="submit" className="primary" data-testid="change-scoring" disabled={!dirty}>
              {tr('scoring.rescoreEllipsis')}
            </button>
          </div>
        )}
      </FormCard>
    </div>
  );
}
