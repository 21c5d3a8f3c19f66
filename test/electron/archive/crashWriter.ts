// The child process of the crash test: plays games on an archive as fast as it can (orders,
// adjudication, now and then a rollback) and reports each commit on stdout AFTER it returned,
// before doing anything else: `COMMIT <game> <phase id> <hash of the results> <next phase id or 0>`.
// Every fifth step's adjudication runs inside a transaction of the writer's own (the service's
// becomes a savepoint in it). Told to hold (`hold`, the third argument), the first of those announces
// `PENDING <game> <phase id>` inside it and waits there until it is killed, so that the test kills it
// inside a transaction for certain (it waited 300 ms then committed: a test process slower than that
// to kill it missed the transaction, and the steps of the other rounds slept too). The test kills it
// with SIGKILL at random moments; whatever was reported must survive. It opens the archive when the
// test writes `go` on its stdin (the test starts the next writer while this one runs, so that its
// start overlaps this one's work), and ends when its stdin does (the test is gone). Run with Node 24:
// echo go | node --import tsx crashWriter.ts <archive> <seed> [hold] (the test runs it bundled:
// test/support/bundled.ts)
import { closeArchive, openArchive } from '../../../electron/archive/db';
import { adjudicatePhase } from '../../../electron/service/adjudication';
import { createGame, getGame, listGames } from '../../../electron/service/games';
import { submitOrders } from '../../../electron/service/orders';
import { rollbackTo } from '../../../electron/service/rollback';
import { standardMap } from '../../../engine/map/standard';
import { botOrders } from '../../support/bot';
import { resultHash } from './resultHash';

const [file, seedText, holdText] = process.argv.slice(2);
const hold = holdText === 'hold';
const seed = Number(seedText);
const map = standardMap();
const hash = resultHash;
const say = (line: string): void => void process.stdout.write(`${line}\n`);

async function activeGame(archive: Parameters<typeof listGames>[0]): Promise<number> {
  const list = await listGames(archive, { status: 'active', limit: 1 });
  if (list.ok && list.value.games.length > 0) return list.value.games[0].id;
  // Unique among the writers (each its own process), without an unseeded random number.
  const made = await createGame(archive, { name: `Crash ${seed}-${Date.now()}-${process.pid}` });
  if (!made.ok) throw new Error(made.error.message);
  say(`GAME ${made.value.id}`);
  return made.value.id;
}

/** Resolves at the test's `go`; the process exits when its stdin ends (read from now on, it keeps the process alive). */
function turn(): Promise<void> {
  return new Promise((resolve) => {
    let said = '';
    process.stdin.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (said.includes('go\n')) resolve();
    });
    process.stdin.once('end', () => process.exit(2));
  });
}

async function main(): Promise<void> {
  await turn();
  const opened = await openArchive(file, { create: true });
  if (!opened.ok) throw new Error(opened.error.message);
  const archive = opened.value;
  for (let step = 0; ; step++) {
    const gameId = await activeGame(archive);
    const game = await getGame(archive, { gameId });
    if (!game.ok || !game.value.position) throw new Error('no position');
    const orders = botOrders(map, game.value.position, 'France', seed * 1000 + step);
    const sent = await submitOrders(archive, { gameId, orders });
    if (!sent.ok && sent.error.code !== 'no-orders') throw new Error(sent.error.message);
    if (step % 9 === 8 && (game.value.current?.seq ?? 0) > 1) {
      const back = await rollbackTo(archive, { gameId, seq: game.value.current!.seq - 1, reason: 'crash test' });
      if (!back.ok) throw new Error(back.error.message);
      say(`ROLLBACK ${gameId} ${game.value.current!.seq - 1}`);
      continue;
    }
    const slow = step % 5 === 3;
    // The service's transaction becomes a savepoint inside this one, which stays open a while.
    if (slow) archive.db.exec('BEGIN IMMEDIATE');
    const done = await adjudicatePhase(archive, { gameId });
    if (!done.ok) throw new Error(done.error.message);
    if (slow && hold) {
      say(`PENDING ${gameId} ${done.value.phase.id}`);
      // Until the test kills it (stdin, still read, keeps the process alive; its end ends it).
      await new Promise<never>(() => undefined);
    }
    if (slow) archive.db.exec('COMMIT');
    say(`COMMIT ${gameId} ${done.value.phase.id} ${hash(done.value.result.results)} ${done.value.next?.id ?? 0}`);
  }
  closeArchive(archive);
}

main().catch((e) => {
  process.stderr.write(`${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
