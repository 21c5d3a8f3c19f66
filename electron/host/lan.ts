// The event network started from the director's window (issue 29 item 1): the desktop app's menu
// item, or the browser host's button, asks the main process to serve the event on the local
// network. That is a second host beside the director's own window: HTTPS with the event's
// certificate (made for the event and kept beside the archive, or the one the director supplied),
// on every local address, where the event's people log in. The director's window and the network
// tell each other of every change, so every screen follows. Stopping it closes every connection.
import { hostname, networkInterfaces } from 'node:os';
import type { HostEvent } from '../ipc/contract';
import type { HandlerContext } from '../ipc/handlers';
import type { NetworkControl, NetworkView } from '../service/event/types';
import type { ServiceResult } from '../service/types';
import { eventCertificate, type EventCertificate } from './certificate';
import { startBrowserHost, type BrowserHost } from './server';

/** This machine's addresses on the local networks (IPv4, not loopback), for the address to join. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
}

/** The names the event's certificate carries: the local addresses, the machine's name, loopback. */
export function certificateNames(lan: readonly string[]): string[] {
  return [...lan, hostname(), '127.0.0.1', 'localhost'];
}

/** Where a GM joins: the first local address, or loopback when the machine has none. */
export function joinUrl(lan: readonly string[], port: number): string {
  return `https://${lan[0] ?? '127.0.0.1'}:${port}/`;
}

/** The event network's usual port, when the director starts it from the window. */
export const EVENT_PORT = 8443;

export interface EventNetworkOptions {
  context: Omit<HandlerContext, 'changed' | 'host' | 'network'>;
  rendererDir: string;
  /** The event's certificate is kept here (`<archive>.event-cert.pem`); a supplied one is used as it is. */
  certificateFile: string;
  supplied?: EventCertificate;
  /** A fixed port keeps the address the same across restarts (EVENT_PORT in the app); 0 picks a free one. */
  port?: number;
  /** Told of every change a GM or display makes (the director's window reads the archive again). */
  onChange(gameId: number | null): void;
  /** The local addresses (tests fix them); default: this machine's. */
  addresses?: () => string[];
}

export interface EventNetwork extends NetworkControl {
  /** Sends a change made in the director's window to every page on the network. */
  broadcast(event: HostEvent): void;
}

export function eventNetwork(options: EventNetworkOptions): EventNetwork {
  let host: BrowserHost | null = null;
  let cert: EventCertificate | null = null;
  let lan: string[] = [];
  // Two clicks in a row start one network, not two.
  let busy: Promise<unknown> = Promise.resolve();
  const status = (): NetworkView => ({
    serving: host !== null,
    url: host ? joinUrl(lan, host.port) : null,
    fingerprint: host ? cert!.fingerprint : null,
    certificate: host ? cert!.source : null,
    addresses: host ? lan : (options.addresses ?? lanAddresses)(),
    stoppable: true,
  });
  const start = async (): Promise<ServiceResult<NetworkView>> => {
    if (host) return { ok: true, value: status() };
    lan = (options.addresses ?? lanAddresses)();
    try {
      cert = options.supplied ?? (await eventCertificate(options.certificateFile, certificateNames(lan)));
      const serve = (port: number) =>
        startBrowserHost({
          context: options.context,
          rendererDir: options.rendererDir,
          port,
          listen: lan.length ? '0.0.0.0' : '127.0.0.1',
          hosts: [...lan, hostname()],
          tls: cert!,
          event: {},
          onChange: options.onChange,
        });
      // The usual port keeps the address the same from one start to the next; when another program
      // holds it, any free port (the screen shows the address either way).
      host = await serve(options.port ?? 0).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'EADDRINUSE' && options.port) return serve(0);
        throw e;
      });
    } catch (e) {
      host = null;
      return { ok: false, error: { code: 'internal', message: `the event network could not start: ${(e as Error).message}` } };
    }
    return { ok: true, value: status() };
  };
  const stop = async (): Promise<ServiceResult<NetworkView>> => {
    const h = host;
    host = null;
    await h?.close();
    return { ok: true, value: status() };
  };
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = busy.then(fn, fn);
    busy = next.catch(() => undefined);
    return next;
  };
  return {
    status,
    start: () => serial(start),
    stop: () => serial(stop),
    broadcast: (event) => host?.broadcast(event),
  };
}

/** The network the command line started (`serve --lan`): the window shows it; Ctrl+C stops it, not the window. */
export function fixedNetwork(url: () => string, cert: EventCertificate, addresses: string[]): NetworkControl {
  const view = (): NetworkView => ({ serving: true, url: url(), fingerprint: cert.fingerprint, certificate: cert.source, addresses, stoppable: false });
  return {
    status: view,
    start: async () => ({ ok: true, value: view() }),
    stop: async () => ({ ok: false, error: { code: 'invalid-input', message: 'the command line started this network: stop it there (Ctrl+C)' } }),
  };
}
