// Values built on first use (electron/runtime/lazy.mjs): the command line's bundles keep large JSON
// as text and electron/service/validate.ts builds its zod schemas when first used, behind proxies
// that must answer every read as the built value would.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jsonParts } from '../../../electron/runtime/bundles.mjs';
import { lazyJson, lazyJsonFile, lazyJsonFileParts, lazyObject, resolved } from '../../../electron/runtime/lazy.mjs';
import { check, int, object, oneOf, optional, record, str, tagged } from '../../../electron/service/validate';

describe('lazyObject', () => {
  it('builds once, on the first read, and answers every read from the built object', () => {
    let builds = 0;
    class Board {
      constructor(readonly id: string) {}
      label(): string {
        return `board ${this.id}`;
      }
    }
    const board = lazyObject(() => {
      builds++;
      return new Board('standard');
    });
    expect(builds).toBe(0);
    expect(board.id).toBe('standard');
    expect(board.label()).toBe('board standard');
    expect(board).toBeInstanceOf(Board);
    expect('id' in board).toBe(true);
    expect(Object.keys(board)).toEqual(['id']);
    expect({ ...board }).toEqual({ id: 'standard' });
    expect(JSON.stringify(board)).toBe('{"id":"standard"}');
    expect(builds).toBe(1);
    expect(resolved(board)).toBeInstanceOf(Board);
    expect(resolved(board)).not.toBe(board);
    expect(resolved(board)).toBe(resolved(board));
    const plain = { id: 'x' };
    expect(resolved(plain)).toBe(plain);
    expect(resolved(null)).toBe(null);
  });

  it('lazyJson parses its text on first use only, and the value reads as the parsed JSON', () => {
    const text = JSON.stringify({ viewBox: [0, 0, 10, 10], provinces: { lon: { kind: 'land' } } });
    const value = lazyJson(text) as { viewBox: number[]; provinces: Record<string, { kind: string }> };
    expect(value.provinces.lon.kind).toBe('land');
    expect(Object.hasOwn(value, 'viewBox')).toBe(true);
    expect(Object.hasOwn(value.provinces, '__proto__')).toBe(false);
    expect(JSON.parse(JSON.stringify(value))).toEqual(JSON.parse(text));
    // A bad text is found when read, as JSON.parse would find it then.
    const bad = lazyJson('{') as { x?: number };
    expect(() => bad.x).toThrow(SyntaxError);
  });

  it('lazyJsonFile reads its file on first use only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-lazy-'));
    try {
      const file = join(dir, 'board.json');
      const value = lazyJsonFile(pathToFileURL(file)) as { id?: string };
      // Not read yet: the file may even come later.
      writeFileSync(file, '{"id":"standard"}');
      expect(value.id).toBe('standard');
      writeFileSync(file, '{"id":"changed"}');
      expect(value.id).toBe('standard');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('lazyJsonFileParts reads its file at the first property read and parses only the properties read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adjutant-lazy-'));
    try {
      // Keys and values as catalogues and maps have them: words beyond ASCII (the slices are the
      // text's characters, not its bytes), an integer-like key (first in every order), `__proto__`.
      const data = { id: 'standard', report: { and: 'et', lyon: 'Golfe du Lion 🦁', é: ['Bourgogne'] }, 12: [1, 2], ['__proto__']: { x: 1 }, last: null };
      const parsed = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
      const compact = JSON.stringify(parsed);
      const parts = jsonParts(parsed, compact)!;
      expect(parts.map(([key]) => key)).toEqual(['12', 'id', 'report', '__proto__', 'last']);
      for (const [key, start, end] of parts) expect(JSON.parse(compact.slice(start, end)), key).toEqual(parsed[key]);
      expect(jsonParts(parsed, `${compact} `)).toBe(null);

      const file = join(dir, 'catalogue.json');
      const value = lazyJsonFileParts(pathToFileURL(file), parts);
      // Its keys are known before the file is read: the file may even come later.
      expect(Reflect.ownKeys(value)).toEqual(['12', 'id', 'report', '__proto__', 'last']);
      expect('__proto__' in value && 'last' in value && !('other' in value)).toBe(true);
      expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
      writeFileSync(file, compact);
      expect(value.report).toEqual(parsed.report);
      expect(value.report).toBe(value.report);
      // Read once: a later change of the file is not seen, as with lazyJsonFile.
      writeFileSync(file, compact.replace('standard', 'changed!'));
      expect(value.id).toBe('standard');
      expect(JSON.stringify(value)).toBe(compact);
      expect(Object.keys(value)).toEqual(['12', 'id', 'report', '__proto__', 'last']);
      expect(Object.hasOwn(value, '__proto__')).toBe(true);
      expect({ ...value }).toEqual(parsed);
      value.last = 'set';
      expect(value.last).toBe('set');
      expect(Object.getOwnPropertyDescriptor(value, 'last')).toEqual({ value: 'set', writable: true, enumerable: true, configurable: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('validate.ts schemas built on first use', () => {
  it('check through nested lazy schemas answers the same values and faults', () => {
    const unit = object({ province: str({ min: 3, max: 3 }), coast: optional(str()) });
    const order = tagged<{ kind: 'hold'; unit: { province: string } } | { kind: 'move'; unit: { province: string }; to: string }>('kind', {
      hold: object({ kind: oneOf(['hold']), unit }),
      move: object({ kind: oneOf(['move']), unit, to: str() }),
    });
    const sheet = object({ year: int({ min: 1901 }), orders: record(order) });
    expect(check(sheet, { year: 1901, orders: { a: { kind: 'hold', unit: { province: 'lon' } } } })).toEqual({
      ok: true,
      value: { year: 1901, orders: { a: { kind: 'hold', unit: { province: 'lon' } } } },
    });
    const bad = check(sheet, { year: 1900, orders: { a: { kind: 'move', unit: { province: 'london' } } }, extra: 1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toContain('extra');
      expect(bad.error).toContain('year: must be at least 1901, got 1900');
    }
    expect(check(sheet, { year: 1901, orders: { a: { kind: 'move', unit: { province: 'london' }, to: 'nth' } } })).toEqual({
      ok: false,
      error: 'orders.a.unit.province: must be at most 3 characters',
    });
  });
});
