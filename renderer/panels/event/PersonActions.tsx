// One person's row on the People screen and what the director may do to them: a new pairing code,
// a password (typed twice, with a strength hint, never shown again), a board GM's boards, and
// revoking (after a confirmation naming them). The forms open in a row of their own below.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary, PairingView, PersonView } from '../../../electron/ipc/contract';
import { call, useApi, whatFailed } from '../../state/api';
import { FormCard } from '../FormCard';
import { MIN_PASSWORD, passwordStrength } from './passwordStrength';

type Open = 'password' | 'boards' | 'revoke' | null;

interface Props {
  person: PersonView;
  games: readonly GameSummary[];
  onPaired(p: PairingView): void;
  onChanged(message: string): void;
  onProblem(message: string | null): void;
}

function PasswordForm({ person, done, onProblem }: { person: PersonView; done(): void; onProblem(m: string | null): void }) {
  const api = useApi();
  const { t } = useTranslation('people');
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const strength = passwordStrength(first);
  const submit = () => {
    if (first !== second) return onProblem(t('password.mismatch', { name: person.name }));
    call(api, 'event:setPassword', { name: person.name, password: first }).then(done, (e: unknown) => onProblem(whatFailed(e)));
  };
  return (
    <FormCard className="person-form" testId="people-password" title={t('password.title', { name: person.name })} onSubmit={submit} onCancel={done}>
      <label>
        {t('password.first')}
        <input type="password" autoComplete="new-password" value={first} onChange={(e) => setFirst(e.target.value)} data-testid="people-password-1" />
      </label>
      <label>
        {t('password.second')}
        <input type="password" autoComplete="new-password" value={second} onChange={(e) => setSecond(e.target.value)} data-testid="people-password-2" />
      </label>
      <p className={`strength s${strength}`} data-testid="people-strength" aria-live="polite">
        {t(`password.strength${strength}`, { min: MIN_PASSWORD })}
      </p>
      <button type="submit" className="primary" data-testid="people-password-save">
        {t('password.save')}
      </button>
    </FormCard>
  );
}

function BoardsForm({
  person,
  games,
  done,
  onProblem,
}: {
  person: PersonView;
  games: readonly GameSummary[];
  done(): void;
  onProblem(m: string | null): void;
}) {
  const api = useApi();
  const { t } = useTranslation('people');
  const [chosen, setChosen] = useState(() => new Set(person.games));
  const flip = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = () =>
    void call(api, 'event:assignBoards', { name: person.name, games: [...chosen].sort((a, b) => a - b) }).then(done, (e: unknown) => onProblem(whatFailed(e)));
  return (
    <FormCard className="person-form" testId="people-boards" title={t('boards.title', { name: person.name })} onSubmit={submit} onCancel={done}>
      {games.length === 0 && <p>{t('boards.noGames')}</p>}
      <fieldset className="boards">
        <legend className="sr-only">{t('boards.title', { name: person.name })}</legend>
        {games.map((g) => (
          <label key={g.id}>
            <input type="checkbox" checked={chosen.has(g.id)} onChange={() => flip(g.id)} data-testid={`people-board-${g.id}`} />
            {t('boards.game', { id: g.id, name: g.name })}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="primary" data-testid="people-boards-save">
        {t('boards.save')}
      </button>
    </FormCard>
  );
}

export function PersonActions({ person, games, onPaired, onChanged, onProblem }: Props) {
  const api = useApi();
  const { t, i18n } = useTranslation('people');
  const [open, setOpen] = useState<Open>(null);
  const names = new Map(games.map((g) => [g.id, g.name]));
  const revoked = person.revokedAt !== null;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const toggle = (what: Open) => {
    onProblem(null);
    setOpen((o) => (o === what ? null : what));
  };
  const finish = (message: string) => () => {
    setOpen(null);
    onChanged(message);
  };
  const renew = () => void call(api, 'event:renewPairing', { name: person.name }).then(onPaired, (e: unknown) => onProblem(whatFailed(e)));
  const revoke = () =>
    void call(api, 'event:revoke', { name: person.name }).then(finish(t('said.revoked', { name: person.name })), (e: unknown) => onProblem(whatFailed(e)));
  const state = revoked
    ? t('state.revoked', { at: when(person.revokedAt!) })
    : [person.pairingExpiresAt ? t('state.code', { at: when(person.pairingExpiresAt) }) : null, person.hasPassword ? t('state.password') : null]
        .filter(Boolean)
        .join(' · ') || t('state.none');
  const row = `people-row-${person.name}`;
  return (
    <>
      <tr data-testid={row} className={revoked ? 'revoked' : undefined}>
        <th scope="row">{person.name}</th>
        <td className="nowrap" data-testid={`${row}-role`}>
          {t(`role.${person.role}`)}
        </td>
        <td data-testid={`${row}-boards`}>
          {person.role !== 'boardGm' ? '' : person.games.length ? person.games.map((g) => names.get(g) ?? `#${g}`).join(', ') : t('boards.none')}
        </td>
        <td data-testid={`${row}-sessions`}>{person.activeSessions}</td>
        <td>{person.lastLogin ? when(person.lastLogin) : t('never')}</td>
        <td data-testid={`${row}-state`}>{state}</td>
        <td>
          {!revoked && (
            <div className="actions">
              <button onClick={renew} data-testid={`${row}-code`}>
                {t('action.renew')}
              </button>
              <button onClick={() => toggle('password')} aria-expanded={open === 'password'} data-testid={`${row}-password`}>
                {t('action.password')}
              </button>
              {person.role === 'boardGm' && (
                <button onClick={() => toggle('boards')} aria-expanded={open === 'boards'} data-testid={`${row}-boards-edit`}>
                  {t('action.boards')}
                </button>
              )}
              <button className="danger" onClick={() => toggle('revoke')} aria-expanded={open === 'revoke'} data-testid={`${row}-revoke`}>
                {t('action.revoke')}
              </button>
            </div>
          )}
        </td>
      </tr>
      {open && (
        <tr className="person-open">
          <td colSpan={7}>
            {open === 'password' && <PasswordForm person={person} done={finish(t('said.password', { name: person.name }))} onProblem={onProblem} />}
            {open === 'boards' && <BoardsForm person={person} games={games} done={finish(t('said.boards', { name: person.name }))} onProblem={onProblem} />}
            {open === 'revoke' && (
              <div className="card confirm-revoke" role="alertdialog" aria-labelledby={`${row}-confirm`} data-testid="people-confirm-revoke">
                <p id={`${row}-confirm`}>{t('revoke.question', { name: person.name, count: person.activeSessions })}</p>
                <button className="danger" onClick={revoke} data-testid="people-revoke-yes">
                  {t('revoke.yes', { name: person.name })}
                </button>
                <button onClick={() => setOpen(null)} data-testid="people-revoke-no">
                  {t('revoke.no')}
                </button>
              </div>
            )}
          </td>
        </tr>
      )}
    </>
  );
}
