// Every order of a phase with its outcome in words, grouped by power: what a room of players reads.
// The sentences are in the app's language (renderer/i18n/explainWords.ts); the orders in them are
// normalised as the report prints them.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type GameMap, type OrderResult } from '../../engine/index';
import type { PhaseDetail } from '../../electron/ipc/contract';
import { explainText } from '../i18n/explainWords';
import { normaliseOrderWords, withKeys } from './orderText';
import { usePlaceNames } from '../i18n/placeNames';

const MARK: Record<OrderResult['outcome'], string> = { succeeds: '✓', fails: '✗', illegal: '⊘', void: '–' };

/** Drawn again only when the results change (not for the busy flag of the preview's Commit). */
export const ResultsList = memo(function ResultsList({ map, results }: { map: GameMap; results: OrderResult[] }) {
  const { t, i18n } = useTranslation('orders');
  const names = usePlaceNames(map);
  // Powers as the app's language names them (Allemagne), in that language's order.
  const powers = [...new Set(results.map((r) => r.power))].sort((a, b) => names.power(a).localeCompare(names.power(b), i18n.language));
  if (results.length === 0) return <p className="empty">{t('results.none')}</p>;
  return (
    <div className="results" data-testid="results">
      {powers.map((power) => (
        <section key={power}>
          <h3>{names.power(power)}</h3>
          <ul>
            {withKeys(
              results.filter((r) => r.power === power),
              (r) => `${r.unit?.province ?? ''}:${JSON.stringify(r.order)}`,
            ).map(([key, r]) => (
              <li key={key} className={`outcome ${r.outcome}`} data-outcome={r.outcome}>
                <span className="mark" aria-label={t(`results.outcome.${r.outcome}`)}>
                  {MARK[r.outcome]}
                </span>
                {normaliseOrderWords(explainText(r, map, i18n.language), map)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});

/** Who made the results shown (issue 29 item 4): the GM who adjudicated the phase, or who mended it. */
export function ResultBy({ by }: { by: PhaseDetail['resultBy'] }) {
  const { t } = useTranslation('authors');
  if (!by) return null;
  return (
    <p className="result-by hint" data-testid="results-by">
      {t(by.how, { person: by.by, time: `${by.at.slice(0, 10)} ${by.at.slice(11, 16)} UTC` })}
    </p>
  );
}
