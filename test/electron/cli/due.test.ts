// The mail that goes out when a phase opens: the deadline set, changed and shown, and the "orders
// due" notice listing every unit, each dislodged unit's retreats, the adjustments due and the
// deadline.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/map/standard';
import { entriesOf, readSheet } from '../../../engine/orders/sheet';
import { deadlineWords, parseDeadline } from '../../../electron/service/deadlines';
import { cleanUp, SPRING_1901, tempDir } from '../service/support';
import { gameCli } from './inProcess';
import { unitsOf } from '../../support/positions';

afterEach(cleanUp);

const cli = () => gameCli();

/** A new game NAME from the position given (written to a file, as a GM would), through the CLI. */
async function newGameAt(game: ReturnType<typeof cli>, name: string, position: object): Promise<void> {
  const file = join(tempDir(), `${name}.json`);
  writeFileSync(file, JSON.stringify(position));
  expect((await game(['new', name, '--position', file])).code).toBe(0);
}

describe('deadlines', () => {
  it('are read as GMs write them, in UTC', () => {
    expect(parseDeadline('2026-12-01 18:00')).toEqual({ ok: true, value: '2026-12-01T18:00:00.000Z' });
    expect(parseDeadline('2026-12-01T19:30+01:00')).toEqual({ ok: true, value: '2026-12-01T18:30:00.000Z' });
    expect(parseDeadline('2026-12-01 18:00 UTC')).toEqual({ ok: true, value: '2026-12-01T18:00:00.000Z' });
    expect(parseDeadline('2026-02-30 18:00').ok).toBe(false);
    expect(parseDeadline('next Tuesday').ok).toBe(false);
    expect(deadlineWords('2026-12-01T18:00:00.000Z')).toBe('Tuesday 1 December 2026, 18:00 UTC');
  });

  it('are set, changed, shown with the game and logged', async () => {
    const game = cli();
    await game(['new', 'Postal', '--player', 'England=Ann']);
    expect((await game(['deadline', 'Postal'])).out).toBe('No deadline is set for the open phase.\n');
    const set = await game(['deadline', 'Postal', '--set', '2026-12-01 18:00', '--past']);
    expect(set).toMatchObject({ code: 0, out: 'Deadline for Spring 1901 Movement: Tuesday 1 December 2026, 18:00 UTC.\n' });
    const changed = await game(['deadline', 'Postal', '--set', '2026-12-03 18:00', '--past']);
    expect(changed.out).toContain('(was Tuesday 1 December 2026, 18:00 UTC)');
    expect((await game(['show', 'Postal'])).out).toContain('Deadline for orders: Thursday 3 December 2026, 18:00 UTC');
    expect((await game(['show', 'Postal', '--events'])).out.match(/deadline-set/g)).toHaveLength(2);
    const bad = await game(['deadline', 'Postal', '--set', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("'soon' is not a deadline");
    expect((await game(['deadline', 'Postal', '--clear'])).out).toBe('Deadline for Spring 1901 Movement cleared (was Thursday 3 December 2026, 18:00 UTC).\n');
  });

  it('belong to their phase: the next phase starts without one', async () => {
    const game = cli();
    await game(['new', 'Postal']);
    await game(['deadline', 'Postal', '--set', '2026-12-01 18:00', '--past']);
    expect((await game(['adjudicate', 'Postal', '--confirm-missing', '--before-deadline'])).code).toBe(0);
    expect((await game(['deadline', 'Postal'])).out).toBe('No deadline is set for the open phase.\n');
  });
});

describe('deadlines act (the CLI)', () => {
  it('a past deadline needs --past; adjudicating early with powers missing needs --before-deadline; late orders are marked', async () => {
    const game = cli();
    await game(['new', 'Postal']);
    const past = await game(['deadline', 'Postal', '--set', '2001-01-01 18:00']);
    expect(past.code).toBe(2);
    expect(past.err).toMatch(/the deadline Monday 1 January 2001, 18:00 UTC is already past .*--past/);
    expect((await game(['deadline', 'Postal', '--set', '2099-01-01 18:00'])).code).toBe(0);
    const early = await game(['adjudicate', 'Postal', '--confirm-missing']);
    expect(early.code).toBe(2);
    expect(early.err).toMatch(/has not passed and Austria, England, France, Germany, Italy, Russia, Turkey have no orders.*--before-deadline/);
    const late = await game(
      ['orders', 'Postal', '--power', 'England', '--received-at', '2099-01-02T09:00:00Z', '--reply'],
      'F lon - nth\nF edi - nwg\nA lvp - yor',
    );
    expect(late.out).toContain('Received after the deadline (Thursday 1 January 2099, 18:00 UTC): marked late.');
    expect((await game(['deadline', 'Postal', '--late', 'refuse'])).out).toBe('Late orders wait for the GM to confirm them.\n');
    const refused = await game(['orders', 'Postal', '--power', 'France', '--received-at', '2099-01-02T09:00:00Z'], 'A par - bur');
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/France: received after the deadline/);
    expect((await game(['due', 'Postal', '--reminder'])).out).toMatch(
      /^Reminder: orders for Postal, Spring 1901 Movement, are due by Thursday 1 January 2099, 18:00 UTC\.\nNo orders have been received yet from: Austria, France, Germany, Italy, Russia, Turkey\.\n$/,
    );
  });
});

describe('the orders-due notice', () => {
  it('lists every unit by power and ends with the deadline', async () => {
    const game = cli();
    await game(['new', 'Postal', '--player', 'England=Ann']);
    await game(['deadline', 'Postal', '--set', '2026-12-01 18:00', '--past']);
    const run = await game(['due', 'Postal']);
    expect(run.code).toBe(0);
    const due = { out: run.out.replace(/\n {4}/g, ' ') };
    expect(due.out).toContain("Orders due: game 'Postal' (#1), Spring 1901 Movement.");
    expect(due.out).toContain('England (Ann): Fleet London, Fleet Edinburgh, Army Liverpool.');
    expect(due.out).toContain('Russia: ');
    expect(due.out).toContain('Fleet St Petersburg (south coast)');
    expect(due.out).toContain(
      'Unowned supply centers: Belgium, Bulgaria, Denmark, Greece, Holland, Norway, Portugal, Rumania, Serbia, Spain, Sweden and Tunis.',
    );
    expect(due.out.trimEnd().split('\n').at(-1)).toBe('The deadline for orders is Tuesday 1 December 2026, 18:00 UTC.');
  });

  it("gives each dislodged unit's retreats in a retreat phase", async () => {
    const game = cli();
    await newGameAt(game, 'Retreats', {
      phase: { season: 'fall', year: 1901, type: 'retreat' },
      units: unitsOf('Turkey A ser, Austria A bud, Russia F ank'),
      dislodged: [
        { power: 'Austria', type: 'A', province: 'ser', attackerFrom: 'bul' },
        { power: 'Turkey', type: 'F', province: 'ank', attackerFrom: 'bla' },
      ],
    });
    const due = (await game(['due', 'Retreats'])).out.replace(/\n {4}/g, ' ');
    expect(due).toContain('Dislodged units, to retreat or disband:');
    expect(due).toContain('Austria: Army Serbia, dislodged from Bulgaria, may retreat to Albania, Greece, Rumania or Trieste, or disband.');
    expect(due).toContain('Turkey: Fleet Ankara, dislodged from Black Sea, may retreat to Armenia or Constantinople, or disband.');
    expect(due).toContain('No deadline has been set for this phase.');
  });

  it('gives the builds and removals due, and where a power may build', async () => {
    const game = cli();
    await newGameAt(game, 'Winter', {
      phase: { season: 'winter', year: 1901, type: 'adjustment' },
      units: unitsOf('France A bur, England F nth, England F nwg'),
      supplyCenters: { France: ['par', 'bre', 'mar'], England: ['lon'] },
    });
    const due = (await game(['due', 'Winter'])).out.replace(/\n {4}/g, ' ');
    expect(due).toContain('France: 3 centers, 1 unit: 2 builds due, in Brest, Marseilles or Paris.');
    expect(due).toContain('England: 1 center, 2 units: 1 removal due.');
  });
});

describe("the results in the judges' layout (game report --format judge)", () => {
  it('one line per order with its flags, centers owned and unowned, the next phase and its deadline', async () => {
    const game = cli();
    await game(['new', 'Postal']);
    await game(['orders', 'Postal'], SPRING_1901);
    await game(['adjudicate', 'Postal', '--confirm-missing']);
    await game(['deadline', 'Postal', '--set', '2026-12-01 18:00', '--past']);
    const run = await game(['report', 'Postal', '--phase', 'S1901M', '--format', 'judge']);
    expect(run.code).toBe(0);
    const out = run.out;
    expect(out.startsWith('Movement results for Spring of 1901.  (Postal, #1)\n')).toBe(true);
    expect(out).toContain('Russia: Fleet Sevastopol -> Black Sea.  (*bounce*)\n');
    expect(out).toContain('Turkey: Fleet Ankara -> Black Sea.  (*bounce*)\n');
    expect(out).toContain('England: Fleet London -> North Sea.\n');
    expect(out).toContain('France: Army Marseilles SUPPORT Army Paris -> Burgundy.\n');
    expect(out).toContain('Ownership of supply centers:\n');
    expect(out).toMatch(/ {2}Unowned: Belgium, Bulgaria, Denmark,/);
    expect(out).toContain("The next phase of 'Postal' will be Fall 1901 Movement.\nThe deadline for orders will be Tuesday 1 December 2026, 18:00 UTC.\n");
    // Pasted back, the result mail reads as the orders it reports: the flags and the tables are no orders.
    const again = readSheet(out, standardMap(), {});
    expect(again.orders).toHaveLength(22);
    expect(entriesOf(again.lines).filter((d) => d.status === 'error' || d.status === 'ambiguous')).toEqual([]);
  });
});

describe('draw votes in the mailed reports', () => {
  it('are secret unless the GM makes them public', async () => {
    const game = cli();
    await game(['new', 'Votes', '--nodias']);
    await game(['draw', 'Votes', '--power', 'England', '--list', 'EF']);
    await game(['draw', 'Votes', '--power', 'Germany', '--nodraw']);
    const secret = (await game(['report', 'Votes'])).out;
    expect(secret).toContain('Draw votes (NoDIAS; the votes are secret):');
    expect(secret).not.toContain('NODRAW');
    expect((await game(['draw', 'Votes', '--votes', 'public'])).out).toBe('Draw votes are shown in the reports.\n');
    const open = (await game(['report', 'Votes'])).out;
    expect(open).toContain('Germany: NODRAW');
    expect((await game(['draw', 'Votes', '--votes', 'loud'])).code).toBe(2);
  });
});
