// A real SMTP server for the mail tests (smtp-server, from npm), on loopback with a certificate made
// for the run: STARTTLS, and authentication only over TLS. Each mail received is kept with its
// envelope, so a test reads the players' mailboxes.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection';

export { certificate, hasOpenssl } from './certificate';

/**
 * smtp-server sends its greeting 100 ms after a client connects, a fixed wait to catch clients that
 * talk before it (they are answered "You talk too soon"), and the CLI opens a connection for each mail
 * it sends (42 in postalImap.test.ts: 4.2 s of waiting). This connection greets once its socket is
 * set up, which is what the 100 ms timer then does (smtp-server's `init` without the timer); a client
 * that talks first is still refused: it is not ready until it has greeted.
 */
class GreetingAtOnce extends SMTPConnection {
  override init(): void {
    this._setListeners(() => this.connectionReady());
  }
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
  // smtp-server's own `connect` with the connection above.
  server.connect = (socket, options) => {
    const connection = new GreetingAtOnce(server, socket, options);
    server.connections.add(connection);
    connection.on('error', (e) => server._onError(e));
    connection.on('connect', (data) => server._onClientConnect(data));
    connection.init();
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
