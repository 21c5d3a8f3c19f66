// The event network from the director's window (issue 29 item 1): start serving the event on the
// local network, show the address to join as text and as a QR code with the certificate's
// fingerprint (what a GM checks when the browser asks), and stop it. The menu item "Serve Event on
// Network" (or the button on the game list) opens it.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkView } from '../../../electron/ipc/contract';
import { call, useApi, whatFailed } from '../../state/api';
import { PeopleScreen } from './PeopleScreen';
import { qrPath } from './qr';
import './network.css';
import { Notice } from '../Notice';

function QrCode({ text, label }: { text: string; label: string }) {
  const qr = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className="qr"
      data-testid="network-qr"
      data-modules={qr.size}
      viewBox={`0 0 ${qr.side} ${qr.side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.side} height={qr.side} fill="#ffffff" />
      <path d={qr.d} fill="#000000" />
    </svg>
  );
}

export function NetworkScreen({ onClose }: { onClose(): void }) {
  const api = useApi();
  const { t } = useTranslation('event');
  const [view, setView] = useState<NetworkView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The People screen (issue 29 line 3): who may join, their codes, passwords, boards and revoking.
  const [people, setPeople] = useState(false);
  const { t: tPeople } = useTranslation('people');

  const act = (action: 'status' | 'start' | 'stop') => {
    setBusy(true);
    setProblem(null);
    call(api, 'event:network', { action })
      .then(setView, (e: unknown) => setProblem(whatFailed(e)))
      .finally(() => setBusy(false));
  };
  useEffect(() => act('status'), []); // eslint-disable-line react-hooks/exhaustive-deps

  if (people) return <PeopleScreen onClose={() => setPeople(false)} />;
  return (
    <section className="network-screen" data-testid="network-screen" aria-labelledby="network-title">
      <header>
        <h1 id="network-title">{t('network.title')}</h1>
        <div className="actions">
          <button className="primary" onClick={() => setPeople(true)} data-testid="network-people">
            {tPeople('open')}
          </button>
          <button onClick={onClose} data-testid="network-close">
            {t('network.close')}
          </button>
        </div>
      </header>
      <Notice text={problem} className="banner error" testId="network-problem" />
      {view && !view.serving && (
        <div className="network-off">
          <p>{t('network.intro')}</p>
          <p data-testid="network-addresses">
            {view.addresses.length ? t('network.addresses', { addresses: view.addresses.join(', ') }) : t('network.noAddresses')}
          </p>
          <button className="primary" disabled={busy} onClick={() => act('start')} data-testid="network-start">
            {t('network.start')}
          </button>
        </div>
      )}
      {view?.serving && view.url && (
        <div className="network-on" data-testid="network-on">
          <div className="join">
            <p>{t('network.joinAt')}</p>
            <p className="url" data-testid="network-url">
              {view.url}
            </p>
            <p>{t('network.fingerprint')}</p>
            <p className="fingerprint" data-testid="network-fingerprint">
              {view.fingerprint}
            </p>
            <p className="source">{t('network.certificate', { source: view.certificate })}</p>
            <p className="source">{t('network.pairing')}</p>
            {view.stoppable ? (
              <button disabled={busy} onClick={() => act('stop')} data-testid="network-stop">
                {t('network.stop')}
              </button>
            ) : (
              <p className="source">{t('network.fromCommandLine')}</p>
            )}
          </div>
          <QrCode text={view.url} label={t('network.qr', { url: view.url })} />
        </div>
      )}
    </section>
  );
}
