// The desktop shell wired to its checks. Electron's binary cannot run here, so the `electron`
// module is replaced by a recording stand-in and the real main process (electron/main/main.ts)
// boots against it on a temporary archive: the test then plays the part of Electron, calling the
// IPC handlers, navigation and window-open hooks and the app:// protocol the shell registered.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanUp, tempDir } from '../service/support';

type Listener = (...args: any[]) => any;

const electron = vi.hoisted(() => {
  const appListeners = new Map<string, Listener[]>();
  const state = {
    appListeners,
    ipc: new Map<string, Listener>(),
    protocolHandler: null as null | ((request: { url: string }) => Promise<Response>),
    windows: [] as Array<{ options: any; loaded: string[] }>,
    opened: [] as string[],
    fetched: [] as string[],
    permissionRequest: null as null | Listener,
    permissionCheck: null as null | Listener,
    errors: [] as string[],
    /** The application menus set, latest last (their templates). */
    menus: [] as unknown[],
    userData: '/nonexistent-user-data',
  };
  class BrowserWindow {
    options: any;
    loaded: string[] = [];
    webContents = { send: () => {}, on: () => {} };
    constructor(options: any) {
      this.options = options;
      state.windows.push(this);
    }
    once() {}
    on() {}
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
  }
  const module = {
    app: {
      on: (name: string, fn: Listener) => appListeners.set(name, [...(appListeners.get(name) ?? []), fn]),
      requestSingleInstanceLock: () => true,
      whenReady: () => Promise.resolve(),
      quit: () => {},
      getVersion: () => '0.0.0-test',
      // The menu's language (issue 32): the OS's locale, and the folder its chosen language is kept in.
      getLocale: () => 'en-US',
      getPath: () => state.userData,
    },
    BrowserWindow,
    dialog: {
      showErrorBox: (title: string, message: string) => state.errors.push(`${title}: ${message}`),
      showOpenDialog: async () => ({ canceled: true, filePaths: [] }),
    },
    ipcMain: { handle: (channel: string, fn: Listener) => state.ipc.set(channel, fn) },
    Menu: { setApplicationMenu: (m: unknown) => void state.menus.push(m), buildFromTemplate: (t: unknown) => t },
    // The mail passwords' keychain (electron/main/main.ts): none here, so nothing is ever stored.
    safeStorage: { isEncryptionAvailable: () => false, encryptString: () => Buffer.alloc(0), decryptString: () => '' },
    net: {
      fetch: async (url: string) => {
        state.fetched.push(url);
        return new Response('file', { headers: { 'Content-Type': 'text/html' } });
      },
    },
    protocol: {
      registerSchemesAsPrivileged: () => {},
      handle: (_scheme: string, fn: (request: { url: string }) => Promise<Response>) => (state.protocolHandler = fn),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (fn: Listener) => (state.permissionRequest = fn),
        setPermissionCheckHandler: (fn: Listener) => (state.permissionCheck = fn),
      },
    },
    shell: { openExternal: async (url: string) => void state.opened.push(url) },
  };
  return { state, module };
});

vi.mock('electron', () => ({ ...electron.module, default: electron.module }));

const { state } = electron;

beforeAll(async () => {
  process.env.ADJUTANT_ARCHIVE = join(tempDir(), 'archive.sqlite');
  await import('../../../electron/main/main');
  await vi.waitFor(() => expect(state.windows).toHaveLength(1));
});

afterAll(() => {
  for (const fn of state.appListeners.get('will-quit') ?? []) fn();
  delete process.env.ADJUTANT_ARCHIVE;
  cleanUp();
});

const invoke = (frame: unknown, channel = 'archive:info', payload: unknown = {}) => state.ipc.get(channel)?.({ senderFrame: frame }, payload);

describe("the window's language reaches the menu (issue 32)", () => {
  const page = { url: 'app://adjutant/index.html', parent: null };
  const labels = (menu: unknown): string[] => (menu as { label?: string }[]).map((m) => m.label ?? '');
  it('choosing German in the window rebuilds the menu in German and keeps the choice; the OS language brings English back', async () => {
    state.userData = tempDir();
    const before = state.menus.length;
    expect(await invoke(page, 'app:language', { language: 'de' })).toEqual({ ok: true, value: null });
    expect(state.menus.length).toBe(before + 1);
    expect(labels(state.menus.at(-1))).toContain('&Datei');
    expect(JSON.parse(readFileSync(join(state.userData, 'language.json'), 'utf8'))).toEqual({ language: 'de' });
    expect(await invoke(page, 'app:language', { language: null })).toEqual({ ok: true, value: null });
    expect(labels(state.menus.at(-1))).toContain('&File');
  });
  it('a language Adjutant does not have is refused, naming the field', async () => {
    expect(await invoke(page, 'app:language', { language: 'xx' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: expect.stringContaining('language') },
    });
  });
});

describe('the shell answers IPC from its own page only', () => {
  it('the app page gets an answer', async () => {
    expect(state.errors).toEqual([]);
    expect(await invoke({ url: 'app://adjutant/index.html', parent: null })).toMatchObject({ ok: true, value: { host: 'electron' } });
  });

  it('a request without a sending frame is refused (fails closed)', async () => {
    expect(await invoke(null)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(await invoke(undefined)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('a sub-frame, another origin or a look-alike is refused', async () => {
    for (const frame of [
      { url: 'app://adjutant/index.html', parent: { url: 'app://adjutant/index.html' } },
      { url: 'app://adjutant-evil/index.html', parent: null },
      { url: 'https://evil.example/', parent: null },
      { url: '', parent: null },
    ]) {
      expect(await invoke(frame), JSON.stringify(frame)).toMatchObject({ ok: false, error: { message: expect.stringContaining('Adjutant window only') } });
    }
  });

  it('every channel of the contract is guarded', async () => {
    expect(state.ipc.size).toBeGreaterThan(10);
    for (const channel of state.ipc.keys()) expect(await invoke(null, channel), channel).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });
});

describe('the window', () => {
  it('opens the app page sandboxed, isolated, without Node', () => {
    const [win] = state.windows;
    expect(win.loaded).toEqual(['app://adjutant/index.html']);
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webviewTag: false,
      webSecurity: true,
    });
    expect(win.options.webPreferences.preload).toMatch(/preload\.cjs$/);
  });

  it('refuses every permission', () => {
    const answers: boolean[] = [];
    state.permissionRequest?.({}, 'media', (granted: boolean) => answers.push(granted));
    expect(answers).toEqual([false]);
    expect(state.permissionCheck?.({}, 'clipboard-read')).toBe(false);
  });
});

function newContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: Listener | null = null;
  const contents = {
    on: (name: string, fn: Listener) => listeners.set(name, fn),
    setWindowOpenHandler: (fn: Listener) => (openHandler = fn),
  };
  for (const fn of state.appListeners.get('web-contents-created') ?? []) fn({}, contents);
  const prevented = (name: string, url: string): boolean => {
    let stopped = false;
    listeners.get(name)?.({ preventDefault: () => (stopped = true) }, url);
    return stopped;
  };
  return { listeners, prevented, open: (url: string) => openHandler?.({ url }) };
}

describe('navigation and new windows', () => {
  it('a page may not navigate or be redirected away from the app page', () => {
    const c = newContents();
    expect(c.listeners.has('will-navigate')).toBe(true);
    for (const url of ['app://adjutant-evil/index.html', 'file:///app-evil/index.html', 'https://evil.example/', 'app://adjutant/other.html']) {
      expect(c.prevented('will-navigate', url), url).toBe(true);
      expect(c.prevented('will-redirect', url), url).toBe(true);
    }
    expect(c.prevented('will-navigate', 'app://adjutant/index.html')).toBe(false);
    expect(c.prevented('will-attach-webview', 'app://adjutant/index.html')).toBe(true);
  });

  it('window.open is denied, and no link outside the allowlist (empty) opens in the browser', () => {
    const c = newContents();
    for (const url of ['https://evil.example/', 'https://docs.example.org/', 'http://example.org/', 'file:///etc/passwd']) {
      expect(c.open(url)).toEqual({ action: 'deny' });
    }
    expect(state.opened).toEqual([]);
  });
});

describe('the app:// protocol', () => {
  const request = (url: string) => {
    if (!state.protocolHandler) throw new Error('no protocol handler');
    return state.protocolHandler({ url });
  };

  it('serves the renderer with the CSP', async () => {
    const res = await request('app://adjutant/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(state.fetched.at(-1)).toMatch(/^file:\/\/.*\/renderer\/index\.html$/);
  });

  it('answers 404 to bad escapes, other hosts and paths out of the folder, reading nothing', async () => {
    const before = state.fetched.length;
    for (const url of ['app://adjutant/%', 'app://adjutant/..%2f..%2fpackage.json', 'app://evil/index.html', 'app://adjutant-evil/index.html']) {
      expect((await request(url)).status, url).toBe(404);
    }
    expect(state.fetched.length).toBe(before);
  });
});
