// The tournament's printouts and exports, made by the host as the game reports are (PDF rendered
// by Chromium) and saved through the browser's download (a save dialog in Electron).
import { useState } from 'react';
import type { Input, TournamentDetail } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { saveFile } from '../../state/download';

type Request = Omit<Input<'tournament:export'>, 'tournament' | 'round'>;

interface Item {
  id: string;
  label: string;
  what: string;
  byRound: boolean;
  formats: Request['format'][];
  kind: Request['kind'];
}

const ITEMS: Item[] = [
  {
    id: 'sheets',
    label: 'Score sheets',
    what: 'one per board: powers, players, centres, place and score (blanks to fill in before the result)',
    byRound: true,
    formats: ['pdf', 'html'],
    kind: 'sheets',
  },
  { id: 'round', label: 'Round standings', what: 'every board of the round, scored', byRound: true, formats: ['pdf', 'html'], kind: 'round' },
  {
    id: 'seating',
    label: 'Seating chart',
    what: "by board, and alphabetically to find one's seat",
    byRound: true,
    formats: ['pdf', 'html', 'text'],
    kind: 'seating',
  },
  {
    id: 'standings',
    label: 'Final standings',
    what: 'the whole tournament, counted rounds in bold',
    byRound: false,
    formats: ['pdf', 'html', 'text'],
    kind: 'standings',
  },
  {
    id: 'wdd-boards',
    label: 'WDD boards',
    what: "one row per player per board, the World Diplomacy Database's layout",
    byRound: false,
    formats: ['csv'],
    kind: 'wdd-boards',
  },
  { id: 'wdd-classification', label: 'WDD classification', what: 'one row per player', byRound: false, formats: ['csv'], kind: 'wdd-classification' },
];

export function PrintoutsPanel({ t }: { t: TournamentDetail }) {
  const api = useApi();
  const [round, setRound] = useState(t.rounds.length);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const make = async (item: Item, format: Request['format']) => {
    setBusy(`${item.id}-${format}`);
    setProblem(null);
    try {
      saveFile(await call(api, 'tournament:export', { tournament: t.name, kind: item.kind, format, ...(item.byRound ? { round } : {}) }));
    } catch (e) {
      setProblem(`${item.label}: ${whatFailed(e)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card printouts">
      <header className="rounds-head">
        <h2>Printouts and exports</h2>
        {t.rounds.length > 0 && (
          <label className="inline">
            Round
            <select value={round} onChange={(e) => setRound(Number(e.target.value))} aria-label="Round to print">
              {t.rounds.map((r) => (
                <option key={r.number} value={r.number}>
                  {r.number}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <table className="director-table">
        <tbody>
          {ITEMS.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.label}
                {item.byRound && <span className="hint"> · round {round}</span>}
              </th>
              <td className="hint">{item.what}</td>
              <td className="row-actions">
                {item.formats.map((f) => (
                  <button
                    key={f}
                    data-testid={`export-${item.id}-${f}`}
                    disabled={busy !== null || (item.byRound && t.rounds.length === 0)}
                    onClick={() => void make(item, f)}
                  >
                    {busy === `${item.id}-${f}` ? 'Making…' : f.toUpperCase()}
                  </button>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
