// Issue 29 line 3 in Chromium: the director's People screen. The director's own window (the browser
// host on loopback) serves the event over HTTPS, opens People from the network screen, adds a board
// GM (mistakes first: a blank name, a name taken, two passwords that differ, one too short), shows
// and copies their pairing code, gives them a board; the GM logs in with that code in a browser of
// their own and may write to that board only. Revoking them (after a confirmation naming them) ends
// their session on their open page. A display added the same way reads but writes nothing.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createGame } from '../../../electron/service/index';
import { tempArchive, value } from '../../electron/service/support';
import { adjudicateFrom as adjudicate, directorWindow, openedForEach } from './eventWindow';
import { audit, hasChromium, hasRenderer, NO_CHROMIUM, picture, shown, SIZES } from './support';
import { picturesAtBothSizes } from './bothSizes';

const opened = openedForEach();

type Answer = { ok: boolean; error?: { code: string; message: string } };

const read = (page: Page, gameId: number): Promise<Answer> => page.evaluate((id) => window.adjutant!.invoke('game:get', { gameId: id }), gameId);

/** Adds a person on the screen; answers the pairing code it shows. */
async function add(page: Page, name: string, role: 'boardGm' | 'display'): Promise<string> {
  await page.getByTestId('people-name').fill(name);
  await page.getByTestId('people-role').selectOption(role);
  await page.getByTestId('people-add-submit').click();
  await expect.poll(() => page.getByTestId('people-pairing').locator('h2').textContent()).toBe(`Pairing code for ${name}`);
  const code = (await page.getByTestId('people-code').textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  return code;
}

/** A browser of the GM's own (a context of the worker's Chromium) at the event's address, logged in on the login page. */
async function logIn(url: string, name: string, secret: string): Promise<Page> {
  const context = await opened.contexts.open({ viewport: SIZES.laptop, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('login-name').fill(name);
  await page.getByTestId('login-secret').fill(secret);
  await page.getByTestId('login-submit').click();
  await shown(page, 'open-tournaments');
  return page;
}

const problem = (page: Page) => page.getByTestId('people-problem').textContent();

describe.skipIf(!hasChromium || !hasRenderer)(hasChromium ? "the director's People screen" : NO_CHROMIUM, () => {
  it('adds a board GM and a display, shows their codes; the GM writes to their board only until revoked; the display writes nothing', async () => {
    // The real clock: pairing codes and sessions are checked against it.
    const archive = await tempArchive({ clock: () => new Date() });
    const b1 = value(await createGame(archive, { name: 'Cup R1 B1' }));
    const b2 = value(await createGame(archive, { name: 'Cup R1 B2' }));
    const { host } = (opened.director = await directorWindow(archive));
    const directorContext = await opened.contexts.open({ viewport: SIZES.laptop, deviceScaleFactor: 1 });
    await directorContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(host.url).origin });
    const page = await directorContext.newPage();
    await page.goto(host.url);
    await page.getByTestId('open-network').click();
    await page.getByTestId('network-start').click();
    const url = (await page.getByTestId('network-url').textContent())!;
    await page.getByTestId('network-people').click();
    await shown(page, 'people-none');

    // Mistakes: a blank name, then a name already taken, each refused with the reason, nothing added.
    await page.getByTestId('people-name').fill('   ');
    await page.getByTestId('people-add-submit').click();
    await expect.poll(() => problem(page)).toBe("name: type the person's name (it cannot be blank)");
    const aliceCode = await add(page, 'Alice', 'boardGm');
    await page.getByTestId('people-name').fill('alice');
    await page.getByTestId('people-add-submit').click();
    await expect.poll(() => problem(page)).toBe("name: 'alice' is already one of this event's people");
    expect(await page.getByTestId('people-table').locator('tbody > tr').count()).toBe(1);
    // The code shown is the one copied.
    await page.getByTestId('people-copy').click();
    await expect.poll(() => page.getByTestId('people-copied').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(aliceCode);
    expect(await page.getByTestId('people-row-Alice-role').textContent()).toBe('board GM');
    expect(await page.getByTestId('people-row-Alice-state').textContent()).toMatch(/^code waiting until /);

    // Alice's board: board 1 only.
    await page.getByTestId('people-row-Alice-boards-edit').click();
    await page.getByTestId(`people-board-${b1.id}`).check();
    await page.getByTestId('people-boards-save').click();
    await expect.poll(() => page.getByTestId('people-row-Alice-boards').textContent()).toBe('Cup R1 B1');

    // A password: typed twice differently, then too short (the service's reason), then good.
    await page.getByTestId('people-row-Alice-password').click();
    await page.getByTestId('people-password-1').fill('correct horse 12');
    await page.getByTestId('people-password-2').fill('correct horse 13');
    await page.getByTestId('people-password-save').click();
    await expect.poll(() => problem(page)).toBe('password: the two passwords for Alice differ: type the same one twice');
    // The open form, its refusal shown: no serious or critical accessibility finding.
    expect(await audit(page)).toEqual([]);
    await page.getByTestId('people-password-1').fill('short');
    await expect.poll(() => page.getByTestId('people-strength').textContent()).toBe('Too short: at least 10 characters');
    await page.getByTestId('people-password-2').fill('short');
    await page.getByTestId('people-password-save').click();
    await expect.poll(() => problem(page)).toMatch(/^password: .*10/);
    await page.getByTestId('people-password-1').fill('Correct horse 12!');
    await expect.poll(() => page.getByTestId('people-strength').textContent()).toBe('Strong');
    await page.getByTestId('people-password-2').fill('Correct horse 12!');
    await page.getByTestId('people-password-save').click();
    await expect.poll(() => page.getByTestId('people-row-Alice-state').textContent()).toMatch(/ · password set$/);
    expect(await page.getByTestId('people-problem').count()).toBe(0);
    // Never shown again: no field holds it.
    expect(await page.getByTestId('people-password-1').count()).toBe(0);

    // The GM logs in with the code, in a browser of her own, and writes to her board only.
    const gm = await logIn(url, 'Alice', aliceCode);
    const own = await adjudicate(gm, b1.id);
    expect(own.ok, own.error?.message).toBe(true);
    const other = await adjudicate(gm, b2.id);
    expect(other.ok).toBe(false);
    expect(other.error?.code).toBe('forbidden');
    // The code was used up; the screen shows her session.
    await page.getByTestId('people-refresh').click();
    await expect.poll(() => page.getByTestId('people-row-Alice-sessions').textContent()).toBe('1');
    expect(await page.getByTestId('people-row-Alice-state').textContent()).toBe('password set');

    // A display, added the same way: reads, writes nothing.
    const wallCode = await add(page, 'Wall', 'display');
    expect(await page.getByTestId('people-row-Wall-boards-edit').count()).toBe(0);
    await picturesAtBothSizes(page, 'people');
    expect(await audit(page)).toEqual([]);
    await page.getByTestId('people-code-done').click();
    const wall = await logIn(url, 'Wall', wallCode);
    expect((await read(wall, b1.id)).ok).toBe(true);
    const wrote = await adjudicate(wall, b1.id);
    expect(wrote.ok).toBe(false);
    expect(wrote.error?.code).toBe('forbidden');

    // Revoke Alice: the confirmation names her; her open page loses access at once.
    expect((await read(gm, b1.id)).ok).toBe(true);
    await page.getByTestId('people-row-Alice-revoke').click();
    expect(await page.getByTestId('people-confirm-revoke').textContent()).toContain('Revoke Alice? Their 1 open session ends now');
    expect(await audit(page)).toEqual([]);
    await picture(page, 'people-revoke-1366');
    await page.getByTestId('people-revoke-yes').click();
    await expect.poll(() => page.getByTestId('people-row-Alice-state').textContent()).toMatch(/^revoked /);
    expect(await page.getByTestId('people-row-Alice-sessions').textContent()).toBe('0');
    await expect.poll(async () => (await read(gm, b1.id)).ok, { timeout: 10_000 }).toBe(false);
    // Her page is told so at once, in the host's words (until session 17 it knocked four times, 3.75 s,
    // and answered that the host could not be reached).
    expect(await adjudicate(gm, b1.id)).toEqual({ ok: false, error: { code: 'forbidden', message: 'the session ended (expired or revoked): log in again' } });
    await gm.reload();
    await shown(gm, 'login-name');
    // Neither her code nor her password lets her in again.
    await gm.getByTestId('login-name').fill('Alice');
    await gm.getByTestId('login-secret').fill('Correct horse 12!');
    await gm.getByTestId('login-submit').click();
    await expect.poll(() => gm.getByTestId('login-error').textContent()).toBe('wrong name, pairing code or password');
    // The display was not touched.
    expect((await read(wall, b1.id)).ok).toBe(true);
  }, 120_000);
});
