// The board drawing, pure: a position and a board geometry become a scene (what is drawn where),
// and a scene becomes shapes (for the renderer's Konva view) or an SVG document (for the reports).
// It lives in the engine folder because both the renderer and the main process use it and neither
// owns it; it follows the engine's rules (no Node, no DOM). docs/decisions.md says why.
export { standardGeometry, unitPoint, type BoardGeometry, type Point2, type ProvinceGeometry } from './geometry';
export { attachGeometry, boardGeometry, geometryFor, loadGeometry } from './boards';
export { fetchBoard, fetchedBoard, SHIPPED_BOARDS, shipsBoard } from './boardFiles';
export { buildScene, labelText, localLabels } from './scene';
export type * from './sceneTypes';
export { markShapes, sceneShapes, unitShapes, type SceneShapes, type Shape } from './shapes';
export { BOARD, HIGHLIGHT, ORDER, SCREEN_SIZES, UNIT, powerColours, powerMark, type BoardSizes, type PowerColours } from './style';
export { escapeXml, sceneToSvg, shapeToSvg, type SvgOptions } from './svg';
