// The unit in hand while dragging: a faint copy at the pointer, tied to its place by a line in the
// colour of what the drop would give (move, support, convoy, retreat).
import { Fragment } from 'react';
import type { DraggingUnit } from '../interaction/types';
import { type Scene, unitShapes, type Shape, ORDER } from '../../engine/index';
import { ShapeNode } from './ShapeNode';
import { toBoard, type Viewport } from './viewport';
import { withKeys } from '../state/withKeys';
import { shapeKey } from './ShapeNode';

const DASH: Record<DraggingUnit['intent'], number[] | undefined> = {
  move: undefined,
  retreat: [4, 3],
  support: [...ORDER.supportDash],
  convoy: [...ORDER.convoyDash],
};

export function DragGhost({ drag, scene, viewport }: { drag: DraggingUnit; scene: Scene; viewport: Viewport }) {
  const unit = scene.units.find((u) => u.province === drag.unit.province && u.dislodged === drag.unit.dislodged);
  if (!unit) return null;
  const p = toBoard(viewport, drag.point.x, drag.point.y);
  const shapes: Shape[] = [
    { t: 'poly', points: [unit.x, unit.y, p.x, p.y], stroke: ORDER.casing, width: ORDER.casingWidth },
    { t: 'poly', points: [unit.x, unit.y, p.x, p.y], stroke: unit.stroke, width: ORDER.width, dash: DASH[drag.intent] },
    ...unitShapes({ ...unit, x: p.x, y: p.y, province: undefined, source: false }, { opacity: 0.75 }),
  ];
  return (
    <Fragment>
      {withKeys(shapes, shapeKey).map(([key, s]) => (
        <ShapeNode key={key} s={s} />
      ))}
    </Fragment>
  );
}
