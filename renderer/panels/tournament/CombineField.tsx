// How rounds combine: all rounds summed, or a player's best N.
export function CombineField({ value, onChange, error }: { value: string; onChange(v: string): void; error: string | null }) {
  const best = /^best-(\d+)$/.exec(value);
  return (
    <fieldset className="combine">
      <legend>Rounds combine by</legend>
      <label className="inline">
        <input type="radio" name="combine" checked={!best} onChange={() => onChange('sum')} /> the sum of all rounds
      </label>
      <label className="inline">
        <input type="radio" name="combine" checked={!!best} onChange={() => onChange('best-2')} /> each player's best
        <input
          type="number"
          min={1}
          max={99}
          aria-label="Best how many rounds"
          className="narrow"
          disabled={!best}
          value={best ? best[1] : 2}
          onChange={(e) => onChange(`best-${e.target.value}`)}
        />
        rounds
      </label>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
