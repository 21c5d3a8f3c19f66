// The committed benchmark workload (written by makeWorkload.ts): every phase of seeded whole games.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { GivenOrder, Position } from '../../engine/types';

export interface WorkPhase {
  position: Position;
  orders: GivenOrder[];
}

/** Resolved from the repository root: the benchmarks run bundled, away from their source. */
export function loadWorkload(): { about: string; games: WorkPhase[][]; phases: WorkPhase[]; movement: WorkPhase[] } {
  const file = join(process.cwd(), 'test/bench/workload.json.gz');
  const { about, games } = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { about: string; games: WorkPhase[][] };
  const phases = games.flat();
  return { about, games, phases, movement: phases.filter((p) => p.position.phase.type === 'movement') };
}
