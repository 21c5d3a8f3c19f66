// The tournament service's public API: plain async functions over an open archive, like the game
// service (electron/service/index.ts), and the pure parts (scoring, seating) they are built on.
export {
  addPlayers,
  createTournament,
  getTournament,
  listTournaments,
  proposeSeating,
  recordResult,
  replacePlayer,
  setScoring,
  startRound,
  tournamentStandings,
} from './tournaments';
export type { RecordResultInput, SeatingProposal, StartRoundInput } from './tournaments';
export { computeStandings, finalHolders, scoreBoardView } from './standings';
export { SYSTEMS, SYSTEM_IDS, isSystemId, scoreBoard, type SystemId } from './scoring/systems';
export { formatCombine, parseCombine, type CombineRule } from './scoring/combine';
export type { BoardOutcome } from './scoring/types';
export type { EndRule, StoredOutcome } from './stored';
export { boardGameOutcome, scoringSystems, type SystemChoice } from './reads';
export { setWithdrawn } from './withdrawals';
export type * from './types';
export { tournamentDocument, DOCUMENTS, type DocumentKind, type TournamentDocument } from './documents';
export { roundConsole, owesOrders, type ConsoleBoard, type ConsoleRound } from './console';
export {
  checkBoardResult,
  resultFaultText,
  RESULT_FAULT_CODES,
  RESULT_FAULT_ENGLISH,
  type ResultContext,
  type ResultFault,
  type ResultFaultCode,
} from './resultChecks';
