// The history chain's canonical JSON (electron/archive/historySeal.ts) is written for speed; it must
// give exactly the text of the plain version below for any JSON-like value (and for undefined in
// objects and arrays, as JSON.stringify treats them), else every stored chain would stop matching.
import { describe, expect, it } from 'vitest';
import { canonical } from '../../../electron/archive/historySeal';
import { rng } from '../../support/randomBoard';

/** The plain version, as first written. */
function plain(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(plain).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${plain(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const SEED = 0xc4a1;

describe('canonical JSON', () => {
  it(`equals the plain version on random values (seed ${SEED})`, () => {
    console.log(`seed ${SEED}`);
    const random = rng(SEED);
    const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)];
    const keys = ['a', 'b', 'Z', 'é', 'ü', '"q"', 'back\\slash', '10', '2', '', 'line\nbreak', '\u2028', 'ﬀ', '😀', 'units', 'power'];
    const value = (depth: number): unknown => {
      const r = random();
      if (depth > 3 || r < 0.35)
        return pick<unknown>([null, undefined, true, false, 0, -0, 1.5, -7, 1e21, NaN, Infinity, '', 'x', 'é"\\\n', '\u0007', '😀', 12345678901234]);
      if (r < 0.65) return Array.from({ length: Math.floor(random() * 5) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 6) }, () => [pick(keys), value(depth + 1)]));
    };
    for (let i = 0; i < 5000; i++) {
      const v = value(0);
      expect(canonical(v)).toBe(plain(v));
    }
  });

  it('a stored position keeps its text', () => {
    const position = {
      variant: 'standard',
      phase: { season: 'spring', year: 1901, type: 'movement' },
      units: [{ power: 'England', type: 'F', province: 'lon', coast: null, builtAt: undefined }],
      dislodged: [],
      standoffs: ['bur'],
      supplyCenters: { France: ['par', 'bre'], England: ['lon'] },
    };
    expect(canonical(position)).toBe(
      '{"dislodged":[],"phase":{"season":"spring","type":"movement","year":1901},"standoffs":["bur"],"supplyCenters":{"England":["lon"],"France":["par","bre"]},"units":[{"coast":null,"power":"England","province":"lon","type":"F"}],"variant":"standard"}',
    );
  });
});
