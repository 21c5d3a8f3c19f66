// @vitest-environment jsdom
// What a typed key costs the order box (issue 28, item 7; docs/PERFORMANCE.md, "A typed key, session
// 16"): each key reads the box again, but adjudicates and draws again only what changed: the power
// row never, and of the lines read only the one being typed, not the lines above it. Counted through
// the modules those parts call (Choices for the power row, withKeys for a line's notes, checkOrder for
// a line's check): mocked modules, so this file runs in a process of its own (the app project).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const drawn = vi.hoisted(() => ({ powerRow: 0, lines: 0, checks: 0 }));
vi.mock('../../../renderer/panels/Choices', async (original) => {
  const real = await original<typeof import('../../../renderer/panels/Choices')>();
  return { ...real, Choices: (props: Parameters<typeof real.Choices>[0]) => (drawn.powerRow++, real.Choices(props)) };
});
vi.mock('../../../renderer/state/withKeys', async (original) => {
  const real = await original<typeof import('../../../renderer/state/withKeys')>();
  return { withKeys: (...args: Parameters<typeof real.withKeys>) => (drawn.lines++, real.withKeys(...args)) };
});
vi.mock('../../../renderer/panels/orderCheck', async (original) => {
  const real = await original<typeof import('../../../renderer/panels/orderCheck')>();
  return { ...real, checkOrder: (...args: Parameters<typeof real.checkOrder>) => (drawn.checks++, real.checkOrder(...args)) };
});

const { i18nReady } = await import('../../../renderer/i18n');
const { OrderEntry } = await import('../../../renderer/panels/OrderEntry');
const { standardMap } = await import('../../../engine/map/standard');
const { startPosition } = await import('../../../electron/service/engine');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const map = standardMap();
const position = startPosition(map, 'standard');

describe('a key typed in the order box', () => {
  let root: Root;
  let box: HTMLTextAreaElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  const type = (text: string) =>
    act(() => {
      setValue.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });

  beforeAll(async () => {
    await i18nReady;
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(() =>
      root.render(
        <OrderEntry
          map={map}
          position={position}
          powers={['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey']}
          onSubmit={() => Promise.resolve(true)}
          focusSignal={0}
          phaseKey="1:1"
          phaseName="Spring 1901"
        />,
      ),
    );
    box = document.querySelector('[data-testid="order-text"]')!;
  });
  afterAll(() => act(() => root.unmount()));

  it('checks and draws again only the line being typed, never the power row or the lines above it', async () => {
    // A pasted mail's first three lines, then a fourth typed key by key.
    const above = 'Austria:\nA vie - gal\nA bud - ser\n';
    await type(above);
    expect(document.querySelectorAll('[data-testid="diagnostics"] li')).toHaveLength(3);
    const typed = 'F tri - alb';
    drawn.powerRow = 0;
    drawn.lines = 0;
    drawn.checks = 0;
    for (let i = 1; i <= typed.length; i++) await type(above + typed.slice(0, i));
    // Every key still reads and shows the line as typed so far.
    const shown = [...document.querySelectorAll('[data-testid="diagnostics"] li')].map(
      (li) => `${li.getAttribute('data-status')} ${li.querySelector('.text')!.textContent}`,
    );
    expect(shown).toEqual(['ok Austria:', 'ok A vie - gal', 'ok A bud - ser', 'ok F tri - alb']);
    expect(document.querySelector('[data-testid="entry-hint"]')!.textContent).toBe('3 orders to file');
    expect(drawn.powerRow).toBe(0);
    // At most the typed line once a key (a key that leaves its reading the same draws nothing).
    expect(drawn.lines).toBeGreaterThan(0);
    expect(drawn.lines).toBeLessThanOrEqual(typed.length);
    // The two orders above were checked when pasted; a key checks at most the order it completes.
    expect(drawn.checks).toBeGreaterThan(0);
    expect(drawn.checks).toBeLessThanOrEqual(typed.length);
  });
});
