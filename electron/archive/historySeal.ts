// The history chain stored with each phase (migration 0012): a SHA-256 per phase over its
// position, its submissions, its adjudications and the correction-log entries that changed it,
// chained to the phase before (service/historyChain.ts says why). Triggers (0012) note every phase
// whose orders, results or corrections a write changes in `chain_pending`; `sealPending`, run by
// the service at the end of every write transaction, recomputes the parts of those phases only and
// the hashes from there on, in the SAME transaction. A phase not noted keeps its stored parts, so
// an edit made behind Adjutant's back (whose marks `clearPending` drops before the next write)
// stays visible to `game check` even after later writes.
import type Database from 'better-sqlite3';
import type { Repositories } from './repositories/index';
import type { AdjudicationRow } from './repositories/adjudications';
import { perConnection } from './repositories/perConnection';
import type { SubmissionRow } from './repositories/submissions';
import { readOrders, readPosition, readResult, type StoredPlace, type StoredText } from './stored/codec';

/** The chain's statements, prepared once per connection (every write transaction seals). */
const statements = perConnection((db) => ({
  entries: db.prepare(`SELECT at, actor, action, details FROM events WHERE game_id = ? AND action IN (${CHAIN_EVENTS.map(() => '?').join(', ')}) ORDER BY id`),
  stored: db.prepare('SELECT id, seq, chain_hash AS hash, chain_parts AS parts FROM phases WHERE game_id = ? ORDER BY id'),
  write: db.prepare('UPDATE phases SET chain_hash = ?, chain_parts = ? WHERE id = ?'),
  pending: db.prepare('SELECT game_id AS gameId, phase_id AS phaseId FROM chain_pending'),
  clear: db.prepare('DELETE FROM chain_pending'),
  phase: db.prepare('SELECT id, seq, status, position FROM phases WHERE id = ?'),
  submissions: db.prepare('SELECT * FROM submissions WHERE phase_id = ? ORDER BY id'),
  adjudications: db.prepare('SELECT * FROM adjudications WHERE phase_id = ? ORDER BY id'),
}));

export const CHAIN_ALGORITHM = 'sha256';
export const CHAIN_EVENTS: readonly string[] = ['phase-corrected'];
export const CHAIN_PARTS = ['position', 'submissions', 'adjudications', 'corrections'] as const;
export type ChainPart = (typeof CHAIN_PARTS)[number];
export type ChainParts = Record<ChainPart, string>;

/** A phase as the chain reads it (a game file's phase has these fields and more). */
export interface ChainPhase {
  id: number;
  seq: number;
  status: string;
  position: unknown;
  submissions: ({ id: number; copiedFrom: number | null } & Record<string, unknown>)[];
  adjudications: unknown[];
}
export interface ChainEvent {
  at: string;
  actor: string;
  action: string;
  details: Record<string, unknown>;
}
export interface ChainLink extends ChainParts {
  phaseId: number;
  seq: number;
  /** SHA-256 of the phase before's hash and this phase's parts. */
  hash: string;
}

/**
 * JSON with every object's keys in order, so the same data always gives the same text. Written as
 * one string built in place (every write transaction hashes the phases it changed: positions,
 * order lists and results); test/electron/archive/canonical.test.ts holds it to the plain version.
 */
export function canonical(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof CanonicalText) return value.text;
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i ? ',' : '') + canonical(value[i]);
    return out + ']';
  }
  const o = value as Record<string, unknown>;
  const keys = Object.keys(o).sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = o[k];
    if (v === undefined) continue;
    out += (first ? '' : ',') + quoted(k) + ':' + canonical(v);
    first = false;
  }
  return out + '}';
}

/** A value's canonical JSON made before: `canonical` writes it as it is. */
class CanonicalText {
  constructor(readonly text: string) {}
}

/**
 * The canonical JSON of the value a stored text holds, by the text: reading a text always gives the
 * same value (stored/codec.ts), so its canonical JSON is made once. The seal of a write reads the
 * phase's stored texts back and finds most of them here: its orders were sealed when they were
 * submitted, its position when the phase was opened, its results at the preview (`warmSeal`).
 */
const CANONICAL = new Map<Reader, Map<string, string>>();
/** Bounds the memory: past this many texts of a kind, its map starts again (a result is about 20-60 KB). */
const CANONICAL_MAX = 256;

type Reader = (text: string, place: StoredPlace) => unknown;

function canonicalStored(text: string, read: Reader, place: StoredPlace): CanonicalText {
  // One map per kind of text (reader): a text reads as one value per shape.
  let known = CANONICAL.get(read);
  if (!known) CANONICAL.set(read, (known = new Map()));
  let out = known.get(text);
  if (out === undefined) {
    out = canonical(read(text, place));
    if (known.size >= CANONICAL_MAX) known.clear();
    known.set(text, out);
  }
  return new CanonicalText(out);
}

const READERS = new Map<string, Reader>([
  ['position', readPosition],
  ['orders', readOrders],
  ['result', readResult],
]);

/** Makes the canonical JSON of texts about to be stored (the service's preview of a commit). */
export function warmSeal(texts: StoredText[]): void {
  for (const t of texts) canonicalStored(t.text, READERS.get(t.kind)!, { table: 'preview', column: t.kind, row: 0 });
}

/**
 * One stored phase as `chainPhase` reads it, its stored values given by their canonical JSON
 * (`canonicalStored`) instead of read and written out again: the same parts, for the seal of a
 * write. Fields as the repositories give them (submissions.ts, adjudications.ts);
 * test/electron/archive/sealStored.test.ts holds the two to the same parts.
 */
export function storedChainPhase(db: Database.Database, phaseId: number): ChainPhase {
  const s = statements(db);
  const p = s.phase.get(phaseId) as { id: number; seq: number; status: string; position: string };
  const at = (table: string, column: string, row: number): StoredPlace => ({ table, column, row });
  return {
    id: p.id,
    seq: p.seq,
    status: p.status,
    position: canonicalStored(p.position, readPosition, at('phases', 'position', p.id)),
    submissions: (s.submissions.all(phaseId) as SubmissionRow[]).map((r) => ({
      id: r.id,
      power: r.power,
      source: r.source,
      rawText: r.raw_text,
      combine: r.combine,
      sameTime: r.same_time === 1,
      orders: canonicalStored(r.orders, readOrders, at('submissions', 'orders', r.id)),
      diagnostics: JSON.parse(r.diagnostics) as unknown,
      submittedBy: r.submitted_by,
      submittedAt: r.submitted_at,
      copiedFrom: r.copied_from,
    })),
    adjudications: (s.adjudications.all(phaseId) as AdjudicationRow[]).map((r) => ({
      orders: canonicalStored(r.orders, readOrders, at('adjudications', 'orders', r.id)),
      result: canonicalStored(r.results, readResult, at('adjudications', 'results', r.id)),
      nextPosition: r.next_position === null ? null : canonicalStored(r.next_position, readPosition, at('adjudications', 'next_position', r.id)),
      adjudicatedAt: r.adjudicated_at,
      supersededAt: r.superseded_at,
    })),
  };
}

const QUOTED = new Map<string, string>();
/** A key as JSON: the chain's keys are few (the stored shapes' field names, powers, provinces). */
function quoted(key: string): string {
  let q = QUOTED.get(key);
  if (q === undefined) {
    q = JSON.stringify(key);
    if (QUOTED.size < 10_000) QUOTED.set(key, q);
  }
  return q;
}

// node:crypto on first use: a command that only reads the archive need not load it (`npm run bench cli`).
const digest = (text: string): string => process.getBuiltinModule('node:crypto').createHash('sha256').update(text).digest('hex');

/** The log entries that corrected a phase's place in the line of play, without the ids they name. */
function correctionsOf(phase: ChainPhase, events: readonly ChainEvent[]): unknown[] {
  return events
    .filter((e) => CHAIN_EVENTS.includes(e.action) && e.details.seq === phase.seq)
    .map((e) => ({ ...e, details: { ...e.details, submissionId: null } }));
}

/** The digests of one phase's parts. */
export function partsOf(p: ChainPhase, events: readonly ChainEvent[]): ChainParts {
  return {
    position: digest(canonical({ seq: p.seq, status: p.status, position: p.position })),
    submissions: digest(canonical(p.submissions.map(({ id: _id, copiedFrom, ...s }) => ({ ...s, copied: copiedFrom !== null })))),
    adjudications: digest(canonical(p.adjudications)),
    corrections: digest(canonical(correctionsOf(p, events))),
  };
}

export function linkHash(previous: string, parts: ChainParts): string {
  return digest(`${previous}\n${parts.position}\n${parts.submissions}\n${parts.adjudications}\n${parts.corrections}`);
}

/** The chain of phases given in any order (sorted by id, the order stored). */
export function chainLinks(phases: readonly ChainPhase[], events: readonly ChainEvent[]): ChainLink[] {
  let previous = '';
  return [...phases]
    .sort((a, b) => a.id - b.id)
    .map((p) => {
      const parts = partsOf(p, events);
      const hash = linkHash(previous, parts);
      previous = hash;
      return { phaseId: p.id, seq: p.seq, ...parts, hash };
    });
}

/** One stored phase as the chain (and a game file) reads it. */
export function chainPhase(repos: Repositories, p: { id: number; seq: number; status: string; position: unknown }): ChainPhase {
  return {
    id: p.id,
    seq: p.seq,
    status: p.status,
    position: p.position,
    submissions: repos.submissions.forPhase(p.id).map(({ phaseId: _p, ...s }) => s),
    adjudications: repos.adjudications.forPhase(p.id).map(({ id: _i, phaseId: _p, ...a }) => a),
  };
}

/** A game's log as a game file carries it (the chain reads it so). */
export function chainEvents(repos: Repositories, gameId: number): ChainEvent[] {
  return repos.events.forGame(gameId).map(({ at, actor, action, details }) => ({ at, actor, action, details }));
}

/** The entries of a game's log the chain reads (CHAIN_EVENTS), as chainEvents gives them: all a reseal needs. */
function chainEntries(db: Database.Database, gameId: number): ChainEvent[] {
  const rows = statements(db).entries.all(gameId, ...CHAIN_EVENTS) as { at: string; actor: string; action: string; details: string }[];
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }));
}

export interface StoredLink {
  phaseId: number;
  seq: number;
  hash: string | null;
  parts: ChainParts | null;
}

/** The chain as stored in the archive, phase by phase in the order stored. */
export function storedChain(db: Database.Database, gameId: number): StoredLink[] {
  const rows = statements(db).stored.all(gameId) as {
    id: number;
    seq: number;
    hash: string | null;
    parts: string | null;
  }[];
  return rows.map((r) => ({ phaseId: r.id, seq: r.seq, hash: r.hash, parts: r.parts === null ? null : (JSON.parse(r.parts) as ChainParts) }));
}

/**
 * Stores a game's chain: the parts of the phases in `changed` (or all, or those with none stored)
 * are recomputed, the others kept as stored; every hash follows from the one before.
 */
export function sealGame(db: Database.Database, gameId: number, changed: ReadonlySet<number> | 'all'): void {
  const stored = storedChain(db, gameId);
  // The log is read once, and only when a phase's parts are recomputed.
  let events: ChainEvent[] | null = null;
  const write = statements(db).write;
  let previous = '';
  for (const s of stored) {
    const fresh = changed === 'all' || s.parts === null || changed.has(s.phaseId);
    const parts = fresh ? partsOf(storedChainPhase(db, s.phaseId), (events ??= chainEntries(db, gameId))) : s.parts!;
    const hash = linkHash(previous, parts);
    previous = hash;
    if (hash !== s.hash || fresh) write.run(hash, JSON.stringify(parts), s.phaseId);
  }
}

const SEALED = new WeakMap<Database.Database, boolean>();

/** Whether the archive stores the chain (schema version 12 on; an older one is opened only by tests of migrations). */
function seals(db: Database.Database): boolean {
  let known = SEALED.get(db);
  if (known === undefined) {
    known = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'chain_pending'").get() !== undefined;
    SEALED.set(db, known);
  }
  return known;
}

/** Drops the marks of writes made outside Adjutant's transactions: they must not be sealed. */
export function clearPending(db: Database.Database): void {
  if (seals(db)) statements(db).clear.run();
}

/** Seals the games whose phases this transaction changed (or removed). */
export function sealPending(db: Database.Database): void {
  if (!seals(db)) return;
  const rows = statements(db).pending.all() as { gameId: number; phaseId: number }[];
  if (rows.length === 0) return;
  const byGame = new Map<number, Set<number>>();
  for (const r of rows) byGame.set(r.gameId, (byGame.get(r.gameId) ?? new Set()).add(r.phaseId));
  for (const [gameId, changed] of byGame) sealGame(db, gameId, changed);
  clearPending(db);
}
