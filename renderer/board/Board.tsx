// The board: the scene drawn with Konva, pan (drag on empty board) and zoom (wheel, +/-), fit to the
// window, and drag-to-order gestures (interaction/). Orders are the app's: the board only proposes
// changes through onChange, one per completed gesture.
import { useTranslation } from 'react-i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Stage } from 'react-konva';
import type Konva from 'konva';
import {
  type GameMap,
  type GivenOrder,
  type OrderResult,
  type Position,
  type BoardGeometry,
  type BoardSizes,
  type Shape,
  unitPoint,
  buildScene,
  localLabels,
  sceneShapes,
  BOARD,
  UNIT,
} from '../../engine/index';
import { highlightsOf } from '../interaction/machine';
import type { GestureMode, OrderChange } from '../interaction/types';
import { usePlaceNames } from '../i18n/placeNames';
import { BuildChooser } from './BuildChooser';
import { CoastPicker } from './CoastPicker';
import { ContextMenu } from './ContextMenu';
import { DragGhost } from './DragGhost';
import { TapHint } from './TapHint';
import { provinceFinder } from './hitTest';
import { ShapeList, shapeKey, useSameShapes } from './ShapeNode';
import { withKeys } from '../state/withKeys';
import { MarksNode, drawableAsMarks } from './MarksNode';
import { drawHitWhenAsked } from './lazyHit';
import { measureShapes } from './measure';
import type { BoardView, DrawRecord } from './probe';
import { useGestures } from './useGestures';
import { fitFloor, fitViewport, playingArea, toScreen, zoomAt, type Viewport } from './viewport';

export type { GestureMode, OrderChange } from '../interaction/types';

export interface BoardProps {
  map: GameMap;
  geometry: BoardGeometry;
  /** The phase shown. */
  position: Position;
  /** Orders shown. */
  orders: GivenOrder[];
  /** Results of the phase shown, when adjudicated. */
  results: OrderResult[] | null;
  /** False for past phases. */
  editable: boolean;
  mode: GestureMode;
  /** Exactly one per completed gesture. */
  onChange(change: OrderChange): void;
  width: number;
  height: number;
  /** When it changes, fit the board to the window. */
  fitSignal?: number;
  /** The pieces' sizes (larger on the projector); the screen's by default. */
  sizes?: BoardSizes;
  /**
   * The language of the province labels drawn (the game's report language, so that the board the GM
   * projects matches the printed map): the edition's abbreviations (`Bou`, `Mün`); English when left out.
   */
  labelLanguage?: string;
  /** The id of the board's description in words, for screen readers. */
  describedBy?: string;
  /** Told where the board's pieces stand on screen, whenever that changes (null when it goes). */
  onView?(view: BoardView | null): void;
  /** Told of each drawing of the pieces (and of a dragged unit: phase 'drag'; of the map: phase 'map'). */
  onDraw?(record: DrawRecord): void;
}

/** The map's shapes with their React keys: its names (`text`) or the rest. */
function keyedShapes(map: Shape[], text: boolean): [string, Shape][] {
  return withKeys(
    map.filter((s) => (s.t === 'text') === text),
    shapeKey,
  );
}

/** Notes each drawing of a layer through `onDraw`. */
function recordDraws(layer: Konva.Layer | null, phase: () => string, onDraw: (record: DrawRecord) => void): (() => void) | undefined {
  if (!layer) return undefined;
  let start = 0;
  const before = () => (start = performance.now());
  const after = () => onDraw({ phase: phase(), start, end: performance.now() });
  layer.on('beforeDraw', before);
  layer.on('draw', after);
  return () => {
    layer.off('beforeDraw', before);
    layer.off('draw', after);
  };
}

export function Board(props: BoardProps) {
  const { map, geometry, position, orders, results, editable, mode, width, height } = props;
  const container = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage>(null);
  const area = useMemo(() => playingArea(geometry), [geometry]);
  const [viewport, setViewport] = useState<Viewport>(() => fitViewport(area, width, height, fitFloor(width)));
  const find = useMemo(() => provinceFinder(geometry), [geometry]);
  const ctx = useMemo(() => ({ map, position, orders, mode, editable }), [map, position, orders, mode, editable]);
  const { gesture, touched, choose, handlers } = useGestures({ ctx, onChange: props.onChange, container, stage, viewport, setViewport, find });

  useEffect(() => setViewport(fitViewport(area, width, height, fitFloor(width))), [area, width, height, props.fitSignal]);

  const highlightKey = JSON.stringify(highlightsOf(gesture));
  const scene = useMemo(
    () => buildScene({ geometry, position, orders, results, highlights: JSON.parse(highlightKey), ...(props.sizes ? { sizes: props.sizes } : {}) }),
    [geometry, position, orders, results, highlightKey, props.sizes],
  );
  const labelLanguage = props.labelLanguage ?? 'en';
  const shapes = useMemo(() => sceneShapes({ ...scene, labels: localLabels(scene.labels, map.board, labelLanguage) }), [scene, map.board, labelLanguage]);
  const names = usePlaceNames(map);
  // The province names are drawn with the pieces, under them: a name moves down when a unit stands
  // in its province and back when it is dislodged (a commit's results), and redrawing them is much
  // cheaper than redrawing the whole map. So are what a gesture lights up (the provinces a dragged
  // unit may go to) and what lies over it (the links, the centres): the outlines' layer, the costliest
  // to draw, then changes only with the owners, not at each drag's start and end. The picture looks
  // the same: the same shapes in the same order, in two canvases (docs/PERFORMANCE.md).
  const outlines = scene.provinces.length + scene.impassable.length;
  const base = useSameShapes(useMemo(() => keyedShapes(shapes.map.slice(0, outlines), false), [shapes.map, outlines]));
  const over = useSameShapes(useMemo(() => keyedShapes(shapes.map.slice(outlines), false), [shapes.map, outlines]));
  const labels = useSameShapes(useMemo(() => keyedShapes(shapes.map, true), [shapes.map]));
  // The results' marks are one node (MarksNode): a commit's answer brings them all at once.
  const { piecesKeyed, marks } = useMemo(() => {
    const cut = shapes.pieces.length - shapes.markCount;
    const tail = shapes.pieces.slice(cut);
    return drawableAsMarks(tail)
      ? { piecesKeyed: withKeys(shapes.pieces.slice(0, cut), shapeKey), marks: tail }
      : { piecesKeyed: withKeys(shapes.pieces, shapeKey), marks: [] };
  }, [shapes]);
  const sameMarks = useSameShapes(useMemo(() => withKeys(marks, shapeKey), [marks]));

  const pieces = useRef<Konva.Layer>(null);
  const { t } = useTranslation('board');
  const shown = `${position.phase.season} ${position.phase.year} ${position.phase.type}${results ? ' results' : ''}`;
  const phaseWords = t(results ? 'phaseResults' : 'phase', {
    season: t(`season.${position.phase.season}`),
    year: position.phase.year,
    type: t(`phaseType.${position.phase.type}`),
  });
  const ghost = useRef<Konva.Layer>(null);
  const mapLayer = useRef<Konva.Layer>(null);
  // Read at drawing time: Konva may draw before React's effects run.
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const onDraw = props.onDraw;
  useEffect(() => (onDraw ? recordDraws(pieces.current, () => shownRef.current, onDraw) : undefined), [onDraw]);
  // The layers' hit canvases are drawn for the next hit test, not with every drawing (a commit's
  // frame; a game opened and never pointed at).
  useEffect(() => (pieces.current ? drawHitWhenAsked(pieces.current) : undefined), []);
  useEffect(() => (mapLayer.current ? drawHitWhenAsked(mapLayer.current) : undefined), []);
  useEffect(() => (onDraw ? recordDraws(ghost.current, () => 'drag', onDraw) : undefined), [onDraw]);
  useEffect(() => (onDraw ? recordDraws(mapLayer.current, () => 'map', onDraw) : undefined), [onDraw]);

  const vpRef = useRef(viewport);
  vpRef.current = viewport;
  const shapesRef = useRef(shapes);
  shapesRef.current = shapes;
  const onView = props.onView;
  useEffect(() => {
    if (!onView) return undefined;
    onView({
      clientPoint(province, coast) {
        // A dislodged unit is drawn beside its province's unit spot: point at it in a retreat phase.
        const dislodged = position.phase.type === 'retreat' && !coast && position.dislodged.some((d) => d.province === province);
        const at = unitPoint(geometry, province, (coast ?? null) as never);
        const r = container.current?.getBoundingClientRect();
        if (!at || !r) return null;
        const [dx, dy] = dislodged ? UNIT.dislodgedOffset : [0, 0];
        const s = toScreen(vpRef.current, at[0] + dx, at[1] + dy);
        return { x: r.left + s.x, y: r.top + s.y };
      },
      sizes: () => measureShapes(shapesRef.current, vpRef.current.scale),
    });
    return () => onView(null);
  }, [geometry, position, onView]);

  const zoom = (factor: number, x = width / 2, y = height / 2) => setViewport((vp) => zoomAt(vp, factor, x, y));
  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const p = stage.current?.getPointerPosition() ?? { x: width / 2, y: height / 2 };
    zoom(Math.pow(1.0015, -e.evt.deltaY), p.x, p.y);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') zoom(1.25);
    else if (e.key === '-' || e.key === '_') zoom(0.8);
    else if (e.key === '0') setViewport(fitViewport(area, width, height, fitFloor(width)));
  };

  /** Where a menu over the board opens, in a window of this size, and what its choice does. */
  const menuAt = (point: { x: number; y: number }) => ({ x: point.x, y: point.y, width, height, sheet: touched, onChoose: choose });
  const cursor = gesture.name === 'draggingUnit' ? 'grabbing' : 'default';
  return (
    <div
      ref={container}
      data-testid="board"
      tabIndex={0}
      role="application"
      aria-roledescription={t('role')}
      aria-label={t('label', { shown: phaseWords })}
      aria-describedby={props.describedBy}
      onKeyDown={onKeyDown}
      {...handlers}
      style={{ position: 'relative', width, height, overflow: 'hidden', background: BOARD.background, outline: 'none', cursor, touchAction: 'none' }}
    >
      <Stage ref={stage} width={width} height={height} scaleX={viewport.scale} scaleY={viewport.scale} x={viewport.x} y={viewport.y} onWheel={onWheel}>
        <Layer ref={mapLayer}>
          <ShapeList list={base} />
        </Layer>
        <Layer ref={pieces}>
          <ShapeList list={over} />
          <ShapeList list={labels} />
          <ShapeList list={piecesKeyed} />
          <MarksNode list={sameMarks} />
        </Layer>
        <Layer ref={ghost} listening={false}>
          {gesture.name === 'draggingUnit' && <DragGhost drag={gesture} scene={scene} viewport={viewport} />}
        </Layer>
      </Stage>
      {gesture.name === 'choosingCoast' && (
        <CoastPicker province={gesture.province} name={names.province(gesture.province)} coasts={gesture.coasts} {...menuAt(gesture.point)} />
      )}
      {gesture.name === 'choosingBuild' && (
        <BuildChooser
          power={names.power(gesture.power)}
          province={names.province(gesture.province)}
          army={gesture.army}
          fleet={gesture.fleet}
          {...menuAt(gesture.point)}
        />
      )}
      {gesture.name === 'contextMenu' && (
        <ContextMenu unit={gesture.unit} power={names.power(gesture.unit.power)} items={gesture.items} {...menuAt(gesture.point)} />
      )}
      <TapHint gesture={gesture} touched={touched} onCancel={() => choose('cancel')} />
    </div>
  );
}
