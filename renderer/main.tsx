// The renderer's entry: finds `window.adjutant` (Electron's preload), or installs the browser
// host's shim in its place, and mounts the workstation once the language it starts in is there
// (English at once; another language's file is a chunk fetched first, so no screen shows a key).
import { createRoot } from 'react-dom/client';
import type { AdjutantApi } from '../electron/ipc/contract';
import { App } from './App';
import { i18nReady } from './i18n';
import { createBrowserApi, hasToken } from './host/browserShim';
import { LoginScreen, needsLogin } from './host/LoginScreen';

declare global {
  interface Window {
    adjutant?: AdjutantApi;
  }
}

// In the browser host the shim takes the preload's place, under the same name.
const preloaded = window.adjutant !== undefined;
const api = window.adjutant ?? (window.adjutant = createBrowserApi());
const root = document.getElementById('root');
if (root) {
  const view = createRoot(root);
  // On the event network a board GM or a display logs in first (the host says whether).
  const login = preloaded ? Promise.resolve(false) : needsLogin(hasToken());
  void Promise.all([login, i18nReady.catch(() => undefined)]).then(([asked]) =>
    view.render(asked ? <LoginScreen onIn={() => window.location.reload()} /> : <App api={api} />),
  );
}
