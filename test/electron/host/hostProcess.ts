// The child process of the robustness test: a browser host on a fresh archive, in its own process,
// so that a request that kills the host shows as this process exiting. Prints one line,
// `LISTENING <port> <token>`, then serves until it is killed. Run with Node 24:
// node --import tsx hostProcess.ts <archive> <renderer dir> [<timeouts as JSON>]
import { openArchive } from '../../../electron/archive/db';
import { startBrowserHost } from '../../../electron/host/server';

const [file, rendererDir, timeouts] = process.argv.slice(2);
const archive = await openArchive(file, { create: true });
if (!archive.ok) throw new Error(archive.error.message);
const host = await startBrowserHost({
  context: { archive: archive.value, version: 't', actor: 'gm' },
  rendererDir,
  ...(timeouts ? { timeouts: JSON.parse(timeouts) } : {}),
});
process.stdout.write(`LISTENING ${host.port} ${host.token}\n`);
