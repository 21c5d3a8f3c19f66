// SVG path data for the board: the writer the build uses and the reader the check uses.
// Only absolute M, L and Z: a Konva Path (and any SVG renderer) takes it as is.
import type { MultiPolygon, Pair, Ring } from './types';

/** Round to 0.1 px, the board's resolution (no `-0`). */
export function round1(v: number): number {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? 0 : r;
}

export function roundPair(p: Pair): Pair {
  return [round1(p[0]), round1(p[1])];
}

/** The ring rounded, without repeated points or the closing point; null when fewer than 3 remain. */
function roundedRing(ring: Ring): Pair[] | null {
  const out: Pair[] = [];
  for (const p of ring) {
    const q = roundPair(p);
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  while (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  return out.length >= 3 ? out : null;
}

export function formatPath(multi: MultiPolygon): string {
  const parts: string[] = [];
  for (const polygon of multi) {
    for (const ring of polygon) {
      const points = roundedRing(ring);
      if (!points) continue;
      const [first, ...rest] = points;
      parts.push(`M${first[0]} ${first[1]}L${rest.map((p) => `${p[0]} ${p[1]}`).join(' ')}Z`);
    }
  }
  return parts.join('');
}

/** The rings of a path written by formatPath (absolute M/L/Z; implicit repeats of L allowed). */
export function parsePath(d: string): Ring[] {
  const rings: Ring[] = [];
  let current: Ring | null = null;
  const tokens = d.match(/[MLZmlz]|-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? [];
  let command = '';
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i];
    if (/^[MLZ]$/i.test(token)) {
      command = token.toUpperCase();
      i++;
      if (command === 'Z') {
        if (current && current.length >= 3) rings.push(current);
        current = null;
      }
      continue;
    }
    const p: Pair = [Number(token), Number(tokens[i + 1])];
    i += 2;
    if (command === 'M') {
      if (current && current.length >= 3) rings.push(current);
      current = [p];
      command = 'L';
    } else if (current) current.push(p);
  }
  if (current && current.length >= 3) rings.push(current);
  return rings;
}
