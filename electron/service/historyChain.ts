// A game's history made tamper-evident: each phase (in the order it was stored, superseded ones
// too) has a SHA-256 hash over its position, its submissions (the orders as received), its
// adjudications (orders, results, next position) and the correction-log entries that changed it,
// chained to the hash of the phase before. A game file carries the chain; an import whose chain
// does not verify is refused with every difference named, or taken as it is at the GM's word with
// the differences kept in the import's log entry. A chain without a secret stops no forger who
// recomputes it: it catches the edit by hand (a submission changed, a correction's log entry
// deleted), which is what a GM receiving a file needs to know about.
import { createHash } from 'node:crypto';
import type { GameFile, GameFilePhase } from './exchangeFormat';

export const CHAIN_ALGORITHM = 'sha256';
export const CHAIN_EVENTS: readonly string[] = ['phase-corrected'];

export interface ChainLink {
  phaseId: number;
  seq: number;
  /** The digest of each part, so a difference can be named by part. */
  position: string;
  submissions: string;
  adjudications: string;
  corrections: string;
  /** SHA-256 of the phase before's hash and this phase's parts. */
  hash: string;
}

export interface HistoryChain {
  algorithm: typeof CHAIN_ALGORITHM;
  links: ChainLink[];
}

/** JSON with every object's keys in order, so the same data always gives the same text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const digest = (text: string): string => createHash('sha256').update(text).digest('hex');

type Events = GameFile['events'];

/**
 * The log entries that corrected a phase's place in the line of play (its seq), without the ids
 * they name: ids are an archive's own and change on import.
 */
function correctionsOf(phase: GameFilePhase, events: Events): unknown[] {
  return events
    .filter((e) => CHAIN_EVENTS.includes(e.action) && e.details.seq === phase.seq)
    .map((e) => ({ ...e, details: { ...e.details, submissionId: null } }));
}

/** The submissions without their ids: a copied set says it is one, not which id it came from. */
function submissionsOf(phase: GameFilePhase): unknown[] {
  return phase.submissions.map(({ id: _id, copiedFrom, ...s }) => ({ ...s, copied: copiedFrom !== null }));
}

/** The chain of a game's history, from its phases and log (as exported). */
export function chainOf(file: Pick<GameFile, 'phases' | 'events'>): HistoryChain {
  let previous = '';
  const links = [...file.phases]
    .sort((a, b) => a.id - b.id)
    .map((p) => {
      const parts = {
        position: digest(canonical({ seq: p.seq, status: p.status, position: p.position })),
        submissions: digest(canonical(submissionsOf(p))),
        adjudications: digest(canonical(p.adjudications)),
        corrections: digest(canonical(correctionsOf(p, file.events))),
      };
      const hash = digest(`${previous}\n${parts.position}\n${parts.submissions}\n${parts.adjudications}\n${parts.corrections}`);
      previous = hash;
      return { phaseId: p.id, seq: p.seq, ...parts, hash };
    });
  return { algorithm: CHAIN_ALGORITHM, links };
}

const PART_WORDS: Record<'position' | 'submissions' | 'adjudications' | 'corrections', string> = {
  position: 'its position or status',
  submissions: 'its orders as received (a submission was changed, added or removed)',
  adjudications: 'its adjudication (orders, results or next position)',
  corrections: 'its correction log (an entry was changed or removed)',
};

/** Every difference between the chain a file carries and the one its content gives; empty when it verifies. */
export function chainDifferences(carried: HistoryChain, file: Pick<GameFile, 'phases' | 'events'>): string[] {
  const fresh = chainOf(file);
  const out: string[] = [];
  const byId = new Map(carried.links.map((l) => [l.phaseId, l]));
  for (const link of fresh.links) {
    const was = byId.get(link.phaseId);
    if (!was) {
      out.push(`phase ${link.phaseId} (seq ${link.seq}) is not in the file's chain: a phase was added`);
      continue;
    }
    byId.delete(link.phaseId);
    const parts = (Object.keys(PART_WORDS) as (keyof typeof PART_WORDS)[]).filter((k) => was[k] !== link[k]);
    for (const k of parts) out.push(`phase ${link.phaseId} (seq ${link.seq}): ${PART_WORDS[k]} is not what the chain recorded`);
  }
  for (const l of byId.values()) out.push(`phase ${l.phaseId} (seq ${l.seq}) is in the file's chain but not in the file: a phase was removed`);
  // Parts that agree but hashes that do not: the chain itself was edited.
  if (out.length === 0) {
    const carriedIds = carried.links.map((l) => l.phaseId);
    const freshIds = fresh.links.map((l) => l.phaseId);
    if (canonical(carriedIds) !== canonical(freshIds)) out.push("the file's chain lists the phases in another order");
    else
      fresh.links.forEach(
        (l, i) => l.hash !== carried.links[i].hash && out.push(`phase ${l.phaseId} (seq ${l.seq}): its hash does not follow from the one before`),
      );
  }
  return out;
}
