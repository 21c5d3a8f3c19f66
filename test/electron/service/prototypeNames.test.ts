// Names that are also properties of every JavaScript object (`constructor`, `toString`,
// `__proto__`...) used as order kinds, field names, power names, province ids and option ids, at
// every entrance: an IPC payload, a game file, the command line's JSON input. Each is refused with a
// message that names it and its place; none slips through as a prototype property, is dropped in
// silence or gives an error without a message.
import { afterEach, describe, expect, it } from 'vitest';
import { readInput } from '../../../electron/cli/input';
import { problemText } from '../../../electron/cli/problems';
import { CHANNELS } from '../../../electron/ipc/handlers';
import { dispatch, type HandlerContext } from '../../../electron/ipc/handlers';
import { exportGame, importGame, type GameFile } from '../../../electron/service/index';
import { failure } from '../../../electron/service/result';
import { cleanUp, errorOf, SPRING_1901, tempArchive, value, gameWithOpening } from './support';
import { positionAt } from '../../support/positions';

afterEach(cleanUp);

const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'] as const;

/** `{"<name>": value}` as JSON.parse makes it: an own property, even for `__proto__`. */
const keyed = (name: string, v: unknown): Record<string, unknown> => JSON.parse(`{${JSON.stringify(name)}: ${JSON.stringify(v)}}`);

async function ctx(): Promise<HandlerContext> {
  return { archive: await tempArchive(), host: 'browser', version: '0.0.0-test', actor: 'gm' };
}

const START = positionAt('France A par', { supplyCenters: { France: ['par'] } });

function refused(out: { ok: boolean; error?: { code: string; message: string } }, name: string): void {
  expect(out.ok).toBe(false);
  expect(out.error!.message.trim()).not.toBe('');
  expect(out.error!.message).toContain(name);
}

describe.each(NAMES)('the name %s', (name) => {
  it('as an order kind over IPC is refused, naming the field', async () => {
    const c = await ctx();
    const game = value(await dispatch('game:create', { name: 'G' }, c)) as { id: number };
    const order = { kind: name, ok: true, value: { kind: 'hold', unit: { type: 'A', province: 'par', coast: null, power: null } } };
    const out = await dispatch('orders:submit', { gameId: game.id, power: 'France', orders: [{ power: 'France', order: order }] }, c);
    expect(errorOf(out).code).toBe('invalid-input');
    expect(errorOf(out).message).toBe(
      `orders[0].order.kind: expected one of hold, move, support, convoy, retreat, disband, build, remove, waive, got "${name}"`,
    );
  });

  it('as a field of an IPC payload is refused by name, not dropped, on every channel that takes one', async () => {
    const c = await ctx();
    const game = value(await dispatch('game:create', { name: 'G' }, c)) as { id: number };
    // `archive:info` takes nothing and reads nothing from its payload.
    for (const channel of CHANNELS.filter((ch) => ch !== 'archive:info')) {
      const out = await dispatch(channel, { ...(channel === 'game:list' ? {} : { gameId: game.id }), ...keyed(name, 1) }, c);
      expect(out.ok, channel).toBe(false);
      expect(errorOf(out).message, channel).toMatch(new RegExp(`(^|; )${name}: unknown field`));
    }
  });

  it('as a power, province or option id in a new game is refused', async () => {
    const c = await ctx();
    const cases: Record<string, unknown>[] = [
      { players: keyed(name, { name: 'Ann' }) },
      { rules: { options: keyed(name, 'a') } },
      { rules: { preset: name } },
      { position: { ...START, supplyCenters: keyed(name, ['par']) } },
      { position: { ...START, units: [{ power: name, type: 'A', province: 'par', coast: null }] } },
      { position: { ...START, units: [{ power: 'France', type: 'A', province: name, coast: null }] } },
    ];
    for (const extra of cases) refused(await dispatch('game:create', { name: `G ${Object.keys(extra)[0]}`, ...extra }, c), name);
    const game = value(await dispatch('game:create', { name: 'Rules' }, c)) as { id: number };
    refused(await dispatch('game:setRules', { gameId: game.id, rules: { options: keyed(name, 'a') } }, c), name);
    refused(await dispatch('game:setPlayer', { gameId: game.id, power: name, name: 'Ann' }, c), name);
  });

  it('in a game file is refused as a bad file, naming it', async () => {
    const archive = await tempArchive();
    const gameId = await gameWithOpening(archive, { name: 'Source' });
    const file = value(await exportGame(archive, { gameId }));
    const tamper: ((f: GameFile & Record<string, unknown>) => void)[] = [
      (f) => put(f.phases[0].position.supplyCenters, name, ['par']),
      (f) => put(f.game.ruleOptions, name, 'a'),
      (f) => (f.phases[0].position.units[0].power = name),
      (f) => (f.phases[0].position.units[0].province = name),
      (f) => (f.powers[0] = name),
      (f) => ((f.phases[0].submissions[0].orders[0].order as { kind: string }).kind = name),
      (f) => put(f.game, name, 'x'),
    ];
    for (const t of tamper) {
      const data = structuredClone(file) as GameFile & Record<string, unknown>;
      t(data);
      // Through the text, as a file arrives: JSON.parse makes `__proto__` an own key.
      const out = await importGame(archive, { text: JSON.stringify(data), name: 'Copy' });
      expect(['bad-file', 'bad-rule-options']).toContain(errorOf(out).code);
      expect(errorOf(out).message).toContain(name);
    }
  });

  it('in the command line JSON input is a fault with its place', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...START, units: [{ power: name, type: 'A', province: 'par', coast: null }] }, 'units[0].power'],
      [{ ...START, units: [{ power: 'France', type: 'A', province: name, coast: null }] }, 'units[0].province'],
      [{ ...START, supplyCenters: keyed(name, ['par']) }, `supplyCenters.${name}`],
      [{ ...START, options: keyed(name, 'a') }, 'options'],
      [{ ...START, orders: [{ power: name, text: 'A par H' }] }, 'orders[0].power'],
      [{ ...START, ...keyed(name, 1) }, name],
    ];
    for (const [input, path] of cases) {
      const read = readInput(input);
      expect(read.ok).toBe(false);
      const texts = read.ok ? [] : read.problems.map(problemText);
      expect(
        texts.some((t) => t.startsWith(path) && t.includes(name)),
        texts.join('\n'),
      ).toBe(true);
    }
  });
});

/** An own property, even for `__proto__` (an assignment would set the prototype instead). */
function put(target: object, name: string, v: unknown): void {
  Object.defineProperty(target, name, { value: v, enumerable: true, writable: true, configurable: true });
}

describe('failure', () => {
  it('refuses an empty message: an error must say what is wrong', () => {
    expect(() => failure('invalid-input', '')).toThrow(/without a message/);
    expect(() => failure('bad-file', '   ')).toThrow(/without a message/);
  });

  it('the order reader path still plays', async () => {
    const c = await ctx();
    const game = value(await dispatch('game:create', { name: 'Plays' }, c)) as { id: number };
    value(await dispatch('orders:submit', { gameId: game.id, text: SPRING_1901 }, c));
  });
});
