// The second step of a director's change that is not taken back quietly (rescore every board,
// replace a player, start a round): what will happen, Back, and the button that does it, focused.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The dialog's accessible name. */
  label: string;
  /** What will happen, in a sentence. */
  children: ReactNode;
  /** The confirming button's words and test id. */
  action: string;
  testId: string;
  onBack(): void;
  onConfirm(): void;
}

export function ConfirmStep({ label, children, action, testId, onBack, onConfirm }: Props) {
  const { t: tr } = useTranslation('tournament');
  return (
    <div className="confirm" role="alertdialog" aria-label={label}>
      <p>{children}</p>
      <div className="actions">
        <button type="button" onClick={onBack}>
          {tr('back')}
        </button>
        <button type="button" className="primary" autoFocus data-testid={testId} onClick={onConfirm}>
          {action}
        </button>
      </div>
    </div>
  );
}
