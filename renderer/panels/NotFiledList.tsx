// The lines Enter set aside: flagged or unread, each with the power it was typed for and the reason
// it was not filed. Nothing here is filed; Edit puts a line back at the end of the order box.
import type { HeldLine } from './entryPlan';

export interface Held extends HeldLine {
  id: number;
  /** The phase it was typed for (`seq:id`) and that phase's name. */
  phaseKey: string;
  phaseName: string;
}

interface Props {
  held: Held[];
  phaseKey: string;
  onEdit(line: Held): void;
  onDrop(line: Held): void;
}

export function NotFiledList({ held, phaseKey, onEdit, onDrop }: Props) {
  if (held.length === 0) return null;
  return (
    <section className="not-filed" aria-label="Lines not filed" data-testid="not-filed">
      <h3>Not filed ({held.length}): mend and Enter again</h3>
      <ul>
        {held.map((h) => (
          <li key={h.id} data-testid="not-filed-line">
            <span className="power">{h.power ?? 'no power'}</span>
            <code className="text">{h.text}</code>
            <span className="message flag">
              {h.reason}
              {h.phaseKey !== phaseKey ? ` (typed for ${h.phaseName})` : ''}
            </span>
            <span className="buttons">
              <button onClick={() => onEdit(h)} aria-label={`Edit ${h.text}`} data-testid="not-filed-edit">
                Edit
              </button>
              <button onClick={() => onDrop(h)} aria-label={`Discard ${h.text}`} data-testid="not-filed-drop">
                Discard
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
