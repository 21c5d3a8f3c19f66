// Issue 26 item 10: the engine against the reference adjudicator (test/reference), and against
// itself with units and orders listed in other orders, under every rule preset, `2023` (the one new
// games start from) included, with no exception: the reference reads every option a preset sets that
// bears on a movement phase (the others are listed with why in NOT_IN_A_MOVEMENT_PHASE), and every
// difference counts. Seeds are fixed and printed on failure; `REF_SEED=123` runs one seed.
import { describe, expect, it } from 'vitest';
import { standardMap } from '../../engine/map/standard';
import { CATALOGUE, PRESETS, resolveOptions, type RuleOptions } from '../../engine/index';
import { compare, describe as describeVerdict } from '../reference/compare';
import { NOT_IN_A_MOVEMENT_PHASE, SUPPORTED } from '../reference/adjudicate';
import { generate } from '../reference/generator';
import { firstDifference, runListed } from '../reference/shuffle';
import { rng, shuffle } from '../support/randomBoard';
import { unitsOf } from '../support/positions';
import { optionsLabel } from '../reference/optionSets';
import type { GivenOrder, Position } from '../../engine/types';

const map = standardMap();
const single = process.env.REF_SEED ? Number(process.env.REF_SEED) : null;
const RUNS = Number(process.env.PRESET_RUNS ?? 300);
const seeds = (offset: number): number[] => (single !== null ? [single] : Array.from({ length: RUNS }, (_, i) => offset + i + 1));

function presetOptions(id: string): RuleOptions {
  const r = resolveOptions({ preset: id });
  if (!r.ok) throw new Error(`preset ${id}: ${r.error.message}`);
  return r.value;
}

function expectNone(preset: string, failures: { seed: number; text: string }[]): void {
  const head = failures.slice(0, 2).map((f) => `--- seed ${f.seed}\n${f.text}`);
  expect(failures.length, `preset ${preset}: ${failures.length} failing seeds: ${failures.map((f) => f.seed).join(', ')}\n${head.join('\n')}`).toBe(0);
}

it('covers every preset, 2023 included', () => {
  expect(PRESETS.map((p) => p.id)).toContain('2023');
});

it('the reference reads every option a preset sets, or says why a movement phase has nothing for it to decide', () => {
  const set = [...new Set(PRESETS.flatMap((p) => Object.keys(p.settings)))].sort();
  const unread = set.filter((id) => !(SUPPORTED as readonly string[]).includes(id) && !(id in NOT_IN_A_MOVEMENT_PHASE));
  expect(unread).toEqual([]);
  // What it sets aside is really outside a movement phase's adjudication, by the catalogue's own word.
  for (const id of Object.keys(NOT_IN_A_MOVEMENT_PHASE)) {
    const spec = CATALOGUE.find((o) => o.id === id)!;
    const outside = spec.appliesTo !== 'adjudication' || /adjust|build|civil disorder/i.test(`${spec.title} ${spec.summary}`);
    expect(outside, `${id}: ${spec.title}`).toBe(true);
  }
});

describe('engine equals the reference adjudicator under every preset', () => {
  PRESETS.forEach((preset, k) => {
    const options = presetOptions(preset.id);
    it(`preset ${preset.id}`, () => {
      const failures: { seed: number; text: string }[] = [];
      for (const seed of seeds(7_000_000 + 10_000 * k)) {
        const g = generate(map, seed);
        const v = compare(map, g.position, g.orders, options);
        if (v.differences.length) failures.push({ seed, text: `${g.template}\n${describeVerdict(map, g.position, g.orders, v, optionsLabel(options))}` });
      }
      expectNone(preset.id, failures);
    });
  });
});

/**
 * 4.E.1 with every alternative, on the position of the Gamer's Guide question the DATC quotes: an
 * impossible move (A mun - mos) under a and b is still a move, so the hold support for it is void and
 * Russia dislodges it; under c, d and v3.0 it is ignored and the supported army holds. Under c an army
 * move that needs a convoy the board lacks is an order that fails (A yor - hol); an army to a sea is
 * illegal under c-e.
 */
describe('engine equals the reference on impossible orders under every 4.E.1 alternative', () => {
  const units = unitsOf('Germany A mun, Germany A ruh, Russia A sil, Russia A boh, England A yor, England F lon, England A wal');
  const [mun, ruh, sil, boh, yor, lon, wal] = units.map(({ power, type, province }) => ({ power, type, province, coast: null }));
  const move = (unit: typeof mun, to: string): GivenOrder => ({
    power: unit.power,
    order: { kind: 'move', unit, to, coast: null, viaConvoy: false, path: null },
  });
  const orders: GivenOrder[] = [
    move(mun, 'mos'),
    { power: 'Germany', order: { kind: 'support', unit: ruh, target: mun, to: null, coast: null } },
    move(sil, 'mun'),
    { power: 'Russia', order: { kind: 'support', unit: boh, target: sil, to: 'mun', coast: null } },
    move(yor, 'hol'),
    move(lon, 'wal'),
    move(wal, 'nth'),
  ];
  const position = { phase: { season: 'spring', year: 1901, type: 'movement' }, units, dislodged: [], standoffs: [], supplyCenters: {} } as unknown as Position;
  const expected: Record<string, string> = {
    'any-format': 'fails,void,succeeds,succeeds,fails,fails,fails',
    'known-places': 'fails,void,succeeds,succeeds,fails,fails,fails',
    'possible-on-map': 'illegal,succeeds,fails,succeeds,fails,fails,illegal',
    'possible-now': 'illegal,succeeds,fails,succeeds,illegal,fails,illegal',
    'possible-now-needed': 'illegal,succeeds,fails,succeeds,illegal,fails,illegal',
  };
  it.each(Object.keys(expected))('4.E.1 %s', (alternative) => {
    const r = resolveOptions({ options: { '4.E.1': alternative } });
    if (!r.ok) throw new Error(r.error.message);
    const v = compare(map, position, orders, r.value);
    expect(v.differences, describeVerdict(map, position, orders, v)).toEqual([]);
    expect(v.reference.orders.join()).toBe(expected[alternative]);
  });
});

describe('engine results do not depend on the order of units and orders, under every preset', () => {
  PRESETS.forEach((preset, k) => {
    const options = presetOptions(preset.id);
    it(`preset ${preset.id}`, () => {
      const failures: { seed: number; text: string }[] = [];
      for (const seed of seeds(8_000_000 + 10_000 * k).slice(0, Math.ceil(RUNS / 3))) {
        const g = generate(map, seed);
        const ident = g.orders.map((_, i) => i);
        const units = g.position.units.map((_, i) => i);
        const base = runListed(map, g.position, g.orders, options, units, ident);
        const r = rng(seed);
        for (let n = 0; n < 8; n++) {
          const up = shuffle(r, [...units]);
          const op = shuffle(r, [...ident]);
          const other = runListed(map, g.position, g.orders, options, up, op);
          if (other !== base) {
            failures.push({ seed, text: `${g.template}: units ${up.map((i) => g.position.units[i].province)}: ${firstDifference(base, other)}` });
            break;
          }
        }
      }
      expectNone(preset.id, failures);
    });
  });
});
