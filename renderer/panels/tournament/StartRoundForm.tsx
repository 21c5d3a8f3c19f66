// Opening the next round: how its games end (a last year, or a clock time), the proposed seating
// (the objective's search: fewest repeated opponents, then powers), the director's overrides, and
// a confirmation before the boards' games are created (a round is never taken back).
import { useTranslation } from 'react-i18next';
import { standardPowerName as powerName } from '../../i18n/placeNames';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EndRule, SeatingProposal, TournamentDetail } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { errorAt, fieldError, type FieldError } from './fieldErrors';
import { FieldNote } from './FieldNote';
import { ConfirmStep } from './ConfirmStep';
import { changedSeats, placePlayer, type SeatingDraft } from './seatingEdit';
import { SeatingTable } from './SeatingTable';

export function StartRoundForm({ t, onCancel, onStarted }: { t: TournamentDetail; onCancel(): void; onStarted(): void }) {
  const { t: tr } = useTranslation('tournament');
  const api = useApi();
  const round = t.rounds.length + 1;
  const [kind, setKind] = useState<EndRule['kind']>('year');
  const [lastYear, setLastYear] = useState('1907');
  const [endsAt, setEndsAt] = useState('');
  const [seed, setSeed] = useState(round);
  const [proposal, setProposal] = useState<SeatingProposal | null>(null);
  const [draft, setDraft] = useState<SeatingDraft | null>(null);
  const [error, setError] = useState<FieldError | null>(null);
  const [confirming, setConfirming] = useState(false);

  const propose = useCallback(
    async (s: number) => {
      try {
        const p = await call(api, 'tournament:proposeSeating', { tournament: t.name, seed: s });
        setProposal(p);
        setDraft({ boards: p.boards, sittingOut: p.sittingOut });
        setError(null);
      } catch (e) {
        setError({ field: 'seating', message: whatFailed(e) });
      }
    },
    [api, t.name],
  );
  useEffect(() => void propose(seed), [propose, seed]);

  const changed = useMemo(() => (proposal && draft ? changedSeats(proposal, draft) : []), [proposal, draft]);
  const endRule = (): EndRule | string => {
    if (kind === 'year') return /^\d{1,4}$/.test(lastYear) ? { kind, lastYear: Number(lastYear) } : tr('start.needYear');
    const at = Date.parse(endsAt);
    return Number.isNaN(at) ? tr('start.needTime') : { kind, endsAt: new Date(at).toISOString() };
  };

  const start = async () => {
    const rule = endRule();
    if (typeof rule === 'string') return setError({ field: 'endRule', message: rule });
    try {
      await call(api, 'tournament:startRound', { tournament: t.name, endRule: rule, seating: draft?.boards });
      onStarted();
    } catch (e) {
      setConfirming(false);
      setError(fieldError(whatFailed(e)));
    }
  };

  const seatFault = error && /^seating\[(\d+)\]\.(\w+)$/.exec(error.field);
  // The field a refusal names, in words: `seating[0].Italy` is board 1's Italy (the powers in the window's language).
  const fieldLabel = (field: string) => {
    const seat = /^seating\[(\d+)\](?:\.(\w+))?$/.exec(field);
    return seat ? [tr('card.board', { board: Number(seat[1]) + 1 }), ...(seat[2] ? [powerName(seat[2])] : [])].join(', ') : field;
  };
  const present = t.players.filter((p) => p.firstRound <= round && !p.withdrawnAt).map((p) => p.name);
  return (
    <form
      className="card director-form start-round"
      data-testid="start-round-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (typeof endRule() === 'string') setError({ field: 'endRule', message: endRule() as string });
        else setConfirming(true);
      }}
      onKeyDown={(e) => e.key === 'Escape' && (confirming ? setConfirming(false) : onCancel())}
    >
      <h2>{tr('startRound', { round })}</h2>
      <fieldset>
        <legend>{tr('start.gamesEnd')}</legend>
        <label className="inline">
          <input type="radio" name="end" checked={kind === 'year'} onChange={() => setKind('year')} /> {tr('start.afterYear')}
          <input
            className="narrow"
            aria-label={tr('start.lastYear')}
            data-testid="last-year"
            value={lastYear}
            disabled={kind !== 'year'}
            onChange={(e) => setLastYear(e.target.value)}
          />
        </label>
        <label className="inline">
          <input type="radio" name="end" checked={kind === 'clock'} onChange={() => setKind('clock')} data-testid="end-clock" /> {tr('start.at')}
          <input type="datetime-local" aria-label={tr('start.endsAt')} value={endsAt} disabled={kind !== 'clock'} onChange={(e) => setEndsAt(e.target.value)} />
        </label>
        <FieldNote text={errorAt(error, 'endRule')} />
      </fieldset>
      {proposal && draft && (
        <>
          <p className="hint" data-testid="seating-summary">
            {tr('start.proposed', { opponents: proposal.cost.opponentRepeats, powers: proposal.cost.powerRepeats })}
            {proposal.sittingOut.length > 0 && `; ${tr('start.sittingOut', { players: draft.sittingOut.join(', ') })}`}.{' '}
            {changed.length > 0 ? <strong data-testid="seats-changed">{tr('start.seatsChanged', { count: changed.length })}</strong> : tr('start.pick')}
          </p>
          <SeatingTable
            draft={draft}
            changed={new Set(changed.map((c) => `${c.board}.${c.power}`))}
            players={[...draft.boards.flatMap((b) => Object.values(b)), ...draft.sittingOut].filter((p) => present.includes(p))}
            faulty={seatFault ? `${seatFault[1]}.${seatFault[2]}` : null}
            onPlace={(b, p, who) => setDraft(placePlayer(draft, b, p, who))}
          />
        </>
      )}
      <FieldNote text={error && error.field !== 'endRule' ? (error.field ? `${fieldLabel(error.field)}: ${error.message}` : error.message) : null} />
      {confirming ? (
        <ConfirmStep
          label={tr('start.confirmLabel')}
          action={tr('startRound', { round })}
          testId="confirm-start-round"
          onBack={() => setConfirming(false)}
          onConfirm={() => void start()}
        >
          {changed.length
            ? tr('start.confirmChanged', { round, boards: draft?.boards.length ?? 0, count: changed.length })
            : tr('start.confirm', { round, boards: draft?.boards.length ?? 0 })}
        </ConfirmStep>
      ) : (
        <div className="actions">
          <button type="button" onClick={() => setSeed(seed + 1)} data-testid="another-proposal" disabled={!proposal}>
            {tr('start.another')}
          </button>
          {changed.length > 0 && proposal && (
            <button type="button" onClick={() => setDraft({ boards: proposal.boards, sittingOut: proposal.sittingOut })}>
              {tr('start.undoMine')}
            </button>
          )}
          <button type="button" onClick={onCancel}>
            {tr('cancel')}
          </button>
          <button type="submit" className="primary" data-testid="start-round" disabled={!draft}>
            {tr('startRoundEllipsis', { round })}
          </button>
        </div>
      )}
    </form>
  );
}
