// Changing the rules of a running game: logged with the phase it applies from and the reason,
// applied from the next adjudication, and never applied backwards: a correction that replays an
// earlier phase replays it under the options it was played with.
import { afterEach, describe, expect, it } from 'vitest';
import {
  adjudicatePhase,
  commitCorrection,
  createGame,
  gameEvents,
  getPhase,
  previewCorrection,
  setRuleOptions,
  submitOrders,
} from '../../../electron/service/index';
import { cleanUp, errorOf, tempArchive, value } from './support';

afterEach(cleanUp);

// France supports its own army's move and gives that army no order: 4.E.3 decides.
const IMPLIED = 'A mar S A par - bur';

describe('changing the rules during a game', () => {
  it('logs the change and applies it from the next adjudication', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'House rules', rules: { options: { '4.E.3': 'not-allowed' } } })).id;
    value(await submitOrders(archive, { gameId, power: 'France', text: IMPLIED }));
    value(await adjudicatePhase(archive, { gameId }));
    const spring = value(await getPhase(archive, { gameId, seq: 1 }));
    expect(spring.position.units.find((u) => u.province === 'par')).toMatchObject({ power: 'France' });

    const game = value(await setRuleOptions(archive, { gameId, rules: { options: { '4.E.3': 'allowed' } }, reason: 'agreed at the table', actor: 'gm' }));
    expect(game.ruleOptions['4.E.3']).toBe('allowed');
    const events = value(await gameEvents(archive, { gameId }));
    const logged = events.find((e) => e.action === 'rules-changed');
    expect(logged).toMatchObject({ actor: 'gm', details: { fromSeq: 1, changed: ['4.E.3'], reason: 'agreed at the table' } });

    value(await submitOrders(archive, { gameId, power: 'France', text: IMPLIED }));
    value(await adjudicatePhase(archive, { gameId }));
    const fall = value(await getPhase(archive, { gameId, seq: 2 }));
    expect(fall.position.units.find((u) => u.province === 'bur')).toMatchObject({ power: 'France', type: 'A' });
  });

  it('replays an earlier phase under the options it was played with', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Corrected', rules: { options: { '4.E.3': 'not-allowed' } } })).id;
    value(await submitOrders(archive, { gameId, power: 'France', text: IMPLIED }));
    value(await adjudicatePhase(archive, { gameId }));
    value(await setRuleOptions(archive, { gameId, rules: { options: { '4.E.3': 'allowed' } } }));
    // A correction to Spring 1901 (England's orders were late): Spring is played again, still
    // without implicit orders, so the French army stays in Paris.
    const input = { gameId, seq: 0, power: 'England', text: 'F lon - nth' };
    const preview = value(await previewCorrection(archive, input));
    value(await commitCorrection(archive, { ...input, token: preview.token }));
    const fall = value(await getPhase(archive, { gameId, seq: 1 }));
    expect(fall.position.units.find((u) => u.province === 'par')).toMatchObject({ power: 'France' });
    expect(fall.position.units.find((u) => u.province === 'nth')).toMatchObject({ power: 'England' });
  });

  it('refuses unknown options, naming the valid ones, and changes nothing', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Typo' })).id;
    const e = errorOf(await setRuleOptions(archive, { gameId, rules: { options: { '4.E.3': 'sometimes' } } }));
    expect(e.code).toBe('bad-rule-options');
    expect(e.message).toMatch(/allowed/);
    expect(value(await gameEvents(archive, { gameId })).some((ev) => ev.action === 'rules-changed')).toBe(false);
  });

  it('logs nothing when the options do not change', async () => {
    const archive = await tempArchive();
    const gameId = value(await createGame(archive, { name: 'Same', rules: { preset: 'datc' } })).id;
    value(await setRuleOptions(archive, { gameId, rules: { preset: 'datc' } }));
    expect(value(await gameEvents(archive, { gameId })).some((ev) => ev.action === 'rules-changed')).toBe(false);
  });
});
