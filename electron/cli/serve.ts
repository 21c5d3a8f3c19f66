// `adjutant serve [--lan]`: the workstation in a browser, as `npm run web`. With --lan the event
// network: HTTPS on the local network with a certificate made for the event (or --cert/--key), the
// event's people logging in, and the address to join printed as text and as a QR code.
import type { Command } from './command';
import { main } from '../host/main';

export const command: Command = {
  name: 'serve',
  usage: `Usage: adjutant serve [--lan [--cert FILE --key FILE]] [--port N] [--db FILE] [--open]

  Serves the workstation to a browser on this machine (loopback only, the default).
  --lan         serve the event on the local network: HTTPS only, board GMs and displays log in
                with the pairing code or password the director gave them
  --cert, --key the director's own certificate and key (PEM); else one is made for the event
`,
  async run(args, io) {
    if (args.includes('--help') || args.includes('-h')) {
      io.out(command.usage);
      return 0;
    }
    return main(args.map((a) => (a === '--db' ? '--archive' : a)));
  },
};
