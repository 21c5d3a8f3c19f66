// Every order of a phase with its outcome in words, grouped by power: what a room of players reads.
// The orders in each sentence are normalised as the report prints them.
import { useTranslation } from 'react-i18next';
import { describeResult, type GameMap, type OrderResult } from '../../engine/index';
import { normaliseOrderWords, withKeys } from './orderText';

const MARK: Record<OrderResult['outcome'], string> = { succeeds: '✓', fails: '✗', illegal: '⊘', void: '–' };

export function ResultsList({ map, results }: { map: GameMap; results: OrderResult[] }) {
  const { t } = useTranslation('orders');
  const powers = [...new Set(results.map((r) => r.power))].sort();
  if (results.length === 0) return <p className="empty">{t('results.none')}</p>;
  return (
    <div className="results" data-testid="results">
      {powers.map((power) => (
        <section key={power}>
          <h3>{power}</h3>
          <ul>
            {withKeys(
              results.filter((r) => r.power === power),
              (r) => `${r.unit?.province ?? ''}:${JSON.stringify(r.order)}`,
            ).map(([key, r]) => (
              <li key={key} className={`outcome ${r.outcome}`} data-outcome={r.outcome}>
                <span className="mark" aria-label={t(`results.outcome.${r.outcome}`)}>
                  {MARK[r.outcome]}
                </span>
                {normaliseOrderWords(describeResult(r, map), map)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
