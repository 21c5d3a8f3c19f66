// SMTP out, through nodemailer: TLS always (implicit TLS on 465, STARTTLS required elsewhere) and
// authentication. The password is given by the caller (the app's keychain, the environment or a
// prompt in the CLI) and never written anywhere: not to the archive, not to a log, not into an error.
import type { Transporter } from 'nodemailer';
import type { Transport } from './outbox';
import { serverTrouble } from './trouble';

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  /** The From of the mails sent (the GM's address). */
  from: string;
  /** Certificates to trust besides the system's (a club's own server); PEM. */
  ca?: string;
}

export function smtpTransport(s: SmtpSettings): Transport {
  // nodemailer is loaded when the first mail goes, not when a command starts (it costs every command
  // that reaches the service tens of milliseconds otherwise).
  let mailer: Transporter | null = null;
  const connect = async () =>
    (await import('nodemailer')).createTransport({
      host: s.host,
      port: s.port,
      secure: s.port === 465,
      requireTLS: true,
      auth: { user: s.user, pass: s.password },
      tls: { ca: s.ca, minVersion: 'TLSv1.2', rejectUnauthorized: true },
      connectionTimeout: 30_000,
    });
  return {
    name: `smtp:${s.host}:${s.port}`,
    async send(mail) {
      try {
        mailer ??= await connect();
        await mailer.sendMail({
          from: s.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          messageId: `<${mail.messageId}>`,
          attachments: mail.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType })),
        });
        return { ok: true };
      } catch (e) {
        // The server's answer, never the settings: a password must not reach the outbox's reason.
        const trouble = serverTrouble(e);
        const error = String((e as Error).message ?? e).replaceAll(s.password, '***');
        return trouble && trouble !== 'mailbox' ? { ok: false, error, trouble } : { ok: false, error };
      }
    },
  };
}
