// `adjutant game outbox`: the mails waiting to go out, approved by the GM (one, or all), and sent by
// SMTP over TLS with authentication. The server is named in the environment (ADJUTANT_SMTP_HOST,
// _PORT, _USER, _FROM, and _CA, a PEM file to trust besides the system's); the password comes from
// ADJUTANT_SMTP_PASSWORD or, on a terminal, a prompt. It is never stored or printed.
import { readFileSync } from 'node:fs';
import { approveMail, outbox, queueResults, sendApproved } from '../../service/mail/outbox';
import { smtpTransport, type SmtpSettings } from '../../service/mail/smtp';
import type { OutboxView } from '../../service/types';
import { EXIT } from '../command';
import { fail, game, reply, str, type Sub } from './context';

const outboxText = (mails: OutboxView[]): string =>
  mails.length
    ? mails.map((m) => `${`#${m.id}`.padStart(4)} ${m.status.padEnd(9)} ${m.to}: ${m.subject}${m.reason ? `\n       ${m.reason}` : ''}`).join('\n') + '\n'
    : 'The outbox is empty.\n';

/** The SMTP settings from the environment; the password asked for when it is not there. */
async function settings(env: NodeJS.ProcessEnv, ask: (q: string) => Promise<string>): Promise<SmtpSettings | string> {
  const host = env.ADJUTANT_SMTP_HOST;
  const user = env.ADJUTANT_SMTP_USER;
  const from = env.ADJUTANT_SMTP_FROM ?? user;
  if (!host || !user || !from) return 'sending needs ADJUTANT_SMTP_HOST and ADJUTANT_SMTP_USER (and ADJUTANT_SMTP_FROM when the user is not an address)';
  const port = Number(env.ADJUTANT_SMTP_PORT ?? 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return `ADJUTANT_SMTP_PORT '${env.ADJUTANT_SMTP_PORT}' is not a port`;
  let ca: string | undefined;
  if (env.ADJUTANT_SMTP_CA) {
    try {
      ca = readFileSync(env.ADJUTANT_SMTP_CA, 'utf8');
    } catch (e) {
      return `ADJUTANT_SMTP_CA: ${(e as Error).message}`;
    }
  }
  const password = env.ADJUTANT_SMTP_PASSWORD ?? (await ask(`Password for ${user} at ${host}: `));
  if (!password) return 'no SMTP password: set ADJUTANT_SMTP_PASSWORD or type it when asked';
  return { host, port, user, password, from, ca };
}

export const outboxCommand: Sub = {
  summary: 'the mails waiting to go out: approve them (one, or all) and send them by SMTP over TLS',
  usage: `adjutant game outbox GAME [--results] [--approve ID | --approve-all] [--send] [--json]
      --results  queue the last adjudicated phase's results (the judges' layout) to every player
      --send  sends the approved mails (and those that failed before) through the SMTP server named by
              ADJUTANT_SMTP_HOST, _PORT (587), _USER, _FROM, _CA; the password from
              ADJUTANT_SMTP_PASSWORD or a prompt. Exit code 3 when a mail failed (it stays, to send again).`,
  options: {
    results: { type: 'boolean' },
    approve: { type: 'string' },
    'approve-all': { type: 'boolean' },
    send: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const gameId = g.value.id;
    if (v.results) {
      const queued = await queueResults(ctx.archive, { gameId });
      if (!queued.ok) return reply(ctx, queued, false, () => '');
    }
    if (str(v.approve) !== undefined || v['approve-all']) {
      const id = Number(str(v.approve));
      if (!v['approve-all'] && (!Number.isInteger(id) || id < 1)) return fail(ctx, `--approve '${str(v.approve)}': a mail's number`);
      const done = await approveMail(ctx.archive, v['approve-all'] ? { gameId, all: true } : { gameId, mailId: id });
      if (!v.send || !done.ok) return reply(ctx, done, v.json === true, outboxText);
    }
    if (!v.send) return reply(ctx, await outbox(ctx.archive, { gameId }), v.json === true, outboxText);
    const smtp = await settings(process.env, (q) => promptHidden(q));
    if (typeof smtp === 'string') return fail(ctx, smtp);
    const sent = await sendApproved(ctx.archive, { gameId }, smtpTransport(smtp));
    const code = reply(ctx, sent, v.json === true, outboxText);
    return code === EXIT.ok && sent.ok && sent.value.some((m) => m.status === 'failed') ? EXIT.flagged : code;
  },
};

/** Reads a line from the terminal without echoing it; '' when standard input is not a terminal. */
async function promptHidden(question: string): Promise<string> {
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
