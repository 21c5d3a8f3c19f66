// The scene as data: fills by owner, arrows, supports ending on arrows, coasts, and what results add.
import { describe, expect, it } from 'vitest';
import { standardGeometry } from '../../../engine/draw/geometry';
import { buildScene, localLabels, type Scene, type SceneMove, type SceneSupport } from '../../../engine/draw/scene';
import { standardMap } from '../../../engine/map/standard';
import { BOARD, ORDER, powerColours } from '../../../engine/draw/style';
import { fixtures } from '../../renderer/harness/fixtures';

const map = standardMap();
const all = fixtures(map);
const sceneOf = (name: string, withResults = true): Scene => {
  const f = all.find((x) => x.name === name)!;
  return buildScene({ geometry: standardGeometry, position: f.position, orders: f.orders, results: withResults ? f.results : null });
};
const byKind = <K extends Scene['orders'][number]['kind']>(s: Scene, kind: K) =>
  s.orders.filter((o) => o.kind === kind) as Extract<Scene['orders'][number], { kind: K }>[];

describe('scene: the board', () => {
  const s = sceneOf('opening-orders');

  it('has every province, 34 centres and a label each', () => {
    expect(s.provinces).toHaveLength(75);
    expect(s.centers).toHaveLength(34);
    expect(s.labels).toHaveLength(75);
    expect(s.labels.find((l) => l.province === 'par')?.text).toBe('Par');
    expect(s.labels.find((l) => l.province === 'nth')?.text).toBe('NTH');
  });

  it("labels in a language's edition: its abbreviations where it has one (Bou, Mün, Bor), else the English; variants unchanged", () => {
    const text = (code: string, id: string, mapId = 'standard') => localLabels(s.labels, mapId, code).find((l) => l.province === id)?.text;
    expect(text('fr', 'bur')).toBe('Bou');
    expect(text('de', 'mun')).toBe('Mün');
    expect(text('de', 'boh')).toBe('Böh');
    expect(text('it', 'bur')).toBe('Bor');
    // No edition abbreviation: the English one, seas in capitals.
    expect(text('fr', 'par')).toBe('Par');
    expect(text('de', 'nth')).toBe('NTH');
    expect(text('en', 'bur')).toBe('Bur');
    expect(text('fr', 'bur', 'ancient_med')).toBe('Bur');
    // Every label stays three letters (the board's label box fits them), and the positions are kept.
    for (const code of ['fr', 'de', 'it']) {
      const local = localLabels(s.labels, 'standard', code);
      expect(local.filter((l) => [...l.text].length !== 3)).toEqual([]);
      expect(local.map((l) => [l.province, l.x, l.y])).toEqual(s.labels.map((l) => [l.province, l.x, l.y]));
    }
  });

  it('colours land by the owner of its centre; neutral land and sea apart', () => {
    const fill = (id: string) => s.provinces.find((p) => p.id === id)!.fill;
    expect(fill('par')).toBe(powerColours('France').land);
    expect(fill('mos')).toBe(powerColours('Russia').land);
    expect(fill('bel')).toBe(BOARD.neutralLand);
    expect(fill('bur')).toBe(BOARD.neutralLand);
    expect(fill('nth')).toBe(BOARD.sea);
    const mains = new Set(map.powers.map((p) => powerColours(p.name).main));
    const lands = new Set(map.powers.map((p) => powerColours(p.name).land));
    expect(mains.size).toBe(7);
    expect(lands.size).toBe(7);
    expect(s.centers.find((c) => c.province === 'bel')?.fill).toBe(BOARD.centerNeutral);
    expect(s.centers.find((c) => c.province === 'ank')?.fill).toBe(powerColours('Turkey').main);
  });

  it('draws the 22 units in their power colours, fleets on split coasts at the coast point', () => {
    expect(s.units).toHaveLength(22);
    const stp = s.units.find((u) => u.province === 'stp')!;
    expect([stp.x, stp.y]).toEqual(standardGeometry.provinces.stp.coasts!.sc);
    expect(stp.fill).toBe(powerColours('Russia').main);
  });

  it('one arrow per move order, and the support ends on the arrow it supports', () => {
    const moves = byKind(s, 'move');
    expect(moves).toHaveLength(21);
    expect(moves.every((m) => m.status === 'ordered' && !m.bounced)).toBe(true);
    const support = byKind(s, 'support')[0] as SceneSupport;
    const arrow = moves.find((m) => m.province === 'par')!;
    const [, , x, y] = support.points;
    // The end lies on the segment from Paris to Burgundy.
    const [x0, y0, x1, y1] = arrow.points;
    const cross = (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0);
    expect(Math.abs(cross) / Math.hypot(x1 - x0, y1 - y0)).toBeLessThan(0.5);
    expect(support.phantom).toBeNull();
  });
});

describe('scene: results', () => {
  it('bounced moves stop short with a bounce mark', () => {
    const s = sceneOf('opening');
    const bounced = byKind(s, 'move')
      .filter((m) => m.bounced)
      .map((m) => m.province)
      .sort();
    expect(bounced).toEqual(['ank', 'mun', 'sev', 'vie', 'war']);
    expect(
      s.marks
        .filter((m) => m.kind === 'bounce')
        .map((m) => m.province)
        .sort(),
    ).toEqual(bounced);
    const vie = byKind(s, 'move').find((m) => m.province === 'vie') as SceneMove;
    const len = (p: number[]) => Math.hypot(p[p.length - 2] - p[0], p[p.length - 1] - p[1]);
    expect(len(vie.points)).toBeLessThan(len(vie.route) * 0.7);
    expect(byKind(s, 'move').find((m) => m.province === 'par')!.status).toBe('succeeds');
  });

  it('without results nothing bounces', () => {
    expect(sceneOf('opening', false).marks).toEqual([]);
  });

  it('a cut support is crossed; a disrupted convoy and its army are marked', () => {
    const s = sceneOf('mid');
    expect(s.marks.filter((m) => m.kind === 'cut').map((m) => m.province)).toEqual(['bur']);
    expect(byKind(s, 'support').find((o) => o.province === 'bur')).toMatchObject({ status: 'fails', reason: 'cut' });
    expect(s.marks.filter((m) => m.kind === 'disrupted').map((m) => m.province)).toEqual(['apu']);
    expect(s.marks.filter((m) => m.kind === 'failed').map((m) => m.province)).toContain('ion');
  });

  it('dislodged units are drawn offset and marked', () => {
    const s = sceneOf('mid');
    const dislodged = s.units
      .filter((u) => u.dislodged)
      .map((u) => u.province)
      .sort();
    expect(dislodged).toEqual(['bel', 'ion']);
    const bel = s.units.find((u) => u.province === 'bel')!;
    expect(bel.x).not.toBe(standardGeometry.provinces.bel.unit[0]);
    expect(s.marks.filter((m) => m.kind === 'dislodged')).toHaveLength(2);
  });

  it('illegal and void orders are greyed', () => {
    const s = sceneOf('mid');
    expect(byKind(s, 'move').find((m) => m.province === 'kie')).toMatchObject({ status: 'illegal', colour: ORDER.greyed });
    expect(byKind(s, 'support').find((m) => m.province === 'con')).toMatchObject({ status: 'void', colour: ORDER.greyed });
  });

  it('a convoyed army runs through its fleets; the convoy order needs no line then', () => {
    const s = sceneOf('mid');
    const lon = byKind(s, 'move').find((m) => m.province === 'lon')!;
    const nth = standardGeometry.provinces.nth.unit;
    expect(lon.viaConvoy).toBe(true);
    expect(lon.route.length).toBe(6);
    expect([lon.route[2], lon.route[3]]).toEqual(nth);
    expect(byKind(s, 'convoy').find((c) => c.province === 'nth')!.points).toEqual([]);
  });

  it('head-to-head moves are set apart', () => {
    const s = sceneOf('mid');
    const tri = byKind(s, 'move').find((m) => m.province === 'tri')!;
    const ven = byKind(s, 'move').find((m) => m.province === 'ven')!;
    expect(Math.hypot(tri.route[0] - ven.route[2], tri.route[1] - ven.route[3])).toBeGreaterThan(5);
  });
});

describe('scene: other phases and highlights', () => {
  it('a retreat phase shows the dislodged units beside the victors, and the orders on them', () => {
    const s = sceneOf('retreat');
    expect(
      s.units
        .filter((u) => u.dislodged)
        .map((u) => u.province)
        .sort(),
    ).toEqual(['bel', 'ion']);
    expect(byKind(s, 'disband')).toHaveLength(1);
  });

  it('builds are drawn as ghosts where they go, a fleet on its coast', () => {
    const s = sceneOf('winter');
    const builds = byKind(s, 'build');
    expect(builds.map((b) => b.province).sort()).toEqual(['lon', 'stp']);
    const stp = builds.find((b) => b.province === 'stp')!;
    expect([stp.x, stp.y]).toEqual(standardGeometry.provinces.stp.coasts!.nc);
  });

  it('lights targets, retreat options, coast spots and the source unit', () => {
    const f = all.find((x) => x.name === 'opening-orders')!;
    const s = buildScene({
      geometry: standardGeometry,
      position: f.position,
      orders: [],
      highlights: [
        { kind: 'source', province: 'con' },
        { kind: 'target', province: 'bla' },
        { kind: 'target', province: 'bul', coast: 'sc' },
        { kind: 'retreat', province: 'smy' },
      ],
    });
    expect(s.provinces.find((p) => p.id === 'bla')!.highlight).toBe('target');
    expect(s.provinces.find((p) => p.id === 'smy')!.highlight).toBe('retreat');
    // The spot stands on the drawn south coast of Bulgaria, wherever the board's projection puts it.
    const [x, y] = standardGeometry.provinces.bul.coasts!.sc!;
    expect(s.spots).toEqual([{ kind: 'target', province: 'bul', coast: 'sc', x, y }]);
    expect(s.units.find((u) => u.province === 'con')!.source).toBe(true);
    expect(s.units.filter((u) => u.source)).toHaveLength(1);
  });
});
