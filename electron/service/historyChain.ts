// A game's history made tamper-evident: each phase (in the order it was stored, superseded ones
// too) has a SHA-256 hash over its position, its submissions (the orders as received), its
// adjudications (orders, results, next position) and the correction-log entries that changed it,
// chained to the hash of the phase before. A game file carries the chain; an import whose chain
// does not verify is refused with every difference named, or taken as it is at the GM's word with
// the differences kept in the import's log entry. A chain without a secret stops no forger who
// recomputes it: it catches the edit by hand (a submission changed, a correction's log entry
// deleted), which is what a GM receiving a file needs to know about.
import { CHAIN_ALGORITHM, chainLinks, type ChainEvent, type ChainLink, type ChainPhase } from '../archive/historySeal';
import { canonical } from '../archive/historySeal';
import type { GameFile } from './exchangeFormat';

export { CHAIN_ALGORITHM, CHAIN_EVENTS, canonical, type ChainLink } from '../archive/historySeal';

export interface HistoryChain {
  algorithm: typeof CHAIN_ALGORITHM;
  links: ChainLink[];
}

/** The chain of a game's history, from its phases and log (as exported). */
export function chainOf(file: { phases: readonly ChainPhase[]; events: readonly ChainEvent[] }): HistoryChain {
  return { algorithm: CHAIN_ALGORITHM, links: chainLinks(file.phases, file.events) };
}

export const PART_WORDS: Record<'position' | 'submissions' | 'adjudications' | 'corrections', string> = {
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
