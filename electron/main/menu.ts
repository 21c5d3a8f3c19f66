// The application menu. Each item either does its work here (open another archive, full screen) or
// sends a command to the window, which does the same thing as its own buttons and shortcuts.
import { Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import type { HostEvent, MenuCommand } from '../ipc/contract';

export interface MenuActions {
  openArchive(): void;
  send(event: HostEvent): void;
  window(): BrowserWindow | null;
}

export function buildMenu(actions: MenuActions): Menu {
  const command = (c: MenuCommand) => () => actions.send({ kind: 'command', command: c });
  const mac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    {
      label: '&File',
      submenu: [
        { label: 'New Game…', accelerator: 'CmdOrCtrl+N', click: command('new-game') },
        { label: 'Games', accelerator: 'CmdOrCtrl+O', click: command('open-games') },
        { label: 'Open Archive…', accelerator: 'CmdOrCtrl+Shift+O', click: () => actions.openArchive() },
        { type: 'separator' },
        { label: 'Import Game…', accelerator: 'CmdOrCtrl+I', click: command('import') },
        { label: 'Import Variant…', click: command('import-variant') },
        { label: 'Export Game…', accelerator: 'CmdOrCtrl+E', click: command('export') },
        { type: 'separator' },
        { label: 'Print Phase Report…', accelerator: 'CmdOrCtrl+P', click: command('print') },
        { type: 'separator' },
        // The convention network (issue 29): the window's screen starts and stops it, and shows the address.
        { label: 'Serve Event on Network…', click: command('event-network') },
        { type: 'separator' },
        mac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: '&Edit',
      submenu: [
        // The board's undo and redo. The page handles the keys, so in a text box Ctrl+Z stays the text
        // box's own; the menu only shows them.
        { label: 'Undo Order', accelerator: 'CmdOrCtrl+Z', registerAccelerator: false, click: command('undo') },
        { label: 'Redo Order', accelerator: 'CmdOrCtrl+Shift+Z', registerAccelerator: false, click: command('redo') },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: '&Phase',
      submenu: [
        { label: 'Adjudicate…', accelerator: 'F9', registerAccelerator: false, click: command('adjudicate') },
        { label: 'Rules…', click: command('rules') },
      ],
    },
    {
      label: '&View',
      submenu: [
        { label: 'Fit Board', accelerator: 'F', registerAccelerator: false, click: command('fit-board') },
        { role: 'togglefullscreen', accelerator: 'F11' },
        { type: 'separator' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'resetZoom' },
      ],
    },
  ];
  return Menu.buildFromTemplate(template);
}
