// The desktop shell's checks, as plain functions over URLs and frames so they are tested in Node
// without Electron (test/electron/main/guards.test.ts). window.ts and main.ts apply them: who may
// call the service over IPC, where the window may navigate, which links open in the user's
// browser, which file the app:// protocol serves, and the window's web preferences and CSP.
import { isAbsolute, join, normalize, relative, sep } from 'node:path';

export const APP_SCHEME = 'app';
export const APP_HOST = 'adjutant';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

/**
 * Hosts whose https pages a link in the app may open in the user's browser. The workstation links
 * to nothing outside itself today, so none: a page that tries to open a window is refused. Add the
 * documentation's host here when the app gains a link to it.
 */
export const EXTERNAL_LINK_HOSTS: readonly string[] = Object.freeze([]);

export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/** The workstation window's page: sandboxed, isolated from the preload, no Node anywhere. */
export const WINDOW_PREFERENCES = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webviewTag: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  spellcheck: false,
});

/** The hidden windows that print reports: the same, and no script at all. */
export const PRINT_PREFERENCES = Object.freeze({ ...WINDOW_PREFERENCES, javascript: false });

function parse(url: string): URL | null {
  return URL.canParse(url) ? new URL(url) : null;
}

/** Whether a URL is on the app's own origin exactly: app://adjutant, no user, no port. */
function onAppOrigin(url: URL): boolean {
  return url.protocol === `${APP_SCHEME}:` && url.hostname === APP_HOST && url.port === '' && url.username === '' && url.password === '';
}

/** The part of IPC's sending frame the check reads (Electron's WebFrameMain). */
export interface SenderFrame {
  url: string;
  parent: unknown;
}

/**
 * Whether an IPC request comes from the workstation's own page: the top frame of a page on the
 * app's origin. Fails closed: no frame (it was destroyed or navigated away) is refused.
 */
export function senderAllowed(frame: SenderFrame | null | undefined): boolean {
  if (!frame || frame.parent !== null || typeof frame.url !== 'string') return false;
  const url = parse(frame.url);
  return url !== null && onAppOrigin(url);
}

/** Whether the window may navigate to a URL: only to the app's own page, never elsewhere. */
export function navigationAllowed(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && onAppOrigin(parsed) && (parsed.pathname === '/' || parsed.pathname === '/index.html');
}

/** Whether a link may open in the user's browser: https, no credentials or port, an allowed host. */
export function externalLinkAllowed(url: string, hosts: readonly string[] = EXTERNAL_LINK_HOSTS): boolean {
  const parsed = parse(url);
  if (!parsed || parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '' || parsed.port !== '') return false;
  return hosts.includes(parsed.hostname);
}

/** The file of the built renderer an app:// request names, or null (another host, bad escapes, outside the folder). */
export function rendererFile(rendererDir: string, requestUrl: string): string | null {
  const url = parse(requestUrl);
  if (!url || !onAppOrigin(url)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const root = normalize(rendererDir);
  const file = normalize(join(root, path === '/' ? '/index.html' : path));
  const rel = relative(root, file);
  return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? null : file;
}
