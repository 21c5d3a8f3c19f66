// The standings on the room's screen: a page of columns of rows (rank, player, each round, total),
// as many per page as layout.ts fits; the screen turns the pages.
import { useTranslation } from 'react-i18next';
import type { Standing, Standings } from '../../../../electron/ipc/contract';
import { gridStyle, pageColumns, type StandingsFit } from './layout';

const pts = (v: number | null): string => (v === null ? '–' : String(Math.round(v * 100) / 100));

export function RoomStandings({ standings, rounds, fit, page }: { standings: Standings; rounds: number; fit: StandingsFit; page: number }) {
  const { t: tr } = useTranslation('tournament');
  const columns = pageColumns<Standing>(standings.standings, page, fit.perPage, fit.columns, fit.rows);
  const numbers = Array.from({ length: rounds }, (_, i) => i + 1);
  return (
    <div className="room-columns" style={gridStyle(fit)} data-testid="room-standings">
      {columns.map((col) => (
        <table key={col[0].playerId} className="room-table">
          <thead>
            <tr>
              <th className="rank">#</th>
              <th className="who">{tr('scoring.player')}</th>
              {numbers.map((n) => (
                <th key={n} className="round">
                  {tr('scoring.roundShort', { round: n })}
                </th>
              ))}
              <th className="total">{tr('scoring.total')}</th>
            </tr>
          </thead>
          <tbody>
            {col.map((s) => (
              <tr key={s.playerId} data-testid="room-standing">
                <td className="rank">
                  {s.rank}
                  {s.shared > 1 ? '=' : ''}
                </td>
                <td className="who">{s.player}</td>
                {numbers.map((n) => (
                  <td key={n} className={standings.combine.kind === 'best' && s.counted.includes(n - 1) ? 'counted' : ''}>
                    {pts(s.rounds[n - 1] ?? null)}
                  </td>
                ))}
                <td className="total">{pts(s.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
