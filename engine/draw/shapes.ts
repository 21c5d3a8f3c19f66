// A scene as drawing primitives (paths, polylines, circles, text), in drawing order. The Konva view
// and the SVG writer each translate these one to one, so the two pictures cannot drift apart.
// `hit` names what a shape stands for when the pointer lands on it (`unit:par`, `arrow:par`).
import type { Scene, SceneMark, SceneOrder, SceneUnit } from './sceneTypes';
import { BOARD, HIGHLIGHT, ORDER, SCREEN_SIZES, UNIT, powerMark, type BoardSizes } from './style';

interface Paint {
  fill?: string;
  stroke?: string;
  width?: number;
  dash?: readonly number[];
  opacity?: number;
  hit?: string;
}

export type Shape =
  | ({ t: 'path'; d: string } & Paint)
  | ({ t: 'poly'; points: number[]; closed?: boolean } & Paint)
  | ({ t: 'circle'; x: number; y: number; r: number } & Paint)
  | { t: 'text'; x: number; y: number; text: string; size: number; fill: string; bold?: boolean; italic?: boolean; halo?: string };

export interface SceneShapes {
  /** Provinces, centres, labels: changes only with ownership and highlights. */
  map: Shape[];
  /** Orders, units and result marks. */
  pieces: Shape[];
  /** How many of the last pieces are the results' marks (none stands for anything: no `hit`). */
  markCount: number;
}

export function sceneShapes(scene: Scene): SceneShapes {
  const sizes = scene.sizes ?? SCREEN_SIZES;
  const map: Shape[] = [];
  for (const p of scene.provinces) {
    map.push({
      t: 'path',
      d: p.path,
      fill: p.fill,
      stroke: p.kind === 'sea' ? BOARD.seaStroke : BOARD.landStroke,
      width: BOARD.borderWidth,
      hit: `prov:${p.id}`,
    });
  }
  for (const d of scene.impassable) map.push({ t: 'path', d, fill: BOARD.impassable, stroke: BOARD.impassableStroke, width: 0.6 });
  for (const p of scene.provinces) {
    if (!p.highlight) continue;
    const retreat = p.highlight === 'retreat';
    map.push({
      t: 'path',
      d: p.path,
      fill: retreat ? HIGHLIGHT.retreat : HIGHLIGHT.target,
      stroke: retreat ? HIGHLIGHT.retreatStroke : HIGHLIGHT.targetStroke,
      width: 2,
      hit: `prov:${p.id}`,
    });
  }
  for (const l of scene.links ?? []) {
    const toEdge = (p: [number, number]): number[] => [p[0], p[1], p[0] < scene.width / 2 ? 0 : scene.width, p[1]];
    for (const points of l.wrap ? [toEdge(l.from), toEdge(l.to)] : [[l.from[0], l.from[1], l.to[0], l.to[1]]]) {
      map.push({ t: 'poly', points, stroke: '#ffffff', width: BOARD.linkWidth + 2 });
      map.push({ t: 'poly', points, stroke: BOARD.link, width: BOARD.linkWidth, dash: BOARD.linkDash });
    }
  }
  for (const c of scene.centers) map.push({ t: 'circle', x: c.x, y: c.y, r: BOARD.centerRadius, fill: c.fill, stroke: BOARD.centerStroke, width: 1.2 });
  for (const l of scene.labels) {
    map.push({
      t: 'text',
      x: l.x,
      y: l.y,
      text: l.text,
      size: l.sea ? sizes.seaLabelSize : sizes.labelSize,
      fill: l.sea ? BOARD.labelSea : BOARD.labelLand,
      bold: !l.sea,
      italic: l.sea,
      halo: l.sea ? undefined : BOARD.labelHalo,
    });
  }
  const pieces: Shape[] = [];
  for (const s of scene.spots) {
    const retreat = s.kind === 'retreat';
    pieces.push({
      t: 'circle',
      x: s.x,
      y: s.y,
      r: 7,
      fill: retreat ? HIGHLIGHT.retreat : HIGHLIGHT.target,
      stroke: retreat ? HIGHLIGHT.retreatStroke : HIGHLIGHT.targetStroke,
      width: 2,
      hit: `coast:${s.province}/${s.coast}`,
    });
  }
  // Units first, then the orders and their results on top: a decisive arrow never hides under a unit.
  for (const u of scene.units) pieces.push(...unitShapes(u, {}, sizes.unitScale));
  for (const o of scene.orders) pieces.push(...orderShapes(o, sizes.unitScale));
  const before = pieces.length;
  for (const m of scene.marks) pieces.push(...markShapes(m, sizes));
  return { map, pieces, markCount: pieces.length - before };
}

function fleetHull(x: number, y: number, scale: number): number[] {
  const w = UNIT.fleetHalfWidth * scale;
  const h = UNIT.fleetHalfHeight * scale;
  return [x - w, y - h, x + w, y - h, x + w * 0.62, y + h, x - w * 0.62, y + h];
}

/** A unit outline: a disc for an army, a hull for a fleet (they differ in greyscale print too). */
export function unitShapes(u: Pick<SceneUnit, 'type' | 'x' | 'y' | 'fill' | 'stroke' | 'ink'> & Partial<SceneUnit>, paint: Paint = {}, scale = 1): Shape[] {
  const out: Shape[] = [];
  const hit = u.province ? `${u.dislodged ? 'dunit' : 'unit'}:${u.province}` : undefined;
  if (u.source) out.push({ t: 'circle', x: u.x, y: u.y, r: UNIT.radius * scale + 6, fill: HIGHLIGHT.source, opacity: 0.7 });
  const body = { fill: u.fill, stroke: u.stroke, width: UNIT.strokeWidth, hit, ...paint };
  if (u.type === 'A') out.push({ t: 'circle', x: u.x, y: u.y, r: UNIT.radius * scale, ...body });
  else out.push({ t: 'poly', points: fleetHull(u.x, u.y, scale), closed: true, ...body });
  const text = !paint.dash && u.power ? powerMark(u.power) : u.type;
  out.push({ t: 'text', x: u.x, y: u.y + 0.5 * scale, text, size: UNIT.letterSize * scale, fill: u.ink, bold: true });
  return out;
}

/** A light power colour (France's sky blue, Turkey's yellow) gets a dark casing to stand out on light land. */
function casingFor(colour: string, dark: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.55 ? dark : ORDER.casing;
}

function arrow(points: number[], colour: string, dark: string, dash?: readonly number[], hit?: string, opacity?: number): Shape[] {
  const n = points.length;
  const [x1, y1, x2, y2] = [points[n - 4], points[n - 3], points[n - 2], points[n - 1]];
  const a = Math.atan2(y2 - y1, x2 - x1);
  const { headLength: l, headWidth: w } = ORDER;
  const bx = x2 - Math.cos(a) * l;
  const by = y2 - Math.sin(a) * l;
  const head = [x2, y2, bx - Math.sin(a) * (w / 2), by + Math.cos(a) * (w / 2), bx + Math.sin(a) * (w / 2), by - Math.cos(a) * (w / 2)];
  const shaft = [...points.slice(0, n - 2), bx + Math.cos(a) * 1, by + Math.sin(a) * 1];
  return [
    { t: 'poly', points: shaft, stroke: casingFor(colour, dark), width: ORDER.casingWidth, opacity },
    { t: 'poly', points: shaft, stroke: colour, width: ORDER.width, dash, opacity, hit },
    { t: 'poly', points: head, closed: true, fill: colour, stroke: dark, width: 0.8, opacity, hit },
  ];
}

function orderShapes(o: SceneOrder, scale: number): Shape[] {
  const greyed = o.status === 'illegal' || o.status === 'void';
  const opacity = greyed ? ORDER.greyedOpacity : undefined;
  switch (o.kind) {
    case 'move':
      return arrow(o.points, o.colour, o.dark, o.viaConvoy ? ORDER.viaConvoyDash : undefined, `arrow:${o.province}`, opacity);
    case 'retreat':
      return arrow(o.points, o.colour, o.dark, [4, 3], undefined, opacity);
    case 'support': {
      const out: Shape[] = [];
      if (o.phantom) out.push({ t: 'poly', points: o.phantom, stroke: ORDER.greyed, width: 1.5, dash: [3, 3], opacity: 0.8 });
      out.push({ t: 'poly', points: o.points, stroke: casingFor(o.colour, o.dark), width: ORDER.casingWidth - 1, opacity });
      out.push({ t: 'poly', points: o.points, stroke: o.colour, width: ORDER.width - 0.8, dash: ORDER.supportDash, opacity });
      out.push({ t: 'circle', x: o.points[2], y: o.points[3], r: 3.2, fill: o.colour, stroke: ORDER.casing, width: 1, opacity });
      return out;
    }
    case 'convoy': {
      const out: Shape[] = [];
      if (o.phantom) out.push({ t: 'poly', points: o.phantom, stroke: ORDER.greyed, width: 1.5, dash: [3, 3], opacity: 0.8 });
      if (o.points.length > 0) out.push({ t: 'poly', points: o.points, stroke: o.colour, width: 2, dash: ORDER.convoyDash, opacity });
      out.push({ t: 'circle', x: o.x, y: o.y, r: UNIT.radius * scale + 5, stroke: o.colour, width: 2, dash: ORDER.convoyDash, opacity });
      return out;
    }
    case 'hold':
      return [
        { t: 'circle', x: o.x, y: o.y, r: ORDER.holdRadius * scale, stroke: casingFor(o.colour, o.dark), width: 4.5, opacity },
        { t: 'circle', x: o.x, y: o.y, r: ORDER.holdRadius * scale, stroke: o.colour, width: 2.5, opacity },
      ];
    case 'disband':
    case 'remove':
      return cross(o.x, o.y, UNIT.radius * scale + 3, o.colour, 3, opacity);
    case 'build': {
      const ghost = { type: o.unitType ?? 'A', x: o.x, y: o.y, fill: 'rgba(255,255,255,0.6)', stroke: o.colour, ink: o.colour } as const;
      return unitShapes(ghost, { dash: [3, 2], width: 2.2, opacity }, scale);
    }
  }
}

function cross(x: number, y: number, r: number, colour: string, width: number, opacity?: number, angle = Math.PI / 4): Shape[] {
  const line = (a: number): number[] => [x - Math.cos(a) * r, y - Math.sin(a) * r, x + Math.cos(a) * r, y + Math.sin(a) * r];
  return [line(angle), line(angle + Math.PI / 2)].flatMap((points): Shape[] => [
    { t: 'poly', points, stroke: ORDER.casing, width: width + 2, opacity },
    { t: 'poly', points, stroke: colour, width, opacity },
  ]);
}

/** A bar of half-length `half` across a line running at `angle`, centred `along` from (x, y). */
function bar(x: number, y: number, angle: number, half: number, along = 0): number[] {
  const [cx, cy] = [x + Math.cos(angle) * along, y + Math.sin(angle) * along];
  const a = angle + Math.PI / 2;
  return [cx - Math.cos(a) * half, cy - Math.sin(a) * half, cx + Math.cos(a) * half, cy + Math.sin(a) * half];
}

/** A result's mark; `sizes` scales it and chooses the cut's shape (a cross on screen, a break in print). */
export function markShapes(m: SceneMark, sizes: BoardSizes = SCREEN_SIZES): Shape[] {
  const k = sizes.markScale;
  const s = ORDER.markSize * k;
  switch (m.kind) {
    case 'bounce': {
      // A bar across the arrow's end: it got this far and no further.
      const points = bar(m.x, m.y, m.angle, s * 1.3);
      return [
        { t: 'poly', points, stroke: ORDER.casing, width: 6 * k },
        { t: 'poly', points, stroke: ORDER.failed, width: 3.5 * k },
      ];
    }
    case 'cut':
      if (sizes.cutAsBreak) {
        // Two bars across the support line, a gap between them: the line was cut here.
        return [-0.45, 0.45].flatMap((along): Shape[] => {
          const points = bar(m.x, m.y, m.angle, s * 1.1, along * s);
          return [
            { t: 'poly', points, stroke: ORDER.casing, width: 5 * k },
            { t: 'poly', points, stroke: ORDER.failed, width: 2.6 * k },
          ];
        });
      }
      return cross(m.x, m.y, s, ORDER.failed, 2.6 * k);
    case 'failed':
    case 'disrupted':
      return cross(m.x, m.y, s, ORDER.failed, 2.6 * k);
    case 'dislodged': {
      // A red badge with a white bar at the unit's shoulder: "dislodged", unlike any unit or ring.
      const r = UNIT.radius * sizes.unitScale * 0.8;
      const [bx, by] = [m.x + r, m.y - r];
      return [
        { t: 'circle', x: bx, y: by, r: 7.5 * k, fill: UNIT.dislodgedMark, stroke: '#ffffff', width: 2 * k },
        { t: 'poly', points: [bx - 4 * k, by, bx + 4 * k, by], stroke: '#ffffff', width: 2.6 * k },
      ];
    }
  }
}
