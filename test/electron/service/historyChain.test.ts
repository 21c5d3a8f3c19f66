// History is tamper-evident (issue 30 item 8): an exported game carries a hash chain over each
// phase's position, orders as received, adjudication and correction log; an import whose chain
// does not verify is refused with every difference named, or taken at the GM's word with the
// differences kept in the log; a file from before the chain imports as it did.
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { exportGame, importGame } from '../../../electron/service/exchange';
import { chainOf, canonical } from '../../../electron/service/historyChain';
import { adjudicatePhase, commitCorrection, gameEvents, previewCorrection } from '../../../electron/service/index';
import { cleanUp, errorOf, tempArchive, value, gameWithOpening } from './support';

afterEach(cleanUp);

/** Spring 1901 played, Russia's order corrected afterwards: the game waits in Fall 1901. */
async function corrected(archive: Archive): Promise<number> {
  const gameId = await gameWithOpening(archive, { name: 'Chained' });
  value(await adjudicatePhase(archive, { gameId }));
  const russia = 'A war - gal\nA mos - sev\nF sev - rum\nF stp/sc - bot';
  const preview = value(await previewCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia, reason: 'misread' }));
  value(await commitCorrection(archive, { gameId, seq: 0, power: 'Russia', text: russia, reason: 'misread', token: preview.token }));
  return gameId;
}

const copy = <T>(x: T): T => structuredClone(x);

describe('the hash chain', () => {
  it('canonical JSON does not depend on the order of keys', () => {
    expect(canonical({ b: 1, a: [{ d: 2, c: null }] })).toBe(canonical({ a: [{ c: null, d: 2 }], b: 1 }));
    expect(canonical({ a: 1 })).not.toBe(canonical({ a: '1' }));
  });

  it('an exported game carries a chain that verifies on import, and the import says so', async () => {
    const archive = await tempArchive();
    const file = value(await exportGame(archive, { gameId: await corrected(archive) }));
    expect(file.chain?.links).toHaveLength(file.phases.length);
    expect(file.chain?.links.every((l) => /^[0-9a-f]{64}$/.test(l.hash))).toBe(true);
    const imported = value(await importGame(archive, { data: file, name: 'Copy' }));
    const log = value(await gameEvents(archive, { gameId: imported.id })).find((e) => e.action === 'game-imported')!;
    expect(log.details.chain).toBe('verified');
    // The chain does not depend on the archive's ids: the copy's is the same, hash for hash.
    const hashes = (c: ReturnType<typeof chainOf>) => c.links.map((l) => l.hash);
    const again = chainOf(value(await exportGame(archive, { gameId: imported.id })));
    expect(hashes(again)).toEqual(hashes(file.chain!));
  });

  it('an edited submission is refused, naming the phase and the part', async () => {
    const archive = await tempArchive();
    const file = copy(value(await exportGame(archive, { gameId: await corrected(archive) })));
    const spring = file.phases.find((p) => p.seq === 0 && p.status !== 'superseded')!;
    const english = spring.submissions.find((s) => s.power === 'England')!;
    english.rawText = english.rawText!.replace('F lon - nth', 'F lon - eng');
    const e = errorOf(await importGame(archive, { data: file, name: 'Bent' }));
    expect(e.code).toBe('bad-file');
    expect(e.message).toMatch(/^the game file's history chain does not verify \(1 difference\); nothing was imported:\n/);
    expect(e.message).toContain(
      `phase ${spring.id} (seq 0): its orders as received (a submission was changed, added or removed) is not what the chain recorded`,
    );
  });

  it('a deleted correction-log entry is refused; a dropped phase too', async () => {
    const archive = await tempArchive();
    const original = value(await exportGame(archive, { gameId: await corrected(archive) }));
    const noCorrection = copy(original);
    noCorrection.events = noCorrection.events.filter((e) => e.action !== 'phase-corrected');
    const e = errorOf(await importGame(archive, { data: noCorrection, name: 'Forgetful' }));
    expect(e.message).toMatch(/its correction log \(an entry was changed or removed\) is not what the chain recorded/);
    const edited = copy(original);
    edited.chain!.links[0].hash = '0'.repeat(64);
    expect(errorOf(await importGame(archive, { data: edited, name: 'Forged' })).message).toMatch(/its hash does not follow from the one before/);
  });

  it("the GM may take a broken file as it is: the differences are kept in the import's log entry", async () => {
    const archive = await tempArchive();
    const file = copy(value(await exportGame(archive, { gameId: await corrected(archive) })));
    file.events = file.events.filter((e) => e.action !== 'phase-corrected');
    const imported = value(await importGame(archive, { data: file, name: 'Taken', acceptBrokenChain: true }));
    const log = value(await gameEvents(archive, { gameId: imported.id })).find((e) => e.action === 'game-imported')!;
    expect(log.details.chain).toBe('broken');
    expect((log.details.chainDifferences as string[])[0]).toMatch(/correction log/);
  });

  it('a file written before the chain imports as before, marked as having none', async () => {
    const archive = await tempArchive();
    const file = copy(value(await exportGame(archive, { gameId: await corrected(archive) })));
    delete file.chain;
    const imported = value(await importGame(archive, { data: file, name: 'Old' }));
    const log = value(await gameEvents(archive, { gameId: imported.id })).find((e) => e.action === 'game-imported')!;
    expect(log.details.chain).toBe('none');
  });
});

describe('the check shown to the GM', () => {
  it('game check GAME lists each phase with its hash and how the import went', async () => {
    const { runGame } = await import('../../../electron/cli/game');
    const { join } = await import('node:path');
    const { tempDir } = await import('./support');
    const db = join(tempDir(), 'archive.sqlite');
    let out = '';
    const io = { out: (t: string) => void (out += t), err: () => undefined, stdin: async () => '' };
    await runGame(['new', 'Checked', '--db', db], io);
    await runGame(['adjudicate', 'Checked', '--confirm-missing', '--db', db], io);
    out = '';
    expect(await runGame(['check', 'Checked', '--db', db], io)).toBe(0);
    expect(out).toMatch(
      /^History chain \(sha256\): [0-9a-f]{16}; made in this archive\.\nStored chain: verified through Fall 1901 Movement\.\n {4}0 {2}Spring 1901 Movement +adjudicated +[0-9a-f]{16}\n {4}1 {2}Fall 1901 Movement +open +[0-9a-f]{16}\n$/,
    );
  });
});
