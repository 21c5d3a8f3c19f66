// The phase clock a GM runs for the room: a countdown started, paused and reset by hand. Time is
// read from the wall clock (Date.now), not counted in ticks, so a busy or hidden tab never slows it.
import { useCallback, useEffect, useState } from 'react';

export interface Clock {
  /** Milliseconds left (negative once time is up). */
  left: number;
  running: boolean;
  toggle(): void;
  reset(ms?: number): void;
  add(ms: number): void;
}

export function useClock(initial: number): Clock {
  const [total, setTotal] = useState(initial);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [spent, setSpent] = useState(0);
  const [, tick] = useState(0);
  useEffect(() => {
    if (startedAt === null) return;
    const id = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, [startedAt]);
  const elapsed = spent + (startedAt === null ? 0 : Date.now() - startedAt);
  const toggle = useCallback(() => {
    if (startedAt === null) setStartedAt(Date.now());
    else {
      setSpent((s) => s + Date.now() - startedAt);
      setStartedAt(null);
    }
  }, [startedAt]);
  const reset = useCallback((ms?: number) => {
    if (ms !== undefined) setTotal(ms);
    setSpent(0);
    setStartedAt(null);
  }, []);
  const add = useCallback((ms: number) => setTotal((t) => Math.max(60_000, t + ms)), []);
  return { left: total - elapsed, running: startedAt !== null, toggle, reset, add };
}

/** `14:05`, `-0:12` once time is up. */
export function formatClock(ms: number): string {
  const s = Math.ceil(Math.abs(ms) / 1000);
  return `${ms < 0 ? '-' : ''}${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
