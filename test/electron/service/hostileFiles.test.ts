// Issue 26 item 3, the service behind IPC's game:importAny: a game file whose fields are objects
// with their own toString/valueOf (and other prototype names) is refused as a bad file with a
// message, never answered `internal`.
import { afterEach, describe, expect, it } from 'vitest';
import { importAnyGame } from '../../../electron/service/index';
import { cleanUp, tempArchive } from './support';

afterEach(cleanUp);

describe('importAnyGame with hostile JSON', () => {
  it.each([
    ['{"format":{"toString":1,"valueOf":1}}', /field "format": \{"toString":1,"valueOf":1\} is no format/],
    ['{"format":{"toString":{"toString":1}}}', /field "format": .* is no format/],
    ['{"format":["adjutant-game"]}', /field "format": \["adjutant-game"\] is no format/],
    ['{"format":"x".repeat}', /not valid JSON/],
    ['{"__proto__":{"format":"adjutant-game"}}', /neither a "format" field/],
    ['{"phases":{"toString":1}}', /MILA/],
  ])('%s', async (text, message) => {
    const a = await tempArchive();
    const r = await importAnyGame(a, { text });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).not.toBe('internal');
    expect(r.error.message).toMatch(message);
  });
});
