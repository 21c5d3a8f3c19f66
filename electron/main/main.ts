// The desktop app: one window, one archive, the service behind ipcMain. A second launch focuses
// the first window (the archive has one writer at a time).
import { app, BrowserWindow, dialog, ipcMain, Menu, safeStorage } from 'electron';
import { join } from 'node:path';
import { closeArchive, openArchive, type Archive } from '../archive/db';
import { appCredentialStore, type CredentialStore } from '../service/mail/credentials';
import { defaultArchivePath } from '../cli/game/paths';
import type { HostEvent } from '../ipc/contract';
import { CHANNELS, dispatch, type HandlerContext } from '../ipc/handlers';
import { EVENT_PORT, eventNetwork, type EventNetwork } from '../host/lan';
import { senderAllowed } from './guards';
import { buildMenu } from './menu';
import { fromLocale, storedLanguage, storeLanguage, type MenuLanguage } from './menuLanguage';
import { electronRenderer } from './render';
import { createWindow, lockDown, registerAppScheme, serveRenderer } from './window';

const here = import.meta.dirname;
const RENDERER_DIR = join(here, '..', 'renderer');
const PRELOAD = join(here, '..', 'preload', 'preload.cjs');

let archive: Archive | null = null;
let win: BrowserWindow | null = null;
// The event network the director started from the menu (the browser host beside this window).
let network: EventNetwork | null = null;
// The mail passwords of this user (issue 30 item 1): encrypted by the OS keychain through
// safeStorage, in a file of the user data folder; never in the archive, never in clear. Made once
// the app is ready (safeStorage needs it). Only this window uses it: the event network's callers keep no password here.
let secrets: CredentialStore | undefined;
const mailSecrets = (): CredentialStore => (secrets ??= appCredentialStore(app.getPath('userData'), safeStorage));

function send(event: HostEvent): void {
  win?.webContents.send('host:event', event);
}

/** A change made in this window: this window and every page on the event network read again. */
function changed(gameId: number | null): void {
  send({ kind: 'archive-changed', gameId });
  network?.broadcast({ kind: 'archive-changed', gameId });
}

async function useArchive(file: string): Promise<boolean> {
  const opened = await openArchive(file, { create: true });
  if (!opened.ok) {
    dialog.showErrorBox('Adjutant cannot open the archive', opened.error.message);
    return false;
  }
  // The network serves one archive: another archive, another network (started again from the menu).
  await network?.stop();
  if (archive) closeArchive(archive);
  archive = opened.value;
  network = eventNetwork({
    context: { archive, version: app.getVersion(), actor: 'gm', render: electronRenderer },
    rendererDir: RENDERER_DIR,
    certificateFile: `${archive.file}.event-cert.pem`,
    port: EVENT_PORT,
    onChange: (gameId) => send({ kind: 'archive-changed', gameId }),
  });
  send({ kind: 'archive-changed', gameId: null });
  return true;
}

function context(): HandlerContext | null {
  if (!archive) return null;
  return {
    archive,
    host: 'electron',
    version: app.getVersion(),
    actor: 'gm',
    render: electronRenderer,
    secrets: mailSecrets(),
    changed,
    network: network ?? undefined,
    // The window's language chooser: kept for the next launch, and the menu rebuilt in it (the
    // window has changed already, so it is not told).
    chooseLanguage: (code) => {
      storeLanguage(app.getPath('userData'), code);
      setMenu();
    },
  };
}

function registerHandlers(): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, async (event, payload) => {
      // Only our own window's page may call: not a frame, not some other origin, not a frame
      // that is gone (senderFrame is null then).
      if (!senderAllowed(event.senderFrame)) {
        return { ok: false, error: { code: 'invalid-input', message: 'requests are accepted from the Adjutant window only' } };
      }
      const ctx = context();
      if (!ctx) return { ok: false, error: { code: 'internal', message: 'no archive is open' } };
      return dispatch(channel, payload, ctx);
    });
  }
}

async function chooseArchive(): Promise<void> {
  if (!win) return;
  const picked = await dialog.showOpenDialog(win, {
    title: 'Open an Adjutant archive',
    properties: ['openFile', 'promptToCreate'],
    filters: [{ name: 'Adjutant archive', extensions: ['sqlite', 'adjutant'] }],
  });
  if (!picked.canceled && picked.filePaths[0]) await useArchive(picked.filePaths[0]);
}

/** The application menu, in the GM's chosen language or the OS's (issue 32). */
function setMenu(): void {
  const chosen = storedLanguage(app.getPath('userData'));
  const chooseLanguage = (code: MenuLanguage | null) => {
    storeLanguage(app.getPath('userData'), code);
    setMenu();
    send({ kind: 'language', language: code });
  };
  const language = chosen ?? fromLocale(app.getLocale());
  Menu.setApplicationMenu(buildMenu({ openArchive: () => void chooseArchive(), send, window: () => win, language, chosen: chosen !== null, chooseLanguage }));
}

registerAppScheme();
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app
    .whenReady()
    .then(async () => {
      lockDown();
      serveRenderer(RENDERER_DIR);
      registerHandlers();
      if (!(await useArchive(process.env.ADJUTANT_ARCHIVE ?? defaultArchivePath()))) return app.quit();
      setMenu();
      win = createWindow(PRELOAD);
      // The window starts in the menu's language: the GM's choice made there, else the OS's.
      win.webContents.on('did-finish-load', () => send({ kind: 'language', language: storedLanguage(app.getPath('userData')) }));
      win.on('closed', () => (win = null));
    })
    .catch((err: unknown) => {
      // A failure while starting is fatal: say what it was and leave, rather than run half-started.
      console.error('Adjutant could not start:', err);
      app.exit(1);
    });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => {
    void network?.stop();
    if (archive) closeArchive(archive);
  });
}
