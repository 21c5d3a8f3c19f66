// `adjutant game mail`: a game's mail read from an mbox file or a Maildir folder (an export of the
// GM's mailbox, or the folder a mail program keeps), each mail filed as orders or held for the GM;
// the inbox listed; a held mail filed once the GM has looked (--accept ID --confirm POWER).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { acceptMail, inbox, replySubject, takeMails } from '../../service/mail/intake';
import { DEFAULT_FLAG, readImap } from '../../service/mail/imap';
import { queueMail } from '../../service/mail/outbox';
import type { ServiceResult } from '../../service/result';
import { maildirMails, markSeen, mboxMails } from '../../service/mail/sources';
import type { MailIntakeView } from '../../service/types';
import { EXIT } from '../command';
import type { Values } from './args';
import { type Ctx, fail, game, list, reply, str, type Sub } from './context';
import { serverFromEnv } from './mailServer';
import { options } from './args';

export { runSub } from '../over';

function mailText(m: MailIntakeView): string {
  const who = m.from ?? 'no sender';
  const head = `${m.id === null ? '  -' : `#${m.id}`.padStart(3)} ${m.status.padEnd(12)} ${who}: ${m.subject || '(no subject)'}`;
  const more = [m.reason, ...m.notes].filter((x): x is string => !!x).map((x) => `      ${x.replace(/\n/g, '\n      ')}`);
  const filed = m.submissions.length ? [`      filed as set${m.submissions.length === 1 ? '' : 's'} #${m.submissions.join(', #')}`] : [];
  return [head, ...filed, ...more].join('\n');
}

const listText = (mails: MailIntakeView[]): string => (mails.length ? mails.map(mailText).join('\n') + '\n' : 'No mail.\n');

export const mailCommand: Sub = {
  usage: `adjutant game mail GAME (--mbox FILE | --maildir DIR | --imap) [--to ADDRESS] [--subject WORDS] [--acknowledge] [--json]
       adjutant game mail GAME --list [--json]
       adjutant game mail GAME --accept ID [--confirm POWER]... [--json]
      --to, --subject  only the mails sent to ADDRESS / whose subject holds WORDS (the others are left)
      --acknowledge    put the acknowledgement of each mail filed in the outbox, to its sender
      --imap           read the IMAP server named by ADJUTANT_IMAP_HOST, _PORT (993: implicit TLS;
                       other ports STARTTLS, required), _USER, _CA; the password from
                       ADJUTANT_IMAP_PASSWORD or a prompt (never echoed, stored or printed)
      --folder NAME    the game's IMAP folder (INBOX)
      --flag KEYWORD   mark each mail read with this flag ($AdjutantRead, and \\Seen)
      --move-to NAME   or move each mail read to this folder
      A Maildir mail read is marked Seen (moved to cur/ with the S flag); a mail read before (the same
      Message-ID) is never filed twice. Exit codes: 0 every mail filed; 3 some held for the GM.`,
  options: options({
    text: ['mbox', 'maildir', 'folder', 'flag', 'move-to', 'to', 'subject', 'accept'],
    switches: ['imap', 'acknowledge', 'list', 'json'],
    repeated: ['confirm'],
  }),
  async run(ctx, v, positionals) {
    const g = await game(ctx, positionals);
    if (!g.ok) return reply(ctx, g, false, () => '');
    const gameId = g.value.id;
    if (v.list) return reply(ctx, await inbox(ctx.archive, { gameId }), v.json === true, listText);
    if (str(v.accept) !== undefined) {
      const id = Number(str(v.accept));
      if (!Number.isInteger(id) || id < 1) return fail(ctx, `--accept '${str(v.accept)}': a mail's number (game mail GAME --list shows them)`);
      return reply(
        ctx,
        await acceptMail(ctx.archive, { gameId, mailId: id, confirm: list(v.confirm), actor: ctx.actor }),
        v.json === true,
        (m) => mailText(m) + '\n',
      );
    }
    const sources = [str(v.mbox), str(v.maildir), v.imap ? true : undefined].filter((x) => x !== undefined);
    if (sources.length !== 1) return fail(ctx, 'give one of --mbox FILE, --maildir DIR and --imap');
    const match = { to: str(v.to), subject: str(v.subject) };
    if (v.imap) {
      if (str(v.flag) !== undefined && str(v['move-to']) !== undefined) return fail(ctx, 'give --flag or --move-to, not both');
      const server = await serverFromEnv('IMAP', process.env, 993);
      if (typeof server === 'string') return fail(ctx, server);
      const moveTo = str(v['move-to']);
      const processed = moveTo !== undefined ? { moveTo } : { flag: str(v.flag) ?? DEFAULT_FLAG };
      const read = await readImap(ctx.archive, { gameId, settings: { ...server, folder: str(v.folder) }, match, processed, actor: ctx.actor });
      return finish(ctx, v, gameId, read);
    }
    let mails: { raw: Uint8Array; source: string; path?: string }[];
    if (str(v.mbox) !== undefined) {
      const file = resolve(str(v.mbox)!);
      let data: Uint8Array;
      try {
        data = readFileSync(file);
      } catch (e) {
        return fail(ctx, `cannot read '${str(v.mbox)}': ${(e as Error).message}`);
      }
      mails = mboxMails(data).map((raw) => ({ raw, source: `mbox:${file}` }));
    } else {
      const dir = resolve(str(v.maildir)!);
      const found = maildirMails(dir);
      if (!found.ok) return fail(ctx, found.error);
      mails = found.mails.map((m) => ({ raw: m.raw, source: `maildir:${dir}`, path: m.path }));
    }
    const taken = await takeMails(ctx.archive, { gameId, mails, match, actor: ctx.actor });
    if (taken.ok) taken.value.forEach((m, i) => m.status !== 'not-for-game' && m.status !== 'unreadable' && mails[i].path && markSeen(mails[i].path!));
    return finish(ctx, v, gameId, taken);
  },
};

/** Queues the acknowledgements (with --acknowledge) and prints what became of each mail. */
async function finish(ctx: Ctx, v: Values, gameId: number, taken: ServiceResult<MailIntakeView[]>): Promise<number> {
  if (taken.ok && v.acknowledge) {
    for (const m of taken.value) {
      for (const text of m.acknowledgements ?? []) {
        const queued = await queueMail(ctx.archive, { gameId, to: m.from ?? '', subject: replySubject(m.subject), text });
        if (!queued.ok) ctx.io.err(`adjutant game mail: the acknowledgement of mail #${m.id} was not queued: ${queued.error.message}\n`);
      }
    }
  }
  const code = reply(ctx, taken, v.json === true, listText);
  return code === EXIT.ok && taken.ok && taken.value.some((m) => m.status === 'held') ? EXIT.flagged : code;
}
