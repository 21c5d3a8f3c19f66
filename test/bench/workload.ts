// The committed benchmark workload (written by makeWorkload.ts): every phase of seeded whole games,
// and small hard positions (paradoxes, multi-route convoys, rings).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { GivenOrder, Position } from '../../engine/types';

export interface WorkPhase {
  position: Position;
  orders: GivenOrder[];
}

/** Resolved from the repository root: the benchmarks run bundled, away from their source. */
export function loadWorkload(): { about: string; games: WorkPhase[][]; phases: WorkPhase[]; movement: WorkPhase[]; hard: WorkPhase[] } {
  const file = join(process.cwd(), 'test/bench/workload.json.gz');
  const { about, games, hard } = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { about: string; games: WorkPhase[][]; hard: WorkPhase[] };
  const phases = games.flat();
  return { about, games, phases, movement: phases.filter((p) => p.position.phase.type === 'movement'), hard };
}
