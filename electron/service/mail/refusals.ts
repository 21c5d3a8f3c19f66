// The game's mail refusals (issue 32): each one's English, once, worded in the window's language
// from the `said.mail` namespace (electron/service/result.ts `refusals`). What a mail server or the
// keychain answered rides along as `{{detail}}`, in its own words.
import { refusals } from '../result';

export const refuse = refusals('mail', {
  'bad-flag': "'{{flag}}' is not an IMAP flag or keyword",
  'bad-flag-setting': "processed: '{{flag}}' is not an IMAP flag or keyword",
  'move-to-read': 'the folder mails are moved to must not be the one read',
  'move-to-read-setting': 'processed: the folder mails are moved to must not be the one read',
  'not-pem': 'ca: not a PEM certificate',
  'bad-server': "'{{server}}' is not an IMAP server",
  refused: 'the IMAP server {{server}} refused the connection: {{detail}}',
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
  'no-password': 'no password kept for {{user}} at {{host}}: type it and keep it, or type it for this fetch',
  'not-an-address': "to: '{{address}}' is not a mail address",
  'subject-text': 'subject and text: strings',
  'none-waiting': 'no mail waits for approval',
  'not-waiting': 'no mail #{{mail}} waits for approval',
  'no-results': "game '{{game}}' has no adjudicated phase to send the results of",
});
