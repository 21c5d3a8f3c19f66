// Ownership after a fall turn (engine/game/phase.ts updateOwnership), made by province index in the
// order sort() gives, without a Map or a sort per phase: it must give exactly what the plain
// definition (ownershipByName, the code it replaced) gives (every center with a unit on it is that unit's power's; the rest stay; each
// power's list sorted), key order included, on random boards and on positions naming centers or
// powers the map does not have.
import { describe, expect, it } from 'vitest';
import { ownershipByName, updateOwnership } from '../../engine/game/phase';
import { mulberry32 } from '../../engine/random';
import { mapOf, standardMap, VARIANTS, type ByPower, type GameMap, type ProvinceId, type Unit } from '../../engine/index';
import { randomUnits } from '../support/randomBoard';

const plain = ownershipByName;

/** Centers dealt at random to the map's powers (some left neutral). */
function randomCenters(map: GameMap, r: () => number): ByPower<ProvinceId[]> {
  const out: ByPower<ProvinceId[]> = {};
  for (const p of map.provinces) {
    if (!p.supplyCenter || r() < 0.3) continue;
    const power = map.powers[Math.floor(r() * map.powers.length)].name;
    (out[power] ??= []).push(p.id);
  }
  return out;
}

const same = (a: ByPower<ProvinceId[]>, b: ByPower<ProvinceId[]>) => expect(JSON.stringify(a)).toBe(JSON.stringify(b));

describe('updateOwnership', () => {
  for (const id of VARIANTS) {
    it(`gives what the plain definition gives on 300 random ${id} boards`, () => {
      const map = mapOf(id)!;
      const seed = 2811;
      const r = mulberry32(seed);
      for (let i = 0; i < 300; i++) {
        const units = randomUnits(map, r, 1 + Math.floor(r() * 30));
        const before = randomCenters(map, r);
        expect(JSON.stringify(updateOwnership(map, units, before)), `seed ${seed}, board ${i}`).toBe(JSON.stringify(plain(map, units, before)));
      }
    });
  }

  it('takes the general way for a center or a power the map does not have', () => {
    const map = standardMap();
    const units: Unit[] = [{ power: 'France', type: 'A', province: 'bel', coast: null }];
    const cases: ByPower<ProvinceId[]>[] = [
      { France: ['par', 'bre', 'mar'], Atlantis: ['spa'] },
      { France: ['par', 'bur'], England: ['lon'] },
      { England: ['xyz', 'lon'], France: ['par'] },
      { constructor: ['hol'], France: ['par'] },
    ];
    for (const before of cases) same(updateOwnership(map, units, before), plain(map, units, before));
  });
});
