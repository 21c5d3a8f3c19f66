// The list of every shortcut, opened with `?`: made from the same table as the keys themselves.
import { useTranslation } from 'react-i18next';
import { Modal } from '../tournament/Modal';
import { OTHER_KEYS, SHORTCUTS } from './shortcuts';

export function ShortcutHelp({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('help');
  const rows = [...SHORTCUTS, ...OTHER_KEYS];
  return (
    <Modal label={t('title')} testId="shortcut-help" onClose={onClose}>
      <h2>{t('title')}</h2>
      <table className="shortcuts">
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} data-testid="shortcut-row">
              <th scope="row">
                <kbd>{r.label}</kbd>
              </th>
              <td>{t(`keys.${r.label}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="actions">
        <button className="primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}
