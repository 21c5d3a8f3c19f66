// The committed drawings of the boards other than the standard one (resources/maps/<board>/geometry.json,
// made by `npm run build:geometry -- <board>`): every province of the map drawn, unit and label points
// inside their own province, a centre marker exactly on the centres, and the drawn borders giving
// exactly the map's adjacencies, apart from the pairs the board draws as links (a strait crossed by
// another border, a canal, a four-way corner), which must not be borders too (docs/map-geometry.md).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAdjacency } from '../../electron/tools/geometry/check';
import { parsePath } from '../../electron/tools/geometry/svgPath';
import { pointInRing } from '../../electron/tools/geometry/polygons';
import type { GeometryFile, Pair } from '../../electron/tools/geometry/types';
import { boardGeometry, buildScene, geometryFor, loadGeometry, mapOf } from '../../engine/index';
import { startPosition } from '../../electron/service/engine';
import { sceneShapes } from '../../engine/draw/shapes';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const BOARDS = [
  { board: 'ancient-mediterranean', provinces: 79, centers: 34, links: 7, pair: ['nea', 'sic'] },
  { board: 'youngstown-redux', provinces: 183, centers: 81, links: 9, pair: ['kag', 'kyo'] },
];

describe.each(BOARDS)('$board board geometry', ({ board, provinces, centers, links, pair }) => {
  const file = join(root, 'resources', 'maps', board, 'geometry.json');
  const mapFile = join(root, 'resources', 'maps', board, 'map.json');
  const geometry = JSON.parse(readFileSync(file, 'utf8')) as GeometryFile;
  const map = mapOf(board)!;
  const inside = (id: string, p: Pair): boolean => parsePath(geometry.provinces[id].path).filter((ring) => pointInRing(p, ring)).length % 2 === 1;

  it('draws every province of the map, with its kind, and nothing else', () => {
    expect(geometry.map).toBe(board);
    expect(Object.keys(geometry.provinces).sort()).toEqual(map.provinces.map((p) => p.id).sort());
    expect(Object.keys(geometry.provinces)).toHaveLength(provinces);
    for (const p of map.provinces) expect(`${p.id} ${geometry.provinces[p.id].kind}`).toBe(`${p.id} ${p.kind === 'sea' ? 'sea' : 'land'}`);
  });

  it("gives exactly the map's adjacencies: every pair a shared border or a marked link, no other border", () => {
    const report = checkAdjacency(geometry, mapFile);
    expect(report.source).toBe('map.json');
    expect({ missing: report.missing, extra: report.extra, badLinks: report.badLinks }).toEqual({ missing: [], extra: [], badLinks: [] });
    expect(report.links).toBe(links);
    expect(report.drawn).toBe(report.expected);
  });

  it('puts every unit point and label inside its own province, and a centre marker on exactly the centres', () => {
    const outside = Object.entries(geometry.provinces).flatMap(([id, p]) => [
      ...(inside(id, p.unit) ? [] : [`${id} unit`]),
      ...(inside(id, p.label) ? [] : [`${id} label`]),
      ...(p.sc === null || inside(id, p.sc) ? [] : [`${id} sc`]),
    ]);
    expect(outside).toEqual([]);
    const marked = Object.keys(geometry.provinces).filter((id) => geometry.provinces[id].sc !== null);
    expect(marked.sort()).toEqual(
      map.provinces
        .filter((p) => p.supplyCenter)
        .map((p) => p.id)
        .sort(),
    );
    expect(marked).toHaveLength(centers);
  });

  it('is the board the engine draws the map on, and passes the check a board from a file gets', () => {
    expect(boardGeometry(board)).not.toBeNull();
    expect(geometryFor(map)?.map).toBe(board);
    const loaded = loadGeometry(JSON.parse(readFileSync(file, 'utf8')), map);
    expect(loaded.ok).toBe(true);
  });

  it('refuses a link that names no province or carries anything but numbers', () => {
    const bad = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    bad.links = [
      { between: [pair[0], 'xxx'], kind: 'strait', from: [1, 2], to: [3, 4] },
      { between: pair, kind: 'strait', from: ['1"/><script>', 2], to: [3, 4] },
      { between: pair, kind: 'tunnel', from: [1, 2], to: [3, 4] },
    ];
    const loaded = loadGeometry(bad, map);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok)
      expect(loaded.error.map((e) => e.message)).toEqual([
        expect.stringContaining('geometry.links[0]'),
        expect.stringContaining('geometry.links[1]'),
        expect.stringContaining('geometry.links[2]'),
      ]);
  });
});

describe('youngstown-redux: the box seas and the links across the board', () => {
  const geometry = JSON.parse(readFileSync(join(root, 'resources', 'maps', 'youngstown-redux', 'geometry.json'), 'utf8')) as GeometryFile;
  const [, , width] = geometry.viewBox;
  const linked = (kind: string): string[] => (geometry.links ?? []).filter((l) => l.kind === kind).map((l) => l.between.join('-'));

  it('joins Boxes A-D and B-E across the left and right edges, each end in its own box by its own edge', () => {
    expect(linked('wrap')).toEqual(['bxa-bxd', 'bxb-bxe']);
    for (const l of (geometry.links ?? []).filter((k) => k.kind === 'wrap')) {
      const ends = [l.from, l.to].sort((a, b) => a[0] - b[0]);
      expect(ends[0][0]).toBeLessThan(60);
      expect(ends[1][0]).toBeGreaterThan(width - 60);
    }
    expect(linked('box')).toEqual(['bxa-bxc', 'bxd-bxf']);
    expect(linked('corner').sort()).toEqual(['bxc-bxh', 'bxf-bxg', 'ecs-tsi']);
    expect(linked('strait').sort()).toEqual(['kag-kyo', 'kag-osa']);
  });

  it('draws a wrap link as two marks, each from its point out to its edge of the board', () => {
    const map = mapOf('youngstown-redux')!;
    const scene = buildScene({ geometry: geometryFor(map)!, position: startPosition(map, map.id), orders: [], results: null });
    const wraps = scene.links?.filter((l) => l.wrap) ?? [];
    expect(wraps).toHaveLength(2);
    const dashed = sceneShapes(scene).map.filter((s) => s.t === 'poly' && s.dash !== undefined);
    const edges = dashed.flatMap((s) => (s.t === 'poly' && (s.points[2] === 0 || s.points[2] === width) ? [s.points[2]] : []));
    expect(edges.sort((a, b) => a - b)).toEqual([0, 0, width, width]);
    expect(dashed).toHaveLength(9 + 2);
  });
});
