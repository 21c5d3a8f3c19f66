// The application menu's wiring (Electron's binary cannot run here: `electron` is a stand-in that
// hands the template back). Every item that sends a command sends one the window knows
// (MENU_COMMANDS); "Serve Event on Network…" sends `event-network`, which opens the network screen
// (test/renderer/e2e/network.test.ts drives that screen from the same command).
import { describe, expect, it, vi } from 'vitest';
import { MENU_COMMANDS, type HostEvent } from '../../../electron/ipc/contract';

vi.mock('electron', () => ({ Menu: { buildFromTemplate: (t: unknown) => t } }));

interface Item {
  label?: string;
  submenu?: Item[];
  click?: () => void;
}

function items(list: Item[]): Item[] {
  return list.flatMap((i) => [i, ...(i.submenu ? items(i.submenu) : [])]);
}

describe('the application menu', async () => {
  const { buildMenu } = await import('../../../electron/main/menu');
  const sent: HostEvent[] = [];
  const template = buildMenu({
    openArchive: () => {},
    send: (e) => sent.push(e),
    window: () => null,
    language: 'en',
    chosen: false,
    chooseLanguage: () => {},
  }) as unknown as Item[];

  it('"Serve Event on Network…" sends the event-network command to the window', () => {
    const item = items(template).find((i) => i.label === 'Serve Event on Network…');
    expect(item).toBeDefined();
    sent.length = 0;
    item!.click!();
    expect(sent).toEqual([{ kind: 'command', command: 'event-network' }]);
  });

  it('every command an item sends is one the window knows', () => {
    // View > Language hands its choice to the main process (menuLanguage.test.ts), not to the window.
    const languages = new Set(items(template).find((i) => i.label === 'Language')?.submenu ?? []);
    expect(languages.size).toBeGreaterThan(0);
    for (const item of items(template).filter((i) => i.click && i.label !== 'Open Archive…' && !languages.has(i))) {
      sent.length = 0;
      item.click!();
      expect(sent, item.label).toHaveLength(1);
      const e = sent[0];
      expect(e.kind === 'command' && (MENU_COMMANDS as readonly string[]).includes(e.command), item.label).toBe(true);
    }
  });
});
