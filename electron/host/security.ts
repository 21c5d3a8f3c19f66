// The browser host's guards. It listens on loopback only, and a page can reach the service only
// with the per-launch token, from the host's own origin, addressed by a loopback Host name (which
// stops DNS-rebinding pages that resolve their own name to 127.0.0.1).
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const LOOPBACK = '127.0.0.1';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Host headers this server answers to: its own loopback address and port, by number or `localhost`. */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `${LOOPBACK}:${port}` || host === `localhost:${port}`;
}

export function originAllowed(origin: string | undefined, port: number): boolean {
  return origin === `http://${LOOPBACK}:${port}` || origin === `http://localhost:${port}`;
}

/** The page's Content-Security-Policy: nothing from the network, no inline or evaluated script. */
export function contentSecurityPolicy(port: number, scheme: 'http' | 'https' = 'http', hosts: readonly string[] = [LOOPBACK, 'localhost']): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // A WebSocket's ws/wss origin is named: some browsers do not count it as 'self'.
    `connect-src 'self' ${hosts.map((h) => `${scheme === 'https' ? 'wss' : 'ws'}://${h}:${port}`).join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ');
}

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};
