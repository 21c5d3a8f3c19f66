// The centres of every power (and the year an eliminated one went out), the soloist or the draw's
// members, and the last year played; each refusal next to its field.
import { useTranslation } from 'react-i18next';
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
  const { t: tr } = useTranslation('tournament');
  const set = (part: Partial<OutcomeDraft>) => onChange({ ...draft, ...part });
  const total = powers.reduce((a, p) => a + (Number(draft.centers[p]) || 0), 0);
  return (
    <>
      <table className="outcome-table">
        <thead>
          <tr>
            <th>{tr('outcomeFields.power')}</th>
            <th>{tr('outcomeFields.centres')}</th>
            <th>{tr('outcomeFields.outIn')}</th>
            {draft.source === 'solo' && <th>{tr('outcomeFields.soloist')}</th>}
            {draft.source === 'draw' && <th>{tr('outcomeFields.inDraw')}</th>}
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
                  aria-label={tr('outcomeFields.centresOf', { power: p })}
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
                    aria-label={tr('outcomeFields.eliminatedIn', { power: p })}
                    placeholder={tr('outcomeFields.year')}
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
                    aria-label={tr('outcomeFields.soloed', { power: p })}
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
                    aria-label={tr('outcomeFields.inDrawOf', { power: p })}
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
            <th>{tr('scoring.total')}</th>
            <td className={total > 34 ? 'error' : ''}>{total} / 34</td>
          </tr>
        </tfoot>
      </table>
      <FieldNote text={error?.field === 'outcome.centers' ? error.message : null} />
      <FieldNote text={errorAt(error, 'outcome.winner') ?? errorAt(error, 'outcome.members') ?? (error?.field === 'outcome' ? error.message : null)} />
      <label className="inline">
        {tr('outcomeFields.lastYear')}
        <input
          className="narrow"
          inputMode="numeric"
          value={draft.year}
          placeholder={tr('outcomeFields.yearPlaceholder')}
          onChange={(e) => set({ year: e.target.value })}
          aria-invalid={!!errorAt(error, 'year')}
        />
        <FieldNote text={errorAt(error, 'year')} />
      </label>
    </>
  );
}
