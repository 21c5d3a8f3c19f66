// The commit that follows a preview of the same orders reuses the preview's computation
// (electron/service/adjudication.ts): what is stored and answered must be exactly what a commit
// without a preview gives, and any change between the two (an order set filed, a rule changed) must
// make the commit compute afresh.
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { adjudicatePhase, createGame, getPhase, previewAdjudication, submitOrders } from '../../../electron/service/index';
import { cleanUp, SPRING_1901, tempArchive, value } from './support';

afterEach(cleanUp);

async function spring(a: Archive): Promise<number> {
  const id = value(await createGame(a, { name: 'Reuse' })).id;
  value(await submitOrders(a, { gameId: id, text: SPRING_1901 }));
  return id;
}

/** What a commit stored and answered, without the times. */
async function committed(a: Archive, gameId: number) {
  const out = value(await adjudicatePhase(a, { gameId }));
  const stored = value(await getPhase(a, { gameId, seq: out.phase.seq }));
  const { adjudicatedAt: _at, id: _id, ...adjudication } = stored.adjudication!;
  return { answer: out, adjudication, next: value(await getPhase(a, { gameId })).position };
}

/** The same Spring 1901 in two archives, one of them previewed. */
async function previewedAndPlain() {
  const plain = await tempArchive();
  const previewed = await tempArchive();
  const g1 = await spring(plain);
  const g2 = await spring(previewed);
  const preview = value(await previewAdjudication(previewed, { gameId: g2 }));
  return { plain, previewed, g1, g2, preview };
}

describe('a commit after a preview', () => {
  it('stores and answers exactly what a commit without a preview does', async () => {
    const { plain, previewed, g1, g2, preview } = await previewedAndPlain();
    const a = await committed(plain, g1);
    const b = await committed(previewed, g2);
    expect(b).toEqual(a);
    expect(JSON.stringify(b.adjudication)).toBe(JSON.stringify(a.adjudication));
    expect(preview.result.results).toEqual(a.answer.result.results);
  });

  it('a caller changing the preview it was given changes nothing committed', async () => {
    const { plain, previewed, g1, g2, preview } = await previewedAndPlain();
    preview.result.results.length = 0;
    preview.result.units.length = 0;
    preview.orders.length = 0;
    expect((await committed(previewed, g2)).adjudication).toEqual((await committed(plain, g1)).adjudication);
  });

  it('orders filed after the preview are adjudicated, not the preview', async () => {
    const a = await tempArchive();
    const gameId = await spring(a);
    const before = value(await previewAdjudication(a, { gameId }));
    expect(before.result.results.find((r) => r.unit?.province === 'par')?.order.kind).toBe('move');
    value(await submitOrders(a, { gameId, power: 'France', text: 'A par h\nA mar h\nF bre h' }));
    const out = value(await adjudicatePhase(a, { gameId }));
    expect(out.result.results.find((r) => r.unit?.province === 'par')?.order.kind).toBe('hold');
  });
});
