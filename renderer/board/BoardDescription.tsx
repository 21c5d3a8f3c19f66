// The board in words, for a screen reader: each power's units and supply centres, and the
// dislodged units of a retreat phase. Hidden from sight, read as the board's description.
import { useTranslation } from 'react-i18next';
import type { GameMap, Position } from '../../engine/index';
import { usePlaceNames } from '../i18n/placeNames';

export function BoardDescription({ id, map, position }: { id: string; map: GameMap; position: Position }) {
  const { t } = useTranslation('board');
  const names = usePlaceNames(map);
  const name = names.province;
  const unit = (u: { type: string; province: string }) => t(u.type === 'F' ? 'words.fleet' : 'words.army', { province: name(u.province) });
  return (
    <section id={id} className="sr-only" aria-label={t('words.label')} data-testid="board-description">
      <ul>
        {map.powers.map(({ name: power }) => {
          const units = position.units.filter((u) => u.power === power);
          const centres = (position.supplyCenters[power] ?? []).map(name).sort((a, b) => a.localeCompare(b));
          const dislodged = position.dislodged.filter((u) => u.power === power);
          return (
            <li key={power}>
              {names.power(power)}: {t('words.units', { count: units.length })}
              {units.length ? ` (${units.map(unit).join(', ')})` : ''}; {t('words.centres', { count: centres.length })}
              {centres.length ? ` (${centres.join(', ')})` : ''}
              {dislodged.length ? `; ${t('words.dislodged', { units: dislodged.map(unit).join(', ') })}` : ''}.
            </li>
          );
        })}
      </ul>
    </section>
  );
}
