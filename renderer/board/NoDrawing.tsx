// Where the board goes when the game's map has no drawing (a new board whose geometry is not
// generated yet, or a GM's own variant that brought none): the map's facts, and how to play on.
import type { GameMap } from '../../engine/index';

export function NoDrawing({ map, problem }: { map: GameMap; problem: string | null }) {
  const centers = map.provinces.filter((p) => p.supplyCenter).length;
  return (
    <div className="no-drawing" data-testid="no-drawing" role="note">
      <h2>{map.name}</h2>
      {problem ? (
        <p className="error">{problem}</p>
      ) : (
        <p>
          Adjutant has no drawing of this board yet. The game plays in full: write the orders in the Orders tab, adjudicate, and read the results and reports as
          text.
        </p>
      )}
      <p className="hint">
        {map.powers.length} powers, {map.provinces.length} provinces, {centers} supply centers, {map.victoryCenters} to win.
      </p>
    </div>
  );
}
