// The mail tests' certificate: a key and a certificate for 127.0.0.1, made by openssl once per test
// process and presented by both servers, dovecot (dovecot.ts) and the SMTP server (smtpServer.ts).
// Making an RSA key is the costly part (0.3 s of CPU, more under load); each test's servers and
// clients are new, the certificate they trust the same.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
}

let made: { key: string; cert: string } | undefined;

/** The key and certificate (PEM), made on the first call. */
export function certificate(): { key: string; cert: string } {
  made ??= makeCertificate();
  return made;
}

function makeCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'adjutant-certificate-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ...['-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
