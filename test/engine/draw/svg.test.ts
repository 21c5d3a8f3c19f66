// @vitest-environment jsdom
// The SVG export: a well-formed standalone document with every province and every piece.
import { describe, expect, it } from 'vitest';
import { standardGeometry } from '../../../engine/draw/geometry';
import { buildScene } from '../../../engine/draw/scene';
import { standardMap } from '../../../engine/map/standard';
import { sceneToSvg } from '../../../engine/draw/svg';
import { fixtures } from '../../renderer/harness/fixtures';

const map = standardMap();
const f = fixtures(map).find((x) => x.name === 'mid')!;
const scene = buildScene({ geometry: standardGeometry, position: f.position, orders: f.orders, results: f.results });

/** The XML parser (jsdom's here) reports a fault as a <parsererror> document. */
function parse(text: string) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const errors = Array.from(doc.getElementsByTagName('parsererror')).map((e) => e.textContent ?? 'parse error');
  return { doc, errors };
}

describe('sceneToSvg', () => {
  const svg = sceneToSvg(scene, { title: 'Fall 1902 <Movement> & "results"', width: 700 });
  const { doc, errors } = parse(svg);

  it('is well-formed XML with an svg root in the SVG namespace', () => {
    expect(errors).toEqual([]);
    expect(doc.documentElement?.nodeName).toBe('svg');
    expect(doc.documentElement?.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  });

  it('contains every province, once', () => {
    const ids = Array.from(doc.getElementsByTagName('path'))
      .map((p) => p.getAttribute('data-id'))
      .filter((id) => id?.startsWith('prov:'));
    expect(new Set(ids).size).toBe(75);
    for (const id of Object.keys(standardGeometry.provinces)) expect(ids).toContain(`prov:${id}`);
  });

  it('contains every unit and every move arrow', () => {
    const hits = Array.from(doc.getElementsByTagName('*')).map((e) => e.getAttribute('data-id') ?? '');
    for (const u of scene.units) expect(hits).toContain(`${u.dislodged ? 'dunit' : 'unit'}:${u.province}`);
    for (const m of scene.orders.filter((o) => o.kind === 'move')) expect(hits).toContain(`arrow:${m.province}`);
  });

  it('escapes the title, and sizes the document from the width asked for', () => {
    expect(doc.getElementsByTagName('title')[0]?.textContent).toBe('Fall 1902 <Movement> & "results"');
    expect(doc.documentElement?.getAttribute('width')).toBe('700');
    expect(Number(doc.documentElement?.getAttribute('height'))).toBe(Math.round((700 * 1240) / 1400));
  });

  it('without options it is the board at its own size, no caption', () => {
    const plain = sceneToSvg(scene);
    expect(parse(plain).errors).toEqual([]);
    expect(plain).toContain('viewBox="0 0 1400 1200"');
    expect(plain).not.toContain('<title>');
  });
});
