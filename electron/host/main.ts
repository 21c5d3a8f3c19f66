// `npm run web`: the workstation in a browser. Opens the archive (the same default file as the
// desktop app and `adjutant game`), serves the built renderer on loopback with a fresh token, and
// prints the address to open. `--open` also starts the system's browser on it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { closeArchive, openArchive } from '../archive/db';
import { defaultArchivePath } from '../cli/game/paths';
import { terminalSafe } from '../cli/process';
import { closeBrowser, htmlToPdf, svgToPng } from '../reports/pdf';
import { startBrowserHost } from './server';

export interface HostArgs {
  archive: string;
  port: number;
  open: boolean;
}

export function parseHostArgs(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): { ok: true; value: HostArgs } | { ok: false; error: string } {
  const out: HostArgs = { archive: defaultArchivePath(process.platform, env), port: 0, open: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--open') out.open = true;
    else if (a === '--archive' || a === '--db') {
      if (!argv[i + 1]) return { ok: false, error: `${a} needs a file` };
      out.archive = argv[++i];
    } else if (a === '--port') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 0 || n > 65535) return { ok: false, error: `--port needs a port number (0-65535), got '${argv[i] ?? ''}'` };
      out.port = n;
    } else return { ok: false, error: `unknown option '${a}' (options: --archive FILE, --port N, --open)` };
  }
  return { ok: true, value: out };
}

export const RENDERER_DIR = fileURLToPath(new URL('../../out/renderer', import.meta.url));

function version(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  const child = spawn(command, [url], { stdio: 'ignore', detached: true });
  child.on('error', () => console.log(`(could not start a browser with ${command}: open the address yourself)`));
  child.unref();
}

export async function main(argv: string[]): Promise<number> {
  const args = parseHostArgs(argv);
  if (!args.ok) {
    console.error(terminalSafe(`adjutant web: ${args.error}`));
    return 2;
  }
  if (!existsSync(`${RENDERER_DIR}/index.html`)) {
    console.error('adjutant web: the renderer is not built: run `npm run build` first');
    return 1;
  }
  const archive = await openArchive(args.value.archive, { create: true });
  if (!archive.ok) {
    console.error(terminalSafe(`adjutant web: ${archive.error.message}`));
    return 1;
  }
  const host = await startBrowserHost({
    context: { archive: archive.value, version: version(), actor: 'gm', render: { pdf: (html, paper) => htmlToPdf(html, { paper }), png: svgToPng } },
    rendererDir: RENDERER_DIR,
    port: args.value.port,
  });
  // The archive's path is the user's --db, written as they gave it: a terminal must not act on it.
  console.log(
    `Adjutant is running in your browser at\n\n  ${host.url}\n\narchive: ${terminalSafe(archive.value.file)}\nThe address carries this launch's access token; keep it to yourself. Ctrl+C stops.`,
  );
  if (args.value.open) openBrowser(host.url);
  // A Ctrl+C can come twice, from the terminal and passed on by the launcher (bin.mjs on an older
  // Node): the second must not cut the closing short.
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => resolve());
  });
  await host.close();
  await closeBrowser();
  closeArchive(archive.value);
  return 0;
}
