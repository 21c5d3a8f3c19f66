// The orders that count now, power by power, with what each power still owes: units without an
// order, retreats to make, builds or removals due. Each order is shown as the report prints it; a
// click shows it as it was typed. A cross clears one order.
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameMap, GivenOrder, Position, Power } from '../../engine/index';
import { orderKey } from '../interaction/orders';
import { shownOrder, withKeys } from './orderText';
import { usePlaceNames } from '../i18n/placeNames';

interface Props {
  map: GameMap;
  position: Position;
  orders: GivenOrder[];
  editable: boolean;
  onClear(power: Power, order: GivenOrder): void;
}

function owed(position: Position, power: Power, orders: GivenOrder[], t: TFunction<'orders'>): string {
  const mine = orders.filter((o) => o.power === power);
  const ordered = new Set(mine.map((o) => orderKey(o.order)));
  if (position.phase.type === 'adjustment') {
    const due = (position.supplyCenters[power]?.length ?? 0) - position.units.filter((u) => u.power === power).length;
    if (due === 0) return '';
    return due > 0
      ? t('owed.builds', { done: mine.filter((o) => o.order.kind === 'build' || o.order.kind === 'waive').length, count: due })
      : t('owed.removes', { done: mine.filter((o) => o.order.kind === 'remove').length, count: -due });
  }
  const units = position.phase.type === 'retreat' ? position.dislodged : position.units;
  const own = units.filter((u) => u.power === power);
  const missing = own.filter((u) => !ordered.has(u.province)).length;
  return missing ? t('owed.missing', { missing, count: own.length }) : t('owed.all', { count: own.length });
}

export function powersToOrder(map: GameMap, position: Position): Power[] {
  const t = position.phase.type;
  return map.powers
    .map((p) => p.name)
    .filter((p) => {
      if (t === 'retreat') return position.dislodged.some((u) => u.power === p);
      if (t === 'adjustment') return (position.supplyCenters[p]?.length ?? 0) !== position.units.filter((u) => u.power === p).length;
      return position.units.some((u) => u.power === p);
    });
}

/** Drawn again only when its props change (not for the busy flag of a preview or a commit). */
export const OrdersPanel = memo(function OrdersPanel({ map, position, orders, editable, onClear }: Props) {
  const { t } = useTranslation('orders');
  const powers = powersToOrder(map, position);
  const names = usePlaceNames(map);
  if (powers.length === 0) return <p className="empty">{t('nobody')}</p>;
  return (
    <div className="orders" data-testid="orders">
      {powers.map((power) => (
        <section key={power} data-power={power}>
          <h3>
            {names.power(power)} <span className="owed">{owed(position, power, orders, t)}</span>
          </h3>
          <ul>
            {withKeys(
              orders.filter((o) => o.power === power),
              (o) => orderKey(o.order),
            ).map(([key, o]) => (
              <li key={key}>
                <OrderLine map={map} order={o} />
                {editable && (
                  <button
                    className="icon"
                    aria-label={t('clear', { order: shownOrder(o.order, map) })}
                    title={t('clearTitle')}
                    onClick={() => onClear(power, o)}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});

/**
 * The order as the report prints it; when it was typed otherwise, a click shows the text as typed.
 * Drawn again only when its order changes (not for every render of the panel: a busy flag).
 */
export const OrderLine = memo(function OrderLine({ map, order }: { map: GameMap; order: GivenOrder }) {
  const { t } = useTranslation('orders');
  const shown = shownOrder(order.order, map);
  const typed = order.text?.trim();
  if (!typed || typed === shown) return <code>{shown}</code>;
  return (
    <details className="as-typed">
      <summary>
        <code>{shown}</code>
      </summary>
      <span className="hint">
        {t('typed')} <code data-testid="as-typed">{typed}</code>
      </span>
    </details>
  );
});
