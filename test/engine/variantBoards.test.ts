// DATC-style fixtures for the special places of the new boards (docs/variants.md): a position, the
// orders as a player writes them, and the outcome of each, as the variant's published rules and its
// peers' map data (godip; webDiplomacy and vDiplomacy, where each variant is played) have it.
import { describe, expect, it } from 'vitest';
import { adjudicate } from '../../engine/adjudicate/index';
import { mapOf } from '../../engine/map/standard';
import { readSheet } from '../../engine/orders/index';
import type { GameMap } from '../../engine/map/types';
import type { Coast, Outcome, Position, Unit } from '../../engine/types';

/** `Rome F nea` / `Russia F stp/sc`: a unit as a fixture writes it. */
function unit(text: string): Unit {
  const [power, type, at] = text.split(' ');
  const [province, coast] = at.split('/');
  return { power, type: type as 'A' | 'F', province, coast: (coast ?? null) as Coast | null };
}

/** Adjudicates `orders` (a sheet with power headers) on `units`; the outcome of each order, in the sheet's order. */
function outcomes(map: GameMap, units: string[], orders: string): Outcome[] {
  const position: Position = {
    variant: map.id,
    phase: { season: 'spring', year: 1901, type: 'movement' },
    units: units.map(unit),
    dislodged: [],
    standoffs: [],
    supplyCenters: map.start.supplyCenters,
  };
  const sheet = readSheet(orders, map, { phase: 'movement', units: position.units });
  const bad = sheet.lines.filter((l) => 'status' in l && (l.status === 'error' || l.status === 'ambiguous'));
  expect(bad, 'every line reads').toEqual([]);
  const out = adjudicate(map, position, sheet.orders);
  return sheet.orders.map((o) => out.results.find((r) => JSON.stringify(r.order) === JSON.stringify(o.order))?.outcome ?? 'void');
}

describe('Ancient Mediterranean: special places', () => {
  const map = mapOf('ancient-mediterranean')!;

  it('has 79 provinces, 34 centers, five powers of three units each, 18 to win', () => {
    expect(map.provinces).toHaveLength(79);
    expect(map.provinces.filter((p) => p.supplyCenter)).toHaveLength(34);
    expect(map.powers.map((p) => p.name)).toEqual(['Rome', 'Greece', 'Egypt', 'Persia', 'Carthage']);
    expect(map.start.units).toHaveLength(15);
    expect(map.victoryCenters).toBe(18);
  });

  it('Athens-Sparta canal: armies and fleets cross; Athens has one coast', () => {
    expect(outcomes(map, ['Greece A ath', 'Greece F spa'], 'Greece:\nA Athens - Sparta\nF Sparta - Messenian Sea')).toEqual(['succeeds', 'succeeds']);
    expect(map.province('ath')!.coasts).toEqual([]);
    expect(map.canMove('F', { province: 'ion', coast: null }, { province: 'ath', coast: null })).toBe(true);
    expect(map.canMove('F', { province: 'aeg', coast: null }, { province: 'ath', coast: null })).toBe(true);
  });

  it('Byzantium canal: a fleet sails from the Aegean through Byzantium into the Black Sea', () => {
    expect(outcomes(map, ['Greece F aeg'], 'Greece: F Aegean Sea - Byzantium')).toEqual(['succeeds']);
    expect(outcomes(map, ['Greece F byz'], 'Greece: F Byzantium - Black Sea')).toEqual(['succeeds']);
    expect(outcomes(map, ['Greece A mac'], 'Greece: A Macedonia - Byzantium')).toEqual(['succeeds']);
  });

  it('the Nile: fleets sail between Alexandria, Memphis, Thebes and Bayuda', () => {
    expect(outcomes(map, ['Egypt F ale', 'Egypt F the'], 'Egypt:\nF Alexandria - Memphis\nF Thebes - Bayuda')).toEqual(['succeeds', 'succeeds']);
    expect(map.fleetNeighbours({ province: 'mem', coast: null }).map((l) => l.province)).toEqual(['ale', 'bay', 'the']);
  });

  it('Sicilian strait: an army crosses from Neapolis to Sicilia without a convoy', () => {
    expect(outcomes(map, ['Rome A nea'], 'Rome: A Neapolis - Sicilia')).toEqual(['succeeds']);
  });

  it('four-way corners: Ausonian, Messenian, Tacape and Libyan seas all touch; so do Alexandria, Sinai, Thebes and Pelusium', () => {
    for (const [a, b] of [
      ['aus', 'lib'],
      ['mes', 'got'],
      ['aus', 'mes'],
      ['got', 'lib'],
    ]) {
      expect(map.canMove('F', { province: a, coast: null }, { province: b, coast: null }), `${a}-${b}`).toBe(true);
    }
    expect(outcomes(map, ['Egypt F ale', 'Egypt A the'], 'Egypt:\nF Alexandria - Gulf of Pelusium\nA Thebes - Sinai')).toEqual(['succeeds', 'succeeds']);
    expect(map.armyNeighbours('ale')).toContain('sii');
  });

  it('Baleares: armies reach it only by convoy, and (as on webDiplomacy) a fleet there cannot convoy', () => {
    expect(map.armyNeighbours('bal')).toEqual([]);
    expect(outcomes(map, ['Carthage A sag'], 'Carthage: A Saguntum - Baleares')).not.toContain('succeeds');
    expect(outcomes(map, ['Carthage A sag', 'Carthage F ber'], 'Carthage:\nA Saguntum - Baleares\nF Berber Sea C A Saguntum - Baleares')).toEqual([
      'succeeds',
      'succeeds',
    ]);
    const viaBaleares = outcomes(
      map,
      ['Carthage A tar', 'Carthage F bal'],
      'Carthage:\nA Tarraconensis - Saguntum via convoy\nF Baleares C A Tarraconensis - Saguntum',
    );
    expect(viaBaleares[1]).not.toBe('succeeds');
  });
});

describe('Youngstown Redux: special places', () => {
  const map = mapOf('youngstown-redux')!;

  it('has ten powers, 44 units, 28 centers to win', () => {
    expect(map.powers).toHaveLength(10);
    expect(map.start.units).toHaveLength(44);
    expect(map.victoryCenters).toBe(28);
  });

  it('six two-coast provinces: Spain, St Petersburg, Levant, Arabia, Hebei, Thailand', () => {
    expect(map.provinces.filter((p) => p.coasts.length > 0).map((p) => p.id)).toEqual(['ara', 'heb', 'lev', 'spa', 'stp', 'tha']);
    // A fleet names the coast it moves to where both are in reach, and only the coast it touches counts.
    expect(map.reachableCoasts({ province: 'yel', coast: null }, 'heb')).toEqual(['nc', 'sc']);
    expect(map.reachableCoasts({ province: 'ecs', coast: null }, 'heb')).toEqual(['sc']);
    expect(outcomes(map, ['China F ecs'], 'China: F East China Sea - Hebei')).toEqual(['succeeds']);
    expect(outcomes(map, ['Russia F stp/sc'], 'Russia: F St Petersburg/sc - Barents Sea')).not.toContain('succeeds');
  });

  it('box seas join the oceans in rows and columns: a fleet sails round the world', () => {
    expect(outcomes(map, ['Britain F bxa', 'Britain F bxd'], 'Britain:\nF Box A - Box D\nF Box D - North Pacific Ocean')).toEqual(['succeeds', 'succeeds']);
    expect(map.fleetNeighbours({ province: 'nao', coast: null }).map((l) => l.province)).toContain('bxa');
    expect(map.canMove('F', { province: 'bxa', coast: null }, { province: 'bxe', coast: null })).toBe(false);
  });

  it('the two places where the published data differ, decided by vDiplomacy’s (docs/variants.md)', () => {
    // Caucasus and Omsk do not touch (godip joins them; vDiplomacy, webDiplomacy and the board do not).
    expect(outcomes(map, ['Russia A cau'], 'Russia: A Caucasus - Omsk')).not.toContain('succeeds');
    // Hebei's south coast touches the Yellow Sea (vDiplomacy and webDiplomacy; godip leaves it out).
    expect(outcomes(map, ['China F yel'], 'China: F Yellow Sea - Hebei/sc')).toEqual(['succeeds']);
  });
});

describe('Youngstown Redux: the standard board’s names carry over', () => {
  const map = mapOf('youngstown-redux')!;
  it('reads the standard abbreviations where its own ids differ (Lvp, Vie, Tri, Mao, Nth)', () => {
    const sheet = readSheet('Britain:\nF Lvp - Iri\nF Lon - Nth\nAustria:\nA Vie - Tyr\nA Tri - Ven\nFrance:\nF Bre - Mao\n', map, { phase: 'movement' });
    expect(sheet.orders.map((o) => ('unit' in o.order ? o.order.unit.province : '') + '-' + (o.order.kind === 'move' ? o.order.to : ''))).toEqual([
      'lie-iri',
      'lon-not',
      'vnn-tyo',
      'tes-ven',
      'bre-mid',
    ]);
  });
});
