// A short hash of a result, the same for the same content whatever the order of its keys: the crash
// test compares what the writer reported committing with what the archive holds after the crash.
import { createHash } from 'node:crypto';

// Keys sorted: the archive writes a result in its stored shape's key order, not the engine's.
const canonical = (x: unknown): unknown =>
  Array.isArray(x)
    ? x.map(canonical)
    : x !== null && typeof x === 'object'
      ? Object.fromEntries(
          Object.entries(x)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : x;

export const resultHash = (x: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(x)))
    .digest('hex')
    .slice(0, 16);
