// A postal GM's game run from pasted mails (fixtures in mails/): no ordinary mail may change a
// result by accident. Each case is a mail that did, before: "Best," read as F Brest H, another
// power's orders in one player's mail replacing that power's set, a power whose lines were all
// unreadable vanishing, a resend that read no orders replacing a good set, and lists, several
// orders a line, remarks and "Orders for X" headings not read.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp, springMails, tempDir } from '../service/support';
import { gameCli } from './inProcess';

afterEach(cleanUp);

const mail = (name: string): string => readFileSync(join(__dirname, 'mails', name), 'utf8');

const cli = () => gameCli();

async function newGame(players: string[] = []) {
  const game = cli();
  expect((await game(['new', 'Postal', ...players.flatMap((p) => ['--player', p])])).code).toBe(0);
  return game;
}

describe('safe intake', () => {
  it('"Best," is not F Brest holds: the fleet moves, and the reading notes are shown', async () => {
    const game = await newGame();
    const sent = await game(['orders', 'Postal', '--power', 'France'], mail('france-best.txt'));
    expect(sent).toMatchObject({ code: 0, err: '' });
    expect(sent.out).toMatch(/^France: 3 orders read \(submission #1\)/);
    expect(sent.out).toContain("line 4: note: read 'Pariz' as Paris");
    const done = await game(['adjudicate', 'Postal', '--confirm-missing']);
    expect(done.out).toContain('F Bre - Mao moved.');
  });

  it("a sheet never replaces another power's orders unless the GM names the power", async () => {
    const game = await newGame();
    expect((await game(['orders', 'Postal', '--power', 'Russia'], springMails().Russia)).code).toBe(0);
    const refused = await game(['orders', 'Postal'], mail('england-with-russia.txt'));
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('nothing stored: Russia already has orders (set #1), and this sheet brings others');
    expect(refused.err).toContain('--confirm Russia');
    expect((await game(['show', 'Postal', '--phase', '0'])).out).not.toContain('England');
    const confirmed = await game(['orders', 'Postal', '--confirm', 'Russia'], mail('england-with-russia.txt'));
    expect(confirmed.code).toBe(0);
    expect(confirmed.out).toContain('Russia: 1 order read');
  });

  it("orders after a player's prose are reported and the CLI exits 3; Russia's set is untouched", async () => {
    const game = await newGame(['England=Ann']);
    expect((await game(['orders', 'Postal', '--power', 'Russia'], springMails().Russia)).code).toBe(0);
    const sent = await game(['orders', 'Postal'], mail('england-forwards-russia.txt'));
    expect(sent.code).toBe(3);
    expect(sent.out).toMatch(/^England: 3 orders read, 1 line NOT READ/);
    expect(sent.out).toContain('line 11: not read: reads as an order, but stands after text that is not an order on line 8: not read');
    expect(sent.out).not.toContain('Russia');
  });

  it('a power whose lines are all unreadable does not vanish: nothing is stored until confirmed', async () => {
    const game = await newGame();
    const refused = await game(['orders', 'Postal'], mail('germany-garbled.txt'));
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('Germany: no orders read (3 lines not read: 7, 8, 9)');
    expect(refused.err).toContain('--confirm Germany');
    expect((await game(['show', 'Postal'])).out).toMatch(/England\s+-\s+3\s+3\s+missing/);
  });

  it('a resend that reads no orders never replaces a good set', async () => {
    const game = await newGame(['France=Pierre Dupont']);
    expect((await game(['orders', 'Postal', '--power', 'France'], springMails().France)).code).toBe(0);
    const resent = await game(['orders', 'Postal', '--power', 'France'], mail('france-sorry.txt'));
    expect(resent.code).toBe(2);
    expect(resent.err).toContain("France: no orders read, and it would come after France's orders in set #1");
    const done = await game(['adjudicate', 'Postal', '--confirm-missing']);
    expect(done.out).toContain('A Par - Bur moved.');
  });

  it('numbered lines, several orders a line and a remark, under "Orders for Italy"', async () => {
    const game = await newGame();
    const sent = await game(['orders', 'Postal'], mail('italy-list.txt'));
    expect(sent).toMatchObject({ code: 0 });
    expect(sent.out).toMatch(/^Italy: 3 orders read/);
  });
});

describe('the acknowledgement (--reply)', () => {
  it("lists the orders as read in the judge's manner, each problem in words, and the units without orders", async () => {
    const game = await newGame();
    const sent = await game(['orders', 'Postal', '--power', 'France', '--reply'], mail('france-problems.txt'));
    expect(sent.code).toBe(0);
    expect(sent.out).toContain('Orders received for France, Spring 1901 Movement (set #1):');
    expect(sent.out).toContain(
      'France: Army Paris -> Burgundy.  (*two orders for Army Paris: none counts under your house rules, and the unit holds (DATC 4.D.3 c)*)',
    );
    expect(sent.out).toContain('France: Army Munich -> Burgundy.  (*the unit in Munich is not French*)');
    expect(sent.out).toMatch(/France: Fleet Brest -> Berlin\. {2}\(\*.*Berlin.*\*\)/);
    expect(sent.out).toContain('Units without orders: Army Marseilles.');
  });
});

describe('taking over a game in progress (game new --position)', () => {
  it('reads the position as leniently as adjutant adjudicate, with its rule options', async () => {
    const game = cli();
    const file = join(tempDir(), 'setup.json');
    writeFileSync(
      file,
      JSON.stringify({
        phase: { season: 'fall', year: 1905, type: 'movement' },
        units: [
          { power: 'russia', type: 'f', province: 'St. Petersburg', coast: 'south' },
          { power: 'England', type: 'A', province: 'Norway' },
          { power: 'France', type: 'A', province: 'par', builtAt: 1903 },
        ],
        supplyCenters: { Russia: ['stp', 'mos'], England: ['nwy', 'lon'], France: ['par'] },
        options: { preset: 'judge' },
      }),
    );
    const created = await game(['new', 'Taken over', '--position', file, '--json']);
    expect(created.code).toBe(0);
    const g = JSON.parse(created.out);
    expect(g.position.units).toContainEqual({ power: 'Russia', type: 'F', province: 'stp', coast: 'sc' });
    // A unit's build year, which 4.D.8's least-recently-built rule reads, is taken over too.
    expect(g.position.units).toContainEqual({ power: 'France', type: 'A', province: 'par', coast: null, builtAt: 1903 });
    expect(g.position.phase).toEqual({ season: 'fall', year: 1905, type: 'movement' });
    expect(g.ruleOptions['4.D.3']).toBe('last');
  });

  it('lists every fault at once', async () => {
    const game = cli();
    const file = join(tempDir(), 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        phase: { season: 'fall', year: 1905, type: 'movement' },
        units: [
          { power: 'Prussia', type: 'A', province: 'ber' },
          { power: 'England', type: 'F', province: 'Pariz' },
          { power: 'France', type: 'A', province: 'nth' },
        ],
      }),
    );
    const run = await game(['new', 'Bad', '--position', file]);
    expect(run.code).toBe(2);
    expect(run.err).toContain('is not a position (3 faults)');
    expect(run.err).toContain("unknown power 'Prussia'");
    expect(run.err).toContain("did you mean 'par' (Paris)?");
    expect(run.err).toMatch(/units\[2\].*sea|army/i);
  });
});

describe('a correction shows every consequence', () => {
  it('a build that becomes due in a winter the power sent no orders for', async () => {
    const game = await newGame();
    const sheet = Object.entries(springMails())
      .map(([p, t]) => `${p}:\n${t}`)
      .join('\n\n');
    expect((await game(['orders', 'Postal'], sheet)).code).toBe(0);
    await game(['adjudicate', 'Postal', '--confirm-missing']); // Fall 1901: no orders, every unit holds
    await game(['adjudicate', 'Postal', '--confirm-missing']);
    expect((await game(['orders', 'Postal', '--power', 'Germany'], 'Build A ber')).code).toBe(0);
    await game(['adjudicate', 'Postal', '--confirm-missing']);
    const preview = await game(['correct', 'Postal', '--phase', 'F1901M', '--power', 'Russia'], 'F bot - swe');
    expect(preview.code).toBe(0);
    expect(preview.out).toContain('Russia: 1 build due: not made, and no orders were sent for it (was: nothing due)');
    expect(preview.out).toContain('Run again with --yes');
  });
});

describe('after a rollback', () => {
  it("the superseded phases' orders can be seen and copied into the phase when it comes again", async () => {
    const game = await newGame();
    const sheet = Object.entries(springMails())
      .map(([p, t]) => `${p}:\n${t}`)
      .join('\n\n');
    await game(['orders', 'Postal'], sheet);
    await game(['adjudicate', 'Postal', '--confirm-missing']);
    expect((await game(['orders', 'Postal', '--power', 'France'], 'A bur - mun\nA mar - spa\nF mao - por')).code).toBe(0);
    await game(['adjudicate', 'Postal', '--confirm-missing']);
    expect((await game(['rollback', 'Postal', '--to', '0', '--reason', 'Italy phoned a change'])).code).toBe(0);
    const listed = await game(['show', 'Postal', '--superseded']);
    const id = /#(\d+) +1 F1901M +Fall 1901 Movement, set aside \S+: France #(\d+) \(3\)/.exec(listed.out);
    expect(id, listed.out).not.toBeNull();
    const old = await game(['show', 'Postal', '--phase-id', id![1]]);
    expect(old.out).toContain('A Bur - Mun');
    // Too early: the open phase is Spring 1901 again.
    const early = await game(['orders', 'Postal', '--copy-from', id![1]]);
    expect(early.code).toBe(2);
    expect(early.err).toContain('orders are copied only into the same phase');
    await game(['adjudicate', 'Postal', '--confirm-missing']);
    const copied = await game(['orders', 'Postal', '--copy-from', id![1], '--power', 'France']);
    expect(copied.code).toBe(0);
    expect(copied.out).toMatch(/^France: 3 orders read/);
    const now = await game(['show', 'Postal', '--phase', 'F1901M']);
    expect(now.out).toContain(`carried over from #${id![2]}`);
    expect(now.out).toContain('France: A bur - mun');
  });
});
