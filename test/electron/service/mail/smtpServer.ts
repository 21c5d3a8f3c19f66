// A real SMTP server for the mail tests (smtp-server, from npm), on loopback with a certificate made
// for the run: STARTTLS, and authentication only over TLS. Each mail received is kept with its
// envelope, so a test reads the players' mailboxes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { tempDir } from '../support';

export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
}

let made: { key: string; cert: string } | undefined;

/**
 * A key and a certificate for 127.0.0.1, made for this run: once per test process (an RSA key is
 * the costly part; each test's server and client are new, the certificate they trust the same).
 */
export function certificate(): { key: string; cert: string } {
  made ??= makeCertificate();
  return made;
}

function makeCertificate(): { key: string; cert: string } {
  const dir = tempDir();
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    {
      stdio: 'ignore',
    },
  );
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

export interface Received {
  to: string[];
  raw: Buffer;
  secure: boolean;
  user: string | undefined;
}

/** `deliver`: where each mail received goes besides `received` (a test's IMAP mailboxes). */
export async function startServer(tls: { key: string; cert: string }, password: string, deliver?: (to: string[], raw: Buffer) => Promise<void>) {
  const received: Received[] = [];
  const server = new SMTPServer({
    key: tls.key,
    cert: tls.cert,
    secure: false,
    authMethods: ['PLAIN', 'LOGIN'],
    // Authentication only over TLS (STARTTLS first), as a real server would insist.
    allowInsecureAuth: false,
    logger: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'gm' && auth.password === password) cb(null, { user: 'gm' });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
          secure: session.secure,
          user: session.user as string | undefined,
        };
        received.push(mail);
        if (!deliver) return cb();
        deliver(mail.to, mail.raw).then(
          () => cb(),
          (e: Error) => cb(e),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
