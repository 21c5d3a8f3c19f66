// The mail tests' certificates: a key and a certificate for 127.0.0.1 for each kind of server, the
// SMTP server's (smtpServer.ts) and dovecot's (dovecot.ts), made by openssl once per test process
// (a worker runs several files: every dovecot started there presents the one made first). Making an
// RSA key is the costly part (0.3 s of CPU, more under load); each test's servers and clients are
// new, the certificate they trust the same. The two kinds differ, so that a client given one
// server's certificate to trust is refused by the other (the CLI reads ADJUTANT_SMTP_CA and
// ADJUTANT_IMAP_CA: postalImap.test.ts would see one taken for the other).
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

const made = new Map<'smtp' | 'imap', { key: string; cert: string }>();

/** The key and certificate (PEM) of a kind of server, made on the first call for it. */
export function certificate(server: 'smtp' | 'imap' = 'smtp'): { key: string; cert: string } {
  let pair = made.get(server);
  if (!pair) made.set(server, (pair = makeCertificate()));
  return pair;
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
