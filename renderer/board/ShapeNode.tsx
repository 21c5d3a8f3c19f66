// One drawing primitive (shapes.ts) as a Konva node. Only shapes that stand for something (`hit`)
// listen for the pointer, with a wider hit stroke for thin lines.
import { memo, useRef } from 'react';
import { Circle, Line, Path, Shape as Drawn, Text } from 'react-konva';
import type { Shape } from '../../engine/index';
import { pathScene } from './pathScene';

const TEXT_BOX = 80;

/**
 * One shape, drawn again only when it changed: the board's scene is rebuilt whenever the phase
 * shown is read again (a commit, a reload), and most of its shapes are the same as before. A Konva
 * node given a new value (even an equal array) marks its whole layer for redrawing.
 */
export const ShapeNode = memo(ShapeNodeOf, (a, b) => sameShape(a.s, b.s));

/** Whether two shapes draw the same (equal fields; arrays equal item by item). */
export function sameShape(a: Shape, b: Shape): boolean {
  if (a === b) return true;
  if (a.t !== b.t) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) {
    const u = x[k];
    const v = y[k];
    if (u === v) continue;
    if (!Array.isArray(u) || !Array.isArray(v) || u.length !== v.length || u.some((n, i) => n !== v[i])) return false;
  }
  return true;
}

type Keyed = [string, Shape][];

/**
 * One layer's shapes, or a part of one. A list equal to the one drawn before (`useSameShapes`) is
 * not visited again: an unchanged layer costs a commit nothing, not even a comparison per shape.
 */
export const ShapeList = memo(function ShapeList({ list }: { list: Keyed }) {
  return list.map(([key, s]) => <ShapeNode key={key} s={s} />);
});

/** `list` as it was last time when nothing in it changed (same keys, same shapes), so that ShapeList skips it. */
export function useSameShapes(list: Keyed): Keyed {
  const last = useRef(list);
  const was = last.current;
  if (was !== list && (was.length !== list.length || list.some(([k, s], i) => k !== was[i][0] || !sameShape(s, was[i][1])))) last.current = list;
  return last.current;
}

function ShapeNodeOf({ s }: { s: Shape }) {
  if (s.t === 'text') {
    return (
      <Text
        x={s.x - TEXT_BOX / 2}
        y={s.y - s.size / 2}
        width={TEXT_BOX}
        height={s.size}
        align="center"
        verticalAlign="middle"
        text={s.text}
        fontSize={s.size}
        fontFamily="'Helvetica Neue', Arial, 'Liberation Sans', sans-serif"
        fontStyle={[s.italic ? 'italic' : '', s.bold ? 'bold' : ''].join(' ').trim() || 'normal'}
        fill={s.fill}
        stroke={s.halo}
        strokeWidth={s.halo ? 3 : 0}
        fillAfterStrokeEnabled
        listening={false}
        perfectDrawEnabled={false}
      />
    );
  }
  const paint = {
    fill: s.fill,
    stroke: s.stroke,
    strokeWidth: s.width,
    dash: s.dash as number[] | undefined,
    opacity: s.opacity,
    name: s.hit,
    listening: Boolean(s.hit),
    perfectDrawEnabled: false,
    lineJoin: 'round' as const,
    lineCap: 'round' as const,
  };
  switch (s.t) {
    case 'path': {
      // A province's outline, read once per window (pathScene.ts); other path data through Konva's Path.
      const scene = pathScene(s.d);
      return scene ? <Drawn sceneFunc={scene} {...paint} /> : <Path data={s.d} {...paint} />;
    }
    case 'poly':
      return <Line points={s.points} closed={s.closed} hitStrokeWidth={s.hit && !s.closed ? 12 : 'auto'} {...paint} />;
    case 'circle':
      return <Circle x={s.x} y={s.y} radius={s.r} {...paint} />;
  }
}

/**
 * A shape's React key, from what it stands for or else where it stands, not from its paint: a province
 * that changes owner keeps its key and its Konva node is repainted, not made anew. Cheap to make
 * (a path is known by its length and first points, never by its whole outline).
 */
export function shapeKey(s: Shape): string {
  const hit = 'hit' in s && s.hit ? `${s.hit} ` : '';
  switch (s.t) {
    case 'path':
      return `${hit}path ${s.d.length} ${s.d.slice(0, 48)}`;
    // A line or circle that stands for something (a unit, an order's arrow) is known by that alone:
    // when a commit's results shorten an arrow to its bounce, its node is given the new points, not made anew.
    case 'poly':
      return hit ? `${hit}poly` : `poly ${s.points.join(',')}`;
    case 'circle':
      return hit ? `${hit}circle` : `circle ${s.x},${s.y},${s.r}`;
    case 'text':
      return `text ${s.text} ${s.x},${s.y}`;
  }
}
