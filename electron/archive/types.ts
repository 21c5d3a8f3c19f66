// The archive's records as the rest of the main process sees them: rows with their JSON columns
// parsed, camelCase names, and the vocabularies the schema's CHECK constraints allow.
import type { PhaseResult, GivenOrder, Phase, Position, Power } from '../../engine/index';

export const GAME_STATUSES = ['active', 'finished', 'drawn', 'abandoned'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const DRAW_TYPES = ['dias', 'nodias'] as const;
export type DrawType = (typeof DRAW_TYPES)[number];

/** Every action the events log records; a game file's log may hold these and no other. */
export const EVENT_ACTIONS = [
  'game-created',
  'game-imported',
  'orders-submitted',
  'phase-adjudicated',
  'phase-corrected',
  'rolled-back',
  'rules-changed',
  'draw-vote',
  'game-drawn',
  'game-conceded',
  'game-resumed',
  'draw-type-set',
  'report-language-set',
  'player-set',
  'game-abandoned',
  'deadline-set',
  'draw-votes-visibility',
  'missing-orders-policy',
  'late-orders-set',
  'mail-approval-set',
  'mailbox-set',
  'orders-copied',
  'position-edited',
  'tournament-created',
  'tournament-players',
  'tournament-replacement',
  'tournament-result',
  'tournament-round',
  'tournament-scoring',
  'variant-imported',
  'tournament-player-withdrawn',
  'tournament-player-returned',
  'event-person-added',
  'event-pairing-renewed',
  'event-password-set',
  'event-boards-assigned',
  'event-person-revoked',
  'event-login',
] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

export const PHASE_STATUSES = ['open', 'adjudicated', 'superseded'] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];

/** How a submission combines with the power's earlier ones (DATC 4.D.1): as it says, or not said. */
export const COMBINE_MODES = ['unspecified', 'replace', 'add'] as const;
export type CombineMode = (typeof COMBINE_MODES)[number];

export const DRAW_VOTES = ['draw', 'nodraw'] as const;
export type DrawVoteKind = (typeof DRAW_VOTES)[number];

/** How a finished, drawn or abandoned game ended. */
export type GameOutcome =
  | { kind: 'solo'; winner: Power }
  | { kind: 'draw'; powers: Power[] }
  | { kind: 'concession'; to: Power }
  | { kind: 'abandoned'; reason: string };

export interface GameRecord {
  id: number;
  name: string;
  variant: string;
  /** The game's rule options: option id to alternative id (engine/rules). */
  ruleOptions: Record<string, string>;
  /** The languages its orders may be written in besides English (`fr`, `de`, `it`); none when left out. */
  readerLanguages?: string[];
  /** The language its reports, order sheets and printed map are in (`en` when left out). */
  reportLanguage?: string;
  drawType: DrawType;
  status: GameStatus;
  outcome: GameOutcome | null;
  createdAt: string;
  updatedAt: string;
}

export interface PhaseRecord {
  id: number;
  gameId: number;
  seq: number;
  phase: Phase;
  status: PhaseStatus;
  createdAt: string;
  supersededAt: string | null;
}

export interface PhaseWithPosition extends PhaseRecord {
  position: Position;
}

/** One line of a text submission as the order reader saw it (engine/orders/sheet LineDiagnostic). */
export interface StoredDiagnostic {
  line: number;
  start: number;
  end: number;
  status: string;
  code?: string;
  message?: string;
  candidates?: string[];
  /** The power of the order read from this line, when one was. */
  power?: Power;
  header?: Power;
  /** The message as data for the window to word (a service message: `other-power`; ServiceSaid). */
  said?: { key: string; params?: Record<string, string | number> };
}

export interface SubmissionRecord {
  id: number;
  phaseId: number;
  power: Power;
  source: 'text' | 'structured';
  rawText: string | null;
  combine: CombineMode;
  /** Handed in with the previous set; which of the two came later is unknown (DATC 4.D.2). */
  sameTime: boolean;
  orders: GivenOrder[];
  diagnostics: StoredDiagnostic[];
  submittedBy: string;
  submittedAt: string;
  /** The submission this one was carried over from when its phase was re-run. */
  copiedFrom: number | null;
}

/** What the engine answered, less `next` (stored on its own as the next position). */
export type StoredResult = Omit<PhaseResult, 'next'>;

export interface AdjudicationRecord {
  id: number;
  phaseId: number;
  /** The orders adjudicated: the power's submissions combined. */
  orders: GivenOrder[];
  result: StoredResult;
  nextPosition: Position | null;
  adjudicatedAt: string;
  supersededAt: string | null;
}

export interface DrawVoteRecord {
  id: number;
  phaseId: number;
  power: Power;
  vote: DrawVoteKind;
  /** NoDIAS: the powers named in SET DRAW; null for a DIAS vote and for NODRAW. */
  drawList: Power[] | null;
  castBy: string;
  castAt: string;
  clearedAt: string | null;
}

export interface EventRecord {
  id: number;
  gameId: number | null;
  at: string;
  actor: string;
  action: EventAction;
  details: Record<string, unknown>;
}

export interface PlayerRecord {
  id: number;
  gameId: number;
  power: Power;
  name: string;
  contact: string | null;
  sinceSeq: number;
  createdAt: string;
}

export const MAIL_STATUSES = ['filed', 'held', 'not-for-game', 'unreadable', 'accepted', 'pending', 'approved', 'sent', 'failed'] as const;

/** A mail read in or sent out for a game (the mails table, migration 0006). */
/** An outgoing mail's attachment: the map of a phase (by its seq), as PNG or PDF. */
export interface MailAttachment {
  kind: 'map';
  seq: number;
  format: 'png' | 'pdf';
}

export interface MailRecord {
  id: number;
  gameId: number | null;
  direction: 'in' | 'out';
  /** The Message-ID without its angle brackets; one made from the content when the mail has none. */
  messageId: string;
  from: string | null;
  to: string | null;
  subject: string;
  /** When the mail was sent (its Date), or sent out by Adjutant. */
  sentAt: string | null;
  status: (typeof MAIL_STATUSES)[number];
  /** Why it was held, not the game's, unreadable, or failed to go out. */
  reason: string | null;
  /** The text read (the plain text, or the HTML as text), or the text sent. */
  body: string;
  /** What the reading noticed: an attachment ignored, HTML read as text, a character set. */
  notes: string[];
  /** The submissions filed from it. */
  submissions: number[];
  /** Where it came from or goes: `mbox:FILE`, `maildir:DIR`, `imap:HOST/FOLDER`, `smtp:HOST`. */
  source: string;
  /** What an outgoing mail carries besides its text, drawn when it goes out (migration 0011). */
  attachments?: MailAttachment[];
  createdAt: string;
  updatedAt: string;
}
