// The workstation's window with secure defaults: the page runs sandboxed with context isolation and
// no Node, may not navigate or open windows, is refused every permission, and everything it loads
// comes from the app itself (the app:// protocol) under a strict Content-Security-Policy. The
// checks themselves are in guards.ts.
import { app, BrowserWindow, net, protocol, session, shell } from 'electron';
import { pathToFileURL } from 'node:url';
import { APP_ENTRY, APP_SCHEME, CSP, externalLinkAllowed, navigationAllowed, rendererFile, WINDOW_PREFERENCES } from './guards';

export { APP_ORIGIN, APP_SCHEME, CSP } from './guards';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/** Serves the built renderer on app://adjutant/ with the CSP header; nothing outside its folder. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = rendererFile(rendererDir, request.url);
    if (!file) return new Response('not found', { status: 404 });
    const res = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(res.headers);
    headers.set('Content-Security-Policy', CSP);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(res.body, { status: res.status, headers });
  });
}

/** Denies what a Diplomacy board never needs: permissions, navigation, new windows, webviews. */
export function lockDown(): void {
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_e, contents) => {
    const stay = (event: { preventDefault(): void }, url: string) => {
      if (!navigationAllowed(url)) event.preventDefault();
    };
    contents.on('will-navigate', stay);
    contents.on('will-redirect', stay);
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      // Allowed links open in the user's browser, never in the app; everything else is refused.
      if (externalLinkAllowed(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
}

export function createWindow(preload: string): BrowserWindow {
  const win = new BrowserWindow({
    width: 1366,
    height: 860,
    minWidth: 1000,
    minHeight: 640,
    title: 'Adjutant',
    backgroundColor: '#f4f2ed',
    show: false,
    webPreferences: { ...WINDOW_PREFERENCES, preload },
  });
  win.once('ready-to-show', () => win.show());
  void win.loadURL(APP_ENTRY);
  return win;
}
