// What a correction changes downstream, phase by phase, as the service's preview tells it.
import type { CorrectionPreview } from '../../../electron/ipc/contract';
import { withKeys } from '../../state/withKeys';

export function CorrectionSteps({ preview }: { preview: CorrectionPreview }) {
  if (!preview.changed)
    return (
      <p className="hint" data-testid="correction-diff">
        No difference: the corrected orders lead to the same game.
      </p>
    );
  return (
    <div className="correction-diff" data-testid="correction-diff">
      {preview.problems.map((p) => (
        <p key={p.line} className="banner warn">
          line {p.line}: {p.message}
        </p>
      ))}
      {preview.steps.map((s) => {
        const pos = s.position;
        const empty = s.results.length === 0 && pos.removed.length === 0 && pos.added.length === 0 && pos.centers.length === 0 && !pos.phase;
        return (
          <section key={s.seq}>
            <h3>
              {s.after.name} {s.kind === 'rerun' ? '(played again)' : '(the phase to play)'}
              {s.before && s.before.name !== s.after.name ? ` — was ${s.before.name}` : ''}
            </h3>
            {empty && <p className="hint">unchanged</p>}
            <ul>
              {withKeys(s.results, (r) => `${r.power} ${r.order}`).map(([key, r]) => (
                <li key={key}>
                  {r.power} {r.order}: {r.before ? `${r.before.outcome}${r.before.reason ? ` (${r.before.reason})` : ''}` : 'not given'} →{' '}
                  <strong>{r.after ? `${r.after.outcome}${r.after.reason ? ` (${r.after.reason})` : ''}` : 'gone'}</strong>
                </li>
              ))}
              {pos.removed.map((u) => (
                <li key={`-${u}`} className="removed">
                  − {u}
                </li>
              ))}
              {pos.added.map((u) => (
                <li key={`+${u}`} className="added">
                  + {u}
                </li>
              ))}
              {pos.centers.map((c) => (
                <li key={c.power}>
                  {c.power} centers {c.gained.map((x) => `+${x}`).join(' ')} {c.lost.map((x) => `−${x}`).join(' ')}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {preview.dropped.length > 0 && <p className="banner warn">No longer played: {preview.dropped.map((d) => d.name).join(', ')}</p>}
      {preview.winner && <p className="banner warn">{preview.winner} now wins the game.</p>}
    </div>
  );
}
