// The renderer's entry: finds `window.adjutant` (Electron's preload), or installs the browser
// host's shim in its place, and mounts the workstation.
import { createRoot } from 'react-dom/client';
import type { AdjutantApi } from '../electron/ipc/contract';
import { App } from './App';
import { createBrowserApi } from './host/browserShim';

declare global {
  interface Window {
    adjutant?: AdjutantApi;
  }
}

// In the browser host the shim takes the preload's place, under the same name.
const api = window.adjutant ?? (window.adjutant = createBrowserApi());
const root = document.getElementById('root');
if (root) createRoot(root).render(<App api={api} />);
