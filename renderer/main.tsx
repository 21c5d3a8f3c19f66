// The renderer's entry: finds `window.adjutant` (Electron's preload), or installs the browser
// host's shim in its place, and mounts the workstation.
import { createRoot } from 'react-dom/client';
import type { AdjutantApi } from '../electron/ipc/contract';
import { App } from './App';
import './i18n';
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
  if (preloaded) view.render(<App api={api} />);
  else void needsLogin(hasToken()).then((login) => view.render(login ? <LoginScreen onIn={() => window.location.reload()} /> : <App api={api} />));
}
