// The board's key, drawn over its corner: each power's colour and mark with its supply-center and
// unit counts, the two unit shapes, and the order and result symbols. The same colours and symbols
// the board draws (style.ts), so the key cannot disagree with the map.
import { useTranslation } from 'react-i18next';
import { type GameMap, type Position, ORDER, UNIT, powerColours, powerMark } from '../../engine/index';
import { usePlaceNames } from '../i18n/placeNames';

const S = 22;

function Swatch({ fill, stroke, ink, mark }: { fill: string; stroke: string; ink: string; mark: string }) {
  return (
    <svg width={S} height={S} viewBox="-11 -11 22 22" aria-hidden="true">
      <circle r={9.5} fill={fill} stroke={stroke} strokeWidth={1.5} />
      <text textAnchor="middle" dominantBaseline="central" fontSize={10} fontWeight={700} fill={ink}>
        {mark}
      </text>
    </svg>
  );
}

function Symbol({ children }: { children: React.ReactNode }) {
  return (
    <svg width={34} height={S} viewBox="0 -11 34 22" aria-hidden="true">
      {children}
    </svg>
  );
}

export function Legend({ map, position }: { map: GameMap; position: Position }) {
  const { t } = useTranslation('board');
  const names = usePlaceNames(map);
  const h = (UNIT.fleetHalfHeight / UNIT.fleetHalfWidth) * 9;
  return (
    <div className="legend" data-testid="legend">
      <table className="legend-powers">
        <thead>
          <tr>
            <th />
            <th title={t('legend.centers')}>{t('legend.centersShort')}</th>
            <th title={t('legend.units')}>{t('legend.unitsShort')}</th>
          </tr>
        </thead>
        <tbody>
          {map.powers.map(({ name }) => {
            const c = powerColours(name);
            const centers = position.supplyCenters[name]?.length ?? 0;
            const units = position.units.filter((u) => u.power === name).length;
            if (centers === 0 && units === 0) return null;
            return (
              <tr key={name} data-power={name}>
                <th>
                  <Swatch fill={c.main} stroke={c.dark} ink={c.ink} mark={powerMark(name)} /> {names.power(name)}
                </th>
                <td data-testid={`sc-${name}`}>{centers}</td>
                <td>{units}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="legend-symbols">
        <li>
          <Symbol>
            <circle cx={10} r={8} fill="#888" stroke="#333" />
            <polygon points={`${20},${-h} ${34},${-h} ${31},${h} ${23},${h}`} fill="#888" stroke="#333" />
          </Symbol>
          {t('legend.armyFleet')}
        </li>
        <li>
          <Symbol>
            <line x1={2} x2={24} y1={0} y2={0} stroke="#333" strokeWidth={3} />
            <polygon points="32,0 23,-5 23,5" fill="#333" />
          </Symbol>
          {t('legend.move')}
        </li>
        <li>
          <Symbol>
            <line x1={2} x2={30} y1={0} y2={0} stroke="#333" strokeWidth={2.5} strokeDasharray={ORDER.supportDash.join(' ')} />
            <circle cx={30} r={3} fill="#333" />
          </Symbol>
          {t('legend.support')}
        </li>
        <li>
          <Symbol>
            <circle cx={17} r={9} fill="none" stroke="#333" strokeWidth={2} />
          </Symbol>
          {t('legend.hold')}
        </li>
        <li>
          <Symbol>
            <line x1={2} x2={20} y1={0} y2={0} stroke="#333" strokeWidth={3} />
            <line x1={20} x2={20} y1={-8} y2={8} stroke={ORDER.failed} strokeWidth={3.5} />
          </Symbol>
          {t('legend.bounced')}
        </li>
        <li>
          <Symbol>
            <line x1={11} x2={23} y1={-6} y2={6} stroke={ORDER.failed} strokeWidth={2.6} />
            <line x1={11} x2={23} y1={6} y2={-6} stroke={ORDER.failed} strokeWidth={2.6} />
          </Symbol>
          {t('legend.failed')}
        </li>
        <li>
          <Symbol>
            <circle cx={17} r={7.5} fill={UNIT.dislodgedMark} stroke="#fff" strokeWidth={2} />
            <line x1={13} x2={21} y1={0} y2={0} stroke="#fff" strokeWidth={2.6} />
          </Symbol>
          {t('legend.dislodged')}
        </li>
      </ul>
    </div>
  );
}
