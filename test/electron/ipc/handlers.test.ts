// The IPC boundary: every channel of the contract is bound, bad payloads come back as errors
// naming the problem, nothing thrown crosses, and changes are announced.
import { afterEach, describe, expect, it } from 'vitest';
import type { Channel } from '../../../electron/ipc/contract';
import { CHANNELS, dispatch, isChannel, payloadProblem, type HandlerContext } from '../../../electron/ipc/handlers';
import { cleanUp, errorOf, SPRING_1901, tempArchive, value } from '../service/support';

afterEach(cleanUp);

async function ctx(changes: (number | null)[] = []): Promise<HandlerContext> {
  return { archive: await tempArchive(), host: 'browser', version: '0.0.0-test', actor: 'gm', changed: (id) => changes.push(id) };
}

describe('IPC handlers', () => {
  it('answers every channel of the contract (no channel is left unbound)', async () => {
    const c = await ctx();
    for (const channel of CHANNELS) {
      // An empty payload: each channel answers (a value or a refusal), none throws or is unknown.
      const out = await dispatch(channel, {}, c);
      if (!out.ok) expect(out.error.message).not.toMatch(/unknown channel/);
    }
  });

  it('refuses an unknown channel by name', async () => {
    const out = await dispatch('game:delete-everything', {}, await ctx());
    expect(errorOf(out)).toMatchObject({ code: 'invalid-input', message: 'unknown channel "game:delete-everything"' });
    expect(isChannel('game:list')).toBe(true);
    expect(isChannel(42)).toBe(false);
  });

  it.each([
    ['a string', 'hello', 'the payload must be an object'],
    ['a list', [1, 2], 'the payload must be an object'],
    ['null', null, 'the payload must be an object'],
    ['a class instance', new Date(), 'the payload must be a plain object'],
  ])('refuses %s as a payload', async (_what, payload, message) => {
    const out = await dispatch('game:list', payload, await ctx());
    expect(errorOf(out)).toEqual({ code: 'invalid-input', message: `game:list: ${message}` });
  });

  it('refuses a payload that refers to itself', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(payloadProblem(loop)).toMatch(/refers to itself/);
  });

  it('validates each payload with the service: the message names the field', async () => {
    const c = await ctx();
    expect(errorOf(await dispatch('game:get', { gameId: 'one' }, c))).toMatchObject({ code: 'invalid-input', message: expect.stringContaining('gameId') });
    expect(errorOf(await dispatch('game:create', { name: 7 }, c))).toMatchObject({ code: 'invalid-input', message: expect.stringContaining('name') });
    expect(errorOf(await dispatch('orders:submit', { gameId: 1, text: 5 }, c))).toMatchObject({
      code: 'invalid-input',
      message: expect.stringContaining('text'),
    });
  });

  it('plays a phase through the contract and announces each change', async () => {
    const changes: (number | null)[] = [];
    const c = await ctx(changes);
    const game = value(await dispatch('game:create', { name: 'Through IPC' }, c)) as { id: number };
    value(await dispatch('orders:submit', { gameId: game.id, text: SPRING_1901 }, c));
    const preview = value(await dispatch('phase:preview', { gameId: game.id }, c)) as { committed: boolean };
    expect(preview.committed).toBe(false);
    const done = value(await dispatch('phase:adjudicate', { gameId: game.id }, c)) as { committed: boolean; next: { name: string } };
    expect(done).toMatchObject({ committed: true, next: { name: 'Fall 1901 Movement' } });
    expect(changes).toEqual([game.id, game.id, game.id]);
    const events = value(await dispatch('game:events', { gameId: game.id }, c)) as { actor: string }[];
    expect(new Set(events.map((e) => e.actor))).toEqual(new Set(['gm']));
  });

  it('does not let the page choose who the log names', async () => {
    const c = await ctx();
    const game = value(await dispatch('game:create', { name: 'Actor', actor: 'someone-else' }, c)) as { id: number };
    const events = value(await dispatch('game:events', { gameId: game.id }, c)) as { actor: string }[];
    expect(events[0].actor).toBe('gm');
  });

  it('gives the service a copy of the payload, not the caller object', async () => {
    const c = await ctx();
    const input = { name: 'Copy' };
    const game = value(await dispatch('game:create', input, c)) as { name: string };
    expect(game.name).toBe('Copy');
    expect(input).toEqual({ name: 'Copy' });
  });

  it('reports archive information', async () => {
    const c = await ctx();
    const info = value(await dispatch('archive:info', undefined, c));
    expect(info).toMatchObject({ path: c.archive.file, host: 'browser', version: '0.0.0-test' });
  });

  it('makes reports: text as text, PDF and PNG through the host renderer as base64', async () => {
    const c = await ctx();
    const rendered: string[] = [];
    c.render = {
      pdf: async (html, paper) => (rendered.push(`pdf ${paper} ${html.slice(0, 15)}`), new TextEncoder().encode('%PDF-stub')),
      png: async (svg, width) => (rendered.push(`png ${width} ${svg.slice(0, 4)}`), new Uint8Array([0x89, 0x50])),
    };
    const game = value(await dispatch('game:create', { name: 'Reports' }, c)) as { id: number };
    value(await dispatch('orders:submit', { gameId: game.id, text: SPRING_1901 }, c));
    value(await dispatch('phase:adjudicate', { gameId: game.id }, c));
    const text = value(await dispatch('report:phase', { gameId: game.id, seq: 0, format: 'text' }, c)) as { encoding: string; data: string; fileName: string };
    expect(text.encoding).toBe('utf8');
    expect(text.data).toContain('Spring 1901');
    const pdf = value(await dispatch('report:phase', { gameId: game.id, seq: 0, format: 'pdf', paper: 'Letter' }, c)) as {
      encoding: string;
      data: string;
      fileName: string;
      mimeType: string;
    };
    expect(pdf).toMatchObject({ encoding: 'base64', mimeType: 'application/pdf' });
    expect(pdf.fileName).toMatch(/\.pdf$/);
    expect(Buffer.from(pdf.data, 'base64').toString()).toBe('%PDF-stub');
    const png = value(await dispatch('report:map', { gameId: game.id, seq: 0, format: 'png', width: 900 }, c)) as { mimeType: string };
    expect(png.mimeType).toBe('image/png');
    expect(rendered).toEqual(['pdf Letter <!DOCTYPE html>', 'png 900 <?xm']);
    const sheets = value(await dispatch('report:sheets', { gameId: game.id, format: 'html' }, c)) as { data: string };
    expect(sheets.data).toContain('<html');
    const history = value(await dispatch('report:history', { gameId: game.id, format: 'json' }, c)) as { data: string };
    expect(() => JSON.parse(history.data)).not.toThrow();
  });

  it("gives the window's Judge-style text in English whatever the game's report language, and the plain text in that language", async () => {
    const c = await ctx();
    const game = value(await dispatch('game:create', { name: 'Convention', reportLanguage: 'fr' }, c)) as { id: number };
    value(await dispatch('orders:submit', { gameId: game.id, text: SPRING_1901 }, c));
    value(await dispatch('phase:adjudicate', { gameId: game.id }, c));
    const judge = value(await dispatch('report:phase', { gameId: game.id, seq: 0, format: 'judge' }, c)) as { data: string };
    const plain = value(await dispatch('report:phase', { gameId: game.id, seq: 0, format: 'text' }, c)) as { data: string };
    expect(judge.data).toContain('Movement results for Spring of 1901.');
    expect(judge.data).not.toContain('Printemps');
    expect(plain.data).toContain('Printemps 1901');
  });

  it('says plainly when a host cannot make PDFs, and refuses a bad report format', async () => {
    const c = await ctx();
    const game = value(await dispatch('game:create', { name: 'No printer' }, c)) as { id: number };
    expect(errorOf(await dispatch('report:phase', { gameId: game.id, format: 'pdf' }, c)).message).toMatch(/cannot make PDF files/);
    expect(errorOf(await dispatch('report:map', { gameId: game.id, format: 'gif' }, c))).toMatchObject({ code: 'invalid-input' });
    expect(errorOf(await dispatch('report:phase', { gameId: game.id, format: 'docx' }, c))).toMatchObject({ code: 'invalid-input' });
  });

  it('checks what only the host reads (paper, width) like any field, instead of replacing it in silence', async () => {
    const c = await ctx();
    const game = value(await dispatch('game:create', { name: 'Paper' }, c)) as { id: number };
    expect(errorOf(await dispatch('report:phase', { gameId: game.id, format: 'pdf', paper: 'A3' }, c))).toEqual({
      code: 'invalid-input',
      message: 'paper: expected one of "A4", "Letter", got "A3"',
    });
    expect(errorOf(await dispatch('report:sheets', { gameId: game.id, format: 'pdf', paper: 7 }, c)).message).toBe(
      'paper: expected one of "A4", "Letter", got 7',
    );
    expect(errorOf(await dispatch('report:map', { gameId: game.id, format: 'png', width: 50 }, c)).message).toBe('width: must be at least 200, got 50');
    expect(errorOf(await dispatch('report:map', { gameId: game.id, format: 'png', width: 'wide' }, c)).message).toBe(
      'width: expected a whole number, got "wide"',
    );
  });

  it('lists each channel once, named area:verb', () => {
    expect(new Set(CHANNELS).size).toBe(CHANNELS.length);
    for (const c of CHANNELS as readonly Channel[]) expect(c).toMatch(/^[a-z]+:[a-zA-Z]+$/);
  });
});
