// The event network's door: a board GM or a display types the name and the pairing code (or
// password) the director gave them. The host answers with a session cookie the page never sees
// (HttpOnly); then the workstation loads as that person.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { errorText, i18n } from '../i18n/index';
import './login.css';
import { Notice } from '../panels/Notice';

/** The host's refusal in the window's language: a wrong name or secret (401), too many tries (429), else by its code. */
function loginRefusal(res: Response, error: { code?: string; message: string } | undefined): string | null {
  if (res.status === 429) return i18n.t('loginSays:tooMany', { seconds: res.headers.get('Retry-After') ?? '?' });
  if (res.status === 401 && error?.code === 'forbidden') return i18n.t('loginSays:wrong');
  return error ? errorText(error) : null;
}

export function LoginScreen({ onIn }: { onIn: () => void }) {
  const { t } = useTranslation('login');
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const res = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: name.trim(), secret: secret.trim() }),
      });
      const body = (await res.json()) as { ok: boolean; error?: { code?: string; message: string } };
      if (body.ok) onIn();
      else setError(loginRefusal(res, body.error) ?? t('answered', { status: res.status }));
    } catch {
      setError(t('unreachable'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="login-screen">
      <form
        className="card"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h1>{t('title')}</h1>
        <label>
          {t('name')}
          <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="username" autoFocus data-testid="login-name" />
        </label>
        <label>
          {t('secret')}
          <input value={secret} onChange={(e) => setSecret(e.target.value)} type="password" autoComplete="current-password" data-testid="login-secret" />
        </label>
        <Notice text={error} className="error" testId="login-error" />
        <button type="submit" className="primary" disabled={busy || !name.trim() || !secret.trim()} data-testid="login-submit">
          {t('join')}
        </button>
      </form>
    </main>
  );
}

/** Whether this page must log in first: the browser host in event mode, opened without the launch token and without a session. */
export async function needsLogin(hasToken: boolean): Promise<boolean> {
  if (hasToken) return false;
  try {
    return (await fetch('/api/me')).status === 401;
  } catch {
    return false;
  }
}
