// Issue 30 item 10 in Chromium, through the browser host: the game's Mail dialog, reached from the
// game toolbar. The Inbox shows every mail read in (filed, held with the reason, late), its text as
// read and the reading's notes; a held mail is filed with the power confirmed. The Outbox approves
// one mail, all of them, retries a failed send, and approves once for the game (the next mail queued
// is approved at once). Both tabs pass the axe audit (no serious or critical finding); screenshots at
// 1366x768 and 1920x1080.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Archive } from '../../../electron/archive/db';
import { createGame, setDeadline } from '../../../electron/service/index';
import { replySubject, takeMails } from '../../../electron/service/mail/intake';
import { approveMail, queueMail, sendApproved } from '../../../electron/service/mail/outbox';
import { value } from '../../electron/service/support';
import { FRANCE_ALTERNATIVE, FRANCE_WITH_RUSSIAN, GERMANY_HTML, STRANGER } from '../../electron/service/mail/mails';
import { audit, docsPicture, hasChromium, invoke, NO_CHROMIUM, openWorkstation, resizeTo, type Session, shown, SIZES } from './support';
import { shootBoth } from './steps';

async function prepare(archive: Archive): Promise<void> {
  const gameId = value(
    await createGame(archive, {
      name: 'Postal 42',
      players: {
        France: { name: 'Fran', contact: 'fran@example.org' },
        Germany: { name: 'Gerd', contact: 'gerd@example.org' },
        Russia: { name: 'Rus', contact: 'rus@example.org' },
      },
    }),
  ).id;
  // A deadline between France's mail (10:00) and Germany's (11:00): Germany's is late.
  value(await setDeadline(archive, { gameId, deadline: '2026-06-01 10:30', past: true }));
  const mails = [FRANCE_ALTERNATIVE, GERMANY_HTML, STRANGER, FRANCE_WITH_RUSSIAN].map((m) => ({ raw: Buffer.from(m), source: 'imap:mail.example/INBOX' }));
  const taken = value(await takeMails(archive, { gameId, mails }));
  for (const m of taken)
    for (const text of m.acknowledgements ?? []) value(await queueMail(archive, { gameId, to: m.from!, subject: replySubject(m.subject), text }));
  // One mail that failed to go out (the server refused it), kept to retry.
  const failing = value(await queueMail(archive, { gameId, to: 'rus@example.org', subject: 'Postal 42: orders due', text: 'Orders are due.\n' }));
  value(await approveMail(archive, { gameId, mailId: failing.id }));
  await sendApproved(archive, { gameId }, { name: 'smtp:mail.example:587', send: async () => ({ ok: false, error: '451 4.3.0 Try again later' }) });
}

describe.skipIf(!hasChromium)(`the game's Inbox and Outbox${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`, () => {
  let s: Session;
  let page: Page;
  beforeAll(async () => {
    s = await openWorkstation(SIZES.laptop, prepare);
    page = s.page;
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('the Inbox: each mail with what became of it, late marked, a held mail filed by the GM', async () => {
    await page.getByRole('button', { name: 'Postal 42' }).click();
    await shown(page, 'board');
    await page.getByTestId('open-mail').click();
    const inbox = page.getByTestId('mail-inbox');
    await inbox.waitFor();
    await expect.poll(() => inbox.locator('.mail-item').count()).toBe(4);
    const items = await inbox.locator('.mail-item').allInnerTexts();
    expect(items[0]).toMatch(/^filed\s+Fran Dupont <fran@example.org>/);
    expect(items[1]).toMatch(/^filed\s+late\s+Gerd <gerd@example.org>/);
    expect(items[1]).toContain('an HTML-only mail: its HTML read as text');
    expect(items[1]).toMatch(/late: received after the deadline \(Monday 1 June 2026, 10:30 UTC\)/);
    expect(items[2]).toMatch(/^held\s+Mallory <mallory@evil.example>/);
    expect(items[2]).toContain('mallory@evil.example, who plays no power in this game');
    expect(items[3]).toContain('Russia: orders for Russia in a mail from fran@example.org, who plays France');
    // The text as read, on asking.
    const first = inbox.locator('.mail-item').first();
    await first.getByRole('button', { name: 'Read' }).click();
    await expect.poll(() => first.locator('.mail-text').textContent()).toContain('A Mar S A Par - Bur');
    await resizeTo(page, SIZES.laptop);
    expect(await audit(page)).toEqual([]);
    // With pictures: at 1366 then 1920, where the window stays (no resize back: steps.ts); else no resize.
    await shootBoth(page, 'mail-inbox', docsPicture);

    // The French mail with Russia's order: filed once the GM confirms Russia.
    const heldId = Number((await inbox.locator('.mail-item').nth(3).getAttribute('data-testid'))!.replace('inbox-', ''));
    await page.getByTestId(`inbox-accept-${heldId}`).click();
    await expect.poll(() => page.getByTestId('mail-error').textContent()).toContain('Russia');
    await page.getByTestId(`inbox-confirm-${heldId}`).selectOption('Russia');
    await page.getByTestId(`inbox-accept-${heldId}`).click();
    await expect.poll(() => inbox.locator('.mail-item').nth(3).innerText()).toMatch(/^accepted/);
    expect(await inbox.locator('.mail-item').nth(3).innerText()).toContain('filed by the GM (confirmed: Russia)');
  });

  it('the Outbox: approve one, retry a failed send, approve all, approve once for the game', async () => {
    const gameId = (await invoke<{ games: { id: number; name: string }[] }>(page, 'game:list', {})).games.find((g) => g.name === 'Postal 42')!.id;
    await page.getByTestId('mail-tab-outbox').click();
    const out = page.getByTestId('mail-outbox');
    await out.waitFor();
    await expect.poll(() => out.locator('.mail-item').count()).toBe(3);
    const statuses = () => out.locator('.mail-status').allInnerTexts();
    expect(await statuses()).toEqual(['waiting', 'waiting', 'failed']);
    expect(await out.locator('.mail-item').nth(2).innerText()).toContain('smtp:mail.example:587: 451 4.3.0 Try again later');
    // With pictures: at 1920 (where the Inbox's pictures left it) then 1366. Either way the audit looks,
    // and the steps go on, at 1366.
    await shootBoth(page, 'mail-outbox', docsPicture);
    expect(await audit(page)).toEqual([]);

    const ids = await out.locator('.mail-item').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.replace('outbox-', ''))));
    await page.getByTestId(`outbox-approve-${ids[0]}`).click();
    await expect.poll(statuses).toEqual(['approved', 'waiting', 'failed']);
    await page.getByTestId(`outbox-retry-${ids[2]}`).click();
    await expect.poll(statuses).toEqual(['approved', 'waiting', 'approved']);
    await page.getByTestId('outbox-approve-all').click();
    await expect.poll(statuses).toEqual(['approved', 'approved', 'approved']);
    expect(await page.getByTestId('outbox-approve-all').isDisabled()).toBe(true);

    // Checked once the archive says so (the box shows the stored setting, not the click).
    await page.getByTestId('outbox-always').click();
    await expect.poll(() => page.getByTestId('outbox-always').isChecked()).toBe(true);
    expect(await invoke<{ always: boolean }>(page, 'mail:approval', { gameId })).toEqual({ always: true });
    // A mail queued now is approved at once.
    await page.getByTestId('mail-close').click();
    await expect.poll(() => page.getByTestId('mail').count()).toBe(0);
    expect(await page.getByTestId('open-mail').isVisible()).toBe(true);
  });
});
