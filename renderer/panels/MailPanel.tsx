// The game's mail (issue 30 item 10): the Inbox (every mail read in for the game, with what became
// of it: filed, held with the reason, late; its text as read and the reading's notes; a held mail
// filed by the GM, confirming the powers named) and the Outbox (every mail waiting, approved, sent
// or failed: approve one, approve all, retry a failed one, or approve once for the whole game).
// The Inbox starts with the game's mailbox (MailboxForm): its IMAP settings and "Fetch mail".
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Output } from '../../electron/ipc/contract';
import { call, useApi, whatFailed } from '../state/api';
import { Choices } from './Choices';
import { usePlaceNames } from '../i18n/placeNames';
import { mailNoteText } from '../i18n/mailWords';
import type { GameMap } from '../../engine/index';
import { MailboxForm } from './MailboxForm';
import { Notice } from './Notice';

interface Props {
  gameId: number;
  /** The game's board, to name the powers in the window's language. */
  map: GameMap;
  powers: readonly string[];
  onClose(): void;
}

type Tab = 'inbox' | 'outbox';
type MailIntakeView = Output<'mail:inbox'>[number];
type OutboxView = Output<'mail:outbox'>[number];

export function MailPanel({ gameId, map, powers, onClose }: Props) {
  const names = usePlaceNames(map);
  const { t } = useTranslation('mail');
  const api = useApi();
  const [tab, setTab] = useState<Tab>('inbox');
  const [inbox, setInbox] = useState<MailIntakeView[] | null>(null);
  const [outbox, setOutbox] = useState<OutboxView[] | null>(null);
  const [always, setAlways] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [confirm, setConfirm] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  const load = useCallback(async () => {
    try {
      const [i, o, a] = await Promise.all([call(api, 'mail:inbox', { gameId }), call(api, 'mail:outbox', { gameId }), call(api, 'mail:approval', { gameId })]);
      setInbox(i);
      setOutbox(o);
      setAlways(a.always);
    } catch (e) {
      setError(whatFailed(e));
    }
  }, [api, gameId]);
  useEffect(() => void load(), [load]);

  const act = async (done: string, job: () => Promise<unknown>) => {
    setError(null);
    try {
      await job();
      setSaid(done);
      await load();
    } catch (e) {
      setError(whatFailed(e));
    }
  };

  const held = inbox?.filter((m) => m.status === 'held').length ?? 0;
  const waiting = outbox?.filter((m) => m.status === 'pending').length ?? 0;
  const failed = outbox?.filter((m) => m.status === 'failed').length ?? 0;

  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="card modal mail" role="dialog" aria-modal="true" aria-labelledby="mail-title" data-testid="mail">
        <header className="mail-head">
          <h2 id="mail-title">{t('title')}</h2>
          <div className="segmented" role="tablist" aria-label={t('title')}>
            {(
              [
                ['inbox', held],
                ['outbox', waiting + failed],
              ] as const
            ).map(([name, count]) => (
              <button
                key={name}
                role="tab"
                aria-selected={tab === name}
                className={tab === name ? 'on' : ''}
                onClick={() => setTab(name)}
                data-testid={`mail-tab-${name}`}
              >
                {t(`${name}.tab`, { count })}
              </button>
            ))}
          </div>
          <button onClick={onClose} autoFocus data-testid="mail-close">
            {t('close')}
          </button>
        </header>
        <p className="sr-only" role="status">
          {said}
        </p>
        <Notice text={error} className="mail-error" testId="mail-error" />
        {tab === 'inbox' && (
          <section className="mail-body" aria-label={t('inbox.title')} data-testid="mail-inbox">
            <MailboxForm
              gameId={gameId}
              onError={setError}
              onDone={(done) => {
                setSaid(done);
                void load();
              }}
            />
            {inbox && inbox.length === 0 && <p className="muted">{t('inbox.empty')}</p>}
            <ul className="mail-list">
              {inbox?.map((m) => (
                <li key={m.id ?? m.messageId} className={`mail-item ${m.status}`} data-testid={`inbox-${m.id}`}>
                  <div className="mail-line">
                    <span className={`mail-status ${m.status}`}>{t(`status.${m.status}`)}</span>
                    {m.late && <span className="mail-status late">{t('inbox.late')}</span>}
                    <span className="mail-from">{m.from ?? t('inbox.noSender')}</span>
                    <span className="mail-subject">{m.subject || t('inbox.noSubject')}</span>
                    <span className="mail-date">{m.sentAt ? m.sentAt.slice(0, 16).replace('T', ' ') : ''}</span>
                    <button onClick={() => setOpen(open === m.id ? null : m.id)} aria-expanded={open === m.id} data-testid={`inbox-read-${m.id}`}>
                      {open === m.id ? t('inbox.hide') : t('inbox.read')}
                    </button>
                  </div>
                  {m.reason && <p className="mail-reason">{mailNoteText(m.reason, m.reasonSaid, names.power)}</p>}
                  {m.notes.length > 0 && (
                    <ul className="mail-notes" aria-label={t('inbox.notes')}>
                      {m.notes.map((n, i) => (
                        <li key={n}>{mailNoteText(n, m.notesSaid?.[i])}</li>
                      ))}
                    </ul>
                  )}
                  {m.submissions.length > 0 && <p className="muted">{t('inbox.filedAs', { sets: m.submissions.map((s) => `#${s}`).join(', ') })}</p>}
                  {open === m.id && (
                    <pre className="mail-text" tabIndex={0} aria-label={t('text')}>
                      {m.body}
                    </pre>
                  )}
                  {m.status === 'held' && m.id !== null && (
                    <div className="mail-actions">
                      <label className="inline">
                        {t('inbox.confirm')}{' '}
                        <select
                          value={confirm[m.id] ?? ''}
                          onChange={(e) => setConfirm({ ...confirm, [m.id!]: e.target.value })}
                          data-testid={`inbox-confirm-${m.id}`}
                        >
                          <option value="">{t('inbox.confirmNone')}</option>
                          <Choices values={powers} shown={names.power} />
                        </select>
                      </label>
                      <button
                        className="primary"
                        data-testid={`inbox-accept-${m.id}`}
                        onClick={() =>
                          void act(t('inbox.accepted', { id: m.id }), () =>
                            call(api, 'mail:accept', { gameId, mailId: m.id!, ...(confirm[m.id!] ? { confirm: [confirm[m.id!]] } : {}) }),
                          )
                        }
                      >
                        {t('inbox.accept')}
                      </button>
                      <span className="muted">{t('inbox.keepHeld')}</span>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {tab === 'outbox' && (
          <section className="mail-body" aria-label={t('outbox.title')} data-testid="mail-outbox">
            <div className="mail-actions">
              <label className="inline">
                <input
                  type="checkbox"
                  checked={always}
                  onChange={(e) => {
                    const on = e.target.checked;
                    void act(on ? t('outbox.alwaysOn') : t('outbox.alwaysOff'), () => call(api, 'mail:setApproval', { gameId, always: on }));
                  }}
                  data-testid="outbox-always"
                />{' '}
                {t('outbox.always')}
              </label>
              <button
                className="primary"
                disabled={waiting === 0}
                onClick={() => void act(t('outbox.approvedAll', { count: waiting }), () => call(api, 'mail:approve', { gameId, all: true }))}
                data-testid="outbox-approve-all"
              >
                {t('outbox.approveAll', { count: waiting })}
              </button>
            </div>
            <p className="muted">{t('outbox.howSent')}</p>
            {outbox && outbox.length === 0 && <p className="muted">{t('outbox.empty')}</p>}
            <ul className="mail-list">
              {outbox?.map((m) => (
                <li key={m.id} className={`mail-item ${m.status}`} data-testid={`outbox-${m.id}`}>
                  <div className="mail-line">
                    <span className={`mail-status ${m.status}`}>{t(`status.${m.status}`)}</span>
                    <span className="mail-from">{m.to}</span>
                    <span className="mail-subject">{m.subject}</span>
                    <span className="mail-date">{m.sentAt ? m.sentAt.slice(0, 16).replace('T', ' ') : ''}</span>
                    {(m.status === 'pending' || m.status === 'failed') && (
                      // Approving a failed mail again is its retry (the same channel).
                      <button
                        onClick={() =>
                          void act(t(m.status === 'pending' ? 'outbox.approved' : 'outbox.retried', { id: m.id }), () =>
                            call(api, 'mail:approve', { gameId, mailId: m.id }),
                          )
                        }
                        data-testid={`outbox-${m.status === 'pending' ? 'approve' : 'retry'}-${m.id}`}
                      >
                        {t(m.status === 'pending' ? 'outbox.approve' : 'outbox.retry')}
                      </button>
                    )}
                  </div>
                  {m.reason && <p className="mail-reason">{mailNoteText(m.reason, m.reasonSaid)}</p>}
                  <pre className="mail-text" tabIndex={0} aria-label={t('text')}>
                    {m.body}
                  </pre>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
