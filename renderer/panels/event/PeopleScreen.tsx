// The event's people from the director's window (issue 29 line 3): who may join and how. The
// director adds a board GM, a display or another director; each new person (and a renewed one) gets
// a one-time pairing code, shown here once, large, with a copy button; a password may be set (typed
// twice); a board GM is given their boards; revoking ends every session of theirs at once. Every
// change goes through the event:* channels, which check the director's role on the server; a refusal
// is shown with the service's reason.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary, PairingView, PersonRole, PersonView } from '../../../electron/ipc/contract';
import { call, useApi, whatFailed } from '../../state/api';
import { FormCard } from '../FormCard';
import { PersonActions } from './PersonActions';
import './people.css';
import { Notice } from '../Notice';

const ROLES: readonly PersonRole[] = ['boardGm', 'display', 'director'];

function PairingCode({ pairing, onDone }: { pairing: PairingView; onDone(): void }) {
  const { t } = useTranslation('people');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    void navigator.clipboard.writeText(pairing.pairingCode).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section className="card pairing" data-testid="people-pairing" aria-labelledby="pairing-title">
      <h2 id="pairing-title">{t('code.title', { name: pairing.person.name })}</h2>
      <p className="code" data-testid="people-code" aria-label={t('code.spelled', { code: pairing.pairingCode.split('').join(' ') })}>
        {pairing.pairingCode}
      </p>
      <p>{t('code.once')}</p>
      <div className="actions">
        <button className="primary" onClick={copy} data-testid="people-copy">
          {t('code.copy')}
        </button>
        <button onClick={onDone} data-testid="people-code-done">
          {t('code.done')}
        </button>
        <span role="status" data-testid="people-copied">
          {copied === null ? '' : copied ? t('code.copied') : t('code.notCopied')}
        </span>
      </div>
    </section>
  );
}

function AddPerson({ onAdded, onProblem }: { onAdded(p: PairingView): void; onProblem(message: string | null): void }) {
  const api = useApi();
  const { t } = useTranslation('people');
  const [name, setName] = useState('');
  const [role, setRole] = useState<PersonRole>('boardGm');
  const [busy, setBusy] = useState(false);
  const submit = () => {
    if (!name.trim()) return onProblem(t('add.noName'));
    setBusy(true);
    onProblem(null);
    call(api, 'event:addPerson', { name: name.trim(), role })
      .then(
        (p) => {
          setName('');
          onAdded(p);
        },
        (e: unknown) => onProblem(whatFailed(e)),
      )
      .finally(() => setBusy(false));
  };
  return (
    <FormCard className="add-person" testId="people-add" title={t('add.title')} onSubmit={submit} onCancel={() => setName('')}>
      <label>
        {t('add.name')}
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} data-testid="people-name" />
      </label>
      <label>
        {t('add.role')}
        <select value={role} onChange={(e) => setRole(e.target.value as PersonRole)} data-testid="people-role">
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="primary" disabled={busy} data-testid="people-add-submit">
        {t('add.submit')}
      </button>
    </FormCard>
  );
}

export function PeopleScreen({ onClose }: { onClose(): void }) {
  const api = useApi();
  const { t } = useTranslation('people');
  const [people, setPeople] = useState<PersonView[] | null>(null);
  const [games, setGames] = useState<GameSummary[]>([]);
  const [pairing, setPairing] = useState<PairingView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  const reload = useCallback(() => {
    call(api, 'event:people', {}).then(setPeople, (e: unknown) => setProblem(whatFailed(e)));
    call(api, 'game:list', { limit: 500 }).then(
      (l) => setGames(l.games),
      (e: unknown) => setProblem(whatFailed(e)),
    );
  }, [api]);
  useEffect(() => {
    reload();
    return api.onEvent((e) => e.kind === 'archive-changed' && reload());
  }, [api, reload]);

  const changed = (message: string) => {
    setProblem(null);
    setSaid(message);
    reload();
  };
  const paired = (p: PairingView) => {
    setPairing(p);
    changed(t('said.code', { name: p.person.name }));
  };

  return (
    <section className="people-screen" data-testid="people-screen" aria-labelledby="people-title">
      <header>
        <h1 id="people-title">{t('title')}</h1>
        <div className="actions">
          {/* A GM's login is not pushed to this window: the list is read again on asking. */}
          <button onClick={reload} data-testid="people-refresh">
            {t('refresh')}
          </button>
          <button onClick={onClose} data-testid="people-close">
            {t('close')}
          </button>
        </div>
      </header>
      <p className="intro">{t('intro')}</p>
      <Notice text={problem} className="banner error" testId="people-problem" />
      <p className="sr-only" role="status" data-testid="people-said">
        {said}
      </p>
      {pairing && <PairingCode pairing={pairing} onDone={() => setPairing(null)} />}
      <AddPerson onAdded={paired} onProblem={setProblem} />
      {people && people.length === 0 && <p data-testid="people-none">{t('none')}</p>}
      {people && people.length > 0 && (
        <table className="people" data-testid="people-table">
          <caption className="sr-only">{t('title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.name')}</th>
              <th scope="col">{t('col.role')}</th>
              <th scope="col">{t('col.boards')}</th>
              <th scope="col">{t('col.sessions')}</th>
              <th scope="col">{t('col.lastLogin')}</th>
              <th scope="col">{t('col.state')}</th>
              <th scope="col">{t('col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <PersonActions key={p.id} person={p} games={games} onPaired={paired} onChanged={changed} onProblem={setProblem} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
