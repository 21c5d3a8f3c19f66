// The application menu. Each item either does its work here (open another archive, full screen) or
// sends a command to the window, which does the same thing as its own buttons and shortcuts.
import { Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import type { HostEvent, MenuCommand } from '../ipc/contract';
import { MENU_LANGUAGES, menuTranslator, ownName, type MenuLanguage } from './menuLanguage';

export interface MenuActions {
  openArchive(): void;
  send(event: HostEvent): void;
  window(): BrowserWindow | null;
  /** The language the menu is in, and whether the GM chose it (else it is the OS's). */
  language: MenuLanguage;
  chosen: boolean;
  /** The GM's choice in View > Language (null: the OS's language). */
  chooseLanguage(code: MenuLanguage | null): void;
}

/** The menu's template, in the actions' language (separate from Menu.buildFromTemplate for tests). */
export function menuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  const { t } = menuTranslator(actions.language);
  const command = (c: MenuCommand) => () => actions.send({ kind: 'command', command: c });
  const mac = process.platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    {
      label: t('file'),
      submenu: [
        { label: t('newGame'), accelerator: 'CmdOrCtrl+N', click: command('new-game') },
        { label: t('games'), accelerator: 'CmdOrCtrl+O', click: command('open-games') },
        { label: t('openArchive'), accelerator: 'CmdOrCtrl+Shift+O', click: () => actions.openArchive() },
        { type: 'separator' },
        { label: t('importGame'), accelerator: 'CmdOrCtrl+I', click: command('import') },
        { label: t('importVariant'), click: command('import-variant') },
        { label: t('exportGame'), accelerator: 'CmdOrCtrl+E', click: command('export') },
        { type: 'separator' },
        { label: t('print'), accelerator: 'CmdOrCtrl+P', click: command('print') },
        { type: 'separator' },
        // The convention network (issue 29): the window's screen starts and stops it, and shows the address.
        { label: t('serveEvent'), click: command('event-network') },
        { type: 'separator' },
        mac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: t('edit'),
      submenu: [
        // The board's undo and redo. The page handles the keys, so in a text box Ctrl+Z stays the text
        // box's own; the menu only shows them.
        { label: t('undo'), accelerator: 'CmdOrCtrl+Z', registerAccelerator: false, click: command('undo') },
        { label: t('redo'), accelerator: 'CmdOrCtrl+Shift+Z', registerAccelerator: false, click: command('redo') },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: t('phase'),
      submenu: [
        { label: t('adjudicate'), accelerator: 'F9', registerAccelerator: false, click: command('adjudicate') },
        { label: t('rules'), click: command('rules') },
      ],
    },
    {
      label: t('view'),
      submenu: [
        { label: t('fit'), accelerator: 'F', registerAccelerator: false, click: command('fit-board') },
        { role: 'togglefullscreen', accelerator: 'F11' },
        { type: 'separator' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'resetZoom' },
        { type: 'separator' },
        {
          label: t('language'),
          submenu: [
            { label: t('osLanguage'), type: 'radio', checked: !actions.chosen, click: () => actions.chooseLanguage(null) },
            ...MENU_LANGUAGES.map((code): MenuItemConstructorOptions => ({
              label: ownName(code),
              type: 'radio',
              checked: actions.chosen && actions.language === code,
              click: () => actions.chooseLanguage(code),
            })),
          ],
        },
      ],
    },
  ];
  return template;
}

export function buildMenu(actions: MenuActions): Menu {
  return Menu.buildFromTemplate(menuTemplate(actions));
}
