// The variants Adjutant ships (resources/maps/variants/) and the variant loader: a variant on a base
// board gives only what differs, and every fault is named as for a map file.
import { describe, expect, it } from 'vitest';
import { loadVariant, mapOf, VARIANTS, variantSummary, builderOf, buildCenters, readSheet, formatOrder } from '../../engine/index';
import type { GameMap } from '../../engine/index';
import { standardMap } from '../../engine/map/standard';
import { checkedBuiltIn } from '../../engine/map/variants';

function variant(id: string): GameMap {
  const map = mapOf(id);
  if (map === null) throw new Error(`no variant ${id}`);
  return map;
}

describe('shipped variants', () => {
  it('lists the standard game first, then the variants on its board', () => {
    expect(VARIANTS.slice(0, 4)).toEqual(['standard', 'fleet-rome', '1898', 'chaos']);
    for (const id of VARIANTS) expect(variant(id).id).toBe(id);
    expect(mapOf('standard')).toBe(standardMap());
    expect(mapOf('atlantis')).toBeNull();
    expect(mapOf('toString')).toBeNull();
  });

  // mapOf builds the shipped files without the map check (a command's start: docs/PERFORMANCE.md,
  // "Sixth pass"); here every one passes the full check and is built exactly alike.
  it('every shipped variant passes the full map check and is the map mapOf answers', () => {
    expect(checkedBuiltIn('atlantis')).toBeNull();
    for (const id of VARIANTS) {
      const checked = checkedBuiltIn(id);
      if (!checked?.ok) throw new Error(`${id}: ${JSON.stringify(checked?.error)}`);
      const fast = variant(id);
      expect(JSON.stringify(fast)).toBe(JSON.stringify(checked.value));
      // Every lookup from each province (each of its coasts), one comparison a province: an expect a
      // lookup was 6,000 a variant, most of the file's CPU in vitest's bookkeeping (docs/PERFORMANCE.md).
      const lookups = (m: GameMap, p: GameMap['provinces'][number]) => ({
        province: p.id,
        army: m.armyNeighbours(p.id),
        home: m.homeCenters(p.home ?? ''),
        coasts: [null, ...p.coasts].map((coast) => {
          const from = { province: p.id, coast };
          return { coast, fleet: m.fleetNeighbours(from), reaches: checked.value.provinces.map((to) => [to.id, m.reachableCoasts(from, to.id)]) };
        }),
      });
      for (const p of checked.value.provinces) expect(lookups(fast, p), `${id} ${p.id}`).toEqual(lookups(checked.value, p));
    }
  });

  it('Fleet Rome: the standard game with F Rome for Italy', () => {
    const m = variant('fleet-rome');
    expect(m.board).toBe('standard');
    expect(m.provinces).toHaveLength(75);
    const italy = m.start.units.filter((u) => u.power === 'Italy').map((u) => `${u.type} ${u.province}`);
    expect(italy.sort()).toEqual(['A ven', 'F nap', 'F rom']);
    expect(m.start.units).toHaveLength(22);
    expect(m.victoryCenters).toBe(18);
    expect(m.buildRule).toBe('home-centers');
  });

  it('1898: one unit and one center per power, spring 1899, the usual home centers', () => {
    const m = variant('1898');
    expect(m.start.phase).toEqual({ season: 'spring', year: 1899, type: 'movement' });
    expect(m.start.units.map((u) => `${u.power} ${u.type} ${u.province}`)).toEqual([
      'Austria A tri',
      'England F edi',
      'France A bre',
      'Germany A kie',
      'Italy A nap',
      'Russia A stp',
      'Turkey A smy',
    ]);
    expect(m.start.supplyCenters.England).toEqual(['edi']);
    expect(m.homeCenters('England')).toEqual(['edi', 'lon', 'lvp']);
    // Liverpool is England's, but it must take it before it builds there.
    expect(builderOf(m, m.start.supplyCenters, 'lvp')).toBeNull();
    expect(builderOf(m, { England: ['edi', 'lvp'] }, 'lvp')).toBe('England');
  });

  it('Chaos: 34 powers, one center each, builds in any owned center, winter 1900', () => {
    const m = variant('chaos');
    expect(m.powers).toHaveLength(34);
    expect(m.buildRule).toBe('any-owned-center');
    expect(m.start.units).toEqual([]);
    expect(m.start.phase).toEqual({ season: 'winter', year: 1900, type: 'adjustment' });
    for (const p of m.powers) expect(m.homeCenters(p.name)).toHaveLength(1);
    expect(m.homeCenters('Paris')).toEqual(['par']);
    // Paris, having taken Brest, builds there; under the standard rule France could not.
    expect(builderOf(m, { Paris: ['par', 'bre'] }, 'bre')).toBe('Paris');
    expect(buildCenters(m, { Paris: ['par', 'bre'] }, 'Paris')).toEqual(['par', 'bre']);
    expect(builderOf(standardMap(), { France: ['par', 'bel'] }, 'bel')).toBeNull();
    expect(m.canBuildIn('Paris', 'bur')).toBe(false);
    expect(variantSummary(m)).toMatchObject({ id: 'chaos', powers: 34, centers: 34, victoryCenters: 18, board: 'standard' });
  });
});

describe('loadVariant', () => {
  const small = { format: 1, id: 'mine', name: 'Mine', base: 'standard', victoryCenters: 20 };

  it('takes what a variant leaves out from its base', () => {
    const loaded = loadVariant(small);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.value.id).toBe('mine');
    expect(loaded.value.board).toBe('standard');
    expect(loaded.value.victoryCenters).toBe(20);
    expect(loaded.value.start.units).toHaveLength(22);
  });

  it('names an unknown base, and a base that is not a string', () => {
    const a = loadVariant({ ...small, base: 'atlantis' });
    expect(a.ok ? [] : a.error.map((e) => e.code)).toEqual(['unknown-base']);
    expect(a.ok ? '' : a.error[0].message).toContain('atlantis');
    const b = loadVariant({ ...small, base: 7 });
    expect(b.ok ? [] : b.error.map((e) => e.code)).toEqual(['wrong-type']);
  });

  it('checks the merged map as a whole: a variant’s faults are named like a map’s', () => {
    const loaded = loadVariant({ ...small, homes: { France: ['par', 'gas'] }, victoryCenters: 40 });
    expect(loaded.ok ? [] : loaded.error.map((e) => e.code).sort()).toEqual(['bad-victory-centers', 'home-not-center']);
  });

  it('never throws on junk', () => {
    for (const junk of [null, 3, 'x', [], { base: 'standard', powers: 'x' }, { base: '__proto__' }]) {
      expect(loadVariant(junk).ok).toBe(false);
    }
  });
});

describe('the order reader on a variant', () => {
  it('Chaos: a header names a power that shares its name with a province; orders read as the board says', () => {
    const m = variant('chaos');
    // `Brest: build F Bre` is a power's header with an order on its line; the phase is not the reader's to judge.
    const sheet = readSheet('Paris:\nA Par - Bur\nSt Petersburg:\nF StP/nc - Bar\nBrest: build F Bre\n', m, { phase: 'movement' });
    expect(sheet.orders.map((o) => `${o.power}: ${formatOrder(o.order, m, 'short')}`)).toEqual([
      'Paris: A par - bur',
      'St Petersburg: F stp/nc - bar',
      'Brest: build F bre',
    ]);
    const builds = readSheet('Paris:\nBuild A Par\nBrest:\nBuild F Bre\n', m, { phase: 'adjustment' });
    expect(builds.orders.map((o) => o.power)).toEqual(['Paris', 'Brest']);
  });
});
