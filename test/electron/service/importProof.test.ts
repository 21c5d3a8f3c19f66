// A game file's history is not taken on trust: each stored adjudication is played again and must
// give the stored results and next position, each phase must start where the one before ended, the
// log holds only known actions and rule changes that chain, and the line ends in an open phase.
// Each case starts from a good export and tampers with ONE thing; the refusal names the first
// difference (phase, order or unit, field) and nothing is written.
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { phaseName } from '../../../engine/game/phase';
import { standardMap } from '../../../engine/map/standard';
import {
  adjudicatePhase,
  createGame,
  exportGame,
  getGame,
  importGame,
  rollbackTo,
  setRuleOptions,
  submitOrders,
  type GameFile,
} from '../../../electron/service/index';
import { botOrders } from '../../support/bot';
import { eventfulGame } from './eventfulGame';
import { cleanUp, errorOf, tempArchive, value, gameWithOpening } from './support';

afterEach(cleanUp);

type Result = { power: string; order: { kind: string; unit: { province: string }; to?: string }; outcome: string };
type Unit = { power: string; type: string; province: string; coast: string | null };

async function goodFile(): Promise<{ archive: Archive; file: GameFile }> {
  const archive = await tempArchive();
  const file = value(await exportGame(archive, { gameId: await eventfulGame(archive) }));
  return { archive, file };
}

/** Spring 1901 (file phase 1, seq 0): its current adjudication, the one the correction made. */
const spring = (f: GameFile) => f.phases.find((p) => p.id === 1)!;
const current = (f: GameFile) => spring(f).adjudications.find((a) => a.supersededAt === null)!;
const parisResult = (f: GameFile) => (current(f).result.results as unknown as Result[]).findIndex((r) => r.order.unit.province === 'par');
const armyIndex = (units: Unit[], province: string) => units.findIndex((u) => u.province === province);

async function refusal(archive: Archive, file: unknown, name = 'Tampered'): Promise<string> {
  const changes = archive.db.prepare('SELECT total_changes()').pluck();
  const before = changes.get();
  const error = errorOf(await importGame(archive, { text: JSON.stringify(file), name }));
  expect(error.code).toBe('bad-file');
  expect(changes.get()).toBe(before);
  return error.message;
}

describe('an imported game proves its history', () => {
  it('the good file imports (the check accepts a real history with a rollback and a correction)', async () => {
    const { archive, file } = await goodFile();
    value(await importGame(archive, { data: file, name: 'Copy' }));
  });

  it('accepts a real history with rule changes, before and after a rollback', async () => {
    const archive = await tempArchive();
    const gameId = await gameWithOpening(archive, { name: 'Rules' });
    value(await adjudicatePhase(archive, { gameId }));
    value(await setRuleOptions(archive, { gameId, rules: { options: { '4.A.2': '1982' } }, reason: 'house rule' }));
    value(await adjudicatePhase(archive, { gameId }));
    value(await rollbackTo(archive, { gameId, seq: 1, reason: 'late mail' }));
    value(await setRuleOptions(archive, { gameId, rules: { options: { '4.A.2': 'szykman', '4.B.1': 'default-coast' } } }));
    value(await adjudicatePhase(archive, { gameId }));
    const file = value(await exportGame(archive, { gameId }));
    expect(file.events.filter((e) => e.action === 'rules-changed')).toHaveLength(2);
    value(await importGame(archive, { data: file, name: 'Rules (copy)' }));
  });

  it('accepts a whole game to a solo, which has no open phase, and plays all of it again', async () => {
    const archive = await tempArchive();
    const map = standardMap();
    const gameId = value(await createGame(archive, { name: 'Solo' })).id;
    for (let k = 0; k < 200; k++) {
      const game = value(await getGame(archive, { gameId }));
      if (game.status !== 'active') break;
      const orders = botOrders(map, game.position!, 'France', 1000 + k);
      if (orders.length > 0) value(await submitOrders(archive, { gameId, orders }));
      value(await adjudicatePhase(archive, { gameId }));
    }
    const file = value(await exportGame(archive, { gameId }));
    expect(file.phases.some((p) => p.status === 'open')).toBe(false);
    expect(new Set(file.phases.map((p) => p.position.phase.type))).toEqual(new Set(['movement', 'retreat', 'adjustment']));
    const copy = value(await importGame(archive, { data: file, name: 'Solo (copy)' }));
    expect(copy.outcome).toEqual({ kind: 'solo', winner: 'France' });
    const last = file.phases.at(-1)!;
    const tampered = structuredClone(file);
    tampered.phases.at(-1)!.adjudications[0].result.winner = 'Germany';
    expect(await refusal(archive, tampered)).toContain(
      `phase ${last.id} (${phaseName(last.position.phase)}, seq ${last.seq}): the stored result differs from adjudicating the phase again: result.winner: the file says "Germany", the adjudication gives "France"`,
    );
  });

  it('refuses a stored result that the adjudication does not give, naming phase, order and field', async () => {
    const { archive, file } = await goodFile();
    const f = structuredClone(file);
    const i = parisResult(f);
    (current(f).result.results as unknown as Result[])[i].outcome = 'fails';
    const message = await refusal(archive, f);
    expect(message).toContain(
      `phase 1 (Spring 1901 Movement, seq 0): the stored result differs from adjudicating the phase again: result.results[${i}].outcome (France A par - bur): the file says "fails", the adjudication gives "succeeds"`,
    );
  });

  it('refuses adjudicated orders that do not give the stored results', async () => {
    const { archive, file } = await goodFile();
    const f = structuredClone(file);
    const order = current(f).orders.find((o) => o.order.kind === 'move' && o.order.unit.province === 'par')!;
    (order.order as { to: string }).to = 'pic';
    expect(await refusal(archive, f)).toMatch(
      /^the game file's history does not hold: phase 1 \(Spring 1901 Movement, seq 0\): the stored result differs .*result\.results\[\d+\]\.order\.to .*"bur".*"pic"/,
    );
  });

  it('refuses a next position that is not what the adjudication left (a unit moved to where it could stand)', async () => {
    const { archive, file } = await goodFile();
    const f = structuredClone(file);
    const units = current(f).nextPosition!.units as Unit[];
    const i = armyIndex(units, 'yor');
    units[i].province = 'wal';
    expect(await refusal(archive, f)).toContain(
      `the stored next position differs from adjudicating the phase again: nextPosition.units[${i}].province (England A yor): the file says "wal", the adjudication gives "yor"`,
    );
  });

  it('refuses a next position with an army at sea', async () => {
    const { archive, file } = await goodFile();
    const f = structuredClone(file);
    const units = current(f).nextPosition!.units as Unit[];
    units[armyIndex(units, 'yor')].province = 'nth';
    expect(await refusal(archive, f)).toMatch(/phase 1, its adjudication's next position: A nth: an army cannot stand in North Sea, which is a sea/);
  });

  it('refuses a phase that does not start where the phase before ended', async () => {
    const { archive, file } = await goodFile();
    const f = structuredClone(file);
    const open = f.phases.find((p) => p.status === 'open')!;
    const i = armyIndex(open.position.units as Unit[], 'yor');
    open.position.units[i].province = 'wal';
    expect(await refusal(archive, f)).toContain(
      `phase ${open.id} (seq 1) does not start where phase 1 ended: position.units[${i}].province: the file says "wal", the adjudication of phase 1 left "yor"`,
    );
  });

  it('refuses a tampered superseded adjudication too', async () => {
    const { archive, file } = await goodFile();
    const f = structuredClone(file);
    const old = spring(f).adjudications.find((a) => a.supersededAt !== null)!;
    (old.result.results as unknown as Result[])[0].outcome = 'illegal';
    expect(await refusal(archive, f)).toMatch(/phase 1 \(Spring 1901 Movement, seq 0\): the stored result differs .*result\.results\[0\]\.outcome/);
  });

  it('refuses a game with no open phase while the game goes on', async () => {
    const { archive, file } = await goodFile();
    const f = structuredClone(file);
    f.phases = f.phases.filter((p) => p.status !== 'open');
    expect(await refusal(archive, f)).toMatch(/the game has no open phase: its last phase, 1 \(seq 0\), is adjudicated/);
  });

  it('refuses an action the log does not know', async () => {
    const { archive, file } = await goodFile();
    const f = structuredClone(file) as unknown as { events: { action: string }[] };
    f.events[1].action = 'archive-wiped';
    expect(await refusal(archive, f)).toMatch(/events\[1\]\.action: expected one of "game-created", .*got "archive-wiped"/);
  });

  it("refuses rule changes that do not lead to the game's options", async () => {
    const { archive, file } = await goodFile();
    const f = structuredClone(file);
    const to = { ...f.game.ruleOptions, '4.A.2': '1982' };
    f.events.push({
      at: f.exportedAt,
      actor: 'GM',
      action: 'rules-changed',
      details: { from: f.game.ruleOptions, to, fromSeq: 1, changed: ['4.A.2'], reason: null },
    });
    expect(await refusal(archive, f)).toMatch(/the game's rule options are not the ones its last rules-changed entry set/);
    const bad = structuredClone(f);
    bad.events.at(-1)!.details.fromSeq = 'one';
    expect(await refusal(archive, bad)).toMatch(/events\[8\] \(rules-changed\)\.details\.fromSeq: expected a whole number, got "one"/);
    const unknown = structuredClone(f);
    (unknown.events.at(-1)!.details.to as Record<string, string>)['9.Z.9'] = 'x';
    expect(await refusal(archive, unknown)).toMatch(/events\[8\] \(rules-changed\)\.details\.to: unknown option '9\.Z\.9'/);
  });

  it('checks a new name like any name', async () => {
    const { archive, file } = await goodFile();
    for (const name of ['', 'x'.repeat(201), 5, null]) {
      const error = errorOf(await importGame(archive, { data: file, name: name as string }));
      expect(error.code).toBe('invalid-input');
      expect(error.message).toMatch(/^name: /);
    }
    expect(errorOf(await importGame(archive, { data: file, name: '   ' })).message).toBe('name: must not be blank');
  });
});
