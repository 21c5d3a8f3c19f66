// Shared by the event network's browser tests: the director's own window (the browser host on
// loopback) with the event network beside it, as the menu's "Serve Event on Network" makes it, and a
// write from a page (adjudicating a game's open phase) to see who may write where.
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Page } from 'playwright-core';
import type { Archive } from '../../../electron/archive/db';
import { RENDERER_DIR } from '../../../electron/host/main';
import { eventNetwork, type EventNetwork } from '../../../electron/host/lan';
import { startBrowserHost, type BrowserHost } from '../../../electron/host/server';
import { cleanUp, tempDir } from '../../electron/service/support';
import { browserContexts, type Contexts } from './support';

export interface DirectorWindow {
  host: BrowserHost;
  network: EventNetwork;
  close(): Promise<void>;
}

/** The director's browser host with its event network (loopback only: a test machine's network is not the venue's). */
export async function directorWindow(archive: Archive): Promise<DirectorWindow> {
  const context = { archive, version: 'e2e', actor: 'director' };
  let host: BrowserHost | null = null;
  const network = eventNetwork({
    context,
    rendererDir: RENDERER_DIR,
    certificateFile: join(tempDir(), 'event.sqlite.event-cert.pem'),
    addresses: () => [],
    onChange: (gameId) => host?.broadcast({ kind: 'archive-changed', gameId }),
  });
  host = await startBrowserHost({ context: { ...context, network }, rendererDir: RENDERER_DIR });
  const started = host;
  return {
    host: started,
    network,
    async close() {
      await network.stop();
      await started.close();
    },
  };
}

/** Adjudicates a game's open phase from a page (a write), bound to the phase it shows. */
export function adjudicateFrom(page: Page, gameId: number): Promise<{ ok: boolean; error?: { code: string; message: string } }> {
  return page.evaluate(async (id) => {
    const a = window.adjutant!;
    const g = await a.invoke('game:get', { gameId: id });
    if (!g.ok) return g;
    const cur = g.value.phases[g.value.phases.length - 1];
    return a.invoke('phase:adjudicate', { gameId: id, expect: { seq: cur.seq, phaseId: cur.id } });
  }, gameId);
}

/**
 * What a test opens (the director's window, browser contexts on the worker's Chromium), closed after
 * each test with its temporary files.
 */
export function openedForEach(): { director: DirectorWindow | null; contexts: Contexts } {
  const opened: { director: DirectorWindow | null; contexts: Contexts } = { director: null, contexts: browserContexts() };
  afterEach(async () => {
    await opened.contexts.closeAll();
    await opened.director?.close();
    opened.director = null;
    cleanUp();
  });
  return opened;
}
