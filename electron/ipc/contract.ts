// The channel map between the renderer and the main process, as types. It is derived from the
// command table (commands.ts: one entry per channel, with its schema, output, roles and handler);
// Electron's ipcMain.handle and the browser host's WebSocket both dispatch the table's channels
// (handlers.ts), and the preload and the browser shim both expose exactly `AdjutantApi` as
// `window.adjutant`. The renderer may `import type` from this file and nothing else in electron/.
// The types reached from here hold no Node (the table's declaration names only modules of types;
// the handler context's archive is added in handlers.ts), so the renderer's type check sees none.
import type { ServiceResult } from '../service/types';
import type { Commands } from './commands';
import type { InputOf, OutputOf } from './command';

export type * from '../service/types';
export type { GameFile } from '../service/exchangeFormat';
export type { NetworkView, PairingView, PersonRole, PersonView } from '../service/event/types';
export type { BoardOutcome } from '../service/tournament/scoring/types';
export type { EndRule, StoredOutcome } from '../service/tournament/stored';
export type {
  BoardView,
  ConsoleBoard,
  ConsoleRound,
  DocumentKind,
  SeatingProposal,
  Standing,
  Standings,
  SystemChoice,
  TournamentDetail,
} from '../service/tournament/types';

/** Channel -> what it takes and what it answers, from the command table. Channel names are `area:verb`. */
export type Contract = { [C in keyof Commands]: { input: InputOf<Commands[C]>; output: OutputOf<Commands[C]> } };

export type { Role, Caller } from './command';

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

/** Commands the host sends to the window: from the application menu, or when the archive changes. */
export type HostEvent =
  | { kind: 'command'; command: MenuCommand }
  | { kind: 'archive-changed'; gameId: number | null }
  /** The GM chose the app's language in the application menu (null: the OS's language). */
  | { kind: 'language'; language: 'en' | 'fr' | 'de' | 'it' | null };

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
  'event-network',
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
