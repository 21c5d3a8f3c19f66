// A game file whose history chain does not verify, played again (issue 30 line 8, `game import
// --replay`): from the first position of its line of play, each phase is adjudicated again from
// the file's orders as received (its submissions, combined as the game's rules say), under the
// rules of that phase, and each next phase starts where the replay left the one before. Every
// difference with what the file recorded is listed by phase and unit; the game returned is the
// replayed one. Where the replayed line leaves the file's (another next phase, an earlier end),
// the replay stops: the file's later phases are dropped and the game waits for orders there.
// Pure: reads only what it is given.
import { formatOrder, type GameMap, type OrderResult, phaseName, type Position, type RuleOptions } from '../../engine/index';
import { canonical } from '../archive/historySeal';
import { combineSubmissions } from './combine';
import { runPhase } from './engine';
import type { GameFile, GameFilePhase } from './exchangeFormat';

export interface ReplayedFile {
  file: GameFile;
  /** Every difference with the file's recorded history, `Spring 1901 Movement, England F lon: ...`. */
  differences: string[];
}

const samePhase = (a: Position['phase'], b: Position['phase']): boolean => a.season === b.season && a.year === b.year && a.type === b.type;

function unitOf(map: GameMap, r: OrderResult): string {
  if (r.unit) return `${r.power} ${r.unit.type} ${r.unit.province}${r.unit.coast ? `/${r.unit.coast}` : ''}`;
  try {
    return `${r.power} ${formatOrder(r.order, map, 'short')}`;
  } catch {
    return r.power;
  }
}

function ruling(map: GameMap, r: OrderResult | undefined): string {
  if (!r) return 'no order';
  let order: string;
  try {
    order = formatOrder(r.order, map, 'short');
  } catch {
    order = canonical(r.order);
  }
  return `${order}: ${r.outcome}${r.reason ? ` (${r.reason})` : ''}`;
}

/** The differences of one phase's results, unit by unit. */
function resultDifferences(map: GameMap, name: string, was: OrderResult[], now: OrderResult[]): string[] {
  const before = new Map(was.map((r) => [unitOf(map, r), r]));
  const after = new Map(now.map((r) => [unitOf(map, r), r]));
  const out: string[] = [];
  for (const unit of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const a = before.get(unit);
    const b = after.get(unit);
    if (canonical(a ? { ...a, text: undefined } : null) !== canonical(b ? { ...b, text: undefined } : null))
      out.push(`${name}, ${unit}: the file records ${ruling(map, a)}; played again: ${ruling(map, b)}`);
  }
  return out;
}

export function replayGameFile(file: GameFile, map: GameMap, optionsAt: (seq: number) => RuleOptions): ReplayedFile {
  const live = file.phases.filter((p) => p.status !== 'superseded').sort((a, b) => a.seq - b.seq);
  const differences: string[] = [];
  const phases = new Map<number, GameFilePhase | null>(file.phases.map((p) => [p.id, p]));
  let position: Position | null = live[0]?.position ?? null;
  for (const [i, p] of live.entries()) {
    const name = phaseName(p.position.phase);
    if (position === null || !samePhase(position.phase, p.position.phase)) {
      const now = position ? `the replayed game waits in ${phaseName(position.phase)}` : 'the replayed game ended before it';
      differences.push(`${name} onwards: not in the replayed line of play (${now}); ${live.length - i} phase(s) of the file dropped`);
      for (const d of live.slice(i)) phases.set(d.id, null);
      if (position) {
        // The phase the replay reached waits for orders in place of the first one dropped.
        phases.set(p.id, { ...p, seq: p.seq, position, status: 'open', submissions: [], adjudications: [], drawVotes: [] });
      }
      break;
    }
    const atStart = position;
    if (canonical(p.position) !== canonical(atStart)) differences.push(`${name}: its position is not where the phase before leads (the replayed one is kept)`);
    const current = p.adjudications.find((a) => a.supersededAt === null);
    if (p.status === 'open' || !current) {
      phases.set(p.id, { ...p, position: atStart });
      position = null;
      break;
    }
    const options = optionsAt(p.seq);
    const { orders } = combineSubmissions(p.submissions, options);
    const { next, ...result } = runPhase(map, atStart, orders, options);
    differences.push(...resultDifferences(map, name, current.result.results, result.results));
    if (canonical(current.orders) !== canonical(orders) && !differences.some((d) => d.startsWith(`${name}, `)))
      differences.push(`${name}: the orders adjudicated are not the orders as received (the results are the same)`);
    if (canonical(current.nextPosition) !== canonical(next ?? null))
      differences.push(`${name}: the position after it differs (units, dislodged units or centres)`);
    const adjudications = p.adjudications.map((a) => (a === current ? { ...a, orders, result, nextPosition: next ?? null } : a));
    phases.set(p.id, { ...p, position: atStart, adjudications });
    position = next ?? null;
    if (position === null && i < live.length - 1) {
      differences.push(
        `${phaseName(live[i + 1].position.phase)} onwards: the replayed game ended in ${name}; ${live.length - i - 1} phase(s) of the file dropped`,
      );
      for (const d of live.slice(i + 1)) phases.set(d.id, null);
      break;
    }
  }
  const kept = file.phases.map((p) => phases.get(p.id)).filter((p): p is GameFilePhase => p !== null && p !== undefined);
  const { chain: _chain, ...rest } = file;
  return { file: { ...rest, phases: kept }, differences };
}
