// `npm run web`: the workstation in a browser. Opens the archive (the same default file as the
// desktop app and `adjutant game`), serves the built renderer on loopback with a fresh token, and
// prints the address to open. `--open` also starts the system's browser on it.
import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { fileURLToPath } from 'node:url';
import { closeArchive, openArchive } from '../archive/db';
import { defaultArchivePath } from '../cli/game/paths';
import { terminalSafe } from '../cli/process';
import type { Paper } from '../ipc/contract';
import { closeBrowser, htmlToPdf, svgToPng } from '../reports/pdf';
import { eventCertificate, suppliedCertificate, type EventCertificate } from './certificate';
import { certificateNames, EVENT_PORT, eventNetwork, fixedNetwork, joinUrl, lanAddresses } from './lan';
import { startBrowserHost, type BrowserHost } from './server';

export interface HostArgs {
  archive: string;
  port: number;
  open: boolean;
  /** Serve the event on the local network (HTTPS, people log in); loopback only otherwise. */
  lan: boolean;
  cert?: string;
  key?: string;
}

export function parseHostArgs(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): { ok: true; value: HostArgs } | { ok: false; error: string } {
  const out: HostArgs = { archive: defaultArchivePath(process.platform, env), port: 0, open: false, lan: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--open') out.open = true;
    else if (a === '--lan') out.lan = true;
    else if (a === '--cert' || a === '--key') {
      if (!argv[i + 1]) return { ok: false, error: `${a} needs a file` };
      out[a === '--cert' ? 'cert' : 'key'] = argv[++i];
    } else if (a === '--archive' || a === '--db') {
      if (!argv[i + 1]) return { ok: false, error: `${a} needs a file` };
      out.archive = argv[++i];
    } else if (a === '--port') {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 0 || n > 65535) return { ok: false, error: `--port needs a port number (0-65535), got '${argv[i] ?? ''}'` };
      out.port = n;
    } else return { ok: false, error: `unknown option '${a}' (options: --archive FILE, --port N, --open, --lan, --cert FILE --key FILE)` };
  }
  if ((out.cert === undefined) !== (out.key === undefined)) return { ok: false, error: '--cert and --key go together' };
  if (out.cert && !out.lan) return { ok: false, error: '--cert is for the event network: add --lan' };
  return { ok: true, value: out };
}

/** What the director shows the room: the address as text and as a QR code, and the certificate's fingerprint. */
export async function joinText(url: string, cert: EventCertificate): Promise<string> {
  const qr = await QRCode.toString(url, { type: 'utf8', errorCorrectionLevel: 'M', margin: 2 });
  return [
    `Board GMs and displays join at\n\n  ${url}\n`,
    qr,
    `Certificate ${cert.source}`,
    `SHA-256 fingerprint (a GM checks it when the browser asks about the certificate):`,
    `  ${cert.fingerprint}`,
  ].join('\n');
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
  const lan = args.value.lan ? lanAddresses() : [];
  if (args.value.lan && lan.length === 0) console.log('No local network found: serving on loopback only, over HTTPS.');
  const certificateFile = `${archive.value.file}.event-cert.pem`;
  const cert = !args.value.lan
    ? null
    : args.value.cert
      ? suppliedCertificate(args.value.cert, args.value.key!)
      : await eventCertificate(certificateFile, certificateNames(lan));
  if (typeof cert === 'string') {
    console.error(terminalSafe(`adjutant web: ${cert}`));
    closeArchive(archive.value);
    return 2;
  }
  const context = {
    archive: archive.value,
    version: version(),
    actor: 'gm',
    render: { pdf: (html: string, paper: Paper) => htmlToPdf(html, { paper }), png: svgToPng },
  };
  let host: BrowserHost | null = null;
  // Without --lan the director's page may start the event network itself (the app's screen); with
  // --lan this one host is the network, and the page shows its address.
  const network = cert
    ? null
    : eventNetwork({
        context,
        rendererDir: RENDERER_DIR,
        certificateFile,
        port: EVENT_PORT,
        onChange: (gameId) => host?.broadcast({ kind: 'archive-changed', gameId }),
      });
  host = await startBrowserHost({
    // With --lan the page shows this host's own address (known once it listens).
    context: { ...context, network: network ?? (cert ? fixedNetwork(() => joinUrl(lan, host?.port ?? 0), cert, lan) : undefined) },
    rendererDir: RENDERER_DIR,
    port: args.value.port,
    onChange: (gameId) => network?.broadcast({ kind: 'archive-changed', gameId }),
    ...(cert ? { listen: lan.length ? '0.0.0.0' : '127.0.0.1', hosts: [...lan, hostname()], tls: cert, event: {} } : {}),
  });
  if (cert) console.log(await joinText(joinUrl(lan, host.port), cert));
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
  await network?.stop();
  await host.close();
  await closeBrowser();
  closeArchive(archive.value);
  return 0;
}
