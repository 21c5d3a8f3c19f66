// Every order of a phase with its outcome in words, grouped by power: what a room of players reads.
import { describeResult, type GameMap, type OrderResult } from '../../engine/index';

const MARK: Record<OrderResult['outcome'], string> = { succeeds: '✓', fails: '✗', illegal: '⊘', void: '–' };

export function ResultsList({ map, results }: { map: GameMap; results: OrderResult[] }) {
  const powers = [...new Set(results.map((r) => r.power))].sort();
  if (results.length === 0) return <p className="empty">No orders in this phase.</p>;
  return (
    <div className="results" data-testid="results">
      {powers.map((power) => (
        <section key={power}>
          <h3>{power}</h3>
          <ul>
            {results
              .filter((r) => r.power === power)
              .map((r, i) => (
                <li key={i} className={`outcome ${r.outcome}`} data-outcome={r.outcome}>
                  <span className="mark" aria-label={r.outcome}>
                    {MARK[r.outcome]}
                  </span>
                  {describeResult(r, map)}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
