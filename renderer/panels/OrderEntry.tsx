// The text box: type an order from a slip, or paste a whole mail. Every line is read as it is typed
// (the engine's own reader, the same one the host uses) and its diagnostic shown beside it; Enter
// in a one-line box or Ctrl+Enter hands the text in.
import { useMemo, useState } from 'react';
import { readSheet, type GameMap, type Position, type Power } from '../../engine/index';

interface Props {
  map: GameMap;
  position: Position;
  powers: Power[];
  onSubmit(text: string, power: Power | null, replace: boolean): Promise<boolean>;
}

const STATUS_LABEL = { ok: 'ok', note: 'note', ambiguous: 'ambiguous', error: 'not read', skipped: 'skipped' } as const;

export function OrderEntry({ map, position, powers, onSubmit }: Props) {
  const [text, setText] = useState('');
  const [power, setPower] = useState<Power | ''>('');
  const [replace, setReplace] = useState(false);
  const units = position.phase.type === 'retreat' ? position.dislodged : position.units;
  const sheet = useMemo(
    () => (text.trim() ? readSheet(text, map, { phase: position.phase.type, units, ...(power ? { defaultPower: power } : {}) }) : null),
    [text, map, position, units, power],
  );
  const lines = sheet?.lines.filter((l) => l.text.trim() !== '') ?? [];
  const problems = lines.filter((l) => l.status === 'error' || l.status === 'ambiguous').length;

  const submit = async () => {
    if (!text.trim()) return;
    if (await onSubmit(text, power || null, replace)) setText('');
  };

  return (
    <div className="order-entry">
      <div className="row">
        <select aria-label="Power" value={power} onChange={(e) => setPower(e.target.value)} data-testid="entry-power">
          <option value="">Headers say whose (England:)</option>
          {powers.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        <label className="inline" title="The text replaces the power's earlier orders this phase">
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} /> replaces earlier orders
        </label>
      </div>
      <textarea
        data-testid="order-text"
        aria-label="Orders"
        spellCheck={false}
        rows={5}
        placeholder={'A Par - Bur\nF Lon - Nth\n(paste a whole mail; Ctrl+Enter enters it)'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey || !text.includes('\n'))) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      {lines.length > 0 && (
        <ul className="diagnostics" data-testid="diagnostics">
          {lines.map((l) => (
            <li key={l.line} className={`diag ${l.status}`} data-status={l.status}>
              <span className="line-no">{l.line}</span>
              <span className="status">{STATUS_LABEL[l.status]}</span>
              <span className="text">{l.text.trim()}</span>
              {l.message && <span className="message">{l.message}</span>}
              {l.notes?.map((n, i) => (
                <span key={i} className="message">
                  {n.message}
                </span>
              ))}
              {l.candidates && <span className="message">could be: {l.candidates.join(', ')}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        <span className="hint">{sheet ? `${sheet.orders.length} order${sheet.orders.length === 1 ? '' : 's'} read${problems ? `, ${problems} to look at` : ''}` : ''}</span>
        <button className="primary" data-testid="enter-orders" disabled={!text.trim()} onClick={() => void submit()}>
          Enter orders
        </button>
      </div>
    </div>
  );
}
