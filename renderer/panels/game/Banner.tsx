// The message under the toolbar: an error or a refusal (announced at once), or a note of what was
// done (announced politely; a click dismisses it).
import type { OrderActions } from '../../state/useOrderActions';

interface Props {
  message: OrderActions['message'];
  error: string | null;
  notice: string | null;
  info: string | null;
  onDismiss(): void;
}

export function Banner({ message, error, notice, info, onDismiss }: Props) {
  if (message || error || notice)
    return (
      <div className={`banner ${message?.tone ?? 'error'}`} role="alert" data-testid="message">
        {message?.text ?? error ?? notice}
      </div>
    );
  if (!info) return null;
  return (
    <div className="banner ok" role="status" data-testid="info" onClick={onDismiss}>
      {info}
    </div>
  );
}
