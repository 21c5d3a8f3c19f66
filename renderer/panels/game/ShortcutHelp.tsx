// The list of every shortcut, opened with `?`: made from the same table as the keys themselves.
import { Modal } from '../tournament/Modal';
import { OTHER_KEYS, SHORTCUTS } from './shortcuts';

export function ShortcutHelp({ onClose }: { onClose(): void }) {
  const rows = [...SHORTCUTS, ...OTHER_KEYS];
  return (
    <Modal label="Keyboard shortcuts" testId="shortcut-help" onClose={onClose}>
      <h2>Keyboard shortcuts</h2>
      <table className="shortcuts">
        <tbody>
          {rows.map((r) => (
            <tr key={r.label} data-testid="shortcut-row">
              <th scope="row">
                <kbd>{r.label}</kbd>
              </th>
              <td>{r.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="actions">
        <button className="primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
