// The mail servers of the CLI (SMTP out, IMAP in), named in the environment: ADJUTANT_<KIND>_HOST,
// _PORT, _USER and _CA (a PEM file to trust besides the system's). The password comes from
// ADJUTANT_<KIND>_PASSWORD or, on a terminal, a prompt that does not echo it; it is never stored,
// printed or logged.
import { readFileSync } from 'node:fs';

export interface ServerEnv {
  host: string;
  port: number;
  user: string;
  password: string;
  ca?: string;
}

/** The server named in the environment for `kind` ('SMTP' or 'IMAP'), or why not. */
export async function serverFromEnv(
  kind: 'SMTP' | 'IMAP',
  env: NodeJS.ProcessEnv,
  defaultPort: number,
  ask: (q: string) => Promise<string> = promptHidden,
): Promise<ServerEnv | string> {
  const name = (k: string) => `ADJUTANT_${kind}_${k}`;
  const host = env[name('HOST')];
  const user = env[name('USER')];
  if (!host || !user) return `${kind === 'SMTP' ? 'sending' : 'reading mail over IMAP'} needs ${name('HOST')} and ${name('USER')}`;
  const port = Number(env[name('PORT')] ?? defaultPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return `${name('PORT')} '${env[name('PORT')]}' is not a port`;
  let ca: string | undefined;
  if (env[name('CA')]) {
    try {
      ca = readFileSync(env[name('CA')]!, 'utf8');
    } catch (e) {
      return `${name('CA')}: ${(e as Error).message}`;
    }
  }
  const password = env[name('PASSWORD')] ?? (await ask(`Password for ${user} at ${host}: `));
  if (!password) return `no ${kind} password: set ${name('PASSWORD')} or type it when asked`;
  return { host, port, user, password, ca };
}

/** Reads a line from the terminal without echoing it; '' when standard input is not a terminal. */
export async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) return '';
  process.stderr.write(question);
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let typed = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      for (const c of chunk.toString('utf8')) {
        if (c === '\r' || c === '\n' || c === '\u0004') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (c === '\u0003') process.exit(130);
        typed = c === '\u007f' ? typed.slice(0, -1) : typed + c;
      }
    };
    process.stdin.on('data', onData);
  });
}
