// The director's view of the rounds: each board of a round with its seats (replacements after the
// first holder), its recorded result, and the actions on it (record or correct the result, a
// replacement player, open the game); the next round is started from here.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { BoardView, TournamentDetail } from '../../../electron/ipc/contract';
import { ReplaceForm } from './ReplaceForm';
import { ResultForm } from './ResultForm';
import { StartRoundForm } from './StartRoundForm';
import { resultSummary } from './words';

interface Props {
  t: TournamentDetail;
  onOpenGame(gameId: number): void;
}

type Editing = { kind: 'result' | 'replace'; board: BoardView } | null;

export function RoundsPanel({ t, onOpenGame }: Props) {
  const { t: tr } = useTranslation('tournament');
  const { t: tRoom } = useTranslation('authors');
  const [chosen, setChosen] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const round = t.rounds.find((r) => r.number === (chosen ?? t.rounds.length)) ?? null;

  if (starting) return <StartRoundForm t={t} onCancel={() => setStarting(false)} onStarted={() => (setStarting(false), setChosen(null))} />;
  return (
    <section className="card rounds-panel">
      <header className="rounds-head">
        <h2>{round ? tr('roundN', { round: round.number }) : tr('rounds.none')}</h2>
        {t.rounds.length > 1 && (
          <select aria-label={tr('round')} value={round?.number} onChange={(e) => setChosen(Number(e.target.value))}>
            {t.rounds.map((r) => (
              <option key={r.number} value={r.number}>
                {tr('roundN', { round: r.number })}
              </option>
            ))}
          </select>
        )}
        {round && (
          <span className="hint">
            {round.endRule.kind === 'year'
              ? tr('endsAfter', { year: round.endRule.lastYear })
              : tr('endsAt', { time: round.endRule.endsAt.slice(0, 16).replace('T', ' ') })}
          </span>
        )}
        <button
          className="primary"
          data-testid="new-round"
          onClick={() => setStarting(true)}
          disabled={t.players.length < 7}
          title={t.players.length < 7 ? tr('rounds.needSeven') : undefined}
        >
          {tr('startRoundEllipsis', { round: t.rounds.length + 1 })}
        </button>
      </header>
      {round && (
        <table className="director-table" data-testid="rounds-table">
          <thead>
            <tr>
              <th>{tr('rounds.board')}</th>
              <th>{tr('rounds.seats')}</th>
              <th>{tr('rounds.result')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {round.boards.map((b) => (
              <tr key={b.id} data-testid={`board-row-${b.number}`}>
                <th scope="row">{b.number}</th>
                <td className="seats">
                  <div>
                    {b.seats.map((s) => (
                      <span key={`${s.power}-${s.sinceYear}`} className={s.sinceYear ? 'seat replaced' : 'seat'}>
                        <b>{s.power.slice(0, 3)}</b> {s.player}
                        {s.sinceYear > 0 && ` ${s.by ? tRoom('seatBy', { year: s.sinceYear, by: s.by }) : tr('rounds.from', { year: s.sinceYear })}`}
                      </span>
                    ))}
                  </div>
                </td>
                <td data-testid={`result-${b.number}`}>
                  {b.result ? resultSummary(b.result.outcome, tr) : <span className="hint">{tr('rounds.notRecorded')}</span>}
                </td>
                <td className="row-actions">
                  <button data-testid={`record-${b.number}`} onClick={() => setEditing({ kind: 'result', board: b })}>
                    {b.result ? tr('rounds.correct') : tr('rounds.record')}
                  </button>
                  <button data-testid={`replace-${b.number}`} onClick={() => setEditing({ kind: 'replace', board: b })}>
                    {tr('rounds.replacement')}
                  </button>
                  <button onClick={() => onOpenGame(b.gameId)}>{tr('rounds.open')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing?.kind === 'result' && round && <ResultForm tournament={t.name} round={round.number} board={editing.board} onClose={() => setEditing(null)} />}
      {editing?.kind === 'replace' && round && <ReplaceForm t={t} round={round.number} board={editing.board} onClose={() => setEditing(null)} />}
    </section>
  );
}
