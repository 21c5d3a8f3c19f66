// The history chain's check at the head of the History tab (issue 30 line 8): the chain stored with
// each phase against the one the archive's rows give (game:historyCheck), "History verified through
// Fall 1903" or "History does not verify from Spring 1902 (orders differ)", and how an imported
// game's chain stood when it came in.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phaseLabel } from '../i18n';
import { call, useApi, whatFailed } from '../state/api';
import type { Output } from '../../electron/ipc/contract';

type Check = Output<'game:historyCheck'>;

interface Props {
  gameId: number;
  /** Anything that changes when the game's history does (its phases), to check again. */
  version: unknown;
}

export function HistoryCheck({ gameId, version }: Props) {
  const api = useApi();
  const { t } = useTranslation('chain');
  const [check, setCheck] = useState<Check | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    call(api, 'game:historyCheck', { gameId }).then(
      (c) => live && (setCheck(c), setFailed(null)),
      (e: unknown) => live && setFailed(whatFailed(e)),
    );
    return () => {
      live = false;
    };
  }, [api, gameId, version]);
  if (failed !== null)
    return (
      <p className="chain-check unknown" data-testid="history-check">
        {t('failed', { reason: failed })}
      </p>
    );
  if (check === null)
    return (
      <p className="chain-check unknown" data-testid="history-check">
        {t('checking')}
      </p>
    );
  const d = check.firstDifference;
  const text = check.verified
    ? check.through === null
      ? t('verifiedEmpty')
      : t('verified', { phase: phaseLabel(check.through) })
    : d
      ? t('broken', { phase: phaseLabel(d.name), why: d.parts.map((part) => t(`part.${part}`)).join(', ') || t('part.link') })
      : t('brokenRemoved');
  return (
    <p className={`chain-check ${check.verified ? 'verified' : 'broken'}`} data-testid="history-check" aria-live="polite" title={check.head ?? undefined}>
      <span aria-hidden="true">{check.verified ? '✓' : '⚠'}</span> {text}
      {check.imported !== null && <span className="imported">{t(`imported.${check.imported}`)}</span>}
    </p>
  );
}
