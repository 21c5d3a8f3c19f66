// Deadlines act (issue 30 item 5): a deadline in the past is refused unless the GM says so; mails
// after it are marked late and taken or not as the game says; adjudicating before it with powers
// missing asks first; a correction keeps the open phase's deadline; the reminder names who is missing.
// The archive's clock starts at 2026-01-01T00:00:00Z and moves one second per reading.
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { setDeadline, setLatePolicy } from '../../../electron/service/deadlines';
import { adjudicatePhase, commitCorrection, createGame, getGame, previewCorrection, submitOrders } from '../../../electron/service/index';
import { reminder } from '../../../electron/service/reminders';
import { cleanUp, errorOf, springMails, SPRING_1901, tempArchive, value } from './support';

afterEach(cleanUp);

const FUTURE = '2026-06-01 18:00';
const mails = springMails();

async function newGame(archive: Archive): Promise<number> {
  return value(await createGame(archive, { name: 'Deadlines' })).id;
}

describe('setting a deadline', () => {
  it('a deadline already past is refused, naming both times, unless the GM says past', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive);
    const e = errorOf(await setDeadline(archive, { gameId, deadline: '2025-12-31 18:00' }));
    expect(e.code).toBe('invalid-input');
    expect(e.message).toMatch(/^the deadline Wednesday 31 December 2025, 18:00 UTC is already past \(it is now Thursday 1 January 2026, 00:00 UTC\)/);
    expect(value(await getGame(archive, { gameId })).deadline).toBeNull();
    expect(value(await setDeadline(archive, { gameId, deadline: '2025-12-31 18:00', past: true })).deadline).toBe('2025-12-31T18:00:00.000Z');
  });
});

describe('late mails', () => {
  it('a mail after the deadline is marked late in the view, the acknowledgement and the log; one in time is not', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive);
    value(await setDeadline(archive, { gameId, deadline: FUTURE }));
    const early = value(await submitOrders(archive, { gameId, power: 'England', text: mails.England, receivedAt: '2026-06-01T17:59:00Z' }));
    expect(early[0].late).toBeNull();
    expect(early[0].acknowledgement.text).not.toMatch(/late/);
    const late = value(await submitOrders(archive, { gameId, power: 'France', text: mails.France, receivedAt: '2026-06-01T18:00:01Z' }));
    expect(late[0].late).toBe('2026-06-01T18:00:00.000Z');
    expect(late[0].acknowledgement.text.split('\n')[1]).toBe('Received after the deadline (Monday 1 June 2026, 18:00 UTC): marked late.');
    const game = value(await getGame(archive, { gameId }));
    expect(game.deadline).toBe('2026-06-01T18:00:00.000Z');
    const row = archive.db.prepare("SELECT details FROM events WHERE action = 'orders-submitted' ORDER BY id DESC LIMIT 1").pluck().get() as string;
    expect(JSON.parse(row)).toMatchObject({ late: '2026-06-01T18:00:00.000Z', receivedAt: '2026-06-01T18:00:01.000Z' });
  });

  it('a game that refuses late orders stores none until the GM confirms the power', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive);
    value(await setDeadline(archive, { gameId, deadline: FUTURE }));
    value(await setLatePolicy(archive, { gameId, policy: 'refuse' }));
    const e = errorOf(await submitOrders(archive, { gameId, power: 'Italy', text: mails.Italy, receivedAt: '2026-06-02T08:00:00Z' }));
    expect(e.code).toBe('needs-confirmation');
    expect(e.message).toMatch(/Italy: received after the deadline \(Monday 1 June 2026, 18:00 UTC\)/);
    const count = archive.db.prepare('SELECT count(*) FROM submissions').pluck();
    expect(count.get()).toBe(0);
    const taken = value(await submitOrders(archive, { gameId, power: 'Italy', text: mails.Italy, receivedAt: '2026-06-02T08:00:00Z', confirm: ['Italy'] }));
    expect(taken[0].late).toBe('2026-06-01T18:00:00.000Z');
    expect(count.get()).toBe(1);
  });

  it('a time that is not one is refused', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive);
    expect(errorOf(await submitOrders(archive, { gameId, power: 'Italy', text: mails.Italy, receivedAt: 'yesterday noon' })).message).toMatch(/receivedAt/);
  });
});

describe('adjudicating before the deadline', () => {
  it('with powers missing it asks first, naming them; confirmed, it goes ahead', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive);
    value(await setDeadline(archive, { gameId, deadline: FUTURE }));
    for (const power of ['England', 'France', 'Germany']) value(await submitOrders(archive, { gameId, power, text: mails[power] }));
    const e = errorOf(await adjudicatePhase(archive, { gameId }));
    expect(e.code).toBe('needs-confirmation');
    expect(e.message).toBe(
      'the deadline (Monday 1 June 2026, 18:00 UTC) has not passed and Austria, Italy, Russia, Turkey have no orders: confirm to adjudicate before it (--before-deadline)',
    );
    expect(value(await getGame(archive, { gameId })).phases).toHaveLength(1);
    value(await adjudicatePhase(archive, { gameId, beforeDeadline: true }));
    expect(value(await getGame(archive, { gameId })).phases).toHaveLength(2);
  });

  it('with every power in, or with no deadline, or after it, nothing is asked', async () => {
    const archive = await tempArchive();
    const all = await newGame(archive);
    value(await setDeadline(archive, { gameId: all, deadline: FUTURE }));
    value(await submitOrders(archive, { gameId: all, text: SPRING_1901 }));
    value(await adjudicatePhase(archive, { gameId: all }));
    const none = value(await createGame(archive, { name: 'No deadline' })).id;
    value(await adjudicatePhase(archive, { gameId: none }));
    const past = value(await createGame(archive, { name: 'Past deadline' })).id;
    value(await setDeadline(archive, { gameId: past, deadline: '2025-12-31 18:00', past: true }));
    value(await adjudicatePhase(archive, { gameId: past }));
  });
});

describe('a correction keeps the open phase deadline', () => {
  it('the re-made open phase has the deadline the old one had', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive);
    value(await submitOrders(archive, { gameId, text: SPRING_1901 }));
    value(await adjudicatePhase(archive, { gameId }));
    value(await setDeadline(archive, { gameId, deadline: FUTURE }));
    const before = value(await getGame(archive, { gameId }));
    const russia = 'A war - gal\nA mos - sev\nF sev - rum\nF stp/sc - bot';
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia }));
    value(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia, token: preview.token }));
    const after = value(await getGame(archive, { gameId }));
    expect(after.phases[1].id).not.toBe(before.phases[1].id);
    expect(after.deadline).toBe('2026-06-01T18:00:00.000Z');
  });
});

describe('the reminder before the deadline', () => {
  it('names the powers whose orders are not in, and the deadline', async () => {
    const archive = await tempArchive();
    const gameId = await newGame(archive);
    value(await setDeadline(archive, { gameId, deadline: FUTURE }));
    for (const power of ['England', 'France', 'Germany', 'Italy', 'Turkey']) value(await submitOrders(archive, { gameId, power, text: mails[power] }));
    const r = value(await reminder(archive, { gameId }));
    expect(r.missing).toEqual(['Austria', 'Russia']);
    expect(r.text).toBe(
      'Reminder: orders for Deadlines, Spring 1901 Movement, are due by Monday 1 June 2026, 18:00 UTC.\nNo orders have been received yet from: Austria, Russia.\n',
    );
  });
});
