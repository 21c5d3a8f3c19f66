// The meeting point of two racing `adjutant` commands (issue 26 item 1): each command stops just
// before it takes the archive's write lock (bound.ts: `BEGIN IMMEDIATE`, after it has read the state
// it binds to) until the other command has reached the same point, then both go. So every round of a
// race test is a real race at the point that matters (both have read, neither has written), not a
// matter of when two processes happened to start. Nothing here waits for time: a command waits for
// a file the other writes. Loaded as a preload (`node --import`) into a spawned `adjutant`, with
// ADJUTANT_RACE_BARRIER (the meeting's path prefix) and ADJUTANT_RACE_SIDE (0 or 1) set, or by
// raceWorker.mjs, which arms it for each command it runs.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The archive's own better-sqlite3 (the bundle loads it from node_modules, as this does: one module).
const Database = createRequire(import.meta.url)('better-sqlite3');
const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** A safety net for a command that never comes, not a speed check. */
const NEVER_MS = 240_000;

/** The meeting armed for the next `BEGIN IMMEDIATE`, and whether this side reached it. */
const state = { armed: null, met: false };

/** Arms the meeting `tag` for this side (0 or 1): the next `BEGIN IMMEDIATE` waits there. */
export function arm(tag, side) {
  state.armed = { tag, side };
  state.met = false;
}

/**
 * Disarms it after a command ended: when the command ended without reaching the meeting, the other
 * side is told to go on (and the test, told `met: false`, fails the round). Answers whether it met.
 */
export function disarm() {
  if (state.armed) writeFileSync(`${state.armed.tag}.${state.armed.side}`, 'ended before the write lock');
  state.armed = null;
  return state.met;
}

function meet({ tag, side }) {
  writeFileSync(`${tag}.${side}`, 'at the write lock');
  const other = `${tag}.${1 - side}`;
  const end = Date.now() + NEVER_MS;
  while (!existsSync(other)) {
    if (Date.now() > end) throw new Error(`race barrier: the other command never reached ${other}`);
    // A synchronous pause (bound.ts takes the lock synchronously): 2 ms between looks.
    Atomics.wait(sleeper, 0, 0, 2);
  }
}

const exec = Database.prototype.exec;
Database.prototype.exec = function (sql) {
  if (state.armed && sql === 'BEGIN IMMEDIATE') {
    const armed = state.armed;
    state.armed = null;
    meet(armed);
    state.met = true;
  }
  return exec.call(this, sql);
};

// As a preload into a spawned `adjutant`: armed from the environment; at exit, whether it met is
// left beside the meeting's files (`<tag>.<side>.met`).
const tag = process.env.ADJUTANT_RACE_BARRIER;
if (tag) {
  const side = Number(process.env.ADJUTANT_RACE_SIDE);
  arm(tag, side);
  process.on('exit', () => {
    if (disarm()) writeFileSync(`${tag}.${side}.met`, '');
  });
}
