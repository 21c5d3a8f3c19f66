// A real IMAP server for the mail tests: Debian's dovecot (package dovecot-imapd), started by the
// test on loopback and stopped after it. No system service: the configuration, the state, the
// passwd-file users and their Maildirs are in a temporary folder; TLS only (implicit TLS, with a
// certificate made for the run by openssl, certificate.ts); dovecot runs as a non-root user (when the
// tests run as root, as the user `nobody`; otherwise as the user running them).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { certificate, hasOpenssl } from './certificate';

export const DOVECOT = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].find((p) => existsSync(p));

/** Why dovecot cannot be used here, or null when it can. */
export function dovecotMissing(): string | null {
  if (!DOVECOT) return 'dovecot is not installed (apt-get install dovecot-imapd; .ci/run does it)';
  return hasOpenssl() ? null : 'openssl is not installed (it makes the test certificate)';
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const c = connect(port, '127.0.0.1');
    c.once('connect', () => (c.destroy(), resolve(true)));
    c.once('error', () => resolve(false));
  });

export interface Dovecot {
  /** IMAP with STARTTLS (required before login). */
  port: number;
  /** IMAP over implicit TLS. */
  tlsPort: number;
  /** The certificate to trust (PEM). */
  ca: string;
  /** A client logged in as `user` (the caller logs out). */
  client(user: string): Promise<ImapFlow>;
  stop(): Promise<void>;
}

/**
 * Starts dovecot with these users (login -> password). Each user's mail is a Maildir in the
 * temporary folder. Waits until it accepts connections (a condition, not a time).
 */
export async function startDovecot(users: Record<string, string>): Promise<Dovecot> {
  // Its own folder, not the tests' (those are removed after each test; the server lives longer).
  const root = mkdtempSync(join(tmpdir(), 'adjutant-dovecot-'));
  chmodSync(root, 0o755);
  const asRoot = process.getuid?.() === 0;
  const runAs = asRoot ? { user: 'nobody', uid: 65534, gid: 65534 } : { user: userInfo().username, uid: process.getuid!(), gid: process.getgid!() };
  const group = asRoot ? execFileSync('id', ['-gn', 'nobody'], { encoding: 'utf8' }).trim() : execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
  for (const d of ['run', 'mail']) mkdirSync(join(root, d));
  // The test process's IMAP certificate (certificate.ts: one RSA key for every dovecot it starts).
  const tls = certificate('imap');
  writeFileSync(join(root, 'key.pem'), tls.key, { mode: 0o600 });
  writeFileSync(join(root, 'cert.pem'), tls.cert);
  writeFileSync(
    join(root, 'passwd'),
    Object.entries(users)
      .map(([u, p]) => `${u}:{PLAIN}${p}::::::\n`)
      .join(''),
  );
  const port = await freePort();
  const tlsPort = await freePort();
  writeFileSync(
    join(root, 'dovecot.conf'),
    `protocols = imap
listen = 127.0.0.1
base_dir = ${root}/run
state_dir = ${root}/run/state
instance_name = adjutant-test-${port}
default_internal_user = ${runAs.user}
default_internal_group = ${group}
default_login_user = ${runAs.user}
log_path = ${root}/dovecot.log
ssl = required
ssl_cert = <${root}/cert.pem
ssl_key = <${root}/key.pem
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = yes
auth_mechanisms = plain login
# A wrong password is answered at once (dovecot's default waits 2 s first, to slow guessing), and the
# next login from 127.0.0.1 is not held back for it (the penalty of anvil-auth-penalty, off below):
# the tests wait for answers, not for times.
auth_failure_delay = 0
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${root}/passwd
}
userdb {
  driver = static
  args = uid=${runAs.uid} gid=${runAs.gid} home=${root}/mail/%u
}
mail_location = maildir:${root}/mail/%u/Maildir
namespace inbox {
  inbox = yes
  separator = /
}
# Dovecot's high-performance mode: one imap-login process takes every connection, and an imap process
# is kept after its session for the next one (every user here has the one uid), where the default
# starts one of each for every login: a fork and an exec, 60 to 200 ms a login under load, and a
# postal game year logs in about 80 times (postalImap.test.ts). Both are started with dovecot.
service imap-login {
  chroot =
  service_count = 0
  process_min_avail = 1
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${tlsPort}
    ssl = yes
  }
}
service imap {
  service_count = 0
  process_min_avail = 2
}
service anvil {
  chroot =
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
service stats {
  unix_listener stats-writer {
    mode = 0666
  }
}
`,
  );
  if (asRoot) for (const f of ['', 'run', 'mail', 'passwd', 'key.pem', 'cert.pem', 'dovecot.conf']) chownSync(join(root, f), runAs.uid, runAs.gid);
  const child: ChildProcess = spawn(DOVECOT!, ['-F', '-c', join(root, 'dovecot.conf')], {
    stdio: 'ignore',
    ...(asRoot ? { uid: runAs.uid, gid: runAs.gid } : {}),
  });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  for (;;) {
    if (exited !== null) {
      const log = existsSync(join(root, 'dovecot.log')) ? readFileSync(join(root, 'dovecot.log'), 'utf8') : '';
      throw new Error(`dovecot exited (${exited}) before accepting connections:\n${log}`);
    }
    if ((await accepting(port)) && (await accepting(tlsPort))) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ca = tls.cert;
  return {
    port,
    tlsPort,
    ca,
    async client(user) {
      const c = new ImapFlow({
        host: '127.0.0.1',
        port: tlsPort,
        secure: true,
        auth: { user, pass: users[user] },
        tls: { ca },
        logger: false,
        disableAutoIdle: true,
      });
      c.on('error', () => undefined);
      await c.connect();
      return c;
    },
    async stop() {
      if (exited === null) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Puts raw mails into `user`'s folder by IMAP APPEND, as a mail server delivering them would. */
export async function deliver(server: Dovecot, user: string, mails: (string | Buffer)[], folder = 'INBOX'): Promise<void> {
  const c = await server.client(user);
  try {
    for (const m of mails) await c.append(folder, typeof m === 'string' ? m.replace(/\r?\n/g, '\r\n') : m);
  } finally {
    await c.logout();
  }
}

/** The raw mails in `user`'s folder, with their flags. */
export async function mailbox(server: Dovecot, user: string, folder = 'INBOX'): Promise<{ raw: Buffer; flags: string[] }[]> {
  const c = await server.client(user);
  try {
    const lock = await c.getMailboxLock(folder);
    try {
      const out: { raw: Buffer; flags: string[] }[] = [];
      if (!(c.mailbox && c.mailbox.exists)) return out;
      for await (const m of c.fetch('1:*', { source: true, flags: true })) out.push({ raw: m.source!, flags: [...(m.flags ?? [])] });
      return out;
    } finally {
      lock.release();
    }
  } finally {
    await c.logout();
  }
}
