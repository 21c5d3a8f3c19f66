// Senders (issue 30 item 3): a mail's From is matched with the game's players; a mail from an
// unknown address, or with orders for a power not the sender's, is held for the GM and never
// filed, in sheet mode too; the GM's confirmation files it.
import { afterEach, describe, expect, it } from 'vitest';
import type { Archive } from '../../../electron/archive/db';
import { createGame, setPlayer, submitOrders } from '../../../electron/service/index';
import { addressOf, playersAt } from '../../../electron/service/senders';
import { cleanUp, errorOf, tempArchive, value } from './support';

afterEach(cleanUp);

async function game(archive: Archive): Promise<number> {
  return value(
    await createGame(archive, {
      name: 'Senders',
      players: {
        France: { name: 'Fran', contact: 'Fran <fran@example.org>' },
        Russia: { name: 'Rus', contact: 'rus@example.org, rus.work@example.com' },
        Italy: { name: 'Ita' },
      },
    }),
  ).id;
}

const count = (archive: Archive) => archive.db.prepare('SELECT count(*) FROM submissions').pluck().get();

describe('addresses', () => {
  it.each([
    ['Ann Smith <Ann@Example.org>', 'ann@example.org'],
    ['ann@example.org', 'ann@example.org'],
    ['"Smith, Ann" <ann@example.org>', 'ann@example.org'],
    ['Ann Smith', null],
    ['ann@localhost', null],
  ])('%s', (written, address) => expect(addressOf(written)).toBe(address));
});

describe('a mail from a player', () => {
  it("France's own orders are filed, from any of the forms of the address", async () => {
    const archive = await tempArchive();
    const gameId = await game(archive);
    value(await submitOrders(archive, { gameId, text: 'France:\nA par - bur', from: 'FRAN@example.org' }));
    value(await submitOrders(archive, { gameId, power: 'Russia', text: 'A war - gal', from: 'Rus <rus.work@example.com>' }));
    expect(count(archive)).toBe(2);
  });

  it("sheet mode: France's mail with a Russian order is held whole, never filed as Russia's", async () => {
    const archive = await tempArchive();
    const gameId = await game(archive);
    const e = errorOf(await submitOrders(archive, { gameId, text: 'A par - bur\nA war - gal', from: 'Fran <fran@example.org>' }));
    expect(e.code).toBe('needs-confirmation');
    expect(e.message).toContain('Russia: orders for Russia in a mail from fran@example.org, who plays France: held for the GM');
    expect(count(archive)).toBe(0);
    // A Russian build under no header (a home center says whose) is caught the same way.
    const build = errorOf(await submitOrders(archive, { gameId, text: 'F bre - mao\nBuild A war', from: 'fran@example.org' }));
    expect(build.message).toContain('Russia: orders for Russia');
    // The GM who looked confirms it.
    value(await submitOrders(archive, { gameId, text: 'A par - bur\nA war - gal', from: 'fran@example.org', confirm: ['Russia'] }));
    expect(count(archive)).toBe(2);
  });

  it('a mail naming another power with --power is held too', async () => {
    const archive = await tempArchive();
    const gameId = await game(archive);
    expect(errorOf(await submitOrders(archive, { gameId, power: 'Russia', text: 'A war - gal', from: 'fran@example.org' })).code).toBe('needs-confirmation');
  });

  it('a mail from an address no player has is held, naming it; a player without an address cannot be matched', async () => {
    const archive = await tempArchive();
    const gameId = await game(archive);
    const e = errorOf(await submitOrders(archive, { gameId, power: 'Italy', text: 'A ven H', from: 'stranger@example.net' }));
    expect(e.message).toContain('Italy: the mail is from stranger@example.net, who plays no power in this game: held for the GM');
    expect(count(archive)).toBe(0);
    expect(errorOf(await submitOrders(archive, { gameId, power: 'Italy', text: 'A ven H', from: 'no address here' })).code).toBe('invalid-input');
  });

  it('a replaced player: the new player is matched from the phase on, the old one no longer', async () => {
    const archive = await tempArchive();
    const gameId = await game(archive);
    value(await setPlayer(archive, { gameId, power: 'France', name: 'Nouveau', contact: 'new@example.org' }));
    expect(errorOf(await submitOrders(archive, { gameId, power: 'France', text: 'A par H', from: 'fran@example.org' })).code).toBe('needs-confirmation');
    value(await submitOrders(archive, { gameId, power: 'France', text: 'A par H', from: 'new@example.org' }));
    expect(playersAt([], 0).size).toBe(0);
  });
});
