// The browser tests' typist: keys sent on their beats whatever the page is doing, as a keyboard
// sends them (issue 19 item 5, issue 28 item 7). Until session 17 `typeAt` awaited each key's
// round trip (Playwright's keyboard.press: down, the page handles it, up) before the next: a round
// trip over one beat (50 ms at 20 keys a second, common on a loaded machine) made the typist late,
// and it never caught up (the 322-key sheet, 16.1 s of keys, took 19.8 to 20.5 s beside a second
// test process). Now key n goes at start + n * beat through the page's DevTools session, not
// awaited: Chromium queues the keys for the page in the order sent, as an OS queues a keyboard's,
// and answers each once the page has handled it; the typist waits for every answer at the end. So
// keys arrive while the app is still busy with the ones before (a stricter test than one key at a
// time), and the typing's time is the sheet's beats plus the app's last backlog, whatever the load.
import type { Page } from 'playwright-core';

/** A key as Chromium takes it: its `key` and `code` (DOM), its Windows key code, and the text it types. */
interface Key {
  key: string;
  code: string;
  windowsVirtualKeyCode: number;
  text: string;
}

/**
 * The US layout's keys that type a character (the facts of playwright-core's usKeyboardLayout.ts):
 * [code, key code, the character, the character with Shift]. Like Playwright's keyboard.press of a
 * character, a key sends its shifted character (`A`, `:`) without a Shift key of its own: one key a
 * character, no modifiers.
 */
const LAYOUT: [code: string, keyCode: number, plain: string, shifted: string][] = [
  ...[...'abcdefghijklmnopqrstuvwxyz'].map((c): [string, number, string, string] => [
    `Key${c.toUpperCase()}`,
    c.toUpperCase().charCodeAt(0),
    c,
    c.toUpperCase(),
  ]),
  ...[...')!@#$%^&*('].map((shifted, d): [string, number, string, string] => [`Digit${d}`, 48 + d, `${d}`, shifted]),
  // The other keys, column by column: the code, the key code, the character, the character with Shift.
  ...['Backquote', 'Minus', 'Equal', 'Backslash', 'BracketLeft', 'BracketRight', 'Semicolon', 'Quote', 'Comma', 'Period', 'Slash', 'Space'].map(
    (code, i): [string, number, string, string] => [
      code,
      [192, 189, 187, 220, 219, 221, 186, 222, 188, 190, 191, 32][i],
      "`-=\\[];',./ "[i],
      '~_+|{}:"<>? '[i],
    ],
  ),
];

const KEYS = new Map<string, Key>([
  ...LAYOUT.flatMap(([code, windowsVirtualKeyCode, plain, shifted]) =>
    [plain, shifted].map((c): [string, Key] => [c, { key: c, code, windowsVirtualKeyCode, text: c }]),
  ),
  // Enter types a carriage return: the page sees key `Enter` (a textarea would insert a line).
  ['\n', { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' }],
]);

/** The key that types `c`; a character no key of the layout types is the caller's mistake. */
function keyFor(c: string): Key {
  const key = KEYS.get(c);
  if (!key) throw new Error(`no key types ${JSON.stringify(c)} on the US layout`);
  return key;
}

/**
 * Types `text` at `keysPerSecond` as a GM's hands do: key n (a character; `\n` is Enter) pressed and
 * released at start + n * beat, whether or not the page has handled the keys before it; then waits
 * until the page has handled every key. The keys reach the page in the order typed, each a down
 * then an up (never a repeat), as Playwright's keyboard.press sends them.
 */
export async function typeAt(page: Page, text: string, keysPerSecond: number): Promise<void> {
  const keys = [...text].map(keyFor);
  const beat = 1000 / keysPerSecond;
  // A session of its own, detached after (as windows.ts's: one on a renderer process the page has left hangs).
  const cdp = await page.context().newCDPSession(page);
  const handled: Promise<unknown>[] = [];
  let failed: { error: unknown } | undefined;
  const send = (params: Partial<Key> & { type: 'keyDown' | 'keyUp'; unmodifiedText?: string }) =>
    handled.push(
      cdp.send('Input.dispatchKeyEvent', params).catch((error: unknown) => {
        failed ??= { error };
      }),
    );
  const start = performance.now();
  try {
    for (const [n, { key, code, windowsVirtualKeyCode, text: typed }] of keys.entries()) {
      const due = start + n * beat;
      // A timer may fire a little early: the key waits for its beat.
      for (let wait = due - performance.now(); wait > 0; wait = due - performance.now()) await new Promise((resolve) => setTimeout(resolve, wait));
      if (failed) break;
      send({ type: 'keyDown', key, code, windowsVirtualKeyCode, text: typed, unmodifiedText: typed });
      send({ type: 'keyUp', key, code, windowsVirtualKeyCode });
    }
    await Promise.all(handled);
    if (failed) throw failed.error;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
