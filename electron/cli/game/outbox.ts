// `adjutant game outbox`: the mails waiting to go out, approved by the GM (one, or all), and sent by
// SMTP over TLS with authentication. The server is named in the environment (ADJUTANT_SMTP_HOST,
// _PORT, _USER, _FROM, and _CA, a PEM file to trust besides the system's); the password comes from
// ADJUTANT_SMTP_PASSWORD or, on a terminal, a prompt. It is never stored or printed.
import { approveMail, outbox, queueResults, sendApproved } from '../../service/mail/outbox';
import { smtpTransport, type SmtpSettings } from '../../service/mail/smtp';
import type { OutboxView } from '../../service/types';
import { EXIT } from '../command';
import { fail, game, reply, str, type Sub } from './context';
import { serverFromEnv } from './mailServer';

const outboxText = (mails: OutboxView[]): string =>
  mails.length
    ? mails.map((m) => `${`#${m.id}`.padStart(4)} ${m.status.padEnd(9)} ${m.to}: ${m.subject}${m.reason ? `\n       ${m.reason}` : ''}`).join('\n') + '\n'
    : 'The outbox is empty.\n';

/** The SMTP settings from the environment; the password asked for when it is not there. */
async function settings(env: NodeJS.ProcessEnv): Promise<SmtpSettings | string> {
  const server = await serverFromEnv('SMTP', env, 587);
  return typeof server === 'string' ? server : { ...server, from: env.ADJUTANT_SMTP_FROM ?? server.user };
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
    const smtp = await settings(process.env);
    if (typeof smtp === 'string') return fail(ctx, smtp);
    const sent = await sendApproved(ctx.archive, { gameId }, smtpTransport(smtp));
    const code = reply(ctx, sent, v.json === true, outboxText);
    return code === EXIT.ok && sent.ok && sent.value.some((m) => m.status === 'failed') ? EXIT.flagged : code;
  },
};
