// The game's mail refusals (issue 32): each one's English, once, worded in the window's language
// from the `said.mail` namespace (electron/service/result.ts `refusals`). What a mail server or the
// keychain answered is a kind (trouble.ts, credentials.ts) with their own words as `{{detail}}`,
// which the other languages show quoted and marked as the server's.
import { refusals } from '../result';

export const refuse = refusals('mail', {
  'bad-flag': "'{{flag}}' is not an IMAP flag or keyword",
  'bad-flag-setting': "processed: '{{flag}}' is not an IMAP flag or keyword",
  'move-to-read': 'the folder mails are moved to must not be the one read',
  'move-to-read-setting': 'processed: the folder mails are moved to must not be the one read',
  'not-pem': 'ca: not a PEM certificate',
  'bad-server': "'{{server}}' is not an IMAP server",
  refused: 'the IMAP server {{server}} refused the connection: {{detail}}',
  // Why, by kind (trouble.ts); `{{detail}}` is what the server or the network said, in its words.
  'imap-auth': 'the IMAP server {{server}} refused the connection: it did not accept the login of {{user}} ({{detail}})',
  'imap-refused': 'the IMAP server {{server}} refused the connection: nothing answers at that address and port ({{detail}})',
  'imap-tls': 'the IMAP server {{server}} refused the connection: the secure connection failed or its certificate is not trusted ({{detail}})',
  'imap-timeout': 'the IMAP server {{server}} refused the connection: it did not answer in time ({{detail}})',
  'imap-host': 'the IMAP server {{server}} refused the connection: no such host is known ({{detail}})',
  'imap-folder': "the folder '{{folder}}' cannot be opened on the IMAP server {{server}}: {{detail}}",
  'imap-no-folder': "the folder '{{folder}}' cannot be opened on the IMAP server {{server}}: it does not exist ({{detail}})",
  'server-said': '{{where}}: {{detail}}',
  'game-number': 'gameId: a game number',
  'mails-shape': 'mails: each needs its raw bytes and its source',
  'no-mail': 'no mail #{{mail}} read in for game #{{gameId}}',
  'not-held': 'mail #{{mail}} is {{mailStatus}}, not held',
  'no-game': 'no game #{{gameId}} in the archive',
  'password-length': 'password: 1 to 1000 characters',
  'no-keychain': 'this host keeps no passwords (no keychain here): type the password with each fetch',
  'no-mailbox-yet': 'game #{{gameId}} has no mailbox yet: save the mailbox settings first',
  'no-mailbox': 'game #{{gameId}} has no mailbox: set the mailbox first',
  keychain: '{{detail}}',
  // The keychain's refusals by kind (credentials.ts).
  'keychain-unavailable': "the system's keychain is not available: the password is asked for each session instead",
  'keychain-none': 'no keychain (libsecret or kwallet) is running: the password is asked for each session instead',
  'keychain-unreadable': 'the stored password cannot be read ({{detail}}): type it again',
  'no-password': 'no password kept for {{user}} at {{host}}: type it and keep it, or type it for this fetch',
  'not-an-address': "to: '{{address}}' is not a mail address",
  'subject-text': 'subject and text: strings',
  'none-waiting': 'no mail waits for approval',
  'not-waiting': 'no mail #{{mail}} waits for approval',
  'no-results': "game '{{game}}' has no adjudicated phase to send the results of",
});
