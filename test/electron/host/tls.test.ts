// TLS off loopback (issue 29 items 1 and 2): a certificate made for the event (its fingerprint shown)
// or one the director supplies; plain HTTP refused off loopback; the address to join as text and QR.
import { statSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';
import { X509Certificate } from 'node:crypto';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { eventCertificate, suppliedCertificate } from '../../../electron/host/certificate';
import { joinText, parseHostArgs } from '../../../electron/host/main';
import { startBrowserHost, type BrowserHost } from '../../../electron/host/server';
import { cleanUp, tempArchive, tempDir } from '../service/support';

let host: BrowserHost | null = null;
afterEach(async () => {
  await host?.close();
  host = null;
  cleanUp();
});

const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

function renderer(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Adjutant</title>');
  return dir;
}

describe('the event certificate', () => {
  it('is made for the names given, kept with a private key only its owner reads, and reused', async () => {
    const file = join(tempDir(), 'a.sqlite.event-cert.pem');
    const made = await eventCertificate(file, ['192.168.1.20', 'director-laptop', '127.0.0.1', 'localhost']);
    expect(made.fingerprint).toMatch(FINGERPRINT);
    const x = new X509Certificate(made.cert);
    expect(x.checkIP('192.168.1.20')).toBe('192.168.1.20');
    expect(x.checkHost('director-laptop')).toBe('director-laptop');
    expect(x.checkIP('10.0.0.9')).toBeUndefined();
    if (process.platform !== 'win32') expect(statSync(`${file}.key`).mode & 0o777).toBe(0o600);
    expect((await eventCertificate(file, ['192.168.1.20', 'localhost'])).fingerprint).toBe(made.fingerprint);
    // On another network the laptop has another address: a new certificate names it.
    expect((await eventCertificate(file, ['10.0.0.9'])).fingerprint).not.toBe(made.fingerprint);
  });

  it('a supplied certificate must come with its own key', async () => {
    const dir = tempDir();
    const a = await eventCertificate(join(dir, 'a.pem'), ['localhost']);
    const b = await eventCertificate(join(dir, 'b.pem'), ['localhost']);
    expect(suppliedCertificate(join(dir, 'a.pem'), join(dir, 'a.pem.key'))).toMatchObject({ fingerprint: a.fingerprint });
    expect(suppliedCertificate(join(dir, 'a.pem'), join(dir, 'b.pem.key'))).toBe(`${join(dir, 'b.pem.key')} is not the key of ${join(dir, 'a.pem')}`);
    expect(suppliedCertificate(join(dir, 'nope.pem'), join(dir, 'a.pem.key'))).toMatch(/^cannot read the certificate/);
    void b;
  });
});

describe('the host over TLS', () => {
  it('refuses plain HTTP off loopback', async () => {
    await expect(
      startBrowserHost({ context: { archive: await tempArchive(), version: 't', actor: 'gm' }, rendererDir: renderer(), listen: '0.0.0.0' }),
    ).rejects.toThrow('plain HTTP is refused off loopback: serving on 0.0.0.0 needs a certificate (TLS)');
  });

  it('speaks HTTPS with the event certificate, whose fingerprint the client sees, and no plain HTTP', async () => {
    const cert = await eventCertificate(join(tempDir(), 'c.pem'), ['127.0.0.1', 'localhost']);
    host = await startBrowserHost({ context: { archive: await tempArchive(), version: 't', actor: 'gm' }, rendererDir: renderer(), tls: cert, event: {} });
    expect(host.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/#token=/);
    const seen = await new Promise<{ status: number; fingerprint: string; csp: string }>((resolve, reject) => {
      const req = httpsRequest({ host: '127.0.0.1', port: host!.port, path: '/', ca: cert.cert, headers: { Host: `127.0.0.1:${host!.port}` } }, (res) => {
        const peer = (res.socket as TLSSocket).getPeerCertificate();
        res.resume();
        resolve({ status: res.statusCode ?? 0, fingerprint: peer.fingerprint256, csp: String(res.headers['content-security-policy']) });
      });
      req.on('error', reject);
      req.end();
    });
    expect(seen.status).toBe(200);
    expect(seen.fingerprint).toBe(cert.fingerprint);
    expect(seen.csp).toContain('connect-src');
    const plain = await new Promise<string>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port: host!.port, path: '/' }, (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', (e) => resolve(`refused: ${e.message}`));
      req.end();
    });
    expect(plain).not.toMatch(/^answered 200/);
  });

  it('prints the address to join as text and as a QR code, with the fingerprint', async () => {
    const cert = await eventCertificate(join(tempDir(), 'q.pem'), ['192.168.1.20']);
    const text = await joinText('https://192.168.1.20:8443/', cert);
    expect(text).toContain('  https://192.168.1.20:8443/\n');
    expect(text).toMatch(/[█▀▄]{10}/);
    expect(text).toContain(cert.fingerprint);
  });

  it('reads --lan, --cert and --key', () => {
    expect(parseHostArgs(['--lan'], {})).toMatchObject({ ok: true, value: { lan: true } });
    expect(parseHostArgs(['--lan', '--cert', 'c.pem'], {})).toEqual({ ok: false, error: '--cert and --key go together' });
    expect(parseHostArgs(['--cert', 'c.pem', '--key', 'k.pem'], {})).toEqual({ ok: false, error: '--cert is for the event network: add --lan' });
    expect(parseHostArgs(['--port', '8443'], {})).toMatchObject({ ok: true, value: { lan: false, port: 8443 } });
  });
});
