// Logins are rate-limited: after `attempts` failures within `windowMs` from one address (or against
// one name), further attempts are refused until the window has passed, so a pairing code or a
// password cannot be guessed at network speed. A success clears nothing: failures age out.
export interface RateLimit {
  attempts: number;
  windowMs: number;
}

export const LOGIN_LIMIT: RateLimit = { attempts: 5, windowMs: 60_000 };

export class RateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: RateLimit = LOGIN_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it may now. */
  waitFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit.attempts) return 0;
    return Math.max(1, recent[recent.length - this.limit.attempts] + this.limit.windowMs - this.now());
  }

  failed(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
    // Keep the map small on a long day: drop keys whose failures have all aged out.
    if (this.failures.size > 10_000) for (const k of [...this.failures.keys()]) if (this.recent(k).length === 0) this.failures.delete(k);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limit.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }
}
