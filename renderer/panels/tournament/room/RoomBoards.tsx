// The round's boards on the room's screen: large cards while they all fit (each power's chip, its
// player and centers, who owes orders), else one row per board in balanced columns (number, phase,
// state, GM). Which, and how many per page, comes from layout.ts for the area measured.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConsoleBoard } from '../../../../electron/ipc/contract';
import { powerColours } from '../../../../engine/index';
import { resultSummary } from '../words';
import { gridStyle, inkFor, pageColumns, type BoardsFit } from './layout';

/** A board's state in a few words: its result (a draw without its members in a row), over, the orders owed, or all in. */
export function boardState(b: ConsoleBoard, tr: TFunction<'tournament'>, short?: TFunction<'room'>): { text: string; kind: 'done' | 'due' | 'owed' | 'in' } {
  const o = b.result?.outcome;
  if (o?.kind === 'draw' && short) return { text: short('draw', { count: (o.members ?? []).length }), kind: 'done' };
  if (o) return { text: resultSummary(o, tr), kind: 'done' };
  if (b.over) return { text: tr('card.over'), kind: 'due' };
  if (b.owing.length) return { text: tr('card.toOrder', { count: b.owing.length }), kind: 'owed' };
  return { text: tr('console.allIn'), kind: 'in' };
}

function Card({ board }: { board: ConsoleBoard }) {
  const { t: tr } = useTranslation('tournament');
  const state = boardState(board, tr);
  return (
    <section className="room-card" data-testid={`room-board-${board.number}`}>
      <header>
        <h2>{tr('card.board', { board: board.number })}</h2>
        <span className="phase">{board.phase ?? '—'}</span>
      </header>
      <ul>
        {Object.keys(board.centers).map((p) => {
          const bg = powerColours(p).main;
          const owes = board.owing.includes(p);
          return (
            <li key={p} className={owes ? 'owes' : ''}>
              <span className="chip" style={{ background: bg, color: inkFor(bg) }}>
                {p.slice(0, 3)}
              </span>
              <span className="who">{board.players[p] ?? ''}</span>
              <span className="sc">{board.centers[p]}</span>
              <span className="mark">{owes ? tr('card.owes') : ''}</span>
            </li>
          );
        })}
      </ul>
      <footer className={`state ${state.kind}`}>
        <span>{state.text}</span>
        {board.gms.length > 0 && <span className="gm">{board.gms.join(', ')}</span>}
      </footer>
    </section>
  );
}

function Row({ board }: { board: ConsoleBoard }) {
  const { t: tr } = useTranslation('tournament');
  const { t } = useTranslation('room');
  const state = boardState(board, tr, t);
  return (
    <li className="room-row" data-testid={`room-board-${board.number}`}>
      <span className="num">{board.number}</span>
      <span className="phase">{board.phase ?? '—'}</span>
      <span className={`state ${state.kind}`}>{state.text}</span>
      <span className="gm">{board.gms.join(', ')}</span>
    </li>
  );
}

export function RoomBoards({ boards, fit, page }: { boards: ConsoleBoard[]; fit: BoardsFit; page: number }) {
  if (fit.mode === 'cards')
    return (
      <div className="room-cards" style={gridStyle(fit)} data-testid="room-boards">
        {boards.map((b) => (
          <Card key={b.number} board={b} />
        ))}
      </div>
    );
  return (
    <div className="room-columns" style={gridStyle(fit)} data-testid="room-boards">
      {pageColumns(boards, page, fit.perPage, fit.columns, fit.rows).map((col) => (
        <ol key={col[0].number}>
          {col.map((b) => (
            <Row key={b.number} board={b} />
          ))}
        </ol>
      ))}
    </div>
  );
}
