// The game's mailbox in the Mail dialog's Inbox (issue 30 item 1 in the app): the IMAP settings
// (server, port, TLS, user, which mails are the game's, how a mail read is marked) kept in the
// archive, the password kept by the app's keychain (or typed for each fetch where the host keeps
// none, the browser host), and "Fetch mail", which reads the mailbox now and says what it found.
// The password is held in this form's state only until it is kept or the fetch is made.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Input, Output } from '../../electron/ipc/contract';
import { call, useApi, whatFailed } from '../state/api';

type Settings = Input<'mail:setMailbox'>['settings'];
type MailboxView = Output<'mail:mailbox'>;

const BLANK: Settings = {
  host: '',
  port: 993,
  tls: 'implicit',
  user: '',
  folder: '',
  to: '',
  subject: '',
  processed: { flag: '$AdjutantRead' },
  ca: '',
};

interface Props {
  gameId: number;
  /** Tells the dialog a fetch or a change was made (it reads the Inbox again), with what to announce. */
  onDone(said: string): void;
  onError(message: string | null): void;
}

export function MailboxForm({ gameId, onDone, onError }: Props) {
  const { t } = useTranslation('mail');
  const api = useApi();
  const [box, setBox] = useState<MailboxView | null>(null);
  const [form, setForm] = useState<Settings>(BLANK);
  const [editing, setEditing] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');

  const load = async () => {
    try {
      const v = await call(api, 'mail:mailbox', { gameId });
      setBox(v);
      setForm(v.settings ?? BLANK);
    } catch (e) {
      onError(whatFailed(e));
    }
  };
  useEffect(() => void load(), [gameId]); // eslint-disable-line react-hooks/exhaustive-deps

  const run = async (job: () => Promise<string>) => {
    onError(null);
    setBusy(true);
    try {
      const said = await job();
      setResult(said);
      onDone(said);
    } catch (e) {
      onError(whatFailed(e));
    } finally {
      setBusy(false);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      await call(api, 'mail:setMailbox', { gameId, settings: form });
      if (password && box?.keeps) {
        await call(api, 'mail:storePassword', { gameId, password });
        setPassword('');
      }
      await load();
      return t('mailbox.saved');
    });
  };

  const fetchNow = () =>
    void run(async () => {
      const typed = password;
      const r = await call(api, 'mail:fetch', { gameId, ...(typed ? { password: typed } : {}) });
      if (!box?.keeps) setPassword('');
      return t('mailbox.fetched', { count: r.total, filed: r.filed, held: r.held, skipped: r.skipped });
    });

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setForm({ ...form, [key]: value });
  const byMove = 'moveTo' in form.processed;
  const needsPassword = box !== null && (!box.keeps || !box.stored);

  return (
    <section className="mailbox" aria-label={t('mailbox.title')} data-testid="mailbox">
      <div className="mail-actions">
        <strong>{t('mailbox.title')}</strong>
        <span className="muted" data-testid="mailbox-summary">
          {box === null
            ? ''
            : box.settings
              ? t('mailbox.summary', { user: box.settings.user, host: box.settings.host, folder: box.settings.folder || 'INBOX' })
              : t('mailbox.none')}
        </span>
        {/* Not before the stored settings are read: their arrival fills the form, and would wipe what was typed. */}
        <button type="button" onClick={() => setEditing(!editing)} disabled={box === null} aria-expanded={editing} data-testid="mailbox-edit">
          {editing ? t('mailbox.hideSettings') : t('mailbox.settings')}
        </button>
        {box?.settings && needsPassword && !editing && (
          <label className="inline">
            {t('mailbox.password')}{' '}
            <input type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="mailbox-fetch-password" />
          </label>
        )}
        <button
          type="button"
          className="primary"
          disabled={!box?.settings || busy || (needsPassword && !password && !editing)}
          onClick={fetchNow}
          data-testid="mailbox-fetch"
        >
          {busy ? t('mailbox.fetching') : t('mailbox.fetch')}
        </button>
      </div>
      <p className="muted" role="status" data-testid="mailbox-result">
        {result}
      </p>
      {editing && (
        <form className="mailbox-form" onSubmit={save} data-testid="mailbox-form">
          <label>
            {t('mailbox.host')}
            <input required value={form.host} onChange={(e) => set('host', e.target.value.trim())} data-testid="mailbox-host" />
          </label>
          <label>
            {t('mailbox.port')}
            <input
              required
              type="number"
              min={1}
              max={65535}
              value={form.port}
              onChange={(e) => set('port', Number(e.target.value))}
              data-testid="mailbox-port"
            />
          </label>
          <label>
            {t('mailbox.tls')}
            <select value={form.tls} onChange={(e) => set('tls', e.target.value as Settings['tls'])} data-testid="mailbox-tls">
              <option value="implicit">{t('mailbox.tlsImplicit')}</option>
              <option value="starttls">{t('mailbox.tlsStarttls')}</option>
            </select>
          </label>
          <label>
            {t('mailbox.user')}
            <input required autoComplete="off" value={form.user} onChange={(e) => set('user', e.target.value)} data-testid="mailbox-user" />
          </label>
          <label>
            {t('mailbox.password')}
            <input
              type="password"
              autoComplete="new-password"
              value={password}
              placeholder={box?.stored ? t('mailbox.passwordKept') : ''}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby="mailbox-password-note"
              data-testid="mailbox-password"
            />
          </label>
          <p className="muted wide" id="mailbox-password-note">
            {box?.keeps ? t('mailbox.keychain') : t('mailbox.noKeychain')}
          </p>
          <label>
            {t('mailbox.folder')}
            <input value={form.folder} placeholder={t('mailbox.folderDefault')} onChange={(e) => set('folder', e.target.value)} data-testid="mailbox-folder" />
          </label>
          <label>
            {t('mailbox.subject')}
            <input value={form.subject} onChange={(e) => set('subject', e.target.value)} data-testid="mailbox-subject" />
          </label>
          <label>
            {t('mailbox.to')}
            <input type="email" value={form.to} onChange={(e) => set('to', e.target.value.trim())} data-testid="mailbox-to" />
          </label>
          <label>
            {t('mailbox.processed')}
            <select
              value={byMove ? 'move' : 'flag'}
              onChange={(e) => set('processed', e.target.value === 'move' ? { moveTo: 'Adjutant' } : { flag: '$AdjutantRead' })}
              data-testid="mailbox-processed"
            >
              <option value="flag">{t('mailbox.byFlag')}</option>
              <option value="move">{t('mailbox.byMove')}</option>
            </select>
          </label>
          <label>
            {byMove ? t('mailbox.moveTo') : t('mailbox.flag')}
            <input
              required
              value={'moveTo' in form.processed ? form.processed.moveTo : form.processed.flag}
              onChange={(e) => set('processed', byMove ? { moveTo: e.target.value } : { flag: e.target.value.trim() })}
              data-testid="mailbox-processed-value"
            />
          </label>
          <label className="wide">
            {t('mailbox.ca')}
            <textarea rows={2} value={form.ca} placeholder={t('mailbox.caPlaceholder')} onChange={(e) => set('ca', e.target.value)} data-testid="mailbox-ca" />
          </label>
          <div className="mail-actions wide">
            <button type="submit" className="primary" disabled={busy} data-testid="mailbox-save">
              {t('mailbox.save')}
            </button>
            <span className="muted">{t('mailbox.which')}</span>
          </div>
        </form>
      )}
    </section>
  );
}
