// The seating as a table (powers down, boards across), every seat a choice of player: picking a
// player swaps them with the seat's holder. Seats the director changed are marked.
import { useTranslation } from 'react-i18next';
import { standardPowerName as powerName } from '../../i18n/placeNames';
import type { SeatingDraft } from './seatingEdit';
import { Choices } from '../Choices';

interface Props {
  draft: SeatingDraft;
  changed: Set<string>;
  players: string[];
  /** The seat a refusal is about (`1.Italy`). */
  faulty: string | null;
  onPlace(board: number, power: string, player: string): void;
}

export function SeatingTable({ draft, changed, players, faulty, onPlace }: Props) {
  const { t: tr } = useTranslation('tournament');
  const powers = Object.keys(draft.boards[0] ?? {});
  return (
    <table className="seating-table" data-testid="seating-table">
      <thead>
        <tr>
          <th>{tr('outcomeFields.power')}</th>
          {/* A board's number is its name: the key is that name, not a place in a list. */}
          {draft.boards
            .map((_, i) => tr('card.board', { board: i + 1 }))
            .map((board) => (
              <th key={board}>{board}</th>
            ))}
        </tr>
      </thead>
      <tbody>
        {powers.map((power) => (
          <tr key={power}>
            <th scope="row">{powerName(power)}</th>
            {draft.boards.map((b, i) => {
              const key = `${i}.${power}`;
              return (
                <td key={key} className={`${changed.has(key) ? 'changed' : ''}${faulty === key ? ' faulty' : ''}`}>
                  <select
                    value={b[power]}
                    aria-label={`${tr('card.board', { board: i + 1 })} ${powerName(power)}`}
                    data-testid={`seat-${i + 1}-${power}`}
                    onChange={(e) => onPlace(i, power, e.target.value)}
                  >
                    <Choices values={players} />
                  </select>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
