// The tournament's printouts and exports, made by the host as the game reports are (PDF rendered
// by Chromium) and saved through the browser's download (a save dialog in Electron).
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { Input, TournamentDetail } from '../../../electron/ipc/contract';
import { call, whatFailed, useApi } from '../../state/api';
import { saveFile } from '../../state/download';
import { Notice } from '../Notice';

type Request = Omit<Input<'tournament:export'>, 'tournament' | 'round'>;

interface Item {
  /** Also its words' key in the `tournament` namespace (printouts.<id>.label, .what). */
  id: string;
  byRound: boolean;
  formats: Request['format'][];
  kind: Request['kind'];
}

const ITEMS: Item[] = [
  {
    id: 'sheets',
    byRound: true,
    formats: ['pdf', 'html'],
    kind: 'sheets',
  },
  { id: 'round', byRound: true, formats: ['pdf', 'html'], kind: 'round' },
  {
    id: 'seating',
    byRound: true,
    formats: ['pdf', 'html', 'text'],
    kind: 'seating',
  },
  {
    id: 'standings',
    byRound: false,
    formats: ['pdf', 'html', 'text'],
    kind: 'standings',
  },
  {
    id: 'wdd-boards',
    byRound: false,
    formats: ['csv'],
    kind: 'wdd-boards',
  },
  { id: 'wdd-classification', byRound: false, formats: ['csv'], kind: 'wdd-classification' },
];

export function PrintoutsPanel({ t }: { t: TournamentDetail }) {
  const { t: tr } = useTranslation('tournament');
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
      setProblem(`${tr(`printouts.${item.id}.label`)}: ${whatFailed(e)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card printouts">
      <header className="rounds-head">
        <h2>{tr('printouts.title')}</h2>
        {t.rounds.length > 0 && (
          <label className="inline">
            {tr('round')}
            <select value={round} onChange={(e) => setRound(Number(e.target.value))} aria-label={tr('printouts.roundToPrint')}>
              {t.rounds.map((r) => (
                <option key={r.number} value={r.number}>
                  {r.number}
                </option>
              ))}
            </select>
          </label>
        )}
      </header>
      <Notice text={problem} className="field-error" />
      <table className="director-table">
        <tbody>
          {ITEMS.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {tr(`printouts.${item.id}.label`)}
                {item.byRound && <span className="hint"> · {tr('console.round', { round })}</span>}
              </th>
              <td className="hint">{tr(`printouts.${item.id}.what`)}</td>
              <td className="row-actions">
                {item.formats.map((f) => (
                  <button
                    key={f}
                    data-testid={`export-${item.id}-${f}`}
                    disabled={busy !== null || (item.byRound && t.rounds.length === 0)}
                    onClick={() => void make(item, f)}
                  >
                    {busy === `${item.id}-${f}` ? tr('printouts.making') : f.toUpperCase()}
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
