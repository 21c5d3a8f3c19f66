// The game service: everything Adjutant can do with its archive, as plain async functions over an
// open archive. Each answers `{ ok: true, value }` or `{ ok: false, error: { code, message } }` and
// never throws; each change is one transaction. The IPC handlers, the browser host and the CLI
// all call these.
export { openArchive, closeArchive, checkArchive, type Archive, type ArchiveError, type OpenOptions } from '../archive/db';
export { SCHEMA_VERSION } from '../archive/migrations/index';
export type { ServiceError, ServiceErrorCode, ServiceResult } from './result';
export type * from './types';
export {
  createGame,
  listGames,
  findGame,
  getGame,
  setDrawType,
  setReportLanguage,
  reportLanguageShape,
  setPlayer,
  abandonGame,
  type CreateGameInput,
  type ListGamesInput,
} from './games';
export { getPhase, gameEvents, withShown } from './gameViews';
export { submitOrders, type SubmitOrdersInput } from './orders';
export { previewAdjudication, adjudicatePhase } from './adjudication';
export { rollbackTo, type RollbackInput } from './rollback';
export { previewCorrection, commitCorrection, type CorrectionInput, type CorrectionPreview, type CorrectionStep } from './corrections';
export {
  castDrawVote,
  drawStatus,
  resumeGame,
  tallyDraw,
  approves,
  approvedDraws,
  type Ballot,
  type DrawStatus,
  type DrawTally,
  type DrawVoteInput,
} from './draws';
export { exportGame, historyCheck, importGame, readGameFile, type GameFile, type ImportGameInput } from './exchange';
export { exportForeign, importAnyGame, type Difference, type ImportAnyInput, type ImportAudit } from './interchange/index';
export { combineSubmissions, type SetToCombine } from './combine';
export { phaseReport, phaseReportData, orderSheets, gameHistory, mapSvg, REPORT_FORMATS, type ReportDocument, type ReportFormat } from './reports';
export { setRuleOptions, optionsAt, RULES_CHANGED, type SetRulesInput } from './ruleChanges';
export { setDeadline, ordersDue, parseDeadline, deadlineWords, setVotesPublic, type DeadlineView, type OrdersDue } from './deadlines';
export { getMissingOrdersPolicy, setMissingOrdersPolicy, missingOrdersHold, type MissingOrdersPolicy } from './missingOrders';
export { copyOrders, supersededPhases, type SupersededPhase } from './superseded';
