// Issue 26 item 3, the second half of the run's 10,000 hostile inputs (hostile.test.ts runs the
// first and says what they are): the same seeded list, from RUNS / 2 on, on an archive of its own.
import { afterAll, describe, it } from 'vitest';
import { cleanUp } from '../service/support';
import { answeredEach, hostileArchive, RUNS, SEED } from './hostileCases';

const made = hostileArchive();
afterAll(cleanUp);

describe(`${RUNS} hostile inputs (seed ${SEED}): the second half`, () => {
  it('each is answered with a message and its exit code, never an internal error', () => answeredEach(made, Math.floor(RUNS / 2), RUNS), 600_000);
});
