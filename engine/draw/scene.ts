// buildScene: a position, its orders and (once adjudicated) their results, as plain data to draw.
// Pure: no React, no Konva, no DOM, so the screen and the exported map are the same picture.
import type { Power, ProvinceId } from '../types';
import { localAbbreviation } from '../orders/languages/index';
import type { BoardGeometry } from './geometry';
import { unitPoint } from './geometry';
import { orderGraphics } from './sceneOrders';
import type { Highlight, Scene, SceneCenter, SceneInput, SceneLabel, SceneProvince, SceneSpot, SceneUnit } from './sceneTypes';
import { BOARD, SCREEN_SIZES, UNIT, powerColours } from './style';

export type * from './sceneTypes';

export function buildScene(input: SceneInput): Scene {
  const { geometry, position } = input;
  const highlights = input.highlights ?? [];
  const sizes = input.sizes ?? SCREEN_SIZES;
  const owners = ownersOf(position.supplyCenters);
  const units = sceneUnits(input, highlights);
  const { orders, marks } = orderGraphics(input, units);
  const [, , width, height] = geometry.viewBox;
  return {
    width,
    height,
    viewBox: geometry.viewBox,
    provinces: sceneProvinces(geometry, owners, highlights),
    impassable: geometry.impassable,
    links: (geometry.links ?? []).map((l) => (l.kind === 'wrap' ? { from: l.from, to: l.to, wrap: true } : { from: l.from, to: l.to })),
    centers: sceneCenters(geometry, owners),
    labels: sceneLabels(geometry, units, UNIT.radius * sizes.unitScale + sizes.labelGap),
    units,
    spots: sceneSpots(geometry, highlights),
    orders,
    marks,
    sizes,
  };
}

function ownersOf(centers: Record<Power, ProvinceId[]>): Map<ProvinceId, Power> {
  const owners = new Map<ProvinceId, Power>();
  for (const [power, list] of Object.entries(centers)) for (const c of list) owners.set(c, power);
  return owners;
}

function sceneProvinces(geometry: BoardGeometry, owners: Map<ProvinceId, Power>, highlights: Highlight[]): SceneProvince[] {
  const lit = new Map<ProvinceId, 'target' | 'retreat'>();
  for (const h of highlights) if (h.kind !== 'source') lit.set(h.province, h.kind);
  return Object.entries(geometry.provinces).map(([id, p]) => {
    const owner = p.kind === 'land' ? (owners.get(id) ?? null) : null;
    const fill = p.kind === 'sea' ? BOARD.sea : owner ? powerColours(owner).land : BOARD.neutralLand;
    return { id, path: p.path, kind: p.kind, owner, fill, highlight: lit.get(id) ?? null };
  });
}

function sceneCenters(geometry: BoardGeometry, owners: Map<ProvinceId, Power>): SceneCenter[] {
  const out: SceneCenter[] = [];
  for (const [id, p] of Object.entries(geometry.provinces)) {
    if (!p.sc) continue;
    const owner = owners.get(id) ?? null;
    out.push({ province: id, x: p.sc[0], y: p.sc[1], owner, fill: owner ? powerColours(owner).main : BOARD.centerNeutral });
  }
  return out;
}

/** `Par` for land, `NTH` for seas: the abbreviations players write. */
export function labelText(id: ProvinceId, sea: boolean): string {
  return sea ? id.toUpperCase() : id[0].toUpperCase() + id.slice(1);
}

/**
 * The labels in a language's edition (`Bou`, `Mün`, `Bor`) where it has an abbreviation, the
 * English one otherwise: the printed map (the game's report language) and the board on screen
 * (the same language, so the board the GM projects matches the map the players hold).
 */
export function localLabels(labels: SceneLabel[], board: string, code: string): SceneLabel[] {
  return labels.map((l) => {
    const local = localAbbreviation(board, code, l.province);
    return local ? { ...l, text: l.sea ? local.toUpperCase() : local } : l;
  });
}

function sceneLabels(geometry: BoardGeometry, units: SceneUnit[], clear: number): SceneLabel[] {
  const occupied = new Set(units.filter((u) => !u.dislodged && u.coast === null).map((u) => u.province));
  return Object.entries(geometry.provinces).map(([id, p]) => {
    const [x, labelY] = p.label;
    // Labels sit 7-14 px under the unit point; a unit drawn there would cover the closer ones.
    const below = labelY > p.unit[1];
    const y = below && occupied.has(id) ? Math.max(labelY, p.unit[1] + clear) : labelY;
    return { province: id, text: labelText(id, p.kind === 'sea'), x, y, sea: p.kind === 'sea' };
  });
}

function sceneUnits(input: SceneInput, highlights: Highlight[]): SceneUnit[] {
  const { geometry, position } = input;
  const scale = (input.sizes ?? SCREEN_SIZES).unitScale;
  const sources = new Set(highlights.filter((h) => h.kind === 'source').map((h) => h.province));
  // Units the results shown dislodge, by province (movement phases).
  const hit = new Set<ProvinceId>();
  for (const r of input.results ?? []) if (r.dislodgedBy && r.unit) hit.add(r.unit.province);
  const make = (u: (typeof position.units)[number], dislodged: boolean): SceneUnit | null => {
    const at = unitPoint(geometry, u.province, u.coast);
    if (!at) return null;
    const c = powerColours(u.power);
    const [dx, dy] = dislodged ? UNIT.dislodgedOffset.map((d) => d * scale) : [0, 0];
    return {
      power: u.power,
      type: u.type,
      province: u.province,
      coast: u.coast,
      x: at[0] + dx,
      y: at[1] + dy,
      fill: c.main,
      stroke: c.dark,
      ink: c.ink,
      dislodged,
      source: sources.has(u.province) && (dislodged || position.dislodged.length === 0),
    };
  };
  const out: SceneUnit[] = [];
  for (const u of position.units) {
    const s = make(u, hit.has(u.province));
    if (s) out.push(s);
  }
  for (const u of position.dislodged) {
    const s = make(u, true);
    if (s) out.push(s);
  }
  return out;
}

function sceneSpots(geometry: BoardGeometry, highlights: Highlight[]): SceneSpot[] {
  const out: SceneSpot[] = [];
  for (const h of highlights) {
    if (h.kind === 'source' || !h.coast) continue;
    const at = geometry.provinces[h.province]?.coasts?.[h.coast];
    if (at) out.push({ kind: h.kind, province: h.province, coast: h.coast, x: at[0], y: at[1] });
  }
  return out;
}
