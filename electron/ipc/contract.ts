// The one channel map between the renderer and the main process. Electron's ipcMain.handle and the
// browser host's WebSocket both dispatch these channels to the same service functions
// (handlers.ts), and the preload and the browser shim both expose exactly `AdjutantApi` as
// `window.adjutant`. The renderer may `import type` from this file and nothing else in electron/.
// Only modules of types are imported here (no service functions, nothing that reaches the archive),
// so that the renderer's type check, which sees this file, sees no Node either.
import type {
  AdjudicationView,
  CorrectionInput,
  CorrectionPreview,
  CreateGameInput,
  DeadlineView,
  DrawStatus,
  DrawVoteInput,
  GameDetail,
  GameEventView,
  GameList,
  ImportAudit,
  ListGamesInput,
  OrdersDue,
  HistoryCheckView,
  MailIntakeView,
  OutboxView,
  PhaseDetail,
  PositionEditInput,
  RollbackInput,
  ServiceResult,
  SubmissionView,
  SubmitOrdersInput,
  SupersededPhase,
  VariantFileView,
  VariantView,
} from '../service/types';
import type { GameFile } from '../service/exchangeFormat';
import type { ConsoleRound, DocumentKind, SeatingProposal, Standings, SystemChoice, TournamentDetail } from '../service/tournament/types';
import type { EndRule, StoredOutcome } from '../service/tournament/stored';
import type { BoardOutcome } from '../service/tournament/scoring/types';

export type * from '../service/types';
export type { GameFile } from '../service/exchangeFormat';
export type { BoardOutcome } from '../service/tournament/scoring/types';
export type { EndRule, StoredOutcome } from '../service/tournament/stored';
export type {
  BoardView,
  ConsoleBoard,
  ConsoleRound,
  DocumentKind,
  SeatingProposal,
  Standings,
  SystemChoice,
  TournamentDetail,
} from '../service/tournament/types';

type GameRef = { gameId: number };
type TournamentRef = { tournament: string };
type BoardRef = TournamentRef & { round: number; board: number };

/** Channel -> what it takes and what it answers. Channel names are `area:verb`. */
export interface Contract {
  'archive:info': { input: Record<string, never>; output: ArchiveInfo };
  'game:list': { input: ListGamesInput; output: GameList };
  'game:create': { input: CreateGameInput; output: GameDetail };
  'game:get': { input: GameRef; output: GameDetail };
  'game:phase': { input: GameRef & { seq?: number }; output: PhaseDetail };
  'game:events': { input: GameRef; output: GameEventView[] };
  'game:setRules': { input: GameRef & { rules: { preset?: string; options?: Record<string, string> }; reason?: string }; output: GameDetail };
  'game:setPlayer': { input: GameRef & { power: string; name: string; contact?: string }; output: GameDetail };
  'game:setDrawType': { input: GameRef & { drawType: 'dias' | 'nodias' }; output: GameDetail };
  'game:abandon': { input: GameRef & { reason: string }; output: GameDetail };
  'game:setDeadline': { input: GameRef & { deadline: string | null; past?: boolean }; output: DeadlineView };
  'game:ordersDue': { input: GameRef; output: OrdersDue };
  'game:historyCheck': { input: GameRef; output: HistoryCheckView };
  'mail:inbox': { input: GameRef; output: MailIntakeView[] };
  'mail:accept': { input: GameRef & { mailId: number; confirm?: string[] }; output: MailIntakeView };
  'mail:outbox': { input: GameRef; output: OutboxView[] };
  'mail:approve': { input: GameRef & { mailId?: number; all?: boolean }; output: OutboxView[] };
  'orders:submit': { input: Bound<SubmitOrdersInput>; output: SubmissionView[] };
  'orders:copy': { input: GameRef & { fromPhaseId: number; power?: string }; output: SubmissionView[] };
  'game:superseded': { input: GameRef; output: SupersededPhase[] };
  'phase:preview': { input: Bound<GameRef>; output: AdjudicationView };
  'phase:adjudicate': { input: Bound<GameRef & { beforeDeadline?: boolean }>; output: AdjudicationView };
  'phase:rollback': { input: Bound<RollbackInput>; output: GameDetail };
  'position:edit': { input: Bound<PositionEditInput>; output: GameDetail };
  'correction:preview': { input: CorrectionInput; output: CorrectionPreview };
  'correction:commit': { input: CorrectionInput & { token: string }; output: CorrectionPreview };
  'draw:vote': { input: DrawVoteInput; output: DrawStatus };
  'draw:status': { input: GameRef; output: DrawStatus };
  'draw:resume': { input: GameRef; output: DrawStatus };
  'game:export': { input: GameRef; output: GameFile };
  'game:import': { input: { text: string; name?: string }; output: GameDetail };
  'variant:list': { input: Record<string, never>; output: VariantView[] };
  'variant:get': { input: { id: string }; output: VariantFileView | null };
  'variant:import': { input: { text: string }; output: VariantView };
  /** Any game file Adjutant reads (its own, a Judge history, a MILA game): the audit, and the game when stored. */
  'game:importAny': { input: { text: string; name?: string; acceptDifferences?: boolean }; output: ImportAudit };
  'report:phase': { input: GameRef & { seq?: number; format: 'text' | 'judge' | 'html' | 'json' | 'pdf'; paper?: Paper }; output: ReportFile };
  'report:sheets': { input: GameRef & { seq?: number; format: 'html' | 'pdf'; paper?: Paper }; output: ReportFile };
  'report:history': { input: GameRef & { format: 'text' | 'json' }; output: ReportFile };
  'report:map': { input: GameRef & { seq?: number; format: 'svg' | 'png'; width?: number }; output: ReportFile };
  'tournament:list': { input: Record<string, never>; output: { id: number; name: string; scoring: string; combine: string }[] };
  'tournament:get': { input: { tournament: string }; output: TournamentDetail };
  'tournament:console': { input: { tournament: string; round?: number }; output: ConsoleRound };
  'tournament:standings': { input: { tournament: string }; output: Standings };
  'tournament:systems': { input: Record<string, never>; output: SystemChoice[] };
  'tournament:create': { input: { name: string; scoring: string; combine?: string }; output: TournamentDetail };
  'tournament:addPlayers': { input: TournamentRef & { names: string[]; firstRound?: number }; output: TournamentDetail };
  'tournament:proposeSeating': { input: TournamentRef & { seed?: number }; output: SeatingProposal };
  'tournament:startRound': { input: TournamentRef & { endRule: EndRule; seating?: Record<string, string>[]; seed?: number }; output: TournamentDetail };
  'tournament:boardOutcome': { input: BoardRef; output: StoredOutcome };
  /** Without `outcome`, the result is read from the board's game. Recording again corrects it (the earlier stays on record). */
  'tournament:recordResult': { input: BoardRef & { outcome?: BoardOutcome; year?: number }; output: TournamentDetail };
  'tournament:replacePlayer': { input: BoardRef & { power: string; player: string; fromYear: number }; output: TournamentDetail };
  'tournament:setScoring': { input: TournamentRef & { scoring: string; combine?: string }; output: TournamentDetail };
  'tournament:export': {
    input: TournamentRef & { kind: DocumentKind; round?: number; format: 'html' | 'pdf' | 'text' | 'csv'; paper?: Paper };
    output: ReportFile;
  };
}

export type Paper = 'A4' | 'Letter';

/** A report ready to save or show: text formats as text, binary ones (PDF, PNG) as base64. */
export interface ReportFile {
  fileName: string;
  mimeType: string;
  encoding: 'utf8' | 'base64';
  data: string;
}

export interface ArchiveInfo {
  path: string;
  schemaVersion: number;
  /** 'electron' in the desktop app, 'browser' in the browser host. */
  host: 'electron' | 'browser';
  version: string;
}

export type Channel = keyof Contract;
export type Input<C extends Channel> = Contract[C]['input'];
export type Output<C extends Channel> = Contract[C]['output'];

/** Every channel, for the handlers and for tests that walk the whole contract. */
export const CHANNELS = [
  'archive:info',
  'game:list',
  'game:create',
  'game:get',
  'game:phase',
  'game:events',
  'game:setRules',
  'game:setPlayer',
  'game:setDrawType',
  'game:abandon',
  'game:setDeadline',
  'game:ordersDue',
  'game:historyCheck',
  'mail:inbox',
  'mail:accept',
  'mail:outbox',
  'mail:approve',
  'orders:submit',
  'orders:copy',
  'game:superseded',
  'phase:preview',
  'phase:adjudicate',
  'phase:rollback',
  'position:edit',
  'correction:preview',
  'correction:commit',
  'draw:vote',
  'draw:status',
  'draw:resume',
  'game:export',
  'game:import',
  'game:importAny',
  'variant:list',
  'variant:get',
  'variant:import',
  'report:phase',
  'report:sheets',
  'report:history',
  'report:map',
  'tournament:list',
  'tournament:get',
  'tournament:console',
  'tournament:standings',
  'tournament:systems',
  'tournament:create',
  'tournament:addPlayers',
  'tournament:proposeSeating',
  'tournament:startRound',
  'tournament:boardOutcome',
  'tournament:recordResult',
  'tournament:replacePlayer',
  'tournament:setScoring',
  'tournament:export',
] as const satisfies readonly Channel[];

// A compile-time check that CHANNELS lists every channel of the contract.
type Missing = Exclude<Channel, (typeof CHANNELS)[number]>;
const _everyChannel: Missing extends never ? true : Missing = true;
void _everyChannel;

/** Commands the host sends to the window: from the application menu, or when the archive changes. */
export type HostEvent = { kind: 'command'; command: MenuCommand } | { kind: 'archive-changed'; gameId: number | null };

export const MENU_COMMANDS = [
  'new-game',
  'open-games',
  'import',
  'import-variant',
  'export',
  'print',
  'undo',
  'redo',
  'fit-board',
  'adjudicate',
  'rules',
] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** What `window.adjutant` is, in Electron (preload) and in the browser host (shim). */
export interface AdjutantApi {
  invoke<C extends Channel>(channel: C, input: Input<C>): Promise<ServiceResult<Output<C>>>;
  /** Listen to host events; answers a function that stops listening. */
  onEvent(listener: (event: HostEvent) => void): () => void;
}

/** Largest payload accepted on any channel (an imported game file is the biggest). */
export const MAX_PAYLOAD_BYTES = 32 * 1024 * 1024;

/** The phase a request was made for: its place in the line of play and its row id. */
export interface PhaseBinding {
  seq: number;
  phaseId: number | null;
}

export type Bound<T> = T & { expect?: PhaseBinding };
