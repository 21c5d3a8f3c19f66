// How rounds combine: all rounds summed, or a player's best N.
import { useTranslation } from 'react-i18next';

export function CombineField({ value, onChange, error }: { value: string; onChange(v: string): void; error: string | null }) {
  const { t: tr } = useTranslation('tournament');
  const best = /^best-(\d+)$/.exec(value);
  return (
    <fieldset className="combine">
      <legend>{tr('combine.title')}</legend>
      <label className="inline">
        <input type="radio" name="combine" checked={!best} onChange={() => onChange('sum')} /> {tr('combine.sum')}
      </label>
      <label className="inline">
        <input type="radio" name="combine" checked={!!best} onChange={() => onChange('best-2')} /> {tr('combine.best')}
        <input
          type="number"
          min={1}
          max={99}
          aria-label={tr('combine.howMany')}
          className="narrow"
          disabled={!best}
          value={best ? best[1] : 2}
          onChange={(e) => onChange(`best-${e.target.value}`)}
        />
        {tr('combine.rounds')}
      </label>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
