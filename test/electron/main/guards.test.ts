// The desktop shell's checks as pure functions (electron/main/guards.ts): Electron's binary cannot
// run here, so the checks are tested on their own and shell.test.ts checks that the shell uses them.
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY,
  CSP,
  EXTERNAL_LINK_HOSTS,
  externalLinkAllowed,
  navigationAllowed,
  PRINT_PREFERENCES,
  rendererFile,
  senderAllowed,
  WINDOW_PREFERENCES,
} from '../../../electron/main/guards';

const top = (url: string) => ({ url, parent: null });

describe('IPC sender check', () => {
  it('accepts the top frame of the app page', () => {
    expect(senderAllowed(top('app://adjutant/index.html'))).toBe(true);
    expect(senderAllowed(top('app://adjutant/'))).toBe(true);
    expect(senderAllowed(top('app://adjutant/index.html#/game/3'))).toBe(true);
  });

  it('fails closed: no frame, or a frame without a URL, is refused', () => {
    expect(senderAllowed(null)).toBe(false);
    expect(senderAllowed(undefined)).toBe(false);
    expect(senderAllowed(top(''))).toBe(false);
    expect(senderAllowed({ url: undefined as unknown as string, parent: null })).toBe(false);
  });

  it('refuses a sub-frame, even one on the app origin', () => {
    expect(senderAllowed({ url: 'app://adjutant/index.html', parent: top('app://adjutant/index.html') })).toBe(false);
  });

  it('refuses other origins, including look-alikes of the app origin', () => {
    for (const url of [
      'app://adjutant-evil/index.html',
      'app://adjutant.evil.example/',
      'app://evil@adjutant/',
      'app://adjutant@evil/',
      'app://adjutant:8080/',
      'file:///app/index.html',
      'https://adjutant/',
      'http://127.0.0.1:5173/',
      'data:text/html,hi',
      'about:blank',
    ]) {
      expect(senderAllowed(top(url)), url).toBe(false);
    }
  });
});

describe('navigation check', () => {
  it('allows only the app page itself', () => {
    expect(navigationAllowed(APP_ENTRY)).toBe(true);
    expect(navigationAllowed('app://adjutant/')).toBe(true);
    expect(navigationAllowed('app://adjutant/index.html?x=1#y')).toBe(true);
  });

  it('refuses a prefix match, another path, another scheme', () => {
    for (const url of [
      'app://adjutant-evil/index.html',
      'app://adjutantx/',
      'app://adjutant.evil/',
      'app://adjutant@evil/index.html',
      'app://adjutant/assets/other.html',
      'app://adjutant/index.html/../x',
      'file:///app-evil/index.html',
      'file:///app/index.html',
      'https://example.org/',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(navigationAllowed(url), url).toBe(false);
    }
  });
});

describe('external link allowlist', () => {
  it('the app links nowhere today, so every link is refused', () => {
    expect(EXTERNAL_LINK_HOSTS).toEqual([]);
    expect(externalLinkAllowed('https://example.org/docs')).toBe(false);
    expect(externalLinkAllowed('https://github.com/')).toBe(false);
  });

  it('with an allowlist: https only, exact host, no credentials or port', () => {
    const hosts = ['docs.example.org'];
    expect(externalLinkAllowed('https://docs.example.org/rules', hosts)).toBe(true);
    for (const url of [
      'http://docs.example.org/',
      'https://docs.example.org.evil.example/',
      'https://evil.example/docs.example.org',
      'https://docs.example.org@evil.example/',
      'https://user:pw@docs.example.org/',
      'https://docs.example.org:8443/',
      'https://sub.docs.example.org/',
      'file:///etc/passwd',
      'ms-settings:',
      'not a url',
    ]) {
      expect(externalLinkAllowed(url, hosts), url).toBe(false);
    }
  });
});

describe('app:// protocol files', () => {
  const root = normalize('/srv/renderer');
  it('maps the app page and its assets into the renderer folder', () => {
    expect(rendererFile(root, 'app://adjutant/')).toBe(join(root, 'index.html'));
    expect(rendererFile(root, 'app://adjutant/assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(rendererFile(root, 'app://adjutant/assets/a%20b.js')).toBe(join(root, 'assets', 'a b.js'));
    // The URL parser resolves encoded dot segments itself: the path stays inside the folder.
    expect(rendererFile(root, 'app://adjutant/%2e%2e/%2e%2e/etc/passwd')).toBe(join(root, 'etc', 'passwd'));
  });

  it('refuses bad escapes, escapes out of the folder, other hosts, NUL bytes', () => {
    for (const url of [
      'app://adjutant/%',
      'app://adjutant/%E0%A4%A',
      'app://adjutant/..%2f..%2fetc/passwd',
      'app://adjutant/assets/%00.js',
      'app://evil/index.html',
      'app://adjutant-evil/index.html',
      '::',
    ]) {
      expect(rendererFile(root, url), url).toBeNull();
    }
  });
});

describe('web preferences and CSP', () => {
  it('the window is sandboxed and isolated, with no Node integration anywhere', () => {
    const on = ['contextIsolation', 'sandbox', 'webSecurity'] as const;
    const off = ['nodeIntegration', 'nodeIntegrationInWorker', 'nodeIntegrationInSubFrames', 'webviewTag', 'allowRunningInsecureContent'] as const;
    for (const key of on) expect(WINDOW_PREFERENCES[key], `${key} is on`).toBe(true);
    for (const key of off) expect(WINDOW_PREFERENCES[key], `${key} is off`).toBe(false);
  });

  it('the print windows are the same and run no script', () => {
    expect(PRINT_PREFERENCES).toMatchObject({ ...WINDOW_PREFERENCES, javascript: false });
  });

  it('the CSP loads only from the app, with no inline or evaluated script', () => {
    const directives = new Map(
      CSP.split(';').map((d) => {
        const [k, ...v] = d.trim().split(/\s+/);
        return [k, v.join(' ')];
      }),
    );
    expect(directives.get('default-src')).toBe("'none'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(CSP).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
  });
});
