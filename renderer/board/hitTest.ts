// What the pointer is over, for the gesture machine: the Konva shape hit (a unit, an arrow, a coast
// spot, a province) and the province under it, found with the browser's own point-in-path.
import type Konva from 'konva';
import type { Coast, BoardGeometry } from '../../engine/index';
import type { Target } from '../interaction/types';

export interface ProvinceFinder {
  (x: number, y: number): string | null;
}

/** Province at a board point; the paths are built once per geometry. */
export function provinceFinder(geometry: BoardGeometry): ProvinceFinder {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  const paths = Object.entries(geometry.provinces).map(([id, p]) => [id, new Path2D(p.path)] as const);
  return (x, y) => {
    if (!ctx) return null;
    for (const [id, path] of paths) if (ctx.isPointInPath(path, x, y, 'evenodd')) return id;
    return null;
  };
}

export function targetAt(stage: Konva.Stage | null, screen: { x: number; y: number }, board: { x: number; y: number }, find: ProvinceFinder): Target {
  const shape = stage?.getIntersection(screen);
  const name = shape?.name() ?? '';
  const [kind, id = ''] = name.split(':');
  switch (kind) {
    case 'unit':
      return { province: id, unit: id };
    case 'dunit':
      return { province: id, unit: id, dislodged: true };
    case 'coast': {
      const [province, coast] = id.split('/');
      return { province, coast: coast as Coast };
    }
    case 'prov':
      return { province: id };
    case 'arrow':
      return { province: find(board.x, board.y), arrow: id };
    default:
      return { province: find(board.x, board.y) };
  }
}
