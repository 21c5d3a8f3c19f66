// Where the board goes when the game's map has no drawing (a new board whose geometry is not
// generated yet, or a GM's own variant that brought none): the map's facts, and how to play on.
// While the drawing is still on its way (a board's first showing in this window), a quiet note
// instead, shown only if the wait lasts (styles.css .still-coming), so a quick load does not flash.
import { useTranslation } from 'react-i18next';
import type { GameMap } from '../../engine/index';
import { Late } from '../panels/Late';

export function NoDrawing({ map, problem, loading = false }: { map: GameMap; problem: string | null; loading?: boolean }) {
  const { t } = useTranslation('board');
  if (loading) return <Late testId="board-loading" />;
  const centers = map.provinces.filter((p) => p.supplyCenter).length;
  return (
    <div className="no-drawing" data-testid="no-drawing" role="note">
      <h2>{map.name}</h2>
      {problem ? <p className="error">{problem}</p> : <p>{t('noDrawing.text')}</p>}
      <p className="hint">{t('noDrawing.facts', { powers: map.powers.length, provinces: map.provinces.length, centers, win: map.victoryCenters })}</p>
    </div>
  );
}
