// Issue 29 item 1 in Chromium: the director's window serves the event on the network. The menu's
// command (sent by the host as the Electron menu does) opens the screen; "Serve" starts the event's
// HTTPS host; the screen shows the address as text and as a QR code that encodes exactly that
// address, with the fingerprint of the certificate the new host really presents; a GM's browser
// reaches the login page there; "Stop" closes it.
import { connect as tlsConnect } from 'node:net';
import { connect as secureConnect } from 'node:tls';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { tempArchive } from '../../electron/service/support';
import { directorWindow, openedForEach } from './eventWindow';
import { hasChromium, hasRenderer, NO_CHROMIUM, shown, SIZES } from './support';
import { picturesAtBothSizes } from './bothSizes';

const opened = openedForEach();

/** The certificate a TLS server presents, as its SHA-256 fingerprint. */
function presentedFingerprint(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const s = secureConnect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      resolve(s.getPeerCertificate().fingerprint256);
      s.end();
    });
    s.on('error', reject);
  });
}

/** Whether anything accepts a TCP connection on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = tlsConnect({ host: '127.0.0.1', port }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

/** The dark cells of the drawn QR code (its path's 1x1 squares), less the quiet zone, as "row,col". */
function drawnCells(d: string, quiet: number): Set<string> {
  const cells = new Set<string>();
  for (const m of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) cells.add(`${Number(m[2]) - quiet},${Number(m[1]) - quiet}`);
  return cells;
}

describe.skipIf(!hasChromium || !hasRenderer)(hasChromium ? 'serving the event from the window' : NO_CHROMIUM, () => {
  it('the menu command opens the screen; Serve shows the address, its QR code and the real fingerprint; Stop closes it', async () => {
    const archive = await tempArchive();
    const { host } = (opened.director = await directorWindow(archive));
    const page = await (await opened.contexts.open({ viewport: SIZES.laptop, deviceScaleFactor: 1 })).newPage();
    await page.goto(host.url);
    await shown(page, 'open-tournaments');
    // The application menu's item: Electron's main process sends this command to the window.
    host.broadcast({ kind: 'command', command: 'event-network' });
    await shown(page, 'network-screen');
    expect(await page.getByTestId('network-addresses').textContent()).toBe('No local network found: the event is served on this machine only (loopback).');
    await page.getByTestId('network-start').click();
    await shown(page, 'network-url');

    const url = (await page.getByTestId('network-url').textContent())!;
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
    const port = Number(new URL(url).port);
    expect(port).not.toBe(host.port);
    // The fingerprint shown is the one the new host presents to a GM's browser.
    expect(await page.getByTestId('network-fingerprint').textContent()).toBe(await presentedFingerprint(port));
    // The QR code draws exactly the modules of the address.
    const qr = page.getByTestId('network-qr');
    const d = (await qr.locator('path').getAttribute('d'))!;
    const side = Number((await qr.getAttribute('viewBox'))!.split(' ')[2]);
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    expect(Number(await qr.getAttribute('data-modules'))).toBe(modules.size);
    const quiet = (side - modules.size) / 2;
    expect(quiet).toBeGreaterThanOrEqual(4);
    const expected = new Set<string>();
    for (let r = 0; r < modules.size; r++) for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) expected.add(`${r},${c}`);
    expect(drawnCells(d, quiet)).toEqual(expected);
    // Large enough to scan across a table: at least 200 px on a laptop.
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    await picturesAtBothSizes(page, 'event-network');

    // A GM's browser at that address gets the event's login page, over HTTPS.
    // Its own context: the event host's self-signed certificate is accepted there only.
    const gm = await (await opened.contexts.open({ viewport: { width: 768, height: 1024 }, ignoreHTTPSErrors: true })).newPage();
    await gm.goto(url);
    await shown(gm, 'login-name');
    await gm.close();

    await page.getByTestId('network-stop').click();
    await shown(page, 'network-start');
    expect(await listening(port)).toBe(false);
  });
});
