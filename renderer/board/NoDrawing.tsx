// Where the board goes when the game's map has no drawing (a new board whose geometry is not
// generated yet, or a GM's own variant that brought none): the map's facts, and how to play on.
import { useTranslation } from 'react-i18next';
import type { GameMap } from '../../engine/index';

export function NoDrawing({ map, problem }: { map: GameMap; problem: string | null }) {
  const { t } = useTranslation('board');
  const centers = map.provinces.filter((p) => p.supplyCenter).length;
  return (
    <div className="no-drawing" data-testid="no-drawing" role="note">
      <h2>{map.name}</h2>
      {problem ? <p className="error">{problem}</p> : <p>{t('noDrawing.text')}</p>}
      <p className="hint">{t('noDrawing.facts', { powers: map.powers.length, provinces: map.provinces.length, centers, win: map.victoryCenters })}</p>
    </div>
  );
}
