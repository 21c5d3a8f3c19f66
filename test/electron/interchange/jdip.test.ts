// jDip's saved games (.jdip): games jDip itself played and saved (fixtures/README.md says how they
// were made: jdip/run.sh, jDip built from its public sources) import whole and without a difference.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { standardMap } from '../../../engine/index';
import { importAnyGame } from '../../../electron/service/interchange/index';
import { readJdip } from '../../../electron/service/interchange/jdipRead';
import { cleanUp, tempArchive, value } from '../service/support';

afterEach(cleanUp);

const jdipFile = (name: string): Buffer => readFileSync(join(__dirname, 'fixtures', `${name}.jdip`));

describe("jDip's own saved games", () => {
  it('reads every turn jDip resolved, with its orders and the board it reached', () => {
    const read = readJdip(jdipFile('jdip-game-2'), standardMap());
    if (!read.ok) throw new Error(read.error);
    const g = read.value;
    expect(g.name).toBe('fixture two');
    expect(g.phases.map((p) => `${p.phase.season[0]}${p.phase.year}${p.phase.type[0]}`)).toEqual([
      's1901m',
      'f1901m',
      'f1901r',
      'w1901a',
      's1902m',
      'f1902m',
      'f1902r',
      'w1902a',
    ]);
    expect(g.inPlay).toEqual({ season: 'spring', year: 1903, type: 'movement' });
  });

  it.each(['jdip-game-1', 'jdip-game-2'])('%s imports with no difference', async (name) => {
    const archive = await tempArchive();
    const audit = value(await importAnyGame(archive, { text: jdipFile(name).toString('base64'), encoding: 'base64' }));
    expect(audit.differences).toEqual([]);
    expect(audit.format).toBe('jdip');
    expect(audit.stored).not.toBeNull();
  });
});
