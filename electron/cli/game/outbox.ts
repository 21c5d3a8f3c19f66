// `adjutant game outbox`: the mails waiting to go out, approved by the GM (one, or all), and sent by
// SMTP over TLS with authentication. The server is named in the environment (ADJUTANT_SMTP_HOST,
// _PORT, _USER, _FROM, and _CA, a PEM file to trust besides the system's); the password comes from
// ADJUTANT_SMTP_PASSWORD or, on a terminal, a prompt. It is never stored or printed.
import { closeBrowser, htmlToPdf, svgToPng } from '../../reports/pdf';
import { approveMail, outbox, queueResults, sendApproved, setMailApproval, type MapRenderer } from '../../service/mail/outbox';
import { smtpTransport, type SmtpSettings } from '../../service/mail/smtp';
import type { OutboxView } from '../../service/types';
import { EXIT } from '../command';
import { fail, game, reply, str, type Sub } from './context';
import { serverFromEnv } from './mailServer';
import { options } from './args';

export { runSub } from '../over';

const outboxText = (mails: OutboxView[]): string =>
  mails.length
    ? mails.map((m) => `${`#${m.id}`.padStart(4)} ${m.status.padEnd(9)} ${m.to}: ${m.subject}${m.reason ? `\n       ${m.reason}` : ''}`).join('\n') + '\n'
    : 'The outbox is empty.\n';

/** The SMTP settings from the environment; the password asked for when it is not there. */
async function settings(env: NodeJS.ProcessEnv): Promise<SmtpSettings | string> {
  const server = await serverFromEnv('SMTP', env, 587);
  return typeof server === 'string' ? server : { ...server, from: env.ADJUTANT_SMTP_FROM ?? server.user };
}

/** The map drawn with headless Chromium (electron/reports/pdf.ts), as `game report --format png|pdf` draws it. */
const drawMap: MapRenderer = (svg, format) =>
  format === 'png' ? svgToPng(svg, 1400) : htmlToPdf(`<!doctype html><html><body style="margin:0">${svg}</body></html>`, { paper: 'A4' });

export const outboxCommand: Sub = {
  usage: `adjutant game outbox GAME [--results [--map png|pdf]] [--approve ID | --approve-all] [--send] [--json]
       adjutant game outbox GAME --approve-always on|off
      --results  queue the last adjudicated phase's results (the judges' layout) to every player,
                 with the phase's map attached (PNG, or PDF with --map pdf), drawn when it is sent
      --approve-always on  approve once for the game: every mail queued from now on goes out at the
                 next --send without asking (off: each mail waits for its approval again)
      --send  sends the approved mails (and those that failed before) through the SMTP server named by
              ADJUTANT_SMTP_HOST, _PORT (587), _USER, _FROM, _CA; the password from
              ADJUTANT_SMTP_PASSWORD or a prompt. Exit code 3 when a mail failed (it stays, to send again).`,
  options: options({ text: ['map', 'approve-always', 'approve'], switches: ['results', 'approve-all', 'send', 'json'] }),
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const gameId = g.value.id;
    const always = str(v['approve-always']);
    if (always !== undefined) {
      if (always !== 'on' && always !== 'off') return fail(ctx, `--approve-always '${always}': on or off`);
      const set = await setMailApproval(ctx.archive, { gameId, always: always === 'on', actor: ctx.actor });
      if (!set.ok) return reply(ctx, set, false, () => '');
      ctx.io.out(always === 'on' ? 'Every mail of this game now goes out without asking.\n' : 'Each mail of this game now waits for your approval.\n');
      if (!v.results && !v.send) return EXIT.ok;
    }
    const map = str(v.map) ?? 'png';
    if (map !== 'png' && map !== 'pdf') return fail(ctx, `--map '${map}': png or pdf`);
    if (v.results) {
      const queued = await queueResults(ctx.archive, { gameId, map });
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
    let sent;
    try {
      sent = await sendApproved(ctx.archive, { gameId }, smtpTransport(smtp), drawMap);
    } finally {
      await closeBrowser();
    }
    const code = reply(ctx, sent, v.json === true, outboxText);
    return code === EXIT.ok && sent.ok && sent.value.some((m) => m.status === 'failed') ? EXIT.flagged : code;
  },
};
