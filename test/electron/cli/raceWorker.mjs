// A racing side that lasts: a process that loads the `adjutant` bundle once (the same code as the
// command, electron/runtime/bundles.mjs) and runs one command line per message from its parent
// through the bundle's `main`, on its own connection to the archive, the meeting point armed
// (raceBarrier.mjs). Two of these, started together, race each other round after round without
// paying a process start (about a quarter of a second of CPU) per command.
import { bundleEntry } from '../../../electron/runtime/bundles.mjs';
import { arm, disarm } from './raceBarrier.mjs';

const cli = await import(await bundleEntry('cli'));

process.on('message', async ({ id, args, input, tag, side }) => {
  let out = '';
  let err = '';
  arm(tag, side);
  const io = { out: (t) => void (out += t), err: (t) => void (err += t), stdin: async () => input };
  let code;
  try {
    code = await cli.main(args, io);
  } catch (e) {
    err += `raceWorker: ${e?.stack ?? e}`;
    code = -1;
  }
  const met = disarm();
  process.send({ id, code, out, err, met });
});
process.send({ ready: true });
