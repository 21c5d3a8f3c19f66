// A game file whose history chain does not verify, played again at the GM's choice (issue 30 line
// 8, `game import FILE --replay`): the replayed game is stored, every difference with the file's
// recorded results is listed by phase and unit, and the import's log entry keeps them.
import { afterEach, describe, expect, it } from 'vitest';
import { closeArchive, openArchive, type Archive } from '../../../electron/archive/db';
import { runGame } from '../../../electron/cli/game';
import {
  adjudicatePhase,
  commitCorrection,
  exportGame,
  gameEvents,
  getPhase,
  historyCheck,
  importGame,
  previewCorrection,
} from '../../../electron/service/index';
import type { GameFile } from '../../../electron/service/exchange';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanUp, errorOf, tempArchive, tempDir, value, gameWithOpening } from './support';

afterEach(cleanUp);

async function played(archive: Archive, correct: boolean): Promise<GameFile> {
  const gameId = await gameWithOpening(archive, { name: 'Played' });
  value(await adjudicatePhase(archive, { gameId }));
  if (correct) {
    const russia = 'A war - gal\nA mos - sev\nF sev - rum\nF stp/sc - bot';
    const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia, reason: 'misread' }));
    value(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia, reason: 'misread', token: preview.token }));
  }
  return structuredClone(value(await exportGame(archive, { gameId })));
}

describe('game import --replay', () => {
  it('plays an edited submission again, lists the differences by phase and unit, and stores the replayed game', async () => {
    const archive = await tempArchive();
    const file = await played(archive, false);
    const spring = file.phases.find((p) => p.seq === 0)!;
    const english = spring.submissions.find((s) => s.power === 'England')!;
    english.orders = JSON.parse(JSON.stringify(english.orders).replace('"to":"nth"', '"to":"eng"')) as typeof english.orders;
    english.rawText = english.rawText!.replace('F lon - nth', 'F lon - eng');
    expect(errorOf(await importGame(archive, { data: file, name: 'Refused' })).code).toBe('bad-file');
    const game = value(await importGame(archive, { data: file, name: 'Replayed', replay: true }));
    const log = value(await gameEvents(archive, { gameId: game.id })).find((e) => e.action === 'game-imported')!;
    expect(log.details.chain).toBe('replayed');
    expect(log.details.chainDifferences).toEqual([
      `phase ${spring.id} (seq 0): its orders as received (a submission was changed, added or removed) is not what the chain recorded`,
    ]);
    const replayed = log.details.replayDifferences as string[];
    expect(replayed).toContain('Spring 1901 Movement, England F lon: the file records F lon - nth: succeeds; played again: F lon - eng: succeeds');
    expect(replayed).toContain('Spring 1901 Movement: the position after it differs (units, dislodged units or centres)');
    // The game stored is the replayed one: the English fleet is in the Channel, and its chain verifies.
    const fall = value(await getPhase(archive, { gameId: game.id }));
    expect(JSON.stringify(fall)).toContain('"province":"eng"');
    const check = value(await historyCheck(archive, { gameId: game.id }));
    expect(check.verified).toBe(true);
    expect(check.imported).toBe('replayed');
    expect(check.replayed).toEqual(replayed);
  });

  it('plays a file with a deleted correction entry again: the same results, the chain difference kept', async () => {
    const archive = await tempArchive();
    const file = await played(archive, true);
    file.events = file.events.filter((e) => e.action !== 'phase-corrected');
    const game = value(await importGame(archive, { data: file, name: 'Uncorrected', replay: true }));
    const log = value(await gameEvents(archive, { gameId: game.id })).find((e) => e.action === 'game-imported')!;
    expect(log.details.chain).toBe('replayed');
    expect((log.details.chainDifferences as string[]).join('\n')).toMatch(/its correction log \(an entry was changed or removed\)/);
    expect(log.details.replayDifferences).toEqual([]);
  });

  it('refuses --replay with --accept-differences; the CLI plays the file again and game check says so', async () => {
    const archive = await tempArchive();
    const file = await played(archive, true);
    file.events = file.events.filter((e) => e.action !== 'phase-corrected');
    expect(errorOf(await importGame(archive, { data: file, name: 'Both', replay: true, acceptBrokenChain: true })).code).toBe('invalid-input');
    const dir = tempDir();
    const path = join(dir, 'bent.json');
    writeFileSync(path, JSON.stringify(file));
    const db = join(dir, 'cli.sqlite');
    let out = '';
    const io = { out: (t: string) => void (out += t), err: (t: string) => void (out += t), stdin: async () => '' };
    expect(await runGame(['import', path, '--name', 'Cli', '--db', db], io)).not.toBe(0);
    expect(await runGame(['import', path, '--name', 'Cli', '--replay', '--db', db], io)).toBe(0);
    out = '';
    expect(await runGame(['check', 'Cli', '--db', db], io)).toBe(0);
    expect(out).toContain('played again by Adjutant');
    expect(out).toContain('Stored chain: verified through Fall 1901 Movement.');
    expect(out).toMatch(/found at import: phase \d+ \(seq 0\): its correction log/);
    // An archive row edited behind Adjutant's back: game check says where, with exit code 3.
    const edited = await openArchive(db);
    if (!edited.ok) expect.fail(edited.error.message);
    edited.value.db.prepare('UPDATE adjudications SET results = replace(results, \'"succeeds"\', \'"fails"\')').run();
    closeArchive(edited.value);
    out = '';
    expect(await runGame(['check', 'Cli', '--db', db], io)).toBe(3);
    expect(out).toMatch(/Stored chain: does NOT verify from Spring 1901 Movement \(phase \d+, seq 0\): its adjudication \(orders, results or next position\)/);
  });
});
