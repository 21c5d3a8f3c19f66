// The room's screens read again once per burst of archive changes (renderer/state/settledReload.ts),
// on a stand-in host whose pushes the test sends; the timers are the test's (no waiting on a clock).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostEvent } from '../../../electron/ipc/contract';
import { reloadOnChanges, SETTLE_MS } from '../../../renderer/state/settledReload';

function host() {
  const listeners = new Set<(e: HostEvent) => void>();
  return {
    onEvent(l: (e: HostEvent) => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    push: (gameId: number | null) => listeners.forEach((l) => l({ kind: 'archive-changed', gameId })),
    listening: () => listeners.size,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reading again after archive changes', () => {
  it('a burst of changes is one read, SETTLE_MS after the first', () => {
    const h = host();
    const load = vi.fn();
    reloadOnChanges(h, load);
    for (let i = 0; i < 40; i++) h.push(i);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(load).not.toHaveBeenCalled();
    h.push(null);
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a change after the read starts another wait; none is lost', () => {
    const h = host();
    const load = vi.fn();
    reloadOnChanges(h, load);
    h.push(1);
    vi.advanceTimersByTime(SETTLE_MS);
    h.push(2);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10 * SETTLE_MS);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stopping ends the listening and a read still waiting', () => {
    const h = host();
    const load = vi.fn();
    const stop = reloadOnChanges(h, load);
    h.push(1);
    stop();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(load).not.toHaveBeenCalled();
    expect(h.listening()).toBe(0);
  });
});
