// The lines Enter set aside: flagged or unread, each with the power it was typed for and the reason
// it was not filed. Nothing here is filed; Edit puts a line back at the end of the order box.
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('orders');
  if (held.length === 0) return null;
  return (
    <section className="not-filed" aria-label={t('notFiled.label')} data-testid="not-filed">
      <h3>{t('notFiled.title', { count: held.length })}</h3>
      <ul>
        {held.map((h) => (
          <li key={h.id} data-testid="not-filed-line">
            <span className="power">{h.power ?? t('notFiled.noPower')}</span>
            <code className="text">{h.text}</code>
            <span className="message flag">
              {h.reason}
              {h.phaseKey !== phaseKey ? ` ${t('notFiled.typedFor', { phase: h.phaseName })}` : ''}
            </span>
            <span className="buttons">
              <button onClick={() => onEdit(h)} aria-label={t('notFiled.editLine', { line: h.text })} data-testid="not-filed-edit">
                {t('notFiled.edit')}
              </button>
              <button onClick={() => onDrop(h)} aria-label={t('notFiled.discardLine', { line: h.text })} data-testid="not-filed-drop">
                {t('notFiled.discard')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
