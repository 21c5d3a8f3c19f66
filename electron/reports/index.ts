// Reports for people, as pure functions over the service's data: a phase's report model, its
// Judge-style text and printable HTML, order sheets, the game's history as text and JSON, the map as
// SVG. pdf.ts (Chromium through playwright-core) makes PDF and PNG of them outside Electron.
export {
  buildPhaseReport,
  buildSites,
  phaseCode,
  type PhaseReport,
  type ReportInput,
  type ReportGame,
  type OrderLine,
  type PowerSection,
  type DislodgedRow,
  type CenterRow,
  type AdjustmentRow,
  type DrawSection,
} from './reportModel';
export { judgeText, wrap, WIDTH } from './text';
export { phaseHtml, type PhaseHtmlOptions } from './html';
export { orderSheetsModel, orderSheetsHtml, type OrderSheets, type OrderSheet, type SheetRow, type SheetsInput } from './sheets';
export { gameHistoryText, gameHistoryJson, HISTORY_FORMAT } from './history';
export { phaseMapSvg, type MapInput } from './map';
export { orderText, outcomeOf, type Mark, type Outcome } from './words';
