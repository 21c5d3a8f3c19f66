// Where mails come from besides IMAP: an mbox file (mboxrd and mboxo, `From ` lines between mails,
// `>From ` unquoted) and a Maildir folder (new/ and cur/). A Maildir mail read is marked processed
// the Maildir way: moved to cur/ with the Seen flag (`:2,S`), so the GM's mail program shows it read.
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/** The raw mails of an mbox file, in order. */
export function mboxMails(data: Uint8Array): Uint8Array[] {
  const text = Buffer.from(data).toString('latin1');
  const out: Uint8Array[] = [];
  const starts: number[] = [];
  const re = /(^|\n)From [^\n]*\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) starts.push(m.index + m[1].length);
  starts.forEach((start, i) => {
    const headerEnd = text.indexOf('\n', start) + 1;
    const end = i + 1 < starts.length ? starts[i + 1] : text.length;
    const body = text
      .slice(headerEnd, end)
      .replace(/\n$/, '')
      .replace(/^>(>*From )/gm, '$1');
    out.push(Buffer.from(body, 'latin1'));
  });
  return out;
}

export interface MaildirMail {
  /** The file's path, to mark it processed after. */
  path: string;
  raw: Uint8Array;
}

/** The mails of a Maildir folder not yet seen: new/ first, then cur/ without the S flag. */
export function maildirMails(dir: string): { ok: true; mails: MaildirMail[] } | { ok: false; error: string } {
  if (!existsSync(join(dir, 'new')) || !existsSync(join(dir, 'cur'))) return { ok: false, error: `'${dir}' is not a Maildir folder (it needs new/ and cur/)` };
  const mails: MaildirMail[] = [];
  for (const sub of ['new', 'cur']) {
    for (const name of readdirSync(join(dir, sub)).sort()) {
      if (name.startsWith('.') || (sub === 'cur' && /:2,[A-Z]*S/.test(name))) continue;
      const path = join(dir, sub, name);
      mails.push({ path, raw: readFileSync(path) });
    }
  }
  return { ok: true, mails };
}

/** Marks a Maildir mail processed: in cur/, with the Seen flag. */
export function markSeen(path: string): string {
  const parts = path.split(/[\\/]/);
  const name = parts.pop()!;
  parts.pop();
  const dir = parts.join('/');
  const [base, flags = ''] = name.split(':2,');
  const seen = flags.includes('S') ? flags : [...flags, 'S'].sort().join('');
  const target = join(dir, 'cur', `${base}:2,${seen}`);
  renameSync(path, target);
  return target;
}
