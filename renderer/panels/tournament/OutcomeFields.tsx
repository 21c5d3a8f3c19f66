// The centres of every power (and the year an eliminated one went out), the soloist or the draw's
// members, and the last year played; each refusal next to its field.
import { errorAt, type FieldError } from './fieldErrors';
import { FieldNote } from './FieldNote';
import type { OutcomeDraft } from './outcomeDraft';

interface Props {
  draft: OutcomeDraft;
  powers: string[];
  error: FieldError | null;
  onChange(d: OutcomeDraft): void;
}

export function OutcomeFields({ draft, powers, error, onChange }: Props) {
  const set = (part: Partial<OutcomeDraft>) => onChange({ ...draft, ...part });
  const total = powers.reduce((a, p) => a + (Number(draft.centers[p]) || 0), 0);
  return (
    <>
      <table className="outcome-table">
        <thead>
          <tr>
            <th>Power</th>
            <th>Centres</th>
            <th>Out in</th>
            {draft.source === 'solo' && <th>Soloist</th>}
            {draft.source === 'draw' && <th>In the draw</th>}
          </tr>
        </thead>
        <tbody>
          {powers.map((p) => (
            <tr key={p}>
              <th scope="row">{p}</th>
              <td>
                <input
                  className="narrow"
                  inputMode="numeric"
                  aria-label={`${p} centres`}
                  data-testid={`centers-${p}`}
                  value={draft.centers[p]}
                  aria-invalid={!!errorAt(error, `outcome.centers.${p}`)}
                  onChange={(e) => set({ centers: { ...draft.centers, [p]: e.target.value } })}
                />
                <FieldNote text={errorAt(error, `outcome.centers.${p}`)} />
              </td>
              <td>
                {Number(draft.centers[p]) === 0 && (
                  <input
                    className="narrow"
                    inputMode="numeric"
                    aria-label={`${p} eliminated in`}
                    placeholder="year"
                    value={draft.eliminated[p]}
                    onChange={(e) => set({ eliminated: { ...draft.eliminated, [p]: e.target.value } })}
                  />
                )}
                <FieldNote text={errorAt(error, `outcome.eliminated.${p}`)} />
              </td>
              {draft.source === 'solo' && (
                <td>
                  <input
                    type="radio"
                    name="winner"
                    aria-label={`${p} soloed`}
                    data-testid={`winner-${p}`}
                    checked={draft.winner === p}
                    onChange={() => set({ winner: p })}
                  />
                </td>
              )}
              {draft.source === 'draw' && (
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${p} in the draw`}
                    data-testid={`member-${p}`}
                    checked={draft.members.includes(p)}
                    onChange={(e) => set({ members: e.target.checked ? [...draft.members, p] : draft.members.filter((m) => m !== p) })}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th>Total</th>
            <td className={total > 34 ? 'error' : ''}>{total} / 34</td>
          </tr>
        </tfoot>
      </table>
      <FieldNote text={error?.field === 'outcome.centers' ? error.message : null} />
      <FieldNote text={errorAt(error, 'outcome.winner') ?? errorAt(error, 'outcome.members') ?? (error?.field === 'outcome' ? error.message : null)} />
      <label className="inline">
        Last game year played
        <input
          className="narrow"
          inputMode="numeric"
          value={draft.year}
          placeholder="e.g. 1907"
          onChange={(e) => set({ year: e.target.value })}
          aria-invalid={!!errorAt(error, 'year')}
        />
        <FieldNote text={errorAt(error, 'year')} />
      </label>
    </>
  );
}
