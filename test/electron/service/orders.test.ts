// Handing in orders: text read by the order reader and stored as received with a diagnostic per
// line, structured orders, a pasted sheet split by power, and sets never overwritten.
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, getPhase, submitOrders } from '../../../electron/service/index';
import { cleanUp, errorOf, SPRING_1901, springMails, tempArchive, value } from './support';

afterEach(cleanUp);

describe('orders as text', () => {
  it('stores the raw text, the orders read and a diagnostic for every line', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Mail' })).id;
    const text = 'Dear GM,\nF lon - nth\nF Edinburg - Norwegian Sea\nA lvp -> yor\nA xyz - abc\n-- \nAnn';
    const [view] = value(await submitOrders(archive, { gameId, power: 'england', text, by: 'ann@example.org' }));
    const s = view.submission;
    expect(s.power).toBe('England');
    expect(s.rawText).toBe(text);
    expect(s.source).toBe('text');
    expect(s.submittedBy).toBe('ann@example.org');
    expect(s.orders.map((o) => o.text)).toEqual(['F lon - nth', 'F Edinburg - Norwegian Sea', 'A lvp -> yor']);
    expect(s.orders.every((o) => o.power === 'England')).toBe(true);
    expect(s.diagnostics.map((d) => d.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The greeting is skipped as text before the orders; the order gone wrong is a problem.
    expect(view.problems.map((p) => p.line)).toEqual([5]);
    expect(s.diagnostics[0]).toMatchObject({ status: 'skipped', message: 'text before the orders' });
    expect(s.diagnostics.find((d) => d.line === 3)?.status).toBe('note');
  });

  it("flags an order for another power inside a power's orders and does not count it", async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Mixed' })).id;
    const [view] = value(await submitOrders(archive, { gameId, power: 'England', text: 'F lon - nth\nFrance: A par - bur' }));
    expect(view.submission.orders).toHaveLength(1);
    expect(view.problems).toEqual([
      {
        line: 2,
        message: "an order for France among England's orders: not counted",
        // The same as data, for the window to word in its language (issue 32).
        said: { key: 'orders.other-power', params: { powerOrder: 'France', power: 'England' } },
      },
    ]);
  });

  it("reads text under the game's rule options (4.C.1: an order without a unit type)", async () => {
    const archive = await tempArchive();
    const strict = value(await createGame(archive, { name: 'Strict', rules: { options: { '4.C.1': 'invalid' } } })).id;
    const lenient = value(await createGame(archive, { name: 'Lenient', rules: { options: { '4.C.1': 'valid' } } })).id;
    // A set that reads no orders is stored only when the GM confirms it.
    expect(errorOf(await submitOrders(archive, { gameId: strict, power: 'France', text: 'par - bur' })).code).toBe('needs-confirmation');
    const [refused] = value(await submitOrders(archive, { gameId: strict, power: 'France', text: 'par - bur', confirm: ['France'] }));
    expect(refused.submission.orders).toEqual([]);
    expect(refused.problems).toHaveLength(1);
    expect(refused.problems[0].message).toMatch(/4\.C\.1/);
    const [read] = value(await submitOrders(archive, { gameId: lenient, power: 'France', text: 'par - bur' }));
    expect(read.submission.orders).toHaveLength(1);
    expect(read.problems).toEqual([]);
    expect(read.submission.diagnostics[0]).toMatchObject({ status: 'note' });
  });

  it('splits a pasted sheet into one set per power', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Sheet' })).id;
    const views = value(await submitOrders(archive, { gameId, text: SPRING_1901 }));
    expect(views.map((v) => [v.submission.power, v.submission.orders.length])).toEqual([
      ['England', 3],
      ['France', 3],
      ['Germany', 3],
      ['Italy', 3],
      ['Austria', 3],
      ['Russia', 4],
      ['Turkey', 3],
    ]);
    expect(views.every((v) => v.problems.length === 0)).toBe(true);
  });

  it('keeps every set: a second one is a new submission, never an overwrite', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Twice' })).id;
    const mails = springMails();
    value(await submitOrders(archive, { gameId, power: 'France', text: mails.France }));
    value(await submitOrders(archive, { gameId, power: 'France', text: 'A par H' }));
    const phase = value(await getPhase(archive, { gameId }));
    expect(phase.submissions.map((s) => s.rawText)).toEqual([mails.France, 'A par H']);
    // The DATC default (4.D.1 c): the latest set replaces the earlier one.
    expect(phase.orders.map((o) => o.text)).toEqual(['A par H']);
    expect(phase.notes[0].ignored).toEqual([phase.submissions[0].id]);
  });

  it('refuses text with no orders for anyone, and input that is neither or both', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Empty' })).id;
    expect(errorOf(await submitOrders(archive, { gameId, text: 'Hello GM, see you next week' })).code).toBe('no-orders');
    expect(errorOf(await submitOrders(archive, { gameId })).code).toBe('invalid-input');
    expect(errorOf(await submitOrders(archive, { gameId, text: 'A par H', orders: [] })).code).toBe('invalid-input');
    expect(errorOf(await submitOrders(archive, { gameId, power: 'Atlantis', text: 'A par H' })).code).toBe('not-a-power');
    expect(errorOf(await submitOrders(archive, { gameId: 999, power: 'France', text: 'A par H' })).code).toBe('not-found');
  });
});

describe('structured orders', () => {
  it('are stored as given, by power', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Board' })).id;
    const order = {
      kind: 'move' as const,
      unit: { type: 'A' as const, province: 'par', coast: null, power: null },
      to: 'bur',
      coast: null,
      viaConvoy: false,
      path: null,
    };
    const [view] = value(await submitOrders(archive, { gameId, orders: [{ power: 'france', order }] }));
    expect(view.submission.source).toBe('structured');
    expect(view.submission.rawText).toBeNull();
    expect(view.submission.orders).toEqual([{ power: 'France', order }]);
  });

  it('refuses an order of the wrong shape, naming where', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Shapes' })).id;
    const error = errorOf(await submitOrders(archive, { gameId, orders: [{ power: 'France', order: { kind: 'teleport' } }] as never }));
    expect(error.code).toBe('invalid-input');
    expect(error.message).toContain('orders[0].order.kind');
  });
});
