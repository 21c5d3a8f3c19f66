// What the service answers: plain data for the IPC contract, the browser host and the CLI.
import type { ReportLanguage } from '../reports/reportLanguages';
import type { Acknowledgement } from './acknowledge';
import type { GivenOrder, Phase, Position, Power, ProvinceId, Outcome, ReasonCode, Say, UnitType, Coast, VariantSummary } from '../../engine/index';
import type {
  AdjudicationRecord,
  DrawType,
  GameOutcome,
  GameStatus,
  PhaseStatus,
  StoredResult,
  SubmissionRecord,
  GameRecord,
  CombineMode,
  DrawVoteKind,
} from '../archive/types';
import type { CombineNote } from './combine';
import type { Difference, ForeignFormat } from './interchange/foreign';
import type { MailWords } from './mail/mailboxTypes';

export type { CombineNote } from './combine';

/** A phase as lists show it. `id` is null for a phase not written yet (a preview). */
export interface PhaseHead {
  id: number | null;
  seq: number;
  phase: Phase;
  /** `Spring 1901 Movement`. */
  name: string;
  status: PhaseStatus;
}

export interface GameSummary {
  id: number;
  name: string;
  variant: string;
  status: GameStatus;
  drawType: DrawType;
  outcome: GameOutcome | null;
  createdAt: string;
  updatedAt: string;
  /** The latest phase of the line of play. */
  current: PhaseHead | null;
}

export interface GameList {
  games: GameSummary[];
  /** How many games match the filter, beyond the page returned. */
  total: number;
}

export interface PowerView {
  power: Power;
  players: { name: string; contact: string | null; sinceSeq: number }[];
  centers: number;
  units: number;
  survivor: boolean;
  /** Whether orders are in for the current open phase. */
  ordersIn: boolean;
}

export interface DrawVoteView {
  power: Power;
  vote: 'draw' | 'nodraw';
  drawList: Power[] | null;
  castAt: string;
}

export interface GameDetail extends GameSummary {
  ruleOptions: Record<string, string>;
  /** The languages the game's orders may be written in besides English (`fr`, `de`, `it`). */
  readerLanguages: string[];
  /** The language of its reports, order sheets and printed map (electron/reports/reportLanguages.ts). */
  reportLanguage: ReportLanguage;
  powers: PowerView[];
  /** The line of play, first phase to current. */
  phases: PhaseHead[];
  /** The position of the current phase. */
  position: Position | null;
  /** Draw votes standing in the open phase. */
  drawVotes: DrawVoteView[];
  /** The open phase's deadline for orders (ISO 8601, UTC), or null when none is set (deadlines.ts). */
  deadline: string | null;
  /**
   * Who last wrote to each phase of the line, by phase id: entered its orders, adjudicated it, mended
   * it (a correction, a position edit). From the game's log, which names the caller (issue 29 item 4).
   */
  writtenBy: Record<number, string>;
}

export interface PhaseDetail {
  head: PhaseHead;
  position: Position;
  submissions: SubmissionRecord[];
  /**
   * The sets with lines the reader did not understand, each line with the reader's message as data
   * again where the set's text read again gives exactly that line (storedProblems.ts); given to the
   * window (the IPC's `game:phase` and a commit's view), not to the CLI.
   */
  problems?: SetProblems[];
  /** The orders that count now, as combined from the submissions. */
  orders: GivenOrder[];
  notes: CombineNote[];
  adjudication: AdjudicationRecord | null;
  /** Earlier adjudications of this phase, set aside by rollbacks or corrections. */
  supersededAdjudications: number;
  /**
   * Who made the current adjudication, from the game's log (issue 29 item 4): the GM who adjudicated
   * the phase, or who mended it (a correction of this phase or an earlier one re-runs it); null
   * while the phase is open or when the log does not say.
   */
  resultBy: { by: string; at: string; how: 'adjudicated' | 'corrected' } | null;
}

export interface CenterChange {
  power: Power;
  gained: ProvinceId[];
  lost: ProvinceId[];
}

export interface AdjudicationView {
  gameId: number;
  phase: PhaseHead;
  orders: GivenOrder[];
  notes: CombineNote[];
  /** Powers that had something to order and sent nothing (their units hold, retreats disband...). */
  missing: Power[];
  result: StoredResult;
  /** The phase that follows, or null when the game ended. */
  next: PhaseHead | null;
  centers: Record<Power, number>;
  centerChanges: CenterChange[];
  winner: Power | null;
  eliminated: Power[];
  /** False for a preview: nothing was written. */
  committed: boolean;
  /** A preview's questions: what committing it needs confirmed (adjudication.ts `questions`). */
  confirm?: AdjudicationQuestions;
}

/** What adjudicating a phase asks the GM to confirm first. */
export interface AdjudicationQuestions {
  /** Powers with something to order that sent nothing (empty when none, or the game lets them hold). */
  missing: Power[];
  /** The deadline (ISO), when it has not passed and powers have no orders; else null. */
  beforeDeadline: string | null;
}

/**
 * A commit as a window receives it: the adjudication, and the game and the phase just adjudicated
 * as the window shows them (`game:get`, `game:phase`), read right after the write, so the window
 * draws the results without asking again. `shown` is null when they could not be read.
 */
export interface CommitView extends AdjudicationView {
  shown: { game: GameDetail; phase: PhaseDetail } | null;
}

/** A line of a set the reader did not understand, with its message in English and as data. */
export interface LineProblem {
  line: number;
  message: string;
  said?: ServiceSaid;
  say?: Say;
}

/** A filed set's lines not read, as read back from the archive (PhaseDetail `problems`). */
export interface SetProblems {
  submission: number;
  power: Power;
  problems: LineProblem[];
}

export interface SubmissionView {
  submission: SubmissionRecord;
  /**
   * Lines the reader did not understand, for the GM to look at: `said`, a service message as data;
   * `say`, the reader's own message as data (engine/orders/says.ts), on the lines just read.
   */
  problems: LineProblem[];
  /** How lines were read, where that decides what a unit does (`read 'Bre' as Brest`). */
  notes: { line: number; message: string }[];
  /** The deadline the set missed (ISO), or null when it came in time or there was none. */
  late?: string | null;
  /** What to mail back to the power's player at once (acknowledge.ts). */
  acknowledgement: Acknowledgement;
}

/** One entry of a game's audit log, as the app shows it: who did what, when, and the details. */
export interface GameEventView {
  id: number;
  at: string;
  actor: string;
  action: string;
  details: Record<string, unknown>;
}

export interface ServiceError {
  code: ServiceErrorCode;
  message: string;
  /** Structured detail for a user interface: the problems found, the offending lines... */
  details?: unknown;
  /**
   * The refusal as data, worded whole in the window's language (`errorText`, the `said` namespace of
   * resources/i18n/<code>.json): the key of its template and its particulars. `message` is the
   * same template in English (result.ts `refusals`).
   */
  said?: ServiceSaid;
}

/**
 * A refusal's words as data: `key` names its template (`games.name-taken`), `params` its
 * particulars as given (a name as typed, a power, a province id, a phase's name, a number), named by
 * kind after engine/placeholders.ts `saidParamKind`; `map` (a map id) names the map they are of.
 */
export interface ServiceSaid {
  key: string;
  params?: Record<string, string | number>;
  /**
   * A foreign file reader's reason as data, by the name of the particular it is the English of
   * (`reason`: the frame's `{{reason}}`): the window words it from this, with the map in `params.map`.
   */
  reasons?: Record<string, ReasonSaid>;
}

/**
 * What a foreign file's reader (MILA, Judge, jDip) or the replay says, as data
 * (electron/service/interchange/reasons.ts, `READ_REASONS`): `key` is a code of that table
 * (`mila.not-power`, `place.line`), `params` its particulars (a power by name, a province by id, a
 * file's words as written, a number) where a place in the file or a reason inside the reason is data
 * of its own. Three keys carry another's data: `reader` (the order reader's message: `say`, its English
 * `message`), `position` (a position's faults: `faults`, engine/game/positionFaults.ts) and `list`
 * (reasons one after another: `items`).
 */
export interface ReasonSaid {
  key: string;
  params?: Record<string, string | number | ReasonSaid>;
  say?: Say;
  faults?: { key: string; params: Record<string, string | number>; message: string }[];
  /** `key: 'list'`: reasons said one after another (a game file's inconsistencies), joined by `; ` in English. */
  items?: ReasonSaid[];
  message?: string;
}

export type ServiceResult<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

export interface CorrectionInput {
  gameId: number;
  /** The past phase, by its place in the line of play. */
  seq: number;
  power: string;
  text?: string;
  orders?: GivenOrder[];
  /** How the correction combines with the power's sets of that phase; default: it replaces them. */
  combine?: 'unspecified' | 'replace' | 'add';
  reason?: string;
  by?: string;
  actor?: string;
}

export interface CorrectionStep {
  seq: number;
  before: PhaseHead | null;
  after: PhaseHead;
  kind: 'rerun' | 'open';
  results: ResultChange[];
  /** For a re-run phase: the position it leads to; for the open phase: the position it starts from. */
  position: PositionChange;
  /**
   * A re-run retreat or adjustment phase: powers with something due there that sent no orders for
   * it (their dislodged units disband, their builds are lost, civil disorder removes their units).
   * `due`: builds (+), removals (-) or dislodged units (retreat phase); `was`: the same before the
   * correction, null when the old line had no such phase.
   */
  unordered: { power: string; due: number; was: number | null }[];
}

export interface CorrectionPreview {
  gameId: number;
  /** Give this back to commit: it says which state of the game the preview was made from. */
  token: string;
  seq: number;
  power: string;
  orders: GivenOrder[];
  /** The correction's lines not read, as SubmissionView's. */
  problems: LineProblem[];
  steps: CorrectionStep[];
  /** Old phases beyond the new line's open phase: superseded on commit. */
  dropped: PhaseHead[];
  changed: boolean;
  winner: string | null;
  committed: boolean;
}

export interface DrawStatus {
  gameId: number;
  drawType: DrawType;
  survivors: Power[];
  votes: DrawVoteView[];
  tally: DrawTally;
  status: 'active' | 'finished' | 'drawn' | 'abandoned';
  outcome: GameOutcome | null;
}

export interface DrawVoteInput {
  gameId: number;
  power: string;
  /** SET DRAW or SET NODRAW. */
  vote: DrawVoteKind;
  /** NoDIAS SET DRAW: the powers of the draw (names or the map's abbreviations). */
  drawList?: string[];
  actor?: string;
}

export interface CreateGameInput {
  name: string;
  variant?: string;
  rules?: { preset?: string; options?: Record<string, string> };
  /** The languages the orders may be written in besides English (`fr`, `de`, `it`; docs/languages.md). */
  languages?: string[];
  /** The language of its reports, order sheets and printed map; English when left out. */
  reportLanguage?: ReportLanguage;
  drawType?: 'dias' | 'nodias';
  position?: Position;
  /** Players by power (any spelling the map knows: `england`, `Eng`). */
  players?: Record<string, { name: string; contact?: string }>;
  actor?: string;
}

export interface ListGamesInput {
  status?: GameRecord['status'];
  variant?: string;
  /** Part of the name, any case. */
  search?: string;
  limit?: number;
  offset?: number;
}

export interface DeadlineView {
  phase: PhaseHead;
  /** ISO 8601 in UTC (`2026-12-01T18:00:00.000Z`), or null when none is set. */
  deadline: string | null;
  /** The deadline this one replaced, or null. */
  previous: string | null;
}

/** A mail read in, and what became of it (service/mail/intake.ts). */
export interface MailIntakeView {
  /** The mail's number in the archive; null when it was not kept (not the game's, unreadable before reading). */
  id: number | null;
  messageId: string;
  from: string | null;
  subject: string;
  status: 'filed' | 'held' | 'accepted' | 'duplicate' | 'not-for-game' | 'unreadable';
  reason: string | null;
  notes: string[];
  /** The reason and each note as a key and particulars, for the app to word (null: a text shown as it is). */
  reasonSaid?: MailWords | null;
  notesSaid?: (MailWords | null)[];
  submissions: number[];
  source: string;
  /** The mail's Date (ISO 8601), and its text as read (the inbox shows both). */
  sentAt?: string | null;
  body?: string;
  /** Received after the deadline: its orders marked late, or held until the GM confirms them. */
  late?: boolean;
  /** When it was filed just now: the acknowledgements to mail back to the sender, one per set. */
  acknowledgements?: string[];
}

/** A mail in the game's outbox (service/mail/outbox.ts). */
export interface OutboxView {
  id: number;
  to: string;
  subject: string;
  status: string;
  /** Why it failed to go out, kept until it is sent. */
  reason: string | null;
  reasonSaid?: MailWords | null;
  sentAt: string | null;
  body: string;
}

/** A game's history chain (historyChain.ts) as the app and `game check GAME` show it. */
export interface HistoryCheckView {
  /** Each stored phase with its hash, in the order stored. */
  phases: { id: number; seq: number; name: string; status: string; hash: string; stored: string | null }[];
  /** The last phase's hash: one value that changes with any change to the history. */
  head: string | null;
  /** The chain stored with the phases (migration 0012) equals the one their content gives. */
  verified: boolean;
  /** The last phase whose stored hash holds (the last phase when verified); null when none holds. */
  through: string | null;
  /** The first phase whose stored hash differs from the recomputed one, and the parts that differ. */
  firstDifference: {
    id: number;
    seq: number;
    name: string;
    parts: ('position' | 'submissions' | 'adjudications' | 'corrections')[];
    why: string[];
  } | null;
  /** How the game's file chain stood when it was imported; null for a game made here. */
  imported: 'verified' | 'broken' | 'replayed' | 'none' | null;
  /** The differences of a broken chain at import (accepted by the GM, or the reason it was played again). */
  differences: string[];
  /** What playing the file again changed from its recorded history (`game import --replay`). */
  replayed: string[];
}

/** The reminder before the deadline to the powers without orders (service/reminders.ts). */
export interface ReminderView {
  phase: PhaseHead;
  deadline: string | null;
  /** Powers with something to order and no set handed in yet. */
  missing: string[];
  text: string;
}

export interface OrdersDue {
  phase: PhaseHead;
  deadline: string | null;
  /** The "orders due" notice to mail to the players (reports/due.ts). */
  text: string;
}

export interface SupersededPhase {
  id: number;
  head: PhaseHead;
  supersededAt: string | null;
  /** The sets handed in for it, by power. */
  submissions: { id: number; power: string; orders: number }[];
}

export interface SubmitOrdersInput {
  gameId: number;
  /** Whose orders. Needed for structured orders; for text, omit it to split a sheet by power. */
  power?: string;
  text?: string;
  orders?: GivenOrder[];
  /** Says the set replaces or adds to the power's earlier sets (DATC 4.D.1); default: not said. */
  combine?: CombineMode;
  /** Handed in with the previous set, and which came later is unknown (DATC 4.D.2). */
  sameTime?: boolean;
  /** Who handed the orders in (the player, "mail", "phone"...); default: the actor. */
  by?: string;
  /** Powers whose set the GM confirms though it needs confirming (no orders read, replaces others' orders...). */
  confirm?: string[];
  /** When the orders were received (the mail's arrival, ISO 8601); default: now. Decides lateness. */
  receivedAt?: string;
  /**
   * The mail's From (`Ann <ann@example.org>`): matched with the players' contacts; a set for a power
   * the sender does not play, or any set from an unknown address, waits for the GM (`confirm`).
   */
  from?: string;
  actor?: string;
}

export interface RollbackInput {
  gameId: number;
  /** The phase to play again, by its place in the line of play (0 = the first phase). */
  seq: number;
  reason: string;
  actor?: string;
}

/**
 * Every code a service refusal can carry (`ServiceError.code`). The window words each one (the
 * `errors` namespace of resources/i18n/<code>.json); test/renderer/i18n/serviceWords.test.ts fails
 * on a code without wording in a language.
 */
export const SERVICE_ERROR_CODES = [
  'invalid-input',
  'not-found',
  'name-taken',
  'unknown-variant',
  /** A variant file with faults (details: each fault's code and message). */
  'bad-variant',
  'bad-rule-options',
  'bad-position',
  'game-not-active',
  'game-not-drawn',
  'no-open-phase',
  'not-a-power',
  'not-a-survivor',
  'no-orders',
  /** The set could change a result by accident: the GM must confirm it, naming the power (details.confirm). */
  'needs-confirmation',
  'bad-orders',
  'nothing-to-roll-back',
  'not-adjudicated',
  'stale-preview',
  'draw-list-in-dias',
  'bad-file',
  'unsupported-version',
  'archive-busy',
  'archive-corrupt',
  'archive-readonly',
  'disk-full',
  /** A mail server (IMAP, SMTP) could not be reached, refused the login, or failed a command. */
  'mail-server',
  /** The caller's role may not use this channel, or a board GM wrote to a board not theirs. */
  'forbidden',
  'internal',
] as const;

export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

export interface ResultChange {
  power: string;
  /** The order as adjudicated (the text when it came as text). */
  order: string;
  before: { outcome: Outcome; reason: ReasonCode | null } | null;
  after: { outcome: Outcome; reason: ReasonCode | null } | null;
}

export interface PositionChange {
  /** Units (as `England F nth`) that stood in the position before and not after. */
  removed: string[];
  added: string[];
  centers: CenterChange[];
  /** Set when the phase itself differs (`Fall 1901 Retreat` instead of `Winter 1901 Adjustment`). */
  phase: { before: string | null; after: string | null } | null;
}

export type DrawTally = { kind: 'draw'; powers: Power[] } | { kind: 'concession'; to: Power } | { kind: 'none'; waitingFor: Power[]; vetoedBy: Power[] };

export type PositionEdit =
  | { kind: 'add'; power: string; type: UnitType; province: ProvinceId; coast?: Coast | null }
  | { kind: 'remove'; province: ProvinceId }
  | { kind: 'move'; from: ProvinceId; to: ProvinceId; coast?: Coast | null }
  | { kind: 'owner'; province: ProvinceId; power: string | null };

export interface PositionEditInput {
  gameId: number;
  edits: PositionEdit[];
  reason: string;
  actor?: string;
}

/** What an import found: the file's format, its phases, every difference; `stored` when the game was stored. */
export interface ImportAudit {
  format: 'adjutant' | ForeignFormat;
  phases: number;
  differences: Difference[];
  /** What the reader passed over or cleaned without changing a result (unknown fields, markup, a draw): one line each. */
  notes: string[];
  stored: GameDetail | null;
}

/** A variant as New game and `adjutant variant list` show it (docs/variants.md). */
export interface VariantView extends VariantSummary {
  /** Shipped with Adjutant, or imported into this archive. */
  source: 'shipped' | 'imported';
  importedAt: string | null;
}

/** A GM's own variant as the archive keeps it, for a window to load and draw: the file's JSON text. */
export interface VariantFileView {
  id: string;
  data: string;
  geometry: string | null;
}
