// The toolbar's way to the game's mail (MailPanel): the Inbox and the Outbox.
import { useTranslation } from 'react-i18next';

export function MailButton({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('mail');
  return (
    <button onClick={onOpen} data-testid="open-mail" title={t('open.title')}>
      {t('open.label')}
    </button>
  );
}
