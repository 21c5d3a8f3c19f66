// What went wrong talking to a mail server, by kind (issue 32): the window words the kind in the
// GM's language and shows the server's own words only as a quoted detail, marked as the server's.
// Read from what imapflow and nodemailer throw: their flags and codes first (`authenticationFailed`,
// `EAUTH`, the IMAP response code `NONEXISTENT`), then Node's network and TLS codes, which
// nodemailer keeps only in the message (it sets its own `ESOCKET`, `ECONNECTION`). Pure.

/** A mail server's trouble: a login refused, nothing listening, TLS or its certificate, no answer in time, no such host, no such folder. */
export const SERVER_TROUBLES = ['auth', 'refused', 'tls', 'timeout', 'host', 'mailbox'] as const;
export type ServerTrouble = (typeof SERVER_TROUBLES)[number];

const TLS_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_SSL|ERR_TLS|ETLS|certificate|SSL routines|wrong version number|STARTTLS/i;

/** The kind of what a mail library threw, or null when it is none of those (shown as the server said it). */
export function serverTrouble(e: unknown): ServerTrouble | null {
  if (typeof e !== 'object' || e === null) return null;
  const x = e as {
    authenticationFailed?: unknown;
    code?: unknown;
    serverResponseCode?: unknown;
    message?: unknown;
    responseText?: unknown;
    responseCode?: unknown;
  };
  const code = typeof x.code === 'string' ? x.code : '';
  const text = [code, x.message, x.responseText].filter((t) => typeof t === 'string').join(' ');
  if (x.authenticationFailed === true || code === 'EAUTH' || x.responseCode === 535) return 'auth';
  if (x.serverResponseCode === 'NONEXISTENT' || x.serverResponseCode === 'TRYCREATE' || /\bNONEXISTENT\b|mailbox doesn't exist|no such mailbox/i.test(text))
    return 'mailbox';
  if (/ECONNREFUSED/.test(text)) return 'refused';
  if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(text)) return 'host';
  if (TLS_CODES.test(text)) return 'tls';
  if (/ETIMEDOUT|ETIMEOUT|CONNECT_TIMEOUT|GREETING_TIMEOUT|UPGRADE_TIMEOUT|timed? ?out/i.test(text)) return 'timeout';
  return null;
}
