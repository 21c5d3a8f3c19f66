// The units a phase's orders left out and what became of them (held, disbanded, builds waived):
// in the adjudication preview and beside the results, so no unit silently vanishes from either.
import { useTranslation } from 'react-i18next';
import { type GameMap, type GivenOrder, type Position } from '../../engine/index';
import { unorderedUnits } from './unordered';
import { usePlaceNames } from '../i18n/placeNames';

export function UnorderedList({ map, position, orders, testId }: { map: GameMap; position: Position; orders: GivenOrder[]; testId: string }) {
  const { t } = useTranslation('orders');
  const names = usePlaceNames(map);
  const idle = unorderedUnits(map, position, orders, names.province);
  if (idle.length === 0) return null;
  return (
    <section className="unordered" data-testid={testId}>
      <h3>{t('unordered.title', { count: idle.length })}</h3>
      <ul>
        {[...new Set(idle.map((u) => u.power))].map((power) => (
          <li key={power}>
            <strong>{names.power(power)}</strong>{' '}
            {idle
              .filter((u) => u.power === power)
              .map((u) => t(`unordered.${u.fate}`, { unit: u.label, count: u.count ?? 1 }))
              .join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
